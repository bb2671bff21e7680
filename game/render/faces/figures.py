"""Court figures: half-length kings, queens and jacks built from shapes.

A figure is drawn in its own frame: origin at the bottom centre of the half
picture, y growing downwards, the head near (0, -300). Costume, headwear and
the held attribute come from a :class:`Court` description so each pack can
dress its courts in its own style.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import attributes
from . import palette as P
from .canvas import mirror_x, path

LW = 4.0  # outline weight of the printed key line
HEAD = (0.0, -286.0)
HEAD_SCALE = 1.15
# headwear must stay below this height (head units) to clear the frame top
HEADWEAR_TOP = -137.0


@dataclass(frozen=True)
class Court:
    kind: str                    # "king", "queen" or "jack"
    robe: tuple
    panel: tuple
    trim: tuple
    sleeve: tuple
    hair: tuple = P.BROWN
    hat: tuple = P.RED
    headwear: str = "crown"
    attr: str = "sceptre"        # held in the raised hand
    attr2: str | None = None     # held at the chest by the other hand
    side: int = 1                # which side the raised hand is on
    turn: float = 0.0            # -1 looks left, +1 looks right
    pattern: str | None = None   # "dots", "stripes", "fleur", "checks", "ermine"
    collar: str = "plain"        # "ermine", "ruff", "plain", "necklace"
    beard: bool = False
    accent: tuple = P.YELLOW
    plume: tuple = P.RED
    veil: tuple | None = None    # queens: defaults to the hat colour
    moustache: bool = False


def draw(cv, c: Court, line=P.OUTLINE):
    """The whole half-length figure, back to front."""
    with cv.at(*HEAD, scale=HEAD_SCALE):
        back_hair(cv, c, line)
    _body(cv, c, line)
    _collar(cv, c, line)
    _neck(cv, line)
    _arms(cv, c, line)
    with cv.at(*HEAD, scale=HEAD_SCALE):
        head(cv, c, line)


# -- body ---------------------------------------------------------------------

_BODY = mirror_x(path((0, 0), (-122, 0), ((-130, -80), (-150, -150), (-150, -180)),
                      ((-150, -204), (-120, -218), (-84, -226)),
                      ((-60, -232), (-40, -238), (-28, -240)), (0, -240)))
_PANEL = [(-34, -236), (34, -236), (58, 0), (-58, 0)]


def _body(cv, c, line):
    cv.poly(_BODY, fill=c.robe, line=line, width=LW)
    _pattern(cv, c.pattern, c.robe, line, region="robe")
    cv.poly(_PANEL, fill=c.panel, line=line, width=LW)
    _pattern(cv, c.pattern if c.pattern != "ermine" else "dots", c.panel, line, region="panel")
    # trims down the edges of the front panel and a hem band
    for sx in (-1, 1):
        band = [(sx * 34, -236), (sx * 46, -236), (sx * 72, 0), (sx * 58, 0)]
        cv.poly(band, fill=c.trim, line=line, width=LW * 0.7)
        for i in range(1, 9):
            t = i / 9
            x = sx * (40 + 25 * t)
            cv.dot(x, -236 + 236 * t, 3.2, P.mix(c.trim, line, 0.45))
    belt_y = -92
    cv.poly([(-132, belt_y - 12), (132, belt_y - 12), (130, belt_y + 10), (-130, belt_y + 10)],
            fill=c.accent, line=line, width=LW * 0.8)
    cv.rounded(-14, belt_y - 15, 14, belt_y + 13, 4, fill=P.mix(c.accent, line, 0.3),
               line=line, width=LW * 0.6)


def _pattern(cv, pattern, base, line, region):
    if not pattern:
        return
    ink = P.mix(base, line, 0.5)
    light = P.mix(base, P.WHITE, 0.55)
    if region == "robe":
        spots = [(x, y) for y in range(-196, -10, 40) for x in (-120, -88, 88, 120)
                 if abs(x) > 70 + (y + 236) * 0.1 and abs(x) < 132 + (y + 100) * 0.1]
    else:
        spots = [(x, y) for y in range(-205, -10, 40) for x in (-22, 22, 0)
                 if (x == 0) == ((y // 40) % 2 == 0) and abs(x) <= 36 + (y + 232) * 0.12]
    for x, y in spots:
        if pattern == "dots":
            cv.dot(x, y, 5.5, light)
            cv.dot(x, y, 2.4, ink)
        elif pattern == "fleur":
            _fleur(cv, x, y, 0.5, light, line)
        elif pattern == "checks":
            cv.poly([(x, y - 9), (x + 9, y), (x, y + 9), (x - 9, y)], fill=light)
        elif pattern == "stripes":
            for dx in (-6, 6):
                cv.polyline([(x + dx, y - 16), (x + dx, y + 16)], light, width=4)
        elif pattern == "ermine":
            _ermine_spot(cv, x, y, 0.8, line)


def _fleur(cv, x, y, k, fill, line):
    with cv.at(x, y, scale=k):
        cv.ellipse(0, -8, 6, 14, fill=fill)
        cv.ellipse(-10, 0, 5, 10, fill=fill, rot=-35)
        cv.ellipse(10, 0, 5, 10, fill=fill, rot=35)
        cv.rect(-10, 6, 10, 10, fill=fill)


def _ermine_spot(cv, x, y, k, line):
    with cv.at(x, y, scale=k):
        cv.poly([(0, -6), (4, 8), (0, 12), (-4, 8)], fill=P.BLACK)
        for dx in (-5, 0, 5):
            cv.dot(dx, -9, 2.2, P.BLACK)


def _collar(cv, c, line):
    if c.collar == "ermine":
        shape = mirror_x(path((0, -176), ((-40, -182), (-96, -176), (-132, -184)),
                              ((-140, -196), (-110, -222), (-60, -234)), (0, -242)))
        cv.poly(shape, fill=P.WHITE, line=line, width=LW)
        for x, y in ((-105, -198), (-70, -196), (-35, -200), (0, -196), (35, -200),
                     (70, -196), (105, -198), (-52, -220), (52, -220), (-86, -214),
                     (86, -214)):
            _ermine_spot(cv, x, y, 0.9, line)
    elif c.collar == "ruff":
        for i in range(-4, 5):
            cv.ellipse(i * 15, -232 + abs(i) * 2.4, 12, 15, fill=P.WHITE, line=line,
                       width=LW * 0.6)
    elif c.collar == "necklace":
        cv.poly(mirror_x(path((0, -190), ((-30, -190), (-50, -210), (-56, -234)))),
                fill=P.FLESH, line=line, width=LW * 0.8)
        for i in range(-4, 5):
            t = i / 4
            cv.dot(t * 46, -200 - 28 * t * t, 4.2, c.accent)
        cv.poly([(0, -190), (8, -178), (0, -164), (-8, -178)], fill=P.RED, line=line,
                width=LW * 0.5)
    else:
        cv.poly(mirror_x(path((0, -208), ((-20, -208), (-44, -222), (-50, -238)))),
                fill=c.trim, line=line, width=LW * 0.8)


def _neck(cv, line):
    cv.poly([(-17, -262), (17, -262), (19, -226), (0, -214), (-19, -226)],
            fill=P.FLESH_SHADE, line=line, width=LW * 0.8)


# -- arms ---------------------------------------------------------------------

def _tube(cv, pts, width, fill, line):
    cv.polyline(pts, line, width=width + LW * 2)
    cv.polyline(pts, fill, width=width)


def _arm(cv, shoulder, elbow, wrist, width, c, line):
    _tube(cv, [shoulder, elbow, wrist], width, c.sleeve, line)
    # the cuff: the last stretch of the forearm in the trim colour
    ex, ey = elbow
    wx, wy = wrist
    dx, dy = wx - ex, wy - ey
    n = max(1e-6, (dx * dx + dy * dy) ** 0.5)
    ux, uy = dx / n, dy / n
    a = (wx - ux * 14, wy - uy * 14)
    b = (wx + ux * 2, wy + uy * 2)
    _tube(cv, [a, b], width * 0.86, c.trim, line)


def _arms(cv, c, line):
    s = c.side
    hand = (s * 108.0, -132.0)
    chest = (-s * 30.0, -138.0)
    attributes.draw_back(cv, c.attr, hand, s, c, line)
    _arm(cv, (s * 126, -194), (s * 150, -96), (hand[0] + s * 10, hand[1] + 18), 40, c, line)
    _arm(cv, (-s * 126, -194), (-s * 136, -92), (chest[0] - s * 20, chest[1] + 16), 40, c,
         line)
    if c.attr2:
        attributes.draw_held(cv, c.attr2, chest, -s, c, line)
    _hand(cv, chest, line)
    _hand(cv, hand, line)
    attributes.draw_front(cv, c.attr, hand, s, c, line)


def _hand(cv, at, line):
    x, y = at
    cv.rounded(x - 15, y - 13, x + 15, y + 13, 10, fill=P.FLESH, line=line, width=LW * 0.7)
    for i in (-1, 0, 1):
        cv.polyline([(x - 13, y + i * 6.5), (x + 5, y + i * 6.5)],
                    P.mix(P.FLESH, line, 0.45), width=1.6)


# -- head ---------------------------------------------------------------------

_FACE = mirror_x(path((0, -58), ((-30, -58), (-46, -38), (-46, -6)),
                      ((-46, 26), (-28, 52), (0, 60))))


def back_hair(cv, c, line):
    """Hair and veil behind the shoulders, around a head centred at 0, 0."""
    if c.kind == "queen" or c.headwear in ("veil", "crown_veil"):
        veil = mirror_x(path((0, -70), ((-60, -70), (-84, -20), (-92, 40)),
                             ((-100, 80), (-120, 96), (-130, 110))))
        cv.poly(veil, fill=c.veil or c.hat, line=line, width=LW)
    if c.kind == "jack":
        cv.poly(mirror_x(path((0, -64), ((-44, -64), (-62, -30), (-60, 10)),
                              ((-60, 30), (-54, 40), (-44, 44)))), fill=c.hair,
                line=line, width=LW)
    else:
        locks = mirror_x(path((0, -66), ((-50, -66), (-64, -30), (-64, 20)),
                              ((-66, 60), (-60, 76), (-48, 86))))
        cv.poly(locks, fill=c.hair, line=line, width=LW)


def head(cv, c, line):
    """Face, hair and headwear of a head centred at 0, 0."""
    _face(cv, c, line)
    attributes.HEADWEAR[c.headwear](cv, c, line)


def _face(cv, c, line):
    t = c.turn
    cv.poly(_FACE, fill=P.FLESH, line=line, width=LW)
    ox = t * 9.0
    cheek = P.mix(P.FLESH, P.PINK, 0.35)
    for sx in (-1, 1):
        cv.ellipse(ox + sx * 25, 16, 9, 6, fill=cheek)
    for sx in (-1, 1):
        ex = ox + sx * 18 * (1 - 0.15 * t * sx)
        cv.ellipse(ex, -8, 8.5, 4.4, fill=P.WHITE, line=line, width=1.8)
        cv.dot(ex + t * 2.5, -7.5, 3.6, P.DARK_BROWN)
        cv.polyline([(ex - 10, -11), (ex, -14), (ex + 10, -11)], line, width=2.4)
        cv.polyline([(ex - 10, -22), (ex - 2, -26), (ex + 9, -23)], P.mix(c.hair, line, 0.5),
                    width=3.2)
    cv.polyline([(ox + 2 + t * 3, -8), (ox + 6 + t * 6, 14), (ox - 3 + t * 5, 18)], line,
                width=2.2)
    if c.beard:
        beard = mirror_x(path((ox, 40), ((ox - 14, 40), (ox - 30, 34), (-40, 10)),
                              (-46, -6), ((-48, 30), (-34, 74), (ox - 8, 94)),
                              (ox, 88)))
        cv.poly(beard, fill=c.hair, line=line, width=LW * 0.8)
        shade = P.mix(c.hair, line, 0.35)
        for dx in (-18, 0, 18):
            cv.polyline([(ox + dx * 0.9, 50), (ox + dx * 0.7, 78)], shade, width=1.6)
        for sx in (-1, 1):
            cv.poly(path((ox, 25), ((ox + sx * 10, 20), (ox + sx * 26, 22),
                                    (ox + sx * 34, 36)),
                         ((ox + sx * 24, 30), (ox + sx * 10, 29), (ox, 30))),
                    fill=c.hair, line=line, width=1.6)
    elif c.moustache:
        for sx in (-1, 1):
            cv.poly(path((ox, 24), ((ox + sx * 12, 18), (ox + sx * 28, 20),
                                    (ox + sx * 34, 30)),
                         ((ox + sx * 24, 28), (ox + sx * 10, 28), (ox, 29))),
                    fill=c.hair, line=line, width=1.6)
    cv.ellipse(ox + t * 3, 35 if c.beard else 33, 9, 3.6, fill=(186, 64, 64),
               line=P.mix((186, 64, 64), line, 0.4), width=1.2)
    # fringe under the headwear
    fringe = path((-46, -20), ((-40, -50), (-20, -60), (0, -60)),
                  ((20, -60), (40, -50), (46, -20)), ((30, -40), (10, -44), (0, -40)),
                  ((-10, -44), (-30, -40), (-46, -20)))
    cv.poly(fringe, fill=c.hair, line=line, width=LW * 0.8)
