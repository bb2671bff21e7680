"""Scripted Coinche deals (rules §6): the deal, the auction and its refusals; every deck order is explicit.

The scoring lines are in ``test_coinche_scoring.py``; the match and the properties in
``test_coinche_props.py``.
"""

import pytest

from game.engine import IllegalAction, new_deal
from game.engine.cards import PACKS

PACK = PACKS["coinche"]
BIDS = [f"bid:{v}:{s}" for v in (80, 90, 100, 110, 120, 130, 140, 150, 160, 250) for s in "CDHS"]


def refused(deal, action, code):
    """``action`` is refused with ``code`` and changes nothing anybody can read."""
    before = (deal.record(), [deal.observation(s) for s in range(4)], deal.legal_actions())
    with pytest.raises(IllegalAction) as exc:
        deal.apply(action)
    assert exc.value.code == code, str(exc.value)
    assert exc.value.params["action"] == action
    assert str(exc.value)  # an English message for logs
    assert (deal.record(), [deal.observation(s) for s in range(4)], deal.legal_actions()) == before
    return exc.value


def calls(deal, *seq):
    for call in seq:
        deal.apply(call)


def specific(deal, seat=0):
    return deal.observation(seat)["specific"]


# -- the deal -----------------------------------------------------------------------------
def test_three_blocks_from_the_dealers_right_nothing_turned():
    deck = list(PACK)
    deal = new_deal("coinche", deck=deck, dealer=2)
    # counter-clockwise from the dealer's right: 1, 0, 3, 2; indices 20-31 in blocks of three
    assert deal.hands[1] == deck[0:3] + deck[12:14] + deck[20:23]
    assert deal.hands[0] == deck[3:6] + deck[14:16] + deck[23:26]
    assert deal.hands[3] == deck[6:9] + deck[16:18] + deck[26:29]
    assert deal.hands[2] == deck[9:12] + deck[18:20] + deck[29:32]
    assert deal.current_player == 1
    obs = deal.observation(1)
    assert obs["phase"] == "auction" and obs["hand_counts"] == [8, 8, 8, 8]
    assert obs["legal_actions"] == BIDS + ["pass"]
    assert obs["auction"] == [] and obs["contract"] is None and obs["trump"] is None


def test_the_first_caller_is_the_dealers_right_and_the_first_lead_too_not_the_bidder():
    deal = new_deal("coinche", deck=list(PACK), dealer=0)
    assert deal.current_player == 3
    calls(deal, "pass", "bid:90:S")  # seat 2 bids
    assert deal.current_player == 1
    calls(deal, "pass", "pass", "pass")
    obs = deal.observation(2)
    assert obs["phase"] == "play" and obs["current_player"] == 3
    assert obs["declarer"] == 2 and obs["contract"] == "bid:90:S" and obs["trump"] == "S"
    assert obs["specific"]["contract"] == {"value": 90, "trump": "S", "bidder": 2, "factor": 1}
    assert obs["auction"] == [{"seat": 3, "call": "pass"}, {"seat": 2, "call": "bid:90:S"},
                              {"seat": 1, "call": "pass"}, {"seat": 0, "call": "pass"},
                              {"seat": 3, "call": "pass"}]
    assert {"type": "contract", "seat": 2, "value": 90, "suit": "S", "factor": 1} in obs["events"]


# -- the auction --------------------------------------------------------------------------
def test_four_passes_at_the_start_void_the_deal():
    deal = new_deal("coinche", deck=list(PACK), dealer=3)
    calls(deal, "pass", "pass", "pass")
    assert not deal.is_over
    deal.apply("pass")
    assert deal.is_over
    assert deal.result() == {"void": True, "contract": None, "card_points": [0, 0], "belote": [0, 0],
                             "capot": None, "made": None, "score": [0, 0]}
    assert deal.events[-1] == {"type": "void"}
    refused(deal, "pass", "deal_over")


