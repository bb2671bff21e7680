"""The eight named cards of the Aluette pack, each with its name on a ribbon
and its own emblem: Monsieur's top hat, Madame's coiffe, the one-eyed coin of
Le borgne, the cow of La vache, oak for the Deux de chêne, a quill for the
Deux d’écrit, a large and a small star for the two nines."""

from __future__ import annotations

import math

from . import palette as P
from . import suits
from .canvas import ellipse_pts, mirror_x, path
from .common import small_mode
from .figures import Court, back_hair, head

NAMED = {
    "3O": "Monsieur", "3C": "Madame", "2O": "Le borgne", "2C": "La vache",
    "9C": "Grand-neuf", "9O": "Petit-neuf", "2B": "Deux de chêne", "2S": "Deux d’écrit",
}

RIBBON = (250, 240, 214)
RIBBON_EDGE = (150, 26, 36)
RIBBON_TEXT = (110, 16, 26)
LW = 4.0


# The pack's own short forms, for cards too small to carry the whole name.
SHORT = {
    "3O": "Monsieur", "3C": "Madame", "2O": "Borgne", "2C": "Vache",
    "9C": "Grand 9", "9O": "Petit 9", "2B": "Chêne", "2S": "Écrit",
}

#: the smallest lettering, in screen pixels, that still reads at a glance
LETTER_PX = 9.0
#: the classic scroll's lettering, in card units
SCROLL_SIZE = 46.0


def printed_name(code):
    """A named card's own name ('' for the other cards)."""
    return NAMED.get(code, "")


def lettering(cv, code):
    """How ``code`` is named at this card size: ``(text, size, scroll)``, the
    text, its size in card units and whether it sits on the classic scroll.

    The full name on the scroll wherever it reads at ``LETTER_PX`` or more;
    else the full name on a plain band with larger lettering; else the short
    form on that band."""
    need = LETTER_PX * 1000.0 / cv.h
    full = NAMED[code]
    if not small_mode(cv) and need <= SCROLL_SIZE:
        fitted = SCROLL_SIZE * min(1.0, 340.0 / cv.text_width(full, SCROLL_SIZE))
        if fitted >= need * 0.97:
            return full, fitted, True
    size = max(need, SCROLL_SIZE)
    left, right, _, _ = _band(cv, size)
    room = right - left - 0.5 * size
    for text in (full, SHORT[code]):
        fitted = size * min(1.0, room / cv.text_width(text, size, "sans-bold"))
        if fitted >= need * 0.97:
            break
    return text, fitted, False


def _band(cv, size):
    """(left, right, top, bottom) of the plain band used for large lettering:
    across the whole foot on a thumbnail (its only index is at the top), left
    of the turned index otherwise."""
    height = 1.5 * size
    bottom = 972.0
    if small_mode(cv):
        return 22.0, 628.0, bottom - height, bottom
    return 22.0, 548.0, bottom - height, bottom


def ribbon(cv, code, y=862.0):
    """The card's name across its foot, clear of the corner indices: the
    classic scroll where its lettering reads, a plain band with larger
    lettering (and the short name if needed) on smaller cards."""
    text, size, scroll = lettering(cv, code)
    if scroll:
        _scroll(cv, text, size, y)
        return
    left, right, top, bottom = _band(cv, size)
    cv.rounded(left, top, right, bottom, 0.22 * (bottom - top), fill=RIBBON,
               line=RIBBON_EDGE, width=max(LW, 1.2 * 1000.0 / cv.h))
    # sans lettering: a serif's hairlines vanish a few pixels high
    cv.text((left + right) / 2, (top + bottom) / 2, text, size, RIBBON_TEXT, face="sans-bold")


