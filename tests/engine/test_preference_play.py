"""Scripted Preference deals played out (rules §4): play obligations, the three
ways of defending, and every settlement item.  Explicit deck orders."""

import pytest

from game.engine import IllegalAction, new_deal
from game.engine.cards import PACKS

PACK = PACKS["preference"]


def cards(text):
    return text.split()


def deck_for_hands(dealer, hands, talon):
    order = [(dealer + 1) % 3, (dealer + 2) % 3, dealer]
    hands = {s: cards(v) for s, v in hands.items()}
    deck = []
    for s in order:
        deck += hands[s][0:3]
    deck += cards(talon)
    for s in order:
        deck += hands[s][3:7]
    for s in order:
        deck += hands[s][7:10]
    assert sorted(deck) == sorted(PACK)
    return deck


def start(hands, talon, *actions, dealer=0):
    deal = new_deal("preference", deck=deck_for_hands(dealer, hands, talon), dealer=dealer)
    for a in actions:
        deal.apply(a)
    return deal


def refused(deal, action, code):
    before = (deal.record(), [deal.observation(s) for s in range(3)])
    with pytest.raises(IllegalAction) as exc:
        deal.apply(action)
    assert exc.value.code == code, exc.value
    assert (deal.record(), [deal.observation(s) for s in range(3)]) == before
    return exc.value


def settlement_items(deal):
    """The settlement's transfers; opponents are listed from the declarer's left."""
    (event,) = [e for e in deal.events if e["type"] == "settlement"]
    return [(i["id"], i["from"], i["to"], i["amount"]) for i in event["items"]]


# -- both defend: obligations, the first defender's lowest beating card -------

HANDS_BOTH = {
    1: "AS KS QS JS TS 9D 7C 8C 9C TC",  # declarer, Game in spades
    2: "TD KD AD 7D 9S 8S JC QC KC AC",
    0: "QD 8D AH KH QH JH TH 9H 8H 7S",
}
TALON_BOTH = "7H JD"


def test_first_defender_plays_the_lowest_beating_card():
    deal = start(HANDS_BOTH, TALON_BOTH, "game:S", "pass", "pass", "no-announcement", "defend", "defend")
    assert deal.defence == ["defend", "declarer", "defend"]
    assert deal.current_player == 1 and deal.active == (1, 2, 0)
    deal.apply("9D")
    assert deal.legal_actions() == ["TD"]
    err = refused(deal, "AD", "must_play_lowest_beating")
    assert err.params["card"] == "TD"
    refused(deal, "7D", "must_beat")
    refused(deal, "9S", "must_follow_suit")
    deal.apply("TD")
    # the second defender must beat TD but may choose among beating cards
    assert deal.legal_actions() == ["QD"]
    refused(deal, "8D", "must_beat")
    deal.apply("QD")
    assert deal.tricks[-1] == ([1, 2, 0], ["9D", "TD", "QD"], 0)


def test_must_trump_and_beat_then_a_full_deal_with_both_defending():
    deal = start(HANDS_BOTH, TALON_BOTH, "game:S", "pass", "pass", "no-announcement", "defend", "defend")
    for c in ("9D", "TD", "QD"):
        deal.apply(c)
    deal.apply("AH")  # seat 0 leads: no lowest-card rule for anyone
    assert deal.legal_actions() == cards("AS KS QS JS TS")
    refused(deal, "7C", "must_trump")
    deal.apply("TS")
    assert deal.legal_actions() == ["9S", "8S"]  # cannot beat TS: any trump
    refused(deal, "JC", "must_trump")
    deal.apply("8S")
    deal.apply("7C")  # the declarer leads again
    assert deal.legal_actions() == ["JC"]  # lowest of JC QC KC AC
    deal.apply("JC")
    assert deal.legal_actions() == ["7S"]  # no club: trump, which beats JC
    refused(deal, "8D", "must_trump")
    deal.apply("7S")
    rest = [
        "KH", "JS", "9S",  # seat 1 trumps
        "AS", "7D", "8H",
        "8C", "QC", "8D",  # seat 2, lowest beating club
        "AC", "9H", "9C",
        "AD", "TH", "KS",
        "QS", "KD", "JH",
        "TC", "KC", "QH",
    ]
    for c in rest:
        deal.apply(c)
    assert deal.is_over
    assert [w for _, _, w in deal.tricks] == [0, 1, 0, 1, 1, 2, 2, 1, 1, 2]
    # 5 tricks: the declarer fails; both defenders reached two tricks
    assert deal.result() == {
        "void": False,
        "declarer": 1,
        "contract": "game:S",
        "trump": "S",
        "tricks": [2, 5, 3],
        "defence": ["defend", "declarer", "defend"],
        "balance": [2, -25, 3],
        "pot": 20,
    }
    assert settlement_items(deal) == [
        ("defence_tricks", 1, 2, 3),
        ("defence_tricks", 1, 0, 2),
        ("contract_failed", 1, "pot", 20),
    ]


