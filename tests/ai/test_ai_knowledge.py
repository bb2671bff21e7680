"""Every game's search knowledge is a ``Knowledge``: what it does not say, the defaults say."""

import random

import pytest
from registered import games

from game.ai import make_player
from game.ai.knowledge import Knowledge
from game.ai.search import Budget, SearchPlayer
from game.engine import new_deal


@pytest.mark.parametrize("game", games("players", "search"))
def test_each_games_knowledge_is_a_knowledge(game):
    player = make_player(game, "strong", random.Random(0))
    assert isinstance(player, SearchPlayer)
    k = player.knowledge
    assert issubclass(k, Knowledge) and k is not Knowledge
    assert k.game == game and k.n_players >= 2 and isinstance(k.budget, Budget)
    for name in ("heuristic", "sample", "value"):
        assert getattr(k, name) is not getattr(Knowledge, name), f"{game} must give {name}"


class Toy(Knowledge):
    """The least a game can give: the search runs on the defaults for all the rest."""

    game = "belote"
    n_players = 4
    budget = Budget(worlds=2, min_worlds=2, seconds=None)

    @staticmethod
    def heuristic(level, rng):
        return make_player("belote", "normal", rng)

    @staticmethod
    def sample(obs, rng):
        from game.ai.belote.worlds import Knowledge as Belote

        return Belote.sample(obs, rng)

    @staticmethod
    def value(result, seat):
        return result["score"][seat % 2] - result["score"][1 - seat % 2]


def test_a_knowledge_with_only_the_required_parts_searches():
    deal = new_deal("belote", seed=3)
    obs = deal.observation(deal.current_player)
    player = SearchPlayer(Toy, random.Random(1))
    scores = player.analyse(obs)
    assert set(scores) == set(obs["legal_actions"])
    assert all(n == 2 for _, n in scores.values())
    ctx = player.context(obs)
    assert ctx["weight"] is None and not ctx["stop"](deal)
    assert player.choose(obs) in obs["legal_actions"]


def test_a_game_names_its_own_budget_for_a_level():
    from game.ai.levels import level_of

    own = Budget(worlds=5)

    class Own(Toy):
        budgets = {"expert": own}

    assert Own.budget_at(level_of("expert")) is own
    assert Toy.budget_at(level_of("expert")).worlds == level_of("expert").factor * Toy.budget.worlds
    assert Toy.budget_at(level_of("strong")) is Toy.budget
