"""Scripted Belote deals (rules §2): every deck order below is explicit."""

import json

import pytest

from game.engine import IllegalAction, new_deal
from game.engine.cards import PACKS

PACK = PACKS["belote"]


def cards(text):
    return text.split()


def deck_for_hands(dealer, hands, turned, taker):
    """The deck giving each seat ``hands[s]`` (8 cards, the first five dealt
    before the bidding, the rest in the completion; the taker's list holds the
    turned card, which is not counted among its first five)."""
    order = [(dealer - 1) % 4, (dealer - 2) % 4, (dealer - 3) % 4, dealer]
    hands = {s: cards(v) for s, v in hands.items()}
    hands[taker].remove(turned)
    deck = []
    for s in order:
        deck += hands[s][0:3]
    for s in order:
        deck += hands[s][3:5]
    deck.append(turned)
    for s in order:
        deck += hands[s][5:]
    assert sorted(deck) == sorted(PACK)
    return deck


def bid_until(deal, taker, action="take"):
    """Everyone passes until ``taker`` takes (second round for ``take:X``)."""
    if action != "take":
        for _ in range(4):
            deal.apply("pass")
    while deal.current_player != taker:
        deal.apply("pass")
    deal.apply(action)


def refused(deal, action, code):
    before = (deal.record(), [deal.observation(s) for s in range(4)])
    with pytest.raises(IllegalAction) as exc:
        deal.apply(action)
    assert exc.value.code == code
    assert exc.value.params["action"] == action
    assert str(exc.value)  # an English message for logs
    assert (deal.record(), [deal.observation(s) for s in range(4)]) == before
    return exc.value


def play(deal, *seq):
    for card in seq:
        deal.apply(card)


# -- dealing and bidding -------------------------------------------------------


def test_deal_layout_from_the_dealers_right():
    deck = list(PACK)
    deal = new_deal("belote", deck=deck, dealer=2)
    # counter-clockwise from the dealer's right: 1, 0, 3, 2
    assert deal.hands[1] == deck[0:3] + deck[12:14]
    assert deal.hands[0] == deck[3:6] + deck[14:16]
    assert deal.hands[3] == deck[6:9] + deck[16:18]
    assert deal.hands[2] == deck[9:12] + deck[18:20]
    assert deal.turned == deck[20]
    assert deal.current_player == 1
    assert deal.legal_actions() == ["take", "pass"]


def test_completion_deal_and_first_lead():
    deck = list(PACK)
    deal = new_deal("belote", deck=deck, dealer=2)
    deal.apply("pass")  # seat 1
    deal.apply("take")  # seat 0 takes the turned suit
    assert deal.taker == 0 and deal.trump == deck[20][1]
    assert deal.hands[1] == deck[0:3] + deck[12:14] + deck[21:24]
    assert deal.hands[0] == deck[3:6] + deck[14:16] + [deck[20]] + deck[24:26]
    assert deal.hands[3] == deck[6:9] + deck[16:18] + deck[26:29]
    assert deal.hands[2] == deck[9:12] + deck[18:20] + deck[29:32]
    # the player to the dealer's right leads, not the taker
    assert deal.current_player == 1
    assert deal.legal_actions() == deal.hands[1]


def test_second_round_names_another_suit():
    deck = list(PACK)  # suit-major pack order: deck[20] is JH
    deal = new_deal("belote", deck=deck, dealer=0)
    turned_suit = deal.turned[1]
    assert turned_suit == "H"
    refused(deal, "take:S", "only_turned_suit")
    for _ in range(4):
        deal.apply("pass")
    assert deal.phase == "bid2" and deal.current_player == 3
    assert deal.legal_actions() == ["take:C", "take:D", "take:S", "pass"]
    refused(deal, "take:H", "turned_suit_refused")
    refused(deal, "take", "name_another_suit")
    refused(deal, "7C", "bidding_in_progress")
    deal.apply("pass")
    deal.apply("take:S")
    assert deal.taker == 2 and deal.trump == "S"
    assert deal.turned in deal.hands[2] and len(deal.hands[2]) == 8
    assert deal.current_player == 3
    assert {"type": "take", "seat": 2, "suit": "S"} in deal.events


