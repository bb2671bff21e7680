"""The one owner of the table's live turn: the computer's pending move, the hint,
the player's queued choice, the popup and the review of a finished deal, all
bound to one state epoch.

Every change of the deal or of its state (a move, restart, undo, next deal,
replay, load, leaving) calls :meth:`TurnOwner.reset`, which bumps the epoch
and drops everything that belonged to the old state at once.  A computer
answer carries the epoch it was asked for; it is used only while that epoch
is current and only if it is still a legal action.

A move lost with its worker (the watchdog restarted a silent one, or it
died) is asked once more of the fresh worker; :meth:`TurnOwner.take_restart`
tells the table once, so that it can say so.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.ai.jobs import Job
from game.ai.process import LOST


@dataclass
class _Move:
    epoch: int
    seat: int
    job: int | None
    started: float
    question: Job | None = None  # asked again if the worker is lost
    again: bool = False  # asked a second time already


class TurnOwner:
    def __init__(self, thinker):
        self.thinker = thinker
        self.epoch = 0
        self._move = None  # the computer seat's job for this epoch
        self._answer = None  # (epoch, action) once known
        self._hint = None  # (epoch, job)
        self._hint_action = None  # (epoch, action)
        self._hint_reason = None  # (epoch, [reason id, params]) the hint's why
        self._review = None  # (epoch, job): the coach reviewing the finished deal
        self._review_answer = None  # (epoch, review) once known
        self._pending = None  # (epoch, action): the player's choice while cards still move
        self._popup = None  # (epoch, card): a card whose choices the player is asked
        self._wait = None  # (epoch, until): the short wait before a forced card is played
        self._restarted = False  # a lost worker was replaced since the table last asked
        self.hint_started = 0.0  # the table's clock when the hint was asked
        self._hint_question = None  # (epoch, job question, asked again already)
        self._hint_failed = None  # (epoch, why): the hint could not be worked out

    # -- resetting ---------------------------------------------------------------
    def reset(self):
        """The state changed: nothing asked for the old one may be used any more."""
        self.epoch += 1
        if self._move is not None:
            self.thinker.cancel(self._move.job)
        if self._hint is not None:
            self.thinker.cancel(self._hint[1])
        if self._review is not None:
            self.thinker.cancel(self._review[1])
        self._move = self._answer = self._hint = self._hint_action = self._hint_reason = None
        self._hint_question = self._hint_failed = None
        self._review = self._review_answer = None
        self._pending = self._popup = self._wait = None

    def close(self):
        self.reset()

    def _current(self, item):
        return item[1] if item is not None and item[0] == self.epoch else None

    # -- the computer's move ---------------------------------------------------------
    def asked(self, seat):
        """Has ``seat``'s move been asked for in this state?"""
        move = self._move
        return move is not None and move.epoch == self.epoch and move.seat == seat

    def think(self, seat, game, level, observation, seed, now):
        """Ask for ``seat``'s move in this state, once."""
        move = self._move
        if self.asked(seat):
            return
        if move is not None:
            self.thinker.cancel(move.job)
        question = Job.move(game, level, observation, seed)
        self._move = _Move(self.epoch, seat, self.thinker.submit(question), now, question)
        self._answer = None

    @property
    def thinking_seat(self):
        move = self._move
        if move is None or move.epoch != self.epoch or self.answer_ready:
            return None
        return move.seat

    @property
    def started(self):
        return self._move.started if self._move is not None else 0.0

    def poll_move(self, legal):
        """The answer for this state once it is known: ``(action or None, error)``.

        ``None`` with no error while the computer still thinks; an error
        (or an answer that is not legal) asks the caller for a fallback.
        """
        answer = self._current(self._answer)
        if answer is not None:
            return answer, None
        move = self._move
        if move is None or move.epoch != self.epoch:
            return None, None
        got = self.thinker.poll(move.job)
        if got is None:
            return None, None
        status, value = got
        if status == "done" and value in legal:
            self._answer = (self.epoch, value)
            return value, None
        if status == "error" and value in LOST:
            self._restarted = True
            if not move.again and move.question:
                # the same question of the fresh worker: the same answer, at the level's strength
                move.job, move.again = self.thinker.submit(move.question), True
                return None, None
        return None, value if status == "error" else f"not a legal action: {value!r}"

    def take_restart(self):
        """True once after a worker was lost and replaced while this table waited for it."""
        restarted, self._restarted = self._restarted, False
        return restarted

    def settle_answer(self, action):
        """Record a fallback answer for this state."""
        self._answer = (self.epoch, action)

    @property
    def answer_ready(self):
        return self._current(self._answer) is not None

    def accept(self, epoch, action, legal):
        """``action`` if it was meant for the current state and is legal there, else None."""
        if epoch != self.epoch or action not in legal:
            return None
        return action

    def take_answer(self, legal):
        """The answer, handed out once, if still legal."""
        answer = self._current(self._answer)
        self._answer = None
        self._move = None
        return self.accept(self.epoch, answer, legal)

    def wait_until_answered(self, timeout=60.0):
        """Block until the jobs asked for this state have answers (tools that replay a seed)."""
        import time

        end = time.monotonic() + timeout
        jobs = []
        if self._move is not None and self._move.epoch == self.epoch and self._answer is None:
            jobs.append(self._move.job)
        if self._current(self._hint) is not None:
            jobs.append(self._hint[1])
        if self._current(self._review) is not None:
            jobs.append(self._review[1])
        for job in jobs:
            while not self.thinker.ready(job) and time.monotonic() < end:
                time.sleep(0.001)

    # -- the hint ----------------------------------------------------------------------
    def ask_hint(self, game, observation, seed, now=0.0):
        if self._current(self._hint) is not None or self._current(self._hint_action) is not None:
            return False
        question = Job.explain(game, observation)
        self._hint = (self.epoch, self.thinker.submit(question))
        self._hint_question = (self.epoch, question, False)
        self._hint_failed = None
        self.hint_started = now
        return True

    def cancel_hint(self):
        """Stop working out the hint asked for this state; whether one was being worked out."""
        job = self._current(self._hint)
        if job is None:
            return False
        self.thinker.cancel(job)
        self._hint = None
        return True

    @property
    def hint_busy(self):
        return self._current(self._hint) is not None

    def poll_hint(self, legal):
        """The hint's action once known and legal (kept for this state)."""
        job = self._current(self._hint)
        if job is None:
            return None
        got = self.thinker.poll(job)
        if got is None:
            return None
        self._hint = None
        status, value = got
        reason = None
        if status == "error" and value in LOST:
            self._restarted = True
            asked = self._hint_question
            if asked is not None and asked[0] == self.epoch and not asked[2]:
                # asked once more of the fresh worker, as a lost move is
                self._hint = (self.epoch, self.thinker.submit(asked[1]))
                self._hint_question = (self.epoch, asked[1], True)
                return None
        if status == "done" and isinstance(value, dict):
            value, reason = value.get("action"), value.get("reason")
        if status == "done" and value in legal:
            self._hint_action = (self.epoch, value)
            self._hint_reason = (self.epoch, reason) if reason else None
            return value
        if status != "cancelled":
            self._hint_failed = (self.epoch, value if status == "error" else f"not a legal action: {value!r}")
        return None

    def take_hint_failure(self):
        """Why the hint asked in this state could not be given (once), or None."""
        failed, self._hint_failed = self._current(self._hint_failed), None
        return failed

    @property
    def hint_action(self):
        return self._current(self._hint_action)

    @property
    def hint_reason(self):
        """``[reason id, params]`` of the hint's choice, or None."""
        return self._current(self._hint_reason)

    # -- the review of a finished deal ------------------------------------------------
    def ask_review(self, game, record, seat):
        """Have the coach review the finished deal ``record`` for ``seat``, once per state."""
        if self._current(self._review) is not None or self._current(self._review_answer) is not None:
            return False
        job = self.thinker.submit(Job.review(game, record, seat))
        self._review = (self.epoch, job)
        return True

    @property
    def review_busy(self):
        return self._current(self._review) is not None

    @property
    def review_progress(self):
        """How far the review got (0 to 1), None before it told."""
        job = self._current(self._review)
        if job is None:
            return None
        progress = getattr(self.thinker, "progress", None)
        return progress(job) if progress is not None else None

    def poll_review(self):
        """The review for this state once known: ``("done", review)`` or ``("error", message)``;
        None while the coach works (or when none was asked)."""
        answer = self._current(self._review_answer)
        if answer is not None:
            return answer
        job = self._current(self._review)
        if job is None:
            return None
        got = self.thinker.poll(job)
        if got is None:
            return None
        self._review = None
        status, value = got
        if status == "done" and isinstance(value, dict):
            answer = ("done", value)
        else:
            answer = ("error", value if status == "error" else status)
        self._review_answer = (self.epoch, answer)
        return answer

    # -- the player's choices ----------------------------------------------------------
    def queue(self, action):
        """The player chose while cards still move: applied once the table is still."""
        if self._current(self._pending) is None:
            self._pending = (self.epoch, action)

    @property
    def pending(self):
        return self._current(self._pending)

    def take_pending(self, legal):
        action = self._current(self._pending)
        self._pending = None
        return self.accept(self.epoch, action, legal)

    def open_popup(self, card):
        self._popup = (self.epoch, card)

    def close_popup(self):
        self._popup = None

    @property
    def popup(self):
        return self._current(self._popup)

    def forced_wait(self, now, delay):
        """When a forced card may be played: a fresh wait per state."""
        until = self._current(self._wait)
        if until is None:
            until = now + delay
            self._wait = (self.epoch, until)
        return until


__all__ = ["TurnOwner"]
