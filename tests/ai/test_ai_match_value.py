"""Deal outcomes valued for the match they help to win."""

import random

import pytest

from game.ai import make_player
from game.ai.aluette.worlds import for_match as aluette_for_match
from game.ai.match_value import race_value, total_value
from game.ai.schnapsen.worlds import DEAL_POINTS
from game.ai.schnapsen.worlds import for_match as schnapsen_for_match
from game.engine import new_match


def test_race_is_symmetric_and_decided_at_zero():
    assert race_value(7, 7, DEAL_POINTS) == pytest.approx(0.0)
    assert race_value(0, 3, DEAL_POINTS) == 1.0
    assert race_value(3, 0, DEAL_POINTS) == -1.0
    assert race_value(2, 5, DEAL_POINTS) == pytest.approx(-race_value(5, 2, DEAL_POINTS))
    # nearer the goal is better
    assert race_value(3, 5, DEAL_POINTS) > race_value(4, 5, DEAL_POINTS) > race_value(5, 5, DEAL_POINTS)


def test_total_counts_only_who_ends_ahead():
    table = {1: 0.45, 2: 0.05}
    assert total_value(1, 0, table) == 1 and total_value(0, 0, table) == 0 and total_value(-3, 0, table) == -1
    assert total_value(0, 3, table) == pytest.approx(0.0)
    assert 0 < total_value(1, 3, table) < total_value(2, 3, table) < 1


def obs_with(game, scores, seat=0, deals_played=0, deals_left=None):
    match = new_match(game, seed=1)
    obs = match.deal.observation(seat)
    obs["specific"]["match"] = {"scores": scores, "deals_played": deals_played, "deals_left": deals_left}
    return obs


def test_schnapsen_game_points_beyond_the_goal_are_worth_nothing_more():
    f = schnapsen_for_match(obs_with("schnapsen", [1, 6]))
    assert f(1) == f(2) == f(3) == 1.0
    f = schnapsen_for_match(obs_with("schnapsen", [7, 7]))
    assert f(3) > f(2) > f(1) > 0 > f(-1) > f(-2) > f(-3)
    # at 6 to 2 behind, a Schneider win matters more than at the start
    behind = schnapsen_for_match(obs_with("schnapsen", [6, 2]))
    assert behind(3) - behind(1) > 0
    assert behind(-1) > behind(-2) == -1.0


def test_aluette_last_deal_counts_only_the_match():
    f = aluette_for_match(obs_with("aluette", [2, 1], seat=1, deals_played=4, deals_left=0))
    # seat 1 is team 1, one point behind: only a Mordienne wins the match, a plain win draws it
    assert f(2) == 1 and f(1) == 0 and f(0) == -1 and f(-1) == -1
    assert aluette_for_match(obs_with("aluette", [0, 0], seat=0, deals_left=None)) is None


def test_the_search_plays_for_the_match_given_a_match_state():
    """The same position, the same seed: the values differ once a match is known,
    and stay legal choices."""
    match = new_match("schnapsen", seed=6)
    deal = match.deal
    seat = deal.current_player
    obs = deal.observation(seat)
    plain = dict(obs, specific={k: v for k, v in obs["specific"].items() if k != "match"})
    late = dict(obs, specific=dict(obs["specific"], match={"scores": [1, 1], "deals_played": 6,
                                                              "deals_left": None}))
    p = make_player("schnapsen", "strong", random.Random(2))
    a = p.analyse(plain, random.Random(3))
    b = p.analyse(late, random.Random(3))
    assert set(a) == set(b) == set(obs["legal_actions"])
    # at 1 to 1 the deal decides the match: values are match chances in [-1, 1]
    assert all(-1.01 <= v <= 1.01 for v, _ in b.values())
    assert any(abs(v) > 1.01 for v, _ in a.values()) or a != b
