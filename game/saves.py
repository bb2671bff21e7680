"""Saved matches: one per game, written off the frame loop, checked before they are offered.

Each game has its own file (``match-<game>.json`` in the data folder), so a
Schnapsen match never replaces a Belote one. The tables hand a snapshot to
:data:`WRITER`, a background thread that encodes nothing itself and writes
the newest text of each file atomically and durably (see
:mod:`game.storage`): the frame loop pays only for the snapshot and its JSON
text. When writing fails (a read-only or full folder) the player gets a
persistent notice, and the next save tries again.

:func:`saved_matches` reads every file, and replays it with the engine: a file
that cannot be resumed (empty, truncated, not UTF-8, a folder, no
permission, a newer version, an illegal move, a deal of another game) is
kept aside as ``match-<game>.json.bad-<time>`` with a notice and never
offered or overwritten.
"""

from __future__ import annotations

import atexit
import os
import threading
from dataclasses import dataclass
from pathlib import Path

from . import paths, storage
from .i18n import N_, _

SAVE_PROBLEM = "saves"

NOTICE_SAVE_FAILED = N_("Your match could not be saved in {folder}. Cardavia tries again after each move.")
NOTICE_BAD_MATCH = N_("A saved {game} match could not be read; it was kept aside as {name}.")
NOTICE_NEWER_MATCH = N_("A saved {game} match comes from a newer version of Cardavia; it was kept aside as {name}.")
NOTICE_STUCK_MATCH = N_("A saved {game} match could not be read or moved aside; it stays as it is in {folder}.")


def _game_name(game) -> str:
    try:
        from .scenes.content import ContentError, load_content

        info = load_content().games.get(game)
    except (ContentError, ImportError, OSError):
        info = None
    return _(info.name) if info is not None else str(game)


def _message(msgid, **params):
    """A notice translated when shown (the player may change the language meanwhile)."""

    def text():
        values = dict(params)
        if "game" in values:
            values["game"] = _game_name(values["game"])
        return _(msgid).format(**values)

    return text


# --- writing, off the frame loop -----------------------------------------------------

class Writer:
    """One background thread writing the newest version of each file, in order of arrival.

    ``write``/``delete`` return at once; :meth:`flush` waits until everything
    handed over is on disk (or has failed). A newer version of a file that is
    still waiting replaces the older one: it would be overwritten anyway.
    """

    def __init__(self):
        self._cond = threading.Condition()
        self._pending: dict[Path, str | None] = {}
        self._busy = False
        self._thread = None
        self._failing: dict[Path, str] = {}
        self.blocked: set[Path] = set()  # files that could not be kept aside: never written over
        self._checked: set[Path] = set()  # files whose first write found nothing unreadable in the way
        self._refused: dict[Path, str] = {}  # files whose newest snapshot could not be encoded
        #: called as ``done(path, text_or_None, ok)`` after each operation (tools use it)
        self.done = None

    def write(self, path, text: str) -> None:
        self._submit(Path(path), text)

    def refuse(self, path, error: str) -> None:
        """The newest snapshot of ``path`` could not even be encoded: the file is now behind."""
        path = Path(path)
        with self._cond:
            self._refused[path] = error
            self._failing[path] = error
        self._report()

    def delete(self, path) -> None:
        self._submit(Path(path), None)

    def _submit(self, path, text):
        with self._cond:
            self._refused.pop(path, None)
            self._pending.pop(path, None)
            self._pending[path] = text
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="saves", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def failed(self, path) -> bool:
        with self._cond:
            return Path(path) in self._failing

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until every file handed over is written; False on timeout."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._pending and not self._busy, timeout)

    def reset(self) -> None:
        """Forget past failures and blocked files (another user folder from now on)."""
        self.flush()
        with self._cond:
            self._failing.clear()
            self._refused.clear()
            self.blocked.clear()
            self._checked.clear()
        storage.clear_problem(SAVE_PROBLEM)

    def _run(self):
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._pending)
                path = next(iter(self._pending))
                text = self._pending.pop(path)
                self._busy = True
            ok = self._perform(path, text)
            with self._cond:
                self._busy = False
                self._cond.notify_all()
            if self.done is not None:
                self.done(path, text, ok)

    def _perform(self, path, text) -> bool:
        error = None
        try:
            if path not in self._checked and text is not None:
                _guard(path)  # a table opened without the menus must not write over a damaged save
                self._checked.add(path)
            if path in self.blocked:
                error = "blocked"
            elif text is None:
                try:
                    os.unlink(path)
                except FileNotFoundError:
                    pass
            else:
                storage.write_text(path, text)
        except (OSError, storage.StorageError) as exc:
            error = str(exc)
        with self._cond:
            if error is None:
                error = self._refused.get(path)  # written, but an older snapshot than the match
            if error is None:
                self._failing.pop(path, None)
            else:
                self._failing[path] = error
        self._report()
        return error is None

    def _report(self) -> None:
        with self._cond:
            failing = sorted({storage.display_path(p.parent) for p in self._failing})
        if failing:
            storage.report_problem(SAVE_PROBLEM, _message(NOTICE_SAVE_FAILED, folder=", ".join(failing)))
        else:
            storage.clear_problem(SAVE_PROBLEM)


