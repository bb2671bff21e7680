"""Look controls for card faces: contrast, colour temperature and grain.

Pure numpy over pixel arrays (``H x W x 4`` uint8, straight alpha; the alpha
channel is never touched). Contrast and temperature are per-channel curves,
folded with the grain headroom into one 256-entry table per channel; grain
is a fixed, per-card noise texture added afterwards.

Speed: faces are flat-coloured prints with few distinct colours, so they are
kept in palette form. A single face is a palette plus a per-pixel index; a
whole pack is block-coded (runs of ``BLOCK`` pixels looked up in a
dictionary of distinct blocks), so re-grading it costs a table lookup on a few
thousand colours, one gather of whole blocks and one uint8 add of the grain,
which never overflows because the tables leave exactly the headroom the
grain needs.

Legibility: the strength of the curves is reduced, when a setting asks for
too much, until every ink keeps a WCAG contrast of at least ``MIN_RATIO``
against the card grounds.
"""

from __future__ import annotations

import math
import zlib
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from .faces.palette import legibility_pairs

MIN_RATIO = 3.0
_TARGET = 3.25        # aim above the floor so grain and rounding keep it
GRAIN_SIGMA_MAX = 12  # grey levels of noise at 100 %
_NOISE_SCALE = 32.0   # stored noise: int8 in 1/32 of a standard deviation
_DARK_TAIL, _LIGHT_TAIL = 3.0, 1.5  # noise clipped to [-3, +1.5] sigma


def _clamp_pct(v):
    return max(0, min(100, int(round(v))))


@dataclass(frozen=True)
class Look:
    """Player settings, each 0-100 %: 50/50/50 is the default, and with grain
    0 (contrast 50, temperature 50) faces are shown exactly as drawn."""

    contrast: int = 50
    grain: int = 50
    temperature: int = 50

    def __post_init__(self):
        object.__setattr__(self, "contrast", _clamp_pct(self.contrast))
        object.__setattr__(self, "grain", _clamp_pct(self.grain))
        object.__setattr__(self, "temperature", _clamp_pct(self.temperature))

    @property
    def neutral(self):
        return self.contrast == 50 and self.temperature == 50 and self.grain == 0


NEUTRAL = Look(50, 0, 50)


# -- curves -------------------------------------------------------------------

def contrast_curve(v, amount):
    """Tone curve for values ``v`` in 0..1; ``amount`` in -1..1 (0 = identity).

    Below 0 the values flatten linearly toward mid-grey (slope down to 0.5);
    above 0 an S-curve steepens the mid-tones while 0 and 1 stay put.
    """
    v = np.asarray(v, dtype=np.float64)
    if amount < 0:
        return 0.5 + (v - 0.5) * (1.0 + 0.5 * amount)
    k = 4.0 * amount
    if k < 1e-6:
        return v
    return 0.5 + 0.5 * np.tanh(k * (v - 0.5)) / math.tanh(k * 0.5)


def temperature_gains(amount):
    """Per-channel (r, g, b) gains; ``amount`` in -1..1, warmer above 0.

    Mostly the opposite channel is lowered, so the ground shifts hue without
    blowing out; the small lifts only clip the very lightest tones.
    """
    if amount >= 0:
        return 1.0 + 0.03 * amount, 1.0 - 0.03 * amount, 1.0 - 0.16 * amount
    a = -amount
    return 1.0 - 0.14 * a, 1.0 - 0.06 * a, 1.0 + 0.06 * a


def grain_sigma(grain):
    """Noise standard deviation (grey levels) for the grain slider."""
    return GRAIN_SIGMA_MAX * (grain / 100.0) ** 2.2


def grain_headroom(grain):
    """(dark, light) range the grain may move a value: the tables keep it free."""
    s = grain_sigma(grain)
    if s <= 0:
        return 0, 0
    return int(math.ceil(_DARK_TAIL * s)), int(math.ceil(_LIGHT_TAIL * s))


@lru_cache(maxsize=64)
def _knee(lo, hi):
    """256-entry table squeezing 0..255 into lo..255-hi; only the extreme
    tones move (a smooth knee), the middle stays as it is."""
    y = np.arange(256, dtype=np.float64)
    if hi > 0:
        top = 255.0 - 3 * hi
        t = np.clip((y - top) / (3 * hi), 0, 1)
        y = np.where(y > top, top + 3 * hi * (t - t * t / 3), y)
    if lo > 0:
        bottom = 3.0 * lo
        t = np.clip((bottom - y) / (3 * lo), 0, 1)
        y = np.where(y < bottom, bottom - 3 * lo * (t - t * t / 3), y)
    return np.clip(np.rint(y), lo, 255 - hi).astype(np.uint8)


def _tables(contrast, temperature, lo, hi):
    return _tables_batch(np.array([contrast]), np.array([temperature]), lo, hi)[0]


_V = np.arange(256, dtype=np.float64) / 255.0