def _scroll(cv, text, size, y):
    line = P.OUTLINE
    for sx in (-1, 1):
        tail = [(325 + sx * 178, y - 18), (325 + sx * 212, y - 14), (325 + sx * 196, y + 12),
                (325 + sx * 214, y + 42), (325 + sx * 160, y + 38)]
        cv.poly(tail, fill=P.mix(RIBBON_EDGE, P.BLACK, 0.15), line=line, width=LW * 0.8)
    band = path((135, y - 34), ((230, y - 48), (420, y - 48), (515, y - 34)), (515, y + 28),
                ((420, y + 14), (230, y + 14), (135, y + 28)))
    cv.poly(band, fill=RIBBON, line=line, width=LW)
    cv.polyline(path((148, y - 24), ((230, y - 37), (420, y - 37), (502, y - 24))),
                RIBBON_EDGE, width=2.2)
    cv.polyline(path((148, y + 18), ((230, y + 5), (420, y + 5), (502, y + 18))),
                RIBBON_EDGE, width=2.2)
    cv.text(325, y - 10, text, size, RIBBON_TEXT)


def draw(cv, code, four_colour, rich):
    draw_emblem(cv, code, four_colour, rich)
    ribbon(cv, code)


def draw_emblem(cv, code, four_colour, rich):
    """The card's pips and emblem, without its name."""
    _DRAW[code](cv, four_colour, rich)


def band_top(cv, code):
    """Where the name's band (or scroll) begins, in card units from the top."""
    text, size, scroll = lettering(cv, code)
    if scroll:
        return 862.0 - 48
    return _band(cv, size)[2]


# -- emblems ------------------------------------------------------------------

def medallion(cv, x, y, rx, ry, ground):
    cv.ellipse(x, y, rx + 12, ry + 12, fill=P.GOLD, line=P.OUTLINE, width=LW)
    cv.ellipse(x, y, rx, ry, fill=ground, line=P.OUTLINE, width=LW * 0.8)


def _portrait(cv, court, coat, shirt, tie):
    """Head and shoulders inside a medallion centred on the origin."""
    with cv.at(0, -20, scale=1.05):
        back_hair(cv, court, P.OUTLINE)
    shoulders = mirror_x(path((0, 160), (-150, 160), ((-140, 110), (-110, 80), (-40, 64)),
                              (0, 64)))
    cv.poly(shoulders, fill=coat, line=P.OUTLINE, width=LW)
    cv.poly([(-34, 62), (34, 62), (0, 130)], fill=shirt, line=P.OUTLINE, width=LW * 0.8)
    cv.poly([(-16, 36), (16, 36), (20, 72), (-20, 72)], fill=P.FLESH_SHADE, line=P.OUTLINE,
            width=LW * 0.8)
    if tie:
        cv.poly([(0, 74), (-26, 62), (-26, 90)], fill=tie, line=P.OUTLINE, width=LW * 0.7)
        cv.poly([(0, 74), (26, 62), (26, 90)], fill=tie, line=P.OUTLINE, width=LW * 0.7)
        cv.circle(0, 76, 7, fill=tie, line=P.OUTLINE, width=LW * 0.6)
    with cv.at(0, -20, scale=1.05):
        head(cv, court, P.OUTLINE)


def _row(cv, suit, four_colour, rich, y=610.0, scale=1.05):
    for x in (190, 325, 460):
        with cv.at(x, y, scale=scale):
            suits.spanish(cv, suit, four_colour, rich)


def monsieur(cv, four_colour, rich):
    medallion(cv, 325, 300, 160, 190, (214, 226, 236))
    gent = Court("jack", robe=P.NAVY, panel=P.WHITE, trim=P.NAVY, sleeve=P.NAVY,
                 hair=(70, 52, 40), hat=(34, 32, 38), headwear="top_hat", turn=0.2,
                 moustache=True, accent=P.RED)
    layer = cv.layer()
    with layer.at(325, 330, scale=0.95):
        _portrait(layer, gent, P.NAVY, P.WHITE, P.RED)
    _clip_ellipse(cv, layer, 325, 300, 160, 190)
    _row(cv, "O", four_colour, rich)


