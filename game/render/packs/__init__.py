"""The printed packs: one descriptor per pack, registered by the pack's own module.

A pack module (``packs/<pack>.py`` for the packs that ship) ends with
``register_pack(Pack(...))``: its card codes, suit system, the names it prints on
its courts, the module that draws its faces and the function that draws its back
(named, so nothing is drawn or imported before it is needed), sample cards and
its printed name. The gallery, the emblems, the faces and the settings preview
ask it; a pack added at run time registers the same way.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
from dataclasses import dataclass, field



@dataclass(frozen=True)
class Pack:
    id: str
    name: str  # its printed name, as the gallery's tab and title show it (a message id)
    codes: tuple  # every card code, suit by suit
    suits: str  # its suit system: "french" (hearts, diamonds...) or "spanish" (coins, cups...)
    courts: dict  # rank -> the name the pack prints on that court, in every language
    drawing: str  # module with draw(cv, code, four_colour=, indices=)
    back: str  # "module:function" drawing the back on a canvas
    samples: tuple = ()  # characteristic cards, for the tradition pages and the settings preview
    printed: str | None = None  # "module:function": code -> the card's own name ('' for none)
    indices_optional: bool = False  # the corner indices may be switched off (authentic for the pack)
    default: bool = False  # the pack shown where no other is in view
    order: int = 1000

    @property
    def ranks_per_suit(self):
        return len(self.codes) // len({code[1] for code in self.codes})


_PACKS: dict[str, Pack] = {}
_loaded = False


def register_pack(pack):
    if not isinstance(pack, Pack):
        raise TypeError(f"register_pack expects a Pack, got {type(pack).__name__}")
    if pack.id in _PACKS:
        raise ValueError(f"{pack.id!r} is already a pack")
    _PACKS[pack.id] = pack
    return pack


def unregister_pack(pack_id):
    _PACKS.pop(pack_id, None)


def _load():
    global _loaded
    if not _loaded:
        _loaded = True
        package = sys.modules[__name__]
        for info in pkgutil.iter_modules(package.__path__):
            if not info.name.startswith("_"):
                importlib.import_module(f"{__name__}.{info.name}")


def pack_ids():
    """Every registered pack, in order."""
    _load()
    return tuple(sorted(_PACKS, key=lambda p: (_PACKS[p].order, p)))


def get(pack_id):
    """The :class:`Pack` called ``pack_id`` (ValueError naming the packs)."""
    _load()
    pack = _PACKS.get(pack_id) if isinstance(pack_id, str) else None
    if pack is None:
        raise ValueError(f"unknown pack {pack_id!r}; expected one of {pack_ids()}")
    return pack


def default_pack():
    """The pack shown where no other is in view (the settings preview, the gallery's first)."""
    ids = pack_ids()
    return next((p for p in ids if _PACKS[p].default), ids[0])


def resolve(name):
    """The function ``"module:function"`` names."""
    module, _, attr = name.partition(":")
    return getattr(importlib.import_module(module), attr)


__all__ = ["Pack", "default_pack", "get", "pack_ids", "register_pack", "resolve", "unregister_pack"]
