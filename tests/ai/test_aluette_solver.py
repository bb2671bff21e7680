"""The Aluette search on the rules core against brute force: exact values
through the engine, and the depth-limited search against a plain minimax of
every card to the same horizon, compiled and in plain Python."""

import pytest
from solver_helpers import brute, position

from game.ai import jit
from game.ai.aluette import solver
from game.ai.aluette.core import INDEX, OPEN
from game.ai.solver import GaveUp

MODES = ["compiled", "plain"]


@pytest.fixture(params=MODES)
def mode(request):
    if request.param == "compiled" and not jit.COMPILED:
        pytest.skip("numba is not installed")
    jit.use_plain(request.param == "plain")
    yield request.param
    jit.use_plain(False)


def outcome(deal, seat):
    points = deal.result()["points"]
    return points[seat % 2] - points[1 - seat % 2]


@pytest.mark.parametrize("seed", range(16))
def test_exact_values_match_brute_force(mode, seed):
    deal = position("aluette", seed, cards_left=2 + (seed % 2 == 0), mid_trick=seed % 3 == 0)
    seat = deal.current_player
    moves = solver.solve_moves(deal, seat)
    assert set(moves) == set(deal.legal_actions())
    for card, value in moves.items():
        child = deal.clone()
        child.apply(card)
        assert value == brute(child, lambda s: s % 2 == seat % 2, lambda d: outcome(d, seat)), card
    assert solver.solve(deal, seat) == max(moves.values())
    assert solver.solve(deal, (seat + 1) % 4) == -max(moves.values())


def horizon_brute(core, row, horizon):
    """Minimax of every legal card (no merging, no table) to ``horizon`` tricks
    done, the core's evaluation there; team 0's value."""
    if int(row[core.N]) == 0:
        v = int(core.settled(row))
        if v != OPEN:
            return v
        if int(row[core.DONE]) >= horizon:
            return int(core.rollout(row, row.copy()))
    p = int(row[core.MOVER])
    hand = int(row[core.H0 + p])
    out = []
    for c in range(48):
        if hand >> c & 1:
            child = row.copy()
            core.play(child, c)
            out.append(horizon_brute(core, child, horizon))
    return max(out) if p % 2 == 0 else min(out)


@pytest.mark.parametrize("seed", range(8))
def test_depth_limited_values_match_a_plain_minimax_to_the_same_horizon(mode, seed):
    deal = position("aluette", 40 + seed, cards_left=4, mid_trick=seed % 2 == 1)
    row = solver.row_of(deal)
    core = jit.build(solver.CORE)
    done = len(deal.tricks)
    for horizon in (done + 1, done + 2):
        values = solver.values_of(row, horizon=horizon)
        assert set(values) == {INDEX[c] for c in deal.legal_actions()}
        for c, v in values.items():
            child = row.copy()
            core.play(child, c)
            assert v == horizon_brute(core, child, horizon), (horizon, c)


def test_deepening_reaches_the_exact_values_when_the_budget_allows(mode):
    for seed in range(6):
        deal = position("aluette", 70 + seed, cards_left=3)
        row = solver.row_of(deal)
        values, horizon = solver.deep_values(row, 1 << 40)
        assert horizon == 9
        assert values == solver.values_of(row)


def test_the_compiled_and_plain_searches_agree():
    if not jit.COMPILED:
        pytest.skip("numba is not installed")
    for seed in range(4):
        deal = position("aluette", 90 + seed, cards_left=6)
        row = solver.row_of(deal)
        solver.reset_tables()
        compiled = solver.values_of(row, horizon=len(deal.tricks) + 2)
        solver.reset_tables()
        jit.use_plain(True)
        try:
            plain = solver.values_of(row, horizon=len(deal.tricks) + 2)
        finally:
            jit.use_plain(False)
        assert compiled == plain


def test_solver_gives_up_within_its_node_budget(mode):
    deal = position("aluette", 7, cards_left=6)
    with pytest.raises(GaveUp):
        solver.solve(deal, deal.current_player, nodes=50)
    values, horizon = solver.deep_values(solver.row_of(deal), 10)
    assert values is None and horizon == -1


def test_the_normal_habits_in_the_core_are_the_same_in_both_builds():
    """``habit`` (the evaluation past the horizon and the compact playouts) is the
    normal player's choice; test_fast_playouts checks it against the engine's."""
    if not jit.COMPILED:
        pytest.skip("numba is not installed")
    import numpy as np

    compiled = jit.build(solver.CORE)
    plain = jit.plain(compiled)
    work = [np.zeros(compiled.TOP + 1, dtype=np.int64) for _ in range(2)]
    compared = 0
    for seed in range(30):
        deal = position("aluette", 200 + seed, cards_left=1 + seed % 9, mid_trick=seed % 2 == 0)
        row = solver.row_of(deal)
        assert int(compiled.habit(row, *work)) == int(plain.habit(row, *work))
        assert int(compiled.rollout(row, row.copy())) == int(plain.rollout(row, row.copy()))
        compared += 1
    assert compared == 30


def test_foresight_skips_the_horizon_that_would_not_fit(mode):
    """At the first trick's lead the second trick's horizon needs far more nodes
    than the strong level's: foresight does not begin it, with the same answer
    for a fraction of the nodes; a horizon that fits is still searched."""
    for seed in range(3):
        deal = position("aluette", 300 + seed, cards_left=9)
        row = solver.row_of(deal)
        plain_values, plain_horizon = solver.deep_values(row, 7_000)
        plain_nodes = solver.last_nodes()
        values, horizon = solver.deep_values(row, 7_000, foresight=100)
        assert (values, horizon) == (plain_values, plain_horizon) == (values, 1)
        assert solver.last_nodes() * 3 < plain_nodes
        # the trick's last card: the next trick costs some thousand nodes, and fits
        while len(deal.trick) < 3:
            deal.apply(deal.legal_actions()[0])
        row = solver.row_of(deal)
        assert solver.deep_values(row, 7_000, foresight=100) == solver.deep_values(row, 7_000)
        assert solver.deep_values(row, 7_000, foresight=100)[1] >= 2