def madame(cv, four_colour, rich):
    medallion(cv, 325, 300, 160, 190, (236, 220, 226))
    lady = Court("jack", robe=P.BLACK, panel=P.WHITE, trim=P.BLACK, sleeve=P.BLACK,
                 hair=(90, 56, 30), hat=P.WHITE, headwear="coiffe", turn=-0.2,
                 accent=P.WHITE)
    layer = cv.layer()
    with layer.at(325, 345, scale=0.9):
        _portrait(layer, lady, (40, 36, 48), (236, 220, 200), None)
        for i in range(-3, 4):
            layer.dot(i * 16, 84 + abs(i) * 3, 5, P.GOLD)
    _clip_ellipse(cv, layer, 325, 300, 160, 190)
    _row(cv, "C", four_colour, rich)


def _clip_ellipse(cv, layer, x, y, rx, ry):
    """Composite ``layer`` onto ``cv`` inside an ellipse (card units)."""
    from PIL import Image, ImageDraw
    mask = Image.new("L", layer.img.size, 0)
    pts = [(px * cv.kx, py * cv.ky) for px, py in ellipse_pts(x, y, rx, ry, 96)]
    ImageDraw.Draw(mask).polygon(pts, fill=255)
    cv.paste_masked(layer, mask)
    cv.ellipse(x, y, rx, ry, line=P.OUTLINE, width=LW * 0.8)


def le_borgne(cv, four_colour, rich):
    with cv.at(325, 300, scale=2.6):
        one_eyed_coin(cv, four_colour)
    with cv.at(325, 650, scale=1.55):
        suits.coin(cv, four_colour, rich)


def one_eyed_coin(cv, four_colour):
    """A coin whose face has lost an eye: a patch and its strap."""
    line = P.OUTLINE
    main = P.GOLD
    cv.circle(0, 0, 48, fill=main, line=line, width=1.6)
    cv.circle(0, 0, 40, line=P.mix(main, line, 0.5), width=0.9)
    for i in range(16):
        a = i * math.pi / 8
        with cv.at(44 * math.cos(a), 44 * math.sin(a), rot=math.degrees(a) + 90):
            cv.poly([(-2.2, 2), (0, -3), (2.2, 2)], fill=P.mix(main, line, 0.5))
    face = P.mix(main, P.WHITE, 0.35)
    cv.circle(0, 2, 30, fill=face, line=line, width=1.3)
    cv.ellipse(-11, -5, 6, 3.6, fill=P.WHITE, line=line, width=0.9)
    cv.dot(-10, -5, 2.2, P.DARK_BROWN)
    cv.polyline([(-18, -13), (-11, -15), (-4, -13)], line, width=1.2)
    cv.polyline([(-34, -22), (34, 6)], line, width=1.6)
    cv.ellipse(11, -4, 8.5, 7, fill=P.BLACK, line=line, width=0.9)
    cv.polyline([(0, -2), (2, 9), (-3, 10)], line, width=1.0)
    cv.polyline(path((-9, 17), ((-4, 21), (4, 21), (9, 16))), P.DARK_RED, width=1.6)
    cv.dot(-18, 8, 3.5, P.mix(face, P.PINK, 0.4))


def la_vache(cv, four_colour, rich):
    with cv.at(325, 320, scale=1.2):
        cow(cv)
    for x in (215, 435):
        with cv.at(x, 640, scale=1.45):
            suits.cup(cv, four_colour, rich)


