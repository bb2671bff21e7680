"""Belote's rules core against the engine, and its exact solver against brute force."""

import pytest
from solver_helpers import brute, position

from game.ai import jit
from game.ai.belote import core as belote_core
from game.ai.belote.solver import CORE, PACK, GaveUp, last_nodes, row_of, solve, solve_moves, tables
from game.ai.solver import bits
from game.engine.belote import PLAY

MODES = ["compiled", "plain"] if jit.COMPILED else ["plain"]


@pytest.fixture(params=MODES)
def mode(request):
    jit.use_plain(request.param == "plain")
    yield request.param
    jit.use_plain(False)


def outcome(deal, seat):
    score = deal.result()["score"]
    return score[seat % 2] - score[1 - seat % 2]


def in_play(deal):
    return deal.phase == PLAY


@pytest.mark.parametrize("seed", range(16))
def test_solver_matches_brute_force(seed, mode):
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


def test_the_searched_cards_stand_for_every_legal_card(mode):
    core = jit.build(CORE)
    tb = tables()
    for seed in range(12):
        deal = position("belote", 200 + seed, cards_left=5, play_phase=in_play)
        row = row_of(deal)
        n = core.moves(row, tb.moves[0], tb.rep[0])
        searched = {int(c) for c in tb.moves[0][:n]}
        legal = bits(int(core.legal_now(row)))
        assert searched <= set(legal)
        assert {int(tb.rep[0][c]) for c in legal} == searched
        values = solve_moves(deal, deal.current_player)
        for c in legal:
            assert values[PACK[c]] == values[PACK[int(tb.rep[0][c])]]


def test_compiled_and_plain_solves_agree_node_for_node():
    if not jit.COMPILED:
        pytest.skip("numba is not installed")
    deal = position("belote", 31, cards_left=5, play_phase=in_play)
    seen = []
    for plain in (False, True):
        jit.use_plain(plain)
        try:
            seen.append((solve_moves(deal, deal.current_player), last_nodes()))
        finally:
            jit.use_plain(False)
    assert seen[0] == seen[1]


def test_solver_gives_up_within_its_node_budget(mode):
    deal = position("belote", 7, cards_left=6, play_phase=in_play)
    with pytest.raises(GaveUp):
        solve(deal, deal.current_player, nodes=50)


def test_the_table_of_one_solve_does_not_answer_the_next(mode):
    a = position("belote", 3, cards_left=4, play_phase=in_play)
    b = position("belote", 4, cards_left=4, play_phase=in_play)
    first = solve_moves(b, 0)
    solve_moves(a, 0)
    assert solve_moves(b, 0) == first


def test_core_tables_are_the_engines():
    from game.engine.belote import STRENGTH, VALUE

    for t, trump in enumerate(belote_core.SUITS):
        for i, c in enumerate(PACK):
            assert belote_core.STR[t, i] == STRENGTH[trump][c]
            assert belote_core.VAL[t, i] == VALUE[trump][c]
