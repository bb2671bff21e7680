"""Schnapsen rules (rules.md section 3): dealing, play, exchange, marriages,
closing.  Scoring cases are in test_schnapsen_scoring.py."""

import json

import pytest

from game.engine import IllegalAction, new_deal
from game.engine.cards import PACKS

PACK = PACKS["schnapsen"]


def deck_for(non_dealer, dealer_hand, trump_card, stock):
    """Deck order giving ``non_dealer`` and ``dealer_hand`` (5 cards each, in
    dealt order), the trump card and the stock (top first)."""
    deck = non_dealer[:3] + dealer_hand[:3] + [trump_card] + non_dealer[3:] + dealer_hand[3:]
    deck += stock
    assert sorted(deck) == sorted(PACK), "a test deck must hold the pack once"
    return deck


def play(deal, *actions):
    for action in actions:
        deal.apply(action)
    return deal


# Scenario A: free play, draws, the fifth draw, strict rules, last trick.
A_DECK = deck_for(
    ["JC", "QC", "KC", "JD", "QD"],
    ["JS", "QS", "KS", "KD", "TC"],
    "AH",
    ["TD", "AD", "AC", "TS", "JH", "AS", "QH", "KH", "TH"],
)


def scenario_a():
    return new_deal("schnapsen", deck=A_DECK, dealer=1)


def test_deal_follows_deck_order():
    deal = new_deal("schnapsen", deck=list(PACK), dealer=0)
    assert deal.hands[1] == ["JC", "QC", "KC", "KD", "TD"]  # 0-2 and 7-8
    assert deal.hands[0] == ["TC", "AC", "JD", "AD", "JH"]  # 3-5 and 9-10
    assert deal.trump_card == "QD" and deal.trump == "D"
    assert deal.current_player == 1
    obs = deal.observation(1)
    assert obs["specific"]["stock_size"] == 10 and obs["specific"]["trump_card"] == "QD" and obs["trump"] == "D"
    # seat 1 holds KD but QD is the trump card: no marriage; no trump Jack
    assert obs["legal_actions"] == ["JC", "QC", "KC", "KD", "TD", "marry:KC", "marry:QC", "close"]
    assert deal.observation(0)["legal_actions"] == []


def test_dealer_one_deals_to_seat_zero_first():
    deal = scenario_a()
    assert deal.hands[0] == ["JC", "QC", "KC", "JD", "QD"]
    assert deal.hands[1] == ["JS", "QS", "KS", "KD", "TC"]
    assert deal.current_player == 0


def test_free_play_while_the_stock_is_open_and_drawing():
    deal = scenario_a()
    play(deal, "JC")
    # no need to follow suit or trump while the stock is open
    assert deal.legal_actions() == deal.hands[1]
    play(deal, "JS")
    assert deal.tricks[-1] == (0, ("JC", "JS"), 0)
    # the winner draws the top card first, then the loser
    assert deal.hands[0][-1] == "TD" and deal.hands[1][-1] == "AD"
    assert deal.points == [4, 0] and deal.current_player == 0
    assert deal.observation(1)["specific"]["stock_size"] == 8


def test_trump_beats_and_higher_card_of_suit_led_wins():
    deal = scenario_a()
    play(deal, "JC", "JS", "QC", "QS", "KC", "TC")
    assert deal.tricks[-1] == (0, ("KC", "TC"), 1)  # ten of clubs over king
    assert deal.current_player == 1
    deal = new_deal("schnapsen", deck=MARRIAGE_DECK, dealer=1)
    play(deal, "AS", "AH")  # a trump beats the ace led
    assert deal.tricks[-1][2] == 1
    play(deal, "AD", "KD")  # the king of the suit led loses to its ace
    assert deal.tricks[-1][2] == 1
    play(deal, "JS", "QD")  # a card of another suit, not trump, loses
    assert deal.tricks[-1][2] == 1


