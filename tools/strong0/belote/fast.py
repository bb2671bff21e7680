"""Belote playouts on a compact state, for the strong level's search.

A playout from a sampled world converts the engine deal once into bit masks
(the exact solver's cards and rules) and plays the *normal* player's card
habits on them: follow and trump duties as the engine's, the trick held by a
partner loaded with points, a trick won with the cheapest card that holds
it, the cheapest card thrown on a lost trick, the taker's side drawing
trumps and masters cashed.  What a seat knows of the others is what the
normal player reads from its observation: the unseen cards, less the suits
a seat has shown it lacks.  When the last tricks come the exact solver takes
over, as in the engine playout; the value is the engine's score.
"""

from ..jit import build
from ..solver import bits as _cards
from . import core as _core
from .core import INDEX, PACK
from .solver import CORE, row_of, value_of

ALL = (1 << 32) - 1
_SUIT = [int(x) for x in _core.SUIT]
_SUIT_MASK = [int(x) for x in _core.SUIT_MASK]


class _Trump:
    """One trump suit's strength and points by card number, as plain lists."""

    def __init__(self, t):
        self.suit = t
        self.strength = [int(x) for x in _core.STR[t]]
        self.value = [int(x) for x in _core.VAL[t]]


class _Tables:
    """Per-trump card tables for the policy: keys for its choices, masks of stronger cards."""

    def __init__(self, trump):
        self.t = t = _Trump(_core.SUITS.index(trump))
        ts = t.suit
        st, val = t.strength, t.value
        self.trump_mask = _SUIT_MASK[ts]
        # same-suit cards stronger than each card
        self.higher = [
            sum(1 << d for d in range(32) if _SUIT[d] == _SUIT[c] and st[d] > st[c]) for c in range(32)
        ]
        is_trump = [_SUIT[c] == ts for c in range(32)]
        self.is_trump = is_trump
        self.cheap = [(val[c], is_trump[c], st[c]) for c in range(32)]
        self.lead_key = [(val[c], st[c]) for c in range(32)]


_TABLES = {s: _Tables(s) for s in "CDHS"}


def _beats(c, w, t):
    if _SUIT[c] == _SUIT[w]:
        return t.strength[c] > t.strength[w]
    return _SUIT[c] == t.suit


