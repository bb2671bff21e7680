"""A computer seat whose worker process is stopped: the table does not wait without limit.
The watchdog (its limit injected short) restarts the worker, the table says so in a calm
notice, and the seat's move is made on the fresh worker."""

import os
import signal
import sys
import time

import pytest
from test_table_driver import TablePlayer, start_app

from game.ai.jobs import Job
from game.ai.process import Thinker
from game.engine import new_deal
from game.i18n import _
from game.scenes.table import scene as scene_module
from game.scenes.table.flow import NOTICE_RESTARTED
from game.scenes.table.turn import TurnOwner

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="stops a process by signal")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_stopped_worker_is_restarted_with_a_notice_and_the_seat_plays(lang):
    app = start_app(lang=lang)
    thinker = Thinker(limit=lambda level: 0.6, startup_allowance=60.0)
    try:
        # the worker is up and has answered once (a worker still starting is given longer)
        deal = new_deal("aluette", seed=1)
        assert thinker.wait(thinker.submit(Job.move("aluette", "easy", deal.observation(deal.current_player), 1)), 60)[0] == "done"
        scene = scene_module.TableScene("aluette", seed=2)
        scene.turn = TurnOwner(thinker)
        app.push(scene)
        app._apply_ops()
        player = TablePlayer(app, scene, "mouse")
        # play until a computer seat has been asked and its worker is running
        end = time.monotonic() + 60
        while time.monotonic() < end and not (scene.turn.thinking_seat is not None and thinker.kind == "process"):
            if player.waiting_for_me():
                player.act()
            player.step()
        seat = scene.turn.thinking_seat
        assert seat is not None and seat != 0
        os.kill(thinker._process.pid, signal.SIGSTOP)
        # an answer already on its way may beat the stop: the next computer move then finds
        # the worker stopped instead, so play on until the watchdog has restarted it
        end = time.monotonic() + 60
        while time.monotonic() < end and thinker.restarts == 0:
            if player.waiting_for_me():
                player.act()
            player.step()
            time.sleep(0.005)
        before = len(scene.session.deal.actions)
        end = time.monotonic() + 60
        while time.monotonic() < end and len(scene.session.deal.actions) == before:
            player.step()
            time.sleep(0.005)
        assert len(scene.session.deal.actions) > before, "the seat never played"
        assert thinker.restarts == 1
        assert any(message == NOTICE_RESTARTED for message, _left in app.notices)
        if lang != "en":
            assert _(NOTICE_RESTARTED) != NOTICE_RESTARTED  # translated
        player.step(2)  # the notice draws
    finally:
        app.shutdown()
        thinker.close()


class _HintFails:
    """Answers moves at once (the easy player) and fails every hint; its search compiles still."""

    kind = "inline"

    def __init__(self, mode):
        from game.ai.process import InlineThinker

        self.inline = InlineThinker()
        self.mode = mode

    def submit(self, question):
        if question.kind in ("explain", "hint"):
            self.inline._next += 1
            self.inline._answers[self.inline._next] = ("error", "RuntimeError: the search failed")
            return self.inline._next
        return self.inline.submit(question)

    def __getattr__(self, name):
        return getattr(self.inline, name)

    def search_mode(self):
        return self.mode


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_failed_hint_and_a_plain_search_are_said_at_the_table(lang):
    from game.scenes.search_mode import TABLE_WORDS
    from game.scenes.table.flow import NOTICE_NO_HINT

    app = start_app(lang=lang, level="strong")
    try:
        scene = scene_module.TableScene("schnapsen", seed=3)
        scene.turn = TurnOwner(_HintFails({"mode": "compiling", "why": None, "notes": ["thread"]}))
        app.push(scene)
        app._apply_ops()
        player = TablePlayer(app, scene, "mouse")
        end = time.monotonic() + 30
        while time.monotonic() < end and not player.waiting_for_me():
            player.step()
        assert player.waiting_for_me()
        scene.ask_hint()
        player.step(3)
        shown = [message for message, _left in app.notices]
        assert NOTICE_NO_HINT in shown, shown
        assert TABLE_WORDS["compiling"] in shown and TABLE_WORDS["thread"] in shown
        assert not scene.turn.hint_busy
        if lang != "en":
            assert all(_(m) != m for m in (NOTICE_NO_HINT, TABLE_WORDS["compiling"], TABLE_WORDS["thread"]))
        count = len(app.notices)
        scene.ask_hint()
        player.step(3)
        assert sum(1 for m, _left in app.notices if m == TABLE_WORDS["compiling"]) == 1  # told once
        assert len(app.notices) >= count
    finally:
        app.shutdown()
