"""Aluette playouts on the rules core's state row, for the strong level's search
while the compiled search is not ready (and where numba is missing).

A playout from a sampled world converts the engine deal once into the core's
row and plays the *normal* player's habits on it: the lowest card likely to
hold the trick, the partner's trick left alone, a spoiling tie when it is
likely to stand, a fairly high lead when no card is sure.  A seat's chances
are reckoned from what it can see, as the normal player's: the cards neither
played nor its own.  The core plays the cards and settles the deal; when the
last tricks come its exact solver takes over, as in the engine playout.
"""

from game.engine.aluette import N_TRICKS, STRENGTH
from game.engine.cards import PACKS

from ..common import survive_probability
from ..jit import build
from . import core as _core
from .heuristic import AluetteHeuristic
from .solver import CORE, row_of, value_of

N = 4
TOP = _core.TOP
_SM = [int(x) for x in _core.SM]
_STR = [int(x) for x in _core.STR]
_PACK_COUNT = [0] * (TOP + 1)
for _c in PACKS["aluette"]:
    _PACK_COUNT[STRENGTH[_c]] += 1

SURE = AluetteHeuristic.SURE
TAKE = AluetteHeuristic.TAKE
TAKE_LAST = AluetteHeuristic.TAKE_LAST
TIE = AluetteHeuristic.TIE
LEAD_QUANTILE = AluetteHeuristic.LEAD_QUANTILE

_survive = {}


def _survival(danger, unseen, held):
    key = (danger, unseen, held)
    p = _survive.get(key)
    if p is None:
        p = _survive[key] = survive_probability(danger, unseen, held)
    return p


def _low(mask):
    return (mask & -mask).bit_length() - 1


class Playout:
    """One deal's card play on the core's row, with the cards not yet played."""

    def __init__(self, deal):
        self.core = build(CORE)
        self.row = row_of(deal)
        left = list(_PACK_COUNT)
        for _leader, cards, _w in deal.tricks:
            for c in cards:
                left[STRENGTH[c]] -= 1
        for c in deal.trick:
            left[STRENGTH[c]] -= 1
        self.left = left  # cards of each strength not yet played (the unused twelve among them)

    def play(self, s):
        """Play strength ``s`` for the seat to act (its lowest card of it); True once the deal is over."""
        self.left[s] -= 1
        row = self.row
        hand = int(row[_core.H0 + int(row[_core.MOVER])])
        return bool(self.core.play(row, _low(hand & _SM[s])))

    def settled(self):
        """The deal's value once nothing left can change it (at a trick's start), else None."""
        if int(self.row[_core.N]):
            return None
        v = int(self.core.settled(self.row))
        return None if v == _core.OPEN else v

    def choose(self):
        """The strength the normal player would play."""
        row = self.row
        p = int(row[_core.MOVER])
        hand = int(row[_core.H0 + p])
        counts = {}
        for s in range(1, TOP + 1):
            m = hand & _SM[s]
            if m:
                counts[s] = bin(m).count("1")
        mine = list(counts)
        if len(mine) == 1:
            return mine[0]
        cards = [_STR[int(row[_core.T0 + i])] for i in range(int(row[_core.N]))]
        size = N_TRICKS - int(row[_core.DONE])
        left = self.left
        unseen_total = sum(left) - size  # this seat holds ``size`` cards before it plays
        to_play = [(p + k) % N for k in range(1, N - len(cards))]
        opp_after = [s for s in to_play if s % 2 != p % 2]
        # opponents still to play have not played to this trick: ``size`` cards each
        held_after = size * len(opp_after)

        def safe(s):
            # the cards of strength ``s`` or more this seat cannot see
            danger = sum(left[s:]) - sum(counts[t] for t in mine if t >= s)
            return _survival(danger, unseen_total, held_after)

        low = mine[0]
        if not cards:
            ranked = []
            for s in mine:
                ranked += [s] * counts[s]
            for s in mine:
                if safe(s) >= SURE:
                    return s
            return ranked[min(len(ranked) - 1, int(LEAD_QUANTILE * len(ranked)))]
        best = max(cards)
        leader = (p - len(cards)) % N
        holders = [(leader + i) % N for i, c in enumerate(cards) if c == best]
        partner = (p + 2) % N
        winning = holders[0] if len(holders) == 1 else None
        if winning == partner:
            quiet = [s for s in mine if s < best]
            if quiet:
                return quiet[0]
            above_best = [s for s in mine if s > best]
            return above_best[0] if above_best else low
        beaters = [s for s in mine if s > best]
        tie = best in mine
        if winning is None and not opp_after:
            return beaters[0] if beaters and safe(beaters[0]) > 0.5 else low
        partner_after = partner in to_play
        for s in beaters:
            chance = safe(s)
            if chance >= TAKE or (chance >= TAKE_LAST and not partner_after):
                return s
        if tie and (not opp_after or safe(best) >= TIE):
            return best
        if beaters and not partner_after and not opp_after:
            return beaters[0]
        return low


def play_out(deal, solve_tricks=0, nodes=None, cancel=None, record=None):
    """Team 0's match points minus team 1's after the normal habits play
    ``deal`` to the end; from ``solve_tricks`` tricks left the exact solver
    decides instead (its node budget ``nodes``; past it, the habits play on).
    ``record`` (a list) receives the strengths played, until the deal's
    value is settled."""
    po = Playout(deal)
    row = po.row
    while True:
        v = po.settled()
        if v is not None:
            return v
        if solve_tricks and N_TRICKS - int(row[_core.DONE]) <= solve_tricks:
            v = value_of(row, nodes)
            if v is not None:
                return v
            solve_tricks = 0  # past the node budget: the habits play on
        s = po.choose()
        if record is not None:
            record.append(s)
        if po.play(s):
            return int(po.core.final(row))


def card_of(hand, s):
    """The card of strength ``s`` the normal player would play from ``hand``."""
    return min(c for c in hand if STRENGTH[c] == s)


__all__ = ["Playout", "card_of", "play_out"]
