"""Obvious moves on scripted deals (explicit deck orders)."""

import random

import pytest

from game.ai import make_player
from game.engine import new_deal
from game.engine.cards import PACKS


def deck_from(game, placed):
    """A deck with ``placed`` {index: card} and the rest of the pack in order."""
    rest = iter([c for c in PACKS[game] if c not in placed.values()])
    return [placed[i] if i in placed else next(rest) for i in range(len(PACKS[game]))]


def choose(game, deal, level="normal", seed=1):
    seat = deal.current_player
    return make_player(game, level, random.Random(seed)).choose(deal.observation(seat))


# -- Aluette -------------------------------------------------------------------


def aluette_deal(hands, plays, dealer=3):
    """``hands[seat]`` = nine cards placed where rules §1 deals them; then ``plays``."""
    placed = {}
    for seat, cards in hands.items():
        j = (seat - dealer - 1) % 4
        idx = [12 * r + 3 * j + k for r in range(3) for k in range(3)]
        placed.update(zip(idx, cards))
    assert len(set(placed.values())) == 36
    deal = new_deal("aluette", deck=deck_from("aluette", placed), dealer=dealer)
    for c in plays:
        deal.apply(c)
    return deal


def test_aluette_wins_a_trick_with_the_lowest_card_that_wins():
    deal = aluette_deal(
        {
            0: ["7O", "7C", "8C", "4S", "5B", "6C", "NB", "JS", "NS"],
            1: ["4C", "7B", "7S", "8B", "8S", "6S", "5C", "3B", "1B"],
            2: ["8O", "4O", "9B", "9S", "JO", "JC", "NO", "NC", "6B"],
            3: ["3O", "KC", "JB", "5S", "4B", "5O", "6O", "KS", "3S"],
        },
        ["7O", "4C", "8O"],
    )
    # an opponent's 8 wins so far and seat 3 plays last: the Valet takes it,
    # Monsieur and the Rois stay in hand
    assert choose("aluette", deal) == "JB"


def test_aluette_does_not_overtake_the_partner():
    deal = aluette_deal(
        {
            0: ["5O", "7C", "8C", "4S", "5B", "6C", "NB", "JS", "NS"],
            1: ["KO", "7B", "7S", "8B", "8S", "6S", "5C", "3B", "1B"],
            2: ["6O", "4O", "9B", "9S", "JO", "JC", "NO", "NC", "6B"],
            3: ["1C", "3O", "4B", "5S", "4C", "7O", "8O", "KS", "3S"],
        },
        ["5O", "KO", "6O"],
    )
    # the partner's Roi wins: neither top it with the ace nor spoil it with a Roi
    assert choose("aluette", deal) == "3S"


def test_aluette_spoils_an_opponent_trick_it_cannot_beat():
    deal = aluette_deal(
        {
            0: ["KB", "7C", "8C", "4S", "5B", "6C", "NB", "JS", "NS"],
            1: ["4C", "7B", "7S", "8B", "8S", "6S", "5C", "3B", "9O"],
            2: ["5O", "4O", "9B", "9S", "JO", "JC", "NO", "NC", "6B"],
            3: ["KS", "4B", "5S", "6O", "7O", "8O", "3S", "JB", "KC"],
        },
        ["KB", "4C", "5O"],
    )
    # an opponent's Roi wins; nothing beats it but a Roi ties it: pourri
    assert choose("aluette", deal) in ("KS", "KC")


# -- Belote --------------------------------------------------------------------


def belote_deal(hands, turned, plays, taker=3):
    """Dealer 0 (order 3, 2, 1, 0); ``taker`` takes the turned suit at once.
    ``hands[seat]`` = the eight cards after the deal is completed."""
    order = [3, 2, 1, 0]
    first = {s: [3 * i + k for k in range(3)] + [12 + 2 * i, 13 + 2 * i] for i, s in enumerate(order)}
    later, i = {}, 21
    for s in order:
        n = 2 if s == taker else 3
        later[s] = list(range(i, i + n))
        i += n
    placed = {20: turned}
    for s, cards in hands.items():
        cards = [c for c in cards if c != turned]
        placed.update(zip(first[s] + later[s], cards))
    assert len(set(placed.values())) == 32
    deal = new_deal("belote", deck=deck_from("belote", placed), dealer=0)
    for _ in range(order.index(taker)):
        deal.apply("pass")
    deal.apply("take")
    for c in plays:
        deal.apply(c)
    return deal


def test_belote_does_not_overtake_a_winning_partner():
    deal = belote_deal(
        {
            3: ["7H", "7S", "7C", "8C", "9C", "7D", "8D", "9D"],
            2: ["KS", "JC", "QC", "KC", "JD", "QD", "KD", "8H"],
            1: ["8S", "TS", "AC", "TC", "AD", "TD", "9H", "TH"],
            0: ["AS", "9S", "JS", "QS", "JH", "QH", "KH", "AH"],
        },
        "7H",
        ["7S", "KS", "8S"],
    )
    action = choose("belote", deal)
    assert action in ("9S", "JS", "QS")  # never the Ace over the partner's King