def scenario_a_to_fifth_draw():
    deal = scenario_a()
    play(deal, "JC", "JS", "QC", "QS", "KC", "TC", "KS", "JD", "KD", "QD")
    return deal


def test_fifth_draw_gives_the_loser_the_trump_card():
    deal = scenario_a_to_fifth_draw()
    assert [t[2] for t in deal.tricks] == [0, 0, 1, 1, 1]
    assert deal.points == [10, 27]
    assert deal.hands[1] == ["AD", "TS", "JH", "QH", "TH"]  # TH: last stock card
    assert deal.hands[0] == ["TD", "AC", "AS", "KH", "AH"]  # AH: the trump card
    assert deal.trump_card_taken_by == 0
    assert {"type": "trump_taken", "seat": 0, "card": "AH"} in deal.events
    obs = deal.observation(1)
    assert obs["specific"]["stock_size"] == 0 and obs["specific"]["strict"] is True
    assert "close" not in deal.legal_actions() and "exchange" not in deal.legal_actions()


def test_strict_rules_after_exhaustion_and_last_trick_point():
    deal = scenario_a_to_fifth_draw()
    play(deal, "TS")
    assert deal.legal_actions() == ["AS"]  # follow suit and win
    with pytest.raises(IllegalAction) as info:
        deal.apply("KH")
    assert info.value.code == "must_follow_suit" and info.value.params["suit"] == "S"
    play(deal, "AS", "AC")
    assert deal.legal_actions() == ["JH", "QH", "TH"]  # void in clubs: trump
    with pytest.raises(IllegalAction) as info:
        deal.apply("AD")
    assert info.value.code == "must_trump" and info.value.params["suit"] == "H"
    play(deal, "JH", "AD")
    assert deal.legal_actions() == ["TD"]  # cannot win: any card of the suit
    play(deal, "TD", "QH")
    assert deal.legal_actions() == ["KH", "AH"]  # must beat the queen
    play(deal, "KH", "AH", "TH")
    assert deal.is_over
    assert deal.result() == {
        "winner": 0,  # the last trick, though seat 1 has more points
        "game_points": 1,
        "points": [59, 61],  # 120 in all: no bonus for the last trick
        "tricks": [5, 5],
        "closed_by": None,
    }
    assert deal.events[-1] == {
        "type": "deal_won", "seat": 0, "game_points": 1, "reason": "last_trick"
    }


def test_must_win_trick_refusal():
    deck = deck_for(
        ["QD", "JC", "QC", "KC", "TC"],
        ["JD", "AD", "JS", "QS", "KS"],
        "AH",
        ["TD", "KD", "AC", "JH", "QH", "KH", "TH", "TS", "AS"],
    )
    deal = new_deal("schnapsen", deck=deck, dealer=1)
    play(deal, "close", "QD")
    assert deal.legal_actions() == ["AD"]
    with pytest.raises(IllegalAction) as info:
        deal.apply("JD")
    assert info.value.code == "must_win_trick" and info.value.params["card"] == "QD"
    with pytest.raises(IllegalAction) as info:
        deal.apply("KS")
    assert info.value.code == "must_follow_suit" and info.value.params["suit"] == "D"
    with pytest.raises(IllegalAction) as info:
        deal.apply("QH")
    assert info.value.code == "card_not_in_hand"
    play(deal, "AD")
    assert deal.current_player == 1


def test_must_win_when_trump_is_led():
    # after closing: seat 1 leads the ten of trumps; seat 0 must beat it
    deck = deck_for(
        ["AS", "JC", "JD", "QD", "KD"],
        ["TS", "QC", "KC", "AC", "AD"],
        "JS",
        ["TC", "TD", "JH", "QH", "KH", "TH", "AH", "QS", "KS"],
    )
    deal = new_deal("schnapsen", deck=deck, dealer=1)
    play(deal, "JC", "QC")  # seat 1 wins: QC over JC
    play(deal, "close", "TS")
    assert deal.legal_actions() == ["AS"]
    with pytest.raises(IllegalAction) as info:
        deal.apply("JD")
    assert info.value.code == "must_follow_suit"