def test_a_bid_must_be_higher_in_value_the_same_value_in_another_suit_is_not_enough():
    deal = new_deal("coinche", deck=list(PACK), dealer=1)  # seat 0 calls first
    deal.apply("bid:100:H")
    legal = deal.legal_actions()
    assert legal == [b for b in BIDS if int(b.split(":")[1]) > 100] + ["coinche", "pass"]
    error = refused(deal, "bid:100:S", "bid_too_low")
    assert error.params["value"] == 100 and error.params["highest"] == 100
    refused(deal, "bid:90:C", "bid_too_low")
    deal.apply("bid:110:H")  # seat 3 overbids in the same suit
    assert specific(deal)["highest"] == {"value": 110, "trump": "H", "bidder": 3}


def test_after_a_bid_three_passes_in_a_row_end_the_auction_a_pass_is_not_final():
    deal = new_deal("coinche", deck=list(PACK), dealer=1)  # order 0, 3, 2, 1
    calls(deal, "pass", "bid:80:C", "pass", "pass")  # seat 3 bids
    # seat 0 passed before and bids now, over the opponent; then overbid by its own partner
    calls(deal, "bid:90:D", "pass", "bid:100:S", "pass", "pass")
    assert deal.phase == "auction" and deal.current_player == 3
    deal.apply("pass")
    assert deal.phase == "play"
    assert deal.contract == (100, "S", 2)


def test_a_capot_bid_ends_nothing_by_itself():
    deal = new_deal("coinche", deck=list(PACK), dealer=1)
    deal.apply("bid:250:H")
    assert deal.legal_actions() == ["coinche", "pass"]
    calls(deal, "pass", "pass")
    assert deal.phase == "auction" and deal.current_player == 1
    assert deal.legal_actions() == ["coinche", "pass"]
    deal.apply("pass")
    assert deal.phase == "play" and deal.contract == (250, "H", 0)


def test_only_the_other_team_may_coinche_and_only_the_two_attackers_are_asked():
    deal = new_deal("coinche", deck=list(PACK), dealer=1)  # order 0, 3, 2, 1
    deal.apply("bid:90:H")  # seat 0
    deal.apply("pass")  # seat 3
    assert "coinche" not in deal.legal_actions()  # seat 2: its own team's bid
    refused(deal, "coinche", "coinche_own_team")
    deal.apply("pass")
    deal.apply("coinche")  # seat 1
    sp = specific(deal)
    assert sp["coinched_by"] == 1 and sp["factor"] == 2 and sp["to_ask"] == [0, 2]
    # c-1 first (seat 0), then c+1 (seat 2); the coinching player's partner (seat 3) is never asked
    assert deal.current_player == 0
    assert deal.legal_actions() == ["surcoinche", "pass"]
    refused(deal, "bid:100:H", "bidding_closed")
    refused(deal, "coinche", "already_coinched")
    refused(deal, "AH", "auction_in_progress")
    deal.apply("pass")
    assert deal.current_player == 2
    deal.apply("pass")
    assert deal.phase == "play" and deal.factor == 2 and deal.current_player == 0
    assert [s for s, _c in deal.calls[-3:]] == [1, 0, 2]
    refused(deal, "surcoinche", "auction_over")


def test_a_surcoinche_ends_the_auction_at_once():
    deal = new_deal("coinche", deck=list(PACK), dealer=2)  # order 1, 0, 3, 2
    calls(deal, "bid:80:S", "coinche")  # seat 1 bids, seat 0 coinches
    assert deal.current_player == 3  # c-1 = 3, then c+1 = 1
    deal.apply("surcoinche")
    assert deal.phase == "play" and deal.factor == 4 and deal.current_player == 1
    assert specific(deal)["surcoinched_by"] == 3
    assert {"type": "coinche", "seat": 0} in deal.events and {"type": "surcoinche", "seat": 3} in deal.events