def cow(cv, coat=P.WHITE, patch=(120, 74, 44)):
    """A cow standing in profile, facing left, about 320 units long."""
    line = P.OUTLINE
    tail = path((118, -36), ((150, -20), (150, 40), (140, 78)))
    cv.polyline(tail, line, width=7)
    cv.polyline(tail, coat, width=3.5)
    cv.ellipse(140, 86, 8, 14, fill=patch, line=line, width=2)
    for x, near in ((-70, False), (90, False), (-92, True), (70, True)):
        colour = coat if near else P.mix(coat, line, 0.18)
        cv.poly([(x - 13, 30), (x + 13, 30), (x + 11, 112), (x - 11, 112)], fill=colour,
                line=line, width=LW * 0.8)
        cv.rect(x - 12, 106, x + 12, 122, fill=P.DARK_BROWN, line=line, width=LW * 0.7)
    body = path((-112, -48), ((-60, -62), (60, -60), (116, -50)),
                ((136, -30), (136, 36), (110, 52)), ((50, 62), (-60, 62), (-108, 48)),
                ((-126, 30), (-128, -30), (-112, -48)))
    cv.poly(body, fill=coat, line=line, width=LW)
    cv.ellipse(60, 60, 22, 14, fill=P.PINK, line=line, width=2.4)
    for x, y, rx, ry, r in ((-30, -20, 34, 24, 10), (62, 4, 30, 34, -20), (-84, 20, 18, 16, 0)):
        cv.ellipse(x, y, rx, ry, fill=patch, rot=r)
    cv.poly(body, line=line, width=LW)
    with cv.at(-132, -56, rot=-18):
        for sx in (-1, 1):
            horn = path((sx * 16, -24), ((sx * 30, -36), (sx * 42, -40), (sx * 48, -58)),
                        ((sx * 36, -48), (sx * 24, -40), (sx * 8, -32)))
            cv.poly(horn, fill=(240, 230, 200), line=line, width=2.4)
        cv.ellipse(-30, -22, 22, 10, fill=coat, line=line, width=2.4, rot=-20)
        headshape = path((-24, -32), ((0, -40), (26, -30), (26, -6)),
                         ((26, 30), (16, 62), (0, 70)), ((-18, 70), (-30, 56), (-28, 20)),
                         ((-28, 0), (-34, -24), (-24, -32)))
        cv.poly(headshape, fill=coat, line=line, width=LW)
        cv.ellipse(-2, 58, 24, 17, fill=P.mix(P.PINK, P.WHITE, 0.3), line=line, width=2.4)
        for sx in (-1, 1):
            cv.dot(-2 + sx * 9, 60, 3, line)
        cv.ellipse(-10, 4, 5, 5, fill=P.BLACK)
        cv.ellipse(14, 4, 5, 5, fill=P.BLACK)
        cv.ellipse(4, -14, 16, 10, fill=patch)


def star(cv, x, y, r, points, fill, line=P.OUTLINE, inner=0.45):
    pts = []
    for i in range(points * 2):
        a = -math.pi / 2 + i * math.pi / points
        rr = r if i % 2 == 0 else r * inner
        pts.append((x + rr * math.cos(a), y + rr * math.sin(a)))
    cv.poly(pts, fill=fill, line=line, width=LW * 0.7)


def _grid9(cv, suit, four_colour, rich):
    for row, y in enumerate((175, 390, 605)):
        for x in (190, 325, 460):
            if (row, x) == (1, 325):
                continue
            with cv.at(x, y, scale=0.98):
                suits.spanish(cv, suit, four_colour, rich)


def grand_neuf(cv, four_colour, rich):
    star(cv, 325, 390, 120, 8, P.mix(P.GOLD, P.WHITE, 0.3), inner=0.55)
    _grid9(cv, "C", four_colour, rich)
    with cv.at(325, 390, scale=0.98):
        suits.cup(cv, four_colour, rich)


def petit_neuf(cv, four_colour, rich):
    _grid9(cv, "O", four_colour, rich)
    with cv.at(325, 390, scale=0.98):
        suits.coin(cv, four_colour, rich)
    star(cv, 325, 300, 26, 5, P.RED)