def test_exchange_trump_jack_on_lead_while_stock_is_open():
    deal = scenario_a()
    play(deal, "JC", "JS", "QC", "QS", "KC", "TC", "KS", "JD")
    # seat 1 leads with JH in hand and only the trump card and one card left
    assert deal.current_player == 1 and deal.observation(1)["specific"]["stock_size"] == 2
    assert "exchange" in deal.legal_actions()
    play(deal, "exchange")
    assert "AH" in deal.hands[1] and "JH" not in deal.hands[1]
    assert deal.trump_card == "JH" and deal.exchanged_by == 1
    assert "exchange" not in deal.legal_actions()
    assert deal.events[-1] == {"type": "exchange", "seat": 1, "jack": "JH", "card": "AH"}
    assert deal.observation(0)["specific"]["trump_card"] == "JH"
    play(deal, "KD", "QD")
    # the fifth draw now gives the loser the exchanged Jack
    assert deal.hands[0][-1] == "JH" and deal.hands[1][-1] == "TH"


def test_exchange_refusals():
    deal = scenario_a()
    with pytest.raises(IllegalAction) as info:
        deal.apply("exchange")  # seat 0 has no JH
    assert info.value.code == "cannot_exchange"
    assert info.value.params["reason"] == "no_trump_jack"
    play(deal, "JC", "JS", "QC", "QS", "KC", "TC", "KS")
    with pytest.raises(IllegalAction) as info:
        deal.apply("exchange")  # seat 0 to follow
    assert info.value.params["reason"] == "not_on_lead"
    play(deal, "JD", "close")
    with pytest.raises(IllegalAction) as info:
        deal.apply("exchange")
    assert info.value.params["reason"] == "stock_closed"
    deal = scenario_a_to_fifth_draw()
    with pytest.raises(IllegalAction) as info:
        deal.apply("close")
    assert (info.value.code, info.value.params["reason"]) == ("cannot_close", "stock_exhausted")


def test_close_refusals():
    deal = scenario_a()
    play(deal, "JC")
    with pytest.raises(IllegalAction) as info:
        deal.apply("close")
    assert (info.value.code, info.value.params["reason"]) == ("cannot_close", "not_on_lead")
    play(deal, "JS", "close")
    before = deal.record()
    with pytest.raises(IllegalAction) as info:
        deal.apply("close")
    assert info.value.params["reason"] == "stock_closed"
    assert deal.record() == before


def test_closing_stops_drawing_and_turns_on_strict_rules():
    deal = scenario_a()
    play(deal, "JC", "JS", "close")
    assert deal.closed_by == 0
    assert deal.events[-1] == {
        "type": "close", "seat": 0, "opponent_points": 0, "opponent_had_trick": False
    }
    play(deal, "QC")
    # seat 1 holds clubs TC (beats QC): must play it
    assert deal.legal_actions() == ["TC"]
    play(deal, "TC")
    assert len(deal.hands[0]) == 4 and len(deal.hands[1]) == 4
    assert deal.observation(0)["specific"]["stock_size"] == 8  # left lying, never drawn
    assert deal.observation(0)["specific"]["closed_by"] == 0


MARRIAGE_DECK = deck_for(
    ["KH", "QH", "KD", "QD", "AS"],
    ["AH", "AD", "JS", "TC", "QS"],
    "TH",
    ["JC", "QC", "KC", "AC", "JD", "TD", "JH", "KS", "TS"],
)


