"""Caches of drawn faces (raw) and graded faces (processed), kept apart.

Raw faces are drawn once per (pack, card, height, four-colour, indices) and
held in palette form with their grain texture; graded faces are made from
them once per look and held as ready Surfaces. Once a whole pack has been
drawn at a size (``warm``), it is also kept as one block-coded sheet, and a
look change re-grades the whole pack in a few numpy calls. All caches are
bounded by memory and drop the least recently used entries first.

Faces may be drawn ahead of time on another thread: every cache takes a lock
for its own bookkeeping (drawing itself runs outside it).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass

import numpy as np

from . import faces, fx, packs, surfbridge


class ByteLRU:
    """A dictionary bounded by the total size of its values, oldest out first."""

    def __init__(self, max_bytes):
        self.max_bytes = max_bytes
        self.bytes = 0
        self._items = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key):
        with self._lock:
            item = self._items.get(key)
            if item is None:
                return None
            self._items.move_to_end(key)
            return item[0]

    def put(self, key, value, nbytes):
        with self._lock:
            old = self._items.pop(key, None)
            if old is not None:
                self.bytes -= old[1]
            self._items[key] = (value, nbytes)
            self.bytes += nbytes
            while self.bytes > self.max_bytes and len(self._items) > 1:
                _, (_, size) = self._items.popitem(last=False)
                self.bytes -= size
            return value

    def clear(self):
        with self._lock:
            self._items.clear()
            self.bytes = 0

    def __len__(self):
        return len(self._items)


@dataclass
class RawFace:
    rgba: np.ndarray       # H x W x 4, read-only
    palette: np.ndarray    # K x 4
    index: np.ndarray      # H x W palette indices
    field: np.ndarray      # H x W int8 unit grain texture

    @property
    def nbytes(self):
        return (self.rgba.nbytes + self.palette.nbytes + self.index.nbytes
                + self.field.nbytes)


RAW = ByteLRU(320 * 2**20)
GRAIN = ByteLRU(64 * 2**20)
GRADED = ByteLRU(256 * 2**20)


def _freeze(a):
    a.setflags(write=False)
    return a


def raw_face(pack, code, height, four_colour=False, indices=True):
    key = (pack, code, int(height), bool(four_colour), bool(indices))
    entry = RAW.get(key)
    if entry is None:
        rgba = _freeze(faces.draw_face(pack, code, int(height), four_colour, indices))
        palette, index = fx.to_palette(rgba)
        seed = fx.grain_seed(pack, code, int(height))
        field = fx.noise_field(seed, *rgba.shape[:2])
        entry = RawFace(rgba, palette, _freeze(index), _freeze(field))
        RAW.put(key, entry, entry.nbytes)
    return entry


def _grain(key, raw, grain):
    gkey = key + (grain,)
    layer = GRAIN.get(gkey)
    if layer is None:
        layer = _freeze(fx.grain_layer(raw.field, grain))
        GRAIN.put(gkey, layer, layer.nbytes)
    return layer


def graded_array(pack, code, height, four_colour=False, indices=True, look=fx.NEUTRAL):
    """The face after the look, as an array (read-only); shared by ``graded``."""
    return _graded(pack, code, height, four_colour, indices, look)[1]


def graded(pack, code, height, four_colour=False, indices=True, look=fx.NEUTRAL):
    """The face after the look, as a cached Surface."""
    return _graded(pack, code, height, four_colour, indices, look)[0]


def grade_raw(key, raw, look):
    """One face graded on its own (palette form), as a read-only array."""
    if look.neutral:
        return raw.rgba
    tables, _ = fx.look_tables(look)
    arr = fx.expand(fx.grade_palette(raw.palette, tables), raw.index)
    if look.grain:
        arr += _grain(key, raw, look.grain)
    return _freeze(arr)


def _graded(pack, code, height, four_colour, indices, look):
    key = (pack, code, int(height), bool(four_colour), bool(indices))
    gkey = key + (look,)
    hit = GRADED.get(gkey)
    if hit is not None:
        return hit
    found = SHEETS.get(key[:1] + key[2:])
    if found is not None:
        return found.graded(look)[found.position[code]]
    arr = grade_raw(key, raw_face(*key), look)
    surf = surfbridge.array_to_surface(arr)
    return GRADED.put(gkey, (surf, arr), arr.nbytes * 2)


class PackSheet:
    """Every face of a pack at one size, block-coded as one pixel stream."""

    def __init__(self, pack, height, four_colour, indices):
        self.pack, self.height = pack, int(height)
        self.four_colour, self.indices = bool(four_colour), bool(indices)
        self.codes = packs.get(pack).codes
        raws = [raw_face(pack, c, height, four_colour, indices) for c in self.codes]
        self.raw = [r.rgba for r in raws]
        self.spans = []
        # one colour table for the pack, from the faces' own palettes
        packed = [r.palette.view(np.uint32).reshape(-1) for r in raws]
        colours, inverse = np.unique(np.concatenate(packed), return_inverse=True)
        cidx, fields, at, start = [], [], 0, 0
        for r, p in zip(raws, packed):
            remap = inverse[start:start + len(p)]
            start += len(p)
            h, w = r.rgba.shape[:2]
            n = h * w
            pad = -n % fx.BLOCK
            cidx.append(remap.take(r.index.reshape(-1)))
            fields.append(r.field.reshape(-1))
            if pad:
                cidx.append(np.zeros(pad, dtype=remap.dtype))
                fields.append(np.zeros(pad, dtype=np.int8))
            self.spans.append((at, n, (h, w, 4)))
            at += n + pad
        self.code = fx.block_encode_indexed(colours.view(np.uint8).reshape(-1, 4),
                                            np.concatenate(cidx))
        # stored as table positions (0-255, intp) so a grain change is one gather
        self.field = np.concatenate(fields).view(np.uint8).astype(np.intp)
        self.position = {c: i for i, c in enumerate(self.codes)}
        self._grain = {}
        self._looks = OrderedDict()
        self._lock = threading.Lock()

    @property
    def nbytes(self):
        c = self.code
        return (c.colours.nbytes + c.blocks.nbytes + c.rows.nbytes + self.field.nbytes
                + len(self.field) * 4 * (1 + KEEP_LOOKS * 2))

    def grain_layer(self, grain):
        layer = self._grain.get(grain)
        if layer is None:
            self._grain = {}  # a drag moves one slider at a time
            layer = fx.grain_words(grain).take(self.field).view(np.uint8)
            self._grain = {grain: layer}
        return layer

    def grade(self, look):
        """Graded faces of the whole pack, in ``codes`` order (array views)."""
        if look.neutral:
            return list(self.raw)
        tables, _ = fx.look_tables(look)
        flat = fx.block_decode(self.code, tables).view(np.uint8)
        if look.grain:
            flat += self.grain_layer(look.grain)
        flat.setflags(write=False)
        return [flat[at * 4:(at + n) * 4].reshape(shape) for at, n, shape in self.spans]

    def graded(self, look):
        """(Surface, array) per card for ``look``. Only the latest few looks
        are kept, so memory from older ones is reused at once while a slider
        is dragged instead of piling up."""
        with self._lock:
            hit = self._looks.get(look)
            if hit is None:
                hit = [(surfbridge.array_to_surface(a), a) for a in self.grade(look)]
                self._looks[look] = hit
                while len(self._looks) > KEEP_LOOKS:
                    self._looks.popitem(last=False)
            else:
                self._looks.move_to_end(look)
            return hit


KEEP_LOOKS = 2
SHEETS = ByteLRU(128 * 2**20)


def sheet(pack, height, four_colour=False, indices=True):
    key = (pack, int(height), bool(four_colour), bool(indices))
    found = SHEETS.get(key)
    if found is None:
        found = PackSheet(*key)
        SHEETS.put(key, found, found.nbytes)
    return found


def warm(pack, height, four_colour=False, indices=True, look=fx.NEUTRAL):
    """Draw a whole pack, keep it as a sheet, and grade it for ``look``."""
    return [surf for surf, _ in sheet(pack, height, four_colour, indices).graded(look)]


_BACKS = ByteLRU(32 * 2**20)


def back(pack, height):
    key = (pack, int(height))
    hit = _BACKS.get(key)
    if hit is None:
        arr = _freeze(faces.draw_back(pack, int(height)))
        hit = (surfbridge.array_to_surface(arr), arr)
        _BACKS.put(key, hit, arr.nbytes * 2)
    return hit[0]


def shadow(height, margin):
    key = ("shadow", height, margin)
    hit = _BACKS.get(key)
    if hit is None:
        from .faces.canvas import card_alpha
        from .faces.common import RADIUS
        arr = _freeze(fx.soft_shadow(card_alpha(height, RADIUS), margin))
        hit = (surfbridge.array_to_surface(arr), arr)
        _BACKS.put(key, hit, arr.nbytes * 2)
    return hit[0]


def clear():
    for c in (RAW, GRAIN, GRADED, SHEETS, _BACKS):
        c.clear()
