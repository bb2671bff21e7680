"""Vienna pattern: French suits, richly coloured double-ended courts in a
gilded frame, arched imperial crowns and plumed berets.

Real Vienna-pattern packs carry no corner indices; the German indices
(B, D, K, A, 10-7) are an overlay, on unless switched off.
"""

from __future__ import annotations

import math

from . import frames, french
from . import palette as P
from .common import fine_mode, small_mode
from .figures import Court

LABELS = {"J": "B", "Q": "D", "K": "K", "A": "A"}

CRIMSON = (168, 28, 48)
FOREST = (34, 108, 68)
PURPLE = (96, 50, 130)
OCHRE = (214, 160, 58)
AZURE = (70, 120, 190)
ROSE = (222, 132, 140)
FRAME_GOLD = (196, 150, 60)

COURTS = {
    "KH": Court("king", robe=CRIMSON, panel=OCHRE, trim=P.WHITE, sleeve=CRIMSON,
                hair=(170, 170, 176), hat=CRIMSON, headwear="crown_arched", attr="sceptre",
                attr2="orb", side=1, turn=0.3, pattern="ermine", collar="ermine", beard=True,
                accent=FOREST),
    "KD": Court("king", robe=FOREST, panel=CRIMSON, trim=OCHRE, sleeve=FOREST,
                hair=(120, 76, 40), hat=CRIMSON, headwear="crown_arched", attr="sword",
                side=-1, turn=-0.4, pattern="stripes", collar="ermine", beard=True,
                accent=OCHRE),
    "KC": Court("king", robe=PURPLE, panel=OCHRE, trim=P.WHITE, sleeve=PURPLE,
                hair=(60, 48, 40), hat=FOREST, headwear="crown_arched", attr="sceptre",
                side=-1, turn=0.4, pattern="dots", collar="ermine", beard=True,
                accent=CRIMSON),
    "KS": Court("king", robe=AZURE, panel=CRIMSON, trim=OCHRE, sleeve=AZURE,
                hair=(200, 200, 204), hat=PURPLE, headwear="crown_arched", attr="sword",
                attr2="orb", side=1, turn=-0.3, pattern="fleur", collar="ermine", beard=True,
                accent=OCHRE),
    "QH": Court("queen", robe=FOREST, panel=ROSE, trim=OCHRE, sleeve=CRIMSON,
                hair=(150, 90, 40), hat=CRIMSON, veil=P.WHITE, headwear="crown_queen",
                attr="sceptre", attr2="flower", side=1, turn=-0.3, pattern="dots",
                collar="necklace", accent=OCHRE, plume=CRIMSON),
    "QD": Court("queen", robe=AZURE, panel=OCHRE, trim=CRIMSON, sleeve=OCHRE,
                hair=(200, 150, 70), hat=AZURE, veil=ROSE, headwear="crown_queen",
                attr="sceptre", attr2="flower", side=-1, turn=0.3, pattern="stripes",
                collar="necklace", accent=CRIMSON, plume=P.WHITE),
    "QC": Court("queen", robe=CRIMSON, panel=FOREST, trim=OCHRE, sleeve=FOREST,
                hair=(90, 56, 30), hat=OCHRE, veil=P.WHITE, headwear="crown_queen",
                attr="sceptre", attr2="flower", side=1, turn=0.4, pattern="fleur",
                collar="necklace", accent=OCHRE, plume=AZURE),
    "QS": Court("queen", robe=PURPLE, panel=AZURE, trim=OCHRE, sleeve=AZURE,
                hair=(60, 44, 36), hat=PURPLE, veil=(190, 200, 220), headwear="crown_queen",
                attr="sceptre", attr2="flower", side=-1, turn=-0.4, pattern="dots",
                collar="necklace", accent=OCHRE, plume=CRIMSON),
    "JH": Court("jack", robe=FOREST, panel=OCHRE, trim=CRIMSON, sleeve=CRIMSON,
                hair=(150, 90, 40), hat=FOREST, headwear="beret", attr="halberd", side=1,
                turn=0.4, pattern="stripes", collar="ruff", accent=OCHRE, plume=CRIMSON),
    "JD": Court("jack", robe=CRIMSON, panel=AZURE, trim=OCHRE, sleeve=AZURE,
                hair=(200, 150, 70), hat=CRIMSON, headwear="beret", attr="sword", side=-1,
                turn=-0.3, pattern="dots", collar="plain", accent=OCHRE, plume=P.WHITE),
    "JC": Court("jack", robe=AZURE, panel=CRIMSON, trim=OCHRE, sleeve=OCHRE,
                hair=(90, 56, 30), hat=PURPLE, headwear="beret", attr="lance", side=-1,
                turn=0.3, pattern="checks", collar="ruff", accent=CRIMSON, plume=OCHRE),
    "JS": Court("jack", robe=PURPLE, panel=OCHRE, trim=FOREST, sleeve=FOREST,
                hair=(60, 44, 36), hat=FOREST, headwear="beret", attr="halberd",
                attr2="shield", side=1, turn=-0.4, pattern="fleur", collar="plain",
                accent=CRIMSON, plume=OCHRE),
}

