"""Aluette playouts on the rules core's state row, for the strong level's search
while the compiled search is not ready (and where numba is missing).

A playout from a sampled world converts the engine deal once into the core's
row and plays the *normal* player's habits on it (the core's ``habit``, the
same rule as the search's evaluation): the lowest card likely to hold the
trick, the partner's trick left alone, a spoiling tie when it is likely to
stand, a fairly high lead when no card is sure.  A seat's chances are
reckoned from what it can see, as the normal player's: the cards neither
played nor its own.  The core plays the cards and settles the deal; when the
last tricks come its exact solver takes over, as in the engine playout.
"""

import numpy as np

from game.engine.aluette import N_TRICKS, STRENGTH

from ..jit import build
from . import core as _core
from .solver import CORE, row_of, value_of

TOP = _core.TOP
_SM = [int(x) for x in _core.SM]


def _low(mask):
    return (mask & -mask).bit_length() - 1


class Playout:
    """One deal's card play on the core's row."""

    def __init__(self, deal):
        self.core = build(CORE)
        self.row = row_of(deal)
        self._left = np.zeros(TOP + 1, dtype=np.int64)  # the core's work arrays
        self._mine = np.zeros(TOP + 1, dtype=np.int64)

    def play(self, s):
        """Play strength ``s`` for the seat to act (its lowest card of it); True once the deal is over."""
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
        """The strength the normal player would play (the core's ``habit``)."""
        return int(self.core.habit(self.row, self._left, self._mine))


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
