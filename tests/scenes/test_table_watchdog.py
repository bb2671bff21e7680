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
