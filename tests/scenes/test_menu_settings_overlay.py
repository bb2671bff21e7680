"""The settings overlay: every control by keyboard and mouse, live and persistent."""

import json

import pygame
import pytest

from game import i18n, paths
from game.scenes.home import HomeScene
from game.scenes.settings_overlay import SettingsOverlay


@pytest.fixture
def overlay(driver):
    driver.key(pygame.K_F2)
    assert isinstance(driver.top, SettingsOverlay)
    return driver.top


def saved():
    return json.loads(paths.settings_path().read_text())


def test_overlay_draws_over_the_page_and_dims_it(driver):
    driver.step()
    corner = tuple(driver.app.screen.get_at((3, driver.app.screen.get_height() - 3)))[:3]
    driver.key(pygame.K_F2)
    dimmed = tuple(driver.app.screen.get_at((3, driver.app.screen.get_height() - 3)))[:3]
    assert sum(dimmed) < sum(corner) - 150
    assert len(driver.app.visible_scenes()) == 2


def test_the_overlay_is_modal_for_the_mouse(driver, overlay):
    home = driver.app.stack[0]
    quit_button = home.controls.find("quit")
    driver.move(quit_button.rect.center)
    assert not quit_button.hovered
    assert driver.app.running


def test_keyboard_sliders_toggles_and_choices(driver, overlay):
    settings = driver.app.settings
    focus = driver.focus_key("setting.contrast")
    driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_RIGHT)
    assert settings.contrast == 60 and saved()["contrast"] == 60
    driver.key(pygame.K_LEFT)
    assert settings.contrast == 55
    driver.focus_key("setting.four_colour")
    driver.key(pygame.K_RETURN)
    assert settings.four_colour is True and saved()["four_colour"] is True
    driver.key(pygame.K_LEFT)
    assert settings.four_colour is False
    driver.focus_key("setting.ai_level")
    driver.key(pygame.K_RIGHT)
    assert settings.ai_level == "strong"
    driver.key(pygame.K_RIGHT)
    assert settings.ai_level == "expert"
    driver.key(pygame.K_RIGHT)  # no wrap past the strongest
    assert settings.ai_level == "expert"
    driver.keys(pygame.K_LEFT, pygame.K_LEFT, pygame.K_LEFT)
    assert settings.ai_level == "easy" and saved()["ai_level"] == "easy"
    driver.focus_key("setting.animation_speed")
    driver.key(pygame.K_LEFT)
    assert settings.animation_speed == "fast"
    assert focus is not None


def test_up_down_move_between_rows(driver, overlay):
    driver.focus_key("setting.language")
    driver.key(pygame.K_DOWN)
    assert driver.focused().key == "setting.fullscreen"
    driver.key(pygame.K_DOWN)
    assert driver.focused().key == "setting.contrast"
    driver.key(pygame.K_UP)
    assert driver.focused().key == "setting.fullscreen"