def test_the_second_attacker_may_surcoinche_after_the_first_passed():
    deal = new_deal("coinche", deck=list(PACK), dealer=2)
    calls(deal, "bid:80:S", "coinche", "pass")
    assert deal.current_player == 1
    deal.apply("surcoinche")
    assert deal.factor == 4 and specific(deal)["surcoinched_by"] == 1


def test_a_coinche_may_come_at_a_later_turn_of_the_other_team():
    deal = new_deal("coinche", deck=list(PACK), dealer=1)  # order 0, 3, 2, 1
    calls(deal, "bid:80:C", "pass", "pass")
    deal.apply("coinche")  # seat 1, after its partner passed
    assert deal.coinched_by == 1 and deal.to_ask == (0, 2)


def test_refusals_of_the_auction_change_nothing():
    deal = new_deal("coinche", deck=list(PACK), dealer=1)
    refused(deal, "coinche", "nothing_to_coinche")
    refused(deal, "surcoinche", "no_coinche")
    refused(deal, "7C", "auction_in_progress")
    for garbage in ("bid:85:H", "bid:90:X", "bid:90", "bid:080:H", "bid:90:H:", "take", "bid:300:S"):
        refused(deal, garbage, "unknown_action")
    deal.apply("bid:80:H")
    deal.apply("pass")
    # a surcoinche after a pass: nothing was coinched
    refused(deal, "surcoinche", "no_coinche")


def test_after_the_auction_calls_are_refused_and_play_follows_belote():
    deal = new_deal("coinche", deck=list(PACK), dealer=1)
    calls(deal, "bid:80:H", "pass", "pass", "pass")
    for call in ("pass", "bid:90:H", "coinche", "surcoinche"):
        refused(deal, call, "auction_over")
    refused(deal, "xyz", "unknown_action")
    hand = deal.hands[0]
    other = next(c for c in PACK if c not in hand)
    refused(deal, other, "card_not_in_hand")


def deck_for_hands(dealer, hands):
    """The deck giving each seat ``hands[s]`` (eight cards, in the order they are dealt)."""
    order = [(dealer - 1) % 4, (dealer - 2) % 4, (dealer - 3) % 4, dealer]
    hands = {s: v.split() for s, v in hands.items()}
    deck = []
    for lo, hi in ((0, 3), (3, 5), (5, 8)):
        for s in order:
            deck += hands[s][lo:hi]
    assert sorted(deck) == sorted(PACK)
    return deck


def test_the_card_play_is_belotes_follow_trump_overtrump():
    hands = {
        0: "JH 9H AC 7C 7D 8D 7S 8S",
        1: "TH KH 9C KC TD AD KD 9D",
        2: "AH 8H TC JC QC QD JD 9S",
        3: "QH 7H 8C AS KS QS JS TS",
    }
    deal = new_deal("coinche", deck=deck_for_hands(1, hands), dealer=1)  # play order 0, 3, 2, 1
    assert deal.hands == [hands[s].split() for s in range(4)]
    calls(deal, "bid:80:H", "pass", "pass", "pass")
    deal.apply("AC")
    refused(deal, "AS", "must_follow_suit")
    calls(deal, "8C", "TC", "9C")  # seat 0 wins with the ace
    deal.apply("7D")
    refused(deal, "AS", "must_trump")  # seat 3: no diamond, an opponent winning
    calls(deal, "7H", "QD", "TD")  # seat 3 trumps and wins
    assert deal.current_player == 3
    deal.apply("QH")
    refused(deal, "8H", "must_overtrump")  # seat 2 holds the ace, above the queen
    refused(deal, "9S", "must_follow_suit")
    deal.apply("AH")
    deal.apply("KH")  # seat 1 cannot beat the ace: any trump
    refused(deal, "7S", "must_follow_suit")
    deal.apply("9H")
    assert deal.current_player == 0 and deal.tricks[-1] == (3, ["QH", "AH", "KH", "9H"], 0)
    assert deal.points == [(11 + 10) + (3 + 11 + 4 + 14), 3 + 10]
