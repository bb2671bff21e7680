"""Every scoring line of Coinche (rules §6 "Made or failed", "Scoring a deal", "Settled points"),
each on a deal with an explicit deck order and an explicit play.

Every deal here has dealer 1: seat 0 calls first and leads the first trick, then 3, 2, 1.
Seat 0's team (0 and 2) holds the contract; seat 3 coinches, seat 2 then seat 0 are asked.
"""

import pytest

from game.engine import new_deal

PASSES = ("pass", "pass", "pass")
COINCHED = ("coinche", "pass", "pass")
SURCOINCHED = ("coinche", "surcoinche")

# deck order, then the 32 cards in the order they are played
# card points [110, 52], Belote [0, 0]
MADE = (
    "KC 8D AC AS TD TS 9D KH QD AH QH 7S KD JH JC 9S 8S QC JS 7C KS TC JD 8C 9C 7D 9H TH QS 7H AD 8H",
    "KC JC QC 7C 8D TD 9D AD AH JH AS KH AC 8C QD QH 7S KS TS 8S 9S QS JS KD 9H 7H TC 9C TH 8H JD 7D",
)
# card points [105, 57], Belote [0, 20]
BELOTE_DEFENDERS = (
    "TC 9C JC KS AS QD JS 7H TS KD KH 9S 9D QS 8S 9H AC AD QH 8D QC JH AH TD 8C KC JD TH 7C 7D 8H 7S",
    "TC 8C AC KH KD 9D QD AD JS 9S QS KS AS TS 7S JH 9C KC 7C QH 8D AH TD JD JC 9H 7H 7D 8S TH 8H QC",
)
# card points [88, 74], Belote [20, 0]
BELOTE_ATTACKERS = (
    "AD KD AC QC JD TC JS 7H 8C 9D TS 7C KS KH 7S 9C TD 8D AH TH QH 7D KC 8H JC AS QD JH 9S 9H 8S QS",
    "AD JD TD 9D KD 8H 8D TS QC 8C 7C AC KS 7S JS 8S KH TC JH AH 7H TH QH 9C 9H 7D JC QD QS KC AS 9S",
)
# card points [81, 81], Belote [0, 0]
EIGHTY_ONE = (
    "TD JS AH KS JH 7C JD 7D KC KH 9H 7H AC QD 8H TC 8D QC TS 7S QH 8C TH JC 9S AD AS 9D 8S QS KD 9C",
    "TD AD JD KD KS AS TS JS 7D KH QD JH 7C KC 9C AC AH 8H 8D 9H 7H QH TC QC 8C JC 9D 7S 9S 8S QS TH",
)
# card points [72, 90], Belote [20, 0]
BELOTE_REACHES_82 = (
    "AC 9D 8H KC TH TC QD 8S AH JD TD TS QH 7D QC 9C 7C QS JH KD 7S KH 9S KS 8D JC JS 7H 8C AD 9H AS",
    "AC KC 7C JH JD 9D 8D QD 8S TS 7S KS TD 7D TH AH QS AS 9S TC KD 8H QC JS QH 9C 7H 9H AD KH JC 8C",
)


def deck_for_hands(hands, dealer=1):
    order = [(dealer - 1) % 4, (dealer - 2) % 4, (dealer - 3) % 4, dealer]
    hands = {s: v.split() for s, v in hands.items()}
    return " ".join(sum(([c for s in order for c in hands[s][lo:hi]] for lo, hi in ((0, 3), (3, 5), (5, 8))), []))


# whole suits: seat 0 every heart, 1 every club, 2 every spade, 3 every diamond
SUITS = deck_for_hands({0: "JH 9H AH TH KH QH 8H 7H", 1: "AC KC QC JC TC 9C 8C 7C",
                        2: "AS KS QS JS TS 9S 8S 7S", 3: "AD KD QD JD TD 9D 8D 7D"})
