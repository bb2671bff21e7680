"""The Schnapsen heuristic reads a seat's view from an observation or, in a
search's playout, straight from the sampled world: both readings must hold
the same facts and give the same choice at every decision."""

import random

import pytest

from game.ai import make_player
from game.ai.schnapsen.heuristic import Reading, SchnapsenHeuristic
from game.ai.schnapsen.worlds import Knowledge
from game.ai.search import playout
from game.engine import new_deal


def facts(r):
    return {f: getattr(r, f) for f in Reading.__slots__}


def check(deal, player, rng_seed):
    seat = deal.current_player
    obs = deal.observation(seat)
    legal = deal.legal_actions()
    a = Reading.of_observation(obs)
    b = Reading.of_world(deal, seat, legal)
    assert facts(b) == facts(a)
    if len(legal) > 1:
        assert player.choose_in(deal, seat, legal, random.Random(rng_seed)) == player.choose(
            obs, random.Random(rng_seed))


@pytest.mark.parametrize("seed", range(40))
def test_world_reading_matches_the_observation(seed):
    # mixed players so that exchanges, marriages, closing and the last draws all occur
    deal = new_deal("schnapsen", seed=seed, dealer=seed % 2)
    levels = ["normal", "easy"] if seed % 2 else ["random", "normal"]
    players = [make_player("schnapsen", lv, random.Random(seed * 2 + s)) for s, lv in enumerate(levels)]
    probe = SchnapsenHeuristic("normal")
    easy = SchnapsenHeuristic("easy")
    while deal.current_player is not None:
        check(deal, probe, seed)
        check(deal, easy, seed)  # the easy level's noise draws from the same generator
        s = deal.current_player
        deal.apply(players[s].choose(deal.observation(s)))


def test_sampled_worlds_read_the_same():
    """In worlds the search draws (the exchange replayed, marriages shown), too."""
    probe = SchnapsenHeuristic("normal")
    seen = {"exchange": 0, "marriage": 0}
    for seed in range(30):
        deal = new_deal("schnapsen", seed=100 + seed)
        players = [make_player("schnapsen", "normal", random.Random(seed * 2 + s)) for s in range(2)]
        for _ in range(2 + seed % 7):
            if deal.current_player is None:
                break
            s = deal.current_player
            deal.apply(players[s].choose(deal.observation(s)))
        if deal.current_player is None:
            continue
        obs = deal.observation(deal.current_player)
        for e in obs["events"]:
            if e["type"] in seen:
                seen[e["type"]] += 1
        world = Knowledge.sample(obs, random.Random(seed))
        assert world is not None
        while world.current_player is not None:
            check(world, probe, seed)
            s = world.current_player
            world.apply(probe.choose(world.observation(s)))
    assert seen["exchange"] and seen["marriage"]


def test_playout_uses_the_world_reading_and_ends_alike():
    """A playout through ``choose_in`` ends where one through observations does."""

    class Plain:
        def __init__(self):
            self.h = SchnapsenHeuristic("normal")

        def choose(self, obs, rng=None):
            return self.h.choose(obs, rng)

    for seed in range(20):
        deal = new_deal("schnapsen", seed=300 + seed)
        fast = playout(deal.clone(), [SchnapsenHeuristic("normal")] * 2, random.Random(seed))
        slow = playout(deal.clone(), [Plain()] * 2, random.Random(seed))
        assert fast.actions == slow.actions
        assert fast.result() == slow.result()
