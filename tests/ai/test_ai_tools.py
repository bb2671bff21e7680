"""The search's measuring tools, CI-sized (tools/bench_ai.py, tools/dd_loss.py)."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

import bench_ai  # noqa: E402
import dd_loss  # noqa: E402


@pytest.mark.parametrize("game", bench_ai.searched_games())
def test_bench_measures_every_game(game):
    knowledge = bench_ai.knowledge_of(game)
    starts, ends = bench_ai.positions(game, 2, knowledge)
    assert len(starts) == len(ends) == 2
    assert all(knowledge.solved(d) for d in ends)
    assert bench_ai.compact_playouts(game, starts if bench_ai.open_play(game) else ends, 0.01) > 0
    if bench_ai.fast_module(game) is not None:
        assert bench_ai.fast_playouts(game, starts, 0.01) > 0
    rate, nodes = bench_ai.solves(game, ends, 0.01)
    assert rate > 0 and nodes > rate


def test_dd_loss_is_reproducible_and_never_negative():
    first = dd_loss.run("belote", ["random", "normal"], deals=3, seed=4, tricks=3)
    again = dd_loss.run("belote", ["random", "normal"], deals=3, seed=4, tricks=3)
    assert first == again
    assert all(len(xs) > 3 for xs in first.values())
    assert all(x >= 0 for xs in first.values() for x in xs)


def test_dd_loss_judges_the_frozen_baseline_beside_the_levels():
    losses = dd_loss.run("belote", ["baseline", "normal"], deals=1, seed=4, tricks=2)
    assert set(losses) == {"baseline", "normal"}
    assert losses["baseline"] and all(x >= 0 for x in losses["baseline"])


def test_the_judge_sees_the_best_card_for_the_side_to_play():
    deal = dd_loss.endgame_start("preference", 0, 1, 3)
    while deal.current_player is not None and len(deal.legal_actions()) == 1:
        deal.apply(deal.legal_actions()[0])
    values = dd_loss.judge("preference", deal)
    assert set(values) == set(deal.legal_actions())
    best = max(values, key=values.get)
    # the judge after the best card agrees: the next side to play, ours or the other, gets the same value
    child = deal.clone()
    child.apply(best)
    assert child.current_player is not None
    after = dd_loss.judge("preference", child)
    same_side = (child.current_player == deal.declarer) == (deal.current_player == deal.declarer)
    assert (max(after.values()) if same_side else -max(after.values())) == values[best]


def test_bench_measures_the_rules_cores_compiled_and_plain():
    from game.ai import jit

    cores = bench_ai.core_games()
    assert cores, "no game's descriptor asks for the rules-core bench"
    game = next(iter(cores))
    figures, tricks, n = bench_ai.core_solves(game, 2, 0.05)
    assert n == 2 and tricks == cores[game][1]
    assert set(figures) == ({"compiled", "plain"} if jit.COMPILED else {"plain"})
    assert all(rate > 0 and nodes > 0 for rate, nodes in figures.values())


def test_the_first_move_bench_answers_on_the_real_worker():
    import bench_first_move

    from game.engine import new_deal

    seconds, status, value, facts = bench_first_move.first_move("belote", "easy", seed=2)
    assert status == "done" and value in new_deal("belote", seed=2).legal_actions()
    assert facts["worker"] in ("process", "thread") and seconds > 0
