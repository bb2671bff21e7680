"""Every menu scene is reachable and left again by keyboard alone and by mouse alone."""

import pygame
import pytest

from game.scenes.home import HomeScene
from game.scenes.rules import RulesScene
from game.scenes.settings_overlay import SettingsOverlay
from game.scenes.traditions import TraditionBrowser, TraditionPage


@pytest.fixture(autouse=True)
def content(fixture_content, no_tables):
    return fixture_content


def scene_names(app):
    return [type(s).__name__ for s in app.stack]


def test_keyboard_only_round_trip(driver):
    app = driver.app
    assert isinstance(driver.top, HomeScene)
    assert driver.focused().key == "traditions"
    driver.key(pygame.K_RETURN)
    assert isinstance(driver.top, TraditionBrowser)
    assert driver.focused().key == "tradition.aluette"
    driver.key(pygame.K_RIGHT)
    assert driver.focused().key == "tradition.paris"
    driver.key(pygame.K_SPACE)
    assert isinstance(driver.top, TraditionPage) and driver.top.tradition.id == "paris"
    assert driver.focused().key == "rules.belote"
    driver.key(pygame.K_RETURN)
    assert isinstance(driver.top, RulesScene) and driver.top.game_id == "belote"
    driver.key(pygame.K_s)
    assert isinstance(driver.top, SettingsOverlay)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, RulesScene)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, TraditionPage)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, TraditionBrowser)
    driver.key(pygame.K_ESCAPE)
    assert scene_names(app) == ["HomeScene"]
    driver.key(pygame.K_ESCAPE)  # nothing below home: Escape does not quit
    assert app.running and scene_names(app) == ["HomeScene"]


def test_keyboard_reaches_quit(driver):
    driver.keys(pygame.K_DOWN, pygame.K_DOWN, pygame.K_DOWN)  # Continue is disabled and skipped
    assert driver.focused().key == "quit"
    driver.key(pygame.K_RETURN)
    assert driver.app.running is False


def test_tab_cycles_through_everything_in_order(driver):
    order = []
    for _ in range(10):
        order.append(driver.focused().key)
        driver.key(pygame.K_TAB)
    # The packs under the menu lead to their traditions.
    assert order == ["traditions", "statistics", "settings", "quit", "home.aluette", "home.paris", "home.vienna",
                     "header.settings", "header.home", "traditions"]
    assert driver.focused().key == "statistics"
    driver.keys(pygame.K_TAB)
    driver.key(pygame.K_TAB, mod=pygame.KMOD_LSHIFT)
    driver.key(pygame.K_TAB, mod=pygame.KMOD_LSHIFT)
    assert driver.focused().key == "traditions"
    driver.key(pygame.K_TAB, mod=pygame.KMOD_LSHIFT)
    assert driver.focused().key == "header.home"


def test_mouse_only_round_trip(driver):
    app = driver.app
    driver.click_widget(driver.widget("traditions"))
    assert isinstance(driver.top, TraditionBrowser)
    driver.click_widget(driver.widget("tradition.vienna"))
    assert isinstance(driver.top, TraditionPage) and driver.top.tradition.id == "vienna"
    driver.click_widget(driver.widget("rules.preference"))
    assert isinstance(driver.top, RulesScene) and driver.top.game_id == "preference"
    driver.click_widget(driver.widget("header.settings"))
    assert isinstance(driver.top, SettingsOverlay)
    driver.click_widget(driver.widget("done"))
    assert isinstance(driver.top, RulesScene)
    driver.click_widget(driver.widget("back"))
    assert isinstance(driver.top, TraditionPage)
    driver.click_widget(driver.widget("back"))
    assert isinstance(driver.top, TraditionBrowser)
    driver.click_widget(driver.widget("header.home"))
    assert scene_names(app) == ["HomeScene"]
    driver.click_widget(driver.widget("settings"))
    assert isinstance(driver.top, SettingsOverlay)
    driver.click((5, 5))  # outside the panel closes it
    assert isinstance(driver.top, HomeScene)
    driver.click_widget(driver.widget("quit"))
    assert app.running is False


def test_click_needs_press_and_release_on_the_same_widget(driver):
    traditions, quit_ = driver.widget("traditions"), driver.widget("quit")
    driver.post(pygame.MOUSEBUTTONDOWN, pos=traditions.rect.center, button=1, touch=False)
    driver.post(pygame.MOUSEBUTTONUP, pos=quit_.rect.center, button=1, touch=False)
    driver.step()
    assert isinstance(driver.top, HomeScene) and driver.app.running


def test_disabled_continue_does_nothing_when_clicked(driver):
    cont = driver.widget("continue")
    assert not cont.enabled
    driver.click(cont.rect.center)
    assert isinstance(driver.top, HomeScene)


def test_hover_highlights_and_focus_ring_follows_input_mode(driver):
    app = driver.app
    button = driver.widget("settings")
    colour_at = button.rect.center
    driver.move(colour_at)
    assert button.hovered and not app.ui.focus_visible
    driver.key(pygame.K_DOWN)
    assert app.ui.focus_visible
    focus = driver.focused()
    ring_y = focus.rect.top - app.ui.px(4)
    assert tuple(app.screen.get_at((focus.rect.centerx, ring_y)))[:3] == (140, 44, 34)


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_every_scene_lays_out_inside_the_window(size):
    from conftest import Driver, make_app

    app = make_app("--lang", "en", size=size)
    try:
        driver = Driver(app)
        window = pygame.Rect((0, 0), size)
        driver.key(pygame.K_RETURN)
        for scene_key in ("tradition.aluette", "rules.aluette"):
            for widget in driver.top.controls.widgets:
                if widget.interactive and widget.clip is None:
                    assert window.contains(widget.rect), (widget.key, widget.rect)
            driver.click_widget(driver.widget(scene_key))
        app.open_settings()
        driver.step()
        overlay = driver.top
        assert window.contains(overlay.panel_rect)
        for widget in overlay.controls.widgets:
            assert overlay.panel_rect.contains(widget.rect), widget.key
    finally:
        app.shutdown()
