"""The seven-point Schnapsen match: countdown, alternating deal, saves."""

import json
import random

import pytest

from game.engine import load_match, new_match


def finish_deal(match, rng):
    while not match.deal.is_over:
        match.deal.apply(rng.choice(match.deal.legal_actions()))


def test_countdown_from_seven_and_alternating_dealer():
    winners = set()
    for seed in range(60):
        rng = random.Random(seed)
        match = new_match("schnapsen", seed=seed)
        assert match.scores == [7, 7]
        expected = [7, 7]
        dealers = []
        while not match.is_over:
            assert match.winner is None
            dealers.append(match.deal.dealer)
            finish_deal(match, rng)
            r = match.deal.result()
            expected[r["winner"]] = max(0, expected[r["winner"]] - r["game_points"])
            match.next_deal()
            assert match.scores == expected
        assert dealers == [(dealers[0] + i) % 2 for i in range(len(dealers))]
        assert 0 in match.scores and match.scores.count(0) == 1
        assert match.winner == match.scores.index(0)
        assert match.history[-1]["result"]["winner"] == match.winner
        winners.add(match.winner)
        with pytest.raises(ValueError):
            match.next_deal()
    assert winners == {0, 1}


def test_next_deal_needs_a_finished_deal():
    match = new_match("schnapsen", seed=4)
    with pytest.raises(ValueError, match="not finished"):
        match.next_deal()


def test_restart_and_reproducible_seeds():
    a, b = new_match("schnapsen", seed=8), new_match("schnapsen", seed=8)
    assert a.deal.record() == b.deal.record()
    rng = random.Random(0)
    finish_deal(a, rng)
    a.next_deal()
    a.restart()
    assert a.scores == [7, 7] and a.history == [] and a.deal.actions == []
    assert a.deal.deck != b.deal.deck  # a fresh run of deals


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_save_round_trip_midway_and_at_the_end(seed):
    rng = random.Random(seed)
    match = new_match("schnapsen", seed=seed)
    while True:
        finish_deal(match, rng)
        match.next_deal()
        if match.is_over or len(match.history) == 2:
            break
    if not match.is_over:
        match.deal.apply(rng.choice(match.deal.legal_actions()))
    loaded = load_match(json.loads(json.dumps(match.to_dict())))
    assert loaded.scores == match.scores and loaded.winner == match.winner
    assert loaded.deal.record() == match.deal.record()
    assert loaded.to_dict() == match.to_dict()
    assert loaded.deal.observation(0) == match.deal.observation(0)