# -- an invitation: the guest's tricks are paid to the host --------------------

HANDS_INV = {
    1: "AC KC QC JC TC AS KS AD 7H 8H",  # declarer
    0: "KH QH JH TH 9H 9C 8C QS JS TS",  # host
    2: "7C AH 9S 8S 7S KD QD JD TD 9D",  # guest
}
TALON_INV = "7D 8D"
PLAY_INV = [
    "AC", "7C", "8C",
    "KC", "9D", "9C",
    "AS", "7S", "TS",
    "KS", "8S", "JS",
    "AD", "TD", "JH",
    "7H", "AH", "9H",  # the guest wins
    "KD", "TH", "TC",
    "QC", "QD", "QS",
    "JC", "JD", "QH",
    "8H", "9S", "KH",  # the host wins
]


def test_invited_guest_tricks_are_paid_to_the_host():
    deal = start(HANDS_INV, TALON_INV, "bid:1", "pass", "pass", "discard:7D", "discard:8D", "trump:C",
                  "no-announcement")
    assert deal.phase == "defence" and deal.current_player == 2
    deal.apply("drop")
    deal.apply("defend")  # seat 0
    assert deal.phase == "invite" and deal.current_player == 0
    deal.apply("invite")
    assert deal.defence == ["defend", "declarer", "invited"]
    assert deal.current_player == 1
    deal.apply("AC")
    assert deal.current_player == 2  # the invited guest plays
    for c in PLAY_INV[1:]:
        deal.apply(c)
    assert [w for _, _, w in deal.tricks] == [1, 1, 1, 1, 1, 2, 1, 1, 1, 0]
    # 8 tricks made; two defence tricks both paid to the host, who answers
    # for four tricks between the defenders
    assert deal.result() == {
        "void": False,
        "declarer": 1,
        "contract": "bid:1",
        "trump": "C",
        "tricks": [1, 8, 1],
        "defence": ["defend", "declarer", "invited"],
        "balance": [-8, 8, 0],
        "pot": 0,
    }
    assert settlement_items(deal) == [
        ("defence_tricks", 1, 0, 2),
        ("contract_made", "pot", 1, 10),
        ("host_short", 0, "pot", 10),
    ]


# -- alone: two-handed play, the dropped hand out of play -----------------------

HANDS_ACES = {
    1: "AS KS QS JS TS 9S 8S AC AD AH",
    2: "7S KC QC JC KD QD JD KH QH JH",
    0: "TC 9C 8C 7C TD 9D 8D TH 9H 8H",
}


