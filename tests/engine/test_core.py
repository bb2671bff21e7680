"""Shared engine helpers: cards, trick logic, errors, the Deal base, new_deal
and replay validation (every game's new_deal and replay: test_conformance)."""

import json
import random

import pytest

from game.engine import IllegalAction, deal_class, new_deal, replay
from game.engine.cards import PACKS, make_pack, rank, shuffled_deck, suit, validate_deck
from game.engine.core import check_seat
from game.engine.tricks import (
    beats,
    follow_options,
    must_beat_options,
    of_suit,
    winning_index,
)

# A plain A > K > Q > J > T > 9 > 8 > 7 order, enough to test the helpers.
PLAIN = {r: i for i, r in enumerate("789TJQKA")}


def strength(card):
    return PLAIN[card[0]]


# -- cards -----------------------------------------------------------------------
def test_packs_have_the_rule_book_sizes_and_unique_codes():
    sizes = {"aluette": 48, "belote": 32, "schnapsen": 20, "preference": 32}
    for game, size in sizes.items():
        pack = PACKS[game]
        assert len(pack) == size and len(set(pack)) == size
        assert all(len(c) == 2 and c == c.upper() for c in pack)
    assert set(PACKS["schnapsen"]) < set(PACKS["belote"])
    assert {suit(c) for c in PACKS["aluette"]} == {"O", "C", "B", "S"}
    assert {rank(c) for c in PACKS["schnapsen"]} == set("JQKTA")


def test_make_pack_is_suit_major():
    assert make_pack("AB", "xy") == ("Ax", "Bx", "Ay", "By")


def test_validate_deck_names_the_problem():
    pack = list(PACKS["schnapsen"])
    assert validate_deck("schnapsen", tuple(pack)) == pack
    with pytest.raises(ValueError, match="20 cards, got 19"):
        validate_deck("schnapsen", pack[:-1])
    with pytest.raises(ValueError, match="'7C' is not a card"):
        validate_deck("schnapsen", ["7C"] + pack[1:])
    with pytest.raises(ValueError, match="JC appears twice"):
        validate_deck("schnapsen", ["JC"] + pack[:-1])
    with pytest.raises(ValueError, match="not a card"):
        validate_deck("schnapsen", [None] + pack[1:])
    with pytest.raises(ValueError, match=r"\['JC'\] is not a card"):
        validate_deck("schnapsen", [["JC"]] + pack[1:])
    with pytest.raises(ValueError, match="must hold"):
        validate_deck("schnapsen", pack + [["JC"]])


def test_shuffled_deck_follows_the_generator():
    a = shuffled_deck("aluette", random.Random(5))
    b = shuffled_deck("aluette", random.Random(5))
    assert a == b and sorted(a) == sorted(PACKS["aluette"]) and a != list(PACKS["aluette"])


# -- tricks ----------------------------------------------------------------------
def test_of_suit():
    assert of_suit(["AH", "7C", "KH"], "H") == ["AH", "KH"]
    assert of_suit(["AH"], "S") == []


@pytest.mark.parametrize(
    "trick, trump, expected",
    [
        (["9H", "AH", "KH", "7H"], None, 1),  # highest of the suit led
        (["9H", "AS", "KS", "7C"], None, 0),  # other suits never win without trumps
        (["9H", "AH", "7S", "KH"], "S", 2),  # a trump beats the suit led
        (["9H", "8S", "AS", "KH"], "S", 2),  # the higher trump
        (["7S", "AH", "8S"], "S", 2),  # trumps led
        (["AH"], "S", 0),
    ],
)
def test_winning_index(trick, trump, expected):
    assert winning_index(trick, trump, strength) == expected


def test_beats():
    assert beats("AH", "KH", "S", strength)
    assert not beats("QH", "KH", "S", strength)
    assert beats("7S", "AH", "S", strength)
    assert not beats("AC", "7H", "S", strength)
    assert not beats("AH", "7S", "S", strength)
    assert not beats("AC", "7H", None, strength)


def test_follow_options():
    hand = ["AH", "7S", "KC", "8S"]
    assert follow_options(hand, "H", "S") == ["AH"]
    assert follow_options(hand, "D", "S") == ["7S", "8S"]
    assert follow_options(["AH", "KC"], "D", "S") == ["AH", "KC"]
    assert follow_options(["AH", "KC"], "D", None) == ["AH", "KC"]


