"""The tradition browser and pages: panels, Wikipedia links, the table and sample-card hooks, Continue."""

import threading
import webbrowser

import pygame
import pytest
from registered import ready

from game import i18n, paths, storage
from game.scenes import samples, tables
from game.scenes.content import load_content, wikipedia_url
from game.scenes.emblems import emblem
from game.scenes.home import HomeScene
from game.scenes.traditions import TraditionBrowser, TraditionPage


@pytest.fixture(autouse=True)
def content(fixture_content):
    return fixture_content


class Opened(list):
    done: threading.Event


@pytest.fixture
def opened(monkeypatch):
    urls = Opened()
    done = threading.Event()

    def fake_open(url, *args, **kwargs):
        urls.append(url)
        done.set()
        return True

    monkeypatch.setattr(webbrowser, "open", fake_open)
    urls.done = done
    return urls


@pytest.fixture
def registry(no_tables):
    return no_tables


def open_browser(driver):
    driver.app.push(TraditionBrowser())
    driver.step()
    return driver.top


def test_one_panel_per_tradition_with_its_facts(driver):
    browser = open_browser(driver)
    assert [p.tradition.id for p in browser.panels] == ["aluette", "paris", "vienna"]
    vienna = browser.panels[2]
    assert [g.id for g in vienna.games] == ["schnapsen", "preference"]
    from game.scenes.traditions import tradition_meta

    assert tradition_meta(vienna.tradition) == "Vienna · Austria · 32 cards"
    # The three panels sit side by side at 1280×800.
    ys = {p.rect.y for p in browser.panels}
    assert len(ys) == 1


def test_wikipedia_link_opens_in_a_background_thread(driver, opened):
    browser = open_browser(driver)
    driver.click_widget(browser.controls.find("wiki.paris"))
    assert opened.done.wait(5)
    assert opened == ["https://en.wikipedia.org/wiki/Paris_pattern"]
    assert isinstance(driver.top, TraditionBrowser)  # the link does not navigate


def test_wikipedia_follows_the_language_when_the_article_exists(driver, opened):
    i18n.set_language("fr")
    page = TraditionPage("paris")
    driver.app.push(page)
    driver.step()
    driver.click_widget(page.controls.find("wiki"))
    assert opened.done.wait(5)
    assert opened == ["https://fr.wikipedia.org/wiki/Portrait_de_Paris"]


def test_wikipedia_url_falls_back_to_english():
    titles = {"en": "Vienna pattern", "de": "Wiener Bild"}
    assert wikipedia_url(titles, "de") == "https://de.wikipedia.org/wiki/Wiener_Bild"
    assert wikipedia_url(titles, "da") == "https://en.wikipedia.org/wiki/Vienna_pattern"
    assert wikipedia_url({}, "en") is None


def test_a_slow_browser_never_blocks_the_frames(driver, monkeypatch):
    release = threading.Event()
    monkeypatch.setattr(webbrowser, "open", lambda url, *a, **k: release.wait(10))
    browser = open_browser(driver)
    frame = driver.app.frame
    driver.click_widget(browser.controls.find("wiki.aluette"))
    driver.step(3)
    assert driver.app.frame == frame + 4
    release.set()


def test_start_game_only_for_registered_tables(driver, registry):
    page = TraditionPage("vienna")
    driver.app.push(page)
    driver.step()
    assert not page.controls.find("start.schnapsen").interactive
    assert page.controls.focus.key == "rules.schnapsen"

    from game.scenes.page import Page

    class FakeTable(Page):
        place = "Table"

    created = []
    tables.register_table("schnapsen", lambda app, game: created.append(game) or FakeTable())
    page2 = TraditionPage("vienna")
    driver.app.push(page2)
    driver.step()
    start = page2.controls.find("start.schnapsen")
    assert start.interactive and not page2.controls.find("start.preference").interactive
    assert page2.controls.focus is start
    driver.key(pygame.K_RETURN)
    assert created == ["schnapsen"] and isinstance(driver.top, FakeTable)


