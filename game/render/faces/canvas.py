"""A small vector canvas in card units, drawn supersampled with pillow.

Every face is described in a fixed unit box (650 wide, 1000 high) and drawn
for the pixel size it will be shown at: shapes are transformed to pixels,
filled on a canvas several times larger than the target and box-filtered
down, which gives clean anti-aliased edges at any size.
"""

from __future__ import annotations

import math
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path

import numpy as np
from PIL import Image, ImageDraw, ImageFont

UNIT_W = 650.0
UNIT_H = 1000.0
ASPECT = UNIT_W / UNIT_H

_FONT_DIR = Path(__file__).resolve().parents[3] / "assets" / "fonts"
FONTS = {
    "serif": "DejaVuSerif.ttf",
    "serif-bold": "DejaVuSerif-Bold.ttf",
    "sans": "DejaVuSans.ttf",
    "sans-bold": "DejaVuSans-Bold.ttf",
}


def card_size(height):
    """Pixel size ``(width, height)`` of a card shown ``height`` pixels tall."""
    height = int(height)
    return max(1, round(height * ASPECT)), height


def supersampling(height):
    """Oversampling factor: generous for small cards, lighter for huge ones."""
    return 4 if height <= 320 else 3


@lru_cache(maxsize=256)
def font(name, px):
    return ImageFont.truetype(str(_FONT_DIR / FONTS[name]), max(1, int(px)))


def bezier(p0, p1, p2, p3, n=16):
    """Points along a cubic Bézier curve (excluding the start point)."""
    pts = []
    for i in range(1, n + 1):
        t = i / n
        u = 1 - t
        a, b, c, d = u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t
        pts.append((a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0],
                    a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]))
    return pts


def path(start, *segments, n=16):
    """A polyline from ``start`` through segments.

    A segment is either a point ``(x, y)`` (straight line) or a triple of
    points ``(c1, c2, end)`` (cubic Bézier).
    """
    pts = [start]
    for seg in segments:
        if len(seg) == 3 and isinstance(seg[0], tuple):
            pts.extend(bezier(pts[-1], seg[0], seg[1], seg[2], n))
        else:
            pts.append(seg)
    return pts


def mirror_x(pts, axis=0.0):
    """``pts`` followed by their mirror image (reversed) about ``x = axis``."""
    return list(pts) + [(2 * axis - x, y) for x, y in reversed(pts)]


def ellipse_pts(cx, cy, rx, ry, n=48, a0=0.0, a1=2 * math.pi):
    closed = abs(a1 - a0 - 2 * math.pi) < 1e-9
    count = n if closed else n + 1
    step = (a1 - a0) / n
    return [(cx + rx * math.cos(a0 + i * step), cy + ry * math.sin(a0 + i * step))
            for i in range(count)]