@pytest.mark.parametrize(
    "hand, led, winning, trump, expected",
    [
        (["7H", "AH", "9S"], "H", "KH", "S", ["AH"]),  # follow and beat
        (["7H", "8H", "9S"], "H", "KH", "S", ["7H", "8H"]),  # cannot beat: any of suit
        (["7H", "AH"], "H", "9S", "S", ["7H", "AH"]),  # trick trumped: any of suit
        (["7S", "AS", "KC"], "H", "KH", "S", ["7S", "AS"]),  # void: any trump
        (["7S", "AS", "KC"], "H", "9S", "S", ["AS"]),  # void: overtrump if able
        (["7S", "8S", "KC"], "H", "9S", "S", ["7S", "8S"]),  # cannot overtrump
        (["7D", "KC"], "H", "KH", "S", ["7D", "KC"]),  # void, no trump: anything
        (["7D", "KC"], "H", "KH", None, ["7D", "KC"]),  # no trump suit at all
        (["TS", "AS", "7H"], "S", "KS", "S", ["AS"]),  # trumps led: beat
    ],
)
def test_must_beat_options(hand, led, winning, trump, expected):
    assert must_beat_options(hand, led, winning, trump, strength) == expected


# -- errors and the Deal base ------------------------------------------------------
def test_illegal_action_is_a_value_error_with_code_and_params():
    exc = IllegalAction("KH", "must_follow_suit", "you must follow suit", suit="H")
    assert isinstance(exc, ValueError)
    assert exc.code == "must_follow_suit" and exc.action == "KH"
    assert exc.params == {"suit": "H", "action": "KH"}
    assert str(exc) == "you must follow suit"


def test_legal_actions_is_a_copy_and_the_cache_follows_the_state():
    deal = new_deal("aluette", seed=3)
    legal = deal.legal_actions()
    legal.clear()
    assert deal.legal_actions() == deal.hands[deal.current_player]
    copy = deal.clone()
    # the copy shares the cached list; moving the original must not touch it
    deal.apply(deal.legal_actions()[0])
    assert copy.legal_actions() == copy.hands[copy.current_player]
    assert len(copy.legal_actions()) == 9 and len(copy.actions) == 0
    copy.apply(copy.legal_actions()[-1])
    assert deal.actions != copy.actions


def test_record_and_events_are_copied_by_clone():
    deal = new_deal("schnapsen", seed=2)
    while not deal.events:
        deal.apply(deal.legal_actions()[0])
    copy = deal.clone()
    assert copy.events == deal.events and copy.events is not deal.events
    assert copy.actions == deal.actions and copy.actions is not deal.actions
    rec = deal.record()
    assert set(rec) == {"game", "dealer", "deck", "actions"}
    rec["actions"].append("x")
    assert "x" not in deal.actions


def test_check_seat():
    deal = new_deal("schnapsen", seed=1)
    check_seat(deal, 1)
    for bad in (2, -1, "0", None):
        with pytest.raises(ValueError, match="seat"):
            deal.observation(bad)


# -- new_deal / replay validation ----------------------------------------------------
def test_new_deal_from_seed_is_reproducible():
    a, b = new_deal("aluette", seed=9, dealer=2), new_deal("aluette", seed=9, dealer=2)
    assert a.deck == b.deck and a.hands == b.hands
    assert new_deal("aluette", seed=10).deck != a.deck
    assert deal_class("schnapsen").game == "schnapsen"


def test_replay_refuses_malformed_records():
    good = new_deal("schnapsen", seed=4).record()
    with pytest.raises(ValueError, match="must be a dict"):
        replay([good])
    for key in ("game", "dealer", "deck", "actions"):
        with pytest.raises(ValueError, match=repr(key)):
            replay({k: v for k, v in good.items() if k != key})
    with pytest.raises(ValueError, match="actions must be a list"):
        replay({**good, "actions": "JC"})
    with pytest.raises(ValueError, match="unknown game"):
        replay({**good, "game": "skat"})
    with pytest.raises(ValueError, match="dealer"):
        replay({**good, "dealer": 2})


def test_replay_names_the_first_bad_action():
    deal = new_deal("schnapsen", seed=4)
    for _ in range(6):
        deal.apply(deal.legal_actions()[0])
    record = json.loads(json.dumps(deal.record()))
    record["actions"][3] = "marry:KS"
    record["actions"].append("nonsense")
    with pytest.raises(IllegalAction) as info:
        replay(record)
    assert info.value.code == "bad_record"
    assert info.value.params["index"] == 3 and info.value.action == "marry:KS"
    assert "action 3 ('marry:KS')" in str(info.value)


def test_each_game_says_which_card_an_action_carries():
    from game.engine import action_card

    assert action_card("belote", "JH") == ("JH", "play")
    assert action_card("belote", "pass") is None
    assert action_card("schnapsen", "marry:QH") == ("QH", "play")
    assert action_card("preference", "discard:7S") == ("7S", "discard")
    assert action_card("aluette", "marry:3O") is None  # another game's words carry nothing here
    assert action_card("preference", "bid:2") is None and action_card("preference", None) is None
