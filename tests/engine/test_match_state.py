"""A deal played in a match shows the match as it stood before the deal."""

import pytest

from game.engine import GAMES, new_match, replay


def finish(deal):
    while deal.current_player is not None:
        deal.apply(deal.legal_actions()[0])


@pytest.mark.parametrize("game", GAMES)
def test_every_seat_sees_the_match_score_before_the_deal(game):
    match = new_match(game, seed=4)
    for played in range(3):
        before = match.scores if not isinstance(match.scores, dict) else dict(match.scores)
        deal = match.deal
        for seat in range(deal.n_players):
            state = deal.observation(seat)["specific"]["match"]
            assert state["scores"] == before
            assert state["deals_played"] == played
            expected_left = None if match.n_deals is None else match.n_deals - played - 1
            assert state["deals_left"] == expected_left
        finish(deal)
        match.next_deal()
        if match.is_over:  # a match may end with any deal (a coinched capot can reach the target at once)
            break
    # the snapshot is a copy: scoring later deals does not change it
    assert deal.match_state["deals_played"] == played


def test_a_deal_put_back_by_an_undo_keeps_the_match_state():
    match = new_match("schnapsen", seed=2)
    finish(match.deal)
    match.next_deal()
    scores = list(match.scores)
    match.deal = replay(match.deal.record())
    assert match.deal.observation(0)["specific"]["match"]["scores"] == scores


def test_a_loaded_match_shows_the_same_state():
    match = new_match("aluette", seed=5)
    finish(match.deal)
    match.next_deal()
    loaded = type(match).from_dict(match.to_dict())
    assert loaded.deal.observation(1)["specific"]["match"] == match.deal.observation(1)["specific"]["match"]
    assert loaded.deal.observation(1)["specific"]["match"]["deals_left"] == 3


def test_a_deal_outside_a_match_has_no_match_key():
    from game.engine import new_deal

    assert "match" not in new_deal("belote", seed=1).observation(0)["specific"]
