"""Aluette courts: the Valet and the Roi standing full length, the Cavalière
on horseback, each showing the suit mark they carry.

Figures are drawn in a frame whose origin is the centre of the ground line
(card 325, 930), y growing downwards (so heights are negative).
"""

from __future__ import annotations

from . import palette as P
from . import suits
from .canvas import mirror_x, path
from .figures import Court, back_hair, head

LW = 4.0
LINE = P.OUTLINE

R, B, Y, G = P.RED, P.BLUE, P.YELLOW, (44, 128, 70)

# costume colours per suit: (main, second, trim)
_COLOURS = {"O": (Y, R, B), "C": (R, B, Y), "B": (G, Y, R), "S": (B, R, Y)}


def draw(cv, rank, suit, four_colour, rich):
    main, second, trim = _COLOURS[suit]
    with cv.at(325, 930):
        if rank == "J":
            valet(cv, suit, four_colour, rich, main, second, trim)
        elif rank == "K":
            roi(cv, suit, four_colour, rich, main, second, trim)
        else:
            cavaliere(cv, suit, four_colour, rich, main, second, trim)


# -- pieces -------------------------------------------------------------------

def _tube(cv, pts, width, fill):
    cv.polyline(pts, LINE, width=width + LW * 2)
    cv.polyline(pts, fill, width=width)


def _hand(cv, x, y, k=1.0):
    cv.rounded(x - 14 * k, y - 12 * k, x + 14 * k, y + 12 * k, 9 * k, fill=P.FLESH, line=LINE,
               width=LW * 0.7)


def _held(cv, suit, four_colour, rich, x, y, s):
    """The suit mark in a hand at (x, y); long marks stand upright in the fist."""
    if suit in "OC":
        with cv.at(x, y - 78, scale=1.35):
            suits.spanish(cv, suit, four_colour, rich, lw=3.0)
    else:
        with cv.at(x, y - 90, rot=s * 8, scale=1.6):
            suits.spanish(cv, suit, four_colour, rich, lw=2.8, length=2.2)


def _head_at(cv, court, x, y, k=1.0):
    with cv.at(x, y, scale=k):
        back_hair(cv, court, LINE)


def _face_at(cv, court, x, y, k=1.0):
    with cv.at(x, y, scale=k):
        head(cv, court, LINE)


# -- Valet --------------------------------------------------------------------

def valet(cv, suit, four_colour, rich, main, second, trim):
    s = 1 if suit in "OB" else -1
    court = Court("jack", robe=main, panel=second, trim=trim, sleeve=second,
                  hair=(120, 70, 40) if suit in "OS" else (200, 150, 60), hat=second,
                  headwear="cap_feather", side=-s, turn=0.3 * s, accent=trim, plume=main)
    head_y = -700
    # cape hanging behind the shoulders on the free side
    cape = [(-s * 20, -612), (-s * 110, -590), (-s * 150, -380), (-s * 60, -400)]
    cv.poly(cape, fill=trim, line=LINE, width=LW)
    _head_at(cv, court, 0, head_y, 1.05)
    # legs in hose, shoes
    for x0, x1 in ((-30, -46), (30, 44)):
        _tube(cv, [(x0, -350), (x1 * 0.9, -200), (x1, -46)], 36, second if x0 < 0 else main)
    for x in (-58, 56):
        cv.ellipse(x, -28, 34, 15, fill=P.DARK_BROWN, line=LINE, width=LW * 0.8)
    # doublet and skirt
    body = mirror_x(path((0, -330), (-100, -330), ((-86, -380), (-66, -420), (-60, -450)),
                         ((-70, -520), (-84, -580), (-84, -600)), ((-60, -616), (-30, -622),
                                                                   (0, -622))))
    cv.poly(body, fill=main, line=LINE, width=LW)
    cv.poly([(-22, -620), (22, -620), (30, -330), (-30, -330)], fill=second, line=LINE,
            width=LW * 0.8)
    for i in range(6):
        cv.dot(0, -590 + i * 42, 5, trim)
    cv.poly([(-66, -462), (66, -462), (68, -436), (-68, -436)], fill=P.DARK_BROWN, line=LINE,
            width=LW * 0.8)
    cv.rect(-12, -466, 12, -432, fill=P.GOLD, line=LINE, width=LW * 0.6)
    for i in range(-4, 5):
        cv.dot(i * 22, -340, 4.5, trim)
    # ruff and neck
    cv.poly([(-14, -660), (14, -660), (16, -616), (-16, -616)], fill=P.FLESH_SHADE, line=LINE,
            width=LW * 0.8)
    for i in range(-3, 4):
        cv.ellipse(i * 14, -620 + abs(i) * 2, 11, 12, fill=P.WHITE, line=LINE, width=LW * 0.5)
    # free arm on the hip
    _tube(cv, [(-s * 80, -590), (-s * 122, -506), (-s * 62, -452)], 34, second)
    _hand(cv, -s * 58, -452)
    # arm holding the suit mark
    hx, hy = s * 112, -520
    _tube(cv, [(s * 80, -590), (s * 118, -520), (hx, hy)], 34, second)
    _held(cv, suit, four_colour, rich, hx, hy, s)
    _hand(cv, hx, hy)
    _face_at(cv, court, 0, head_y, 1.05)