STYLE = frames.FrameStyle(line=(40, 30, 34), ground=(250, 246, 236), band=FRAME_GOLD,
                          name_face="serif", name_colour=(40, 30, 34))


def draw(cv, code, four_colour=False, indices=True):
    rank, suit = code[0], code[1]
    colour = french.ink(suit, four_colour)
    if rank in "KQJ":
        frames.double_court(cv, COURTS[code], suit, colour, STYLE, indices=indices)
    elif small_mode(cv):
        french.draw_small_centre(cv, rank, suit, colour)
    elif rank == "A":
        french.draw_ace(cv, suit, colour, ornament=_wreath if fine_mode(cv) else None)
    else:
        french.draw_pips(cv, rank, suit, colour)
    if indices:
        french.draw_index(cv, "vienna", rank, suit, colour, LABELS, face="sans-bold")


def _wreath(cv, suit, colour):
    """Laurel sprays round the ace, tied with a gilt bow below it."""
    leaf = P.mix(FOREST, P.WHITE, 0.12)
    vein = P.mix(FOREST, P.BLACK, 0.3)
    r, cx, cy = 212.0, 325.0, 500.0
    for side in (-1, 1):
        # from the bow at the bottom up round the side, ending short of the top
        stem = [(cx - side * r * math.sin(math.radians(a)), cy - r * math.cos(math.radians(a)))
                for a in range(188, 336, 4)]
        cv.polyline(stem, vein, width=4)
        for i in range(3, len(stem) - 1, 4):
            (x0, y0), (x1, y1) = stem[i - 1], stem[i + 1]
            heading = math.degrees(math.atan2(y1 - y0, x1 - x0)) + 90
            for off in (-1, 1):
                with cv.at(stem[i][0], stem[i][1], rot=heading + off * 42):
                    cv.ellipse(0, -22, 9, 22, fill=leaf, line=vein, width=1.4)
        for i in (9, 21, 33):
            x, y = stem[i]
            cv.circle(x + (cx - x) * 0.07, y + (cy - y) * 0.07, 7, fill=CRIMSON, line=vein,
                      width=1.2)
    bow = P.mix(FRAME_GOLD, P.WHITE, 0.1)
    for side in (-1, 1):
        cv.ellipse(cx + side * 26, cy + r + 6, 26, 14, fill=bow, line=vein, width=1.6,
                   rot=side * 20)
        cv.poly([(cx + side * 6, cy + r + 10), (cx + side * 34, cy + r + 58),
                 (cx + side * 18, cy + r + 60), (cx, cy + r + 16)], fill=bow, line=vein,
                width=1.6)
    cv.circle(cx, cy + r + 6, 10, fill=bow, line=vein, width=1.6)
