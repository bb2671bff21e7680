"""The thinker's watchdog, tried on real processes: a stopped worker is killed, reaped and
started afresh, a killed worker or helper is replaced and never left a zombie, and the
table's turn owner asks the lost move again of the fresh worker.  The watchdog's limit is
injected short here; the real one is a generous multiple of each level's time budget."""

import dataclasses
import os
import signal
import sys
import time

import pytest

from game.ai.jobs import Job
from game.ai.process import LOST, STALLED, STOPPED, Thinker, answer_limit, process_cpu
from game.engine import new_deal

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc for zombies")

LIMIT = 0.6  # seconds of silence before the test's watchdog restarts a worker


def _gone(pid, within=10.0):
    """Has process ``pid`` ended and been collected?  (A zombie keeps its /proc entry.)"""
    end = time.monotonic() + within
    while os.path.exists(f"/proc/{pid}"):
        if time.monotonic() > end:
            return False
        time.sleep(0.02)
    return True


def _question(game="belote", seed=3):
    deal = new_deal(game, seed=seed)
    return deal, Job.move(game, "easy", deal.observation(deal.current_player), "s")


@pytest.fixture
def thinker():
    thinker = Thinker(limit=lambda level: LIMIT, startup_allowance=60.0)
    deal, question = _question()
    assert thinker.wait(thinker.submit(question), 60)[0] == "done"  # started and heard from
    assert thinker.kind == "process"
    yield thinker
    thinker.close()


def _ask(thinker, question, timeout=60.0):
    return thinker.wait(thinker.submit(question), timeout)


def _move(level, observation=None, seed=0):
    return Job.move("belote", level, observation, seed)


def test_the_limit_is_a_generous_multiple_of_each_levels_budget():
    from game.ai.levels import HINT_LEVEL, TABLE, WALL_FACTOR

    for level in TABLE:
        if level.searches:
            assert level.seconds > 0
            assert answer_limit(_move(level.name)) >= 2 * WALL_FACTOR * level.seconds
    assert answer_limit(Job.hint("belote", None)) == answer_limit(_move(HINT_LEVEL))
    assert 5 <= answer_limit(_move("easy")) <= answer_limit(_move("strong"))


def test_searches_without_a_time_limit_have_no_watchdog(monkeypatch):
    from game.ai import search

    init = search.Budget.__init__

    def clockless(self, *args, **kw):  # as the tools that want the same answers on any machine
        init(self, *args, **kw)
        self.seconds = None

    monkeypatch.setattr(search.Budget, "__init__", clockless)
    assert answer_limit(_move("strong")) is None and answer_limit(_move("expert")) is None
    assert answer_limit(_move("easy")) is not None


def test_a_stopped_worker_is_restarted_and_reaped(thinker):
    deal, question = _question()
    old = thinker._process.pid
    old_helper = thinker._helper.pid if thinker._helper is not None else None
    os.kill(old, signal.SIGSTOP)
    start = time.monotonic()
    status, value = _ask(thinker, question, timeout=30)
    assert (status, value) == ("error", STALLED)
    assert time.monotonic() - start < 20  # well before the 30 s the test would wait
    assert thinker.restarts == 1
    assert _gone(old), "the stopped worker was left behind"
    if old_helper is not None:
        assert _gone(old_helper), "its helper was left behind"
    # until a job is answered again, the next limit is doubled: a slow machine is not caught restarting
    assert thinker._stalls == 1
    # the fresh worker answers
    status, value = _ask(thinker, question)
    assert status == "done" and value in deal.legal_actions()
    assert thinker._process.pid != old and thinker.kind == "process"
    assert thinker._stalls == 0


class WorkerClock:
    """A worker's CPU seconds as the watchdog reads them, made to run at ``share`` of the wall clock."""

    def __init__(self):
        self.share, self.base, self.since = 0.0, 0.0, time.monotonic()

    def run_at(self, share):
        self.base, self.since, self.share = self(None), time.monotonic(), share

    def __call__(self, pid):
        return self.base + self.share * (time.monotonic() - self.since)


