"""Atomic, versioned JSON files for everything a player must never lose.

A write goes to a temporary file in the same folder, is flushed and synced,
then replaces the target in one step: a crash leaves either the old file or
the new one, never half of either. Reads never trust the file: only a regular
file under :data:`MAX_BYTES` is read (a FIFO or a link to ``/dev/zero`` would
hang or fill memory), and anything that is not the expected JSON object
raises :class:`CorruptFile`. No pickle, ever.

A damaged file is never overwritten: :func:`keep_aside` renames it to
``<name>.bad-<time>`` first. Faults reach the player through
:func:`notice` (a short message, once) and :func:`report_problem` (a
persistent message until :func:`clear_problem`); the app shows both.
"""

from __future__ import annotations

import json
import os
import re
import stat
import threading
import time
from pathlib import Path
from typing import Any


class StorageError(Exception):
    """Base class for a user file that could not be read or written."""


class MissingFile(StorageError):
    pass


class CorruptFile(StorageError):
    pass


class UnreadableFile(StorageError):
    """The file exists (or may) but the system refused to read it."""


class WriteFailed(StorageError):
    pass


class NotAFile(UnreadableFile):
    """Something other than a regular file (a folder, a FIFO, a device) has the file's name."""


class LinkRefused(NotAFile):
    """A symbolic link has the file's name where Cardavia never follows one."""


# Far above any file Cardavia writes (a long Preference session is well under 1 MB).
MAX_BYTES = 8 * 1024 * 1024


def encode(path: os.PathLike | str, data: Any) -> str:
    """``data`` as the JSON text :func:`write_json` writes; :class:`WriteFailed` if it cannot be."""
    try:
        return json.dumps(data, ensure_ascii=False, indent=2, sort_keys=True, allow_nan=False) + "\n"
    except (TypeError, ValueError) as exc:
        raise WriteFailed(f"cannot encode {Path(path).name}: {exc}") from exc


def write_json(path: os.PathLike | str, data: Any) -> None:
    """Write ``data`` as JSON to ``path`` atomically; raise :class:`WriteFailed` on any OS error."""
    write_text(path, encode(path, data))


def write_text(path: os.PathLike | str, text: str) -> None:
    """Write ``text`` to ``path`` atomically and durably; :class:`WriteFailed` on any OS error."""
    path = Path(path)
    import tempfile  # lazy: it pulls in random and hashlib, not needed to start the game

    tmp_name = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        # The process id in the name tells a leftover of a killed process from a write in progress.
        fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}-", suffix=".tmp", dir=path.parent)
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp_name, path)
        tmp_name = None
        _sync_dir(path.parent)
    except OSError as exc:
        raise WriteFailed(f"cannot write {path}: {exc}") from exc
    finally:
        if tmp_name is not None:
            try:
                os.unlink(tmp_name)
            except OSError:
                pass


def _sync_dir(folder: Path) -> None:
    # Makes the rename itself durable where the platform allows it.
    if not hasattr(os, "O_DIRECTORY"):
        return
    try:
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def read_json(path: os.PathLike | str, limit: int = MAX_BYTES, follow: bool = True) -> Any:
    """Parse ``path``: :class:`MissingFile` if absent, :class:`UnreadableFile` on an OS error,
    :class:`CorruptFile` if it is not JSON (``limit`` and ``follow`` as for :func:`read_bytes`)."""
    path = Path(path)
    raw = read_bytes(path, limit, follow)
    try:
        return json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise CorruptFile(f"{path.name} is not valid JSON: {exc}") from exc


