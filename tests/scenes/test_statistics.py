"""The statistics page: reached from Home, shows the stats file's numbers, resets after asking."""

import pygame
import pytest

from game import paths, storage
from game.scenes import ui_text
from game.scenes.confirm import ConfirmOverlay
from game.scenes.deals_list import SavedDealsScene
from game.scenes.home import HomeScene
from game.scenes.statistics import StatisticsScene

RECORDS = {
    "aluette": {"played": 7, "won": 4, "drawn": 1, "lost": 2, "streak": 3, "best_streak": 3},
    "belote": {"played": 12, "won": 5, "drawn": 0, "lost": 7, "streak": 0, "best_streak": 2},
    "schnapsen": {"played": 3, "won": 0, "drawn": 0, "lost": 3, "streak": 0, "best_streak": 0},
}
# what each row must show: played, won, drawn, lost, win rate, winning streak, best streak
EXPECTED = {
    "Aluette": ["7", "4", "1", "2", "57%", "3", "3"],
    "Belote": ["12", "5", "0", "7", "42%", "0", "2"],
    "Schnapsen": ["3", "0", "0", "3", "0%", "0", "0"],
    "Preference": ["0", "0", "0", "0", "\u2014", "0", "0"],
}


@pytest.fixture(autouse=True)
def content(fixture_content, no_tables):
    return fixture_content


@pytest.fixture
def stats_file():
    storage.save_versioned(paths.stats_path(), {"games": RECORDS, "recorded": ["belote:1:0:0"]}, 1)
    return paths.stats_path()


class Drawn:
    """Every string drawn with its anchor point, for one frame at a time."""

    def __init__(self, monkeypatch):
        self.items = []
        draw = ui_text.Text.draw
        me = self

        def spy(text_obj, surface, text, role, colour, pos, anchor="topleft", scale=1.0):
            rect = draw(text_obj, surface, text, role, colour, pos, anchor, scale)
            me.items.append((text, rect))
            return rect

        monkeypatch.setattr(ui_text.Text, "draw", spy)

    def frame(self, driver):
        self.items.clear()
        driver.step()
        return list(self.items)


def rows_shown(items):
    """{game name: the values drawn on its row, left to right}."""
    out = {}
    names = [(t, r) for t, r in items if t in EXPECTED]
    for name, rect in names:
        band = (rect.top, rect.bottom + rect.h)
        values = [(r.centerx, t) for t, r in items
                  if band[0] <= r.centery <= band[1] and r.left > rect.right + 40]
        out[name] = [t for _x, t in sorted(values)]
    return out


def open_by_keys(driver):
    assert isinstance(driver.top, HomeScene)
    driver.focus_key("statistics")
    driver.key(pygame.K_RETURN)
    assert isinstance(driver.top, StatisticsScene)


def test_home_lists_statistics_between_continue_and_settings(driver):
    keys = [w.key for w in driver.top.content_widgets]
    assert keys.index("continue") + 1 == keys.index("statistics") == keys.index("settings") - 1


def test_keyboard_opens_the_page_and_the_numbers_match_the_file(driver, stats_file, monkeypatch):
    drawn = Drawn(monkeypatch)
    open_by_keys(driver)
    shown = rows_shown(drawn.frame(driver))
    assert shown == EXPECTED
    # the page header names the place, and Escape goes back home
    assert any(t == "Statistics" for t, _r in drawn.items)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, HomeScene)


def test_mouse_opens_the_page(driver, stats_file):
    driver.click_widget(driver.widget("statistics"))
    assert isinstance(driver.top, StatisticsScene)
    driver.click_widget(driver.widget("back"))
    assert isinstance(driver.top, HomeScene)


def test_a_finished_match_shows_up(driver, monkeypatch):
    from game.scenes.table.stats import Stats

    Stats().add("schnapsen", "won", key="k1")
    Stats().add("schnapsen", "won", key="k2")
    drawn = Drawn(monkeypatch)
    open_by_keys(driver)
    shown = rows_shown(drawn.frame(driver))
    assert shown["Schnapsen"] == ["2", "2", "0", "0", "100%", "2", "2"]


def test_reset_asks_first_and_escape_keeps_everything(driver, stats_file):
    before = stats_file.read_text()
    open_by_keys(driver)
    driver.click_widget(driver.widget("reset"))
    assert isinstance(driver.top, ConfirmOverlay)
    assert driver.focused().key == "confirm.no"  # the safe answer has the focus
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, StatisticsScene)
    assert stats_file.read_text() == before
    # Cancel by mouse keeps them too
    driver.click_widget(driver.widget("reset"))
    driver.click_widget(driver.widget("confirm.no"))
    assert isinstance(driver.top, StatisticsScene)
    assert stats_file.read_text() == before