def test_a_worker_slowed_by_a_busy_machine_is_not_taken_for_a_stuck_one(thinker, monkeypatch):
    """Silence is counted in the worker's CPU time: a quarter of a core for four times the limit
    is one limit of work, not a stall; a worker that gets no CPU at all is one."""
    from game.ai import process

    clock = WorkerClock()
    thinker.cpu = clock
    # the worker is held stopped only to keep it silent: here it stands for one that runs slowly
    monkeypatch.setattr(process, "_stopped", lambda proc: False)
    deal, question = _question()
    clock.run_at(0.25)
    pid = thinker._process.pid
    os.kill(pid, signal.SIGSTOP)  # silent for as long as the test wants
    try:
        job = thinker.submit(question)
        end = time.monotonic() + 3.5 * LIMIT
        while time.monotonic() < end:
            assert thinker.poll(job) is None, "a worker slowed by other programs was restarted"
            time.sleep(0.01)
        assert thinker.restarts == 0
        clock.run_at(0.0)  # now it gets nothing: stopped, or waiting forever
        stalled_at, answer = time.monotonic() + 5.0, None
        while answer is None and time.monotonic() < stalled_at:
            answer = thinker.poll(job)
            time.sleep(0.01)
        assert answer == ("error", STALLED) and thinker.restarts == 1
    finally:
        if not _gone(pid, within=0):
            os.kill(pid, signal.SIGCONT)


def test_the_watchdog_reads_a_processs_cpu_time():
    import multiprocessing

    spinner = multiprocessing.get_context("spawn").Process(target=_spin, daemon=True)
    spinner.start()
    try:
        time.sleep(0.5)
        first = process_cpu(spinner.pid)
        time.sleep(0.4)
        second = process_cpu(spinner.pid)
        assert second - first > 0.1, "a spinning process's CPU time did not grow"
        os.kill(spinner.pid, signal.SIGSTOP)
        time.sleep(0.05)
        stopped = process_cpu(spinner.pid)
        time.sleep(0.3)
        assert process_cpu(spinner.pid) - stopped < 0.02, "a stopped process's CPU time grew"
    finally:
        spinner.kill()
        spinner.join()
    assert process_cpu(spinner.pid) is None


def _spin():
    while True:
        pass


def test_a_killed_worker_is_replaced_and_reaped(thinker):
    deal, question = _question("schnapsen", 4)
    old = thinker._process.pid
    os.kill(old, signal.SIGSTOP)  # stopped first, so the question is surely in flight when it dies
    job = thinker.submit(question)
    os.kill(old, signal.SIGKILL)
    status, value = thinker.wait(job, 30)
    assert status == "error" and value in LOST
    assert _gone(old), "the killed worker stayed a zombie"
    status, value = _ask(thinker, question)
    assert status == "done" and value in deal.legal_actions()


@pytest.mark.skipif((os.cpu_count() or 1) < 2, reason="a helper starts only with a second core")
def test_a_killed_helper_is_restarted_and_reaped(thinker):
    deal, question = _question("aluette", 5)
    old = thinker._helper.pid
    os.kill(old, signal.SIGKILL)
    end = time.monotonic() + 20
    while time.monotonic() < end and (thinker._helper is None or thinker._helper.pid == old):
        thinker.poll(-1)  # the table polls every frame: that is when the watchdog looks
        time.sleep(0.02)
    assert thinker._helper is not None and thinker._helper.pid != old, "the helper was not restarted"
    assert thinker._helper.is_alive()
    assert _gone(old), "the killed helper stayed a zombie"
    assert thinker.restarts == 0  # nothing was lost: no notice is owed
    status, value = _ask(thinker, dataclasses.replace(question, level="expert"), timeout=120)
    assert status == "done" and value in deal.legal_actions()


