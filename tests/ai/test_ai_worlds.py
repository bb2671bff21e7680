"""Sampled worlds agree with everything the seat knows, and nothing more."""

import importlib
import random

import pytest
from helpers import states
from registered import games

from game.engine import descriptor
from game.engine.observation import COMMON_KEYS

# what a world must reproduce exactly: everything public, in its engine form (the hand and the
# legal actions are compared as sets below)
PUBLIC = tuple(k for k in COMMON_KEYS if k not in ("hand", "legal_actions"))
# a game whose ``specific`` holds cards only some seats saw: the public part of it
# (Preference: the talon and discards the declarer took stay with that seat)
PUBLIC_SPECIFIC = {"preference": ("no_aces", "defence", "host", "active")}
SEARCHING = games("players", "search")


def knowledge(game):
    return importlib.import_module(descriptor(game).solver.knowledge).Knowledge


@pytest.mark.parametrize("game", SEARCHING)
def test_worlds_keep_own_hand_and_every_public_fact(game):
    k = knowledge(game)
    rng = random.Random(1)
    n = 0
    for deal in states(game, 12, seed=2):
        seat = deal.current_player
        obs = deal.observation(seat)
        world = k.sample(obs, rng)
        assert world is not None, "no consistent world for a real position"
        wobs = world.observation(seat)
        assert sorted(wobs["hand"]) == sorted(obs["hand"])
        for key in PUBLIC:
            if key != "specific" or game not in PUBLIC_SPECIFIC:
                assert wobs[key] == obs[key], key
        for key in PUBLIC_SPECIFIC.get(game, ()):
            assert wobs["specific"][key] == obs["specific"][key], key
        assert sorted(wobs["legal_actions"]) == sorted(obs["legal_actions"])
        n += 1
    assert n > 100


@pytest.mark.parametrize("game", SEARCHING)
def test_worlds_vary_the_hidden_cards(game):
    """Sampling is not a peek: the other hands differ between draws and,
    over many draws, differ from the real deal too."""
    k = knowledge(game)
    deal = next(d for i, d in enumerate(states(game, 1, seed=4)) if i == 6)
    seat = deal.current_player
    obs = deal.observation(seat)
    others = [s for s in range(deal.n_players) if s != seat]
    real = [sorted(deal.hands[s]) for s in others]
    seen = set()
    differs = 0
    for r in range(30):
        world = k.sample(obs, random.Random(r))
        hidden = tuple(tuple(sorted(world.hands[s])) for s in others)
        seen.add(hidden)
        differs += list(map(list, hidden)) != real
    assert len(seen) > 10
    assert differs > 20


def test_belote_worlds_respect_revealed_voids():
    from game.ai.belote.worlds import layout_for

    k = knowledge("belote")
    for deal in states("belote", 10, seed=6):
        if deal.phase != "play":
            continue
        seat = deal.current_player
        obs = deal.observation(seat)
        for r in range(3):
            world = k.sample(obs, random.Random(r))
            assert world is not None
            # every card a world gives another seat was allowed by the layout
            lay = layout_for(obs)
            deck = world.deck
            for i, c in enumerate(deck):
                assert lay.allowed[c] >> i & 1


def test_preference_declarer_knows_the_talon_others_do_not():
    from game.ai.preference.worlds import build

    for deal in states("preference", 30, seed=8):
        if deal.phase != "play" or not deal.talon_taken:
            continue
        d = deal.declarer
        lay, _ = build(deal.observation(d))
        assert lay.fixed == {deal.talon[0]: 9, deal.talon[1]: 10}
        other = (d + 1) % 3
        lay, actions = build(deal.observation(other))
        assert not lay.fixed
        assert sum(callable(a) for a in actions) >= 2  # the hidden discards
        return
    pytest.fail("no numeric contract reached play")