def _tables_batch(contrasts, temperatures, lo, hi):
    """Channel tables for M (contrast, temperature) pairs: M x 3 x 256 uint8."""
    c = np.asarray(contrasts, dtype=np.float64)[:, None]
    k = np.maximum(4.0 * c, 1e-6)
    flat = 0.5 + (_V - 0.5) * (1.0 + 0.5 * np.minimum(c, 0.0))
    steep = 0.5 + 0.5 * np.tanh(k * (_V - 0.5)) / np.tanh(k * 0.5)
    toned = np.where(c < 0, flat, np.where(c * 4.0 < 1e-6, _V, steep)) * 255.0
    gains = np.array([temperature_gains(t) for t in temperatures])   # M x 3
    out = np.clip(np.rint(toned[:, None, :] * gains[:, :, None]), 0, 255).astype(np.intp)
    return _knee(lo, hi).take(out)


def _apply_tables(tables, rgb):
    rgb = np.asarray(rgb)
    return tuple(int(tables[c][int(rgb[c])]) for c in range(3))


def _luminance(rgb):
    """WCAG relative luminance of an ``... x 3`` array of 0-255 values."""
    v = np.asarray(rgb, dtype=np.float64) / 255.0
    lin = np.where(v <= 0.04045, v / 12.92, ((v + 0.055) / 1.055) ** 2.4)
    return lin @ np.array([0.2126, 0.7152, 0.0722])


@lru_cache(maxsize=1)
def _pairs():
    pairs = legibility_pairs()
    grounds = np.array([g for g, _ in pairs], dtype=np.intp)
    inks = np.array([i for _, i in pairs], dtype=np.intp)
    return grounds, inks


def _min_ratio(tables):
    """Lowest WCAG contrast between any ink and any ground after ``tables``
    (3 x 256, or M x 3 x 256 for M candidates at once)."""
    t = np.asarray(tables)
    batch = t.reshape(-1, 3, 256)
    grounds, inks = _pairs()
    ch = np.arange(3)
    lg = _luminance(batch[:, ch, grounds])     # M x pairs
    li = _luminance(batch[:, ch, inks])
    ratio = (np.maximum(lg, li) + 0.05) / (np.minimum(lg, li) + 0.05)
    worst = ratio.min(axis=1)
    return float(worst[0]) if t.ndim == 2 else worst


_STRENGTHS = np.linspace(0.0, 1.0, 33)


@lru_cache(maxsize=2048)
def look_tables(look: Look):
    """The (3, 256) uint8 channel tables of ``look``, clamped for legibility.

    Returns ``(tables, strength)`` where ``strength`` (0-1) is how much of the
    requested contrast and temperature change could be granted: the largest
    of 33 steps that keeps every ink readable.
    """
    c = (look.contrast - 50) / 50.0
    t = (look.temperature - 50) / 50.0
    lo, hi = grain_headroom(look.grain)
    tables = _tables(c, t, lo, hi)
    if _min_ratio(tables) >= _TARGET:
        return tables, 1.0
    candidates = _tables_batch(c * _STRENGTHS, t * _STRENGTHS, lo, hi)
    ok = np.flatnonzero(_min_ratio(candidates) >= _TARGET)
    best = int(ok[-1]) if len(ok) else 0
    return candidates[best], float(_STRENGTHS[best])


def grade_colour(rgb, look: Look):
    """One colour through the look's tables (grain excluded: it averages out)."""
    return _apply_tables(look_tables(look)[0], rgb)


# -- palette form -------------------------------------------------------------

def to_palette(rgba):
    """Split an ``H x W x 4`` uint8 image into (palette K x 4, index H x W)."""
    rgba = np.ascontiguousarray(rgba, dtype=np.uint8)
    packed = rgba.view(np.uint32).reshape(rgba.shape[:2])
    colours, inverse = np.unique(packed.ravel(), return_inverse=True)
    dtype = np.uint16 if len(colours) <= 65536 else np.uint32
    index = inverse.astype(dtype).reshape(rgba.shape[:2])
    palette = colours.view(np.uint8).reshape(-1, 4)
    return np.ascontiguousarray(palette), index


def grade_palette(palette, tables):
    """Apply channel tables to a K x 4 palette (alpha kept)."""
    out = palette.copy()
    for ch in range(3):
        out[:, ch] = tables[ch][palette[:, ch]]
    return out


def expand(palette, index):
    """Rebuild the ``H x W x 4`` image from palette form (one 32-bit gather)."""
    packed = palette.view(np.uint32).reshape(-1)
    h, w = index.shape
    return packed.take(index).view(np.uint8).reshape(h, w, 4)


BLOCK = 8


@dataclass(frozen=True)
class BlockCode:
    """Pixels as a dictionary of distinct ``BLOCK``-pixel runs."""

    colours: np.ndarray   # K x 4 uint8, the distinct colours
    blocks: np.ndarray    # B x BLOCK intp, colour numbers of each distinct run
    rows: np.ndarray      # N / BLOCK intp, the run at each position


def block_encode(pixels):
    """Block-code a 1-D uint32 array of packed RGBA pixels (length a multiple
    of ``BLOCK``)."""
    colours, cidx = np.unique(pixels, return_inverse=True)
    return block_encode_indexed(colours.view(np.uint8).reshape(-1, 4), cidx)


