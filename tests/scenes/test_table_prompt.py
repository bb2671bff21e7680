"""A raised card never covers "Your turn": the prompt stands clear of every card of the
hand when it rises, ring included, at the smallest size and a large one."""

import pygame
import pytest

from game.scenes.table import decisions as D
from game.scenes.table import hud
from tests.scenes.test_table_driver import DIGIT_KEYS, TablePlayer, open_table, play_until, start_app


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)], ids=["1024x600", "1920x1080"])
@pytest.mark.parametrize("game", ["belote", "preference"])
def test_your_turn_stays_clear_of_the_raised_card(monkeypatch, game, size):
    app = start_app(size=size, speed="fast", level="easy")
    try:
        scene = open_table(app, game, seed=5, synchronous_ai=True)
        player = TablePlayer(app, scene, "keys")
        assert play_until(player, lambda: D.playable(scene.view) and scene.decision is None)
        boxes = []
        real = hud.prompt

        def spy(surface, ui, centre_bottom, text):
            box = real(surface, ui, centre_bottom, text)
            boxes.append(box)
            return box

        monkeypatch.setattr(hud, "prompt", spy)
        hand = list(scene.view.hand)
        checked = 0
        for i, card in enumerate(hand[:10]):
            if card not in D.playable(scene.view):
                continue
            player.key(DIGIT_KEYS[i])  # raised, with the keyboard's ring round it
            assert scene.selected == card
            boxes.clear()
            scene.frame.forget()
            scene.draw(pygame.Surface(scene.size))
            assert boxes and boxes[-1] is not None, "no prompt over the hand"
            raised = pygame.Rect(scene.lay.hand(len(hand), i)[i])
            ring = raised.inflate(2 * scene.ui.px(4) + 2 * scene.ui.px(2.5), 2 * scene.ui.px(4) + 2 * scene.ui.px(2.5))
            assert not boxes[-1].colliderect(ring), f"{card}: the prompt {boxes[-1]} meets the raised card {ring}"
            checked += 1
            player.key(pygame.K_ESCAPE)  # lower it again
        assert checked
    finally:
        app.shutdown()
