"""The exact Preference card play against brute force through the engine."""

import pytest
from solver_helpers import brute, position

import numpy as np

from game.ai.jit import build
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
