"""A screen that fails never ends the program: the fault is logged and a calm panel leads back."""

import pygame
import pytest
from conftest import make_app

from game import faults
from game.scenes.base import Scene
from game.scenes.fault import FaultOverlay


class Broken(Scene):
    def __init__(self, when):
        super().__init__()
        self.when = when

    def update(self, dt):
        if self.when == "update":
            raise RuntimeError("update went wrong")

    def draw(self, surface):
        if self.when == "draw":
            raise RuntimeError("draw went wrong")
        surface.fill((0, 0, 0))

    def handle_event(self, event):
        if self.when == "event" and event.type == pygame.KEYDOWN:
            raise KeyError("a key went wrong")
        return False


@pytest.mark.parametrize("when", ["update", "draw", "event"])
def test_a_fault_shows_a_panel_logs_and_goes_back(when):
    app = make_app("--lang", "en")
    try:
        home = app.top
        broken = Broken(when)
        app.push(broken)
        app._apply_ops()
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0))
        for _ in range(3):
            app.step(1 / 60)  # no exception escapes
        assert isinstance(app.top, FaultOverlay)
        assert app.running
        log = faults.log_path().read_text(encoding="utf-8")
        assert "went wrong" in log and "Broken" in log
        # the panel's button (Enter) leaves the failed screen for the one below
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
        app.step(1 / 60)
        app.step(1 / 60)
        assert app.top is home and broken not in app.stack
    finally:
        app.shutdown()
