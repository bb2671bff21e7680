"""The framed, double-ended court picture of the French-suited packs."""

from __future__ import annotations

from dataclasses import dataclass

from . import figures, suits
from .common import fine_mode, small_mode

SPLIT = 500.0


@dataclass(frozen=True)
class FrameStyle:
    line: tuple
    ground: tuple
    band: tuple | None          # coloured border band inside the frame line
    name_face: str
    name_colour: tuple
    mark_scale: float = 0.42


def frame_box(indices):
    x0 = 110.0 if indices else 52.0
    return x0, 52.0, 650.0 - x0, 948.0


def double_court(cv, court, suit, colour, style, name=None, indices=True):
    # thumbnails give the picture the whole card; the index sits on a plaque
    x0, y0, x1, y1 = frame_box(indices and not small_mode(cv))
    lw = 4.0
    cv.rect(x0, y0, x1, y1, fill=style.ground)
    layer = cv.layer()
    half_w = (x1 - x0) / 2
    scale = min(1.0, half_w / 212.0)
    with layer.at(325, SPLIT, scale=scale):
        figures.draw(layer, court, line=style.line)
    s = court.side
    mark_x = 325 - s * (half_w - 40)
    with layer.at(mark_x, y0 + 52, scale=style.mark_scale):
        suits.french(layer, suit, colour)
    if name and fine_mode(cv) and cv.h >= 250:
        with layer.at(mark_x, y0 + 96, rot=90):
            layer.text(0, 0, name, 25, style.name_colour, face=style.name_face,
                       anchor="lm", spacing=2.0)
    cv.paste_layer(layer, (x0, y0, x1, SPLIT), rotate180_to=(x0, SPLIT, x1, y1))
    if style.band is not None and not small_mode(cv):
        inset = 9.0
        cv.rect(x0, y0, x1, y1, line=style.band, width=14)
        cv.rect(x0 + inset, y0 + inset, x1 - inset, y1 - inset, line=style.line, width=1.6)
    cv.rect(x0, y0, x1, y1, line=style.line, width=lw)
    cv.segments([((x0, SPLIT), (x1, SPLIT))], style.line, width=lw)