def test_the_turn_owner_asks_the_lost_move_again_of_the_fresh_worker(thinker):
    from game.scenes.table.turn import TurnOwner

    deal, question = _question("preference", 6)
    turn = TurnOwner(thinker)
    os.kill(thinker._process.pid, signal.SIGSTOP)
    seat = deal.current_player
    turn.think(seat, question.game, question.level, question.observation, question.seed, now=0.0)
    legal = deal.legal_actions()
    end = time.monotonic() + 60
    answer = error = None
    while time.monotonic() < end:
        answer, error = turn.poll_move(legal)
        if answer is not None or error is not None:
            break
        time.sleep(0.01)
    assert error is None and answer in legal
    assert turn.take_restart() and not turn.take_restart()  # told once
    assert thinker.restarts == 1


def test_a_worker_lost_twice_for_one_move_leaves_it_to_the_fallback():
    from game.scenes.table.turn import TurnOwner

    class Losing:
        asked = 0

        def submit(self, question):
            self.asked += 1
            return self.asked

        def poll(self, job):
            return ("error", STOPPED)

        def cancel(self, job):
            pass

    deal, question = _question()
    losing = Losing()
    turn = TurnOwner(losing)
    turn.think(deal.current_player, question.game, question.level, question.observation, question.seed, now=0.0)
    assert turn.poll_move(deal.legal_actions()) == (None, None)  # asked again
    assert turn.poll_move(deal.legal_actions()) == (None, STOPPED)  # the table plays a safe move
    assert losing.asked == 2 and turn.take_restart()


def test_a_stopped_worker_is_caught_at_once_not_at_its_levels_limit():
    # the real limits (an expert's is minutes): a stopped worker is seen stopped, not waited out
    thinker = Thinker(startup_allowance=60.0)
    try:
        deal, question = _question()
        assert _ask(thinker, question)[0] == "done"
        os.kill(thinker._process.pid, signal.SIGSTOP)
        start = time.monotonic()
        status, value = _ask(thinker, dataclasses.replace(question, level="expert"), timeout=30)
        assert (status, value) == ("error", STALLED)
        assert time.monotonic() - start < 3.0
        assert _ask(thinker, question)[0] == "done"
    finally:
        thinker.close()


@pytest.mark.skipif((os.cpu_count() or 1) < 2, reason="a helper starts only with a second core")
@pytest.mark.parametrize("asked", ["expert", "hint"])
def test_a_stopped_helper_is_replaced_and_the_expert_answers(asked):
    thinker = Thinker(startup_allowance=60.0)  # the real limits: the expert's search takes its time
    try:
        _stopped_helper(thinker, asked)
    finally:
        thinker.close()


def _stopped_helper(thinker, asked="expert"):
    deal, question = _question("aluette", 5)
    assert _ask(thinker, question)[0] == "done"
    old = thinker._helper.pid
    os.kill(old, signal.SIGSTOP)
    start = time.monotonic()
    job = Job.hint(question.game, question.observation) if asked == "hint" else dataclasses.replace(
        question, level="expert")
    status, value = _ask(thinker, job, timeout=120)
    assert status == "done" and value in deal.legal_actions(), value
    end = time.monotonic() + 10
    while time.monotonic() < end and (thinker._helper is None or thinker._helper.pid == old):
        thinker.poll(-1)
        time.sleep(0.02)
    assert thinker._helper is not None and thinker._helper.pid != old, "the stopped helper was kept"
    assert _gone(old), "the stopped helper stayed behind"
    assert time.monotonic() - start < 60