def test_mouse_drags_and_clicks(driver, overlay):
    settings = driver.app.settings
    slider = overlay.controls.find("setting.grain")
    track = slider.track(driver.app.ui)
    driver.drag((track.centerx, track.centery), (track.right + 40, track.centery))
    assert settings.grain == 100 and saved()["grain"] == 100
    driver.drag((track.right, track.centery), (track.x + track.w // 4, track.centery))
    assert 20 <= settings.grain <= 30 and saved()["grain"] == settings.grain
    toggle = overlay.controls.find("setting.sound")
    driver.click_widget(toggle)
    assert settings.sound is False and saved()["sound"] is False
    choice = overlay.controls.find("setting.ai_level")
    driver.click((choice.rect.right - 5, choice.rect.centery))
    assert settings.ai_level == "strong"
    driver.click((choice.rect.x + 5, choice.rect.centery))
    assert settings.ai_level == "normal"


def test_slider_listeners_follow_the_drag_live(driver, overlay):
    seen = []
    driver.app.settings.subscribe(lambda n, v: seen.append(v), {"temperature"})
    slider = overlay.controls.find("setting.temperature")
    track = slider.track(driver.app.ui)
    driver.drag((track.x + 2, track.centery), (track.right, track.centery), steps=5)
    assert len(seen) >= 4 and seen[-1] == 100
    assert seen == sorted(seen)


def test_full_screen_setting_switches_the_display(driver, overlay):
    driver.focus_key("setting.fullscreen")
    driver.key(pygame.K_RETURN)
    assert driver.app.fullscreen and saved()["fullscreen"] is True
    # The overlay was laid out again for the new display.
    assert driver.top.size == driver.app.screen.get_size()
    driver.key(pygame.K_RETURN)
    assert not driver.app.fullscreen


def test_restore_defaults_keeps_language_and_window(driver, overlay):
    s = driver.app.settings
    s.update(contrast=10, grain=90, sound=False, ai_level="easy", language="de")
    driver.click_widget(overlay.controls.find("defaults"))
    assert (s.contrast, s.grain, s.sound, s.ai_level, s.language) == (50, 50, True, "normal", "de")


def test_escape_and_done_close(driver, overlay):
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, HomeScene)
    driver.key(pygame.K_s)
    assert isinstance(driver.top, SettingsOverlay)
    driver.focus_key("done")
    driver.key(pygame.K_RETURN)
    assert isinstance(driver.top, HomeScene)


def test_language_switch_is_live_and_persists(driver, overlay, tmp_path, monkeypatch):
    po = tmp_path / "da.po"
    po.write_text('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
                  '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n'
                  'msgid "Card traditions"\nmsgstr "Korttraditioner fra hele Europa"\n\n'
                  'msgid "Settings"\nmsgstr "Indstillinger"\n\n'
                  'msgid "Language"\nmsgstr "Sprog"\n', encoding="utf-8")
    real = paths.catalogue_path
    monkeypatch.setattr(paths, "catalogue_path", lambda code: po if code == "da" else real(code))
    i18n.reload_catalogues()
    home = driver.app.stack[0]
    button = home.controls.find("traditions")
    width_before = button.rect.w
    before = pygame.image.tobytes(driver.app.screen, "RGB")
    driver.focus_key("setting.language")
    driver.keys(pygame.K_RIGHT, pygame.K_RIGHT)  # English → Português → Dansk
    assert driver.app.settings.language == "da" and i18n.current_language() == "da"
    assert saved()["language"] == "da"
    assert button.text == "Korttraditioner fra hele Europa"
    assert button.rect.w != width_before  # the page below was laid out again
    assert pygame.image.tobytes(driver.app.screen, "RGB") != before
    assert home.settings_button.text.endswith("Indstillinger")
    driver.keys(pygame.K_LEFT, pygame.K_LEFT)
    assert button.text == "Card traditions"
    i18n.reload_catalogues()


def test_lang_option_is_for_this_session_only(user_home):
    from conftest import make_app

    app = make_app("--lang", "fr")
    try:
        assert i18n.current_language() == "fr"
        app.settings.set("sound", False)
        assert saved()["language"] == "en"
    finally:
        app.shutdown()


def test_look_preview_uses_the_sample_painter(driver, no_tables):
    from game.scenes import samples

    seen = []

    def painter(surface, rect, context):
        seen.append((rect.copy(), context.settings.contrast))
        surface.fill((9, 8, 7), rect)

    samples.register_sample_painter(samples.PREVIEW_PACK, painter)
    driver.key(pygame.K_F2)
    overlay = driver.top
    rect, contrast = seen[-1]
    assert overlay.panel_rect.contains(rect) and contrast == 50
    assert tuple(driver.app.screen.get_at(rect.center))[:3] == (9, 8, 7)
    driver.focus_key("setting.contrast")
    driver.key(pygame.K_RIGHT)
    assert seen[-1][1] == 55


def test_the_version_is_shown_in_the_panel_and_translated(driver, overlay):
    import game

    assert overlay.version_text() == f"Version {game.__version__}"
    x, y = overlay.version_pos
    assert overlay.panel_rect.collidepoint(x - 1, y)
    # Ink is drawn just left of the anchor, on the title's line.
    ink = [driver.app.screen.get_at((x - dx, y))[:3] for dx in range(1, 60)]
    assert any(sum(c) < sum(overlay_panel_colour()) - 120 for c in ink)
    driver.app.settings.set("language", "pt")
    assert overlay.version_text() == f"Versão {game.__version__}"


def overlay_panel_colour():
    from game.scenes import theme

    return theme.PAPER


def test_preview_shows_the_pack_it_was_opened_from(driver, no_tables):
    from game.scenes import samples
    from game.scenes.gallery import GalleryScene

    seen = []
    for pack in ("paris", "vienna"):
        samples.register_sample_painter(pack, lambda s, r, c: seen.append((c.pack, r.h)))
    driver.app.push(GalleryScene("vienna"))
    driver.step()
    driver.key(pygame.K_F2)
    assert isinstance(driver.top, SettingsOverlay)
    assert seen and seen[-1][0] == "vienna"
    # Roomy enough to judge the look: at least three rows of the panel.
    assert seen[-1][1] >= 3 * driver.top.ui.px(40)


def test_pack_in_context_reads_tables_pages_and_the_gallery():
    from types import SimpleNamespace as NS

    from game.scenes.samples import PREVIEW_PACK, pack_in_context

    assert pack_in_context([NS(spec=NS(pack="aluette")), NS(pack="vienna")]) == "aluette"
    assert pack_in_context([NS(), NS(tradition=NS(pack="vienna"))]) == "vienna"
    assert pack_in_context([NS()]) == PREVIEW_PACK


@pytest.mark.parametrize("language", ["pt", "de", "fr", "es", "da", "en"])
def test_rows_fit_and_labels_share_one_size(driver, language):
    from game.scenes.controls import Toggle
    from game.scenes.settings_overlay import label_role
    from game.scenes.widgets import label_text

    driver.app.settings.set("language", language)
    driver.key(pygame.K_F2)
    overlay = driver.top
    ui = overlay.ui
    for size in ((1024, 600), (1920, 1080)):
        overlay.layout(size)
        for _section, _label, widget in overlay.rows:
            if isinstance(widget, Toggle):
                # "Desligado" and the switch stay inside the row's control box.
                assert widget.rect.w >= Toggle.width_needed(ui)
                assert widget.rect.right <= overlay.panel_rect.right
        texts = [label_text(label) for label, _r in overlay.label_pos]
        rects = [r for _l, r in overlay.label_pos]
        role = label_role(ui, texts, rects)
        for text, rect in zip(texts, rects, strict=True):
            if role == "body":
                assert ui.text.width(text, "body") <= rect.w
            else:
                assert len(ui.text.wrap(text, "small", rect.w)) <= 2


def test_the_panel_says_when_the_fast_search_is_unavailable(driver, monkeypatch):
    from game.ai import PURE_ENV, process

    # the program's one thinker may have been started (and have answered) by an earlier test
    monkeypatch.setattr(process, "search_mode", lambda: None)
    driver.key(pygame.K_F2)
    overlay = driver.top
    assert overlay.search_notice() == "Fast search: starting."  # before the worker said anything
    import importlib.util

    monkeypatch.setattr(importlib.util, "find_spec", lambda name: None)
    assert "Fast search unavailable" in overlay.search_notice()
    monkeypatch.undo()
    monkeypatch.setattr(process, "search_mode", lambda: None)
    monkeypatch.setenv(PURE_ENV, "1")
    assert "Fast search switched off" in overlay.search_notice()
    before = driver.app.screen.copy()
    driver.step()
    rect = overlay.notice_rect
    assert rect.w > 0 and overlay.panel_rect.contains(rect)
    assert not rect.colliderect(overlay.defaults.rect)
    changed = [(x, y) for x in range(rect.left, rect.right, 3) for y in range(rect.top, rect.bottom, 3)
               if driver.app.screen.get_at((x, y)) != before.get_at((x, y))]
    assert changed, "the notice is drawn"
    driver.app.settings.set("language", "de")
    assert "Fast search" not in overlay.search_notice()
