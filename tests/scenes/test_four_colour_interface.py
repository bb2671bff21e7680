"""Four-colour suits colour every suit mark in the interface, not only the cards: the
buttons of a panel, the sidebar's trump, the seats' notes (and back when switched off)."""

import numpy as np
import pygame
import pytest

from game.scenes.ui_text import SUIT_INKS
from tests.scenes.test_table_driver import TablePlayer, open_table, start_app

DIAMOND = "\u2666"


def ink_pixels(app, rect, ink, tolerance=40):
    rect = pygame.Rect(rect).clip(app.screen.get_rect())
    pixels = pygame.surfarray.array3d(app.screen.subsurface(rect)).astype(int)
    return int((np.abs(pixels - np.array(ink)).max(axis=2) <= tolerance).sum())


@pytest.fixture
def belote_bidding():
    app = start_app(size=(1280, 800), speed="fast", level="easy")
    scene = open_table(app, "belote", seed=5, synchronous_ai=True)
    player = TablePlayer(app, scene, "mouse")
    player.settle()
    assert scene.decision is not None and scene.view.turned[1] == "D"  # Take ♦ diamonds?
    yield app, scene, player
    app.shutdown()


def test_the_panel_buttons_and_the_sidebar_colour_the_diamond(belote_bidding):
    app, scene, player = belote_bidding
    take = next(o.button for o in scene.decision.options if o.key.startswith("take"))
    assert DIAMOND in take.text
    dark_ink, light_ink = SUIT_INKS[DIAMOND]
    # off: the diamond in the button is the label's ink, the sidebar's red
    player.step(2)
    assert ink_pixels(app, take.rect, dark_ink) == 0
    assert ink_pixels(app, scene.lay.sidebar, light_ink) == 0
    app.settings.set("four_colour", True)
    player.step(2)
    assert ink_pixels(app, take.rect, dark_ink) > 3, "the button's diamond keeps the label's colour"
    assert ink_pixels(app, scene.lay.sidebar, light_ink) > 3, "the sidebar's trump mark is not four-coloured"
    # and back
    app.settings.set("four_colour", False)
    player.step(2)
    assert ink_pixels(app, take.rect, dark_ink) == 0



def test_a_seats_note_colours_its_suit_mark(tmp_path):
    from game.engine.cards import PACKS
    from game.scenes.table import clearance
    from tests.scenes.test_table_panels import table_at

    app = start_app(size=(1280, 800), speed="fast", level="easy")
    try:
        # AI 1 opens the bidding with Game in diamonds; the player is to call next
        scene = table_at(app, "preference", list(PACKS["preference"]), dealer=0, actions=["game:D"],
                         tmp_path=tmp_path)
        player = TablePlayer(app, scene, "mouse")
        player.settle()
        text, rect = clearance.bubble_boxes(scene)[1]
        assert DIAMOND in text
        dark_ink, _light_ink = SUIT_INKS[DIAMOND]  # the notes are dark words on a light ground
        player.step(2)
        assert ink_pixels(app, rect, dark_ink) == 0
        app.settings.set("four_colour", True)
        player.step(2)
        assert ink_pixels(app, rect, dark_ink) > 3, f"the note {text!r} keeps its diamond uncoloured"
    finally:
        app.settings.set("four_colour", False)
        app.shutdown()
