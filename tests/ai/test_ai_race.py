"""A raced search: batches of worlds, dropping the actions clearly worse than
the best, so the work goes where the choice is close."""

import random

from game.ai.search import Budget, best_action, evaluate


class Toy:
    """A one-move "deal": the value of an action is its mean plus the world's noise."""

    current_player = None

    def __init__(self, noise, action=None):
        self.noise = noise
        self.action = action

    def clone(self):
        return Toy(self.noise)

    def apply(self, action):
        self.action = action


MEANS = {"good": 1.0, "close": 0.9, "bad": -3.0, "worse": -5.0}
VALUES = dict(MEANS, clear=5.0)
calls = []


def sample(rng):
    return Toy(rng.gauss(0, 1))


def value(deal):
    calls.append(deal.action)
    # the world's share of the noise is common to every action, the rest is the action's own
    own = random.Random(f"{deal.noise}:{deal.action}").gauss(0, 1)
    return VALUES[deal.action] + deal.noise + own


def run(race, means=MEANS):
    calls.clear()
    budget = Budget(worlds=60, min_worlds=4, seconds=None, race=race)
    scores = evaluate(list(means), sample, value, lambda r: [None], budget, random.Random(3))
    return scores, list(calls)


def test_clearly_worse_actions_are_dropped_and_the_close_ones_get_the_work():
    scores, work = run(race=2.0)
    uniform, uniform_work = run(race=None)
    assert len(work) <= len(uniform_work) == 240
    assert scores["bad"][1] < scores["good"][1] and scores["worse"][1] < scores["good"][1]
    # the work saved on the bad actions goes to the close pair: more worlds than uniform
    assert scores["good"][1] == scores["close"][1] > 60
    assert best_action(scores) == "good"
    # a dropped action's mean is still an honest estimate (shown by the coach)
    assert scores["bad"][0] < scores["close"][0]


def test_one_clear_best_stops_the_search_early():
    scores, work = run(race=2.0, means={"clear": 5.0, "bad": -3.0})
    assert len(work) < 60  # well under the uniform search's 120 evaluations
    assert best_action(scores) == "clear"


def test_without_race_every_action_sees_every_world():
    scores, work = run(race=None)
    assert {n for _, n in scores.values()} == {60}
    assert len(work) == 240


def test_best_action_picks_among_the_actions_searched_longest():
    scores = {"a": (2.0, 8), "b": (1.0, 40), "c": (1.5, 40)}
    assert best_action(scores) == "c"
