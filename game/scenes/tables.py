"""Which games have a playable table, and how to resume a saved match.

The table scenes register themselves here; the menus only read it. A game
without a registered table shows no *Start game* button, and *Continue* on
the home screen stays disabled until a resume function is registered and a
saved match exists::

    from game.scenes import tables
    tables.register_table(GAME_ID, lambda app, game: MyTable(app.options.seed))
    tables.register_resume(lambda app, data: table_from_save(data))

A table factory is called as ``factory(app, game)`` and returns a Scene. The
resume function is called as ``resume(app, data)`` with the saved match's
JSON object and returns a Scene, or None when it cannot resume it.

Modules that register tables are listed in :data:`TABLE_MODULES` and imported
lazily by :func:`load_tables`: the app starts importing them in the background
after its first frame, so neither the start nor the first
visit of a tradition page waits for them.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
import threading
import traceback
from collections.abc import Callable

TABLES: dict[str, Callable] = {}
RESUME: list[Callable] = []
# Modules imported (once) before the registry is read; each registers its tables.
TABLE_MODULES: list[str] = ["game.scenes.table"]
_loaded = False
_lock = threading.Lock()


def register_table(game: str | None, factory: Callable) -> None:
    """``factory`` opens the table of ``game``; with ``game`` None, of every
    registered game (``game.engine.known_games()``) that has no table of its own."""
    TABLES[game] = factory


def _factory(game):
    factory = TABLES.get(game)
    if factory is None and None in TABLES:
        from game.engine import known_games

        if game in known_games() and _has_table_module(game):
            factory = TABLES[None]
    return factory


_PRESENT: dict[str, bool] = {}


def _has_table_module(game):
    """Whether the module of ``game``'s part of the table (its descriptor's ``table``) is there:
    a game registers its engine first, and its table may come later."""
    if game not in _PRESENT:
        from game.engine import descriptor

        try:
            _PRESENT[game] = importlib.util.find_spec(descriptor(game).table) is not None
        except (ImportError, ValueError):
            _PRESENT[game] = False
    return _PRESENT[game]


def register_resume(resume: Callable) -> None:
    RESUME[:] = [resume]


def load_tables() -> None:
    global _loaded
    with _lock:
        if _loaded:
            return
        _loaded = True
        for name in TABLE_MODULES:
            try:
                importlib.import_module(name)
            except Exception:  # noqa: BLE001 - a broken table must not take the menus down
                print(f"cardavia: tables from {name} are unavailable:", file=sys.stderr)
                traceback.print_exc()



def has_table(game: str) -> bool:
    load_tables()
    return _factory(game) is not None


def playable_games() -> tuple:
    """The registered games whose part of the table is there, in their order (the statistics
    list them, the tools open them); asks nothing of the tables registered so far."""
    from game.engine import known_games

    return tuple(g for g in known_games() if g in TABLES or _has_table_module(g))


def table_for(app, game: str):
    load_tables()
    factory = _factory(game)
    return factory(app, game) if factory is not None else None


def can_resume() -> bool:
    """Whether a saved match can be offered (without importing the tables yet)."""
    return bool(RESUME) or (bool(TABLE_MODULES) and not _loaded)


def resume(app, data):
    load_tables()
    return RESUME[0](app, data) if RESUME else None
