"""The hand keeps one suit order through the deal: once trumps are named, suits that
run out leave the others where they were (never reshuffled to alternate colours)."""

import itertools

import pytest

from game.engine import GAMES, game_info
from game.scenes.table.games import table_game
from game.scenes.table.panels import SheetPanel
from tests.scenes.test_table_driver import TablePlayer, open_table, start_app

SUITS = "SHCD"
#: the games played with the four French suits
FRENCH = [g for g in GAMES if {card[1] for card in game_info(g).pack} == set(SUITS)]


def suit_sequence(hand):
    out = []
    for card in hand:
        if not out or out[-1] != card[1]:
            out.append(card[1])
    return out


def same_order(before, after):
    """``after``'s suits in the order they stood in ``before``."""
    common = [s for s in before if s in after]
    return [s for s in after if s in before] == common


@pytest.mark.parametrize("game", FRENCH)
def test_every_smaller_hand_keeps_the_order_of_the_full_one(game):
    table = table_game(game)
    for trump in [None, *SUITS]:
        full = table.sort_hand([r + s for s in SUITS for r in "789TJQKA"], trump)
        order = suit_sequence(full)
        for n in (1, 2, 3):
            for suits in itertools.combinations(SUITS, n):
                hand = table.sort_hand([r + s for s in suits for r in "7KA"], trump)
                assert same_order(order, suit_sequence(hand)), (game, trump, suits, suit_sequence(hand), order)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_belote_hand_keeps_its_suits_in_place_through_the_deal(seed):
    app = start_app(size=(1280, 800), speed="fast", level="easy")
    try:
        scene = open_table(app, "belote", seed=seed, synchronous_ai=True)
        player = TablePlayer(app, scene, "mouse")
        seen = None
        for _ in range(200):
            player.settle()
            if isinstance(scene.modal, SheetPanel):
                break
            view = scene.view
            if view.trump and view.hand:
                order = suit_sequence(view.hand)
                if seen is not None:
                    assert same_order(seen, order), (seen, order)
                seen = order if seen is None else [s for s in seen if s in order]
            player.act()
    finally:
        app.shutdown()
