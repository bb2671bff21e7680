"""French-suited faces shared by the Paris and Vienna packs.

Pip cards follow the classic French layouts (two outer columns, a centre
column for the odd pips, lower-half pips turned upside down); courts are
double-ended pictures inside a frame, drawn by the pack's own module.
"""

from __future__ import annotations

from . import palette as P
from . import suits
from .common import index_label, small_mode, thumbnail_frame

COLS = (190.0, 325.0, 460.0)
TOP, BOTTOM = 175.0, 825.0


def _rows(n):
    return [TOP + (BOTTOM - TOP) * i / (n - 1) for i in range(n)]


def pip_positions(rank):
    """(x, y) centres of the pips of a French number card (7-10)."""
    left, mid, right = COLS
    if rank == "7":
        r = _rows(3)
        return [(x, y) for y in r for x in (left, right)] + [(mid, (r[0] + r[1]) / 2)]
    if rank == "8":
        r = _rows(3)
        return ([(x, y) for y in r for x in (left, right)]
                + [(mid, (r[0] + r[1]) / 2), (mid, (r[1] + r[2]) / 2)])
    if rank == "9":
        r = _rows(4)
        return [(x, y) for y in r for x in (left, right)] + [(mid, 500.0)]
    if rank == "T":
        r = _rows(4)
        return ([(x, y) for y in r for x in (left, right)]
                + [(mid, (r[0] + r[1]) / 2), (mid, (r[2] + r[3]) / 2)])
    raise ValueError(rank)


def draw_pips(cv, rank, suit, colour, scale=0.98):
    if rank == "A":
        draw_ace(cv, suit, colour)
        return
    for x, y in pip_positions(rank):
        # pips below the middle face the other way, as printed
        with cv.at(x, y, rot=180 if y > 501 else 0, scale=scale):
            suits.french(cv, suit, colour)


def draw_ace(cv, suit, colour, ornament=None):
    with cv.at(325, 500, scale=2.7):
        suits.french(cv, suit, colour)
    if ornament:
        ornament(cv, suit, colour)


def draw_index(cv, pack, rank, suit, colour, labels, face="serif-bold"):
    """Rank letter and a small suit mark in the two opposite corners."""
    label = index_label(rank, labels)
    small = small_mode(cv)
    corners = (0,) if small else (0, 180)
    if small and rank in "JQK":
        plaque(cv)
    for rot in corners:
        with cv.at(325, 500, rot=rot):
            with cv.at(-325, -500):
                if small:
                    _corner(cv, label, suit, colour, 84, 108, 150, 250, 0.78, face)
                else:
                    _corner(cv, label, suit, colour, 58, 80, 94, 162, 0.44, face)


def _corner(cv, label, suit, colour, x, y, size, sy, sscale, face):
    if len(label) > 1:
        size, spacing = size * 0.8, -size * 0.1
    else:
        spacing = 0.0
    cv.text(x, y, label, size, colour, face=face, spacing=spacing)
    with cv.at(x, sy, scale=sscale):
        suits.french(cv, suit, colour)


def plaque(cv, x1=168.0, y1=318.0, ground=P.GROUND, edge=P.EDGE):
    """Ground for a thumbnail's index where it overlaps a picture."""
    cv.rounded(-40, -40, x1, y1, 30, fill=ground, line=edge, width=max(3.0, 1000.0 / cv.h))


#: the pips' extent on a full-size card, in card units
PIP_BOX = (130.0, 115.0, 520.0, 885.0)


def draw_small_centre(cv, rank, suit, colour):
    """A thumbnail's centre: the ace's one large mark, or the number card's own pip
    layout (a little bolder) beside the corner index."""
    if rank == "A":
        with cv.at(392, 650, scale=2.6):
            suits.french(cv, suit, colour)
        return
    with thumbnail_frame(cv, PIP_BOX):
        draw_pips(cv, rank, suit, colour, scale=1.12)


def ink(suit, four_colour):
    return (P.FRENCH_INK_4 if four_colour else P.FRENCH_INK)[suit]