def test_void_deal_when_all_pass_twice():
    deal = new_deal("belote", deck=list(PACK), dealer=1)
    for i in range(8):
        assert deal.current_player == (0 - i) % 4
        deal.apply("pass")
    assert deal.is_over and deal.current_player is None
    assert deal.legal_actions() == []
    assert deal.result() == {
        "void": True,
        "taker": None,
        "trump": None,
        "card_points": [0, 0],
        "belote": [0, 0],
        "capot": None,
        "made": None,
        "score": [0, 0],
    }
    assert deal.events[-1] == {"type": "void"}
    with pytest.raises(IllegalAction) as exc:
        deal.apply("pass")
    assert exc.value.code == "deal_over"


# -- play obligations --------------------------------------------------------

# Deal A: plain suit led; must trump (choice of trumps), must follow, partner winning.
HANDS_A = {
    0: "JH QH 9D TD JD QD KD AD",
    1: "JS TS 9S 8S 7S 8C 9C TC",
    2: "KH 8H JC QC KC AC 7D 8D",
    3: "AS KS QS 7H 9H TH AH 7C",
}


def deal_a():
    deal = new_deal("belote", deck=deck_for_hands(0, HANDS_A, "7H", 3), dealer=0)
    bid_until(deal, 3)
    assert [sorted(h) for h in deal.hands] == [sorted(cards(HANDS_A[s])) for s in range(4)]
    return deal


def test_must_trump_when_an_opponent_wins():
    deal = deal_a()
    play(deal, "AS")
    assert deal.legal_actions() == ["KH", "8H"]
    err = refused(deal, "JC", "must_trump")
    assert err.params["suit"] == "H"


def test_must_follow_suit():
    deal = deal_a()
    play(deal, "AS", "KH")
    assert deal.legal_actions() == cards("JS TS 9S 8S 7S")
    err = refused(deal, "8C", "must_follow_suit")
    assert err.params["suit"] == "S"
    refused(deal, "AH", "card_not_in_hand")
    refused(deal, "hello", "unknown_action")
    refused(deal, "take", "bidding_over")


def test_partner_winning_allows_a_discard_but_a_trump_must_overtrump():
    deal = deal_a()
    play(deal, "AS", "KH", "7S")
    # partner (seat 2) wins with KH: any card, but QH would not beat it while JH would
    assert deal.legal_actions() == cards("JH 9D TD JD QD KD AD")
    err = refused(deal, "QH", "must_overtrump")
    assert err.params["card"] == "KH"
    play(deal, "9D")
    assert deal.tricks[-1] == (3, ["AS", "KH", "7S", "9D"], 2)
    assert deal.points == [15, 0]
    assert deal.current_player == 2
    assert deal.events[-1] == {"type": "trick", "index": 0, "winner": 2}


# Deal B: trumps led.
HANDS_B = {
    0: "AD KD QD JD TD 9D 8D 7D",
    1: "QH 8H TS 9S 8S 7S 8C 7C",
    2: "AH KH AC KC QC JC TC 9C",
    3: "TH JH 9H AS KS QS JS 7H",
}


def test_trumps_led_overtrump_else_any_trump_else_any_card():
    deal = new_deal("belote", deck=deck_for_hands(0, HANDS_B, "7H", 3), dealer=0)
    bid_until(deal, 3)
    play(deal, "TH")
    assert deal.legal_actions() == ["AH"]
    refused(deal, "KH", "must_overtrump")
    refused(deal, "AC", "must_follow_suit")
    play(deal, "AH")
    # seat 1 cannot beat AH: any trump, still no other suit
    assert deal.legal_actions() == ["QH", "8H"]
    refused(deal, "TS", "must_follow_suit")
    play(deal, "8H")
    # seat 0 has no trump: any card
    assert deal.legal_actions() == cards(HANDS_B[0])
    play(deal, "7D")
    assert deal.tricks[-1][2] == 2
    assert deal.points == [10 + 11, 0]


