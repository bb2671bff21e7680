"""Faults the program did not expect: written down for the player to send, never fatal.

:func:`record_fault` appends the traceback, the scene and (when the scene
offers one) the deal record to ``errors.log`` in the data folder, and returns
where it wrote (None when even that failed). The log is opened without
following a symbolic link: a link, folder or FIFO in its place is kept aside
(with a notice) and a new log begins.
"""

from __future__ import annotations

import json
import os
import stat
import time
import traceback
from pathlib import Path

from . import paths, storage
from .i18n import N_, _

LOG_NAME = "errors.log"
LOG_LIMIT = 512 * 1024  # past this the log starts again, keeping the previous one as .1
NOTICE_NOT_A_LOG = N_("Something that is not a plain file had the name of the error log; it was kept aside as "
                      "{name} and a new log was started.")


def log_path() -> Path:
    return paths.data_dir() / LOG_NAME


def record_fault(exc: BaseException, where: str, context: dict | None = None) -> Path | None:
    path = log_path()
    lines = [
        "=" * 72,
        time.strftime("%Y-%m-%d %H:%M:%S") + f"  {where}",
        "".join(traceback.format_exception(type(exc), exc, exc.__traceback__)).rstrip(),
    ]
    if context:
        try:
            lines.append("context: " + json.dumps(context, sort_keys=True, default=str))
        except (TypeError, ValueError):
            lines.append("context: " + repr(context))
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        _append(path, "\n".join(lines) + "\n")
    except storage.NotAFile:
        # a link (or a folder, a FIFO) planted in the log's place is never followed or written through
        kept = storage.keep_aside(path)
        if kept is None:
            return None
        storage.notice(lambda: _(NOTICE_NOT_A_LOG).format(name=storage.display_path(kept.name)))
        try:
            _append(path, "\n".join(lines) + "\n")
        except (OSError, storage.StorageError):
            return None
    except (OSError, storage.StorageError):
        return None
    return path


def _append(path: Path, text: str) -> None:
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        info = None
    if info is not None and stat.S_ISREG(info.st_mode) and info.st_size > LOG_LIMIT:
        os.replace(path, path.with_name(LOG_NAME + ".1"))  # replaces a link there, never what it points to
    flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = storage.open_unlinked(path, flags, 0o644)
    except OSError as exc:
        if os.path.lexists(path) and not os.path.isfile(path):
            raise storage.NotAFile(f"{storage.display_path(path)} is not a regular file") from exc
        raise
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise storage.NotAFile(f"{storage.display_path(path)} is not a regular file")
    # a folder name that is not UTF-8 may be in the traceback: written escaped, never refused
    with os.fdopen(fd, "a", encoding="utf-8", errors="backslashreplace") as log:
        log.write(text)


__all__ = ["LOG_NAME", "log_path", "record_fault"]
