"""Suit marks, each drawn in a local box about 100 units tall, centred on 0.

French marks (hearts, diamonds, clubs, spades) are solid ink shapes.
Spanish marks (coins, cups, batons, swords) are small coloured pictures with
a dark outline, as printed on Spanish-suited packs. ``rich`` adds the inner
ornament for pictures large enough to show it.
"""

from __future__ import annotations

import math

from .. import packs
from . import palette as P
from .canvas import mirror_x, path

# -- French -------------------------------------------------------------------

_HEART = mirror_x(path(
    (0, 50),
    ((-16, 32), (-50, 10), (-50, -17)),
    ((-50, -38), (-37, -49), (-25, -49)),
    ((-12, -49), (-2, -40), (0, -29)),
))[:-1]

_DIAMOND = mirror_x(path(
    (0, -52),
    ((11, -30), (24, -13), (38, 0)),
    ((24, 13), (11, 30), (0, 52)),
))[:-1]

_SPADE_HALF = path(
    (0, -52),
    ((-14, -30), (-50, -12), (-50, 14)),
    ((-50, 34), (-36, 42), (-25, 42)),
    ((-14, 42), (-6, 36), (-3, 30)),
    ((-4, 40), (-9, 47), (-20, 52)),
    (0, 52),
)
_SPADE = mirror_x(_SPADE_HALF[:-1])

_CLUB_STEM = mirror_x(path((0, 8), (-4, 8), (-5, 34),
                           ((-7, 44), (-12, 49), (-22, 52)), (0, 52))[:-1])


def heart(cv, colour):
    cv.poly(_HEART, fill=colour)


def diamond(cv, colour):
    cv.poly(_DIAMOND, fill=colour)


def spade(cv, colour):
    cv.poly(_SPADE, fill=colour)


def club(cv, colour):
    for x, y in ((0, -26), (-25, 12), (25, 12)):
        cv.circle(x, y, 23.5, fill=colour)
    cv.poly([(0, -20), (-18, 8), (18, 8)], fill=colour)
    cv.poly(_CLUB_STEM, fill=colour)


FRENCH = {"H": heart, "D": diamond, "C": club, "S": spade}


def french(cv, suit, colour):
    FRENCH[suit](cv, colour)


# -- Spanish ------------------------------------------------------------------

def _scheme(suit, four_colour):
    """(main fill, second fill, outline) of a Spanish mark."""
    line = P.SPANISH_INK_4[suit] if four_colour else P.OUTLINE
    line = P.mix(line, P.BLACK, 0.35) if four_colour else line
    if suit == "O":
        return (P.GOLD, P.RED if not four_colour else P.ORANGE, line)
    if suit == "C":
        return ((P.YELLOW, P.RED, line) if not four_colour
                else ((214, 40, 50), P.YELLOW, line))
    if suit == "B":
        return (((200, 146, 76), (238, 208, 156), line) if not four_colour
                else ((64, 150, 72), (176, 214, 150), line))
    return ((P.STEEL, P.RED, line) if not four_colour
            else ((120, 160, 226), (22, 86, 192), line))


def coin(cv, four_colour=False, rich=True, lw=3.5):
    main, second, line = _scheme("O", four_colour)
    cv.circle(0, 0, 48, fill=main, line=line, width=lw)
    cv.circle(0, 0, 38, line=P.mix(main, line, 0.55), width=lw * 0.7)
    if rich:
        for i in range(16):
            a = i * math.pi / 8
            cv.dot(43 * math.cos(a), 43 * math.sin(a), 2.2, P.mix(main, line, 0.6))
        for i in range(8):
            with cv.at(rot=i * 45):
                cv.ellipse(0, -19, 7, 14, fill=second, line=line, width=lw * 0.55)
        cv.circle(0, 0, 9, fill=P.BLUE if not four_colour else P.RED, line=line,
                  width=lw * 0.55)
    else:
        cv.circle(0, 0, 16, fill=second, line=line, width=lw * 0.7)


