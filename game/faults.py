"""Faults the program did not expect: written down for the player to send, never fatal.

:func:`record_fault` appends the traceback, the scene and (when the scene
offers one) the deal record to ``errors.log`` in the data folder, and returns
where it wrote (None when even that failed).
"""

from __future__ import annotations

import json
import time
import traceback
from pathlib import Path

from . import paths

LOG_NAME = "errors.log"
LOG_LIMIT = 512 * 1024  # past this the log starts again, keeping the previous one as .1


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
        if path.is_file() and path.stat().st_size > LOG_LIMIT:
            path.replace(path.with_name(LOG_NAME + ".1"))
        with open(path, "a", encoding="utf-8") as log:
            log.write("\n".join(lines) + "\n")
    except OSError:
        return None
    return path


__all__ = ["LOG_NAME", "log_path", "record_fault"]