# -- Roi ----------------------------------------------------------------------

def roi(cv, suit, four_colour, rich, main, second, trim):
    s = -1 if suit in "OB" else 1
    court = Court("king", robe=main, panel=second, trim=trim, sleeve=main,
                  hair=(150, 150, 160) if suit in "CS" else (120, 76, 40), hat=R if main != R else B,
                  headwear="crown", side=s, turn=-0.25 * s, beard=True, accent=B if trim != B else R)
    head_y = -700
    mantle = mirror_x(path((0, -626), (-92, -606), ((-130, -560), (-170, -300), (-182, -30)),
                           (0, -30)))
    cv.poly(mantle, fill=second, line=LINE, width=LW)
    _head_at(cv, court, 0, head_y, 1.05)
    robe = mirror_x(path((0, -620), (-80, -604), ((-100, -500), (-124, -260), (-140, -34)),
                         (0, -34)))
    cv.poly(robe, fill=main, line=LINE, width=LW)
    cv.poly([(-26, -618), (26, -618), (54, -34), (-54, -34)], fill=trim, line=LINE,
            width=LW * 0.8)
    for i in range(9):
        y = -590 + i * 62
        cv.poly([(0, y - 12), (9, y), (0, y + 12), (-9, y)], fill=P.mix(trim, LINE, 0.4))
    # ermine hem and cape collar
    cv.poly(mirror_x(path((0, -34), (-140, -34), (-136, -80), ((-80, -86), (-40, -88),
                                                                 (0, -88)))),
            fill=P.WHITE, line=LINE, width=LW)
    for x in range(-120, 121, 40):
        cv.poly([(x, -70), (x + 4, -52), (x, -46), (x - 4, -52)], fill=P.BLACK)
    cv.poly(mirror_x(path((0, -560), ((-40, -562), (-96, -566), (-112, -584)),
                          ((-96, -612), (-50, -630), (0, -636)))),
            fill=P.WHITE, line=LINE, width=LW)
    for x in (-80, -44, 0, 44, 80):
        cv.poly([(x, -600), (x + 4, -584), (x, -578), (x - 4, -584)], fill=P.BLACK)
    for x in (-50, 50):
        cv.ellipse(x, -24, 24, 12, fill=P.DARK_BROWN, line=LINE, width=LW * 0.7)
    # the arm across the chest
    _tube(cv, [(-s * 84, -586), (-s * 108, -480), (-s * 30, -470)], 40, main)
    cv.circle(-s * 34, -472, 20, fill=P.WHITE, line=LINE, width=LW * 0.7)
    _hand(cv, -s * 18, -470)
    hx, hy = s * 116, -500
    _tube(cv, [(s * 84, -586), (s * 130, -500), (hx, hy)], 40, main)
    _held(cv, suit, four_colour, rich, hx, hy, s)
    cv.circle(hx + s * 8, hy + 14, 20, fill=P.WHITE, line=LINE, width=LW * 0.7)
    _hand(cv, hx, hy)
    _face_at(cv, court, 0, head_y, 1.05)


# -- Cavalière ----------------------------------------------------------------

