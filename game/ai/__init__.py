"""Computer players: they decide from ``deal.observation(seat)`` only.

    from game.ai import make_player
    player = make_player("belote", "normal", random.Random(seed))
    action = player.choose(deal.observation(seat))      # a legal action string

Levels: ``"easy"``, ``"normal"`` (the default), ``"strong"`` (determinized
search; also answers the human's hint) and ``"random"`` (uniform legal
choices, the baseline for measurements).  A decision is a pure function of
the observation and the random generator; the strong level may take up to
about a second, so a table calls it off its frame loop: ``process.Thinker``
runs decisions in a worker process and can cancel them.
"""

import importlib
import random

from game.engine import GAMES

from .base import Player, RandomPlayer, legal_of

LEVELS = ("random", "easy", "normal", "strong")
PLAYER_LEVELS = ("easy", "normal", "strong")
DEFAULT_LEVEL = "normal"


# players of games added at run time: name -> module with make_player(level, rng, **options)
_PLUGINS = {}


def register_players(game, module):
    """The computer players of a game added at run time."""
    _PLUGINS[game] = module


def unregister_players(game):
    _PLUGINS.pop(game, None)


def _module(game):
    if game in _PLUGINS:
        return _PLUGINS[game]
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r}; known games: {', '.join(GAMES)}")
    return importlib.import_module(f"{__name__}.{game}")


def make_player(game, level=DEFAULT_LEVEL, rng=None, **options):
    """A player of ``game`` at ``level`` drawing its random choices from ``rng``.

    ``options`` tune the strong level (``budget=Budget(...)``).
    """
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; levels: {', '.join(LEVELS)}")
    if rng is None:
        rng = random.Random()
    if level == "random":
        return RandomPlayer(game, rng)
    return _module(game).make_player(level, rng, **options)


def hint(game, observation, rng=None, cancel=None):
    """The strong player's choice for the seat of ``observation``."""
    return make_player(game, "strong", rng).choose(observation, cancel=cancel)


__all__ = [
    "DEFAULT_LEVEL",
    "LEVELS",
    "PLAYER_LEVELS",
    "Player",
    "RandomPlayer",
    "hint",
    "register_players",
    "unregister_players",
    "legal_of",
    "make_player",
]
