"""Belote's computer players.

``heuristic`` holds the easy and normal players' habits; ``core`` the card
play's rules on integers and bit masks (compiled where numba imports), which
the compact playouts (``fast``), the world sampler (``worlds``) and the exact
solver (``solver``) all use; ``worlds`` is the strong and expert levels' search
knowledge.
"""

from ..levels import searches
from ..search import Budget, SearchPlayer
from .heuristic import BeloteHeuristic, Reading, hand_value, trick_winner


def make_player(level, rng, budget=None):
    if searches(level):
        from .worlds import Knowledge

        return SearchPlayer(Knowledge, rng, budget, level)
    return BeloteHeuristic(level, rng)


__all__ = ["BeloteHeuristic", "Budget", "Reading", "hand_value", "make_player", "trick_winner"]
