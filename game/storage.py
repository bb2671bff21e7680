"""Atomic, versioned JSON files for everything a player must never lose.

A write goes to a temporary file in the same folder, is flushed and synced,
then replaces the target in one step: a crash leaves either the old file or
the new one, never half of either. Reads never trust the file: anything that
is not the expected JSON object raises :class:`CorruptFile`. No pickle, ever.
"""

from __future__ import annotations

import json
import os
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


def write_json(path: os.PathLike | str, data: Any) -> None:
    """Write ``data`` as JSON to ``path`` atomically; raise :class:`WriteFailed` on any OS error."""
    path = Path(path)
    try:
        text = json.dumps(data, ensure_ascii=False, indent=2, sort_keys=True, allow_nan=False)
    except (TypeError, ValueError) as exc:
        raise WriteFailed(f"cannot encode {path.name}: {exc}") from exc
    import tempfile  # lazy: it pulls in random and hashlib, not needed to start the game

    tmp_name = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.write("\n")
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


def read_json(path: os.PathLike | str) -> Any:
    """Parse ``path``: :class:`MissingFile` if absent, :class:`UnreadableFile` on an OS error,
    :class:`CorruptFile` if it is not JSON."""
    path = Path(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError as exc:
        raise MissingFile(str(path)) from exc
    except OSError as exc:
        raise UnreadableFile(f"cannot read {path}: {exc}") from exc
    try:
        return json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise CorruptFile(f"{path.name} is not valid JSON: {exc}") from exc


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
        raise CorruptFile(f"{Path(path).name} was written by a newer Cardavia (version {found})")
    return data


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
