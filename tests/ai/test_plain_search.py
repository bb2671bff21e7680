"""A search never plays on the plain-Python twin of a core that is about to compile (it has
its own core compiled first, so its move is the compiled move with the same counts, whatever
the machine's speed), and where a core runs plain for good its counts are cut so that the CPU
safety net never decides, with the move the compiled search makes with those counts."""

import importlib
import random
import threading

import pytest

from game.ai import jit, make_player
from game.ai.search import PLAIN_SHARE, plain_cut
from game.engine import known_games, new_deal

needs_numba = pytest.mark.skipif(not jit.COMPILED, reason="numba is not available here")
GAMES = [g for g in known_games() if jit.core_of(g)]


def _late_decision(game, seed=5):
    """An observation late in a deal played by the normal players: a choice the core searches."""
    deal = new_deal(game, seed=seed)
    players = [make_player(game, "normal", random.Random(s)) for s in range(deal.n_players)]
    found = None
    while deal.current_player is not None:
        obs = deal.observation(deal.current_player)
        if len(deal.legal_actions()) > 1 and len(obs.get("hand", ())) <= 5:
            found = obs
            if len(obs["hand"]) <= 4:
                return obs
        deal.apply(players[deal.current_player].choose(obs))
    assert found is not None
    return found


@needs_numba
@pytest.mark.parametrize("game", GAMES)
def test_a_search_while_the_cores_compile_has_its_own_core_compiled_first(game, monkeypatch):
    obs = _late_decision(game)
    jit.warm_all()
    reference = make_player(game, "strong", random.Random(7)).choose(obs)
    # a fresh worker: the background warm-up is busy with other cores, this one is not ready
    monkeypatch.setattr(jit, "_ready", {})
    monkeypatch.setattr(jit, "_warming", threading.Thread())
    assert jit.build(jit.core_of(game)) is not importlib.import_module(jit.core_of(game))
    move = make_player(game, "strong", random.Random(7)).choose(obs)
    assert jit.core_of(game) in jit._ready, "the search played on the plain twin"
    assert move == reference


@needs_numba
@pytest.mark.parametrize("game", GAMES)
def test_a_core_that_runs_plain_for_good_cuts_the_counts_and_decides_as_compiled(game, monkeypatch):
    if game == "aluette":
        pytest.skip("Aluette's search plays its worlds out, not on its core, while the core is plain")
    obs = _late_decision(game)
    jit.warm_all()
    name = jit.core_of(game)
    player = make_player(game, "strong", random.Random(7))
    full = player.context(obs)["budget"]
    monkeypatch.setitem(jit._failed, name, "TypeError: it did not compile")  # plain from now on
    cut = player.context(obs)["budget"]
    assert cut.worlds == max(1, int(full.worlds * PLAIN_SHARE))
    assert cut.nodes == max(100, int(full.nodes * PLAIN_SHARE)) < full.nodes
    plain_move = make_player(game, "strong", random.Random(7)).choose(obs)
    # the compiled core with the very same counts
    monkeypatch.delitem(jit._failed, name)
    monkeypatch.setattr(jit, "plain_after_compiling", lambda game: True)
    assert player.context(obs)["budget"].worlds == cut.worlds
    assert make_player(game, "strong", random.Random(7)).choose(obs) == plain_move


def test_the_cut_keeps_at_least_one_world_and_leaves_the_net():
    from game.ai.search import Budget

    budget = Budget(worlds=6, min_worlds=4, rollouts=None, nodes=500, seconds=10.0)
    cut = plain_cut(budget)
    assert (cut.worlds, cut.min_worlds, cut.rollouts, cut.nodes, cut.seconds) == (1, 1, None, 100, 10.0)


def test_the_core_of_a_table_just_opened_is_compiled_before_the_others(monkeypatch):
    from game.ai.jobs import Job
    from game.ai.process import decide

    order = []
    monkeypatch.setattr(jit, "warm", order.append)
    monkeypatch.setattr(jit, "_preferred", [])
    game = GAMES[-1]  # the core the warm-up would reach last
    assert jit.core_of(game) == jit.cores()[-1]
    assert decide(Job.warm(game)) is None  # what the table's warm-up asks of the worker
    jit.warm_all()
    assert order[0] == jit.core_of(game) and sorted(order) == sorted(jit.cores())


@needs_numba
def test_a_game_whose_budgets_are_made_for_plain_python_keeps_its_counts(monkeypatch):
    game = GAMES[0]
    obs = _late_decision(game)
    player = make_player(game, "strong", random.Random(7))
    full = player.context(obs)["budget"]
    monkeypatch.setitem(jit._failed, jit.core_of(game), "TypeError: it did not compile")
    monkeypatch.setattr(player.knowledge, "plain_share", 1)
    kept = player.context(obs)["budget"]
    assert (kept.worlds, kept.nodes, kept.rollouts) == (full.worlds, full.nodes, full.rollouts)


def test_the_window_never_imports_numba():
    # the search asks the compiler only where it runs (the thinker), never when the window imports it
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    code = ("import sys, game.app, game.ai.process, game.ai.search, game.scenes.table\n"
            "print('numba' in sys.modules, 'game.ai.jit' in sys.modules)")
    env = dict(os.environ, PYTHONPATH=str(root), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-c", code], cwd=root, env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split()[-2:] == ["False", "False"]