class Playout:
    """One deal's card play on the core's state row, with the policy's view:
    ``hands``, ``played``, shown ``voids`` (suit bits per seat)."""

    def __init__(self, deal):
        self.core = build(CORE)
        self.row = row_of(deal)
        self.tab = _TABLES[deal.trump]
        self.taker = deal.taker
        self._sync()
        self.played = ALL & ~(self.hands[0] | self.hands[1] | self.hands[2] | self.hands[3])
        self.voids = [0, 0, 0, 0]
        self._read_voids(deal)
        # ties go where the normal player's go: to the card first in its hand
        self.pos = [0] * 32
        for hand in deal.hands:
            for i, c in enumerate(hand):
                self.pos[INDEX[c]] = i

    def _sync(self):
        S = self.row
        self.hands = [int(S[_core.H0 + s]) for s in range(4)]
        self.mover = int(S[_core.MOVER])
        self.trick = [int(S[_core.T0 + k]) for k in range(int(S[_core.N]))]
        self.ws, self.wc = int(S[_core.WS]), int(S[_core.WC])

    def _read_voids(self, deal):
        """The suits each seat has shown it lacks, as the normal player reads them."""
        tricks = [(leader, cards) for leader, cards, _ in deal.tricks]
        if deal.trick:
            tricks.append((deal.leader, deal.trick))
        for leader, cards in tricks:
            self._voids_of(leader, [INDEX[c] for c in cards])

    def _voids_of(self, leader, idx):
        core, t = self.core, self.tab.t
        wc, ws = idx[0], leader
        for i in range(1, len(idx)):
            c = idx[i]
            s = (leader - i) % 4
            self.voids[s] |= int(core.voids_shown(idx[0], c, (ws - s) % 2 == 0, t.suit))
            if _beats(c, wc, t):
                wc, ws = c, s

    # -- rules ---------------------------------------------------------------
    def legal(self):
        return int(self.core.legal_now(self.row))

    def play(self, c):
        """Play card ``c`` for the seat to act; True when the deal is over."""
        p = self.mover
        if self.trick:
            self.voids[p] |= int(self.core.voids_shown(self.trick[0], c, (self.ws - p) % 2 == 0,
                                                       self.tab.t.suit))
        self.played |= 1 << c
        over = bool(self.core.play(self.row, c))
        self._sync()
        return over

    def value(self):
        """Team 0's score minus team 1's, once the deal is over (the engine's scoring)."""
        return int(self.core.final(self.row))

    # -- the normal player's habits --------------------------------------------
    def choose(self):
        legal = self.legal()
        if not legal & (legal - 1):
            return legal.bit_length() - 1
        p = self.mover
        tab = self.tab
        # what this seat cannot see: every card neither its own nor played
        unseen = ALL & ~self.played & ~self.hands[p]
        if not self.trick:
            return self._lead(p, legal, unseen)
        t = tab.t
        st = t.strength
        trick = self.trick
        led = _SUIT[trick[0]]
        ws, wc = self.ws, self.wc
        opps_after = [(p - k) % 4 for k in range(1, 4 - len(trick)) if k % 2]
        possible = [unseen & ~self._void_mask(o) for o in opps_after]
        higher = tab.higher
        trump_mask = tab.trump_mask
        led_mask = _SUIT_MASK[led]

        def holds(card):
            for poss in possible:
                short_led = not poss & led_mask
                if poss & higher[card] and (_SUIT[card] == led or short_led):
                    return False
                if short_led and _SUIT[card] != t.suit and poss & trump_mask:
                    return False
            return True

        cards = sorted(_cards(legal), key=self.pos.__getitem__)
        cheap = tab.cheap
        if (ws - p) % 2 == 0:
            quiet = [c for c in cards if not _beats(c, wc, t)] or cards
            if holds(wc):
                val = t.value
                is_trump = tab.is_trump

                def load(c):
                    keep = is_trump[c] or (not unseen & higher[c] and _SUIT[c] != led)
                    return (not keep, val[c], -st[c])

                return max(quiet, key=load)
            sure = [c for c in cards if _beats(c, wc, t) and holds(c)]
            if sure:
                return min(sure, key=cheap.__getitem__)
            return min(quiet, key=cheap.__getitem__)
        winners = [c for c in cards if _beats(c, wc, t)]
        if winners:
            safe = [c for c in winners if holds(c)]
            if safe:
                return min(safe, key=cheap.__getitem__)
            if len(winners) == len(cards):
                return min(winners, key=cheap.__getitem__)
        losers = [c for c in cards if c not in winners] or cards
        is_trump, val = tab.is_trump, t.value
        return min(losers, key=lambda c: (is_trump[c], val[c], not unseen & higher[c], st[c]))

    def _void_mask(self, seat):
        v = self.voids[seat]
        m = 0
        for s in range(4):
            if v >> s & 1:
                m |= _SUIT_MASK[s]
        return m

    def _lead(self, p, legal, unseen):
        tab = self.tab
        t = tab.t
        st, val = t.strength, t.value
        higher = tab.higher
        trump_mask = tab.trump_mask
        cards = sorted(_cards(legal), key=self.pos.__getitem__)
        trumps = [c for c in cards if _SUIT[c] == t.suit]
        opps = ((p + 1) % 4, (p + 3) % 4)
        ours = (self.taker - p) % 2 == 0
        if ours and trumps:
            opp_trumps = any(unseen & ~self._void_mask(o) & trump_mask for o in opps)
            if opp_trumps:
                top = max(trumps, key=st.__getitem__)
                if not unseen & higher[top] and (self.taker == p or len(trumps) >= 2):
                    return top
                if self.taker == p and len(trumps) >= 3:
                    return min(trumps, key=st.__getitem__)
        sides = [c for c in cards if _SUIT[c] != t.suit]
        ruffers = [o for o in opps if not self.voids[o] >> t.suit & 1]
        cash = [
            c for c in sides
            if not unseen & higher[c] and not any(self.voids[o] >> _SUIT[c] & 1 for o in ruffers)
        ]
        if cash:
            return max(cash, key=tab.lead_key.__getitem__)
        if sides:
            hand = self.hands[p]

            def risk(c):
                suit = hand & _SUIT_MASK[_SUIT[c]]
                ranks = [val[x] for x in _cards(suit)]
                bare_ten = 10 in ranks and 11 not in ranks
                return (val[c] >= 10, bare_ten, val[c], st[c])

            return min(sides, key=risk)
        top = max(cards, key=st.__getitem__)
        return top if not unseen & higher[top] else min(cards, key=st.__getitem__)


def play_out(deal, solve_tricks=0, nodes=None, cancel=None, record=None):
    """Team 0's score minus team 1's after the normal habits play ``deal``
    (in its card play) to the end; from ``solve_tricks`` tricks left the exact
    solver decides instead (its node budget ``nodes``; past it, the habits
    play on).  ``record`` (a list) receives the card indices played."""
    po = Playout(deal)
    if not po.hands[po.mover]:
        return po.value()
    while True:
        if solve_tricks and bin(po.hands[po.mover]).count("1") <= solve_tricks:
            v = value_of(po.row, nodes)
            if v is not None:
                return v
            solve_tricks = 0  # past the node budget: the habits play on
        c = po.choose()
        if record is not None:
            record.append(c)
        if po.play(c):
            return po.value()


__all__ = ["PACK", "Playout", "play_out"]
