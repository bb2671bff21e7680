"""Sample cards in the tradition browser.

Each tradition panel keeps a space for a few cards of its pack. The card-face
drawing registers a painter per pack::

    from game.scenes import samples
    samples.register_sample_painter(PACK_ID, paint_samples_of_the_pack)

``painter(surface, rect, context)`` draws inside ``rect`` of ``surface``
(already clipped to it). ``context`` is a :class:`SampleContext` with the
pack id, the app's settings (look sliders, four-colour suits, indices) and
``hovered``/``focused`` flags for a subtle lift. The browser calls it every
frame, so cache rendered faces per size and look. Without a painter the
browser draws the pack's suit emblem. The settings overlay uses the same
painter (pack ``PREVIEW_PACK``) as a live preview of the look sliders.

List the module that registers painters in :data:`PAINTER_MODULES`; the app
imports it in the background after its first frame (:func:`load_painters`).
"""

from __future__ import annotations

import importlib
import sys
import threading
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..render import packs

PAINTERS: dict[str, Callable] = {}
# Modules imported (once) before painters are looked up; each registers its painters.
PAINTER_MODULES: list[str] = ["game.scenes.gallery"]
# the pack the settings preview shows where no other is in view
PREVIEW_PACK = packs.default_pack()
_loaded = False
_lock = threading.Lock()


@dataclass(frozen=True)
class SampleContext:
    pack: str
    settings: Any
    hovered: bool = False
    focused: bool = False


def register_sample_painter(pack: str | None, painter: Callable) -> None:
    """``painter`` draws the samples of ``pack``; with ``pack`` None, of every
    registered pack (``game.render.packs``) that has no painter of its own."""
    PAINTERS[pack] = painter


def _painter(pack):
    painter = PAINTERS.get(pack)
    if painter is None and None in PAINTERS and pack in packs.pack_ids():
        painter = PAINTERS[None]
    return painter


def load_painters() -> None:
    global _loaded
    with _lock:
        if _loaded:
            return
        _loaded = True
        for name in PAINTER_MODULES:
            try:
                importlib.import_module(name)
            except Exception:  # noqa: BLE001 - the emblems stand in for broken sample cards
                print(f"cardavia: sample cards from {name} are unavailable:", file=sys.stderr)
                traceback.print_exc()


def pack_in_context(scenes) -> str:
    """The pack the player is looking at: that of the topmost scene (in ``scenes``, top first) that shows one.

    A scene shows a pack through a ``pack`` id (the gallery), a ``spec.pack`` (a table) or a
    ``tradition.pack`` (a tradition's page); elsewhere the preview shows :data:`PREVIEW_PACK`."""
    for scene in scenes:
        for holder in (scene, getattr(scene, "spec", None), getattr(scene, "tradition", None)):
            pack = getattr(holder, "pack", None)
            if isinstance(pack, str) and pack:
                return pack
    return PREVIEW_PACK


def painter_if_loaded(pack: str):
    """The painter for ``pack`` once the painters are imported, else None (never imports: for the first frames)."""
    return _painter(pack) if _loaded else None


def painter_for(pack: str):
    """The painter for ``pack`` (importing the painter modules on first use), or None."""
    load_painters()
    return _painter(pack)