def block_encode_indexed(colours, cidx):
    """Block-code pixels given as a K x 4 colour table and a 1-D colour index."""
    runs = cidx.reshape(-1, BLOCK).astype(np.uint64)
    # one 64-bit key per run (sorting keys is far quicker than sorting rows);
    # a collision is detected below and handled by the exact, slower path
    key = np.zeros(len(runs), dtype=np.uint64)
    for j in range(BLOCK):
        key = key * np.uint64(0x9E3779B97F4A7C15) + runs[:, j] + np.uint64(j + 1)
    _, first, rows = np.unique(key, return_index=True, return_inverse=True)
    blocks = runs[first]
    if not np.array_equal(blocks[rows], runs):
        blocks, rows = np.unique(runs, axis=0, return_inverse=True)
    return BlockCode(np.ascontiguousarray(colours, dtype=np.uint8),
                     np.ascontiguousarray(blocks, dtype=np.intp),
                     np.ascontiguousarray(rows.reshape(-1), dtype=np.intp))


def block_decode(code, tables=None):
    """The packed uint32 pixels of ``code``, graded by channel ``tables``."""
    colours = code.colours if tables is None else grade_palette(code.colours, tables)
    runs = colours.view(np.uint32).reshape(-1).take(code.blocks)
    return np.take(runs, code.rows, axis=0).reshape(-1)


# -- grain --------------------------------------------------------------------

def grain_seed(*parts):
    """Deterministic seed from the card's identity and size (never ``hash``)."""
    return zlib.crc32("/".join(str(p) for p in parts).encode("utf-8"))


def noise_field(seed, height, width):
    """Fixed unit noise, lightly clumped like print grain: int8 in 1/32 sigma."""
    rng = np.random.default_rng(seed)
    z = rng.standard_normal((height + 2, width + 2), dtype=np.float32)
    # a 3x3 binomial blur gathers single-pixel speckle into small grains
    z = (z[:-2] + 2 * z[1:-1] + z[2:]) * 0.25
    z = (z[:, :-2] + 2 * z[:, 1:-1] + z[:, 2:]) * 0.25
    z /= max(float(z.std()), 1e-6)
    return np.clip(np.rint(z * _NOISE_SCALE), -127, 127).astype(np.int8)


def grain_words(grain):
    """uint32 table: stored noise value (as its uint8 bit pattern) -> the
    noise byte repeated in R, G and B, alpha byte zero."""
    sigma = grain_sigma(grain)
    lo, hi = grain_headroom(grain)
    stored = np.arange(256, dtype=np.uint8).view(np.int8).astype(np.float64)
    n = np.clip(np.rint(stored * (sigma / _NOISE_SCALE)), -lo, hi).astype(np.int64)
    byte = (n % 256).astype(np.uint32)  # two's complement, undone by the uint8 add
    words = byte | (byte << 8) | (byte << 16)
    # byte order of an RGBA pixel read as one native 32-bit word
    if np.little_endian:
        return words
    return words.byteswap()


def grain_layer(field, grain):
    """Per-pixel add for ``grain`` %: ``H x W x 4`` uint8 (two's complement),
    alpha untouched, within the headroom ``grain_headroom`` reserves."""
    h, w = field.shape
    if grain_sigma(grain) <= 0:
        return np.zeros((h, w, 4), dtype=np.uint8)
    table = grain_words(grain)
    return table.take(field.view(np.uint8)).view(np.uint8).reshape(h, w, 4)


def apply_look(rgba, look: Look, field=None):
    """Graded copy of an ``H x W x 4`` face (the simple, unpaletted path).

    Identical to the cached fast path; with a neutral look it returns an
    exact copy.
    """
    rgba = np.asarray(rgba, dtype=np.uint8)
    if look.neutral:
        return rgba.copy()
    tables, _ = look_tables(look)
    out = rgba.copy()
    for ch in range(3):
        out[..., ch] = tables[ch][rgba[..., ch]]
    if look.grain and field is not None:
        out += grain_layer(field, look.grain)
    return out


def soft_shadow(alpha, margin, strength=0.34):
    """A blurred, dark RGBA copy of a card outline (``alpha``: H x W uint8),
    padded by ``margin`` pixels on every side."""
    a = np.pad(alpha.astype(np.float32) / 255.0, margin)
    r = max(1, margin // 2)
    for axis in (0, 1):  # two box passes per axis: close to a Gaussian
        for _ in range(2):
            c = np.cumsum(np.pad(a, [(r + 1, r) if ax == axis else (0, 0) for ax in (0, 1)]),
                          axis=axis)
            hi = np.take(c, np.arange(2 * r + 1, c.shape[axis]), axis=axis)
            lo = np.take(c, np.arange(0, c.shape[axis] - 2 * r - 1), axis=axis)
            a = (hi - lo) / (2 * r + 1)
    out = np.zeros(a.shape + (4,), dtype=np.uint8)
    out[..., :3] = (26, 20, 16)
    out[..., 3] = np.clip(np.rint(a * 255 * strength), 0, 255).astype(np.uint8)
    return out
