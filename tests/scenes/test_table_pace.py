"""The pace of the table: how long a finished trick stays (short, normal, long, until a click),
chosen in Settings; an old on/off setting is read into the new one."""

import json

import pygame
import pytest
from test_table_driver import TablePlayer, start_app
from test_table_panels import SCHNAPSEN, deck_with, table_at

from game import paths
from game.scenes.settings_overlay import SettingsOverlay
from game.settings import TRICK_PAUSE_SECONDS, VERSION, Settings


@pytest.mark.parametrize("old,new", [(True, "click"), (False, "normal")])
def test_the_old_on_off_setting_is_read_into_the_pause_length(old, new):
    path = paths.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"version": 1, "trick_wait": old, "contrast": 70}))
    s = Settings.load()
    assert s.trick_pause == new and s.contrast == 70 and s.notices == []
    s.set("contrast", 71)
    data = json.loads(path.read_text())
    assert data["version"] == VERSION == 2 and data["trick_pause"] == new and "trick_wait" not in data


@pytest.fixture
def app():
    app = start_app(speed="normal")
    yield app
    app.shutdown()


def choose_pause(player, value):
    """Settings (S), Tab to the trick pause, Left/Right to ``value``, Escape back to the table."""
    app = player.app
    player.key(pygame.K_s)
    overlay = app.top
    assert isinstance(overlay, SettingsOverlay)
    for _ in range(40):
        if getattr(overlay.controls.focus, "key", None) == "setting.trick_pause":
            break
        player.key(pygame.K_TAB)
    order = ["short", "normal", "long", "click"]
    for _ in range(6):
        here = order.index(app.settings.trick_pause)
        if here == order.index(value):
            break
        player.key(pygame.K_RIGHT if order.index(value) > here else pygame.K_LEFT)
    assert app.settings.trick_pause == value
    player.key(pygame.K_ESCAPE)
    assert app.top is player.scene


def held_trick(player):
    """Lead a card and let the computer answer: the frame at which the finished trick starts its pause."""
    from game.scenes.table import decisions as D

    scene = player.scene
    player.settle()
    player.play_card(next(c for c in scene.view.hand if D.card_actions(scene.view, c) == [c]))
    for _ in range(3000):
        if scene.held is not None and scene.held_until is not None:
            return
        player.step()
        if scene.turn.thinking_seat is not None:
            import time

            time.sleep(0.002)
    raise AssertionError("no trick was held")


@pytest.mark.parametrize("pause", ["short", "normal", "long"])
def test_a_finished_trick_stays_as_long_as_the_setting_says(app, tmp_path, pause):
    scene = table_at(app, "schnapsen", deck_with("schnapsen", SCHNAPSEN), dealer=1, tmp_path=tmp_path)
    player = TablePlayer(app, scene, "keys")
    choose_pause(player, pause)
    held_trick(player)
    seconds = TRICK_PAUSE_SECONDS[pause]
    assert scene.held_until - scene.clock == pytest.approx(seconds)
    player.step(int(seconds * 60) - 3)
    assert scene.held is not None  # still in view
    player.step(6)
    assert scene.held is None  # gone to its winner


def test_until_a_click_keeps_the_trick_until_the_player_goes_on(app, tmp_path):
    scene = table_at(app, "schnapsen", deck_with("schnapsen", SCHNAPSEN), dealer=1, tmp_path=tmp_path)
    player = TablePlayer(app, scene, "mouse")
    choose_pause(player, "click")
    held_trick(player)
    player.step(int(TRICK_PAUSE_SECONDS["long"] * 60) * 2)
    assert scene.held is not None
    player.click((scene.lay.zone.centerx, scene.lay.zone.centery))
    assert scene.held is None
