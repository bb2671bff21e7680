"""The expert level searches half its worlds in a helper process, with the
same answer as the single-process search."""

import multiprocessing
import random

import pytest

from game.ai import make_player, parallel
from game.ai.jobs import Control, Job
from game.ai.search import Budget, evaluate
from game.engine import new_deal
from helpers import PATIENCE


def test_a_share_of_the_worlds_gives_the_same_means():
    """Worlds are drawn from their own streams: splitting them changes nothing."""
    k = __import__("game.ai.belote.worlds", fromlist=["Knowledge"]).Knowledge
    deal = new_deal("belote", seed=8)
    obs = deal.observation(deal.current_player)
    player = make_player("belote", "strong", random.Random(1))
    ctx = player.context(obs)
    budget = Budget(worlds=6, min_worlds=6, seconds=None)
    legal = obs["legal_actions"]
    whole = evaluate(legal, ctx["sample"], ctx["value"], ctx["policies"], budget, random.Random(4))
    from game.ai.search import representatives

    def share(base, indices, reps=None):
        reps = reps or representatives(legal)[0]
        return indices[::2], lambda: [
            rec for rec in __import__("game.ai.search", fromlist=["world_records"]).world_records(
                reps, ctx["sample"], ctx["value"], ctx["policies"], budget, base, indices[1::2])
        ]

    split = evaluate(legal, ctx["sample"], ctx["value"], ctx["policies"], budget, random.Random(4), share=share)
    assert split == whole
    assert k.game == "belote"

    def failing(base, indices, reps=None):
        return indices[1:], lambda: None  # the helper failed: the worker searches its worlds

    assert evaluate(legal, ctx["sample"], ctx["value"], ctx["policies"], budget, random.Random(4),
                    share=failing) == whole


@pytest.mark.parametrize("game", ["schnapsen", "aluette"])
def test_expert_on_two_processes_matches_one(game):
    deal = new_deal(game, seed=11)
    for _ in range(3):
        deal.apply(deal.legal_actions()[0])
    obs = deal.observation(deal.current_player)
    alone = make_player(game, "expert", random.Random(5)).analyse(obs, random.Random(7))
    ctx = multiprocessing.get_context("spawn")
    cancelled = ctx.RawValue("q", 0)
    here, there = ctx.Pipe()
    helper = ctx.Process(target=parallel.serve, args=(there, cancelled), daemon=True)
    helper.start()
    try:
        control = Control(cancelled, 1, parallel.Helper(here))
        shared = make_player(game, "expert", random.Random(5)).analyse(obs, random.Random(7), control)
        assert control.helper.seq > 0  # the helper searched a share
    finally:
        here.send(None)
        helper.join(10)
    assert shared == alone


def test_the_thinker_starts_a_helper_and_answers_as_one_process_would():
    from game.ai.process import Thinker, decide

    # a Belote call: the same search whether the worker's compiled cores are ready yet
    # or not (Aluette's card play searches on its core only once it is compiled)
    deal = new_deal("belote", seed=3)
    obs = deal.observation(deal.current_player)
    thinker = Thinker()
    try:
        job = thinker.submit(Job.move("belote", "expert", obs, "seed-2"))
        status, action = thinker.wait(job, PATIENCE)
        assert thinker.kind == "process"
        assert status == "done" and action == decide(Job.move("belote", "expert", obs, "seed-2"))
        assert thinker._helper is not None and thinker._helper.is_alive()
    finally:
        thinker.close()
    assert thinker._helper is None
