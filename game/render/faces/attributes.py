"""What the court figures wear on their heads and hold in their hands."""

from __future__ import annotations

import math

from . import palette as P
from .canvas import ellipse_pts, mirror_x, path

LW = 4.0


# -- headwear (head-centred coordinates) --------------------------------------

def crown(cv, c, line, band_w=52, top=-118, points=5, arched=False):
    cap = mirror_x(path((0, top + 8), ((-30, top + 8), (-band_w + 6, top + 30),
                                        (-band_w + 6, -62))))
    cv.poly(cap, fill=c.hat, line=line, width=LW)
    if arched:
        for sx in (-1, 1):
            cv.polyline(path((sx * (band_w - 8), -66), ((sx * (band_w - 8), top + 10),
                                                       (sx * 12, top - 6), (0, top - 4))),
                        line, width=16)
            cv.polyline(path((sx * (band_w - 8), -66), ((sx * (band_w - 8), top + 10),
                                                       (sx * 12, top - 6), (0, top - 4))),
                        P.GOLD, width=9)
        cv.circle(0, top - 12, 10, fill=P.GOLD, line=line, width=LW * 0.8)
        cv.rect(-3, top - 36, 3, top - 21, fill=P.GOLD, line=line, width=LW * 0.6)
        cv.rect(-9, top - 31, 9, top - 26, fill=P.GOLD, line=line, width=LW * 0.6)
    else:
        xs = [(-band_w + 8) + i * (2 * band_w - 16) / (points - 1) for i in range(points)]
        for i, x in enumerate(xs):
            h = top + (6 if i % 2 else 0) + abs(x) * 0.18
            cv.poly([(x - 13, -70), (x, h + 8), (x + 13, -70)], fill=P.GOLD, line=line,
                    width=LW * 0.8)
            cv.circle(x, h + 2, 6.5, fill=P.GOLD if i % 2 else c.accent, line=line,
                      width=LW * 0.6)
    band = [(-band_w, -50), (-band_w + 2, -74), (band_w - 2, -74), (band_w, -50)]
    cv.poly(band, fill=P.GOLD, line=line, width=LW)
    for i, x in enumerate((-30, 0, 30)):
        colour = P.RED if i != 1 else P.BLUE
        cv.ellipse(x * band_w / 52, -62, 6, 7, fill=colour, line=line, width=1.6)


def crown_royal(cv, c, line):
    crown(cv, c, line)


def crown_arched(cv, c, line):
    crown(cv, c, line, band_w=54, top=-100, arched=True)


def crown_queen(cv, c, line):
    crown(cv, c, line, band_w=44, top=-100, points=5)


def _plume(cv, s, root, colour, line, k=1.0):
    """An ostrich feather rising from ``root`` and falling away to side ``s``."""
    x, y = root
    outer = path((x, y), ((x + s * 14 * k, y - 34 * k), (x + s * 56 * k, y - 44 * k),
                          (x + s * 84 * k, y - 24 * k)),
                 ((x + s * 104 * k, y - 8 * k), (x + s * 108 * k, y + 24 * k),
                  (x + s * 96 * k, y + 50 * k)))
    inner = path((x + s * 96 * k, y + 50 * k),
                 ((x + s * 90 * k, y + 22 * k), (x + s * 80 * k, y - 4 * k),
                  (x + s * 58 * k, y - 14 * k)),
                 ((x + s * 36 * k, y - 22 * k), (x + s * 16 * k, y - 8 * k), (x, y + 10 * k)))
    cv.poly(outer + inner[1:], fill=colour, line=line, width=LW * 0.8)
    cv.polyline(path((x + s * 4, y), ((x + s * 24 * k, y - 26 * k), (x + s * 70 * k, y - 24 * k),
                                      (x + s * 92 * k, y + 30 * k))),
                P.mix(colour, line, 0.45), width=2.2)
    for i in range(1, 6):
        t = i / 6
        bx = x + s * (20 + 70 * t) * k
        by = y + (-26 + 56 * t * t) * k
        cv.polyline([(bx, by), (bx + s * 10 * k, by + 12 * k)], P.mix(colour, line, 0.3), width=1.6)


