"""A fault at the table is reported, logged with the deal's record, and the saved match is kept."""

import pygame
from conftest import saved_file
from test_table_driver import TablePlayer, open_table, start_app

from game import faults
from game.scenes.fault import FaultOverlay
from game.scenes.table import scene as table_scene


def test_a_table_fault_keeps_the_saved_match_and_logs_the_deal(monkeypatch):
    app = start_app(speed="instant")
    try:
        scene = open_table(app, "belote", seed=5)
        player = TablePlayer(app, scene, "keys")
        player.settle()
        player.act()

        def boom(self, *args):
            raise ValueError("a sidebar fault")

        monkeypatch.setattr(table_scene.TableScene, "_draw_sidebar", boom)
        scene.touch()
        app.step(1 / 60)
        app.step(1 / 60)
        assert isinstance(app.top, FaultOverlay)
        log = faults.log_path().read_text(encoding="utf-8")
        assert "a sidebar fault" in log and '"game": "belote"' in log and '"actions"' in log
        assert saved_file("belote").exists()
        for _ in range(3):
            app.step(1 / 60)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
        app.step(1 / 60)
        app.step(1 / 60)
        assert scene not in app.stack and app.top is not None
        assert saved_file("belote").exists()  # Continue can still bring it back
    finally:
        app.shutdown()
