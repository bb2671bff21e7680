"""Thinking in a worker process, off the window's frame loop and its GIL.

A decision is a pure function of plain data, a ``jobs.Job`` (a move at a
level from a seed, the hint, the hint with its reason, the coach's review)
-> its answer, so it can run anywhere: :func:`decide` is that function,
and :class:`Thinker` runs it in one long-lived worker process (spawned, so
it shares nothing with the window but the pipe).  Jobs are numbered; an
answer comes back with its number and the caller decides whether it is still
wanted.  ``cancel(job)`` really stops the work: the search polls a shared
counter of cancelled jobs and returns early.

On a machine with more than one core a second, helper process starts next
to the worker: a search at a level that shares (``levels``: the hint's, or
a seat at that level) sends it half of its worlds (``parallel``), with the
same answer as one process would give.

When a worker process cannot be started (a sandbox that forbids new processes,
say) the thinker falls back to one background thread with the same interface, and
says so (the note ``"thread"``).  A read-only ``/dev/shm`` and temp folder do not
stop it: the shared cancel counter then needs neither (:mod:`shared_count`).

A watchdog keeps a stopped or stuck worker from freezing the table: a worker
that has said nothing for a generous multiple of the job's time budget
(:func:`answer_limit`), counted in the worker's own CPU time where the system
tells it (a busy machine slows a search, it does not stall it), or that got no
CPU at all for that long, is killed, reaped and started afresh, and its jobs
answer ``("error", STALLED)`` so that the caller can ask again.  A helper
that died is reaped and started again with a fresh worker once the worker
is idle.
"""

from __future__ import annotations

import atexit
import importlib
import multiprocessing
import os
import queue
import random
import threading
import time

from game.engine import plugin_module

from . import coach, hint, make_player
from .jobs import EXPLAIN, HINT, MOVE, REVIEW, WARM, Control, Job
from .levels import BY_NAME, HINT_LEVEL, WALL_FACTOR
from .parallel import Helper, background_priority, serve
from .search import Budget
from .shared_count import SharedCount

# why a job was lost with its worker (the caller may ask again: a fresh worker is on its way)
STOPPED = "the worker process stopped"
STALLED = "the worker process did not answer in time and was restarted"
LOST = (STOPPED, STALLED)

#: the watchdog waits this many times a search's longest expected wall time (WALL_FACTOR x Budget.seconds)
WATCHDOG_FACTOR = 2
#: the least silence any job is allowed (the quick levels answer in milliseconds)
WATCHDOG_FLOOR = 10.0
#: a fresh worker's first word may also wait for its imports
STARTUP_ALLOWANCE = 30.0
#: a review tells its progress as it goes: this long without a word is a stall
REVIEW_SILENCE = 60.0
#: a helper that keeps dying is not started again
HELPER_DEATHS = 3
#: how often (seconds) the watchdog looks whether the worker or its helper was stopped
STOP_CHECK = 0.25


def _ticks():
    try:
        return os.sysconf("SC_CLK_TCK")
    except (AttributeError, ValueError, OSError):
        return 100


_TICK = _ticks()


