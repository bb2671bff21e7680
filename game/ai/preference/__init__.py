"""Preference's computer players.

``heuristic`` holds the easy and normal players' habits and ``evaluation`` their
hand judgement (bids, discards, trumps, defence); ``worlds`` is the strong
and expert levels' search knowledge: the deals consistent with an
observation, the compact playouts (``fast``) and the exact solver
(``solver``).
"""

from ..search import Budget, SearchPlayer
from .heuristic import PreferenceHeuristic, Reading


def make_player(level, rng, budget=None):
    if level in ("strong", "expert"):
        from .worlds import Knowledge

        return SearchPlayer(Knowledge, rng, budget, level)
    return PreferenceHeuristic(level, rng)


__all__ = ["Budget", "PreferenceHeuristic", "Reading", "make_player"]
