"""The exact Belote card play against brute force through the engine."""

import pytest
from solver_helpers import brute, position

from game.ai.belote.solver import INDEX, PACK, GaveUp, from_deal, solve, solve_moves
from game.ai.solver import bits
from game.engine.belote import PLAY


def outcome(deal, seat):
    score = deal.result()["score"]
    return score[seat % 2] - score[1 - seat % 2]


def in_play(deal):
    return deal.phase == PLAY


@pytest.mark.parametrize("seed", range(24))
def test_solver_matches_brute_force(seed):
    deal = position("belote", seed, cards_left=3 + (seed % 8 == 0), play_phase=in_play,
                    mid_trick=seed % 3 == 0 or seed % 8 == 0)
    seat = deal.current_player
    moves = solve_moves(deal, seat)
    assert set(moves) == set(deal.legal_actions())
    for card, value in moves.items():
        child = deal.clone()
        child.apply(card)
        assert value == brute(child, lambda s: s % 2 == seat % 2, lambda d: outcome(d, seat)), card
    assert solve(deal, seat) == max(moves.values())
    assert solve(deal, (seat + 1) % 4) == -max(moves.values())


def test_compact_state_follows_the_engine_move_by_move():
    """Legal cards, trick winners, points and the final score agree at every step."""
    for seed in range(30):
        deal = position("belote", 100 + seed, cards_left=8, play_phase=in_play)
        game, state = from_deal(deal)
        while True:
            assert sorted(PACK[c] for c in bits(game.legal(state))) == sorted(deal.legal_actions())
            # every searched move is legal, and every legal card is represented
            assert set(game.moves(state)) <= set(bits(game.legal(state)))
            card = sorted(deal.legal_actions())[seed % len(deal.legal_actions())]
            state = game.play(state, INDEX[card])
            deal.apply(card)
            if state[0] == "end":
                # the solver plays a last trick of single cards at once
                while deal.current_player is not None:
                    assert len(deal.hands[deal.current_player]) == 1
                    deal.apply(deal.legal_actions()[0])
                assert state[1] == outcome(deal, 0)
                break
            assert state == from_deal(deal)[1]


def test_equivalent_cards_are_searched_once_with_the_same_value():
    for seed in range(8):
        deal = position("belote", 200 + seed, cards_left=3, play_phase=in_play)
        game, state = from_deal(deal)
        values = solve_moves(deal, deal.current_player)
        searched = {PACK[c] for c in game.moves(state)}
        assert searched and searched <= set(values)
        assert max(values.values()) == max(values[c] for c in searched)


def test_solver_gives_up_within_its_node_budget():
    deal = position("belote", 7, cards_left=6, play_phase=in_play)
    with pytest.raises(GaveUp):
        solve(deal, deal.current_player, nodes=50)