def cup(cv, four_colour=False, rich=True, lw=3.5):
    main, second, line = _scheme("C", four_colour)
    bowl = mirror_x(path((0, 6), ((-14, 6), (-34, -14), (-36, -42))))
    cv.poly(bowl, fill=main, line=line, width=lw)
    band = mirror_x(path((0, -18), ((-14, -18), (-28, -22), (-34, -30)))
                    + [(-36, -40)])
    cv.poly(band, fill=second, line=line, width=lw * 0.6)
    cv.ellipse(0, -42, 36, 8, fill=P.mix(main, line, 0.25), line=line, width=lw)
    cv.rect(-6, 4, 6, 30, fill=main, line=line, width=lw * 0.8)
    cv.ellipse(0, 16, 12, 5.5, fill=second, line=line, width=lw * 0.7)
    foot = mirror_x(path((0, 28), ((-6, 28), (-10, 40), (-30, 46)), (-30, 50)))
    cv.poly(foot, fill=main, line=line, width=lw)
    if rich:
        for x in (-20, 0, 20):
            cv.dot(x, -27 + abs(x) * 0.1, 3, P.BLUE if not four_colour else P.YELLOW)


def baton(cv, four_colour=False, rich=True, lw=3.5, length=1.0):
    """A knotty cudgel; ``length`` stretches the wood, not its thickness."""
    main, second, line = _scheme("B", four_colour)

    def y(v):  # stretch away from the butt end, then re-centre
        return 52 - (52 - v) * length + (length - 1) * 55

    body = mirror_x(path((0, y(52)), (-6, y(52)), ((-8, y(20)), (-12, y(-12)), (-18, y(-38))),
                         ((-21, y(-52)), (-10, y(-58)), (0, y(-58)))))[:-1]
    stubs = ((-12, -30, -1, 1.0), (13, -12, 1, 0.9), (-10, 8, -1, 0.8), (9, 28, 1, 0.7))
    for x, yy, side, k in stubs:
        # a lopped side branch: a short sloping stub ending in a cut face
        yy = y(yy)
        tip = (x + side * 13 * k, yy - 9 * k)
        stub = [(x - side * 2, yy - 6 * k), (tip[0] - side * 1, tip[1] - 5 * k),
                (tip[0] + side * 2, tip[1] + 5 * k), (x - side * 2, yy + 6 * k)]
        cv.poly(stub, fill=main, line=line, width=lw * 0.8)
        cv.ellipse(tip[0] + side * 0.5, tip[1], 3.2 * k + 1, 5.5 * k, fill=second,
                   line=line, width=lw * 0.5, rot=side * 30)
    cv.poly(body, fill=main, line=line, width=lw)
    cv.ellipse(0, y(-55), 9, 3, fill=second, line=line, width=lw * 0.5)
    if rich:
        cv.polyline([(-7, y(-46)), (-5, y(-12)), (-3, y(20)), (-2, y(44))],
                    P.mix(main, P.WHITE, 0.4), width=3.0)
        for x, yy in ((4, -38), (-4, -4), (1, 22), (-1, 40)):
            cv.polyline([(x - 3, y(yy)), (x + 3, y(yy) + 1)], P.mix(main, line, 0.5),
                        width=1.6)


def sword(cv, four_colour=False, rich=True, lw=3.5, length=1.0):
    """A straight sword, point up; ``length`` lengthens the blade only."""
    main, second, line = _scheme("S", four_colour)
    tip = 18 - 72 * length
    with cv.at(0, (length - 1) * 36):
        blade = [(0, tip), (8, tip + 12), (7.5, 18), (-7.5, 18), (-8, tip + 12)]
        cv.poly(blade, fill=main, line=line, width=lw)
        if rich:
            cv.polyline([(0, tip + 16), (0, 14)], P.mix(main, line, 0.35), width=2.0)
        guard = path((-24, 16), ((-28, 12), (-30, 20), (-24, 24)), (24, 24),
                     ((30, 20), (28, 12), (24, 16)))
        cv.poly(guard, fill=P.GOLD if not four_colour else second, line=line,
                width=lw * 0.8)
        grip = second if not four_colour else P.mix(second, P.BLACK, 0.3)
        cv.rect(-4.5, 24, 4.5, 42, fill=grip, line=line, width=lw * 0.7)
        cv.circle(0, 46, 6, fill=P.GOLD, line=line, width=lw * 0.7)


SPANISH = {"O": coin, "C": cup, "B": baton, "S": sword}


def spanish(cv, suit, four_colour=False, rich=True, lw=3.5, length=1.0):
    if suit in "BS":
        SPANISH[suit](cv, four_colour, rich, lw, length)
    else:
        SPANISH[suit](cv, four_colour, rich, lw)


def mark(cv, pack, suit, colour, four_colour=False, rich=True):
    """The suit mark of ``pack``: French marks take ``colour``."""
    if packs.get(pack).suits == "spanish":
        spanish(cv, suit, four_colour, rich)
    else:
        french(cv, suit, colour)

