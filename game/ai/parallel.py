"""A sharing level (the expert) on two cores.

A search draws each world from its own random stream (``search.world_rng``),
so its worlds can be split between processes and the results merged in world
order: the answer is the same as the single-process search for the same seed.
The thinker (``process.Thinker``) starts a helper process next to its worker
and gives the worker one end of a pipe to it; the worker wraps it in a
:class:`Helper` that each job's ``jobs.Control`` carries, and a search at a
level that shares (``levels``) then sends every second world to the helper
while it searches the others.  Without a helper (tools, tests,
a machine where processes cannot start) or when the helper fails, the worker
searches those worlds itself: slower, never different.  The worker does not
wait idle for a helper slowed down by a busy machine either: once its own
share is done it searches the helper's worlds too (``search.collect``).
"""

from __future__ import annotations

import importlib
import os
import random

from game.engine import plugin_module

from . import make_player
from .jobs import Control
from .search import PENDING


class Helper:
    """The worker's end of the pipe to the helper process, and the shares sent through it."""

    def __init__(self, conn):
        self.conn = conn
        self.seq = 0  # numbers the shares, so that an answer nobody waited for is skipped

    def disable(self):
        self.conn = None

    def sharer(self, game, level, observation, cancel=None):
        """A ``share(base, indices, reps)`` for ``search.evaluate``, or None once the helper failed."""
        if self.conn is None:
            return None
        job = cancel.job if isinstance(cancel, Control) else None

        def share(base, indices, reps=None):
            theirs = indices[1::2]
            if not theirs or self.conn is None:
                return indices, None
            self.seq += 1
            seq = self.seq
            try:
                self.conn.send((seq, job, game, level, plugin_module(game), observation, base, theirs, reps))
            except (OSError, ValueError):
                self.disable()
                return indices, None
            return indices[0::2], Share(self, seq)

        return share

    def answer(self, seq, wait=True):
        """The records of share ``seq``; None if the helper failed, ``PENDING`` (with
        ``wait`` false) while it is still searching.  Answers to shares nobody waits
        for any more are read and dropped."""
        while self.conn is not None:
            try:
                if not wait and not self.conn.poll():
                    return PENDING
                got, status, value = self.conn.recv()
            except (EOFError, OSError):
                self.disable()
                return None
            if got == seq:
                return value if status == "done" else None
        return None


class Share:
    """One share of a search sent to the helper: ``poll()`` without waiting (see
    ``search.collect``), or called to wait for it."""

    def __init__(self, helper, seq):
        self.helper = helper
        self.seq = seq

    def __call__(self):
        return self.helper.answer(self.seq)

    def poll(self):
        return self.helper.answer(self.seq, wait=False)

    def drop(self):
        """Nobody waits for this share: its answer is skipped when it comes."""


def background_priority():
    """Lower this process's priority so that the window's frames come first when both want a core.

    ``CARDAVIA_WORKER_NICE`` sets how much (10 by default): the test suite, whose other processes
    are not a window, gives the thinkers the same share as everything else."""
    try:
        os.nice(int(os.environ.get("CARDAVIA_WORKER_NICE", "10")))
    except (AttributeError, OSError, ValueError):
        pass


def serve(conn, cancelled):
    """The helper process's loop: world records for one share at a time."""
    background_priority()
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        seq, job, game, level, plugin, observation, base, indices, reps = message
        try:
            if plugin:
                importlib.import_module(plugin)
            player = make_player(game, level, random.Random(0))
            records = player.records(observation, base, indices, Control(cancelled, job), reps)
            reply = (seq, "done", records)
        except Exception as exc:  # noqa: BLE001 - the worker then searches these worlds itself
            reply = (seq, "error", f"{type(exc).__name__}: {exc}")
        try:
            conn.send(reply)
        except (OSError, BrokenPipeError):
            return


__all__ = ["Helper", "Share", "serve"]
