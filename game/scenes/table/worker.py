"""Thinking off the frame loop: one background job at a time.

The table hands a worker a function and a copy of what it needs (an
observation and its own random generator); the window keeps drawing while
the job runs, and the table polls for the answer once per frame.  A job
that is no longer wanted (the deal moved on, the table closed) is cancelled
and its answer ignored.
"""

from __future__ import annotations

import threading


class Job:
    def __init__(self, tag, fn, args):
        self.tag = tag
        self.cancel = threading.Event()
        self.done = threading.Event()
        self.result = None
        self.error = None
        self._thread = threading.Thread(target=self._run, args=(fn, args), daemon=True,
                                        name=f"table-{tag[0] if isinstance(tag, tuple) else tag}")

    def _run(self, fn, args):
        try:
            self.result = fn(*args, cancel=self.cancel)
        except BaseException as exc:  # reported to the table, never lost in the thread
            self.error = exc
        finally:
            self.done.set()

    def start(self):
        self._thread.start()
        return self

    def join(self, timeout=None):
        self._thread.join(timeout)


class Worker:
    """Runs at most one job; ``tag`` says what the job is for."""

    def __init__(self, synchronous=False):
        self.job = None
        # synchronous: run jobs at once in the caller (headless tools may want it)
        self.synchronous = synchronous

    @property
    def busy(self):
        return self.job is not None

    def start(self, tag, fn, *args):
        self.stop()
        job = Job(tag, fn, args)
        self.job = job
        if self.synchronous:
            job._run(fn, args)
        else:
            job.start()
        return job

    def poll(self, tag=None):
        """``(True, result)`` once the job with ``tag`` has finished, else ``(False, None)``.

        A failed job re-raises its error here, in the table's thread.
        """
        job = self.job
        if job is None or (tag is not None and job.tag != tag) or not job.done.is_set():
            return False, None
        self.job = None
        if job.error is not None:
            raise job.error
        return True, job.result

    def stop(self):
        """Cancel the running job (its answer will be ignored)."""
        job, self.job = self.job, None
        if job is not None:
            job.cancel.set()

    def wait(self, timeout=None):
        job = self.job
        if job is not None:
            job.done.wait(timeout)


__all__ = ["Job", "Worker"]