def cap_feather(cv, c, line):
    s = c.side or 1
    crown_ = mirror_x(path((0, -112), ((-40, -112), (-58, -92), (-58, -60))))
    cv.poly(crown_, fill=c.hat, line=line, width=LW)
    _plume(cv, -s, (-s * 36, -98), c.plume, line)
    brim = [(-64, -50), (-60, -72), (60, -72), (64, -50)]
    cv.poly(brim, fill=c.accent, line=line, width=LW)
    cv.circle(-s * 34, -66, 8, fill=P.RED if c.accent != P.RED else P.BLUE, line=line,
              width=LW * 0.6)


def beret_plumed(cv, c, line):
    """A wide, slightly tilted beret with a feather falling over its brim."""
    s = c.side or 1
    with cv.at(0, 0, rot=-s * 6):
        beret = path((-70, -58), ((-92, -78), (-60, -118), (0, -120)),
                     ((60, -122), (96, -92), (78, -60)), ((30, -70), (-30, -70), (-70, -58)))
        cv.poly(beret, fill=c.hat, line=line, width=LW)
        cv.polyline(path((-50, -100), ((-20, -112), (30, -112), (60, -98))),
                    P.mix(c.hat, P.WHITE, 0.3), width=3)
        cv.poly([(-64, -50), (-62, -72), (64, -72), (66, -50)], fill=c.accent, line=line,
                width=LW * 0.8)
        cv.circle(s * 44, -62, 9, fill=P.WHITE, line=line, width=LW * 0.6)
        _plume(cv, s, (s * 48, -84), c.plume, line, k=0.95)


def toque(cv, c, line):
    body = [(-50, -60), (-56, -122), (56, -122), (50, -60)]
    cv.poly(body, fill=c.hat, line=line, width=LW)
    cv.ellipse(0, -122, 56, 12, fill=P.mix(c.hat, P.WHITE, 0.25), line=line, width=LW)
    cv.poly([(-56, -50), (-58, -72), (58, -72), (56, -50)], fill=c.accent, line=line,
            width=LW)
    for x in (-34, -12, 12, 34):
        cv.dot(x, -61, 3.4, P.mix(c.accent, line, 0.5))


def helmet(cv, c, line):
    dome = mirror_x(path((0, -122), ((-40, -122), (-60, -90), (-58, -52))))
    cv.poly(dome, fill=P.STEEL, line=line, width=LW)
    cv.polyline([(0, -122), (0, -56)], P.mix(P.STEEL, line, 0.4), width=6)
    crest = path((0, -120), ((22, -138), (62, -136), (84, -104)),
                 ((60, -118), (30, -122), (10, -110)))
    cv.poly(crest, fill=c.plume, line=line, width=LW * 0.8)
    cv.poly([(-60, -48), (-60, -64), (60, -64), (60, -48)], fill=P.GOLD, line=line, width=LW)


def top_hat(cv, c, line):
    cv.poly([(-44, -56), (-50, -176), (50, -176), (44, -56)], fill=c.hat, line=line, width=LW)
    cv.ellipse(0, -176, 50, 10, fill=P.mix(c.hat, P.WHITE, 0.18), line=line, width=LW)
    cv.poly([(-45, -70), (-46, -90), (46, -90), (45, -70)], fill=c.accent, line=line,
            width=LW * 0.6)
    brim = path((-76, -52), ((-60, -66), (-30, -60), (0, -60)), ((30, -60), (60, -66), (76, -52)),
                ((60, -44), (30, -48), (0, -48)), ((-30, -48), (-60, -44), (-76, -52)))
    cv.poly(brim, fill=c.hat, line=line, width=LW)


def coiffe(cv, c, line):
    """The tall white lace headdress of the Vendée coast."""
    body = path((-40, -44), ((-46, -100), (-30, -170), (-12, -206)),
                ((-4, -220), (4, -220), (12, -206)), ((30, -170), (46, -100), (40, -44)))
    cv.poly(body, fill=P.WHITE, line=line, width=LW)
    lace = P.mix(P.WHITE, line, 0.3)
    for y, w in ((-80, 40), (-120, 34), (-160, 24)):
        cv.polyline([(-w, y), (w, y)], lace, width=2)
        for x in range(-int(w) + 8, int(w), 14):
            cv.circle(x, y - 8, 4, line=lace, width=1.5)
    cv.poly([(-56, -40), (-50, -66), (50, -66), (56, -40), (0, -50)], fill=P.WHITE, line=line,
            width=LW * 0.8)
    for sx in (-1, 1):
        cv.polyline([(sx * 48, -30), (sx * 44, 30), (sx * 20, 62)], lace, width=3)