def test_belote_takes_a_trick_with_the_cheapest_winner():
    deal = belote_deal(
        {
            3: ["7H", "KD", "7C", "8C", "9C", "7S", "8S", "9S"],
            2: ["7D", "JC", "QC", "KC", "JS", "QS", "KS", "8H"],
            1: ["8D", "9D", "AC", "TC", "JD", "QD", "9H", "TH"],
            0: ["AD", "TD", "TS", "AS", "JH", "QH", "KH", "AH"],
        },
        "7H",
        ["KD", "7D", "8D"],
    )
    assert choose("belote", deal) == "TD"


def test_belote_takes_with_jack_and_nine_and_passes_a_poor_hand():
    strong = {0: "JH", 1: "9H", 2: "7C", 12: "8D", 13: "AS", 20: "7H"}
    deal = new_deal("belote", deck=deck_from("belote", strong), dealer=0)
    assert deal.current_player == 3
    assert choose("belote", deal) == "take"
    poor = {0: "7C", 1: "8D", 2: "9S", 12: "JD", 13: "QC", 20: "7H"}
    deal = new_deal("belote", deck=deck_from("belote", poor), dealer=0)
    assert choose("belote", deal) == "pass"


# -- Schnapsen -----------------------------------------------------------------


def test_schnapsen_declares_a_marriage():
    placed = {0: "KH", 1: "QH", 2: "JC", 7: "QD", 8: "TD", 6: "AS"}
    deal = new_deal("schnapsen", deck=deck_from("schnapsen", placed), dealer=1)
    assert deal.current_player == 0
    assert choose("schnapsen", deal).startswith("marry:")


@pytest.mark.parametrize("level", ["normal", "strong"])
def test_schnapsen_takes_66_when_it_can(level):
    deck = ["TD", "TH", "JD", "KC", "QD", "TC", "KS", "JC", "QS", "TS",
            "KD", "AS", "KH", "JS", "JH", "QH", "AH", "AC", "AD", "QC"]
    deal = new_deal("schnapsen", deck=deck, dealer=1)
    for a in ["JD", "KD", "QD", "TD", "exchange", "marry:QS", "TS", "JH"]:
        deal.apply(a)
    obs = deal.observation(0)
    assert obs["scores"][0] == 53 and [p["card"] for p in obs["trick"]] == ["JH"]
    # the Ten of hearts also wins the trick but stops at 65; the Ace makes 66
    assert choose("schnapsen", deal, level) == "AH"
    deal.apply("AH")
    assert deal.is_over and deal.result()["winner"] == 0


def test_schnapsen_closes_with_enough_for_66():
    deck = ["AC", "KH", "QD", "QS", "KS", "TC", "TH", "AH", "QH", "JD",
            "KD", "AD", "JH", "AS", "JC", "QC", "TD", "JS", "KC", "TS"]
    deal = new_deal("schnapsen", deck=deck, dealer=1)
    for a in ["marry:QH", "JD"]:
        deal.apply(a)
    assert deal.observation(0)["scores"][0] == 45
    assert choose("schnapsen", deal) == "close"


# -- Preference ----------------------------------------------------------------


def preference_deal(hands, talon, dealer=2):
    order = [(dealer + 1) % 3, (dealer + 2) % 3, dealer]
    placed = {9: talon[0], 10: talon[1]}
    for i, s in enumerate(order):
        idx = [3 * i + k for k in range(3)] + [11 + 4 * i + k for k in range(4)] + [
            23 + 3 * i + k for k in range(3)
        ]
        placed.update(zip(idx, hands[s]))
    assert len(set(placed.values())) == 32
    return new_deal("preference", deck=deck_from("preference", placed), dealer=dealer)


PREF_HANDS = {
    0: ["AS", "KS", "QS", "JS", "TS", "AH", "KH", "AD", "AC", "KC"],
    1: ["7C", "8C", "9C", "7D", "8D", "9D", "7H", "8H", "9H", "7S"],
    2: ["TC", "JC", "QC", "TD", "JD", "QD", "KD", "TH", "JH", "QH"],
}


@pytest.mark.parametrize("level", ["normal", "strong"])
def test_preference_drops_a_hopeless_defence(level):
    deal = preference_deal(PREF_HANDS, ["8S", "9S"])
    for a in ["bid:1", "pass", "pass", "discard:8S", "discard:9S", "trump:S", "no-announcement"]:
        deal.apply(a)
    assert deal.phase == "defence" and deal.current_player == 1
    assert choose("preference", deal, level) == "drop"


def test_preference_bids_a_strong_hand_and_passes_a_weak_one():
    deal = preference_deal(PREF_HANDS, ["8S", "9S"])
    assert deal.current_player == 0
    assert choose("preference", deal) != "pass"
    deal.apply("bid:1")
    assert choose("preference", deal) == "pass"  # seat 1: nothing at all


def test_preference_declarer_discards_and_names_its_long_suit():
    deal = preference_deal(PREF_HANDS, ["8S", "9S"])
    for a in ["bid:1", "pass", "pass"]:
        deal.apply(a)
    while deal.phase == "discard":
        a = choose("preference", deal)
        assert a[8:] not in ("AS", "KS", "QS", "JS", "AH", "AD", "AC")
        deal.apply(a)
    assert choose("preference", deal) == "trump:S"
