"""Exact Preference card play with every hand known (double-dummy).

The state is ``(hand0, hand1, hand2, mover, trick, win_seat, win_card,
tricks0, tricks1, tricks2)``, hands as masks of the 32 cards.  The rules are
the engine's: follow suit, else trump, else anything, and beat the card now
winning when able; when three play, the defender right after the declarer's
lead plays the lowest card that beats it.  With two playing, the declarer
and the lone defender alternate.

The declarer plays against the defence: the defenders play together for
their joint result (the declarer's loss, as every settlement sums to zero
with the pot shared three ways), and a defender asking for its own value gets
the best of that for itself.  Values are the engine's settlement for the
seat (change of balance plus a third of the pot's change), kept in thirds so
that they are integers.
"""

from types import SimpleNamespace

from game.engine.cards import PACKS
from game.engine.preference import STRENGTH, TRICKS
from game.engine.preference_settle import settle

from ..solver import AlphaBeta, GaveUp, bits, suits_of

PACK = PACKS["preference"]
INDEX = {c: i for i, c in enumerate(PACK)}
SUITS = "CDHS"
_SUIT, _SUIT_MASK = suits_of(PACK, SUITS)
_STR = [STRENGTH[c] for c in PACK]
# cards of the same suit stronger than a card
_ABOVE = [sum(1 << j for j in range(32) if _SUIT[j] == _SUIT[i] and _STR[j] > _STR[i]) for i in range(32)]
_ORDER = [sorted((i for i in range(32) if _SUIT[i] == s), key=_STR.__getitem__) for s in range(4)]
# a defender's own value rides below the defence's joint value
_SCALE = 1000


def thirds(deal, tricks):
    """Each seat's value in thirds (3 x balance change + pot change) if the deal
    ended with ``tricks`` won per seat: the engine's own settlement."""
    view = SimpleNamespace(
        declarer=deal.declarer, tricks_won=list(tricks), defence=list(deal.defence),
        host=deal.host, contract=deal.contract, declarer_aces=deal.declarer_aces,
        no_aces=deal.no_aces,
    )
    balance, pot, _ = settle(view)
    return [3 * b + pot for b in balance]


class Endgame(AlphaBeta):
    """Preference card play from a known position, valued for one seat's side."""

    LOW, HIGH = -(10 ** 6), 10 ** 6

    def __init__(self, deal, seat, nodes=None, cancel=None):
        super().__init__(nodes, cancel)
        self.trump = SUITS.index(deal.trump)
        self.declarer = deal.declarer
        self.active = tuple(deal.active)
        self.three = len(self.active) == 3
        self.seat = seat
        self.deal = deal
        self.leaves = {}

    # -- rules ---------------------------------------------------------------------
    def legal(self, state):
        p = state[3]
        hand = state[p]
        trick = state[4]
        if not trick:
            return hand
        win = state[6]
        same = hand & _SUIT_MASK[_SUIT[trick[0]]]
        if not same:
            same = hand & _SUIT_MASK[self.trump]
            if not same:
                return hand
        higher = same & _ABOVE[win]
        if higher:
            opts, beating = higher, True
        else:
            # a first trump onto a plain trick beats it; anything else cannot
            opts = same
            beating = _SUIT[win] != self.trump and not same & ~_SUIT_MASK[self.trump]
        if beating and len(trick) == 1 and self.three and (p - 1) % 3 == self.declarer:
            return opts & -opts  # one suit, in rank order: the lowest bit is the lowest card
        return opts

    def moves(self, state):
        legal = self.legal(state)
        present = state[0] | state[1] | state[2]
        for c in state[4]:
            present |= 1 << c
        cards = []
        for s in range(4):
            if not legal & _SUIT_MASK[s]:
                continue
            prev = False
            for c in _ORDER[s]:
                if not present >> c & 1:
                    continue
                if legal >> c & 1:
                    if not prev:
                        cards.append(c)
                    prev = True
                else:
                    prev = False
        trick = state[4]
        if not trick:
            return sorted(cards, key=lambda c: -(_STR[c] + 8 * (_SUIT[c] == self.trump)))
        win = state[6]
        trump = self.trump

        def key(c):
            beats = (_STR[c] > _STR[win]) if _SUIT[c] == _SUIT[win] else _SUIT[c] == trump
            return (not beats, _STR[c] if beats else -_STR[c])

        return sorted(cards, key=key)

    def play(self, state, card):
        hands = [state[0], state[1], state[2]]
        p, trick, ws, wc = state[3], state[4], state[5], state[6]
        hands[p] ^= 1 << card
        if not trick:
            ws, wc = p, card
        elif (_STR[card] > _STR[wc]) if _SUIT[card] == _SUIT[wc] else _SUIT[card] == self.trump:
            ws, wc = p, card
        trick = trick + (card,)
        active = self.active
        if len(trick) < len(active):
            nxt = (p + 1) % 3 if self.three else active[active[0] == p]
            return (*hands, nxt, trick, ws, wc, *state[7:])
        tricks = list(state[7:])
        tricks[ws] += 1
        if not hands[ws]:
            return ("end", self.leaf(tuple(tricks)))
        state = (*hands, ws, (), -1, -1, *tricks)
        if not hands[ws] & (hands[ws] - 1):
            # one card each: the last trick plays itself
            while state[0] != "end":
                state = self.play(state, state[state[3]].bit_length() - 1)
        return state

    def leaf(self, tricks):
        v = self.leaves.get(tricks)
        if v is None:
            each = thirds(self.deal, tricks)
            d = self.declarer
            if self.seat == d:
                v = each[d]
            else:
                v = -each[d] * _SCALE + each[self.seat]
            self.leaves[tricks] = v
        return v

    def decode(self, v):
        """The seat's own value (in balance units) from a search value."""
        if self.seat != self.declarer:
            v -= round(v / _SCALE) * _SCALE
        return v / 3

    def maximizing(self, state):
        return (state[3] == self.declarer) == (self.seat == self.declarer)


def from_deal(deal, seat, nodes=None, cancel=None):
    """``(Endgame, state)`` for an engine Preference deal in its card play."""
    game = Endgame(deal, seat, nodes, cancel)
    masks = [sum(1 << INDEX[c] for c in deal.hands[s]) for s in range(3)]
    trick = tuple(INDEX[c] for c in deal.trick)
    ws = deal.win_seat if trick else -1
    wc = INDEX[deal.win_card] if trick else -1
    state = (*masks, deal.current_player, trick, ws, wc, *deal.tricks_won)
    return game, state


def tricks_left(deal):
    return TRICKS - len(deal.tricks)


def solve(deal, seat, nodes=None, cancel=None):
    """The exact value of a deal in play for ``seat``; raises GaveUp."""
    game, state = from_deal(deal, seat, nodes, cancel)
    return game.decode(game.value(state))


def solve_moves(deal, seat, nodes=None, cancel=None):
    """``{card: exact value for seat}`` for every legal card of the player to
    act (``seat`` or another); raises GaveUp."""
    game, state = from_deal(deal, seat, nodes, cancel)
    out = {}
    for c in bits(game.legal(state)):
        child = game.play(state, c)
        out[PACK[c]] = game.decode(child[1] if child[0] == "end" else game.value(child))
    return out


__all__ = ["Endgame", "GaveUp", "from_deal", "solve", "solve_moves", "thirds", "tricks_left"]