WRITER = Writer()
atexit.register(WRITER.flush, 5.0)


def write_match(path, data: dict) -> None:
    """Hand the snapshot of a match to the writer (encoded here: the table may change it next).

    A snapshot that cannot be encoded raises :class:`storage.WriteFailed` and
    leaves the lasting notice up until a later one is written.
    """
    try:
        text = storage.encode(path, data)
    except storage.WriteFailed as exc:
        WRITER.refuse(path, str(exc))
        raise
    WRITER.write(path, text)


def delete_match(path) -> None:
    WRITER.delete(path)


def flush(timeout: float | None = 10.0) -> bool:
    return WRITER.flush(timeout)


# --- reading and checking -----------------------------------------------------------

class BadSave(Exception):
    def __init__(self, kind, detail=""):
        super().__init__(detail or kind)
        self.kind = kind  # "damaged" or "newer"


@dataclass
class SavedMatch:
    """A saved match that resumes: what the Continue list shows about it."""

    game: str
    path: Path
    data: dict
    deal: int  # the number of the deal in progress
    scores: tuple  # the match score, one entry per side (numbers)
    saved: float  # when it was last written (seconds since the epoch)


def check_match(data, game=None):
    """The engine's match rebuilt from a save; :class:`BadSave` when it cannot be resumed."""
    from .engine import load_match
    from .engine.match import SAVE_VERSION

    if not isinstance(data, dict):
        raise BadSave("damaged", "not a JSON object")
    version = data.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > SAVE_VERSION:
        raise BadSave("newer", f"version {version}")
    if game is not None and data.get("game") != game:
        raise BadSave("damaged", f"a {data.get('game')!r} match in the file of {game!r}")
    deals = data.get("deals")
    if not isinstance(deals, list) or not all(isinstance(d, dict) and d.get("game") == data.get("game")
                                              for d in deals):
        raise BadSave("damaged", "a deal of another game")
    try:
        match = load_match(data)
    except Exception as exc:  # noqa: BLE001 - whatever the engine refuses, the file cannot be resumed
        raise BadSave("damaged", f"{type(exc).__name__}: {exc}") from exc
    if ended_early(match):
        raise BadSave("damaged", "deals played after the end of the match")
    try:
        # a value JSON cannot hold (a seed of 1e400 reads as infinity, NaN) would make every later save fail
        storage.encode("match", data)
        storage.encode("match", match.to_dict())
    except storage.WriteFailed as exc:
        raise BadSave("damaged", str(exc)) from exc
    return match


def ended_early(match) -> bool:
    """Did ``match``'s finished deals already end it before its current deal?  A table never
    writes that (the match ends with the deal that decides it): the save holds more deals than
    its match allows."""
    return bool(match.is_over)


def score_of(match) -> tuple:
    """The match score as one number per side, whatever shape the game keeps it in."""
    scores = match.scores
    if isinstance(scores, dict):
        # the running total under its usual names, else the first list of numbers kept
        lists = [v for v in scores.values() if isinstance(v, list)]
        scores = next((scores[k] for k in ("points", "balance", "score") if k in scores), lists[0] if lists else ())
    if isinstance(scores, (list, tuple)) and all(isinstance(v, (int, float)) for v in scores):
        return tuple(scores)
    return ()


