"""Pieces every face shares: the card blank, corner labels, size classes."""

from __future__ import annotations

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
