"""Schnapsen game points (rules.md section 3), one scripted deal per case.

Each deck is written out (non-dealer's hand, dealer's hand, trump card,
stock top first); the comments give the running card points.
"""

import pytest

from game.engine import IllegalAction, new_deal
from game.engine.cards import PACKS
from game.engine.schnapsen_scoring import game_points_for


def deal_of(non_dealer, dealer_hand, trump_card, stock, dealer=1):
    deck = non_dealer[:3] + dealer_hand[:3] + [trump_card] + non_dealer[3:] + dealer_hand[3:]
    deck += stock
    assert sorted(deck) == sorted(PACKS["schnapsen"]), "a test deck holds the pack once"
    return new_deal("schnapsen", deck=deck, dealer=dealer)


def play(deal, *actions):
    for action in actions:
        deal.apply(action)


def result(winner, game_points, points, tricks, closed_by=None):
    return {
        "winner": winner,
        "game_points": game_points,
        "points": points,
        "tricks": tricks,
        "closed_by": closed_by,
    }


def test_game_point_thresholds():
    assert game_points_for(0, False) == 3
    assert game_points_for(32, True) == 2
    assert game_points_for(33, True) == 1
    assert game_points_for(65, True) == 1


def test_trump_marriage_after_tricks_reaches_66_at_once_loser_without_trick_3():
    deal = deal_of(
        ["AS", "TS", "KH", "QH", "AD"],
        ["JS", "QS", "JD", "QD", "KC"],
        "TH",
        ["JC", "QC", "TC", "AC", "KD", "TD", "JH", "AH", "KS"],
    )
    play(deal, "AS", "JS", "TS", "QS")  # 13 + 13 = 26
    assert not deal.is_over
    play(deal, "marry:KH")  # + 40 = 66 before the trick is played
    assert deal.is_over and deal.trick == ["KH"]
    assert deal.result() == result(0, 3, [66, 0], [2, 0])
    types = [e["type"] for e in deal.events]
    assert types[-3:] == ["marriage", "reached_66", "deal_won"]
    assert deal.events[-2] == {"type": "reached_66", "seat": 0, "points": 66}


def test_normal_win_loser_with_a_trick_under_33_scores_2():
    deal = deal_of(
        ["JD", "AS", "TS", "KH", "QH"],
        ["QD", "QS", "JS", "KC", "JC"],
        "TH",
        ["QC", "TC", "AC", "KD", "TD", "AD", "JH", "AH", "KS"],
    )
    play(deal, "JD", "QD")  # seat 1: 5
    play(deal, "QS", "AS")  # seat 0: 14
    play(deal, "TS", "JS")  # seat 0: 26
    play(deal, "marry:KH")  # seat 0: 66
    assert deal.result() == result(0, 2, [66, 5], [2, 1])


def test_normal_win_loser_with_33_scores_1():
    deal = deal_of(
        ["TC", "KD", "AS", "TS", "KH"],
        ["AC", "AD", "JS", "QS", "TD"],
        "AH",
        ["JC", "QH", "QC", "KC", "JD", "QD", "JH", "TH", "KS"],
    )
    play(deal, "TC", "AC")  # seat 1: 21
    play(deal, "AD", "KD")  # seat 1: 36
    play(deal, "JS", "AS")  # seat 0: 13
    play(deal, "TS", "QS")  # seat 0: 26
    play(deal, "marry:KH")  # seat 0: 66 (QH was drawn)
    assert deal.result() == result(0, 1, [66, 36], [2, 2])


def test_marriage_without_a_trick_never_counts():
    deal = deal_of(
        ["KH", "QH", "JC", "JD", "QC"],
        ["AH", "TH", "AC", "TC", "AD"],
        "JS",
        ["KC", "TD", "KD", "QD", "JH", "QS", "KS", "TS", "AS"],
    )
    play(deal, "close", "marry:KH", "AH")  # seat 1: 15; seat 0's 20 wait
    play(deal, "TH", "QH")  # 28
    play(deal, "AC", "JC")  # 41
    play(deal, "TC", "QC")  # 54
    play(deal, "AD", "JD")  # 67: seat 1 reaches 66, the closer failed
    assert deal.result() == result(1, 3, [0, 67], [0, 5], closed_by=0)
    assert deal.pending == [20, 0]


def test_close_before_the_first_trick_closer_reaches_66():
    deal = deal_of(
        ["AD", "TD", "KD", "QD", "AC"],
        ["JC", "QC", "KC", "TC", "AH"],
        "JD",
        ["JH", "QH", "KH", "TH", "JS", "QS", "KS", "TS", "AS"],
    )
    play(deal, "close")
    assert deal.closed_opp_points == 0 and deal.closed_opp_had_trick is False
    play(deal, "marry:KD")
    # void in diamonds (trumps) with no trump: any card
    assert deal.legal_actions() == ["JC", "QC", "KC", "TC", "AH"]
    play(deal, "JC")  # seat 0: 6 + the waiting 40 = 46
    assert deal.points == [46, 0]
    play(deal, "AD", "QC")  # 60
    play(deal, "TD", "KC")  # 74
    assert deal.result() == result(0, 3, [74, 0], [3, 0], closed_by=0)
    assert deal.events[-1]["reason"] == "reached_66"


