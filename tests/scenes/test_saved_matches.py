"""Continue lists the saved matches (one per game); Start game over a saved match asks first."""

import os
import random

import pygame
import pytest
from test_deal_files import Drawn, random_deal

from game import paths, saves
from game.scenes.deal_files import export_deal
from game.scenes.deals_list import SavedDealsScene
from game.scenes.home import HomeScene
from game.scenes.saved_matches import ContinueScene, ResumeOrNew
from game.scenes.table import TableScene
from game.scenes.table.session import Session
from game.scenes.traditions import TraditionPage


def saved(game, moves=4, seed=5):
    session = Session.new(game, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        session.apply(rng.choice(session.deal.legal_actions()))
    saves.flush()
    return session


def home_of(driver):
    driver.app.go_home()
    driver.step()
    home = driver.top
    assert isinstance(home, HomeScene)
    home.refresh()  # the saves were made after the app started
    home.layout(home.size)
    return home


def test_continue_lists_every_saved_match_and_resumes_the_one_chosen(driver, monkeypatch):
    belote = saved("belote")
    saved("schnapsen")
    home = home_of(driver)
    cont = driver.widget("continue")
    assert cont.enabled and set(cont.detail().split(", ")) == {"Belote", "Schnapsen"}
    drawn = Drawn(monkeypatch)
    driver.click_widget(cont)
    assert isinstance(driver.top, ContinueScene)
    driver.step()
    assert "Belote" in drawn.texts and "Schnapsen" in drawn.texts
    assert any("deal 1" in t for t in drawn.texts)
    assert "Score: You and AI 2 0 \u00b7 AI 1 and AI 3 0" in " ".join(drawn.texts)  # Belote's points so far
    driver.click_widget(driver.widget("match.belote"))
    table = driver.top
    assert isinstance(table, TableScene) and table.game == "belote"
    assert table.session.deal.actions[: len(belote.deal.actions)] == belote.deal.actions
    # leaving the table goes home, not back to the list
    table.leave()
    driver.step()
    assert driver.top is home


def test_continue_resumes_a_single_saved_match_at_once(driver):
    saved("aluette")
    home_of(driver)
    driver.click_widget(driver.widget("continue"))
    assert isinstance(driver.top, TableScene) and driver.top.game == "aluette"


def test_a_damaged_save_is_not_offered_and_is_reported(driver):
    saved("belote")
    path = paths.saved_match_path("belote")
    path.write_text('{"version": 1, "game": "belote", "deals": [')
    home_of(driver)
    assert not driver.widget("continue").enabled
    driver.step()
    assert any("kept aside" in (n[0]() if callable(n[0]) else n[0]) for n in driver.app.notices)
    assert list(path.parent.glob("match-belote.json.bad-*"))


def start_game_page(driver, game):
    page = TraditionPage("paris")
    driver.app.push(page)
    driver.step()
    return page


@pytest.mark.parametrize("choice", ["continue", "new", "escape"])
def test_start_game_over_a_saved_match_asks_first(driver, choice):
    before = saved("belote", moves=5)
    page = start_game_page(driver, "belote")
    page.start_game("belote")
    driver.step()
    ask = driver.top
    assert isinstance(ask, ResumeOrNew)
    assert driver.focused().key == "confirm.continue"  # the safe choice has the focus
    if choice == "escape":
        driver.key(pygame.K_ESCAPE)
        assert driver.top is page
        assert saves.saved_match("belote").data["deals"][-1]["actions"] == before.deal.actions
        return
    driver.click_widget(driver.widget("confirm.continue" if choice == "continue" else "confirm.new"))
    table = driver.top
    assert isinstance(table, TableScene) and table.game == "belote"
    if choice == "continue":
        assert table.session.deal.actions[:5] == before.deal.actions
    else:
        assert table.session.match.seed != before.match.seed or table.session.deal.actions != before.deal.actions


def test_start_game_without_a_saved_match_goes_straight_to_the_table(driver):
    saved("schnapsen")  # another game's match does not stand in the way
    page = start_game_page(driver, "belote")
    page.start_game("belote")
    driver.step()
    assert isinstance(driver.top, TableScene) and driver.top.game == "belote"
    saves.flush()
    assert {s.game for s in saves.saved_matches()} == {"belote", "schnapsen"}


def test_a_deal_file_name_that_is_not_utf8_is_listed_escaped(app, monkeypatch):
    path = export_deal(random_deal("belote"))
    odd = path.with_name(os.fsdecode(b"donn\xe9e.json"))
    os.rename(path, odd)
    drawn = Drawn(monkeypatch)
    app.push(SavedDealsScene())
    app.step(1 / 60)
    app.step(1 / 60)
    assert "donn\\xe9e.json" in drawn.texts