HEADWEAR = {
    "top_hat": top_hat,
    "coiffe": coiffe,
    "crown": crown_royal,
    "crown_arched": crown_arched,
    "crown_queen": crown_queen,
    "cap_feather": cap_feather,
    "beret": beret_plumed,
    "toque": toque,
    "helmet": helmet,
}


# -- held in the raised hand --------------------------------------------------

def _shaft(cv, x, y0, y1, colour, line, w=11):
    cv.rect(x - w / 2, y1, x + w / 2, y0, fill=colour, line=line, width=LW * 0.7)


def sceptre(cv, at, s, c, line):
    x, y = at
    _shaft(cv, x, y + 70, y - 190, P.GOLD, line)
    for yy in (y - 60, y - 120):
        cv.ellipse(x, yy, 10, 5, fill=P.GOLD, line=line, width=LW * 0.6)
    top = y - 200
    cv.ellipse(x, top - 16, 9, 24, fill=P.GOLD, line=line, width=LW * 0.7)
    cv.ellipse(x - 18, top - 2, 8, 18, fill=P.GOLD, line=line, width=LW * 0.7, rot=-40)
    cv.ellipse(x + 18, top - 2, 8, 18, fill=P.GOLD, line=line, width=LW * 0.7, rot=40)
    cv.rect(x - 20, top + 6, x + 20, top + 14, fill=P.GOLD, line=line, width=LW * 0.7)


def sword(cv, at, s, c, line):
    x, y = at
    g = y - 44  # the guard sits clear above the fist
    cv.poly([(x - 10, g), (x - 10, y - 230), (x, y - 262), (x + 10, y - 230),
             (x + 10, g)], fill=P.STEEL, line=line, width=LW * 0.8)
    cv.polyline([(x, g - 10), (x, y - 230)], P.mix(P.STEEL, line, 0.35), width=2.4)
    cv.rect(x - 6, g, x + 6, y + 24, fill=P.BROWN, line=line, width=LW * 0.6)
    cv.poly(path((x - 40, g + 6), ((x - 48, g - 2), (x - 42, g - 10), (x - 34, g - 4)),
                 (x + 34, g - 4), ((x + 42, g - 10), (x + 48, g - 2), (x + 40, g + 6))),
            fill=P.GOLD, line=line, width=LW * 0.8)
    cv.circle(x, y + 30, 10, fill=P.GOLD, line=line, width=LW * 0.7)


def halberd(cv, at, s, c, line, axe_only=False):
    x, y = at
    top = y - (150 if axe_only else 230)
    _shaft(cv, x, y + 90, top, P.BROWN, line, w=12)
    if not axe_only:
        cv.poly([(x - 6, top), (x, top - 46), (x + 6, top)], fill=P.STEEL, line=line,
                width=LW * 0.7)
    blade = path((x + s * 6, top + 10), ((x + s * 40, top - 14), (x + s * 62, top + 10),
                                        (x + s * 62, top + 40)),
                 ((x + s * 40, top + 40), (x + s * 20, top + 52), (x + s * 6, top + 56)))
    cv.poly(blade, fill=P.STEEL, line=line, width=LW * 0.8)
    if not axe_only:
        cv.poly([(x - s * 6, top + 20), (x - s * 34, top + 30), (x - s * 6, top + 40)],
                fill=P.STEEL, line=line, width=LW * 0.7)
    cv.rect(x - 9, top + 58, x + 9, top + 70, fill=c.accent, line=line, width=LW * 0.6)


def axe(cv, at, s, c, line):
    halberd(cv, at, s, c, line, axe_only=True)


def lance(cv, at, s, c, line, pennant=True):
    x, y = at
    top = y - 250
    _shaft(cv, x, y + 90, top, P.mix(P.BROWN, P.YELLOW, 0.35), line, w=10)
    cv.poly([(x - 9, top + 4), (x, top - 40), (x + 9, top + 4)], fill=P.STEEL, line=line,
            width=LW * 0.7)
    if pennant:
        flag = path((x + s * 5, top + 14), ((x + s * 50, top + 6), (x + s * 80, top + 26),
                                            (x + s * 110, top + 30)),
                    ((x + s * 80, top + 40), (x + s * 50, top + 58), (x + s * 5, top + 56)))
        cv.poly(flag, fill=c.accent, line=line, width=LW * 0.7)
        cv.polyline([(x + s * 20, top + 34), (x + s * 70, top + 34)],
                    P.mix(c.accent, line, 0.4), width=3)