def test_alone_two_handed_and_four_aces():
    deal = start(HANDS_ACES, "7D 7H", "game:S", "pass", "pass", "no-announcement")
    assert deal.phase == "defence"  # four aces: no No Aces offer
    deal.apply("defend")  # seat 2
    deal.apply("drop")  # seat 0
    assert deal.phase == "invite" and deal.current_player == 2
    deal.apply("alone")
    assert deal.active == (1, 2) and deal.defence == ["drop", "declarer", "defend"]
    for lead in cards("AS KS QS JS TS 9S 8S AC AD AH"):
        assert deal.current_player == 1
        deal.apply(lead)
        assert deal.current_player == 2
        if lead == "AS":
            assert deal.legal_actions() == ["7S"]
        deal.apply(deal.legal_actions()[0])
    assert all(seats == [1, 2] and len(c) == 2 for seats, c, _ in deal.tricks)
    assert deal.hands[0] == cards(HANDS_ACES[0])  # never played
    assert deal.observation(1)["hand_counts"] == [10, 0, 0]
    assert deal.result() == {
        "void": False,
        "declarer": 1,
        "contract": "game:S",
        "trump": "S",
        "tricks": [0, 10, 0],
        "defence": ["drop", "declarer", "defend"],
        "balance": [-10, 30, -20],
        "pot": 0,
    }
    assert settlement_items(deal) == [
        ("contract_made", "pot", 1, 10),
        ("defender_short", 2, "pot", 10),
        ("four_aces", 2, 1, 10),
        ("four_aces", 0, 1, 10),
    ]


HANDS_FAIL = {
    1: "TH 9H 8H 7H JS TS 9S JD TD 9D",
    2: "AH KH QH JH AS KS QS AD KD QD",
    0: "AC KC QC JC TC 9C 8C 7C 8S 7S",
}


def test_hearts_and_no_aces_failing_pay_the_dropped_opponent_too():
    deal = start(HANDS_FAIL, "8D 7D", "hearts")
    assert deal.phase == "no_aces"
    deal.apply("no-aces")
    deal.apply("defend")
    deal.apply("drop")
    deal.apply("alone")
    deal.apply("TH")
    # two-handed: no lowest-card rule, any beating heart
    assert deal.legal_actions() == ["AH", "KH", "QH", "JH"]
    deal.apply("JH")
    for lead, reply in zip(cards("AS KS QS AD KD QD QH KH AH"), cards("9S TS JS 9D TD JD 7H 8H 9H")):
        deal.apply(lead)
        deal.apply(reply)
    assert deal.result() == {
        "void": False,
        "declarer": 1,
        "contract": "hearts",
        "trump": "H",
        "tricks": [0, 0, 10],
        "defence": ["drop", "declarer", "defend"],
        "balance": [20, -70, 30],
        "pot": 20,
    }
    assert settlement_items(deal) == [
        ("defence_tricks", 1, 2, 10),
        ("contract_failed", 1, "pot", 20),
        ("hearts", 1, 2, 10),
        ("hearts", 1, 0, 10),
        ("no_aces", 1, 2, 10),
        ("no_aces", 1, 0, 10),
    ]


# -- both drop: ten tricks credited, no play -------------------------------------

HANDS_DROP = {
    1: "AH KH QH JH TH 9H AS AC AD KS",
    2: "8H 7H QS JS TS 9S 8S 7S KC QC",
    0: "JC TC 9C 8C 7C KD QD JD TD 9D",
}


def test_both_drop_hearts_with_four_aces():
    deal = start(HANDS_DROP, "8D 7D", "hearts", "no-announcement", "drop", "drop")
    assert deal.is_over and deal.tricks == []
    assert {"type": "both_drop", "seat": 1} in deal.events
    assert deal.result() == {
        "void": False,
        "declarer": 1,
        "contract": "hearts",
        "trump": "H",
        "tricks": [0, 10, 0],
        "defence": ["drop", "declarer", "drop"],
        "balance": [-20, 50, -20],
        "pot": -10,
    }
    assert settlement_items(deal) == [
        ("contract_made", "pot", 1, 10),
        ("hearts", 2, 1, 10),
        ("hearts", 0, 1, 10),
        ("four_aces", 2, 1, 10),
        ("four_aces", 0, 1, 10),
    ]


def test_no_aces_success_when_both_drop():
    hands = {
        0: "AH KH QH JH TH 9H 8H 7H 8S 7S",
        1: "KS QS JS TS 9S KC QC JC KD QD",
        2: "AS AC TC 9C 8C 7C JD TD 9D 8D",
    }
    deal = start(hands, "AD 7D", "game:S", "pass", "pass", "no-aces", "drop", "drop")
    assert deal.result()["balance"] == [-10, 30, -10]
    assert deal.result()["pot"] == -10
    assert [i[0] for i in settlement_items(deal)] == ["contract_made", "no_aces", "no_aces"]
