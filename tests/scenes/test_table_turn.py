"""The turn has one owner: no stale computer move, popup or panel is ever applied.

Each test reproduces a defect seen by players: a restart while a computer
answer waits out its pause, a Schnapsen marriage popup that outlived its
card, keyboard focus trapped in the sidebar after a decision panel, and the
Full rules tab starting on the CARDAVIA wordmark.
"""

import time

import pygame
import pytest
from test_table_driver import TablePlayer, open_table, start_app

from game.engine import replay
from game.scenes.confirm import ConfirmOverlay
from game.scenes.table import decisions as D
from game.scenes.table.pause import PauseOverlay


@pytest.fixture
def app():
    app = start_app(speed="normal")
    yield app
    app.shutdown()


def wait_for_answer(app, scene, limit=20.0):
    """Frames until a computer answer is known but still waits out its pause."""
    end = time.monotonic() + limit
    while time.monotonic() < end:
        if scene.turn.answer_ready:
            return
        if scene.turn.thinking_seat is None:
            app.step(1 / 60)  # cards still move: the question is not asked yet
        else:
            app.step(0.0)  # the table's clock stands still while the answer comes
            time.sleep(0.002)
    raise AssertionError("the computer never answered")


def computer_to_act(player, also=lambda: True):
    """Play the player's moves until a computer seat is to act (and ``also()`` holds)."""
    scene = player.scene
    for _ in range(4000):
        if not scene.session.human_turn and not scene.session.deal.is_over and also():
            return
        if player.waiting_for_me():
            player.act()
        else:
            player.step()
    raise AssertionError("no computer turn came")


def record_is_legal(scene):
    replay(scene.session.deal.record())  # raises on any illegal action


@pytest.mark.parametrize("game,seed", [("belote", 6), ("schnapsen", 1), ("schnapsen", 2), ("aluette", 7),
                                       ("aluette", 8), ("preference", 3)])
def test_restart_while_a_computer_answer_waits(app, game, seed):
    scene = open_table(app, game, seed=seed)
    player = TablePlayer(app, scene, "keys")
    computer_to_act(player)
    wait_for_answer(app, scene)
    player.key(pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseOverlay)
    button = next(b for b in pause.buttons if b.key == "restart")
    player.click_button(button)
    if isinstance(app.top, ConfirmOverlay):
        player.click_button(app.top.confirm)
    assert app.top is scene
    assert scene.session.deal.actions == [] or scene.session.deal.actions[0] != "stale"
    for _ in range(240):  # four seconds of play: the stale answer must not land
        player.step()
    record_is_legal(scene)


@pytest.mark.parametrize("action", ["undo", "next"])
def test_no_stale_answer_after_undo(app, action):
    app.settings.set("undo", True)
    scene = open_table(app, "schnapsen", seed=1)
    player = TablePlayer(app, scene, "keys")
    computer_to_act(player, lambda: scene.session.can_undo)
    wait_for_answer(app, scene)
    epoch = scene.turn.epoch
    scene.undo()
    assert scene.turn.epoch != epoch
    assert not scene.turn.answer_ready
    for _ in range(120):
        player.step()
    record_is_legal(scene)


def test_an_answer_for_another_state_is_never_applied(app):
    scene = open_table(app, "belote", seed=6)
    player = TablePlayer(app, scene, "keys")
    player.settle()
    epoch = scene.turn.epoch
    # an answer that arrives for an older state is dropped, whatever it says
    scene.turn.epoch += 1
    assert scene.turn.accept(epoch, "KH", scene.session.deal.legal_actions()) is None
    # and an answer for this state is checked against the legal actions
    assert scene.turn.accept(scene.turn.epoch, "not-a-card", scene.session.deal.legal_actions()) is None


def _marriage_seed():
    """A Schnapsen match whose first deal the player leads holding a marriage."""
    from game.engine import new_match

    for seed in range(300):
        deal = new_match("schnapsen", seed=seed).deal
        if deal.current_player == 0 and any(a.startswith("marry:") for a in deal.legal_actions()):
            return seed
    raise AssertionError("no such seed")