# Deal C: an opponent overtrumped; then an undertrump forced.
HANDS_C = {
    0: "TH 8S 7S JC TC 9C 8C 7C",
    1: "7H QH 9H AC KC QC 8D 7D",
    2: "8H KH AD KD QD JD TD 9D",
    3: "AS KS QS JS TS 9S JH AH",
}


def test_overtrump_an_opponent_and_forced_undertrump():
    deal = new_deal("belote", deck=deck_for_hands(0, HANDS_C, "AH", 3), dealer=0)
    bid_until(deal, 3)
    play(deal, "AS")
    assert deal.legal_actions() == ["8H", "KH"]
    play(deal, "8H")
    # opponent seat 2 wins with 8H: seat 1 must beat it
    assert deal.legal_actions() == ["QH", "9H"]
    refused(deal, "7H", "must_overtrump")
    refused(deal, "AC", "must_trump")
    play(deal, "9H")
    assert deal.legal_actions() == ["8S", "7S"]
    play(deal, "7S")
    assert deal.current_player == 1 and deal.points == [0, 25]
    # trick 2: seat 1 leads a club; seat 3's partner wins, so seat 3 may trump freely
    play(deal, "AC", "7C")
    assert deal.legal_actions() == deal.hands[3]
    play(deal, "JH")
    # seat 2 cannot follow, its opponent wins with JH: it must undertrump
    assert deal.legal_actions() == ["KH"]
    refused(deal, "AD", "must_trump")
    play(deal, "KH")
    assert deal.tricks[-1] == (1, ["AC", "7C", "JH", "KH"], 3)
    assert deal.points == [0, 25 + 11 + 20 + 4]


# -- Belote, scoring ---------------------------------------------------------

# Deal F: taker seat 3 (trump H) holds K and Q of hearts, both arriving after
# the bidding (QH turned, KH in the completion); the defenders win.
HANDS_F = {
    0: "JH 9H AS TS AC TC KD QD",
    1: "8H 7H JS 9S JC 9C AD 9D",
    2: "AH TH KS QS KC QC JD TD",
    3: "8S 7S 8C 7C 8D 7D KH QH",
}
PLAY_F = [
    "7S", "QS", "9S", "AS",  # seat 0 wins 14
    "AC", "7C", "QC", "9C",  # seat 0 wins 14
    "TS", "8S", "KS", "JS",  # seat 0 wins 16
    "TC", "8C", "KC", "JC",  # seat 0 wins 16
    "KD", "8D", "TD", "AD",  # seat 1 wins 25
    "9D", "QD", "7D", "JD",  # seat 0 wins 5
    "9H", "QH", "TH", "7H",  # seat 0 wins 27, Belote
    "JH", "KH", "AH", "8H",  # seat 0 wins 35 + 10, Rebelote
]


def test_belote_from_the_completion_and_a_failed_contract():
    deck = deck_for_hands(0, HANDS_F, "QH", 3)
    assert "KH" in deck[21:] and deck[20] == "QH"
    deal = new_deal("belote", deck=deck, dealer=0)
    bid_until(deal, 3)
    assert deal.belote_seat == 3
    play(deal, *PLAY_F[:25])
    assert not any(e["type"] in ("belote", "rebelote") for e in deal.events)
    play(deal, "QH")
    assert deal.events[-1] == {"type": "belote", "seat": 3}
    play(deal, *PLAY_F[26:29])
    assert deal.events[-1]["type"] == "trick"
    play(deal, "KH")
    assert deal.events[-1] == {"type": "rebelote", "seat": 3}
    play(deal, *PLAY_F[30:])
    assert deal.is_over
    # taker's team: 25 + 20 = 45 < 137: failed; the defenders take 162 + 20
    assert deal.result() == {
        "void": False,
        "taker": 3,
        "trump": "H",
        "card_points": [137, 25],
        "belote": [0, 20],
        "capot": None,
        "made": False,
        "score": [182, 0],
    }
    assert [e["winner"] for e in deal.events if e["type"] == "trick"] == [0, 0, 0, 0, 1, 0, 0, 0]


