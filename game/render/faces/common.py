"""Pieces every face shares: the card blank, corner labels, size classes."""

from __future__ import annotations

from contextlib import contextmanager

from . import palette as P

RADIUS = 34.0
SMALL_BELOW = 110  # pixel height under which faces switch to the thumbnail design


def small_mode(cv):
    return cv.h < SMALL_BELOW


def fine_mode(cv):
    """Large enough for written names and fine ornament."""
    return cv.h >= 150


def blank(cv, ground=P.GROUND, edge=P.EDGE):
    """The rounded card with its ground colour and a thin printed edge."""
    cv.rounded(0, 0, 650, 1000, RADIUS, fill=edge)
    inset = max(2.4, 900.0 / cv.h)  # about one pixel, never thinner
    cv.rounded(inset, inset, 650 - inset, 1000 - inset, RADIUS - inset, fill=ground)


def index_label(rank, labels):
    """Text of the rank in the corner: ``labels`` maps letters, else digits."""
    if rank in labels:
        return labels[rank]
    return "10" if rank == "T" else rank


#: where a thumbnail's centre goes: right of and below its one corner index
THUMB_BOX = (232.0, 36.0, 628.0, 966.0)


@contextmanager
def thumbnail_frame(cv, content, box=THUMB_BOX):
    """Draw the centre of a full-size card (``content``: x0, y0, x1, y1 in card units)
    shrunk into ``box`` on a thumbnail: the real pip layout, clear of the index."""
    x0, y0, x1, y1 = content
    bx0, by0, bx1, by1 = box
    k = min((bx1 - bx0) / (x1 - x0), (by1 - by0) / (y1 - y0))
    with cv.at((bx0 + bx1) / 2, (by0 + by1) / 2, scale=k), cv.at(-(x0 + x1) / 2, -(y0 + y1) / 2):
        yield