def test_a_marriage_popup_never_outlives_its_state():
    app = start_app(speed="slow")
    try:
        scene = open_table(app, "schnapsen", seed=_marriage_seed())
        player = TablePlayer(app, scene, "mouse")
        player.settle()
        queen = next(a[6:] for a in scene.view.legal if a.startswith("marry:"))
        king = ("K" if queen[0] == "Q" else "Q") + queen[1]
        # the first card of the pair: its popup, then "play without declaring"
        player.click(player.card_point(queen))
        player.click(player.card_point(queen))
        assert scene.popup_card == queen
        player.choose_option(queen)
        # while it is on its way, the partner is clicked twice
        if king in scene.view.hand:
            player.click(player.card_point(king))
            player.click(player.card_point(king))
        for _ in range(900):
            player.step()
            decision = scene.decision
            if decision is not None:
                # whatever is offered is legal now
                legal = scene.session.deal.legal_actions()
                for opt in decision.options:
                    if opt.key != "cancel":
                        assert opt.key in legal, (opt.key, legal)
        record_is_legal(scene)
    finally:
        app.shutdown()


def _take_seed():
    from game.engine import new_match

    for s in range(100):
        m = new_match("belote", seed=s)
        d = m.deal
        if d.current_player == 0 and "take" in d.legal_actions():
            return s
    raise AssertionError


def test_after_a_decision_panel_the_keyboard_is_on_the_hand():
    app = start_app(speed="instant")
    try:
        scene = open_table(app, "belote", seed=_take_seed())
        player = TablePlayer(app, scene, "keys")
        player.settle()
        assert scene.decision is not None
        player.choose_option("take")
        for _ in range(200):
            player.settle()
            if scene.session.human_turn and D.playable(scene.view):
                break
            player.act()
        assert D.playable(scene.view)
        assert scene.focus_zone == "hand"
        assert scene.controls.focus is None
        # the cursor rests on a card that may be played
        cursor_card = scene.view.hand[scene.cursor] if scene.cursor is not None else None
        assert cursor_card is None or cursor_card in D.playable(scene.view)
        before = len(scene.session.deal.actions)
        player.key(pygame.K_RETURN)  # raises a playable card
        card = scene.selected
        assert card in D.playable(scene.view)
        player.key(pygame.K_RETURN)  # and plays it
        assert scene.session.deal.actions[before] == card
        assert app.top is scene
    finally:
        app.shutdown()


def test_enter_with_a_raised_card_always_plays_it():
    app = start_app(speed="instant")
    try:
        scene = open_table(app, "preference", seed=2)
        player = TablePlayer(app, scene, "keys")
        for _ in range(200):
            player.settle()
            if scene.session.human_turn and D.playable(scene.view) and scene.view.phase == "play":
                break
            player.act()
        card = sorted(D.playable(scene.view))[0]
        player.click(player.card_point(card))
        assert scene.selected == card
        # wander into the sidebar with the keyboard, then Enter
        player.key(pygame.K_TAB)
        before = len(scene.session.deal.actions)
        player.key(pygame.K_RETURN)
        assert app.top is scene
        assert scene.session.deal.actions[before] == card
    finally:
        app.shutdown()


def test_the_rules_tab_never_leaves_the_table_on_enter(app):
    scene = open_table(app, "aluette", seed=3)
    player = TablePlayer(app, scene, "keys")
    player.settle()
    player.act()
    scene.show_tab("rules")
    player.step()
    assert scene.controls.focus is not scene.home_button
    player.key(pygame.K_RETURN)
    assert app.top is scene
    # the wordmark asks first while a match is in progress
    player.click_button(scene.home_button)
    assert isinstance(app.top, ConfirmOverlay)
    player.click_button(app.top.cancel)
    assert app.top is scene


def test_leaving_a_match_in_progress_asks_first(app):
    scene = open_table(app, "schnapsen", seed=3)
    player = TablePlayer(app, scene, "mouse")
    player.settle()
    player.act()
    player.click_button(scene.home_button)
    assert isinstance(app.top, ConfirmOverlay)
    player.click_button(app.top.confirm)
    player.step(2)
    assert scene not in app.stack