# seat 0 leads its hearts, seat 3 gives diamonds, seat 2 spades, seat 1 clubs: seat 0 takes all eight
ALL_EIGHT = (SUITS, " ".join(f"{r}H {r}D {r}S {r}C" for r in "J9ATKQ87"))
# with clubs trumps seat 1 trumps the first heart and then leads its clubs: the defenders take all eight
DEFENDERS_ALL_EIGHT = (SUITS, "JH AD AS 7C " + " ".join(f"{c}C {h}H {k}D {k}S" for c, h, k in
                                                         zip("AKQJT98", "9ATKQ87", "KQJT987")))
# seat 0 takes seven tricks with its hearts; its seven of clubs loses the last to seat 1's ace
SEVEN = (
    deck_for_hands({0: "JH 9H AH TH KH QH 8H 7C", 1: "7H AC KC QC JC TC 9C 8C",
                    2: "AS KS QS JS TS 9S 8S 7S", 3: "AD KD QD JD TD 9D 8D 7D"}),
    "JH 7D 7S 7H 9H 8D 8S 8C AH 9D 9S 9C TH TD TS TC KH JD JS JC QH QD QS QC 8H KD KS KC 7C AD AS AC",
)

TRUMP_ORDER, PLAIN_ORDER = "78QKTA9J", "789JQKTA"
TRUMP_VALUES = {"J": 20, "9": 14, "A": 11, "T": 10, "K": 4, "Q": 3}
PLAIN_VALUES = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2}


def reference_points(tricks, trump):
    """Card points per team from the finished tricks, written out from rules §2 apart from the engine."""
    points, won = [0, 0], [0, 0]
    for trick in tricks:
        cards, seats = trick["cards"], trick["seats"]

        def key(i):
            c = cards[i]
            if c[1] == trump:
                return (2, TRUMP_ORDER.index(c[0]))
            return (1, PLAIN_ORDER.index(c[0])) if c[1] == cards[0][1] else (0, 0)

        team = seats[max(range(4), key=key)] % 2
        assert trick["winner"] % 2 == team
        won[team] += 1
        points[team] += sum((TRUMP_VALUES if c[1] == trump else PLAIN_VALUES).get(c[0], 0) for c in cards)
    last = 100 if 8 in won else 10
    points[team] += last
    return points


def played(layout, bid, after=PASSES):
    """The deal of ``layout`` with seat 0's ``bid`` and the ``after`` calls, played to its end."""
    deck, plays = layout
    deal = new_deal("coinche", deck=deck.split(), dealer=1)
    deal.apply(bid)
    for call in after:
        deal.apply(call)
    for card in plays.split():
        deal.apply(card)
    assert deal.is_over
    result = deal.result()
    assert result["card_points"] == reference_points(deal.observation(0)["tricks"], deal.trump)
    assert result == deal.observation(2)["result"]
    return result


def contract(value, factor, trump="H", bidder=0):
    return {"value": value, "trump": trump, "bidder": bidder, "factor": factor}


# -- factor 1 -----------------------------------------------------------------------------------
def test_made_attackers_score_the_value_and_their_points():
    result = played(MADE, "bid:100:H")
    assert result == {"void": False, "contract": contract(100, 1), "card_points": [110, 52], "belote": [0, 0],
                      "capot": None, "made": True, "score": [100 + 110, 52]}


def test_failed_below_the_value_the_defenders_score_160_and_the_value():
    result = played(MADE, "bid:120:H")
    assert result["made"] is False
    assert result["card_points"] == [110, 52]  # the points taken, also when the contract fails
    assert result["score"] == [0, 160 + 120]


def test_81_81_fails_even_a_contract_of_80():
    result = played(EIGHTY_ONE, "bid:80:H")
    assert result["card_points"] == [81, 81] and result["belote"] == [0, 0]
    assert result["made"] is False and result["score"] == [0, 160 + 80]


# -- Belote -------------------------------------------------------------------------------------
def test_the_attackers_own_belote_counts_towards_the_value():
    result = played(BELOTE_ATTACKERS, "bid:100:H")
    assert result["card_points"] == [88, 74] and result["belote"] == [20, 0]
    assert result["made"] is True and result["score"] == [100 + 88 + 20, 74]


def test_the_attackers_belote_reaches_82_whatever_the_defenders_take():
    result = played(BELOTE_REACHES_82, "bid:80:H")
    assert result["card_points"] == [72, 90] and result["belote"] == [20, 0]
    assert result["made"] is True and result["score"] == [80 + 72 + 20, 90]