def oak_leaf(cv, x, y, k, rot, colour=(86, 130, 52)):
    line = P.OUTLINE
    with cv.at(x, y, rot=rot, scale=k):
        lobes = [(0, -46)]
        for i in range(1, 5):
            yy = -46 + i * 18
            lobes.append((-(12 + i * 2.5), yy - 9))
            lobes.append((-(6 + i * 1.5), yy))
        lobes.append((-4, 30))
        cv.poly(mirror_x(lobes[:-1] + [(0, 30)]), fill=colour, line=line, width=2.6)
        cv.polyline([(0, -40), (0, 40)], P.mix(colour, line, 0.4), width=2)


def acorn(cv, x, y, k, rot):
    line = P.OUTLINE
    with cv.at(x, y, rot=rot, scale=k):
        cv.ellipse(0, 8, 11, 15, fill=(178, 128, 60), line=line, width=2.2)
        cv.ellipse(0, -6, 13, 8, fill=(116, 80, 40), line=line, width=2.2)
        cv.rect(-1.5, -20, 1.5, -12, fill=(116, 80, 40))


def deux_de_chene(cv, four_colour, rich):
    for x, y, r in ((160, 190, -30), (490, 200, 30), (170, 560, -150), (480, 570, 150)):
        oak_leaf(cv, x, y, 1.25, r)
    for x, y, r in ((206, 226, -20), (444, 236, 20), (216, 600, 200), (434, 600, 160)):
        acorn(cv, x, y, 1.3, r)
    for angle in (-32, 32):
        with cv.at(325, 400, rot=angle, scale=2.2):
            suits.baton(cv, four_colour, rich, lw=2.6, length=1.55)


def quill(cv, x, y, k, rot):
    line = P.OUTLINE
    with cv.at(x, y, rot=rot, scale=k):
        vane = path((0, 60), ((-22, 10), (-26, -50), (0, -110)), ((10, -60), (14, 0), (0, 60)))
        cv.poly(vane, fill=P.WHITE, line=line, width=2.4)
        for i in range(6):
            yy = -90 + i * 22
            cv.polyline([(-2, yy + 10), (-16, yy)], P.mix(P.WHITE, line, 0.35), width=1.4)
        cv.polyline([(0, -100), (0, 90)], line, width=2.6)
        cv.poly([(-3, 84), (3, 84), (0, 104)], fill=P.DARK_BROWN)


def scroll(cv, x, y, k):
    line = P.OUTLINE
    with cv.at(x, y, scale=k):
        cv.rect(-60, -34, 60, 34, fill=(244, 232, 200), line=line, width=2.4)
        for sx in (-1, 1):
            cv.ellipse(sx * 60, 0, 10, 38, fill=(232, 214, 170), line=line, width=2.4)
        for i in range(4):
            cv.polyline([(-44, -18 + i * 12), (40 - (i % 2) * 18, -18 + i * 12)],
                        P.mix((244, 232, 200), line, 0.5), width=1.6)


def deux_d_ecrit(cv, four_colour, rich):
    for angle in (-32, 32):
        with cv.at(325, 380, rot=angle, scale=2.7):
            suits.sword(cv, four_colour, rich, lw=2.2, length=1.6)
    quill(cv, 470, 640, 1.2, 28)
    scroll(cv, 200, 680, 1.05)


def little_crown(cv):
    line = P.OUTLINE
    cv.poly([(-50, 20), (-58, -26), (-28, 0), (0, -36), (28, 0), (58, -26), (50, 20)],
            fill=P.GOLD, line=line, width=3)
    for x, y in ((-58, -30), (0, -40), (58, -30)):
        cv.circle(x, y, 7, fill=P.RED, line=line, width=2)
    cv.rect(-50, 14, 50, 28, fill=P.GOLD, line=line, width=3)


_DRAW = {
    "3O": monsieur, "3C": madame, "2O": le_borgne, "2C": la_vache,
    "9C": grand_neuf, "9O": petit_neuf, "2B": deux_de_chene, "2S": deux_d_ecrit,
}
