"""The table of each game, registered in one place.

A game's table module (named by its descriptor, ``games/<game>.py`` for the
games that ship) defines a :class:`TableGame` and holds it as ``TABLE``
(``TABLE = register(...)``); it is imported the first time the table is asked for.
"""

from __future__ import annotations

import importlib

from game.engine import descriptor

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
        name = descriptor(game).table
        try:
            module = importlib.import_module(name)
        except ImportError:
            raise ValueError(f"no table for the game {game!r}") from None
        table = _TABLES.get(game)
        if table is None and isinstance(getattr(module, "TABLE", None), TableGame):
            table = register(module.TABLE)
        if table is None or table.key != game:
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
