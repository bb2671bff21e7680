"""Schnapsen's computer players.

``heuristic`` holds the easy and normal players (and the habits a search's
playouts follow), ``worlds`` what the strong and expert levels know: the
deals consistent with an observation and how a world is valued; ``solver``
the exact values of a world, ``core`` the compact rules and ``alphabeta``
the compiled search over them (``warm()`` compiles it, or loads it from
numba's cache, ahead of the first decision).
"""

from ..levels import searches
from .alphabeta import warm  # noqa: F401 (the worker compiles the search with it)
from .heuristic import SchnapsenHeuristic


def make_player(level, rng, budget=None):
    if searches(level):
        from ..search import SearchPlayer
        from .worlds import Knowledge

        return SearchPlayer(Knowledge, rng, budget, level)
    return SchnapsenHeuristic(level, rng)
