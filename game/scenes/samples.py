"""Sample cards in the tradition browser.

Each tradition panel keeps a space for a few cards of its pack. The card-face
drawing registers a painter per pack::

    from game.scenes import samples
    samples.register_sample_painter("aluette", paint_aluette_samples)

``painter(surface, rect, context)`` draws inside ``rect`` of ``surface``
(already clipped to it). ``context`` is a :class:`SampleContext` with the
pack id, the app's settings (look sliders, four-colour suits, indices) and
``hovered``/``focused`` flags for a subtle lift. The browser calls it every
frame, so cache rendered faces per size and look. Without a painter the
browser draws the pack's suit emblem.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

PAINTERS: dict[str, Callable] = {}
# Modules imported (once) before painters are looked up; each registers its painters.
PAINTER_MODULES: list[str] = []
_loaded = False


@dataclass(frozen=True)
class SampleContext:
    pack: str
    settings: Any
    hovered: bool = False
    focused: bool = False


def register_sample_painter(pack: str, painter: Callable) -> None:
    PAINTERS[pack] = painter


def painter_for(pack: str):
    global _loaded
    if not _loaded:
        _loaded = True
        import importlib

        for name in PAINTER_MODULES:
            importlib.import_module(name)
    return PAINTERS.get(pack)
