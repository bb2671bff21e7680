"""The last trick with the stock open, solved exactly: the follower's reply and
the strict endgame after the last draw, against brute force through the engine."""

import random

import pytest
from test_schnapsen_alphabeta import brute

from game.ai.schnapsen.solver import last_draw, solve_last_draw
from game.engine import new_deal


def at_last_draw(seed):
    """A deal played at random up to the follower's turn in the last open trick."""
    rng = random.Random(seed)
    for _ in range(200):
        deal = new_deal("schnapsen", seed=rng.getrandbits(32), dealer=rng.randrange(2))
        while deal.current_player is not None:
            if last_draw(deal):
                return deal
            legal = [a for a in deal.legal_actions() if a != "close"]
            deal.apply(rng.choice(legal))
    raise AssertionError("no last draw reached")


@pytest.mark.parametrize("seed", range(8))
def test_last_draw_matches_brute_force(seed):
    deal = at_last_draw(seed)
    follower = deal.current_player
    expected = brute(deal, follower, {})
    assert solve_last_draw(deal, follower) == expected
    assert solve_last_draw(deal, 1 - follower) == -expected
    # a shared table of earlier solves gives the same value
    memo = {}
    solve_last_draw(deal, 0, memo=memo)
    assert solve_last_draw(deal, follower, memo=memo) == expected


def test_last_draw_is_only_the_open_stocks_last_reply():
    deal = at_last_draw(3)
    assert deal.stock_left == 2 and len(deal.trick) == 1
    leader_turn = new_deal("schnapsen", seed=1, dealer=0)
    assert not last_draw(leader_turn)
    deal.apply(deal.legal_actions()[0])
    assert not last_draw(deal)  # strict now, or over


def test_a_stock_closed_inside_a_search_is_played_on_not_solved():
    """Closing in a world of an open-stock search leads to a playout: a solve
    there would see the other hand, which the closer does not at the table."""
    from game.ai.schnapsen.worlds import Knowledge

    rng = random.Random(11)
    for _ in range(50):
        deal = new_deal("schnapsen", seed=rng.getrandbits(32), dealer=rng.randrange(2))
        while deal.current_player is not None and "close" not in deal.legal_actions():
            deal.apply(rng.choice(deal.legal_actions()))
        if deal.current_player is not None:
            break
    root = deal.observation(deal.current_player)
    assert Knowledge.solved_for(root)(deal)
    closed = deal.clone()
    closed.apply("close")
    assert closed.strict and not root["specific"]["strict"]
    assert not Knowledge.solved_for(root)(closed)
    # at a table already closed, the worlds are solved
    after = closed.observation(closed.current_player)
    assert Knowledge.solved_for(after)(closed)
    # and a stock drawn to the end is solved from any root
    exhausted = at_last_draw(2)
    exhausted.apply(exhausted.legal_actions()[0])
    assert exhausted.current_player is not None
    assert exhausted.strict and exhausted.closed_by is None
    assert Knowledge.solved_for(root)(exhausted)
