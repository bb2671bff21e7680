"""The exact Preference card play against brute force through the engine."""

import pytest
from solver_helpers import brute, position

import numpy as np

from game.ai import jit
from game.ai.jit import build
from game.ai.preference.worlds import Knowledge
from game.ai.search import Budget
from game.ai.preference.solver import CORE, INDEX, PACK, GaveUp, row_of, solve, solve_moves
from game.ai.solver import bits
from game.engine.preference import PLAY


def in_play(deal):
    return deal.phase == PLAY


def each(deal):
    r = deal.result()
    return [3 * b + r["pot"] for b in r["balance"]]


def objective(deal, seat):
    """The declarer's own result; for a defender, the defence's joint result first, then its own."""
    v = each(deal)
    d = deal.declarer
    return v[d] if seat == d else (-v[d], v[seat])


def unpack(v, seat, deal):
    return (v if seat == deal.declarer else v[1]) / 3


@pytest.mark.parametrize("seed", range(24))
def test_solver_matches_brute_force(seed):
    deal = position("preference", seed, cards_left=3 + (seed % 6 == 0), play_phase=in_play,
                    mid_trick=seed % 3 == 1)
    for seat in {deal.current_player, deal.declarer, *deal.active}:
        moves = solve_moves(deal, seat)
        assert set(moves) == set(deal.legal_actions())

        def side(s, seat=seat):
            return (s == deal.declarer) == (seat == deal.declarer)

        for card, value in moves.items():
            child = deal.clone()
            child.apply(card)
            assert value == unpack(brute(child, side, lambda d, seat=seat: objective(d, seat)), seat, deal)


def test_the_positions_cover_two_and_three_handed_play():
    kinds = set()
    for seed in range(24):
        deal = position("preference", seed, cards_left=3, play_phase=in_play)
        kinds.add((len(deal.active), deal.host is not None))
    assert {(2, False), (3, False)} <= kinds


def live(row, core):
    """The fields of a state row that matter now (a finished trick's cards stay behind)."""
    n = int(row[core.N])
    out = [int(x) for x in row]
    for k in range(n, 3):
        out[core.T0 + k] = 0
    if n == 0:
        out[core.WS] = out[core.WC] = -1
    return out


def test_the_rules_core_follows_the_engine_move_by_move():
    core = build(CORE)
    for seed in range(30):
        deal = position("preference", 100 + seed, cards_left=10, play_phase=in_play)
        row = row_of(deal)
        while True:
            assert sorted(PACK[c] for c in bits(int(core.legal_now(row)))) == sorted(deal.legal_actions())
            card = sorted(deal.legal_actions())[seed % len(deal.legal_actions())]
            over = core.play(row, INDEX[card])
            deal.apply(card)
            if over:
                assert deal.current_player is None
                out = np.zeros(4, dtype=np.int64)
                core.settle_now(row, out)
                result = deal.result()
                assert list(out[:3]) == result["balance"] and out[3] == result["pot"]
                break
            assert live(row, core) == live(row_of(deal), core)


def test_solver_gives_up_within_its_node_budget():
    deal = position("preference", 7, cards_left=7, play_phase=in_play)
    with pytest.raises(GaveUp):
        solve(deal, deal.current_player, nodes=50)


@pytest.mark.skipif(not jit.COMPILED, reason="numba is not installed")
def test_compiled_and_plain_solves_agree_further_from_the_end():
    for seed in range(6):
        deal = position("preference", 300 + seed, cards_left=5, play_phase=in_play, mid_trick=seed % 2 == 1)
        for seat in {deal.current_player, deal.declarer}:
            compiled = solve_moves(deal, seat)
            jit.use_plain(True)
            try:
                plain = solve_moves(deal, seat)
            finally:
                jit.use_plain(False)
            assert compiled == plain


@pytest.mark.skipif(not jit.COMPILED, reason="numba is not installed")
def test_the_strong_level_solves_each_world_from_the_first_card():
    deal = position("preference", 11, cards_left=10, play_phase=in_play)
    assert len(deal.tricks) == 0 and not deal.trick
    seat = deal.current_player
    reps = sorted(deal.legal_actions())
    values = Knowledge.world_values(deal, reps, seat, Budget(nodes=10 ** 9), "strong")
    assert values == [solve_moves(deal, seat)[c] for c in reps]
    # past its node budget a world is played out instead
    assert Knowledge.world_values(deal, reps, seat, Budget(nodes=100), "strong") is None


def test_the_plain_core_solves_worlds_only_near_the_end():
    deal = position("preference", 11, cards_left=10, play_phase=in_play)
    seat = deal.current_player
    reps = sorted(deal.legal_actions())
    jit.use_plain(True)
    try:
        assert Knowledge.world_values(deal, reps, seat, Budget(), "strong") is None
        late = position("preference", 12, cards_left=3, play_phase=in_play)
        late_reps = sorted(late.legal_actions())
        assert Knowledge.world_values(late, late_reps, late.current_player, Budget(), "strong") == [
            solve_moves(late, late.current_player)[c] for c in late_reps]
    finally:
        jit.use_plain(False)