def horse(cv, coat, mane, cloth, cloth_trim):
    """A horse walking to the right; origin on the ground under its middle."""
    far = P.mix(coat, LINE, 0.22)
    for pts in (([(-120, -300), (-136, -160), (-124, -24)]),
                ([(120, -300), (150, -170), (170, -34)])):
        _tube(cv, pts, 36, far)
    tail = path((-178, -380), ((-236, -370), (-250, -260), (-226, -170)),
                ((-214, -230), (-204, -300), (-168, -340)))
    cv.poly(tail, fill=mane, line=LINE, width=LW)
    neck = path((96, -400), ((150, -470), (170, -540), (196, -580)),
                (262, -560), ((236, -480), (210, -380), (180, -300)), (120, -300))
    cv.poly(neck, fill=coat, line=LINE, width=LW)
    body = path((-174, -404), ((-90, -436), (80, -430), (154, -408)),
                ((204, -388), (214, -300), (172, -264)), ((90, -238), (-80, -238), (-152, -258)),
                ((-204, -282), (-212, -376), (-174, -404)))
    cv.poly(body, fill=coat, line=LINE, width=LW)
    headshape = path((192, -586), ((214, -616), (250, -612), (266, -580)),
                     ((290, -540), (316, -500), (314, -470)), ((310, -446), (280, -444),
                                                               (256, -460)),
                     ((236, -476), (214, -520), (192, -586)))
    cv.poly(headshape, fill=coat, line=LINE, width=LW)
    for dx in (0, 16):
        cv.poly([(214 + dx, -600), (224 + dx, -646), (236 + dx, -598)], fill=coat, line=LINE,
                width=LW * 0.8)
    cv.ellipse(246, -566, 8, 6, fill=LINE)
    cv.dot(302, -470, 4, LINE)
    cv.polyline([(276, -456), (300, -452)], LINE, width=2.4)
    mane_shape = path((200, -596), ((170, -560), (150, -480), (100, -402)),
                      ((130, -420), (150, -450), (160, -470)), ((170, -500), (186, -540),
                                                                 (214, -584)))
    cv.poly(mane_shape, fill=mane, line=LINE, width=LW * 0.8)
    # bridle and reins
    cv.polyline([(212, -590), (262, -520), (300, -470)], P.DARK_RED, width=6)
    cv.polyline([(234, -470), (288, -500)], P.DARK_RED, width=5)
    cv.polyline([(296, -468), (120, -430)], P.DARK_RED, width=4)
    for pts in (([(-90, -290), (-70, -160), (-86, -24)]),
                ([(140, -286), (128, -160), (140, -24)])):
        _tube(cv, pts, 38, coat)
    for x in (-124, 170, -86, 140):
        cv.ellipse(x, -16, 24, 11, fill=P.DARK_BROWN, line=LINE, width=LW * 0.7)
    sc = path((-86, -414), (70, -414), ((84, -360), (78, -300), (64, -270)),
              ((0, -258), (-60, -258), (-100, -270)), ((-106, -330), (-96, -390), (-86, -414)))
    cv.poly(sc, fill=cloth, line=LINE, width=LW)
    cv.polyline(path((-98, -286), ((-50, -274), (20, -272), (68, -286))), cloth_trim,
                width=12)
    for x in (-70, -30, 10, 50):
        cv.dot(x, -276 - (x + 70) * 0.03, 5.5, P.GOLD)


def cavaliere(cv, suit, four_colour, rich, main, second, trim):
    court = Court("queen", robe=main, panel=second, trim=trim, sleeve=main,
                  hair=(120, 70, 40), hat=second, veil=trim, headwear="beret",
                  side=1, turn=0.5, accent=trim, plume=P.WHITE)
    coat = (236, 226, 210) if suit in "OS" else (168, 110, 70)
    mane = (200, 190, 176) if suit in "OS" else (70, 44, 30)
    with cv.at(-34, 0, scale=0.92):
        horse(cv, coat, mane, second, trim)
        x, seat = -6, -430
        head_y = seat - 280
        _head_at(cv, court, x + 6, head_y, 1.0)
        # far arm holds the reins
        _tube(cv, [(x + 40, seat - 190), (x + 84, seat - 110), (x + 124, seat - 60)], 30, main)
        _hand(cv, x + 124, seat - 60)
        # the long riding skirt falls over the horse's flank
        skirt = path((x - 56, seat - 40), (x + 56, seat - 40),
                     ((x + 90, seat + 40), (x + 110, seat + 120), (x + 100, seat + 170)),
                     ((x + 40, seat + 184), (x - 40, seat + 184), (x - 90, seat + 168)),
                     ((x - 84, seat + 110), (x - 70, seat + 30), (x - 56, seat - 40)))
        cv.poly(skirt, fill=second, line=LINE, width=LW)
        cv.polyline(path((x - 88, seat + 156), ((x - 30, seat + 170), (x + 40, seat + 170),
                                                (x + 100, seat + 156))), trim, width=10)
        cv.ellipse(x + 112, seat + 186, 30, 12, fill=P.DARK_BROWN, line=LINE, width=LW * 0.7)
        torso = path((x - 50, seat - 20), ((x - 56, seat - 110), (x - 46, seat - 190),
                                           (x - 24, seat - 208)),
                     (x + 34, seat - 208), ((x + 54, seat - 190), (x + 54, seat - 110),
                                            (x + 50, seat - 20)))
        cv.poly(torso, fill=main, line=LINE, width=LW)
        cv.poly([(x - 10, seat - 206), (x + 20, seat - 206), (x + 16, seat - 22),
                 (x - 6, seat - 22)], fill=trim, line=LINE, width=LW * 0.7)
        cv.poly([(x - 8, head_y + 50), (x + 20, head_y + 50), (x + 22, seat - 200),
                 (x - 10, seat - 200)], fill=P.FLESH_SHADE, line=LINE, width=LW * 0.7)
        cv.poly([(x - 60, seat - 34), (x + 60, seat - 34), (x + 60, seat - 14), (x - 60, seat - 14)],
                fill=P.DARK_BROWN, line=LINE, width=LW * 0.7)
        # near arm raises the suit mark clear of the face
        hx, hy = x - 128, seat - 150
        _tube(cv, [(x - 40, seat - 190), (x - 100, seat - 120), (hx, hy)], 32, main)
        _held(cv, suit, four_colour, rich, hx, hy, -1)
        _hand(cv, hx, hy)
        _face_at(cv, court, x + 6, head_y, 1.0)
