"""A window opens inside the desktop's usable area, title bar included: on a small
screen with a panel it is made smaller and placed below the panel, never pushed
off the screen; toggling full screen off and on again keeps to the same area."""

import os
import warnings

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import screen_area  # noqa: E402
from game.app import App, parse_args  # noqa: E402


def window_rect(app):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        position = pygame.Window.from_display_module().position
    return pygame.Rect(position, app.screen.get_size())


@pytest.mark.parametrize("area", [(0, 30, 1024, 570), (0, 0, 1366, 728), (1920, 0, 1280, 760)])
@pytest.mark.parametrize("asked", [(1024, 600), (1280, 800), (1920, 1080)])
def test_the_window_opens_inside_the_usable_area(monkeypatch, area, asked):
    monkeypatch.setattr(screen_area, "headless", lambda: False)
    monkeypatch.setattr(screen_area, "usable_area", lambda display=0: area)
    app = App(parse_args(["--windowed", "--size", f"{asked[0]}x{asked[1]}"]), fps=0)
    app.start()
    try:
        usable = pygame.Rect(area)
        for _round in range(2):
            app.step(1 / 60)
            rect = window_rect(app)
            top_of_frame = rect.move(0, -screen_area.TITLE_BAR).union(rect)
            assert usable.contains(top_of_frame), (rect, usable)
            assert rect.w == min(asked[0], usable.w)
            # a key press reaches the scene in the window as it is
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="", scancode=0))
            app.step(1 / 60)
            assert app.ui.size == app.screen.get_size()
            # full screen and back to a window
            app.set_fullscreen(True)
            app.set_fullscreen(False)
    finally:
        app.shutdown()


def test_place_is_centred_below_the_title_bar():
    (w, h), (x, y) = screen_area.window_place((800, 500), (100, 40, 1000, 700), title_bar=30)
    assert (w, h) == (800, 500)
    assert (x, y) == (200, 40 + 30 + (700 - 30 - 500) // 2)
    (w, h), (x, y) = screen_area.window_place((1024, 600), (0, 30, 1024, 570), title_bar=30)
    assert (w, h) == (1024, 540) and (x, y) == (0, 60)