class Canvas:
    """Supersampled RGBA drawing surface addressed in card units.

    The transform stack maps local coordinates to card units (translate,
    rotate, scale); ``px`` maps card units to supersampled pixels.
    """

    def __init__(self, height, clear=(128, 128, 128), ss=None):
        self.w, self.h = card_size(height)
        self.ss = ss or supersampling(self.h)
        # opaque RGB: the card's rounded outline becomes alpha only in finish()
        self.img = Image.new("RGB", (self.w * self.ss, self.h * self.ss), tuple(clear[:3]))
        self.draw = ImageDraw.Draw(self.img)
        self._ink = _rgb
        self.kx = self.w * self.ss / UNIT_W
        self.ky = self.h * self.ss / UNIT_H
        self.m = (1.0, 0.0, 0.0, 0.0, 1.0, 0.0)

    # -- transforms ---------------------------------------------------------
    @contextmanager
    def at(self, x=0.0, y=0.0, rot=0.0, scale=1.0, sx=None, sy=None):
        """Temporarily move the origin to (x, y), rotate (degrees), scale."""
        old = self.m
        a, b, c, d, e, f = old
        r = math.radians(rot)
        cs, sn = math.cos(r), math.sin(r)
        kx = scale if sx is None else sx
        ky = scale if sy is None else sy
        # new = old · T(x,y) · R(rot) · S(kx,ky)
        na, nb = (a * cs + b * sn) * kx, (-a * sn + b * cs) * ky
        nd, ne = (d * cs + e * sn) * kx, (-d * sn + e * cs) * ky
        self.m = (na, nb, a * x + b * y + c, nd, ne, d * x + e * y + f)
        try:
            yield self
        finally:
            self.m = old

    def unit_scale(self):
        """Length of a local unit in card units (mean of both axes)."""
        a, b, _, d, e, _ = self.m
        return math.sqrt(abs(a * e - b * d))

    def to_px(self, pts):
        a, b, c, d, e, f = self.m
        kx, ky = self.kx, self.ky
        return [((a * x + b * y + c) * kx, (d * x + e * y + f) * ky) for x, y in pts]

    def width_px(self, w):
        return max(1, round(w * self.unit_scale() * (self.kx + self.ky) / 2))

    # -- shapes -------------------------------------------------------------
    def poly(self, pts, fill=None, line=None, width=6.0):
        px = self.to_px(pts)
        if len(px) < 2:
            return
        if fill is not None:
            self.draw.polygon(px, fill=self._ink(fill))
        if line is not None:
            self.draw.line(px + px[:2], fill=self._ink(line), width=self.width_px(width),
                           joint="curve")

    def polyline(self, pts, colour, width=6.0):
        px = self.to_px(pts)
        w = self.width_px(width)
        self.draw.line(px, fill=self._ink(colour), width=w, joint="curve")
        if w >= 3:
            r = w / 2
            for x, y in (px[0], px[-1]):
                self.draw.ellipse((x - r, y - r, x + r, y + r), fill=self._ink(colour))

    def segments(self, pairs, colour, width=6.0):
        w = self.width_px(width)
        for p, q in pairs:
            self.draw.line(self.to_px([p, q]), fill=self._ink(colour), width=w)

    def ellipse(self, cx, cy, rx, ry, fill=None, line=None, width=6.0, rot=0.0):
        n = self._segments_for(max(rx, ry))
        pts = ellipse_pts(0, 0, rx, ry, n)
        with self.at(cx, cy, rot):
            self.poly(pts, fill, line, width)

    def circle(self, cx, cy, r, fill=None, line=None, width=6.0):
        self.ellipse(cx, cy, r, r, fill, line, width)

    def dot(self, cx, cy, r, fill):
        self.ellipse(cx, cy, r, r, fill)

    def rect(self, x0, y0, x1, y1, fill=None, line=None, width=6.0):
        self.poly([(x0, y0), (x1, y0), (x1, y1), (x0, y1)], fill, line, width)

    def rounded(self, x0, y0, x1, y1, r, fill=None, line=None, width=6.0):
        n = max(4, self._segments_for(r) // 4)
        pts = []
        for cx, cy, a0 in ((x1 - r, y0 + r, -math.pi / 2), (x1 - r, y1 - r, 0.0),
                           (x0 + r, y1 - r, math.pi / 2), (x0 + r, y0 + r, math.pi)):
            pts += ellipse_pts(cx, cy, r, r, n, a0, a0 + math.pi / 2)
        self.poly(pts, fill, line, width)

    def _segments_for(self, r):
        rpx = r * self.unit_scale() * self.ky
        return int(min(160, max(12, rpx * 0.9)))

    # -- text ---------------------------------------------------------------
    def text(self, x, y, s, size, fill, face="serif-bold", anchor="mm", spacing=0.0):
        """Text of cap-ish ``size`` card units centred (by ``anchor``) at x, y.

        Follows the current transform's rotation in steps of 90 degrees and
        its scale; ``spacing`` adds letter spacing in card units.
        """
        a, b, c, d, _, f = self.m
        k = self.unit_scale()
        angle = round(math.degrees(math.atan2(d, a)) / 90) % 4
        px = size * k * self.ky
        fnt = font(face, px)
        if spacing:
            return self._spaced(x, y, s, size, fill, face, anchor, spacing)
        left, t, r, btm = fnt.getbbox(s, anchor=anchor)
        pad = 2
        tile = Image.new("L", (r - left + 2 * pad, btm - t + 2 * pad), 0)
        ImageDraw.Draw(tile).text((pad - left, pad - t), s, fill=255, font=fnt, anchor=anchor)
        if angle:
            # pillow turns counter-clockwise; our angles run clockwise (y down)
            tile = tile.transpose((None, Image.Transpose.ROTATE_270,
                                   Image.Transpose.ROTATE_180,
                                   Image.Transpose.ROTATE_90)[angle])
        (ox, oy), = self.to_px([(x, y)])
        # the anchor point sits at (pad - left, pad - t) inside the unrotated tile
        ax, ay = pad - left, pad - t
        tw, th = r - left + 2 * pad, btm - t + 2 * pad
        ax, ay = ((ax, ay), (th - ay, ax), (tw - ax, th - ay), (ay, tw - ax))[angle]
        colour = Image.new(self.img.mode, tile.size, self._ink(fill))
        self.img.paste(colour, (round(ox - ax), round(oy - ay)), tile)

    def _spaced(self, x, y, s, size, fill, face, anchor, spacing):
        k = self.unit_scale()
        fnt = font(face, size * k * self.ky)
        unit = 1.0 / (k * self.ky)
        widths = [fnt.getlength(ch) * unit for ch in s]
        total = sum(widths) + spacing * (len(s) - 1)
        cx = x - total / 2 if anchor[0] == "m" else (x - total if anchor[0] == "r" else x)
        for ch, w in zip(s, widths):
            self.text(cx + w / 2, y, ch, size, fill, face, "m" + anchor[1])
            cx += w + spacing

    def text_width(self, s, size, face="serif-bold"):
        k = self.unit_scale()
        fnt = font(face, size * k * self.ky)
        return fnt.getlength(s) / (k * self.ky)

    # -- layers -------------------------------------------------------------
    def layer(self):
        """A transparent canvas of the same geometry and transform."""
        other = Canvas.__new__(Canvas)
        other.w, other.h, other.ss = self.w, self.h, self.ss
        other.img = Image.new("RGBA", self.img.size, (0, 0, 0, 0))
        other.draw = ImageDraw.Draw(other.img)
        other._ink = _rgba
        other.kx, other.ky, other.m = self.kx, self.ky, self.m
        return other

    def box_px(self, x0, y0, x1, y1):
        """Card-unit rectangle (no transform) as an integer pixel box."""
        return (round(x0 * self.kx), round(y0 * self.ky),
                round(x1 * self.kx), round(y1 * self.ky))

    def paste_layer(self, layer, box, rotate180_to=None):
        """Composite ``layer`` cropped to ``box`` (card units) onto this canvas.

        With ``rotate180_to`` (a card-unit box of the same size) the same crop
        is also pasted turned half a turn: the double-ended court picture.
        """
        bx = self.box_px(*box)
        tile = layer.img.crop(bx)
        # layer pixels are fully opaque or fully clear, so a masked paste suffices
        self.img.paste(tile, (bx[0], bx[1]), tile)
        if rotate180_to is not None:
            rx = self.box_px(*rotate180_to)
            turned = tile.transpose(Image.Transpose.ROTATE_180)
            self.img.paste(turned, (rx[2] - turned.width, rx[3] - turned.height), turned)

    def paste_masked(self, layer, mask):
        """Composite ``layer`` where the ``L`` image ``mask`` is set."""
        from PIL import ImageChops
        self.img.paste(layer.img, (0, 0), ImageChops.multiply(layer.img.getchannel("A"), mask))

    def finish(self, radius):
        """Downsample to the target size: an ``H x W x 4`` uint8 array whose
        alpha is the card's rounded outline (corner ``radius`` in card units)."""
        img = self.img.reduce(self.ss) if self.ss > 1 else self.img
        out = np.empty((self.h, self.w, 4), dtype=np.uint8)
        out[..., :3] = np.asarray(img, dtype=np.uint8)
        out[..., 3] = card_alpha(self.h, radius)
        return out


@lru_cache(maxsize=32)
def card_alpha(height, radius):
    """Anti-aliased coverage of the rounded card outline at ``height`` pixels."""
    w, h = card_size(height)
    ss = 8
    mask = Image.new("L", (w * ss, h * ss), 0)
    r = radius * h * ss / UNIT_H
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, w * ss - 1, h * ss - 1), r, fill=255)
    a = np.asarray(mask.reduce(ss), dtype=np.uint8).copy()
    a.setflags(write=False)
    return a


def _rgb(c):
    return (c[0], c[1], c[2])


def _rgba(c):
    return tuple(c) if len(c) == 4 else (c[0], c[1], c[2], 255)