def process_cpu(pid):
    """CPU seconds a live process has used, or None where the system does not tell (no ``/proc``).

    The watchdog counts a busy worker's silence in this time: on a loaded machine a search
    gets a share of a core, and its wall time says nothing about whether it is stuck."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            line = f.read().decode("ascii", "replace")
        fields = line[line.rindex(")") + 2:].split()
        return (int(fields[11]) + int(fields[12])) / _TICK  # utime, stime
    except (OSError, ValueError, IndexError):
        return None


def answer_limit(job):
    """Seconds a worker may stay silent on ``job`` before the watchdog restarts it.

    None when the job's searches have no time limit (tools make them clockless to get the
    same answers on any machine): no multiple of an unlimited budget is a stall."""
    if job.kind == REVIEW:
        return REVIEW_SILENCE
    spec = BY_NAME.get(job.level) if job.kind == MOVE else BY_NAME[HINT_LEVEL]
    if job.kind == WARM or spec is None or not spec.searches:
        return WATCHDOG_FLOOR
    # through a Budget, as the search reads it: tools may make every budget clockless
    seconds = Budget(seconds=spec.seconds).seconds
    if seconds is None:
        return None
    return max(WATCHDOG_FLOOR, WATCHDOG_FACTOR * WALL_FACTOR * seconds)


def decide(job, cancel=None, progress=None):
    """The answer to ``job`` (a :class:`jobs.Job`): a move's or the hint's action,
    the hint with its reason, the coach's review, None for a warm-up.

    ``cancel`` (``is_set()``; a ``jobs.Control`` in the worker) stops a long
    search early; ``progress(share)`` hears how far a review got.  A job's
    ``plugin`` names the module that registers a game added at run time: a
    fresh worker process imports it before deciding.
    """
    if job.kind == WARM:
        if job.game:
            from . import jit

            jit.prefer(job.game)  # its table opened: its core is compiled next
        return None  # the players are loaded with this module
    if job.plugin:
        importlib.import_module(job.plugin)
    if job.kind == EXPLAIN:
        return coach.explain_hint(job.game, job.observation, cancel=cancel)
    if job.kind == REVIEW:
        return coach.review(job.observation, job.seat, cancel=cancel, progress=progress)
    if job.kind == HINT:
        # seeded from the position, not from a seed: the same hint every time it is asked
        return hint(job.game, job.observation, cancel=cancel)
    rng = random.Random(job.seed)
    return make_player(job.game, job.level, rng).choose(job.observation, cancel=cancel)


def _run_job(number, job, cancelled, helper=None, progress=None):
    """``(number, status, value)`` for one job: its answer, its error, or that it was cancelled.

    ``progress(number, share)`` hears how far a long job (a review) got."""
    if cancelled.value >= number:
        return (number, "cancelled", None)
    control = Control(cancelled, number, helper)

    def told(share):
        if progress is not None:
            progress(number, share)

    try:
        return (number, "done", decide(job, control, told))
    except coach.Cancelled:
        return (number, "cancelled", None)
    except Exception as exc:  # noqa: BLE001 - reported to the caller, never lost in the worker
        return (number, "error", f"{type(exc).__name__}: {exc}")


class Worker:
    """The worker process: its pipe to the window, the shared cancelled counter,
    and the helper its searches may share worlds with."""

    def __init__(self, conn, cancelled, helper_conn=None):
        self.conn = conn
        self.cancelled = cancelled
        self.helper = Helper(helper_conn) if helper_conn is not None else None
        self._send_lock = threading.Lock()  # the compile thread tells its news through the same pipe
        self._told_mode = None

    def send(self, message):
        with self._send_lock:
            self.conn.send(message)

    def tell_mode(self):
        """Say how the search runs here (compiled, compiling, plain and why) when that changed."""
        from . import jit

        mode = jit.report()
        if mode == self._told_mode:
            return
        self._told_mode = mode
        try:
            self.send((0, "mode", mode))
        except (OSError, BrokenPipeError, ValueError):
            pass

    def serve(self):
        """One job at a time until the pipe closes."""
        background_priority()
        _compile_cores(self.tell_mode)
        self.tell_mode()
        while True:
            try:
                message = self.conn.recv()
            except (EOFError, OSError):
                return
            if message is None:
                return
            number, job = message
            reply = _run_job(number, job, self.cancelled, self.helper, self.progress)
            self.tell_mode()  # a core may have been repaired or failed on the way
            try:
                self.send(reply)
            except (OSError, BrokenPipeError):
                return

    def progress(self, number, share):
        try:
            self.send((number, "progress", share))
        except (OSError, BrokenPipeError):
            pass


def _serve(conn, cancelled, helper_conn=None):
    """The worker process's entry point."""
    Worker(conn, cancelled, helper_conn).serve()


def _compile_cores(done=None):
    """Compile the search cores in the background while the menus show; the
    plain-Python builds answer (the same moves) until they are ready."""
    # imported here, in the worker only: the window must not pay for importing numba
    from . import jit

    jit.warm_in_background(done)


class _SharedInt:
    """A thread-side stand-in for a shared ``multiprocessing`` integer."""

    def __init__(self):
        self.value = 0


