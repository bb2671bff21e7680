"""Statistics per game: matches played, won, drawn, lost, and streaks.

Kept in the user data folder as versioned JSON, written atomically.  A
file that cannot be read (damaged, a folder, another user's, newer, or of
the wrong shape: games that are not records, a count that is not a whole
number of at least 0) is set aside (``stats.json.bad-<time>``) with a
notice and counting starts again rather than failing; when it cannot even
be set aside it is never written over.  A failed write leaves a persistent
notice until a write succeeds.  Each finished match is counted once, by its
key, even if the table is resumed after a crash.
"""

from __future__ import annotations

import os
from pathlib import Path

from game import paths, storage
from game.i18n import N_, _

VERSION = 1
OUTCOMES = ("won", "drawn", "lost")
_KEEP_KEYS = 64
PROBLEM = "stats"
NOTICE_DAMAGED = N_("The statistics file was damaged; it was set aside and counting starts again.")
NOTICE_NEWER = N_("The statistics file comes from a newer version of Cardavia; it was set aside and counting "
                  "starts again.")
NOTICE_STUCK = N_("The statistics file could not be read; results are counted until you quit.")
NOTICE_UNSAVED = N_("Your statistics could not be saved in {folder}. Cardavia tries again after the next match.")


def empty_record():
    return {"played": 0, "won": 0, "drawn": 0, "lost": 0, "streak": 0, "best_streak": 0}


def _count(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _check_record(game, data) -> dict:
    """One game's record as read, or :class:`storage.CorruptFile` when it is not one."""
    if not isinstance(game, str) or not game or not isinstance(data, dict):
        raise storage.CorruptFile(f"the record of {game!r} is not an object")
    rec = empty_record()
    for name in rec:
        value = data.get(name, 0)
        if not _count(value):
            raise storage.CorruptFile(f"{game}: {name} is {repr(value)[:40]}, not a count")
        rec[name] = value
    return rec


def check_file(data) -> tuple[dict, list]:
    """The records and counted keys of a statistics file; :class:`storage.CorruptFile` when any
    part has the wrong shape (it is then kept aside, never emptied and written over)."""
    games = data.get("games", {})
    keys = data.get("recorded", [])
    if not isinstance(games, dict):
        raise storage.CorruptFile("games is not an object")
    if not isinstance(keys, list) or not all(isinstance(k, str) for k in keys):
        raise storage.CorruptFile("recorded is not a list of keys")
    return {game: _check_record(game, rec) for game, rec in games.items()}, keys[-_KEEP_KEYS:]


class Stats:
    def __init__(self, path=None):
        self.path = paths.stats_path() if path is None else path
        self.games = {}
        self.recorded = []
        self.notice = None
        self.blocked = False  # an unreadable file that could not be set aside is never written over
        self._load()

    def _load(self):
        try:
            self.games, self.recorded = check_file(storage.load_versioned(self.path, VERSION))
        except storage.MissingFile:
            return
        except storage.StorageError as exc:
            if storage.keep_aside(self.path) is not None:
                self.notice = "corrupt"
                storage.notice(NOTICE_NEWER if isinstance(exc, storage.NewerFile) else NOTICE_DAMAGED)
            else:
                # nothing could be moved: a file is never written over; no folder: saving will say so
                self.blocked = _exists(self.path)
                self.notice = "unreadable"
                storage.notice(NOTICE_STUCK)
            return

    def record(self, game):
        return dict(self.games.get(game) or empty_record())

    def add(self, game, outcome, key=None):
        """Count one finished match; False if ``key`` was counted already."""
        if outcome not in OUTCOMES:
            raise ValueError(f"outcome must be one of {OUTCOMES}, not {outcome!r}")
        if key is not None:
            if key in self.recorded:
                return False
            self.recorded = (self.recorded + [key])[-_KEEP_KEYS:]
        rec = self.games.setdefault(game, empty_record())
        rec["played"] += 1
        rec[outcome] += 1
        rec["streak"] = rec["streak"] + 1 if outcome == "won" else 0
        rec["best_streak"] = max(rec["best_streak"], rec["streak"])
        self.save()
        return True

    def save(self):
        try:
            if self.blocked:
                raise storage.WriteFailed("the unreadable file is kept as it is")
            storage.save_versioned(self.path, {"games": self.games, "recorded": self.recorded}, VERSION)
        except storage.StorageError:
            self.notice = "unwritable"
            folder = storage.display_path(Path(self.path).parent)
            storage.report_problem(PROBLEM, lambda: _(NOTICE_UNSAVED).format(folder=folder))
            return False
        storage.clear_problem(PROBLEM)
        return True


def _exists(path):
    return os.path.lexists(path)


__all__ = ["OUTCOMES", "Stats", "empty_record"]