def test_exchange_then_close():
    deal = deal_of(
        ["JD", "TD", "KD", "QD", "AC"],
        ["JC", "QC", "KC", "TC", "AH"],
        "AD",
        ["JH", "QH", "KH", "TH", "JS", "QS", "KS", "TS", "AS"],
    )
    assert {"exchange", "close"} <= set(deal.legal_actions())
    play(deal, "exchange")
    assert deal.hands[0] == ["TD", "KD", "QD", "AC", "AD"] and deal.trump_card == "JD"
    assert "close" in deal.legal_actions()
    play(deal, "close", "marry:QD", "JC")  # 45
    play(deal, "AD", "QC")  # 59
    play(deal, "TD", "KC")  # 73
    assert deal.result() == result(0, 3, [73, 0], [3, 0], closed_by=0)
    kinds = [e["type"] for e in deal.events]
    assert kinds[:3] == ["exchange", "close", "marriage"]


def test_closer_scored_from_opponent_standing_at_closing():
    deal = deal_of(
        ["TC", "KH", "QH", "AH", "JD"],
        ["AC", "KS", "QC", "AD", "TD"],
        "TH",
        ["JC", "AS", "JS", "KC", "QD", "KD", "JH", "QS", "TS"],
    )
    play(deal, "TC", "AC")  # seat 1: 21
    play(deal, "KS", "AS")  # seat 0: 15
    play(deal, "close")  # recorded: seat 1 has 21 points and a trick
    play(deal, "marry:KH", "QC")  # seat 0: 55 + 7 = 62
    play(deal, "JD")
    assert deal.legal_actions() == ["AD", "TD"]
    play(deal, "AD")  # seat 1: 34, now past 33
    play(deal, "TD")
    assert deal.legal_actions() == ["QH", "AH"]  # void in diamonds: trump
    play(deal, "AH")  # seat 0: 83
    # 2, from the 21 points at closing (the 34 now would give only 1)
    assert deal.result() == result(0, 2, [83, 34], [3, 2], closed_by=0)


def test_closer_falls_short_when_all_cards_are_played_3():
    deal = deal_of(
        ["JC", "QC", "KD", "QD", "JD"],
        ["AC", "TC", "AS", "TS", "KS"],
        "JS",
        ["KC", "TD", "AD", "JH", "QH", "KH", "TH", "AH", "QS"],
    )
    play(deal, "close", "JC")
    assert deal.legal_actions() == ["AC", "TC"]
    play(deal, "AC")  # seat 1: 13
    play(deal, "AS")
    assert deal.legal_actions() == ["QC", "KD", "QD", "JD"]  # void, no trump
    play(deal, "QC", "TS", "KD", "KS", "QD", "TC", "JD")  # 27, 41, 48, 60
    assert deal.result() == result(1, 3, [0, 60], [0, 5], closed_by=0)
    assert deal.events[-1] == {
        "type": "deal_won", "seat": 1, "game_points": 3, "reason": "closer_failed"
    }


def test_closer_falls_short_opponent_had_a_trick_2():
    deal = deal_of(
        ["AC", "JD", "AS", "TS", "KS"],
        ["JC", "AD", "QD", "KD", "TD"],
        "QS",
        ["JH", "KH", "TH", "QH", "QC", "KC", "TC", "AH", "JS"],
    )
    play(deal, "AC", "JC")  # seat 0: 13
    play(deal, "JD", "AD")  # seat 1: 13
    play(deal, "close")
    assert deal.closed_by == 1 and deal.closed_opp_had_trick is True
    play(deal, "QD")
    assert deal.legal_actions() == ["AS", "TS", "KS"]
    play(deal, "KS")  # seat 0: 20
    play(deal, "AS", "KD")  # 35
    play(deal, "TS", "TD")  # 55
    play(deal, "JH")
    assert deal.legal_actions() == ["KH", "TH"]
    play(deal, "TH")  # seat 1: 25
    play(deal, "KH", "QH")  # seat 1: 32
    assert deal.result() == result(0, 2, [55, 32], [4, 3], closed_by=1)


def test_closer_beaten_to_66():
    deal = deal_of(
        ["JC", "QC", "KD", "QD", "JD"],
        ["AC", "TC", "AS", "KS", "QS"],
        "JS",
        ["KC", "TD", "AD", "JH", "QH", "KH", "TH", "AH", "TS"],
    )
    play(deal, "close", "JC", "AC")  # seat 1: 13
    play(deal, "marry:KS")  # counted at once: 53
    play(deal, "QC")  # 60
    play(deal, "AS", "KD")  # 75
    assert deal.result() == result(1, 3, [0, 75], [0, 3], closed_by=0)
    assert deal.events[-1]["reason"] == "closer_failed"


def test_illegal_actions_leave_a_closed_deal_unchanged():
    deal = deal_of(
        ["JC", "QC", "KD", "QD", "JD"],
        ["AC", "TC", "AS", "KS", "QS"],
        "JS",
        ["KC", "TD", "AD", "JH", "QH", "KH", "TH", "AH", "TS"],
    )
    play(deal, "close", "JC")
    before = (deal.record(), deal.observation(0), deal.observation(1))
    for bad in ("AS", "KS", "close", "exchange", "marry:KS", "JC"):
        with pytest.raises(IllegalAction):
            deal.apply(bad)
    assert (deal.record(), deal.observation(0), deal.observation(1)) == before