def test_reset_by_keyboard_clears_the_file_and_the_page(driver, stats_file, monkeypatch):
    drawn = Drawn(monkeypatch)
    open_by_keys(driver)
    driver.focus_key("reset")
    driver.key(pygame.K_RETURN)
    assert isinstance(driver.top, ConfirmOverlay)
    driver.key(pygame.K_TAB)
    assert driver.focused().key == "confirm.yes"
    driver.key(pygame.K_RETURN)
    assert isinstance(driver.top, StatisticsScene)
    data = storage.load_versioned(stats_file, 1)
    assert data["games"] == {}
    assert data["recorded"] == ["belote:1:0:0"]  # a match already counted is never counted again
    shown = rows_shown(drawn.frame(driver))
    assert all(values[:4] == ["0"] * 4 and values[4] == "\u2014" for values in shown.values()), shown
    assert not driver.widget("reset").enabled
    assert "Statistics reset." in [n[0] for n in driver.app.notices]


def test_a_damaged_stats_file_is_set_aside_with_a_notice(driver, monkeypatch):
    path = paths.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{ this is not json")
    drawn = Drawn(monkeypatch)
    open_by_keys(driver)
    assert any("damaged" in str(n[0]) for n in driver.app.notices)
    assert list(path.parent.glob("stats.json.bad-*"))
    shown = rows_shown(drawn.frame(driver))
    assert shown["Belote"][0] == "0"


WRONG_SHAPES = [
    {"games": "lots"},
    {"games": [1, 2, 3]},
    {"games": {"belote": {**RECORDS["belote"], "played": -5}}},
    {"games": {"belote": {**RECORDS["belote"], "played": 12.0}}},
    {"games": {"belote": {**RECORDS["belote"], "won": True}}},
    {"games": {"belote": {**RECORDS["belote"], "lost": "7"}}},
    {"games": {"belote": 12}},
    {"games": RECORDS, "recorded": "belote:1:0:0"},
    {"games": RECORDS, "recorded": [1, 2]},
]


@pytest.mark.parametrize("shape", WRONG_SHAPES, ids=range(len(WRONG_SHAPES)))
def test_statistics_of_the_wrong_shape_are_kept_aside_not_emptied(driver, monkeypatch, shape):
    import json

    path = paths.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    raw = json.dumps({"version": 1, **shape})
    path.write_text(raw)
    open_by_keys(driver)
    assert any("damaged" in str(n[0]) for n in driver.app.notices)
    kept = list(path.parent.glob("stats.json.bad-*"))
    assert len(kept) == 1 and kept[0].read_text() == raw  # what the player had is still there
    from game.scenes.table.stats import Stats

    stats = Stats()
    assert stats.add("belote", "won", key="k")  # the next finished match starts a fresh file
    assert kept[0].read_text() == raw and json.loads(path.read_text())["games"]["belote"]["won"] == 1


def test_saved_deals_are_reached_from_the_page(driver):
    open_by_keys(driver)
    driver.click_widget(driver.widget("deals"))
    assert isinstance(driver.top, SavedDealsScene)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, StatisticsScene)


@pytest.mark.parametrize("size", [(1024, 600), (3840, 2160)], ids=["1024x600", "3840x2160"])
def test_the_page_fits_small_and_large_windows(size, stats_file, monkeypatch):
    from conftest import make_app

    cut = []
    fit = ui_text.Text.fit

    def fit_spy(text_obj, text, role, width, scale=1.0):
        out = fit(text_obj, text, role, width, scale)
        if out != text:
            cut.append(text)
        return out

    monkeypatch.setattr(ui_text.Text, "fit", fit_spy)
    app = make_app("--lang", "en", size=size)
    try:
        app.push(StatisticsScene())
        app.step(1 / 60)
        page = app.top
        screen = pygame.Rect((0, 0), size)
        for key in ("deals", "reset"):
            widget = page.controls.find(key)
            assert screen.contains(widget.rect), key
            assert page.scroller.viewport.contains(widget.rect), f"{key} needs scrolling at {size}"
        assert page.scroller.viewport.contains(page.scroller.to_screen(page.grid["rect"]))
        page.ask_reset()
        app.step(1 / 60)
        assert screen.contains(app.top.panel_rect)
        assert not cut, cut
    finally:
        app.shutdown()


@pytest.mark.parametrize("language", ["en", "pt", "de", "fr", "es", "da"])
def test_wide_values_stay_in_their_columns_at_1024x600(monkeypatch, language):
    """"100%" and four-digit counts never run into the next column."""
    from conftest import make_app

    records = {g: {"played": 1000, "won": 1000, "drawn": 1000, "lost": 1000, "streak": 1000, "best_streak": 1000}
               for g in ("aluette", "belote")}
    storage.save_versioned(paths.stats_path(), {"games": records, "recorded": []}, 1)
    drawn = Drawn(monkeypatch)
    app = make_app("--lang", language, size=(1024, 600))
    try:
        app.push(StatisticsScene())
        app.step(1 / 60)
        drawn.items.clear()
        app.step(1 / 60)
        scene = app.top
        values = [r for t, r in drawn.items if t.replace("%", "").replace("\u00a0", "").strip().isdigit()]
        assert len(values) >= 14
        gap = scene.ui.px(8)
        for i, a in enumerate(values):
            for b in values[i + 1:]:
                assert not a.inflate(gap, 0).colliderect(b), (a, b)
        assert all(r.w <= scene.grid["col_w"] for r in values)
    finally:
        app.shutdown()
