"""Worlds weighed by how well they explain the calls the table saw."""

import random

import pytest

from game.ai import make_player
from game.ai.belote.worlds import Knowledge as BeloteKnowledge
from game.ai.coinche.worlds import Knowledge as CoincheKnowledge
from game.ai.preference.worlds import Knowledge as PreferenceKnowledge
from game.engine import new_deal

KNOWLEDGE = {"belote": BeloteKnowledge, "coinche": CoincheKnowledge}


def played_to_the_cards(game, seed):
    """A deal the normal players bid and played up to a few cards in."""
    deal = new_deal(game, seed=seed)
    players = [make_player(game, "normal", random.Random(seed * 10 + s)) for s in range(deal.n_players)]
    while deal.current_player is not None and len(deal.observation(0)["tricks"]) < 2:
        s = deal.current_player
        deal.apply(players[s].choose(deal.observation(s)))
    return deal


@pytest.mark.parametrize("game", ["belote", "coinche"])
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


def test_preference_worlds_are_not_weighed_by_the_calls():
    """The normal player's calls are no model of a bidder who searches: the
    Preference search draws its worlds unweighed, after any auction."""
    deal = played_to_the_cards("preference", 3)
    strong = make_player("preference", "strong", random.Random(1))
    obs = deal.observation(deal.current_player)
    assert obs["auction"] and strong.context(obs)["weight"] is None
    assert PreferenceKnowledge.likelihood(obs) is None


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
    from game.ai.belote.worlds import MISS

    return MISS


def test_weights_change_the_means_not_the_worlds():
    from game.ai.search import merge

    records = [(0, 1.0, [1.0, 0.0]), (1, 0.25, [0.0, 4.0])]
    out = merge(records, ["a", "b"], {"a": "a", "b": "b"}, ["a", "b"])
    assert out["a"] == (pytest.approx(1.0 / 1.25), 2)
    assert out["b"] == (pytest.approx(1.0 / 1.25), 2)


def test_calls_get_their_own_budget_and_the_expert_three_times_it():
    from game.ai.belote.worlds import BID_BUDGET
    from game.ai.levels import level_of

    deal = new_deal("belote", seed=2)
    obs = deal.observation(deal.current_player)
    strong = make_player("belote", "strong", random.Random(1))
    expert = make_player("belote", "expert", random.Random(1))
    assert strong.budget_for(obs) is BID_BUDGET
    assert expert.budget_for(obs).worlds == level_of("expert").factor * BID_BUDGET.worlds
    while deal.observation(0)["phase"] != "play":
        deal.apply(make_player("belote", "normal", random.Random(3)).choose(deal.observation(deal.current_player)))
    assert strong.budget_for(deal.observation(deal.current_player)) is strong.budget


def test_the_preference_declarer_searches_its_discards_on_more_worlds():
    from game.ai.preference.worlds import CALL_BUDGETS

    for seed in range(40):
        deal = new_deal("preference", seed=seed)
        while deal.current_player is not None and deal.observation(0)["phase"] == "auction":
            s = deal.current_player
            deal.apply(make_player("preference", "normal", random.Random(seed)).choose(deal.observation(s)))
        obs = deal.observation(deal.current_player) if deal.current_player is not None else None
        if obs and obs["phase"] == "discard":
            p = make_player("preference", "strong", random.Random(1))
            assert p.budget_for(obs) is CALL_BUDGETS["discard"]
            scores = p.analyse(obs, random.Random(2))
            assert set(scores) == set(obs["legal_actions"])
            # raced: every discard searched, the finalists on at least the uniform count
            assert all(n > 0 for _, n in scores.values())
            assert max(n for _, n in scores.values()) >= CALL_BUDGETS["discard"].worlds_for(len(scores))
            return
    raise AssertionError("no discard found")


def test_schnapsen_worlds_where_the_opponent_hid_a_marriage_count_less():
    from game.ai.schnapsen.worlds import MISS_EXCHANGE, MISS_MARRIAGE, Knowledge

    real = lowered = 0
    for seed in range(20):
        deal = new_deal("schnapsen", seed=seed)
        players = [make_player("schnapsen", "normal", random.Random(seed + s)) for s in range(2)]
        while deal.current_player is not None and len(deal.observation(0)["tricks"]) < 4:
            deal.apply(players[deal.current_player].choose(deal.observation(deal.current_player)))
        if deal.current_player is None:
            continue
        seat = deal.current_player
        obs = deal.observation(seat)
        weigh = Knowledge.likelihood(obs)
        if weigh is None:
            continue
        real += weigh(deal) == 1.0  # the normal player declares and exchanges at once
        for i in range(10):
            w = weigh(Knowledge.sample(obs, random.Random(i)))
            assert 0 < w <= 1
            lowered += w in (MISS_MARRIAGE, MISS_EXCHANGE) or w < min(MISS_MARRIAGE, MISS_EXCHANGE)
    assert real >= 12
    assert lowered > 0
