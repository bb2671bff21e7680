"""Counts, not clocks: a search gives the same answer on a busy machine as on a quiet one.

A player's machine is often busy with other work; the move a computer player
makes must not depend on it.  The searches stop on their counts; the CPU
safety net (``levels``) sits far above what the counts cost, and time a search
spends off the CPU (waiting for a core, or for its helper process) never stops it.
"""

import multiprocessing
import os
import random
import subprocess
import sys
import time

import pytest

from game.ai import make_player, parallel
from game.ai.jobs import Control
from game.ai.search import Budget, evaluate
from game.engine import descriptor, known_games, new_deal

#: the games whose computer players search
SEARCHED = [g for g in known_games() if descriptor(g).solver is not None]
#: rounds of normal play before the position searched: well into the card play,
#: where one expert search costs a fraction of a second here
ROUNDS = 4


def position(game, seed=11):
    """The first decision with a choice after ``ROUNDS`` actions of each player by
    normal players (in the first seeded deal that lasts that long)."""
    for s in range(seed, seed + 20):
        deal = new_deal(game, seed=s)
        players = [make_player(game, "normal", random.Random(seat)) for seat in range(deal.n_players)]
        opening = ROUNDS * deal.n_players
        played = 0
        while not deal.is_over:
            obs = deal.observation(deal.current_player)
            if played >= opening and len(obs["legal_actions"]) > 1:
                return obs
            deal.apply(players[deal.current_player].choose(obs, random.Random(played)))
            played += 1
    raise AssertionError(f"no {game} deal of seeds {seed}.. lasts {ROUNDS} rounds")


@pytest.fixture
def busy():
    """Both cores busy: twice as many spinning processes as cores (with the search and its helper, a load of about 6 here)."""
    spinners = [subprocess.Popen([sys.executable, "-c", "while True: pass"])
                for _ in range(2 * (os.cpu_count() or 1))]
    time.sleep(0.5)  # every spinner is running before the search starts
    try:
        yield len(spinners)
    finally:
        for p in spinners:
            p.kill()
        for p in spinners:
            p.wait(10)


def shared_search(game, obs):
    """The expert's search of ``obs`` with half of its worlds on a helper process, as in the game."""
    ctx = multiprocessing.get_context("spawn")
    cancelled = ctx.RawValue("q", 0)
    here, there = ctx.Pipe()
    helper = ctx.Process(target=parallel.serve, args=(there, cancelled), daemon=True)
    helper.start()
    try:
        control = Control(cancelled, 1, parallel.Helper(here))
        scores = make_player(game, "expert", random.Random(5)).analyse(obs, random.Random(7), control)
        assert control.helper.seq > 0  # the helper searched a share
    finally:
        here.send(None)
        helper.join(1)  # a helper still busy with a share nobody waits for is not waited for either
        if helper.is_alive():
            helper.kill()
            helper.join(5)
    return scores


@pytest.mark.parametrize("game", SEARCHED)
def test_the_experts_shared_search_is_the_same_on_a_busy_machine(game, request):
    obs = position(game)
    quiet = make_player(game, "expert", random.Random(5)).analyse(obs, random.Random(7))
    assert quiet and all(n > 0 for _, n in quiet.values())
    request.getfixturevalue("busy")
    assert shared_search(game, obs) == quiet


def test_time_off_the_cpu_never_stops_a_search():
    """Each world waits 40 ms (as a search does for a busy core) and costs almost no CPU:
    30 worlds take 1.2 s on the clock, far past a 0.1 s net, and every one is searched."""

    def sample(rng):
        time.sleep(0.04)
        return object()

    budget = Budget(worlds=30, min_worlds=2, seconds=0.1)
    scores = evaluate(["a", "b"], sample, None, None, budget, random.Random(1),
                      direct=lambda world, reps: [1.0, 0.0])
    assert scores == {"a": (1.0, 30), "b": (0.0, 30)}


def test_the_cpu_net_still_stops_a_search_far_past_its_counts():
    """The net is real: a search whose worlds each burn CPU stops once it has spent it
    (after its least number of worlds)."""

    def sample(rng):
        end = time.thread_time() + 0.03
        while time.thread_time() < end:
            pass
        return object()

    budget = Budget(worlds=200, min_worlds=3, seconds=0.1)
    scores = evaluate(["a", "b"], sample, None, None, budget, random.Random(1),
                      direct=lambda world, reps: [1.0, 0.0])
    assert 3 <= scores["a"][1] < 20
