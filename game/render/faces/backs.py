"""Card backs, one design per tradition (each pack's descriptor names its own).

Aluette: Vendée red with a cream lattice and the cow of the Jeu de la Vache
in a medallion. Paris: navy with rows of small lilies around an oval.
Vienna: bottle green with a gilt guilloche rosette.
"""

from __future__ import annotations

import math

from .. import packs
from . import palette as P
from .aluette_named import cow
from .common import RADIUS

CREAM = (244, 236, 214)


def draw(cv, pack):
    cv.rounded(0, 0, 650, 1000, RADIUS, fill=P.EDGE)
    cv.rounded(2.4, 2.4, 647.6, 997.6, RADIUS - 2.4, fill=P.WHITE)
    packs.resolve(packs.get(pack).back)(cv)


def _panel(cv, ground, line, inset=34.0):
    cv.rounded(inset, inset, 650 - inset, 1000 - inset, 18, fill=ground)
    cv.rounded(inset + 10, inset + 10, 640 - inset, 990 - inset, 12, line=line, width=3)
    return inset + 16


def aluette(cv):
    red, dark = (156, 30, 40), (118, 20, 30)
    m = _panel(cv, red, CREAM)
    step = 44.0
    segs = []
    for k in range(-30, 31):
        x = 325 + k * step
        segs.append(((x - 600, 500 - 600 * 1.4), (x + 600, 500 + 600 * 1.4)))
        segs.append(((x + 600, 500 - 600 * 1.4), (x - 600, 500 + 600 * 1.4)))
    layer = cv.layer()
    layer.segments(segs, P.mix(red, CREAM, 0.45), width=3)
    for j in range(-14, 15):
        for i in range(-8, 9):
            x = 325 + i * step
            y = 500 + j * step * 1.4
            if (i + j) % 2 == 0:
                layer.dot(x, y, 5, dark)
    cv.paste_layer(layer, (m, m, 650 - m, 1000 - m))
    cv.ellipse(325, 500, 150, 150, fill=CREAM, line=dark, width=6)
    cv.ellipse(325, 500, 132, 132, line=red, width=3)
    with cv.at(318, 488, scale=0.62):
        cow(cv, coat=(250, 246, 236), patch=(156, 30, 40))


def _fleur(cv, x, y, k, fill):
    with cv.at(x, y, scale=k):
        cv.ellipse(0, -10, 6, 16, fill=fill)
        cv.ellipse(-11, -1, 5, 11, fill=fill, rot=-40)
        cv.ellipse(11, -1, 5, 11, fill=fill, rot=40)
        cv.rect(-12, 6, 12, 10, fill=fill)
        cv.poly([(-4, 10), (4, 10), (0, 22)], fill=fill)


def paris(cv):
    navy, light = (28, 44, 104), (120, 146, 206)
    m = _panel(cv, navy, light)
    layer = cv.layer()
    for j in range(24):
        for i in range(12):
            x = 60 + i * 48 + (24 if j % 2 else 0)
            y = 70 + j * 40
            _fleur(layer, x, y, 0.8, P.mix(navy, light, 0.55))
    cv.paste_layer(layer, (m, m, 650 - m, 1000 - m))
    cv.ellipse(325, 500, 170, 230, fill=navy, line=light, width=6)
    cv.ellipse(325, 500, 150, 210, line=P.mix(navy, light, 0.6), width=2.5)
    for i in range(12):
        a = i * math.pi / 6
        cv.dot(325 + 160 * math.cos(a), 500 + 220 * math.sin(a), 6, light)
    _fleur(cv, 325, 500, 4.0, light)


def vienna(cv):
    green, gold = (26, 90, 60), (206, 166, 84)
    m = _panel(cv, green, gold)
    layer = cv.layer()
    for j in range(-1, 11):
        for i in range(-1, 8):
            x, y = 40 + i * 96, 40 + j * 96
            for r in (40, 26):
                layer.circle(x, y, r, line=P.mix(green, gold, 0.35), width=1.6)
    for i in range(36):
        with layer.at(325, 500, rot=i * 10):
            layer.ellipse(0, -120, 60, 130, line=gold, width=1.8)
    cv.paste_layer(layer, (m, m, 650 - m, 1000 - m))
    cv.circle(325, 500, 60, fill=green, line=gold, width=5)
    for i in range(8):
        with cv.at(325, 500, rot=i * 45):
            cv.ellipse(0, -28, 9, 22, fill=gold)
    cv.circle(325, 500, 10, fill=P.mix(gold, P.WHITE, 0.4))
