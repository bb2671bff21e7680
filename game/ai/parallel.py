"""The expert level on two cores.

A search draws each world from its own random stream (``search.world_rng``),
so its worlds can be split between processes and the results merged in world
order: the answer is the same as the single-process search for the same seed.
The thinker (``process.Thinker``) starts a helper process next to its worker
and gives the worker one end of a pipe to it; the worker calls
:func:`enable` with it, and an expert search then sends every second world
to the helper while it searches the others.  Without a helper (tools, tests,
a machine where processes cannot start) or when the helper fails, the worker
searches those worlds itself: slower, never different.
"""

from __future__ import annotations

import importlib
import os
import random

_link = None  # the worker's end of the pipe to the helper
_seq = 0  # numbers the shares, so that an answer nobody waited for is skipped


def enable(conn):
    """Let expert searches of this process share their worlds through ``conn``."""
    global _link
    _link = conn


def disable():
    global _link
    _link = None


def sharer(game, observation, cancel=None):
    """A ``share(base, indices, reps)`` for ``search.evaluate``, or None without a helper."""
    if _link is None:
        return None
    from game.engine import plugin_module

    job = getattr(cancel, "job", None)

    def share(base, indices, reps=None):
        global _seq
        theirs = indices[1::2]
        if not theirs or _link is None:
            return indices, None
        _seq += 1
        seq = _seq
        try:
            _link.send((seq, job, game, plugin_module(game), observation, base, theirs, reps))
        except (OSError, ValueError):
            disable()
            return indices, None

        def finish():
            while _link is not None:
                try:
                    got, status, value = _link.recv()
                except (EOFError, OSError):
                    disable()
                    return None
                if got == seq:
                    return value if status == "done" else None
            return None

        return indices[0::2], finish

    return share


def serve(conn, cancelled):
    """The helper process's loop: world records for one share at a time."""
    try:
        os.nice(10)  # the window's frames come first
    except (AttributeError, OSError):
        pass
    from . import make_player
    from .process import _Cancelled

    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        seq, job, game, plugin, observation, base, indices, reps = message
        try:
            if plugin:
                importlib.import_module(plugin)
            player = make_player(game, "expert", random.Random(0))
            records = player.records(observation, base, indices, _Cancelled(cancelled, job), reps)
            reply = (seq, "done", records)
        except Exception as exc:  # noqa: BLE001 - the worker then searches these worlds itself
            reply = (seq, "error", f"{type(exc).__name__}: {exc}")
        try:
            conn.send(reply)
        except (OSError, BrokenPipeError):
            return


__all__ = ["disable", "enable", "serve", "sharer"]
