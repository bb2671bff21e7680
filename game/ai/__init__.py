"""Computer players: they decide from ``deal.observation(seat)`` only.

    from game.ai import make_player
    player = make_player("belote", "normal", random.Random(seed))
    action = player.choose(deal.observation(seat))      # a legal action string

The levels are listed in ``levels.TABLE``: the habits (easy, normal), the
determinized search with exact endgames (strong), the same search with a
larger budget (expert, which also answers the human's hint, seeded from the
position) and uniform legal choices (random, the baseline for measurements).
Budgets are counts (worlds, solver nodes), so a decision is a pure function
of the observation and the random generator, whatever the machine's load. A
search may take up to a second or two, so a table calls it off its frame
loop: ``process.Thinker`` runs decisions in a worker process and can cancel
them.
"""

import hashlib
import importlib
import json
import os
import random
from importlib.util import find_spec

from game.engine import descriptor

from .base import Player, RandomPlayer, legal_of
from .levels import DEFAULT_LEVEL, HINT_LEVEL, LEVELS, PLAYER_LEVELS, level_of

#: set to play on the plain-Python build of the search cores even where numba is installed
PURE_ENV = "CARDAVIA_PURE_PYTHON"


def _module(game):
    """The module of ``game``'s computer players, as its descriptor names it."""
    return importlib.import_module(descriptor(game).players)


def make_player(game, level=DEFAULT_LEVEL, rng=None, **options):
    """A player of ``game`` at ``level`` drawing its random choices from ``rng``.

    ``options`` tune a searching level (``budget=Budget(...)``).
    """
    spec = level_of(level)
    if rng is None:
        rng = random.Random()
    if spec.name == "random":
        return RandomPlayer(game, rng)
    return _module(game).make_player(level, rng, **options)


def fast_search_available():
    """Can the compiled search cores run here?  Asked by the window, which must
    not pay for importing numba: only whether it is installed and not switched off."""
    return not os.environ.get(PURE_ENV) and find_spec("numba") is not None


def position_seed(game, observation):
    """A seed drawn from the position alone: the same observation gives the
    same seed in every process and on every run."""
    text = json.dumps([game, observation], sort_keys=True, separators=(",", ":"), default=str)
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:8], "big")


def hint(game, observation, rng=None, cancel=None):
    """The expert player's choice for the seat of ``observation``.

    Without ``rng`` the search is seeded from the position, so asking twice
    on the same position gives the same answer."""
    if rng is None:
        rng = random.Random(position_seed(game, observation))
    return make_player(game, HINT_LEVEL, rng).choose(observation, cancel=cancel)


__all__ = [
    "DEFAULT_LEVEL",
    "HINT_LEVEL",
    "LEVELS",
    "PLAYER_LEVELS",
    "Player",
    "RandomPlayer",
    "fast_search_available",
    "hint",
    "legal_of",
    "make_player",
    "position_seed",
]
