"""The exact Aluette card play against brute force through the engine."""

import pytest
from solver_helpers import brute, position

from game.ai.aluette.solver import GaveUp, from_deal, solve, solve_moves, strengths
from game.engine.aluette import STRENGTH


def outcome(deal, seat):
    points = deal.result()["points"]
    return points[seat % 2] - points[1 - seat % 2]


@pytest.mark.parametrize("seed", range(20))
def test_solver_matches_brute_force(seed):
    deal = position("aluette", seed, cards_left=2 + (seed % 2 == 0), mid_trick=seed % 3 == 0)
    seat = deal.current_player
    moves = solve_moves(deal, seat)
    assert set(moves) == set(deal.legal_actions())
    for card, value in moves.items():
        child = deal.clone()
        child.apply(card)
        assert value == brute(child, lambda s: s % 2 == seat % 2, lambda d: outcome(d, seat)), card
    assert solve(deal, seat) == max(moves.values())
    assert solve(deal, (seat + 1) % 4) == -max(moves.values())


def test_late_runs_and_ties_are_scored_like_the_engine():
    """Whole deals from the first trick: Mordienne, spoiled tricks and ties for the most tricks."""
    seen = set()
    for seed in range(300):
        deal = position("aluette", 1000 + seed, cards_left=9)
        game, state = from_deal(deal)
        k = 0
        while True:
            legal = sorted(deal.legal_actions(), key=STRENGTH.get)
            assert sorted({STRENGTH[c] for c in legal}) == game.legal(state) == strengths(state[state[4]])
            assert set(game.moves(state)) <= set(game.legal(state))
            card = legal[(seed * 7 + k) % len(legal)]
            k += 1
            state = game.play(state, STRENGTH[card])
            deal.apply(card)
            if state[0] == "end":
                # the solver stops once the deal is decided (the last trick
                # of single cards plays itself): any play from here gives its value
                rest = 0
                while deal.current_player is not None:
                    legal = deal.legal_actions()
                    deal.apply(legal[(seed + rest) % len(legal)])
                    rest += 1
                assert state[1] == outcome(deal, 0)
                seen.add(deal.result()["mordienne"])
                break
            assert state == from_deal(deal)[1]
    assert seen == {True, False}


def test_solver_gives_up_within_its_node_budget():
    deal = position("aluette", 7, cards_left=6)
    with pytest.raises(GaveUp):
        solve(deal, deal.current_player, nodes=50)
