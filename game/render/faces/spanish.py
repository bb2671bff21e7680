"""The Aluette pack: Spanish suits (coins, cups, batons, swords), numbers 1-9,
Valet, Cavalière and Roi, and the eight named cards of the Jeu de la Vache."""

from __future__ import annotations

from . import aluette_courts, aluette_named, french, suits
from . import palette as P
from .common import THUMB_BOX, fine_mode, index_label, small_mode, thumbnail_frame

LABELS = {"J": "V", "N": "C", "K": "R"}
#: the pips' and the named cards' emblems' extent on a full-size card, in card units
PIP_BOX = (110.0, 95.0, 540.0, 905.0)
NAMED_BOX = (110.0, 95.0, 540.0, 780.0)

_ROUND_LAYOUTS = {
    "2": ((325, 290), (325, 710)),
    "3": ((325, 215), (325, 500), (325, 785)),
    "4": ((215, 285), (435, 285), (215, 715), (435, 715)),
    "5": ((205, 250), (445, 250), (325, 500), (205, 750), (445, 750)),
    "6": ((215, 215), (435, 215), (215, 500), (435, 500), (215, 785), (435, 785)),
    "7": ((215, 190), (435, 190), (325, 345), (215, 500), (435, 500), (215, 810),
          (435, 810)),
    "8": ((215, 180), (435, 180), (215, 393), (435, 393), (215, 607), (435, 607),
          (215, 820), (435, 820)),
    "9": ((195, 215), (325, 215), (455, 215), (195, 500), (325, 500), (455, 500),
          (195, 785), (325, 785), (455, 785)),
}
_ROUND_SCALE = {"2": 1.55, "3": 1.3, "4": 1.4, "5": 1.3, "6": 1.28, "7": 1.12, "8": 1.08,
                "9": 1.08}


def round_layout(rank):
    """Centres and scale of coins and cups on a number card."""
    return _ROUND_LAYOUTS[rank], _ROUND_SCALE[rank]


def long_layout(rank):
    """Batons and swords: crossed pairs, plus a long upright one for odd counts.

    Returns (x, y, angle, scale, length) for each piece: ``scale`` sizes the
    whole mark, ``length`` stretches the blade or the wood only.
    """
    n = int(rank)
    pairs = n // 2
    centres = {1: [(325, 500)], 2: [(325, 290), (325, 710)],
               3: [(325, 215), (325, 500), (325, 785)],
               4: [(215, 290), (435, 290), (215, 710), (435, 710)]}[pairs]
    scale, length = {1: (2.6, 1.7), 2: (1.95, 1.6), 3: (1.62, 1.45), 4: (1.6, 1.6)}[pairs]
    angle = 32 if pairs != 4 else 24
    pieces = []
    for x, y in centres:
        pieces.append((x, y, -angle, scale, length))
        pieces.append((x, y, angle, scale, length))
    if n % 2:
        pieces.append((325, 500, 0, 1.7, 4.0 if pairs >= 2 else 2.6))
    return pieces


def draw_pips(cv, rank, suit, four_colour, rich, line_px=0.0):
    """The number card's marks; ``line_px`` keeps their key lines at least that many
    screen pixels wide (a thumbnail's would vanish otherwise)."""
    # card units per screen pixel, in the marks' own drawing scale
    unit = line_px * 1000.0 / (cv.h * cv.unit_scale())
    if suit in "OC":
        centres, scale = round_layout(rank)
        for x, y in centres:
            with cv.at(x, y, scale=scale):
                suits.spanish(cv, suit, four_colour, rich, lw=max(3.5, unit / scale))
    else:
        for x, y, angle, scale, length in long_layout(rank):
            with cv.at(x, y, rot=angle, scale=scale):
                suits.spanish(cv, suit, four_colour, rich, lw=max(3.5 / scale * 1.6, unit / scale),
                              length=length)


def draw_ace(cv, suit, four_colour, rich):
    """The aces: one large, ornamented mark."""
    if suit == "O":
        if rich:
            for i in range(24):
                with cv.at(325, 500, rot=i * 15):
                    cv.ellipse(0, -205, 9, 22, fill=P.mix(P.GOLD, P.WHITE, 0.35),
                               line=P.OUTLINE, width=2)
        with cv.at(325, 500, scale=3.6):
            suits.coin(cv, four_colour, rich, lw=1.6)
    elif suit == "C":
        with cv.at(325, 520, scale=4.2):
            suits.cup(cv, four_colour, rich, lw=1.3)
    elif suit == "B":
        with cv.at(325, 500, rot=-12, scale=3.0):
            suits.baton(cv, four_colour, rich, lw=1.8, length=2.5)
        if rich:
            for x, y, r in ((236, 236, -40), (402, 310, 30), (250, 600, -60)):
                aluette_named.oak_leaf(cv, x, y, 1.1, r)
    else:
        with cv.at(325, 520, scale=2.6):
            suits.sword(cv, four_colour, rich, lw=1.8, length=2.9)
        if rich:
            with cv.at(325, 110, scale=0.9):
                aluette_named.little_crown(cv)


def draw_index(cv, rank, suit, four_colour):
    label = index_label(rank, LABELS)
    colour = (P.SPANISH_INK_4 if four_colour else P.SPANISH_INK)[suit]
    small = small_mode(cv)
    for rot in ((0,) if small else (0, 180)):
        with cv.at(325, 500, rot=rot), cv.at(-325, -500):
            if small:
                cv.text(84, 108, label, 150, colour)
                with cv.at(84, 262, scale=1.1):
                    suits.spanish(cv, suit, four_colour, rich=False, lw=7)
            else:
                cv.text(56, 80, label, 90, colour)
                with cv.at(56, 172, scale=0.74):
                    suits.spanish(cv, suit, four_colour, rich=False, lw=5.5)


def draw(cv, code, four_colour=False, indices=True):
    rank, suit = code[0], code[1]
    rich = fine_mode(cv)
    if small_mode(cv) and rank == "1" and code not in aluette_named.NAMED:
        big = {"O": 3.2, "C": 3.2, "B": 2.9, "S": 2.9}[suit]
        with cv.at(400, 630, scale=big):
            suits.spanish(cv, suit, four_colour, rich=False, lw=3.6, length=1.2)
    elif small_mode(cv) and rank not in "JNK":
        # the card's own pips or emblem, shrunk beside the corner index
        named = code in aluette_named.NAMED
        if named:
            x0, y0, x1, y1 = THUMB_BOX
            with thumbnail_frame(cv, NAMED_BOX, (x0, y0, x1, aluette_named.band_top(cv, code) - 16)):
                aluette_named.draw_emblem(cv, code, four_colour, False)
            aluette_named.ribbon(cv, code)
        else:
            with thumbnail_frame(cv, PIP_BOX):
                draw_pips(cv, rank, suit, four_colour, False, line_px=1.1)
    elif code in aluette_named.NAMED:
        aluette_named.draw(cv, code, four_colour, rich)
    elif rank in "JNK":
        aluette_courts.draw(cv, rank, suit, four_colour, rich)
        if small_mode(cv) and indices:
            french.plaque(cv, x1=176, y1=336)
    elif rank == "1":
        draw_ace(cv, suit, four_colour, rich)
    else:
        draw_pips(cv, rank, suit, four_colour, rich)
    if indices:
        draw_index(cv, rank, suit, four_colour)
