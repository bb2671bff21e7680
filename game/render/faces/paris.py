"""Portrait de Paris: French suits, French indices, double-ended courts
bearing the traditional Paris names."""

from __future__ import annotations

from .. import packs
from . import frames, french
from . import palette as P
from .common import fine_mode, small_mode
from .figures import Court

LABELS = {"K": "R", "Q": "D", "J": "V", "A": "A"}

NAMES = {
    "KH": "CHARLES", "KD": "CÉSAR", "KC": "ALEXANDRE", "KS": "DAVID",
    "QH": "JUDITH", "QD": "RACHEL", "QC": "ARGINE", "QS": "PALLAS",
    "JH": "LA HIRE", "JD": "HECTOR", "JC": "LANCELOT", "JS": "HOGIER",
}

R, B, Y, K = P.RED, P.BLUE, P.YELLOW, P.BLACK

COURTS = {
    "KH": Court("king", robe=R, panel=B, trim=Y, sleeve=B, hair=(200, 150, 60), hat=R,
                headwear="crown", attr="sword", side=1, turn=0.2, pattern="fleur",
                collar="ermine", beard=True, accent=B),
    "KD": Court("king", robe=B, panel=R, trim=Y, sleeve=R, hair=(150, 150, 160), hat=B,
                headwear="crown", attr="sceptre", side=-1, turn=-0.5, pattern="dots",
                collar="ermine", beard=True, accent=R),
    "KC": Court("king", robe=Y, panel=B, trim=R, sleeve=R, hair=P.BROWN, hat=R,
                headwear="crown", attr="sceptre", attr2="orb", side=1, turn=0.4,
                pattern="checks", collar="ermine", beard=True, accent=B),
    "KS": Court("king", robe=B, panel=Y, trim=R, sleeve=Y, hair=(60, 50, 48), hat=R,
                headwear="crown", attr="harp", side=-1, turn=-0.3, pattern="fleur",
                collar="ermine", beard=True, accent=R),
    "QH": Court("queen", robe=R, panel=Y, trim=B, sleeve=Y, hair=(200, 150, 60), hat=B,
                headwear="crown_queen", attr="sceptre", attr2="flower", side=-1, turn=0.3,
                pattern="dots", collar="necklace", accent=Y, plume=R),
    "QD": Court("queen", robe=B, panel=R, trim=Y, sleeve=R, hair=P.BROWN, hat=Y,
                headwear="crown_queen", attr="sceptre", attr2="flower", side=1, turn=-0.3,
                pattern="fleur", collar="necklace", accent=Y, plume=R),
    "QC": Court("queen", robe=Y, panel=R, trim=B, sleeve=B, hair=(120, 70, 40), hat=R,
                headwear="crown_queen", attr="sceptre", attr2="flower", side=-1, turn=0.4,
                pattern="checks", collar="necklace", accent=B, plume=R),
    "QS": Court("queen", robe=K, panel=Y, trim=R, sleeve=R, hair=(200, 150, 60), hat=B,
                headwear="crown_queen", attr="spear", attr2="shield", side=1, turn=-0.2,
                pattern="dots", collar="necklace", accent=R, plume=B),
    "JH": Court("jack", robe=R, panel=Y, trim=B, sleeve=B, hair=(200, 150, 60), hat=R,
                headwear="cap_feather", attr="halberd", side=1, turn=0.4, pattern="stripes",
                collar="ruff", accent=Y, plume=B),
    "JD": Court("jack", robe=Y, panel=R, trim=B, sleeve=R, hair=P.BROWN, hat=B,
                headwear="toque", attr="axe", side=-1, turn=-0.4, pattern="dots",
                collar="ruff", accent=R, plume=R),
    "JC": Court("jack", robe=B, panel=Y, trim=R, sleeve=Y, hair=(120, 70, 40), hat=R,
                headwear="cap_feather", attr="lance", side=-1, turn=0.3, pattern="fleur",
                collar="plain", accent=R, plume=Y),
    "JS": Court("jack", robe=R, panel=B, trim=Y, sleeve=B, hair=(60, 50, 48), hat=Y,
                headwear="helmet", attr="halberd", attr2="shield", side=1, turn=-0.3,
                pattern="checks", collar="plain", accent=B, plume=R),
}

STYLE = frames.FrameStyle(line=P.OUTLINE, ground=P.GROUND, band=None,
                          name_face="serif-bold", name_colour=P.OUTLINE)


def printed_name(code):
    """A Paris court with its hero's name ('' for the other cards)."""
    if code in NAMES:
        return f"{packs.get('paris').courts[code[0]]} \u00b7 {NAMES[code].title()}"
    return ""


def draw(cv, code, four_colour=False, indices=True):
    rank, suit = code[0], code[1]
    colour = french.ink(suit, four_colour)
    if rank in "KQJ":
        frames.double_court(cv, COURTS[code], suit, colour, STYLE, name=NAMES[code],
                            indices=indices)
    elif small_mode(cv):
        french.draw_small_centre(cv, rank, suit, colour)
    elif rank == "A":
        french.draw_ace(cv, suit, colour, ornament=_cartouche if fine_mode(cv) else None)
    else:
        french.draw_pips(cv, rank, suit, colour)
    if indices:
        french.draw_index(cv, "paris", rank, suit, colour, LABELS)


def _cartouche(cv, suit, colour):
    """A fine oval frame with lilies round the ace, in the suit's ink."""
    soft = P.mix(colour, P.GROUND, 0.45)
    cv.ellipse(325, 500, 205, 262, line=soft, width=3.2)
    cv.ellipse(325, 500, 192, 249, line=soft, width=1.4)
    for x, y, rot in ((325, 238, 0), (325, 762, 180), (120, 500, -90), (530, 500, 90)):
        with cv.at(x, y, rot=rot, scale=0.9):
            cv.ellipse(0, -12, 6, 15, fill=colour)
            cv.ellipse(-11, -2, 5, 11, fill=colour, rot=-40)
            cv.ellipse(11, -2, 5, 11, fill=colour, rot=40)
            cv.rect(-12, 6, 12, 10, fill=colour)
