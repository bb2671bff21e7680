"""Card faces drawn by the program, one module per tradition (named by each pack's descriptor).

``draw_face(pack, code, height, ...)`` returns the drawn face as an
``H x W x 4`` uint8 array (straight alpha: the rounded corners are
transparent); ``draw_back(pack, height)`` the back of the pack.
"""

from __future__ import annotations

import importlib

from .. import packs
from . import backs, palette
from .canvas import Canvas, card_size
from .common import RADIUS, blank


def pack_ids():
    return packs.pack_ids()


def ranks_per_suit(pack):
    return packs.get(pack).ranks_per_suit


def printed_name(pack, code):
    """The name the pack itself gives ``code`` ('' for none): a named card's
    own name, a Paris court with its hero, a court's title."""
    check(pack, code)
    desc = packs.get(pack)
    if desc.printed:
        name = packs.resolve(desc.printed)(code)
        if name:
            return name
    return desc.courts.get(code[0], "")


def _module(pack):
    return importlib.import_module(packs.get(pack).drawing)


def check(pack, code):
    if code not in packs.get(pack).codes:
        raise ValueError(f"{code!r} is not a card of the {pack} pack")


def draw_face(pack, code, height, four_colour=False, indices=True):
    check(pack, code)
    cv = Canvas(height, clear=palette.EDGE)
    blank(cv)
    _module(pack).draw(cv, code, four_colour=four_colour, indices=indices)
    return cv.finish(RADIUS)


def draw_back(pack, height):
    packs.get(pack)  # ValueError for an unknown pack
    cv = Canvas(height, clear=palette.EDGE)
    backs.draw(cv, pack)
    return cv.finish(RADIUS)


__all__ = ["pack_ids", "card_size", "draw_back", "draw_face",
           "printed_name", "ranks_per_suit"]
