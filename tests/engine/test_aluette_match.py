"""The five-deal Aluette match: team points, draws, dealer rotation, saves."""

import json
import random

import pytest

from game.engine import load_match, new_match


def finish_deal(match, rng):
    while not match.deal.is_over:
        match.deal.apply(rng.choice(match.deal.legal_actions()))


def play_match(seed):
    rng = random.Random(seed)
    match = new_match("aluette", seed=seed)
    dealers = []
    while not match.is_over:
        dealers.append(match.deal.dealer)
        finish_deal(match, rng)
        match.next_deal()
    return match, dealers


def test_five_deals_dealer_moves_left_team_points_add_up():
    outcomes = set()
    for seed in range(40):
        match, dealers = play_match(seed)
        assert len(match.history) == 5
        assert dealers == [(dealers[0] + i) % 4 for i in range(5)]
        assert dealers[0] == match.first_dealer
        totals = [sum(h["result"]["points"][t] for h in match.history) for t in (0, 1)]
        assert match.scores == totals
        if totals[0] == totals[1]:
            assert match.winner is None
        else:
            assert match.winner == (0 if totals[0] > totals[1] else 1)
        outcomes.add(match.winner)
        with pytest.raises(ValueError):
            match.next_deal()
    assert outcomes == {0, 1, None}, "wins for both teams and draws all occur"


def test_match_is_not_over_and_has_no_winner_midway():
    rng = random.Random(5)
    match = new_match("aluette", seed=5)
    for _ in range(4):
        finish_deal(match, rng)
        match.next_deal()
        assert not match.is_over and match.winner is None
    with pytest.raises(ValueError):
        new = new_match("aluette", seed=6)
        new.next_deal()  # deal not finished


def test_same_seed_same_decks_and_first_dealer():
    a = new_match("aluette", seed=11)
    b = new_match("aluette", seed=11)
    assert a.deal.deck == b.deal.deck and a.deal.dealer == b.deal.dealer
    c = new_match("aluette", seed=12)
    assert c.deal.deck != a.deal.deck


def test_restart_clears_scores_and_deals_fresh_cards():
    rng = random.Random(3)
    match = new_match("aluette", seed=3)
    first_deck = match.deal.deck
    for _ in range(3):
        finish_deal(match, rng)
        match.next_deal()
    match.restart()
    assert match.scores == [0, 0] and match.history == [] and not match.is_over
    assert match.deal.actions == [] and match.deal.deck != first_deck


@pytest.mark.parametrize("deals_done", [0, 2, 5])
def test_save_round_trip(deals_done):
    rng = random.Random(deals_done)
    match = new_match("aluette", seed=21)
    for _ in range(deals_done):
        finish_deal(match, rng)
        match.next_deal()
    if not match.is_over:
        for _ in range(7):
            match.deal.apply(rng.choice(match.deal.legal_actions()))
    data = json.loads(json.dumps(match.to_dict()))
    loaded = load_match(data)
    assert loaded.scores == match.scores
    assert loaded.is_over == match.is_over and loaded.winner == match.winner
    assert loaded.to_dict() == match.to_dict()
    assert loaded.deal.record() == match.deal.record()
    if not match.is_over:
        # both continue identically, including the next seeded deck
        r1, r2 = random.Random(1), random.Random(1)
        finish_deal(match, r1)
        finish_deal(loaded, r2)
        match.next_deal()
        loaded.next_deal()
        assert loaded.to_dict() == match.to_dict()


def test_load_refuses_bad_saves():
    match = new_match("aluette", seed=2)
    data = match.to_dict()
    with pytest.raises(ValueError, match="version"):
        load_match({**data, "version": 99})
    with pytest.raises(ValueError, match="deals"):
        load_match({k: v for k, v in data.items() if k != "deals"})
    with pytest.raises(ValueError, match="unknown game"):
        load_match({**data, "game": "whist"})
    with pytest.raises(ValueError):
        load_match([])
    bad = json.loads(json.dumps(data))
    bad["deals"][0]["actions"] = ["ZZ"]
    with pytest.raises(ValueError, match="ZZ"):
        load_match(bad)
