"""The rules screen: numbered sections, wrapping to the real width, every way of scrolling."""

import pygame
import pytest

from game.scenes.rules import RulesScene, RulesView
from game.engine import GAMES



@pytest.fixture
def rules(driver):
    # The shipped rules: long enough to need several pages.
    driver.app.push(RulesScene("aluette"))
    driver.step()
    scene = driver.top
    assert scene.scroller.scrollable
    return scene


def test_sections_are_numbered_by_position_and_bullets_marked(driver, fixture_content):
    view = RulesView("aluette")
    view.layout(driver.app.ui, 700)
    texts = [item[0] for item in view.items]
    headings = [t for t, role, *_ in view.items if role == "heading"]
    assert headings[:4] == ["1.", "Objective", "2.", "Setup"]
    assert "A trick is won by the highest card of the suit led." in texts
    assert not any(t.startswith("- ") for t in texts)
    assert len(view.marks) == 7  # one dot per bullet item in the fixture


def test_text_wraps_to_the_width(driver, fixture_content):
    ui = driver.app.ui
    view = RulesView("aluette")
    tall = view.layout(ui, 420)
    widths = [ui.text.width(t, role) + dx for t, role, _c, dx, _y in view.items]
    assert max(widths) <= 420
    short = view.layout(ui, 900)
    assert short < tall


def test_arrows_pages_home_end(driver, rules):
    s = rules.scroller
    driver.key(pygame.K_DOWN)
    step = s.offset
    assert step > 0
    driver.key(pygame.K_UP)
    assert s.offset == 0
    driver.key(pygame.K_PAGEDOWN)
    assert s.offset > step
    driver.key(pygame.K_END)
    assert s.offset == s.max_offset
    driver.key(pygame.K_PAGEUP)
    assert 0 < s.offset < s.max_offset
    driver.key(pygame.K_HOME)
    assert s.offset == 0


def test_wheel_and_drag(driver, rules):
    s = rules.scroller
    driver.wheel(-2)
    assert s.offset > 0
    driver.wheel(5)
    assert s.offset == 0
    view = s.viewport
    driver.drag((view.centerx, view.bottom - 10), (view.centerx, view.top + 10))
    assert s.offset > 0
    dragged = s.offset
    thumb = s.thumb_rect()
    driver.drag(thumb.center, (thumb.centerx, s.bar_rect().bottom + 50))
    assert s.offset == s.max_offset > dragged


def test_scroll_bar_is_drawn_and_moves(driver, rules):
    s = rules.scroller
    thumb = s.thumb_rect()
    colour = tuple(driver.app.screen.get_at(thumb.center))[:3]
    assert colour in ((150, 126, 94), (140, 44, 34))
    driver.key(pygame.K_END)
    assert s.thumb_rect().y > thumb.y
    assert tuple(driver.app.screen.get_at(s.thumb_rect().center))[:3] in ((150, 126, 94), (140, 44, 34))


def test_scrolling_changes_what_is_drawn(driver, rules):
    before = pygame.image.tobytes(driver.app.screen, "RGB")
    driver.key(pygame.K_PAGEDOWN)
    assert pygame.image.tobytes(driver.app.screen, "RGB") != before


@pytest.mark.parametrize("game", GAMES)
def test_shipped_rules_lay_out_at_both_extremes(driver, game):
    for size in ((1024, 600), (3840, 2160)):
        driver.app.resize(size)
        driver.app.push(RulesScene(game))
        driver.step()
        scene = driver.top
        assert scene.view.error is None and scene.view.rules.sections
        assert scene.scroller.content_height > 0
        driver.key(pygame.K_END)
        driver.key(pygame.K_ESCAPE)


def test_missing_rules_show_a_message(driver, monkeypatch, tmp_path):
    from game import paths

    monkeypatch.setattr(paths, "rules_path", lambda g: tmp_path / "absent.json")
    driver.app.push(RulesScene("aluette"))
    driver.step()
    assert driver.top.view.error is not None
    assert any("could not be read" in item[0] for item in driver.top.view.items)


def test_wrapping_never_breaks_at_a_no_break_space(driver):
    from game.scenes.ui_text import wrap

    font = driver.app.ui.text.font("small")
    text = "Trumps from that suit up: 1\u00a0\u2663 · 2\u00a0\u2660 · 3\u00a0\u2666 · 4\u00a0\u2665 and more words here"
    for width in range(60, 400, 7):
        lines = wrap(text, font, width)
        assert " ".join(lines).replace("\u00a0", "_").count("_") == 4
        assert not any(line.endswith(("1", "2", "3", "4")) for line in lines), (width, lines)
