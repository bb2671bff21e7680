"""Coinche's computer players.

``heuristic`` and ``bidding`` hold the easy and normal players' habits: the auction
from a hand evaluation, Belote's card play.  The card play's rules core, exact
solver and compact playouts are Belote's, valued by Coinche's scoring (``core``,
``solver``, ``fast``); ``worlds`` is the strong and expert levels' search
knowledge, and ``search`` their auction (a few candidate calls, each played out).
"""

from ..levels import searches
from ..search import Budget
from .heuristic import CoincheHeuristic


def make_player(level, rng, budget=None):
    if searches(level):
        from .search import CoincheSearchPlayer
        from .worlds import Knowledge

        return CoincheSearchPlayer(Knowledge, rng, budget, level)
    return CoincheHeuristic(level, rng)


__all__ = ["Budget", "CoincheHeuristic", "make_player"]
