"""Claiming the rest at the table: the player is offered it when every remaining trick is certain,
by mouse and keyboard; a computer player claims too, and says so; a claimed deal is played out
quickly as ordinary actions, so its record replays."""

import pygame
import pytest
from test_table_deal_log import open_log
from test_table_driver import TablePlayer, start_app
from test_table_panels import deck_with, table_at

from game import i18n
from game.engine import replay
from game.scenes.table import decisions as D
from game.scenes.table.log_panel import LogPanel
from game.scenes.table.texts import seat_name

# the non-dealer gets indices 0-2 and 7-8; the trump card lies face up at index 6
TRUMPS_AND_ACE = {0: "JS", 1: "TS", 2: "KS", 7: "QS", 8: "AH", 6: "AS"}


@pytest.fixture
def app():
    app = start_app(speed="fast")
    yield app
    app.shutdown()


def run_out(player):
    scene = player.scene
    for _ in range(4000):
        if scene.session.deal.is_over:
            return
        player.step()
    raise AssertionError("the claimed deal was not played out")


@pytest.mark.parametrize("mode", ["mouse", "keys"])
def test_the_player_claims_the_rest(app, tmp_path, mode):
    deck = deck_with("schnapsen", TRUMPS_AND_ACE)
    scene = table_at(app, "schnapsen", deck, dealer=1, actions=["exchange"], tmp_path=tmp_path)
    player = TablePlayer(app, scene, mode)
    player.settle()
    keys = [o.key for o in scene.decision.options]
    assert "claim" not in keys  # the stock is open: cards are still to come
    player.choose_option("close")
    player.settle()
    assert [o.key for o in scene.decision.options] == ["claim"]
    assert scene.decision.prompt() == "Every remaining trick is yours"
    player.choose_option("claim")
    assert scene.claimer == 0
    assert "You claim the remaining tricks." in [b[0] for b in scene.banners]
    run_out(player)
    deal = scene.session.deal
    assert deal.result()["winner"] == 0 and deal.result()["tricks"] == [len(deal.tricks), 0]
    assert deal.actions[2].startswith("marry:")  # the trump marriage's 40 counted
    assert replay(deal.record()).result() == deal.result()


def test_a_computer_player_claims_and_says_so(app, tmp_path):
    deck = deck_with("schnapsen", TRUMPS_AND_ACE)
    # dealer 0: the computer in seat 1 holds the trumps, has exchanged and closed
    scene = table_at(app, "schnapsen", deck, dealer=0, actions=["exchange", "close"], tmp_path=tmp_path)
    player = TablePlayer(app, scene, "mouse")
    for _ in range(200):
        if scene.claimer is not None:
            break
        player.step()
    assert scene.claimer == 1
    assert "AI 1 claims the remaining tricks." in [b[0] for b in scene.banners]
    run_out(player)  # the player's cards go by themselves
    deal = scene.session.deal
    assert deal.result()["winner"] == 1 and deal.result()["tricks"][0] == 0
    assert replay(deal.record()).result() == deal.result()


def test_no_claim_while_a_trick_could_be_lost(app, tmp_path):
    deck = deck_with("schnapsen", {**TRUMPS_AND_ACE, 8: "KH"})  # the Ace and the Ten of hearts are out
    scene = table_at(app, "schnapsen", deck, dealer=1, actions=["exchange", "close"], tmp_path=tmp_path)
    player = TablePlayer(app, scene, "keys")
    player.settle()
    assert scene.decision is None or "claim" not in [o.key for o in scene.decision.options]
    player.key(pygame.K_UP)
    assert scene.claimer is None


def close_log(player):
    player.key(pygame.K_ESCAPE)
    assert not isinstance(player.scene.modal, LogPanel)


@pytest.mark.parametrize("mode", ["mouse", "keys"])
def test_the_players_claim_is_a_line_of_the_deal_log(app, tmp_path, mode):
    deck = deck_with("schnapsen", TRUMPS_AND_ACE)
    scene = table_at(app, "schnapsen", deck, dealer=1, actions=["exchange"], tmp_path=tmp_path)
    player = TablePlayer(app, scene, mode)
    player.settle()
    player.choose_option("close")
    player.settle()
    before = scene.view.points[0]
    left = len(scene.view.hand)
    player.choose_option("claim")
    rows = open_log(player).visible_rows()
    # right after the closing, nothing before it
    assert rows[-2:] == ["You close the stock.", f"You claim the rest of the deal: {left} tricks."]
    close_log(player)
    run_out(player)
    played = len(scene.session.deal.tricks)  # the deal ends once the claimer has 66
    gained = scene.session.deal.result()["points"][0] - before
    assert gained > 40  # the trump marriage and the cards won
    lines = D.log_lines(scene.view, scene.claim_in_log())
    claim_at = lines.index(f"You claim the rest of the deal: {played} tricks, {gained} points.")
    assert lines[claim_at - 1] == "You close the stock."
    assert sum(line.startswith("Trick ") for line in lines[claim_at:]) == played


def test_a_computer_players_claim_is_a_line_of_the_deal_log(app, tmp_path):
    deck = deck_with("schnapsen", TRUMPS_AND_ACE)
    scene = table_at(app, "schnapsen", deck, dealer=0, actions=["exchange", "close"], tmp_path=tmp_path)
    player = TablePlayer(app, scene, "mouse")
    for _ in range(200):
        if scene.claimer is not None:
            break
        player.step()
    assert scene.claimer == 1
    left, before = len(scene.session.deal.hands[1]), scene.session.deal.points[1]
    rows = open_log(player).visible_rows()
    assert rows[-1] == f"AI 1 claims the rest of the deal: {left} tricks."
    close_log(player)
    run_out(player)
    deal = scene.session.deal
    gained = deal.result()["points"][1] - before
    english = f"AI 1 claims the rest of the deal: {len(deal.tricks)} tricks, {gained} points."
    at = D.log_lines(scene.view, scene.claim_in_log()).index(english)
    # and in every language, in its own words
    try:
        for lang in i18n.LANGUAGES:
            app.settings.set("language", lang)
            app.step(1 / 60)
            line = D.log_lines(scene.view, scene.claim_in_log())[at]
            assert f"{seat_name(1)} " in line and str(gained) in line and str(len(deal.tricks)) in line, (lang, line)
            assert (line == english) == (lang == "en"), (lang, line)
    finally:
        app.settings.set("language", "en")


def test_a_claim_taken_back_leaves_the_log(app, tmp_path):
    app.settings.set("undo", True)
    deck = deck_with("schnapsen", TRUMPS_AND_ACE)
    scene = table_at(app, "schnapsen", deck, dealer=1, actions=["exchange"], tmp_path=tmp_path)
    player = TablePlayer(app, scene, "keys")
    player.settle()
    player.choose_option("close")
    player.settle()
    player.choose_option("claim")
    for _ in range(400):
        if scene.view.tricks and scene.held is None and scene.session.can_undo:
            break
        player.step()
    scene.undo()
    assert scene.claimer is None
    assert not any("claim" in row for row in open_log(player).visible_rows())
