"""The hint in a decision panel moves the keyboard to the hinted choice: the gold ring and
Enter agree, in every game that asks its player something other than a card."""

import pygame
import pytest
from test_table_driver import TablePlayer, start_app
from test_table_panels import SCHNAPSEN, _declarer_two, deck_with, preference_deck

from game.ai.process import InlineThinker
from game.engine import new_match, replay
from game.scenes.table import TableScene
from game.scenes.table.session import Session
from game.scenes.table.turn import TurnOwner


class ScriptedHints(InlineThinker):
    """The computer players as usual; the hint says ``hint`` (whatever the expert would)."""

    def __init__(self, hint):
        super().__init__()
        self.hint = hint

    def submit(self, question):
        if question.kind != "explain":
            return super().submit(question)
        self._next += 1
        self._answers[self._next] = ("done", {"action": self.hint, "reason": None})
        return self._next


@pytest.fixture
def app():
    app = start_app()
    yield app
    app.shutdown()


def hinted_table(app, tmp_path, game, deck, dealer, actions, hint):
    match = new_match(game, seed=1)
    match.deal = replay({"game": game, "dealer": dealer, "deck": deck, "actions": list(actions)})
    scene = TableScene(game, session=Session(game, match, save_path=tmp_path / "match.json"))
    scene.turn = TurnOwner(ScriptedHints(hint))
    app.push(scene)
    app._apply_ops()
    app.step(1 / 60)
    return scene


CASES = {
    "belote take or pass": ("belote", lambda: deck_with("belote", {20: "9H"}), 1, [], "pass"),
    "belote second round": ("belote", lambda: deck_with("belote", {20: "9H"}), 1, ["pass"] * 4, "take:S"),
    "schnapsen before the lead": ("schnapsen", lambda: deck_with("schnapsen", SCHNAPSEN), 1, [], "close"),
    "preference bidding": ("preference", preference_deck, 2, [], "game:D"),
    "preference defend or drop": ("preference", lambda: preference_deck(
        hand0=["AC", "AS", "AD", "KC", "KS", "KD", "QC", "QS", "QD", "JC"]), 2, None, "drop"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_the_hint_moves_the_keyboard_to_the_hinted_choice(app, tmp_path, case):
    game, deck_fn, dealer, actions, hint = CASES[case]
    deck = deck_fn()
    if actions is None:
        actions = _declarer_two(deck)
    scene = hinted_table(app, tmp_path, game, deck, dealer, actions, hint)
    player = TablePlayer(app, scene, "keys")
    keys = [o.key for o in scene.decision.options]
    assert hint in keys and keys[0] != hint
    before = len(scene.session.deal.actions)
    player.key(pygame.K_h)
    player.step(2)
    assert scene.hint_action == hint
    assert scene.decision.hint == hint  # the gold ring
    assert scene.controls.focus is scene.decision.options[keys.index(hint)].button
    if game == "schnapsen":
        # the stock's closing asks first: the question opens, and Enter there confirms
        player.key(pygame.K_RETURN)
        player.key(pygame.K_TAB)
        player.key(pygame.K_RETURN)
    else:
        player.key(pygame.K_RETURN)
    player.step(2)
    assert scene.session.deal.actions[before] == hint
