"""The table of each game, registered in one place.

A game's table module (``games/<game>.py``) defines a :class:`TableGame`
and ends with ``register(...)``.  The engine's games are found by name;
a game added at run time registers its table the same way.
"""

from __future__ import annotations

import importlib

from game.engine import known_games

from .base import TableGame, projected, signed

_TABLES = {}


def register(table):
    """Make ``table`` (a :class:`TableGame`) the table of its game."""
    _TABLES[table.key] = table
    return table


def unregister(key):
    _TABLES.pop(key, None)


def table_game(game):
    """The :class:`TableGame` of ``game`` (ValueError for an unknown game)."""
    table = _TABLES.get(game)
    if table is None:
        if game not in known_games():
            raise ValueError(f"unknown game {game!r}")
        try:
            importlib.import_module(f"{__name__}.{game}")
        except ImportError:
            raise ValueError(f"no table for the game {game!r}") from None
        table = _TABLES.get(game)
        if table is None:
            raise ValueError(f"no table for the game {game!r}")
    return table


spec = table_game


def sort_hand(game, cards, trump=None):
    """The hand in the order a player holds it."""
    return table_game(game).sort_hand(cards, trump)


def match_ends_after_deal(match, session_deals=None):
    return table_game(match.game).match_ends_after_deal(match, session_deals)


def outcome(game, scores, deal_result=None):
    return table_game(game).outcome(scores, deal_result)


__all__ = [
    "TableGame",
    "match_ends_after_deal",
    "outcome",
    "projected",
    "register",
    "signed",
    "sort_hand",
    "spec",
    "table_game",
    "unregister",
]