def test_sample_painter_hook_draws_in_the_panel(driver, registry):
    calls = []

    def painter(surface, rect, context):
        calls.append((rect.copy(), context.pack))
        surface.fill((1, 2, 3), rect)

    samples.register_sample_painter("vienna", painter)
    browser = open_browser(driver)
    rect, pack = calls[-1]
    assert pack == "vienna"
    assert browser.panels[2].rect.contains(rect)
    assert tuple(driver.app.screen.get_at(rect.center))[:3] == (1, 2, 3)
    # Packs without a painter get their suit emblem.
    other = browser.panels[0].sample_rect(driver.app.ui)
    colours = {tuple(driver.app.screen.get_at((x, other.centery)))[:3] for x in range(other.x, other.right, 3)}
    assert len(colours) > 8


@pytest.mark.parametrize("pack", ["aluette", "paris", "vienna", "unknown"])
def test_emblems_are_drawn(pack):
    pygame.font.init()
    art = emblem(pack, (300, 160))
    assert art.get_size() == (300, 160)
    opaque = sum(1 for x in range(0, 300, 4) for y in range(0, 160, 4) if art.get_at((x, y)).a > 200)
    assert opaque > 300


def test_browser_scrolls_when_panels_do_not_fit(driver):
    driver.app.resize((1024, 600))
    browser = open_browser(driver)
    driver.app.resize((1024, 600))
    assert browser.panels[0].rect.w >= driver.app.ui.px(300)
    # Focusing a panel out of view scrolls it in.
    for panel in browser.panels:
        browser.controls.focus_on(panel)
        visible = panel.rect.clip(browser.scroller.viewport)
        assert visible.h > 0


def test_continue_needs_a_save_and_a_resume_handler(driver, registry):
    home = driver.top
    assert not home.controls.find("continue").enabled
    save_a_match("belote")
    from game.scenes.page import Page

    class Resumed(Page):
        pass

    received = []
    tables.register_resume(lambda app, data: received.append(data) or Resumed())
    driver.app.push(TraditionBrowser())
    driver.step()
    driver.key(pygame.K_ESCAPE)  # back home: Continue is checked again
    cont = home.controls.find("continue")
    assert cont.enabled and cont.detail() == "Belote"
    driver.click_widget(cont)
    assert isinstance(driver.top, Resumed) and received[0]["game"] == "belote"


def save_a_match(game):
    from game import saves
    from game.engine import new_match

    storage.save_versioned(paths.saved_match_path(game), new_match(game, seed=1).to_dict(), 1)
    saves.flush()


def test_unresumable_save_gives_a_notice(driver, registry):
    save_a_match("belote")
    tables.register_resume(lambda app, data: None)
    home = driver.top
    home.refresh()
    home.layout(home.size)
    driver.click_widget(home.controls.find("continue"))
    assert isinstance(driver.top, HomeScene)
    assert driver.app.notices


def test_unreadable_traditions_show_a_message(driver, monkeypatch, tmp_path):
    bad = tmp_path / "traditions.json"
    bad.write_text("{nope")
    monkeypatch.setattr(paths, "traditions_path", lambda: bad)
    browser = open_browser(driver)
    assert browser.error and browser.panels == []
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, HomeScene)


def test_shipped_traditions_load():
    from game.scenes import content as content_module

    data = content_module.load_content(paths.ROOT_DIR / "assets" / "traditions.json")
    assert {t.id for t in data.traditions} == {"aluette", "paris", "vienna"}
    assert set(data.games) == set(ready("table"))  # a game is offered once its table has come
    assert load_content().tradition("vienna").games == ("schnapsen", "preference")


def test_the_real_tables_are_offered(driver, monkeypatch):
    monkeypatch.setattr(tables, "_loaded", False)
    page = TraditionPage("vienna")
    driver.app.push(page)
    driver.step()
    for game in ("schnapsen", "preference"):
        assert page.controls.find(f"start.{game}").interactive
    assert tables.can_resume()


