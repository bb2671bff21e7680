"""Statistics per game: matches played, won, drawn, lost, and streaks.

Kept in the user data folder as versioned JSON, written atomically.  A
damaged file is set aside (``stats.json.bad-<time>``) and counting starts
again rather than failing.  Each finished match is counted once, by its key,
even if the table is resumed after a crash.
"""

from __future__ import annotations

from game import paths, storage

VERSION = 1
OUTCOMES = ("won", "drawn", "lost")
_KEEP_KEYS = 64


def empty_record():
    return {"played": 0, "won": 0, "drawn": 0, "lost": 0, "streak": 0, "best_streak": 0}


def _clean_record(data):
    rec = empty_record()
    if isinstance(data, dict):
        for name in rec:
            value = data.get(name)
            if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
                rec[name] = value
    return rec


class Stats:
    def __init__(self, path=None):
        self.path = paths.stats_path() if path is None else path
        self.games = {}
        self.recorded = []
        self.notice = None
        self._load()

    def _load(self):
        try:
            data = storage.load_versioned(self.path, VERSION)
        except storage.MissingFile:
            return
        except storage.CorruptFile:
            storage.keep_bad_copy(self.path)
            self.notice = "corrupt"
            return
        games = data.get("games")
        if isinstance(games, dict):
            self.games = {str(g): _clean_record(r) for g, r in games.items()}
        keys = data.get("recorded")
        if isinstance(keys, list):
            self.recorded = [k for k in keys if isinstance(k, str)][-_KEEP_KEYS:]

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
            storage.save_versioned(self.path, {"games": self.games, "recorded": self.recorded}, VERSION)
        except storage.StorageError:
            self.notice = "unwritable"
            return False
        return True


__all__ = ["OUTCOMES", "Stats", "empty_record"]
