"""The compiled Schnapsen search against brute force: exact values with the
stock still open (the world's own stock order in view), and depth-limited
values against plain minimax to the same depth."""

import random

import pytest
from test_schnapsen_solver import outcome

from game.ai.schnapsen import core
from game.ai.schnapsen.alphabeta import EXACT, LOW, SCALE, Searcher, evaluate
from game.ai.schnapsen.solver import children, solve, solve_moves
from game.engine import new_deal


def open_position(seed, stock_left):
    """A deal played at random to a lead with ``stock_left`` cards in the stock."""
    rng = random.Random(seed)
    for _ in range(200):
        deal = new_deal("schnapsen", seed=rng.getrandbits(32), dealer=rng.randrange(2))
        while deal.current_player is not None and not deal.strict:
            if deal.stock_left == stock_left and not deal.trick:
                return deal
            deal.apply(rng.choice([a for a in deal.legal_actions() if a != "close"]))
    raise AssertionError("no position found")


def brute(deal, seat, memo):
    """Minimax over every legal action through the engine, remembering each
    position met (keyed by everything the engine's deal holds)."""
    if deal.current_player is None:
        return outcome(deal, seat)
    key = tuple(core.from_deal(deal))
    if key not in memo:
        values = []
        for action in deal.legal_actions():
            child = deal.clone()
            child.apply(action)
            values.append(brute(child, seat, memo))
        memo[key] = max(values) if deal.current_player == seat else min(values)
    return memo[key]


@pytest.mark.parametrize("seed", range(6))
def test_open_stock_values_match_brute_force(seed):
    deal = open_position(seed, 4 if seed == 0 else 2)
    seat = deal.current_player
    moves = solve_moves(deal, seat)
    assert set(moves) == set(deal.legal_actions())
    memo = {}
    for action, value in moves.items():
        child = deal.clone()
        child.apply(action)
        assert value == brute(child, seat, memo), action
    assert solve(deal, seat) == max(moves.values())


def minimax(s, depth, closing=1):
    """Plain depth-limited minimax over the core, no table, no pruning;
    closing the stock is searched ``closing`` moves deep."""
    if s[core.MOVER] < 0:
        return SCALE * core.value_for(s, 0)
    if not s[core.STRICT] and depth <= 0:
        return evaluate(s)
    values = [minimax(c, depth - 1, closing - 1) for m, c in children(s) if closing > 0 or m != core.CLOSE]
    return max(values) if s[core.MOVER] == 0 else min(values)


@pytest.mark.parametrize("seed", range(4))
def test_depth_limited_values_match_plain_minimax(seed):
    deal = open_position(50 + seed, 10 - 2 * (seed % 2))
    s = core.from_deal(deal)
    for depth in (1, 2, 3):
        # a fresh table: a deeper search's bounds, kept, would answer better than this depth
        assert Searcher(bits=12).value(s, depth, closing=False) == minimax(s, depth)
        assert Searcher(bits=12).value(s, depth) == minimax(s, depth, closing=depth)
    assert LOW <= Searcher(bits=12).value(s, 3) < EXACT * SCALE


@pytest.mark.parametrize("seed", range(3))
def test_a_worlds_actions_in_one_search_match_plain_minimax_compiled_and_plain(seed):
    from game.ai import jit
    from game.ai.schnapsen.solver import world_values

    deal = open_position(seed, 6)
    s = core.from_deal(deal)
    moves = [m for m, _ in children(s)]
    want = []
    for m, child in children(s):
        if m == core.CLOSE:
            want.append(None)  # valued by the habits' playout instead
        elif child[core.MOVER] < 0:
            want.append(float(core.value_for(child, 0)))
        else:
            want.append(minimax(child, 3, closing=0) / SCALE)
    assert world_values(deal, moves, 3, 10**9) == want
    jit.use_plain(True)
    try:
        assert world_values(deal, moves, 3, 10**9) == want
    finally:
        jit.use_plain(False)
    # past its node budget a search says so rather than guess
    assert all(v is None for v in world_values(deal, [m for m in moves if m != core.CLOSE], 3, 2))
