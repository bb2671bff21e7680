"""Aluette's computer players.

``heuristic`` holds the easy and normal players' habits; ``core`` the card
play's rules on integers and bit masks (compiled where numba imports), which
the compact playouts (``fast``) and the exact solver (``solver``) use;
``worlds`` is the strong and expert levels' search knowledge.
"""

from ..levels import searches
from ..search import SearchPlayer
from .heuristic import AluetteHeuristic, public_actions


def make_player(level, rng, budget=None):
    if searches(level):
        from .worlds import Knowledge

        return SearchPlayer(Knowledge, rng, budget, level)
    return AluetteHeuristic(level, rng)


__all__ = ["AluetteHeuristic", "make_player", "public_actions"]