# Deal G: deal F with the hearts of seats 2 and 3 swapped: the defenders
# (seat 2) hold the Belote.
HANDS_G = {**HANDS_F, 2: "KH QH KS QS KC QC JD TD", 3: "8S 7S 8C 7C 8D 7D AH TH"}
PLAY_G = PLAY_F[:24] + ["9H", "TH", "QH", "7H", "JH", "AH", "KH", "8H"]


def test_failed_contract_gives_the_defenders_their_own_belote_too():
    deal = new_deal("belote", deck=deck_for_hands(0, HANDS_G, "TH", 3), dealer=0)
    bid_until(deal, 3)
    play(deal, *PLAY_G)
    assert [e for e in deal.events if e["type"] in ("belote", "rebelote")] == [
        {"type": "belote", "seat": 2},
        {"type": "rebelote", "seat": 2},
    ]
    # 25 + 0 < 137 + 20: failed; the defenders score 162 + 20
    assert deal.result() == {
        "void": False,
        "taker": 3,
        "trump": "H",
        "card_points": [137, 25],
        "belote": [20, 0],
        "capot": None,
        "made": False,
        "score": [182, 0],
    }


def test_made_contract_leaves_the_defenders_their_belote():
    # the deal F cards, but seat 2 takes the turned TH: seat 3 defends with K and Q
    deal = new_deal("belote", deck=deck_for_hands(0, HANDS_F, "TH", 2), dealer=0)
    bid_until(deal, 2)
    assert deal.taker == 2 and deal.belote_seat == 3
    play(deal, *PLAY_F)
    assert deal.result() == {
        "void": False,
        "taker": 2,
        "trump": "H",
        "card_points": [137, 25],
        "belote": [0, 20],
        "capot": None,
        "made": True,
        "score": [137, 45],
    }


def test_nobody_else_gets_belote_for_plain_king_and_queen():
    deal = new_deal("belote", deck=deck_for_hands(0, HANDS_F, "QH", 3), dealer=0)
    bid_until(deal, 3)
    # seat 2 holds K and Q of spades and clubs: not trumps, no announcement
    play(deal, *PLAY_F)
    assert deal.result()["belote"] == [0, 20]
    assert sum(e["type"] == "belote" for e in deal.events) == 1


# Deal H: the taker holds every trump and makes capot.
HANDS_H = {
    0: "AS KS QS JS TS 9S 8S 7S",
    1: "AC KC QC JC TC 9C 8C 7C",
    2: "AD KD QD JD TD 9D 8D 7D",
    3: "JH 9H AH TH KH QH 8H 7H",
}


def test_capot_with_belote():
    deal = new_deal("belote", deck=deck_for_hands(0, HANDS_H, "7H", 3), dealer=0)
    bid_until(deal, 3)
    for lead in cards("JH 9H AH TH KH QH 8H 7H"):
        assert deal.current_player == 3
        deal.apply(lead)
        for _ in range(3):
            deal.apply(deal.legal_actions()[0])
    assert deal.result() == {
        "void": False,
        "taker": 3,
        "trump": "H",
        "card_points": [0, 252],
        "belote": [0, 20],
        "capot": 1,
        "made": True,
        "score": [0, 272],
    }
    kinds = [e["type"] for e in deal.events if e["type"] in ("belote", "rebelote", "capot")]
    assert kinds == ["belote", "rebelote", "capot"]
    assert deal.events[-1] == {"type": "capot", "team": 1}


