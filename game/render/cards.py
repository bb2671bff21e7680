"""Faces and backs for scenes that hold the player's settings as they come.

``look`` may be a :class:`~game.render.fx.Look`, ``None`` (the defaults) or
the settings themselves as a mapping or as ``(name, value)`` pairs with the
names ``contrast``, ``grain``, ``temperature``, ``four_colour`` and
``show_vienna_indices`` (the corner indices are an overlay only the Vienna
pack can go without).
"""

from __future__ import annotations

from . import cache, packs
from .fx import Look


def options(look):
    """``(Look, four_colour, vienna_indices)`` from any accepted ``look``."""
    if look is None:
        return Look(), False, True
    if isinstance(look, Look):
        return look, False, True
    values = dict(look)
    grade = Look(contrast=values.get("contrast", 50), grain=values.get("grain", 50),
                 temperature=values.get("temperature", 50))
    return (grade, bool(values.get("four_colour", False)),
            bool(values.get("show_vienna_indices", True)))


def face(pack, code, height, look=None):
    grade, four_colour, vienna_indices = options(look)
    indices = vienna_indices if packs.get(pack).indices_optional else True
    return cache.graded(pack, code, height, four_colour, indices, grade)


def back(pack, height, look=None):
    """The back of the pack (the look applies to faces only)."""
    return cache.back(pack, height)
