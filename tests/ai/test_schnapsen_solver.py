"""The exact Schnapsen endgame against brute force through the engine."""

import random

import pytest

from game.ai.schnapsen.core import move_of
from game.ai.schnapsen.solver import GaveUp, from_deal, solve, solve_moves
from game.engine import new_deal


def outcome(deal, seat):
    r = deal.result()
    return r["game_points"] if r["winner"] == seat else -r["game_points"]


def brute(deal, seat):
    """Minimax over every legal action, straight through the engine."""
    if deal.current_player is None:
        return outcome(deal, seat)
    values = []
    for action in deal.legal_actions():
        child = deal.clone()
        child.apply(action)
        values.append(brute(child, seat))
    return max(values) if deal.current_player == seat else min(values)


def endgame(seed, cards_left, close=False):
    """A deal played at random into its strict phase with at most ``cards_left`` cards in each hand."""
    rng = random.Random(seed)
    for _ in range(200):
        deal = new_deal("schnapsen", seed=rng.getrandbits(32), dealer=rng.randrange(2))
        while deal.current_player is not None:
            hands = deal.hands
            if deal.strict and max(len(hands[0]), len(hands[1])) <= cards_left:
                return deal
            legal = deal.legal_actions()
            if close and "close" in legal:
                deal.apply("close")
                continue
            deal.apply(rng.choice([a for a in legal if a != "close"] or legal))
    raise AssertionError("no endgame found")


@pytest.mark.parametrize("seed", range(24))
def test_solver_matches_brute_force(seed):
    deal = endgame(seed, cards_left=3 if seed % 2 else 4, close=seed % 3 == 0)
    seat = deal.current_player
    moves = solve_moves(deal, seat)
    assert set(moves) == set(deal.legal_actions())
    for action, value in moves.items():
        child = deal.clone()
        child.apply(action)
        assert value == brute(child, seat), (action, deal.hands)
    assert solve(deal, seat) == max(moves.values())
    assert solve(deal, 1 - seat) == -max(moves.values())


def test_solver_follows_the_engine_move_by_move():
    """Every state the solver reaches along a played line is the engine's state."""
    for seed in range(10):
        deal = endgame(100 + seed, cards_left=5, close=seed % 2 == 0)
        while deal.current_player is not None:
            game, state = from_deal(deal)
            assert sorted(game.moves(state)) == sorted(move_of(a) for a in deal.legal_actions())
            moves = solve_moves(deal, deal.current_player)
            action = max(moves, key=moves.get)
            child = game.play(state, move_of(action))
            deal.apply(action)
            if isinstance(child, tuple):
                assert deal.current_player is None
                assert child == ("end", outcome(deal, 0))
            else:
                assert list(child) == list(from_deal(deal)[1])


def test_solver_gives_up_within_its_node_budget():
    deal = endgame(7, cards_left=5)
    with pytest.raises(GaveUp):
        solve(deal, 0, nodes=3)


@pytest.mark.parametrize("level", ["strong", "expert"])
def test_the_searching_levels_play_the_exact_best_once_the_stock_is_gone(level):
    from game.ai import make_player

    checked = 0
    for seed in range(30):
        deal = endgame(300 + seed, cards_left=5)
        if deal.closed_by is not None or deal.stock_left:
            continue
        seat = deal.current_player
        moves = solve_moves(deal, seat)
        if len(set(moves.values())) < 2:
            continue  # every move is as good: nothing to check
        action = make_player("schnapsen", level, random.Random(seed)).choose(deal.observation(seat))
        assert moves[action] == max(moves.values()), (action, moves)
        checked += 1
    assert checked >= 5