def test_the_pack_viewer_opens_from_the_tradition_page_by_keyboard_and_mouse(driver, registry):
    from game.scenes.gallery import GalleryScene

    driver.app.push(TraditionPage("vienna"))
    driver.step()
    page = driver.top
    assert "32" in page.pack_button.text
    driver.click(page.pack_button.rect.center)
    assert isinstance(driver.top, GalleryScene) and driver.top.pack == "vienna"
    driver.key(pygame.K_ESCAPE)
    assert driver.top is page
    while driver.focused() is not page.pack_button:
        driver.key(pygame.K_TAB)
    driver.key(pygame.K_RETURN)
    assert isinstance(driver.top, GalleryScene) and driver.top.pack == "vienna"


def test_wikipedia_shows_the_address_and_copies_it(driver, opened, monkeypatch):
    """No browser may show up (some desktops fail silently): the address is on screen and on the clipboard."""
    from game.scenes import traditions

    copied = []
    monkeypatch.setattr(traditions, "copy_to_clipboard", lambda text: copied.append(text) or True)
    browser = open_browser(driver)
    driver.click_widget(browser.controls.find("wiki.paris"))
    assert opened.done.wait(5)
    assert copied == ["https://en.wikipedia.org/wiki/Paris_pattern"]
    texts = [m() if callable(m) else m for m, _left in driver.app.notices]
    assert any("https://en.wikipedia.org/wiki/Paris_pattern" in t and "clipboard" in t for t in texts)


def test_wikipedia_notice_without_a_clipboard_still_names_the_address(monkeypatch):
    from game.scenes.traditions import address_notice

    text = address_notice("https://example.org/x", False)()
    assert "https://example.org/x" in text and "clipboard" not in text


def test_continue_detail_keeps_the_menu_centred(driver, registry):
    """The saved games' names sit under Continue, inside its button, so every entry shares one axis."""
    save_a_match("belote")
    tables.register_resume(lambda app, data: None)
    home = driver.top
    home.refresh()
    home.layout(home.size)
    cont = home.controls.find("continue")
    ui = home.ui
    assert cont.rect.h >= ui.text.line_height("subtitle") + ui.text.line_height("small")
    assert cont.rect.w >= ui.text.width(cont.detail_text(), "small")
    centres = {b.rect.centerx for b in home.menu}
    assert centres == {home.content_rect.centerx}
    driver.step()  # draws without fault


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_tradition_page_shows_its_pack_beside_the_games(size, registry):
    """The pack's cards are fanned beside the games (wide) or beside the heading (narrow), covering nothing."""
    from conftest import make_app

    seen = []
    samples.register_sample_painter("vienna", lambda s, r, c: seen.append((c.pack, r.copy())))
    app = make_app("--lang", "en", size=size)
    try:
        page = TraditionPage("vienna")
        app.push(page)
        app.step(1 / 60)
        assert seen and seen[-1][0] == "vienna"
        fan = page.fan_rect
        assert fan.w >= size[0] // 5 and fan.h >= 90
        widgets = [w for w in page.controls.widgets if w.visible and w.rect.w and w is not page.pack_button]
        scroll = page.scroller
        for card in page.cards:
            assert not fan.colliderect(card.rect)
        for widget in widgets:
            assert not scroll.to_screen(fan).colliderect(widget.rect), widget.key
        if size[0] >= 1920:
            assert page.side_by_side
            # Side by side: the pack takes the right part, level with the games.
            assert fan.left > max(card.rect.right for card in page.cards)
            assert page.fan_panel.top <= min(card.rect.top for card in page.cards)
            assert page.fan_panel.right > 0.7 * scroll.viewport.w
    finally:
        app.shutdown()


def test_home_packs_open_their_tradition_and_stay_clear_of_the_menu(driver):
    home = driver.top
    assert [p.tradition.id for p in home.packs] == ["aluette", "paris", "vienna"]
    lowest = max(b.rect.bottom for b in home.menu)
    screen = pygame.Rect((0, 0), driver.app.screen.get_size())
    for pack in home.packs:
        assert pack.rect.top > lowest and screen.contains(pack.rect)
    # Centred as a row under the menu.
    row = home.packs[0].rect.unionall([p.rect for p in home.packs])
    assert abs(row.centerx - home.content_rect.centerx) <= 2
    driver.click_widget(home.controls.find("home.vienna"))
    assert isinstance(driver.top, TraditionPage) and driver.top.tradition_id == "vienna"
