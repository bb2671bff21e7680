"""Worlds weighed by how well they explain the calls the table saw."""

import random

import pytest

from game.ai import make_player
from game.ai.belote_worlds import Knowledge as BeloteKnowledge
from game.ai.preference_worlds import Knowledge as PreferenceKnowledge
from game.engine import new_deal

KNOWLEDGE = {"belote": BeloteKnowledge, "preference": PreferenceKnowledge}


def played_to_the_cards(game, seed):
    """A deal the normal players bid and played up to a few cards in."""
    deal = new_deal(game, seed=seed)
    players = [make_player(game, "normal", random.Random(seed * 10 + s)) for s in range(deal.n_players)]
    while deal.current_player is not None and len(deal.observation(0)["tricks"]) < 2:
        s = deal.current_player
        deal.apply(players[s].choose(deal.observation(s)))
    return deal


@pytest.mark.parametrize("game", ["belote", "preference"])
def test_the_real_deal_explains_the_normal_players_calls(game):
    k = KNOWLEDGE[game]
    checked = 0
    for seed in range(12):
        deal = played_to_the_cards(game, seed)
        if deal.current_player is None:
            continue
        seat = deal.current_player
        obs = deal.observation(seat)
        weigh = k.likelihood(obs)
        if weigh is None:
            continue
        assert weigh(deal) == 1.0  # the model made these very calls
        weights = [weigh(w) for w in (k.sample(obs, random.Random(i)) for i in range(20)) if w is not None]
        assert all(0 < w <= 1 for w in weights)
        checked += 1
    assert checked >= 6


def test_a_belote_pass_makes_a_strong_hand_less_likely():
    """Worlds where a seat that passed would have taken count less."""
    k = BeloteKnowledge
    lowered = 0
    for seed in range(30):
        deal = new_deal("belote", seed=seed)
        deal.apply("pass")  # the first seat passes, whatever it holds
        seat = deal.current_player
        obs = deal.observation(seat)
        weigh = k.likelihood(obs)
        ws = [weigh(k.sample(obs, random.Random(i))) for i in range(30)]
        lowered += any(w < 1 for w in ws)
        assert all(w in (1.0, k_miss()) for w in ws)
    assert lowered > 5


def k_miss():
    from game.ai.belote_worlds import MISS

    return MISS


def test_weights_change_the_means_not_the_worlds():
    from game.ai.search import merge

    records = [(0, 1.0, [1.0, 0.0]), (1, 0.25, [0.0, 4.0])]
    out = merge(records, ["a", "b"], {"a": "a", "b": "b"}, ["a", "b"])
    assert out["a"] == (pytest.approx(1.0 / 1.25), 2)
    assert out["b"] == (pytest.approx(1.0 / 1.25), 2)