def test_a_hint_lost_with_its_worker_is_asked_again_of_the_fresh_one(thinker):
    from game.scenes.table.turn import TurnOwner

    deal, question = _question("schnapsen", 4)
    turn = TurnOwner(thinker)
    os.kill(thinker._process.pid, signal.SIGSTOP)
    assert turn.ask_hint("schnapsen", deal.observation(deal.current_player), 0)
    os.kill(thinker._process.pid, signal.SIGKILL)
    legal = deal.legal_actions()
    end = time.monotonic() + 120
    action = None
    while time.monotonic() < end and turn.hint_busy:
        action = turn.poll_hint(legal)
        time.sleep(0.01)
    assert action in legal, turn.take_hint_failure()
    assert turn.take_restart()  # the table says the worker was restarted


def test_a_hint_that_fails_is_reported_not_dropped():
    from game.scenes.table.turn import TurnOwner

    class Losing:
        asked = 0

        def submit(self, question):
            self.asked += 1
            return self.asked

        def poll(self, job):
            return ("error", STOPPED) if job == 1 else ("error", STALLED) if job == 2 else ("error", "ValueError: x")

        def cancel(self, job):
            pass

    deal, _question_ = _question()
    losing = Losing()
    turn = TurnOwner(losing)
    legal = deal.legal_actions()
    assert turn.ask_hint("belote", deal.observation(deal.current_player), 0)
    assert turn.poll_hint(legal) is None and turn.hint_busy  # asked again of the fresh worker
    assert turn.poll_hint(legal) is None and not turn.hint_busy
    assert turn.take_hint_failure() == STALLED and turn.take_hint_failure() is None
    assert losing.asked == 2 and turn.take_restart()
    turn.reset()
    assert turn.ask_hint("belote", deal.observation(deal.current_player), 0)
    assert turn.poll_hint(legal) is None
    assert turn.take_hint_failure() == "ValueError: x"


def test_the_worker_reports_how_its_search_runs(monkeypatch):
    monkeypatch.setenv("CARDAVIA_PURE_PYTHON", "1")  # the spawned worker inherits it
    thinker = Thinker(startup_allowance=60.0)
    try:
        deal, question = _question()
        assert thinker.search_mode() is None  # nothing said yet
        assert _ask(thinker, question)[0] == "done"
        assert thinker.search_mode() == {"mode": "plain", "why": "off", "notes": []}
    finally:
        thinker.close()


def _echo(count, conn):
    while conn.recv() is not None:
        conn.send(count.value)


def test_the_shared_count_reaches_a_spawned_process_without_a_temp_folder(monkeypatch):
    import multiprocessing

    from game.ai.shared_count import SharedCount

    def refused(*args, **kwargs):
        raise OSError(30, "Read-only file system")

    monkeypatch.setattr("tempfile.mkstemp", refused)  # memory no folder holds
    count = SharedCount(5)
    ctx = multiprocessing.get_context("spawn")
    here, there = ctx.Pipe()
    child = ctx.Process(target=_echo, args=(count, there), daemon=True)
    child.start()
    try:
        here.send(1)
        assert here.recv() == 5
        count.value = 2**40 + 9  # the window writes, the worker reads
        here.send(1)
        assert here.recv() == 2**40 + 9
        here.send(None)
    finally:
        child.join(10)
        if child.is_alive():
            child.kill()


def test_read_only_temp_folders_keep_the_worker_a_process(monkeypatch):
    import errno
    import multiprocessing.heap

    def read_only(*args, **kwargs):
        # what /dev/shm, /tmp and /var/tmp mounted read-only give multiprocessing's shared memory
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(multiprocessing.heap.BufferWrapper, "__init__", read_only)
    thinker = Thinker(startup_allowance=60.0)
    try:
        deal, question = _question()
        assert _ask(thinker, question)[0] == "done"
        assert thinker.kind == "process"
        assert "thread" not in thinker.search_mode()["notes"]
        # the cancel counter still reaches the worker: a cancelled job is never answered, the next one is
        long = thinker.submit(dataclasses.replace(question, level="expert"))
        thinker.cancel(long)
        assert _ask(thinker, question)[0] == "done"
    finally:
        thinker.close()
