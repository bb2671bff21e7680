"""The deal log holds everything that happened: calls, announcements with their points,
the closing, defence choices, and every trick with who played which card."""

import random

import pygame
import pytest
from test_table_driver import TablePlayer, start_app
from test_table_panels import SCHNAPSEN, deck_with, table_at

from game.engine import new_deal
from game.scenes.table import decisions as D
from game.scenes.table.games import table_game
from game.scenes.table.log_panel import LogPanel
from game.scenes.table.texts import seat_name
from game.scenes.table.view import view_of

# the events a game's log states in other words on purpose (the take is the call that names the suit)
SAID_BY_THE_CALL = {("belote", "take")}


def played_out(game, seed, prefer=()):
    deal, rng = new_deal(game, seed=seed, dealer=seed % 2), random.Random(seed)
    while not deal.is_over:
        legal = deal.legal_actions()
        liked = [a for a in legal if a.startswith(prefer)] if prefer else []
        deal.apply(liked[0] if liked and rng.random() < 0.8 else rng.choice(legal))
    return deal


@pytest.mark.parametrize("game,prefer", [("aluette", ()), ("belote", ("take",)),
                                         ("schnapsen", ("marry", "close", "exchange")),
                                         ("preference", ("bid", "defend", "drop", "invite", "no-aces"))])
def test_every_event_and_every_trick_has_its_line(game, prefer):
    table = table_game(game)
    kinds = set()
    for seed in range(40):
        deal = played_out(game, seed, prefer)
        view = view_of(deal.observation(0))
        lines = D.log_lines(view)
        assert all(line and "{" not in line for line in lines)
        for number, trick in enumerate(view.tricks, 1):
            line = next(x for x in lines if x.startswith(f"Trick {number}:"))
            for seat, card in zip(trick["seats"], trick["cards"]):
                assert f"{seat_name(seat)} {table.card_name(card)}" in line
        said = 0
        for event in view.events:
            kind = event["type"]
            kinds.add(kind)
            if kind in table.trick_events or (game, kind) in SAID_BY_THE_CALL:
                continue
            said += 1
        opening = 1 if game == "belote" else 0  # Belote's log opens with the turned card
        assert len(lines) == said + len(view.tricks) + opening
    wanted = {"aluette": {"deal_won"}, "belote": {"bid", "take"},
              "schnapsen": {"marriage", "close", "exchange", "deal_won"},
              "preference": {"bid", "contract", "defence", "settlement"}}[game]
    assert wanted <= kinds


def test_a_marriage_and_its_points_are_in_the_log():
    table = table_game("schnapsen")
    event = {"type": "marriage", "seat": 1, "suit": "S", "card": "KS", "shown": "QS", "points": 40, "counted": True}
    assert table.log_words(None, event) == "AI 1 declares a marriage in \u2660\u00a0spades: 40."


@pytest.fixture
def app():
    app = start_app()
    yield app
    app.shutdown()


def open_log(player):
    scene = player.scene
    if player.mode == "mouse":
        player.click_button(scene.log_button)
    else:
        for _ in range(len(scene.controls.widgets) + 2):
            if scene.controls.focus is scene.log_button:
                break
            player.key(pygame.K_TAB)
        player.key(pygame.K_RETURN)
    assert isinstance(scene.modal, LogPanel)
    return scene.modal


@pytest.mark.parametrize("mode", ["mouse", "keys"])
def test_the_deal_log_at_the_table_shows_the_exchange_the_closing_the_marriage_and_the_trick(app, tmp_path, mode):
    scene = table_at(app, "schnapsen", deck_with("schnapsen", SCHNAPSEN), dealer=1, tmp_path=tmp_path)
    taken = scene.session.deal.trump_card
    scene.session.deal.apply("exchange")
    scene.session.deal.apply("close")
    scene.view = scene.session.view(0)
    scene._rebuild_panels()
    player = TablePlayer(app, scene, mode)
    player.play_card("KS")
    player.choose_option("marry:KS")
    for _ in range(3000):
        if scene.view.tricks and scene.held is None:
            break
        player.step()
    log = open_log(player)
    rows = " ".join(log.visible_rows())
    trick = scene.view.tricks[0]
    assert f"You exchange the trump Bube for {table_game('schnapsen').card_name(taken)}." in rows
    assert "You close the stock." in rows
    assert "You declare a marriage in \u2660\u00a0spades: 20." in rows
    other = trick["cards"][1]
    assert f"Trick 1: You K\u00f6nig\u00a0\u2660, AI 1 {table_game('schnapsen').card_name(other)}" in rows
    player.key(pygame.K_ESCAPE)
    assert scene.modal is None
