"""Preference playouts on a compact state, for the strong level's search.

A playout from a sampled world converts the engine deal once into the exact
rules core's state row (hands as masks of the 32 cards) and plays the *normal*
player's card habits on it: a friend's safe trick left alone, a trick won
with the cheapest card that holds it, the declarer drawing trumps, masters
cashed, leads from the longest side suit.  A seat reads the others as the
normal player does: the cards it cannot see (the declarer sees its
discards), less the suits a seat has shown it lacks.  When the last tricks
come the exact solver takes over, as in the engine playout; the value is
the engine's settlement for the seat.
"""

import numpy as np

from ..jit import build
from ..solver import bits as _cards
from . import core as _core
from .core import INDEX, PACK
from .solver import CORE, row_of, value_of

ALL = (1 << 32) - 1
_SUIT = [int(x) for x in _core.SUIT]
_SUIT_MASK = [int(x) for x in _core.SUIT_MASK]
_STR = [int(x) for x in _core.STR]
_ABOVE = [int(x) for x in _core.ABOVE]


class Playout:
    """One deal's card play on the core's state row, with what each seat has seen."""

    def __init__(self, deal, seat):
        self.core = build(CORE)
        self.seat = seat
        self.row = row_of(deal, seat)
        self.trump = _core.SUITS.index(deal.trump)
        self.declarer = deal.declarer
        self.active = tuple(deal.active)
        self.discards = sum(1 << INDEX[c] for c in deal.discards)
        self._sync()
        played = 0
        self.voids = [0, 0, 0]
        tricks = [(t[0], t[1]) for t in deal.tricks]
        if deal.trick:
            tricks.append((deal.trick_seats, deal.trick))
        for seats, cards in tricks:
            led = _SUIT[INDEX[cards[0]]]
            for s, c in zip(seats, cards):
                i = INDEX[c]
                played |= 1 << i
                self._note(s, led, i)
        self.played = played
        # ties go where the normal player's go: to the card first in its hand
        self.pos = [0] * 32
        for hand in deal.hands:
            for i, c in enumerate(hand):
                self.pos[INDEX[c]] = i

    def _sync(self):
        S = self.row
        self.hands = [int(S[_core.H0 + s]) for s in range(3)]
        self.mover = int(S[_core.MOVER])
        self.trick = [int(S[_core.T0 + k]) for k in range(int(S[_core.N]))]
        self.ws, self.wc = int(S[_core.WS]), int(S[_core.WC])

    def _note(self, seat, led, card):
        """What playing ``card`` to a trick led in ``led`` shows of ``seat``'s hand."""
        if _SUIT[card] != led:
            self.voids[seat] |= _SUIT_MASK[led]
            if _SUIT[card] != self.trump:
                self.voids[seat] |= _SUIT_MASK[self.trump]

    def legal(self):
        return int(self.core.legal_now(self.row))

    def play(self, c):
        """Play card ``c`` for the seat to act; True when the deal is over."""
        if self.trick:
            self._note(self.mover, _SUIT[self.trick[0]], c)
        self.played |= 1 << c
        over = bool(self.core.play(self.row, c))
        self._sync()
        return over

    def value(self):
        """The seat's value once the deal is over: the engine's settlement,
        balance change plus a third of the pot's."""
        out = np.zeros(4, dtype=np.int64)
        self.core.settle_now(self.row, out)
        return int(out[self.seat]) + int(out[3]) / 3

    # -- the normal player's habits --------------------------------------------
    def choose(self):
        legal = self.legal()
        if not legal & (legal - 1):
            return legal.bit_length() - 1
        p = self.mover
        declarer = self.declarer
        trump = self.trump
        trump_mask = _SUIT_MASK[trump]
        unseen = ALL & ~self.played & ~self.hands[p]
        if p == declarer:
            unseen &= ~self.discards
        voids = self.voids

        def master(c):
            return not unseen & _ABOVE[c]

        def low(c):
            return (_SUIT[c] == trump, master(c), _STR[c])

        cards = sorted(_cards(legal), key=self.pos.__getitem__)
        trick = self.trick
        if not trick:
            return self._lead(p, cards, unseen, master)

        def friend(s):
            return s == p or (s != declarer and p != declarer)

        ws, wc = self.ws, self.wc
        led = _SUIT[trick[0]]
        led_mask = _SUIT_MASK[led]
        active = self.active
        i = active.index(p)
        after = [active[(i + k) % len(active)] for k in range(1, len(active) - len(trick))]
        possible = [unseen & ~voids[f] for f in after if not friend(f)]

        def holds(card):
            for poss in possible:
                short_led = not poss & led_mask
                if poss & _ABOVE[card] and (_SUIT[card] == led or short_led):
                    return False
                if short_led and _SUIT[card] != trump and poss & trump_mask:
                    return False
            return True

        def beats(c):
            if _SUIT[c] == _SUIT[wc]:
                return _STR[c] > _STR[wc]
            return _SUIT[c] == trump

        if friend(ws) and holds(wc):
            quiet = [c for c in cards if not beats(c)] or cards
            return min(quiet, key=low)
        winners = [c for c in cards if beats(c)]
        safe = [c for c in winners if holds(c)]

        def cheap(c):
            return (_SUIT[c] == trump, _STR[c])

        if safe:
            return min(safe, key=cheap)
        if winners and (len(winners) == len(cards) or not possible):
            return min(winners, key=cheap)
        losers = [c for c in cards if c not in winners] or cards
        return min(losers, key=low)

    def _lead(self, p, cards, unseen, master):
        trump = self.trump
        trump_mask = _SUIT_MASK[trump]
        declarer = self.declarer
        foes = [s for s in self.active if (s == declarer) != (p == declarer)]
        possible = [unseen & ~self.voids[f] for f in foes]
        trumps = [c for c in cards if _SUIT[c] == trump]
        strength = _STR.__getitem__
        if p == declarer and trumps and any(poss & trump_mask for poss in possible):
            top = max(trumps, key=strength)
            if master(top):
                return top
            if len(trumps) >= 4:
                return min(trumps, key=strength)
        sides = [c for c in cards if _SUIT[c] != trump]
        cash = [
            c for c in sides
            if master(c) and not any(
                not poss & _SUIT_MASK[_SUIT[c]] and poss & trump_mask for poss in possible
            )
        ]
        if cash:
            return max(cash, key=strength)
        if sides:
            by_len = {}
            for c in sides:
                by_len.setdefault(_SUIT[c], []).append(c)
            suit = max(by_len, key=lambda s: (len(by_len[s]), -min(_STR[c] for c in by_len[s])))
            return min(by_len[suit], key=strength)
        top = max(cards, key=strength)
        return top if master(top) else min(cards, key=strength)


def play_out(deal, seat, solve_tricks=0, nodes=None, cancel=None, record=None):
    """``seat``'s value (the engine's settlement: balance change plus a third
    of the pot's) after the normal habits play ``deal`` to the end; from
    ``solve_tricks`` tricks left the exact solver decides instead (its node
    budget ``nodes``; past it, the habits play on).  ``record`` (a list)
    receives the card indices chosen (a last trick of single cards plays
    itself)."""
    po = Playout(deal, seat)
    while True:
        if solve_tricks and bin(po.hands[po.mover]).count("1") <= solve_tricks:
            v = value_of(po.row, nodes, seat)
            if v is not None:
                return v
            solve_tricks = 0  # past the node budget: the habits play on
        c = po.choose()
        if record is not None:
            record.append(c)
        if po.play(c):
            return po.value()


__all__ = ["PACK", "Playout", "play_out"]