def test_capot_by_the_defenders_after_a_second_round_take():
    # seat 3 names hearts in the second round, but seat 0 holds every heart
    hands = {0: HANDS_H[3], 1: HANDS_H[0], 2: HANDS_H[1], 3: HANDS_H[2]}
    deal = new_deal("belote", deck=deck_for_hands(0, hands, "7D", 3), dealer=0)
    bid_until(deal, 3, "take:H")
    assert deal.trump == "H" and "7D" in deal.hands[3]
    play(deal, "AD", "AC", "AS")
    # seat 0 cannot follow and an opponent wins: it must trump
    assert deal.legal_actions() == deal.hands[0]
    play(deal, "7H")
    for lead in cards("JH 9H AH TH KH QH 8H"):
        assert deal.current_player == 0
        play(deal, lead, *[deal.hands[s][0] for s in (3, 2, 1)])
    assert deal.result() == {
        "void": False,
        "taker": 3,
        "trump": "H",
        "card_points": [252, 0],
        "belote": [20, 0],
        "capot": 0,
        "made": False,
        "score": [272, 0],
    }


def test_equal_totals_make_the_contract():
    deck = cards(
        "8C AD AH 8D KH QC JD AS AC QS 9C 7S 8S TC TD TH 7C 7H TS KS "
        "9S KD 9D JC JH QD 9H 8H 7D QH JS KC"
    )
    deal = new_deal("belote", deck=deck, dealer=0)
    deal.apply("take")  # seat 3 takes spades (turned 9S)
    assert deal.hands == [
        cards("QS 9C 7S TS KS QH JS KC"),
        cards("JD AS AC 7C 7H 9H 8H 7D"),
        cards("8D KH QC TD TH JC JH QD"),
        cards("8C AD AH 8S TC 9S KD 9D"),
    ]
    play(
        deal,
        "TC", "JC", "7C", "9C",  # seat 3: 12 (team 1: 12)
        "AD", "8D", "JD", "KS",  # seat 0 must trump, Belote: 17 (team 0: 17)
        "TS", "9S", "TH", "AS",  # seat 3 overtrumps with 9S: 45 (57)
        "8S", "KH", "7D", "JS",  # seat 0 overtrumps with JS: 24 (41)
        "QS", "8C", "QD", "7H",  # Rebelote: 6 (47)
        "KC", "9D", "QC", "AC",  # seat 1: 18 (75)
        "8H", "QH", "AH", "JH",  # seat 3: 16 (91)
        "KD", "TD", "9H", "7S",  # seat 0 trumps its partner's trick: 14 + 10 (71)
    )
    # 91 + 0 == 71 + 20: a tie counts as made
    assert deal.result() == {
        "void": False,
        "taker": 3,
        "trump": "S",
        "card_points": [71, 91],
        "belote": [20, 0],
        "capot": None,
        "made": True,
        "score": [91, 91],
    }


def test_observation_shows_only_what_the_seat_knows():
    deal = deal_a()
    play(deal, "AS", "KH")
    for seat in range(4):
        obs = deal.observation(seat)
        json.dumps(obs)
        assert obs["game"] == "belote" and obs["seat"] == seat
        assert obs["hand"] == deal.hands[seat]
        assert obs["hand_counts"] == [8, 8, 7, 7]
        seen = set(obs["hand"]) | {"AS", "KH", obs["specific"]["turned"]}
        text = json.dumps({k: v for k, v in obs.items() if k != "hand"})
        for other in range(4):
            for card in deal.hands[other]:
                if card not in seen:
                    assert f'"{card}"' not in text
    assert deal.observation(1)["legal_actions"] == cards("JS TS 9S 8S 7S")
    assert deal.observation(0)["legal_actions"] == []
    with pytest.raises(ValueError):
        deal.observation(4)
