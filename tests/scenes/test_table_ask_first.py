"""Irreversible calls ask first: closing the Schnapsen stock, a call that ends the deal, the result
panel's Restart and End session; and Continue is the main answer when a match is in progress."""

import pygame
import pytest
from test_saved_matches import saved, start_game_page
from test_table_driver import TablePlayer, start_app
from test_table_panels import SCHNAPSEN, deck_with, preference_deck, table_at

from game.scenes.confirm import ConfirmOverlay
from game.scenes.saved_matches import ResumeOrNew
from game.scenes.table.panels import SheetPanel


@pytest.fixture
def app():
    app = start_app()
    yield app
    app.shutdown()


def press_panel_option(player, key):
    """Click the decision panel's ``key`` or reach it with the keyboard and press Enter."""
    scene = player.scene
    options = [o.key for o in scene.decision.options]
    button = scene.decision.options[options.index(key)].button
    if player.mode == "mouse":
        player.click_button(button)
        return
    if scene.controls.focus not in scene.decision.buttons:
        player.key(pygame.K_UP)  # from the cards up to the panel
    for _ in range(len(options) + 1):
        if scene.controls.focus is button:
            break
        player.key(pygame.K_RIGHT)
    assert scene.controls.focus is button
    player.key(pygame.K_RETURN)


def answer(player, yes):
    ask = player.app.top
    assert isinstance(ask, ConfirmOverlay)
    assert ask.controls.focus is ask.cancel  # the safe answer has the keyboard
    button = ask.confirm if yes else ask.cancel
    if player.mode == "mouse":
        player.click_button(button)
    else:
        if yes:
            player.key(pygame.K_TAB)
        assert ask.controls.focus is button
        player.key(pygame.K_RETURN)
    assert player.app.top is player.scene


@pytest.mark.parametrize("mode", ["mouse", "keys"])
def test_closing_the_stock_asks_first(app, tmp_path, mode):
    scene = table_at(app, "schnapsen", deck_with("schnapsen", SCHNAPSEN), dealer=1, tmp_path=tmp_path)
    player = TablePlayer(app, scene, mode)
    press_panel_option(player, "close")
    ask = app.top
    assert isinstance(ask, ConfirmOverlay) and ask.title() == "Close the stock?"
    assert "cannot be taken back" in ask.message()
    assert scene.session.deal.closed_by is None
    answer(player, yes=False)
    assert scene.session.deal.closed_by is None and scene.session.deal.actions == []
    press_panel_option(player, "close")
    answer(player, yes=True)
    player.step(2)
    assert scene.session.deal.closed_by == 0 and scene.session.deal.actions == ["close"]


def test_exchanging_the_trump_bube_goes_at_once(app, tmp_path):
    scene = table_at(app, "schnapsen", deck_with("schnapsen", SCHNAPSEN), dealer=1, tmp_path=tmp_path)
    player = TablePlayer(app, scene, "mouse")
    press_panel_option(player, "exchange")
    assert app.top is scene and scene.session.deal.actions[:1] == ["exchange"]


@pytest.mark.parametrize("mode", ["mouse", "keys"])
def test_a_pass_that_ends_the_deal_asks_first(app, tmp_path, mode):
    # dealer 0: seats 1 and 2 have passed, the player's pass would make the deal void
    scene = table_at(app, "preference", preference_deck(), dealer=0, actions=["pass", "pass"], tmp_path=tmp_path)
    player = TablePlayer(app, scene, mode)
    press_panel_option(player, "pass")
    ask = app.top
    assert isinstance(ask, ConfirmOverlay) and ask.title() == "End the deal with \u201cPass\u201d?"
    answer(player, yes=False)
    assert scene.session.deal.actions == ["pass", "pass"]
    press_panel_option(player, "pass")
    answer(player, yes=True)
    player.step(2)
    assert scene.session.deal.actions == ["pass", "pass", "pass"] and scene.session.deal.is_over


def test_a_pass_that_leaves_the_bidding_open_goes_at_once(app, tmp_path):
    scene = table_at(app, "preference", preference_deck(), dealer=2, tmp_path=tmp_path)
    player = TablePlayer(app, scene, "mouse")
    press_panel_option(player, "pass")
    assert app.top is scene and scene.session.deal.actions[:1] == ["pass"]


def finished_deal(game):
    """A deal played to its end (not void) by random legal moves."""
    import random

    from game.engine import new_deal

    for seed in range(50):
        deal, rng = new_deal(game, seed=seed, dealer=2), random.Random(seed)
        while not deal.is_over:
            deal.apply(rng.choice(deal.legal_actions()))
        if not deal.result().get("void") and deal.tricks:  # played out, ending on a card
            return deal.record()
    raise AssertionError("no finished deal")


@pytest.mark.parametrize("key", ["restart", "end"])
def test_the_result_panel_asks_before_ending_the_match(app, tmp_path, key):
    record = finished_deal("preference")
    scene = table_at(app, "preference", record["deck"], dealer=2, actions=record["actions"][:-1],
                     tmp_path=tmp_path)
    player = TablePlayer(app, scene, "mouse")
    for _ in range(4):
        player.settle()
        if isinstance(scene.modal, SheetPanel):
            break
        player.act()
    assert isinstance(scene.modal, SheetPanel)
    before = scene.session.deal_number
    player.click_button(scene.modal.buttons[[o.key for o in scene.modal.options].index(key)])
    assert isinstance(app.top, ConfirmOverlay)
    answer(player, yes=False)
    assert scene.session.deal_number == before and not scene.session.match_finished


def test_continue_is_the_main_answer_when_a_match_is_in_progress(driver):
    saved("belote", moves=5)
    page = start_game_page(driver, "belote")
    page.start_game("belote")
    driver.step()
    ask = driver.top
    assert isinstance(ask, ResumeOrNew)
    cont, new = driver.widget("confirm.continue"), driver.widget("confirm.new")
    assert driver.focused() is cont
    assert cont.style == "primary" and new.style == "secondary"
    assert cont.rect.x > new.rect.x  # where a dialog's main button stands
    driver.key(pygame.K_RETURN)
    assert driver.top is not ask and driver.top.session.deal.actions[:5]
