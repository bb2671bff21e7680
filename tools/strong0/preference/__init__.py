"""Preference's computer players.

``heuristic`` holds the easy and normal players' habits and ``evaluation`` their
hand judgement (bids, discards, trumps, defence); ``core`` the card play's
rules on integers and bit masks (compiled where numba imports), which the
compact playouts (``fast``), the world sampler (``worlds``) and the exact
solver (``solver``) all use; ``worlds`` is the strong and expert levels'
search knowledge.
"""

from ..levels import searches
from ..search import Budget, SearchPlayer
from .heuristic import PreferenceHeuristic, Reading


def make_player(level, rng, budget=None):
    if searches(level):
        from .worlds import Knowledge

        return SearchPlayer(Knowledge, rng, budget, level)
    return PreferenceHeuristic(level, rng)


__all__ = ["Budget", "PreferenceHeuristic", "Reading", "make_player"]