_cache: dict = {}


def _read_slot(game, path) -> SavedMatch | None:
    """The save of ``game`` when it resumes; None when absent; BadSave/StorageError otherwise."""
    try:
        info = os.stat(path)
    except (FileNotFoundError, NotADirectoryError):
        return None  # no file (or no data folder at all: saving will say so)
    except OSError as exc:
        raise storage.UnreadableFile(str(exc)) from exc
    key = (str(path), info.st_mtime_ns, info.st_size, info.st_ino)
    if key in _cache:
        return _cache[key]
    try:
        data = storage.read_json(path)
    except storage.MissingFile:
        return None
    match = check_match(data, game)
    found = SavedMatch(game, Path(path), data, len(match.history) + 1, score_of(match), info.st_mtime)
    _cache.clear()
    _cache[key] = found
    return found


def _set_aside(game, path, kind) -> None:
    kept = storage.keep_aside(path)
    if kept is None:
        WRITER.blocked.add(Path(path))
        storage.notice(_message(NOTICE_STUCK_MATCH, game=game, folder=storage.display_path(Path(path).parent)))
        return
    msgid = NOTICE_NEWER_MATCH if kind == "newer" else NOTICE_BAD_MATCH
    storage.notice(_message(msgid, game=game, name=storage.display_path(kept.name)))


def _guard(path) -> None:
    """Before the first write over an existing save: keep it aside if it cannot be resumed."""
    path = Path(path)
    if not os.path.lexists(path):
        return
    game = path.name[len("match-"):-len(".json")] if path.name.startswith("match-") else None
    try:
        check_match(storage.read_json(path), game)
    except BadSave as exc:
        _set_aside(game, path, exc.kind)
    except storage.StorageError:
        _set_aside(game, path, "damaged")


def _move_legacy() -> None:
    """Earlier versions kept one match for all games in ``match.json``: give it to its game."""
    legacy = paths.saved_match_path()
    if not os.path.lexists(legacy):
        return
    game = ""
    try:
        data = storage.read_json(legacy)
        game = data.get("game") if isinstance(data, dict) and isinstance(data.get("game"), str) else ""
        check_match(data)
    except (storage.StorageError, BadSave) as exc:
        _set_aside(game, legacy, exc.kind if isinstance(exc, BadSave) else "damaged")
        return
    target = paths.saved_match_path(game)
    if os.path.lexists(target):
        return  # the game's own file is newer: the old one stays untouched
    try:
        os.rename(legacy, target)
    except OSError:
        pass


def saved_matches(games=None) -> list[SavedMatch]:
    """The saved matches that can be resumed, newest first; damaged ones are kept aside."""
    from .engine import known_games

    WRITER.flush()
    _move_legacy()
    out = []
    for game in games or known_games():
        path = paths.saved_match_path(game)
        if Path(path) in WRITER.blocked:
            continue
        try:
            found = _read_slot(game, path)
        except BadSave as exc:
            _set_aside(game, path, exc.kind)
            continue
        except storage.StorageError:
            _set_aside(game, path, "damaged")
            continue
        if found is not None:
            out.append(found)
    out.sort(key=lambda s: s.saved, reverse=True)
    return out


def saved_match(game) -> SavedMatch | None:
    found = saved_matches([game])
    return found[0] if found else None


def set_aside(game) -> None:
    """A save that checked out but still could not be resumed: keep it aside, say so."""
    WRITER.flush()
    _cache.clear()
    _set_aside(game, paths.saved_match_path(game), "damaged")


def clean_start() -> None:
    """At start: remove what killed saves left behind (temporary files)."""
    for folder in (paths.data_dir(), paths.config_dir()):
        storage.remove_stale_temps(folder)


__all__ = ["SavedMatch", "WRITER", "check_match", "clean_start", "delete_match", "ended_early", "flush", "saved_match",
           "saved_matches", "set_aside", "write_match"]
