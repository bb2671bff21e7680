"""The trick on the table says who played each card: a name tag on every card that has
landed, inside its card, clear of the other cards, unshortened, at the smallest and a large size."""

import random

import pygame
import pytest
from registered import games
from test_table_driver import TablePlayer, start_app
from test_table_panels import table_at

from game.engine import new_deal
from game.scenes.table import decisions as D
from game.scenes.table import tags
from game.scenes.table.texts import seat_name


def before_my_card(game):
    """A deal where the player is the last to play to a trick."""
    for seed in range(11, 60):
        deal, rng = new_deal(game, seed=seed, dealer=1), random.Random(seed)
        while not deal.is_over:
            if deal.current_player == 0 and len(deal.trick) == len(deal.hands) - 1:
                return deal.record()
            deal.apply(rng.choice(deal.legal_actions()))
    raise AssertionError("no such state")


class Tags:
    def __init__(self, monkeypatch):
        self.drawn = []
        real = tags.draw_tag

        def spy(surface, ui, box, text, won=False, lead=None):
            self.drawn.append((box.copy(), text, won, lead))
            real(surface, ui, box, text, won, lead)

        monkeypatch.setattr(tags, "draw_tag", spy)


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
@pytest.mark.parametrize("game", games("players", "table"))
def test_every_card_of_the_trick_says_who_played_it(tmp_path, monkeypatch, game, size):
    app = start_app(size=size, speed="normal")
    try:
        record = before_my_card(game)
        scene = table_at(app, game, record["deck"], record["dealer"], record["actions"], tmp_path)
        player = TablePlayer(app, scene, "mouse")
        player.settle()
        spy = Tags(monkeypatch)
        card = next(c for c in scene.view.hand if D.card_actions(scene.view, c) == [c])
        player.play_card(card)
        for _ in range(600):
            if scene.held is not None and scene.held_until is not None and not scene.sprites.busy(scene.clock):
                break
            player.step()
        held = scene.held
        assert held is not None
        spy.drawn.clear()
        scene.touch()
        player.step()
        drawn = {text: (box, won) for box, text, won, _lead in spy.drawn}
        lay, ui = scene.lay, scene.ui
        assert len(drawn) == len(held["seats"])
        for seat in held["seats"]:
            box, won = drawn[seat_name(seat)]
            assert pygame.Rect(lay.seats[seat].trick).contains(box)
            assert won == (seat == held["winner"])
            assert ui.text.width(seat_name(seat), "small_bold") <= box.w - ui.px(6)  # never shortened
            for other in held["seats"]:
                if other != seat:
                    assert not box.colliderect(pygame.Rect(lay.seats[other].trick)), (seat, other)
    finally:
        app.shutdown()


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
@pytest.mark.parametrize("game", games("players", "table"))
def test_the_last_trick_view_names_who_played_each_card(tmp_path, game, size):
    from game.scenes.table.panels import TrickPanel

    app = start_app(size=size, speed="fast")
    try:
        record = before_my_card(game)
        scene = table_at(app, game, record["deck"], record["dealer"], record["actions"], tmp_path)
        player = TablePlayer(app, scene, "mouse")
        player.settle()
        card = next(c for c in scene.view.hand if D.card_actions(scene.view, c) == [c])
        player.play_card(card)
        for _ in range(600):
            if scene.view.tricks and scene.view.tricks[-1]["cards"][-1] == card:
                break  # the trick is done (it may still lie on the table)
            player.step()
        trick = scene.view.tricks[-1]
        assert card in trick["cards"]
        player.click_button(scene.last_button)
        panel = scene.modal
        assert isinstance(panel, TrickPanel)
        drawn = []
        real = scene.ui.text.draw

        def spy(surface, words, role, colour, pos, anchor="topleft", scale=1.0):
            box = real(surface, words, role, colour, pos, anchor, scale)
            drawn.append((words, pygame.Rect(box)))
            return box

        scene.ui.text.draw = spy
        try:
            panel.draw(pygame.Surface(scene.size), scene.ui)
        finally:
            del scene.ui.text.draw
        names = {words: box for words, box in drawn}
        for seat in trick["seats"]:
            assert seat_name(seat) in names, f"{seat_name(seat)} is not named whole under its card"
            assert panel.rect.contains(names[seat_name(seat)])
        # each name stands under its own card, in the order the cards were played
        xs = [names[seat_name(seat)].centerx for seat in trick["seats"]]
        assert xs == sorted(xs)
        player.click_button(scene.last_button)
        assert scene.modal is None
    finally:
        app.shutdown()