def spear(cv, at, s, c, line):
    lance(cv, at, s, c, line, pennant=False)


def harp(cv, at, s, c, line):
    x, y = at
    frame_col = P.mix(P.BROWN, P.GOLD, 0.5)
    pillar_top, pillar_bot = (x, y - 150), (x, y + 60)
    neck = path(pillar_top, ((x - s * 30, y - 190), (x - s * 80, y - 170),
                             (x - s * 96, y - 120)))
    box_end = (x - s * 40, y + 58)
    # strings between the neck and the sound box
    for i in range(1, 7):
        t = i / 7
        px, py = neck[int(t * (len(neck) - 1))]
        bx = x + (box_end[0] - x) * t * 0.9
        by = y + 58 - 30 * (1 - t)
        cv.polyline([(px, py), (bx, by)], P.mix(P.WHITE, P.GOLD, 0.4), width=2)
    cv.polyline(neck, line, width=20)
    cv.polyline(neck, frame_col, width=12)
    cv.poly([(x - s * 96, y - 120), (x - s * 110, y - 110), (x - s * 46, y + 66),
             (x - s * 30, y + 54)], fill=frame_col, line=line, width=LW * 0.8)
    _shaft(cv, x, pillar_bot[1], pillar_top[1], frame_col, line, w=14)
    cv.circle(x, pillar_top[1] - 4, 9, fill=P.GOLD, line=line, width=LW * 0.6)


_BACK = {"sceptre": sceptre, "sword": sword, "halberd": halberd, "axe": axe,
         "lance": lance, "spear": spear, "harp": harp}


def draw_back(cv, attr, at, s, c, line):
    if attr in _BACK:
        _BACK[attr](cv, at, s, c, line)


def draw_front(cv, attr, at, s, c, line):
    """Parts of a held object that pass in front of the hand (none yet)."""


# -- held at the chest --------------------------------------------------------

def flower(cv, at, s, c, line):
    x, y = at
    stem = path((x, y), ((x + s * 10, y - 40), (x - s * 6, y - 70), (x + s * 6, y - 96)))
    cv.polyline(stem, line, width=8)
    cv.polyline(stem, P.GREEN, width=4.5)
    cv.ellipse(x + s * 18, y - 50, 14, 6, fill=P.GREEN, line=line, width=1.8, rot=s * -30)
    fx, fy = x + s * 6, y - 104
    for i in range(5):
        a = i * 2 * math.pi / 5 - math.pi / 2
        cv.ellipse(fx + 12 * math.cos(a), fy + 12 * math.sin(a), 10, 10,
                   fill=c.plume, line=line, width=1.8)
    cv.circle(fx, fy, 6, fill=P.YELLOW, line=line, width=1.6)


def orb(cv, at, s, c, line):
    x, y = at
    cv.circle(x, y - 30, 24, fill=P.GOLD, line=line, width=LW * 0.8)
    cv.polyline(ellipse_pts(x, y - 30, 24, 8, 24, 0, math.pi), line, width=2.4)
    cv.rect(x - 3, y - 74, x + 3, y - 52, fill=P.GOLD, line=line, width=LW * 0.5)
    cv.rect(x - 10, y - 68, x + 10, y - 62, fill=P.GOLD, line=line, width=LW * 0.5)


def shield(cv, at, s, c, line):
    x, y = at
    shape = mirror_x(path((x, y - 70), ((x - 30, y - 74), (x - 52, y - 66), (x - 52, y - 60)),
                          ((x - 52, y - 10), (x - 30, y + 22), (x, y + 40))), axis=x)
    cv.poly(shape, fill=c.accent, line=line, width=LW)
    inner = mirror_x(path((x, y - 58), ((x - 24, y - 60), (x - 40, y - 54), (x - 40, y - 50)),
                          ((x - 40, y - 12), (x - 24, y + 12), (x, y + 26))), axis=x)
    cv.poly(inner, fill=c.panel, line=P.mix(c.panel, line, 0.5), width=2)
    cv.circle(x, y - 18, 12, fill=P.GOLD, line=line, width=2)


def glove(cv, at, s, c, line):
    x, y = at
    cv.poly([(x - 10, y), (x - 16, y - 46), (x + 4, y - 52), (x + 12, y)],
            fill=P.WHITE, line=line, width=2.4)


_HELD = {"flower": flower, "orb": orb, "shield": shield, "glove": glove}


def draw_held(cv, attr, at, s, c, line):
    _HELD[attr](cv, at, s, c, line)
