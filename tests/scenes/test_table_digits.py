"""The digits do what the README says: a digit selects that card of the hand (it
rises), the same digit again plays it, another digit selects another card instead."""

import re
from pathlib import Path


from game.scenes.table import decisions as D
from tests.scenes.test_table_driver import DIGIT_KEYS, TablePlayer, open_table, play_until, start_app

README = Path(__file__).resolve().parents[2] / "README.md"


def test_the_readme_says_what_a_digit_does():
    text = " ".join(README.read_text(encoding="utf-8").split())
    assert re.search(r"a digit \(1–9, 0 for the tenth card\) selects that card", text)
    assert "the same digit again plays it" in text


def test_a_digit_selects_and_the_same_digit_plays():
    app = start_app(size=(1280, 800), speed="fast", level="easy")
    try:
        scene = open_table(app, "schnapsen", seed=2, synchronous_ai=True)
        player = TablePlayer(app, scene, "keys")
        assert play_until(player, lambda: scene.decision is None
                          and len([c for c in scene.view.hand if c in D.playable(scene.view)]) >= 2)
        hand = list(scene.view.hand)
        playable = [i for i, c in enumerate(hand) if c in D.playable(scene.view)]
        first, second = playable[0], playable[1]
        player.key(DIGIT_KEYS[first])
        assert scene.selected == hand[first] and scene.cursor == first  # it rises, nothing is played
        assert list(scene.view.hand) == hand
        player.key(DIGIT_KEYS[second])
        assert scene.selected == hand[second]  # another digit: another card instead
        assert list(scene.view.hand) == hand
        played = len(scene.session.deal.actions)
        player.key(DIGIT_KEYS[second])
        if scene.popup_card is not None:  # a King or Queen of a marriage asks first
            player.choose_option(next(o.key for o in scene.decision.options if o.key != "cancel"))
        player.step(30)
        assert len(scene.session.deal.actions) > played  # the same digit again plays it
        assert hand[second] not in scene.view.hand
    finally:
        app.shutdown()