def test_marriage_actions_and_points_waiting_for_a_first_trick():
    deal = new_deal("schnapsen", deck=MARRIAGE_DECK, dealer=1)
    legal = deal.legal_actions()
    assert {"marry:KH", "marry:QH", "marry:KD", "marry:QD"} <= set(legal)
    assert {"KH", "QH"} <= set(legal)  # a plain lead of either is legal too
    play(deal, "marry:QH")
    assert deal.trick == ["QH"]
    assert deal.pending == [40, 0] and deal.points == [0, 0]
    assert deal.events[-1] == {
        "type": "marriage", "seat": 0, "suit": "H", "card": "QH", "shown": "KH",
        "points": 40, "counted": False,
    }
    obs = deal.observation(1)
    assert obs["specific"]["marriages"] == [
        {"seat": 0, "suit": "H", "card": "QH", "shown": "KH", "points": 40, "counted": False}
    ]
    with pytest.raises(IllegalAction) as info:
        deal.apply("marry:KD")  # only the leader declares
    assert info.value.code == "cannot_marry" and info.value.params["reason"] == "not_on_lead"
    play(deal, "AH")  # seat 1 wins: the 40 still wait
    assert deal.points == [0, 14] and deal.pending == [40, 0]
    play(deal, "JS", "AS")  # seat 0's first trick: the marriage counts now
    assert deal.points == [40 + 13, 14] and deal.pending == [0, 0]
    assert {"type": "marriage_counted", "seat": 0, "points": 40} in deal.events
    assert deal.observation(1)["specific"]["marriages"][0]["counted"] is True
    # once a trick is won, a marriage counts at once (20 in a plain suit)
    # and 66 is recognised straight away
    play(deal, "marry:KD")
    assert deal.is_over and deal.trick == ["KD"]
    assert deal.result() == {
        "winner": 0, "game_points": 2, "points": [73, 14], "tricks": [1, 1], "closed_by": None
    }


def test_marriage_needs_both_cards_and_the_lead():
    deal = scenario_a()
    with pytest.raises(IllegalAction) as info:
        deal.apply("marry:KD")
    assert info.value.code == "card_not_in_hand"
    with pytest.raises(IllegalAction) as info:
        deal.apply("marry:JC")
    assert info.value.code == "unknown_action"
    deck = deck_for(
        ["KH", "JC", "QC", "AD", "TD"],
        ["QH", "AC", "TC", "JD", "QD"],
        "AS",
        ["KC", "KD", "JH", "TH", "AH", "JS", "QS", "KS", "TS"],
    )
    deal = new_deal("schnapsen", deck=deck, dealer=1)
    with pytest.raises(IllegalAction) as info:
        deal.apply("marry:KH")
    assert info.value.code == "cannot_marry"
    assert info.value.params == {"reason": "missing_partner", "card": "KH",
                                 "partner": "QH", "action": "marry:KH"}


def test_marriage_after_closing_is_allowed():
    deck = deck_for(
        ["AD", "TD", "KD", "QD", "AC"],
        ["JC", "QC", "KC", "TC", "AH"],
        "JD",
        ["JH", "QH", "KH", "TH", "JS", "QS", "KS", "TS", "AS"],
    )
    deal = new_deal("schnapsen", deck=deck, dealer=1)
    play(deal, "close")
    assert "marry:KD" in deal.legal_actions() and "close" not in deal.legal_actions()


def test_unknown_actions_are_refused():
    deal = scenario_a()
    for bad in ("", "pass", "marry:", "marry:ZZ", "ZZ", 3, None, ["JC"]):
        with pytest.raises(IllegalAction) as info:
            deal.apply(bad)
        assert info.value.code == "unknown_action", bad
    assert deal.actions == []


def test_observation_hides_the_opponent_and_the_stock():
    deal = scenario_a()
    play(deal, "JC", "JS")
    obs = deal.observation(1)
    text = json.dumps(obs)
    for card in deal.hands[0] + A_DECK[13:]:
        assert f'"{card}"' not in text
    assert obs["hand"] == deal.hands[1] and obs["hand_counts"] == [5, 5]
    assert obs["scores"] == [4, 0] and obs["tricks_won"] == [1, 0]
    assert obs["tricks"] == [{"leader": 0, "seats": [0, 1], "cards": ["JC", "JS"], "winner": 0}]
    assert json.loads(text) == obs
