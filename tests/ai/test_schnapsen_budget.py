"""The strong level's Schnapsen budget per decision: fewer worlds where each
world's search runs to the end of a deep stock, read from the observation only."""

import random

from helpers import states

from game.ai import make_player
from game.ai.schnapsen.worlds import STRONG, Knowledge, costly


def _observations(deals):
    for deal in states("schnapsen", deals, seed=7, level="normal"):
        yield deal.observation(deal.current_player)


def test_a_search_to_the_end_of_a_deep_stock_is_costly():
    seen = set()
    for obs in _observations(6):
        stock, led, strict = obs["specific"]["stock_size"], bool(obs["trick"]), obs["specific"]["strict"]
        expected = not strict and ((stock == 6) or (stock == 8 and led))
        assert costly(obs, 6) == expected, (stock, led, strict)
        seen.add(expected)
        assert not costly(obs, 4) or (stock == 6 and led)
    assert seen == {True, False}


def test_the_budget_spends_fewer_rollouts_only_where_costly():
    for obs in _observations(3):
        at = STRONG.at(obs)
        if costly(obs, STRONG.depth):
            assert at is not STRONG
            for field in ("rollouts", "nodes", "depth"):
                own = getattr(STRONG, "costly_" + field)
                assert getattr(at, field) == (getattr(STRONG, field) if own is None else own)
            assert at.close == STRONG.close
        else:
            assert at is STRONG


def test_the_strong_player_searches_with_the_decisions_budget():
    player = make_player("schnapsen", "strong", random.Random(0))
    for obs in _observations(2):
        assert player.budget_for(obs).rollouts == STRONG.at(obs).rollouts


def test_a_search_past_its_nodes_is_searched_again_less_deep():
    from game.ai.schnapsen.core import move_of
    from game.ai.schnapsen.solver import world_values

    obs = next(o for o in _observations(4) if costly(o, 6) and o["trick"])
    world = Knowledge.sample(obs, random.Random(3))
    moves = [move_of(a) for a in obs["legal_actions"]]
    assert world_values(world, moves, 6, 50) == [None] * len(moves)
    again = world_values(world, moves, 6, 50, fallback=1)
    assert None not in again
    assert again == world_values(world, moves, 1, 50)