class Thinker:
    """One worker (a process, or a thread as a fallback) running numbered decisions."""

    def __init__(self, use_process=True, limit=None, startup_allowance=STARTUP_ALLOWANCE, cpu=process_cpu):
        self._lock = threading.Lock()
        self._next = 0
        self._answers = {}  # job -> (status, value)
        self._progress = {}  # job -> share done, for long jobs that tell
        self._wanted = set()
        self._process = None
        self._helper = None  # the second core's process for expert searches
        self._conn = None
        self._thread = None
        self._inbox = None
        self._cancelled = None  # the highest job number cancelled, shared with the worker
        self.use_process = use_process
        self.kind = None
        self._deaths = 0
        # the watchdog: how long a job may wait for a word (``limit(job)`` seconds; injectable for tests)
        self.limit = limit or answer_limit
        self.startup_allowance = startup_allowance
        self.cpu = cpu  # a process's CPU seconds by its pid (injectable for tests)
        self._sent = {}  # job number -> (when it was sent, the job, the worker's CPU seconds then)
        self._heard = None  # when the worker last said anything (None: not since it started)
        self._heard_cpu = None  # the worker's CPU seconds then
        self._cpu_moved = (None, None)  # the worker's CPU seconds when last seen to grow, and when
        self._answered = False  # has this worker answered a job yet (its first may wait for imports)
        self._stalls = 0  # restarts since a job was last answered: each doubles the next limit
        self._helper_deaths = 0
        self.restarts = 0  # workers the watchdog restarted
        self._mode = None  # how the worker's search runs, as it last said (jit.report())
        self._looked = 0.0  # when the watchdog last looked for a stopped process

    # -- starting --------------------------------------------------------------
    def _ensure(self):
        if self.kind == "process" and self._process is not None and self._process.is_alive():
            return
        if self.kind == "thread" and self._thread is not None and self._thread.is_alive():
            return
        if self.kind == "process":
            # the worker died (killed, out of memory): what it held is lost, start afresh;
            # a worker that keeps dying cannot run here, so a thread takes over
            for job in list(self._wanted):
                self._answers[job] = ("error", STOPPED)
            self._wanted.clear()
            self._sent.clear()
            self._deaths += 1
            if self._deaths >= 2:
                self.use_process = False
        if self.use_process:
            try:
                self._start_process()
                return
            except (OSError, ImportError, ValueError, RuntimeError):
                self._process = None
        self._start_thread()

    def _start_process(self):
        ctx = multiprocessing.get_context("spawn")
        try:
            self._cancelled = ctx.RawValue("q", 0)
        except OSError:
            # no writable /dev/shm or temp folder for multiprocessing's shared memory: a counter
            # that needs neither keeps the worker a real process
            self._cancelled = SharedCount(0)
        self._cancelled.value = self._next
        here, there = ctx.Pipe()
        link = None
        if (os.cpu_count() or 1) > 1 and self._helper_deaths < HELPER_DEATHS:
            link, help_end = ctx.Pipe()
            try:
                helper = ctx.Process(target=serve, args=(help_end, self._cancelled),
                                     name="cardavia-helper", daemon=True)
                helper.start()
                self._stop_helper()
                self._helper = helper
            except (OSError, ImportError, ValueError, RuntimeError):
                link.close()
                link = None
            help_end.close()
        process = ctx.Process(target=_serve, args=(there, self._cancelled, link), name="cardavia-thinker",
                              daemon=True)
        try:
            process.start()
        except (OSError, ImportError, ValueError, RuntimeError):
            self._stop_helper()
            raise
        there.close()
        if link is not None:
            link.close()  # the worker holds it now: the helper stops when the worker does
        self._process, self._conn, self.kind = process, here, "process"
        self._heard = self._heard_cpu = None
        self._cpu_moved = (None, None)
        self._answered = False

    def _stop_helper(self):
        helper, self._helper = self._helper, None
        if helper is not None and helper.is_alive():
            helper.terminate()
            helper.join(1.0)
        _reap(helper)

    # -- the watchdog ----------------------------------------------------------------
    def _watch(self):
        """Restart a worker silent past its job's limit, and a pair whose helper died (when idle)."""
        if self.kind != "process" or self._process is None:
            return
        now = time.monotonic()
        if now - self._looked >= STOP_CHECK:
            self._looked = now
            if self._wanted and _stopped(self._process):
                # a stopped worker (SIGSTOP, a debugger) answers nothing: no use waiting its limit out
                self._restart(STALLED)
                return
            if self._helper is not None and _stopped(self._helper):
                # the worker searches a stopped helper's worlds itself once it is gone
                self._helper.kill()
        cpu = self._worker_cpu()
        if cpu is not None and cpu != self._cpu_moved[0]:
            self._cpu_moved = (cpu, now)
        for job in self._wanted:
            sent, question, sent_cpu = self._sent.get(job, (now, Job.warm(), cpu))
            limit = self.limit(question)
            if limit is None:
                continue
            # a machine too slow for the limit is not caught in a loop of restarts: each doubles it
            allowed = limit * 2 ** min(self._stalls, 4)
            if not self._answered:
                allowed += self.startup_allowance
            if self._silent_past(now, cpu, sent, sent_cpu, allowed):
                self._restart(STALLED)
                return
        helper = self._helper
        if helper is not None and not helper.is_alive():  # is_alive() reaps it
            if not self._wanted:
                self._helper_deaths += 1
                self._restart(None)

    def _silent_past(self, now, cpu, sent, sent_cpu, allowed):
        """Has the worker been silent on a job for longer than ``allowed`` seconds?

        Counted in the worker's own CPU time where the system tells it, so that a search
        slowed by other programs is not taken for a stuck one; a worker that gets no CPU
        at all (stopped, waiting forever) is caught on the wall clock."""
        since = max(sent, self._heard or sent)
        if now - since <= allowed:
            return False
        start_cpu = self._heard_cpu if self._heard is not None and self._heard > sent else sent_cpu
        if cpu is None or start_cpu is None:
            return True
        idle = now - max(since, self._cpu_moved[1] or since)
        return cpu - start_cpu > allowed or idle > allowed

    def _restart(self, reason):
        """Kill and reap the worker and its helper, answer their jobs with ``reason``, start afresh."""
        for job in self._wanted:
            self._answers[job] = ("error", reason)
        self._wanted.clear()
        self._sent.clear()
        process, conn = self._process, self._conn
        self._process = self._conn = None
        self.kind = None
        _reap(process)
        if conn is not None:
            conn.close()
        helper, self._helper = self._helper, None
        _reap(helper)
        if reason is not None:
            self.restarts += 1
            self._stalls += 1
        self._ensure()
        if self.kind == "process":
            # the fresh worker loads the players now, and its answer says it is up
            self._next += 1
            try:
                self._conn.send((self._next, Job.warm()))
            except (OSError, ValueError):
                pass

    def _start_thread(self):
        self._cancelled = _SharedInt()
        self._cancelled.value = self._next
        self._inbox = queue.Queue()
        self._thread = threading.Thread(target=self._thread_loop, name="cardavia-thinker", daemon=True)
        self._thread.start()
        self.kind = "thread"

    def _thread_loop(self):
        _compile_cores()
        inbox = self._inbox
        while True:
            message = inbox.get()
            if message is None:
                return
            job, args = message
            reply = _run_job(job, args, self._cancelled, None, self._told)
            with self._lock:
                if job in self._wanted:
                    self._wanted.discard(job)
                    self._answers[job] = reply[1:]

    def _told(self, job, share):
        with self._lock:
            if job in self._wanted:
                self._progress[job] = share

    def search_mode(self):
        """How the search runs (``jit.report()``: mode, why, notes), None before the worker said;
        the note ``"thread"`` when it runs in a thread of this process instead of a worker."""
        with self._lock:
            self._drain()
            if self.kind == "thread":
                from . import jit

                mode = jit.report()
                return dict(mode, notes=sorted(set(mode["notes"]) | {"thread"}))
            return self._mode

    def warm(self, game=None):
        """Start the worker now and have it load the players, so the first real move waits for nothing;
        with ``game`` (its table opens), that game's core is compiled before the others."""
        if self.kind is not None and game is None:
            return
        job = self.submit(Job.warm(game))
        with self._lock:
            self._wanted.discard(job)  # nobody waits for this answer
            self._sent.pop(job, None)

    # -- jobs --------------------------------------------------------------------
    def submit(self, question):
        """Start ``question`` (a :class:`jobs.Job`); returns its job number at once."""
        with self._lock:
            self._ensure()
            self._next += 1
            job = self._next
            self._wanted.add(job)
            self._sent[job] = (time.monotonic(), question, self._worker_cpu())
        args = question.with_plugin(plugin_module(question.game)) if question.game else question
        if self.kind == "process":
            try:
                self._conn.send((job, args))
            except (OSError, BrokenPipeError, ValueError):
                self._answers[job] = ("error", STOPPED)
                self._wanted.discard(job)
        else:
            self._inbox.put((job, args))
        return job

    def _worker_cpu(self):
        process = self._process if self.kind == "process" else None
        return self.cpu(process.pid) if process is not None and process.pid else None

    def _drain(self):
        if self.kind != "process" or self._conn is None:
            return
        try:
            while self._conn.poll():
                job, status, value = self._conn.recv()
                self._heard, self._heard_cpu = time.monotonic(), self._worker_cpu()
                if status == "mode":
                    self._mode = value
                    continue
                if status == "progress":
                    if job in self._wanted:
                        self._progress[job] = value
                    continue
                if job in self._wanted:
                    self._wanted.discard(job)
                    self._sent.pop(job, None)
                    self._answers[job] = (status, value)
                    self._answered, self._stalls = True, 0
        except (EOFError, OSError):
            self._ensure()
        self._watch()

    def poll(self, job):
        """``(status, value)`` once ``job`` has an answer (``done``, ``error``, ``cancelled``), else None."""
        with self._lock:
            self._drain()
            if job in self._answers:
                self._progress.pop(job, None)
                return self._answers.pop(job)
            if self.kind == "process" and job in self._wanted and not self._process.is_alive():
                self._ensure()
                return self._answers.pop(job, ("error", STOPPED))
            return None

    def progress(self, job):
        """How far a long job got (0 to 1), None before it told anything."""
        with self._lock:
            self._drain()
            return self._progress.get(job)

    def ready(self, job):
        """Has ``job`` an answer waiting (or is it no longer running)?  The answer stays for ``poll``."""
        with self._lock:
            self._drain()
            if job in self._answers or job not in self._wanted:
                return True
            return self.kind == "process" and not self._process.is_alive()

    def wait(self, job, timeout=30.0):
        """Block until ``job`` has an answer (tools and tests)."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            answer = self.poll(job)
            if answer is not None:
                return answer
            time.sleep(0.002)
        return ("error", "no answer in time")

    def cancel(self, job):
        """Stop ``job`` (and every earlier job): its answer will never be handed out."""
        if job is None:
            return
        with self._lock:
            self._wanted.discard(job)
            self._sent.pop(job, None)
            self._answers.pop(job, None)
            self._progress.pop(job, None)
            if self._cancelled is not None and self._cancelled.value < job:
                self._cancelled.value = job

    def close(self):
        with self._lock:
            self._wanted.clear()
            self._answers.clear()
            self._progress.clear()
            if self._cancelled is not None:
                self._cancelled.value = self._next
            if self.kind == "process" and self._conn is not None:
                try:
                    self._conn.send(None)
                except (OSError, BrokenPipeError):
                    pass
                self._process.join(1.0)
                _reap(self._process)
                self._conn.close()
                self._stop_helper()
            elif self.kind == "thread" and self._inbox is not None:
                self._inbox.put(None)
            self._process = self._conn = self._thread = None
            self.kind = None


def _stopped(process):
    """Is ``process`` stopped (state T in ``/proc``: SIGSTOP, a debugger)?  False where that
    cannot be told."""
    pid = getattr(process, "pid", None)
    if pid is None:
        return False
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            stat = f.read()
    except OSError:
        return False
    # pid (comm) state ...: the command may hold spaces and parentheses, the state follows the last ")"
    state = stat[stat.rfind(b")") + 2:stat.rfind(b")") + 3]
    return state in (b"T", b"t")


def _reap(process):
    """Stop ``process`` for good and collect it, so that no zombie is left (a stopped one too)."""
    if process is None:
        return
    if process.is_alive():
        process.kill()  # SIGKILL: a stopped process acts on nothing gentler
        process.join(2.0)
    else:
        process.join(0)


class InlineThinker:
    """The same interface, answering at once in the caller (headless tools, screenshots)."""

    kind = "inline"

    def __init__(self):
        self._next = 0
        self._answers = {}

    def submit(self, question):
        self._next += 1
        try:
            self._answers[self._next] = ("done", decide(question))
        except Exception as exc:  # noqa: BLE001
            self._answers[self._next] = ("error", f"{type(exc).__name__}: {exc}")
        return self._next

    def poll(self, job):
        return self._answers.pop(job, None)

    def progress(self, job):
        return None

    def warm(self, game=None):
        pass

    def wait(self, job, timeout=None):
        return self.poll(job) or ("cancelled", None)

    def ready(self, job):
        return True

    def cancel(self, job):
        self._answers.pop(job, None)

    def close(self):
        self._answers.clear()


_shared = None


def search_mode():
    """How the program's thinker searches (:meth:`Thinker.search_mode`), None before it started."""
    return _shared.search_mode() if _shared is not None else None


def shared_thinker():
    """The program's one thinker, started on first use and kept for every table."""
    global _shared
    if _shared is None:
        _shared = Thinker()
        atexit.register(_shared.close)
    return _shared


__all__ = ["EXPLAIN", "HINT", "LOST", "MOVE", "REVIEW", "STALLED", "STOPPED", "WARM", "InlineThinker", "Job",
           "Thinker", "Worker", "answer_limit", "decide", "search_mode", "shared_thinker"]
