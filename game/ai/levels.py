"""The computer players' levels: one table that the players, the settings and the worker read.

A level either plays a game's habits (its heuristic player, with some random
slack at the easy level) or searches (``search.SearchPlayer``) with a budget
of counts: the game's own strong budget times ``factor``, unless the game's
Knowledge names a budget of its own for the level (``Knowledge.budgets``).
``seconds`` is the search's safety net in CPU seconds per decision (see
``search.Budget``): far above what the counts cost, so that the counts alone
decide; the worker's watchdog allows a generous multiple of it.  A level
with ``tree`` searches otherwise where a game's worlds would be played out by
the habits (the first tricks and the calls): it grows one tree over all of its
worlds (``game.ai.tree``), so that its own later moves are chosen too, not left
to the habits.  No level does for now: the expert with the tree measured no
stronger than the strong level (README, "Benchmarks and the AI arena"), and
``tools/arena.py --a-tree`` switches it on to measure it.
"""

from __future__ import annotations

from dataclasses import dataclass

#: the strong level's CPU safety net per decision.  Counts decide every search; the
#: net only stops one on a machine far slower than intended, so it sits well above
#: what the counts cost on a machine four times slower than ours (strong's worst
#: decision: about 1 s of CPU here)
SAFETY_SECONDS = 10.0
#: the expert's (its worst decision: about 6 s of CPU here)
EXPERT_SECONDS = 30.0
#: how much longer than its CPU safety net a search may take on the clock of a busy
#: machine before the worker's watchdog takes it for stalled
WALL_FACTOR = 4


@dataclass(frozen=True)
class Level:
    name: str
    #: offered to the player (Settings); the others are for measurements
    offered: bool = True
    #: a determinized search, or the game's habits alone
    searches: bool = False
    #: the search's counts, in multiples of the game's own budget
    factor: int = 1
    #: the search's CPU safety net per decision (seconds); 0 for the habits
    seconds: float = 0.0
    #: the habits' random slack (a game's heuristic may keep its own)
    noise: float = 0.0
    #: a search that sends half of its worlds to the helper process on a second core
    shares: bool = False
    #: grows one search tree over the worlds (``game.ai.tree``) where the game's worlds
    #: would be played out by the habits (its Knowledge names a ``tree_budget``)
    tree: bool = False


TABLE = (
    Level("random", offered=False),
    Level("easy", noise=0.25),
    Level("normal"),
    Level("strong", searches=True, seconds=SAFETY_SECONDS),
    Level("expert", searches=True, factor=3, seconds=EXPERT_SECONDS, shares=True),
)

BY_NAME = {level.name: level for level in TABLE}
#: every level's name, weakest first
LEVELS = tuple(level.name for level in TABLE)
#: the levels a player may pick for the opponents
PLAYER_LEVELS = tuple(level.name for level in TABLE if level.offered)
DEFAULT_LEVEL = "normal"
#: the level a search plays at unless told otherwise: the first that searches
SEARCH_LEVEL = next(level.name for level in TABLE if level.searches)
#: the level whose choice answers the player's hint (and the coach's reviews)
HINT_LEVEL = "expert"


def level_of(name):
    """The :class:`Level` called ``name`` (ValueError for an unknown one)."""
    try:
        return BY_NAME[name]
    except KeyError:
        raise ValueError(f"unknown level {name!r}; levels: {', '.join(LEVELS)}") from None


def searches(name):
    """Does the level ``name`` search (rather than play the habits)?"""
    return level_of(name).searches


def noise(name, own=None):
    """The habits' random slack at ``name``; ``own`` maps levels to a game's own figures."""
    if own and name in own:
        return own[name]
    return level_of(name).noise


__all__ = ["DEFAULT_LEVEL", "EXPERT_SECONDS", "HINT_LEVEL", "LEVELS", "PLAYER_LEVELS", "SAFETY_SECONDS", "SEARCH_LEVEL", "TABLE", "WALL_FACTOR", "Level",
           "level_of", "noise", "searches"]
