"""The expert's tree over the worlds (``game.ai.tree``): it reads the others'
replies as theirs to choose, grows only where it is told, and decides from its counts."""

import random

import pytest
from registered import games

from game.ai import make_player
from game.ai.tree import TreeBudget, tree_search
from game.engine import new_deal


class Toy:
    """Seat 0 picks L or R, then seat 1 answers with one of two numbers; the deal is worth
    the number to seat 0.  Under L seat 1 may answer 0 or 10, under R 4 or 5."""

    ANSWERS = {"L": ("0", "10"), "R": ("4", "5")}

    def __init__(self, history=()):
        self.history = tuple(history)

    def clone(self):
        return Toy(self.history)

    @property
    def current_player(self):
        return (0, 1, None)[len(self.history)]

    def legal_actions(self):
        return ["L", "R"] if not self.history else list(self.ANSWERS[self.history[0]])

    def apply(self, action):
        assert action in self.legal_actions()
        self.history += (action,)

    def worth(self):
        return float(self.history[1])


class Last:
    """The toy's habits: the last legal choice (under L the 10, under R the 5)."""

    def choose_in(self, deal, seat, legal, rng):
        return legal[-1]


def toy_search(ally, descend=lambda deal: True, iterations=400, seed=1, replies=True):
    return tree_search(["L", "R"], lambda rng: Toy(), Toy.worth, lambda rng: [Last(), Last()],
                       lambda deal: False, descend, ally,
                       TreeBudget(worlds=4, iterations=iterations, replies=replies), random.Random(seed))


def best(scores):
    return max(scores, key=lambda a: scores[a][1])


def test_an_opponent_answers_against_the_root_seat():
    """Played out by the habits L looks better (10 against 5); the opponent makes it 0."""
    scores = toy_search(ally=lambda seat: seat == 0)
    assert best(scores) == "R"
    assert scores["L"][0] < scores["R"][0] < 5.0


def test_a_partner_answers_for_the_root_seat():
    scores = toy_search(ally=lambda seat: True)
    assert best(scores) == "L"
    assert scores["L"][0] > 8.0


def test_a_node_walked_a_few_times_leaves_the_choice_to_the_habits():
    from game.ai.tree import EXPAND_AFTER

    scores = toy_search(ally=lambda seat: seat == 0, iterations=2 * EXPAND_AFTER)  # two trees
    assert scores["L"][0] == 10.0 and scores["R"][0] == 5.0  # the opponent never asked yet
    assert scores["L"][1] + scores["R"][1] == 2 * EXPAND_AFTER


def test_without_replies_the_others_keep_to_their_habits():
    scores = toy_search(ally=lambda seat: seat == 0, replies=False)
    assert best(scores) == "L"
    assert scores["L"][0] == 10.0 and scores["R"][0] == 5.0


def test_without_growing_below_the_root_it_is_a_flat_search():
    scores = toy_search(ally=lambda seat: seat == 0, descend=lambda deal: False)
    assert best(scores) == "L"
    assert scores["L"][0] == 10.0 and scores["R"][0] == 5.0


def test_the_counts_decide():
    assert toy_search(lambda seat: seat == 0, seed=3) == toy_search(lambda seat: seat == 0, seed=3)
    assert sum(n for _, n in toy_search(lambda seat: seat == 0, iterations=250).values()) == 250


def first_call(game):
    deal = new_deal(game, seed=5, dealer=0)
    while len(deal.legal_actions()) < 2:
        deal.apply(deal.legal_actions()[0])
    return deal.observation(deal.current_player)


def tree_player(game, seed=1, **counts):
    """The expert with the game's tree switched on (as ``tools/arena.py --a-tree`` does),
    on small counts; None where the game names no tree."""
    player = make_player(game, "expert", random.Random(seed))
    budget = getattr(player.knowledge, "tree_budget", None)
    if budget is None:
        return None
    player.tree = budget.replaced(**counts)
    return player


def test_the_expert_grows_no_tree_unless_switched_on():
    """The tree measured no stronger than the worlds searched apart (README): the
    expert's switch is off, and the decisions are the determinized search's."""
    from game.ai.levels import level_of

    assert not level_of("expert").tree
    assert all(make_player(g, "expert").tree is None for g in games("players", "search"))


@pytest.mark.parametrize("game", games("players"))
def test_a_tree_grows_where_the_game_names_one(game, monkeypatch):
    """Switched on, where the game has a tree budget the expert's first call is the
    tree's (its counts are visits, summing to the iterations), and the same from the same seed."""
    from game.ai import tree

    grown = []
    real = tree.tree_search

    def spy(*args, **kwargs):
        out = real(*args, **kwargs)
        grown.append(out)
        return out

    monkeypatch.setattr(tree, "tree_search", spy)
    obs = first_call(game)
    player = tree_player(game, iterations=120, worlds=12)
    if player is None or player.budget_for(obs).rollouts is None:
        action, _ = make_player(game, "expert", random.Random(1)).decide(obs, random.Random(2))
        assert not grown and action in obs["legal_actions"]
        return
    action, scores = player.decide(obs, random.Random(2))
    assert grown and sum(n for _, n in scores.values()) == 120
    assert action in obs["legal_actions"]
    again = tree_player(game, iterations=120, worlds=12).decide(obs, random.Random(2))
    assert again == (action, scores)


TREE_GAMES = [g for g in games("players", "search") if getattr(make_player(g, "expert").knowledge, "tree_budget", None)]


@pytest.mark.parametrize("game", TREE_GAMES)
def test_twins_get_the_same_tree(game, monkeypatch):
    """Honesty: at decisions where the tree grows, two deals that differ only in
    cards the seat cannot see get the same choice and the same visits and values."""
    from test_ai_honesty import twin_decisions

    from game.ai import tree

    grown = []
    real = tree.tree_search
    monkeypatch.setattr(tree, "tree_search", lambda *a, **k: grown.append(1) or real(*a, **k))
    probe = tree_player(game)

    def grows(deal):
        return probe.budget_for(deal.observation(deal.current_player)).rollouts is not None

    checked = 0
    for k, (obs, twin_obs) in enumerate(twin_decisions(game, 4, grows)):
        assert obs == twin_obs
        mine = tree_player(game, k, iterations=96, worlds=8).decide(obs, random.Random(k))
        theirs = tree_player(game, k, iterations=96, worlds=8).decide(twin_obs, random.Random(k))
        assert mine == theirs
        checked += 1
    assert checked == 4 and len(grown) == 8