def test_a_side_that_scores_nothing_still_adds_its_belote():
    result = played(BELOTE_ATTACKERS, "bid:110:H")  # 88 + 20 = 108 < 110
    assert result["made"] is False and result["score"] == [20, 160 + 110]


def test_the_defenders_belote_never_counts_against_the_attackers():
    result = played(BELOTE_DEFENDERS, "bid:80:H")
    assert result["card_points"] == [105, 57] and result["belote"] == [0, 20]
    assert result["made"] is True and result["score"] == [80 + 105, 57 + 20]
    failed = played(BELOTE_DEFENDERS, "bid:110:H")
    assert failed["made"] is False and failed["score"] == [0, 160 + 110 + 20]


# -- coinche and surcoinche ---------------------------------------------------------------------
def test_coinched_made_the_attackers_score_160_and_twice_the_value_no_card_points():
    result = played(MADE, "bid:100:H", COINCHED)
    assert result["contract"] == contract(100, 2)
    assert result["made"] is True and result["score"] == [160 + 2 * 100, 0]


def test_coinched_failed_the_defenders_score_160_and_twice_the_value():
    result = played(MADE, "bid:120:H", COINCHED)
    assert result["made"] is False and result["score"] == [0, 160 + 2 * 120]


def test_coinched_with_belote_on_the_side_that_scores_nothing():
    result = played(BELOTE_DEFENDERS, "bid:90:H", COINCHED)
    assert result["made"] is True and result["score"] == [160 + 2 * 90, 20]


def test_surcoinched_made_and_failed_count_four_times_the_value():
    made = played(MADE, "bid:100:H", SURCOINCHED)
    assert made["contract"] == contract(100, 4)
    assert made["score"] == [160 + 4 * 100, 0]
    failed = played(MADE, "bid:120:H", ("coinche", "pass", "surcoinche"))
    assert failed["contract"] == contract(120, 4)
    assert failed["made"] is False and failed["score"] == [0, 160 + 4 * 120]


# -- capot ---------------------------------------------------------------------------------------
def test_a_capot_contract_made_scores_250_and_252():
    result = played(ALL_EIGHT, "bid:250:H")
    assert result["capot"] == 0 and result["card_points"] == [252, 0] and result["belote"] == [20, 0]
    assert result["made"] is True and result["score"] == [250 + 252 + 20, 0]


def test_a_coinched_capot_contract_made():
    result = played(ALL_EIGHT, "bid:250:H", COINCHED)
    assert result["score"] == [160 + 2 * 250 + 20, 0]


def test_a_capot_contract_fails_with_seven_tricks_belote_aside():
    result = played(SEVEN, "bid:250:H")
    assert result["capot"] is None and result["card_points"] == [119, 43] and result["belote"] == [20, 0]
    assert result["made"] is False and result["score"] == [20, 160 + 250]
    numeric = played(SEVEN, "bid:110:H")  # the same tricks make a numeric contract
    assert numeric["made"] is True and numeric["score"] == [110 + 119 + 20, 43]


def test_an_unbid_capot_by_the_attackers_makes_the_contract():
    result = played(ALL_EIGHT, "bid:80:H")
    assert result["capot"] == 0 and result["made"] is True
    assert result["score"] == [80 + 252 + 20, 0]


def test_a_capot_by_the_defenders_fails_the_contract():
    result = played(DEFENDERS_ALL_EIGHT, "bid:80:C")
    assert result["contract"] == contract(80, 1, trump="C")
    assert result["capot"] == 1 and result["card_points"] == [0, 252] and result["belote"] == [0, 20]
    assert result["made"] is False and result["score"] == [0, 160 + 80 + 20]


@pytest.mark.parametrize("layout", [MADE, BELOTE_DEFENDERS, BELOTE_ATTACKERS, EIGHTY_ONE, BELOTE_REACHES_82,
                                    ALL_EIGHT, SEVEN])
def test_the_explicit_plays_hold_every_card_once(layout):
    deck, plays = layout
    assert sorted(deck.split()) == sorted(plays.split()) and len(set(plays.split())) == 32
