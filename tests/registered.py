"""The registered games as test parameters, and what each has of its own yet.

A game registers its engine first; its computer players (``Game.players``), its table
(``Game.table``) and its search (``Game.solver``) are named by the descriptor and may come
later. A test that needs such a part iterates :func:`games` with the parts it needs: a game
that lacks one is still listed, skipped with the reason, so nothing is left out silently and
the skip goes away the day the part lands.
"""

from __future__ import annotations

import importlib.util

import pytest

from game.engine import GAMES, descriptor


def _module_present(name):
    try:
        return importlib.util.find_spec(name) is not None
    except ModuleNotFoundError:  # a parent package that is not there
        return False


# part -> (is it there for the game?, how the reason names it)
_PARTS = {
    "players": (lambda g: _module_present(descriptor(g).players), lambda g: f"computer players ({descriptor(g).players})"),
    "table": (lambda g: _module_present(descriptor(g).table), lambda g: f"table ({descriptor(g).table})"),
    "search": (lambda g: descriptor(g).solver is not None, lambda g: "search (Game.solver)"),
}


def missing(game, *parts):
    """The parts of ``parts`` that ``game`` does not have yet, as the reasons name them."""
    for part in parts:
        if part not in _PARTS:
            raise ValueError(f"unknown part {part!r}; parts: {', '.join(_PARTS)}")
    return [_PARTS[p][1](game) for p in parts if not _PARTS[p][0](game)]


def has(game, *parts):
    return not missing(game, *parts)


def games(*parts, among=GAMES):
    """Every game of ``among`` (the registered ones) as a parameter; one that lacks any of
    ``parts`` is skipped, saying which."""
    out = []
    for game in among:
        lacking = missing(game, *parts)
        if lacking:
            out.append(pytest.param(game, marks=pytest.mark.skip(reason=f"{game} has no {' and no '.join(lacking)} yet")))
        else:
            out.append(game)
    return out


def ready(*parts, among=GAMES):
    """The games of ``among`` that have every one of ``parts`` (for loops inside a test)."""
    return tuple(g for g in among if has(g, *parts))


__all__ = ["games", "has", "missing", "ready"]
