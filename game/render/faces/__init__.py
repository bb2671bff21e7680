"""Card faces drawn by the program, one module per tradition.

``draw_face(pack, code, height, ...)`` returns the drawn face as an
``H x W x 4`` uint8 array (straight alpha: the rounded corners are
transparent); ``draw_back(pack, height)`` the back of the pack.
"""

from __future__ import annotations

from . import backs, palette, paris
from .canvas import Canvas, card_size
from .common import RADIUS, blank

PACK_IDS = ("aluette", "paris", "vienna")

_FRENCH_32 = tuple(r + s for s in "CDHS" for r in "789TJQKA")
_SPANISH_48 = tuple(r + s for s in "OCBS" for r in "123456789JNK")

CODES = {"aluette": _SPANISH_48, "paris": _FRENCH_32, "vienna": _FRENCH_32}

# The courts keep the names each pack prints on them, in every language.
COURT_NAMES = {
    "aluette": {"J": "Valet", "N": "Cavali\u00e8re", "K": "Roi"},
    "paris": {"J": "Valet", "Q": "Dame", "K": "Roi"},
    "vienna": {"J": "Bube", "Q": "Dame", "K": "K\u00f6nig"},
}


# the marks each pack prints: the Spanish coins, cups, swords and batons, or French suits
SUIT_SYSTEM = {"aluette": "spanish", "paris": "french", "vienna": "french"}


def ranks_per_suit(pack):
    if pack not in CODES:
        raise ValueError(f"unknown pack {pack!r}; expected one of {PACK_IDS}")
    return len(CODES[pack]) // 4


def printed_name(pack, code):
    """The name the pack itself gives ``code`` ('' for none): a named card's
    own name, a Paris court with its hero, a court's title."""
    check(pack, code)
    if pack == "aluette":
        from .aluette_named import NAMED

        if code in NAMED:
            return NAMED[code]
    if pack == "paris" and code in paris.NAMES:
        return f"{COURT_NAMES['paris'][code[0]]} \u00b7 {paris.NAMES[code].title()}"
    return COURT_NAMES[pack].get(code[0], "")


def _module(pack):
    if pack == "paris":
        return paris
    if pack == "vienna":
        from . import vienna
        return vienna
    if pack == "aluette":
        from . import spanish
        return spanish
    raise ValueError(f"unknown pack {pack!r}")


def check(pack, code):
    if pack not in CODES:
        raise ValueError(f"unknown pack {pack!r}; expected one of {PACK_IDS}")
    if code not in CODES[pack]:
        raise ValueError(f"{code!r} is not a card of the {pack} pack")


def draw_face(pack, code, height, four_colour=False, indices=True):
    check(pack, code)
    cv = Canvas(height, clear=palette.EDGE)
    blank(cv)
    _module(pack).draw(cv, code, four_colour=four_colour, indices=indices)
    return cv.finish(RADIUS)


def draw_back(pack, height):
    if pack not in CODES:
        raise ValueError(f"unknown pack {pack!r}; expected one of {PACK_IDS}")
    cv = Canvas(height, clear=palette.EDGE)
    backs.draw(cv, pack)
    return cv.finish(RADIUS)


__all__ = ["CODES", "COURT_NAMES", "PACK_IDS", "SUIT_SYSTEM", "card_size", "draw_back", "draw_face",
           "printed_name", "ranks_per_suit"]
