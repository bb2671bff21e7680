"""What the worker process is asked (a :class:`Job`) and what a running job may ask of it (:class:`Control`).

A job is plain data, so that it crosses a pipe: a move at a level, the hint,
the hint with its reason, the coach's review of a finished deal, or a warm-up
that only loads the players.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

MOVE = "move"  # a computer player's move at ``level``, from ``seed``
HINT = "hint"  # the hint's choice (seeded from the position)
EXPLAIN = "explain"  # the hint with its reason: {"action", "reason"}
REVIEW = "review"  # the coach's review of a finished deal: ``observation`` is its record
WARM = "warm"  # load the players, answer None
KINDS = (MOVE, HINT, EXPLAIN, REVIEW, WARM)


@dataclass(frozen=True)
class Job:
    kind: str
    game: str | None = None
    level: str | None = None
    observation: Any = None
    seed: Any = None
    seat: int | None = None
    #: the module that registers a game added at run time (a fresh worker imports it first)
    plugin: str | None = None

    def __post_init__(self):
        if self.kind not in KINDS:
            raise ValueError(f"unknown job kind {self.kind!r}; kinds: {', '.join(KINDS)}")

    @classmethod
    def move(cls, game, level, observation, seed):
        return cls(MOVE, game, level, observation, seed)

    @classmethod
    def hint(cls, game, observation):
        return cls(HINT, game, observation=observation)

    @classmethod
    def explain(cls, game, observation):
        return cls(EXPLAIN, game, observation=observation)

    @classmethod
    def review(cls, game, record, seat):
        return cls(REVIEW, game, observation=record, seat=seat)

    @classmethod
    def warm(cls):
        return cls(WARM)

    def with_plugin(self, plugin):
        return replace(self, plugin=plugin)


class Control:
    """What a running job may ask of its worker: ``is_set()``, true once the
    caller cancelled it (or a later job), and ``helper``, a process on
    another core the job's search may send a share of its worlds to (None
    without one)."""

    __slots__ = ("_shared", "helper", "job")

    def __init__(self, shared, job, helper=None):
        self._shared = shared
        self.job = job
        self.helper = helper

    def is_set(self):
        return self.job is not None and self._shared.value >= self.job


def helper_of(cancel):
    """The helper a search may share its worlds with (None for a plain cancel event)."""
    return cancel.helper if isinstance(cancel, Control) else None


__all__ = ["EXPLAIN", "HINT", "KINDS", "MOVE", "REVIEW", "WARM", "Control", "Job", "helper_of"]