def read_bytes(path: os.PathLike | str, limit: int = MAX_BYTES, follow: bool = True) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes.

    :class:`MissingFile` if absent, :class:`NotAFile` for a folder, FIFO or
    device, :class:`CorruptFile` when too large, :class:`UnreadableFile` on
    any other OS error. Never blocks on a FIFO, never reads past ``limit``.
    With ``follow=False`` a symbolic link in the file's place is refused
    (:class:`LinkRefused`) instead of read through.
    """
    path = Path(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags) if follow else open_unlinked(path, flags)
    except FileNotFoundError as exc:
        raise MissingFile(str(path)) from exc
    except IsADirectoryError as exc:
        raise NotAFile(f"{path} is a folder") from exc
    except OSError as exc:
        raise UnreadableFile(f"cannot read {path}: {exc}") from exc
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise NotAFile(f"{path} is not a regular file")
        if info.st_size > limit:
            raise CorruptFile(f"{path.name} is too large ({info.st_size} bytes)")
        chunks, total = [], 0
        while True:
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                break
            total += len(chunk)
            if total > limit:
                raise CorruptFile(f"{path.name} is too large")
            chunks.append(chunk)
        return b"".join(chunks)
    except OSError as exc:
        raise UnreadableFile(f"cannot read {path}: {exc}") from exc
    finally:
        os.close(fd)


NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)


def open_unlinked(path: os.PathLike | str, flags: int, mode: int = 0o666) -> int:
    """``os.open`` that never follows a symbolic link in the file's place: :class:`LinkRefused`.

    With ``O_NOFOLLOW`` the system itself refuses the link while opening;
    where the platform lacks it, the name is looked at first and the file
    opened is checked to be the very one that was looked at. Other failures
    raise :class:`OSError` as :func:`os.open` does.
    """
    path = os.fspath(path)
    if not NOFOLLOW:
        try:
            before = os.lstat(path)
        except FileNotFoundError:
            before = None
        if before is not None and stat.S_ISLNK(before.st_mode):
            raise LinkRefused(f"{display_path(path)} is a symbolic link")
    try:
        fd = os.open(path, flags | NOFOLLOW, mode)
    except OSError as exc:
        if os.path.islink(path):  # ELOOP on most systems, EMLINK on some
            raise LinkRefused(f"{display_path(path)} is a symbolic link") from exc
        raise
    if not NOFOLLOW:
        try:
            opened, named = os.fstat(fd), os.lstat(path)
        except OSError:
            os.close(fd)
            raise
        if stat.S_ISLNK(named.st_mode) or (opened.st_dev, opened.st_ino) != (named.st_dev, named.st_ino):
            os.close(fd)
            raise LinkRefused(f"{display_path(path)} was replaced by a symbolic link")
    return fd


def save_versioned(path: os.PathLike | str, data: dict, version: int) -> None:
    """Write a JSON object tagged with ``"version"``."""
    payload = dict(data)
    payload["version"] = version
    write_json(path, payload)


def load_versioned(path: os.PathLike | str, version: int) -> dict:
    """Read a JSON object written by :func:`save_versioned`.

    The object must carry an integer ``version`` no newer than ``version``;
    callers migrate older ones themselves.
    """
    data = read_json(path)
    if not isinstance(data, dict):
        raise CorruptFile(f"{Path(path).name} does not hold a JSON object")
    found = data.get("version")
    if not isinstance(found, int) or isinstance(found, bool) or found < 1:
        raise CorruptFile(f"{Path(path).name} has no valid version")
    if found > version:
        raise NewerFile(f"{Path(path).name} was written by a newer Cardavia (version {found})")
    return data


class NewerFile(CorruptFile):
    """Written by a newer Cardavia: kept aside like a damaged file, but said differently."""


def keep_aside(path: os.PathLike | str) -> Path | None:
    """Rename a damaged file (or folder, FIFO, link) to ``<name>.bad-<time>`` beside it.

    Returns the new path, or None when nothing could be moved (absent, or the
    folder refuses): the caller must then not write over the original.
    """
    path = Path(path)
    if not os.path.lexists(path):
        return None
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.bad-{stamp}")
    n = 1
    while os.path.lexists(target):
        n += 1
        target = path.with_name(f"{path.name}.bad-{stamp}-{n}")
    try:
        os.rename(path, target)
    except OSError:
        return None
    return target


# Old style (before the process id was in the name) leftovers only go by age.
_TEMP = re.compile(r"^\.(?P<name>.+?)\.(?:(?P<pid>\d+)-)?[^.]*\.tmp$")
STALE_SECONDS = 600.0


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError):
        return True
    return True


def remove_stale_temps(folder: os.PathLike | str, now: float | None = None) -> list[str]:
    """Delete temporary files a killed save left in ``folder``; the names removed.

    A temporary file is stale when the process that wrote it is gone, or when
    it is older than :data:`STALE_SECONDS` (whatever wrote it).
    """
    folder = Path(folder)
    now = time.time() if now is None else now
    removed = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        match = _TEMP.match(entry.name)
        if match is None:
            continue
        try:
            if not entry.is_file(follow_symlinks=False):
                continue
            age = now - entry.stat(follow_symlinks=False).st_mtime
            pid = match.group("pid")
            if age > STALE_SECONDS or (pid is not None and not _alive(int(pid))):
                os.unlink(entry.path)
                removed.append(entry.name)
        except OSError:
            continue
    return removed


# --- telling the player ---------------------------------------------------------

_lock = threading.Lock()
_notices: list = []
_problems: dict[str, object] = {}


def notice(message) -> None:
    """Queue a short message for the player (a msgid or a callable giving text), once."""
    with _lock:
        if message not in _notices:
            _notices.append(message)


def take_notices() -> list:
    with _lock:
        out = list(_notices)
        _notices.clear()
    return out


def report_problem(key: str, message) -> None:
    """A fault that lasts (e.g. saves failing): shown until :func:`clear_problem` ``(key)``."""
    with _lock:
        _problems[key] = message


def clear_problem(key: str) -> None:
    with _lock:
        _problems.pop(key, None)


def problems() -> list:
    """The messages of the faults that last, in the order they were reported."""
    with _lock:
        return list(_problems.values())


def display_path(path: os.PathLike | str) -> str:
    """A path or file name fit to show: bytes that are not UTF-8 appear as ``\\xNN``.

    Every visible text that holds a path goes through this: a folder name that
    is not UTF-8 cannot be drawn (or logged) as it is.
    """
    name = os.fspath(path)
    return drawable(os.fsdecode(name) if isinstance(name, bytes) else name)


def drawable(text: str) -> str:
    """``text`` with whatever cannot be encoded as UTF-8 (lone surrogates) as ``\\xNN``."""
    try:
        text.encode("utf-8")
        return text
    except UnicodeEncodeError:
        pass
    try:
        return text.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
    except UnicodeError:
        return text.encode("utf-8", "backslashreplace").decode("ascii")


display_name = display_path  # a bare file name is shown the same way


def keep_bad_copy(path: os.PathLike | str) -> Path | None:
    """Copy a damaged file to ``<name>.bad-<time>`` beside it; the copy's path, or None."""
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.bad-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.bad-{stamp}-{n}")
    import shutil

    try:
        shutil.copyfile(path, target)
    except OSError:
        return None
    return target
