"""Aluette rules (rules.md section 1), one scripted deal per rule."""

import json

import pytest

from game.engine import IllegalAction, new_deal, replay
from game.engine.aluette import STRENGTH, deal_winner, is_mordienne
from game.engine.cards import PACKS

PACK = PACKS["aluette"]

# Highest first; cards inside one tuple are of equal rank.
RANK_ORDER = [
    ("3O",), ("3C",), ("2O",), ("2C",), ("9C",), ("9O",), ("2B",), ("2S",),
    ("1O", "1C", "1B", "1S"), ("KO", "KC", "KB", "KS"), ("NO", "NC", "NB", "NS"),
    ("JO", "JC", "JB", "JS"), ("9B", "9S"), ("8O", "8C", "8B", "8S"),
    ("7O", "7C", "7B", "7S"), ("6O", "6C", "6B", "6S"), ("5O", "5C", "5B", "5S"),
    ("4O", "4C", "4B", "4S"), ("3B", "3S"),
]


def deck_from_hands(hands, dealer, unused):
    """The deck order that deals ``hands`` (seat -> 9 cards, in dealt order)."""
    deck = [None] * 48
    for r in range(3):
        for j in range(4):
            seat = (dealer + 1 + j) % 4
            for t in range(3):
                deck[12 * r + 3 * j + t] = hands[seat][3 * r + t]
    deck[36:] = unused
    return deck


def scripted(dealer, plan):
    """A deck and the card plays for ``plan``: nine (leader, winner) pairs,
    winner None for a spoiled trick.

    Each winning trick gets one high card at the winner's place and three
    low cards; a spoiled one two equal high cards (first and third place).
    High cards come from the top of the rank order, low from the bottom, so
    every trick comes out as planned only if the engine ranks correctly.
    """
    highs = [c for group in RANK_ORDER for c in group]
    pairs = [g for g in RANK_ORDER if len(g) >= 2]
    lows = [c for group in reversed(RANK_ORDER) for c in group]
    used = set()

    def take_low():
        card = next(c for c in lows if c not in used)
        used.add(card)
        return card

    hands = {s: [] for s in range(4)}
    tricks = []
    for leader, winner in plan:
        cards = [None] * 4
        if winner is None:
            group = next(g for g in pairs if sum(c not in used for c in g) >= 2)
            a, b = [c for c in group if c not in used][:2]
            used.update((a, b))
            cards[0], cards[2] = a, b
        else:
            high = next(c for c in highs if c not in used)
            used.add(high)
            cards[(winner - leader) % 4] = high
        for i in range(4):
            if cards[i] is None:
                cards[i] = take_low()
        tricks.append((leader, cards, winner))
        for i, card in enumerate(cards):
            hands[(leader + i) % 4].append(card)
    unused = [c for c in PACK if c not in used]
    return deck_from_hands(hands, dealer, unused), tricks


def play_plan(dealer, plan):
    deck, tricks = scripted(dealer, plan)
    deal = new_deal("aluette", deck=deck, dealer=dealer)
    for number, (leader, cards, winner) in enumerate(tricks):
        assert deal.current_player == leader, f"trick {number} led by the wrong seat"
        for card in cards:
            deal.apply(card)
        assert deal.trick_winners[-1] == winner, f"trick {number}"
    assert deal.is_over
    return deal


def winners_plan(dealer, winners):
    """(leader, winner) pairs following the lead rules for ``winners``."""
    leader = (dealer + 1) % 4
    plan = []
    for w in winners:
        plan.append((leader, w))
        if w is not None:
            leader = w
    return plan


def test_deal_follows_deck_order_from_dealer_left():
    deal = new_deal("aluette", deck=list(PACK), dealer=0)
    assert deal.hands[1] == ["1O", "2O", "3O", "1C", "2C", "3C", "1B", "2B", "3B"]
    assert deal.hands[2] == ["4O", "5O", "6O", "4C", "5C", "6C", "4B", "5B", "6B"]
    assert deal.hands[3] == ["7O", "8O", "9O", "7C", "8C", "9C", "7B", "8B", "9B"]
    assert deal.hands[0] == ["JO", "NO", "KO", "JC", "NC", "KC", "JB", "NB", "KB"]
    assert deal.current_player == 1
    # the twelve swords (indices 36-47) stay out of play
    in_hands = {c for h in deal.hands for c in h}
    assert not in_hands & set(PACK[36:])
    for seat in range(4):
        text = json.dumps(deal.observation(seat))
        assert '"1S"' not in text and '"KS"' not in text


def test_dealer_three_deals_to_seat_zero_first():
    deck = list(PACK)
    deal = new_deal("aluette", deck=deck, dealer=3)
    assert deal.hands[0] == deck[0:3] + deck[12:15] + deck[24:27]
    assert deal.hands[3] == deck[9:12] + deck[21:24] + deck[33:36]
    assert deal.current_player == 0


def test_rank_order_is_exactly_the_rule_book():
    assert len(STRENGTH) == 48 and set(STRENGTH) == set(PACK)
    values = [{STRENGTH[c] for c in group} for group in RANK_ORDER]
    assert all(len(v) == 1 for v in values), "cards of a group rank equal"
    flat = [v.pop() for v in values]
    assert flat == sorted(flat, reverse=True) and len(set(flat)) == len(flat)


def test_free_play_and_highest_card_wins():
    deal = new_deal("aluette", deck=list(PACK), dealer=0)
    assert sorted(deal.legal_actions()) == sorted(deal.hands[1])
    # seat 1 leads the ace of batons; no need to follow: Grand-neuf wins
    for card in ("1B", "4O", "9C", "JO"):
        deal.apply(card)
    assert deal.trick_winners == [3]
    assert deal.current_player == 3
    assert deal.tricks_won == [0, 0, 0, 1]
    assert deal.events[-1] == {"type": "trick", "trick": 0, "winner": 3}


def test_equal_highest_cards_spoil_the_trick_and_leader_leads_again():
    plan = [(1, None), (1, None), (1, 2)] + [(2, 2)] * 6
    deal = play_plan(0, plan)
    assert deal.trick_winners[:2] == [None, None]
    assert [e for e in deal.events if e["type"] == "pourri"] == [
        {"type": "pourri", "trick": 0, "leader": 1},
        {"type": "pourri", "trick": 1, "leader": 1},
    ]


def hands_starting_with(firsts):
    """Hands whose first cards are ``firsts`` (seat -> card), the rest filled
    from the pack in order; returns (hands, unused)."""
    rest = iter(c for c in PACK if c not in firsts.values())
    hands = {s: [firsts[s]] + [next(rest) for _ in range(8)] for s in range(4)}
    return hands, list(rest)


def test_tie_below_the_highest_card_does_not_spoil():
    hands, unused = hands_starting_with({1: "KO", 2: "4O", 3: "4C", 0: "5B"})
    deal = new_deal("aluette", deck=deck_from_hands(hands, 0, unused), dealer=0)
    for card in ("KO", "4O", "4C", "5B"):
        deal.apply(card)
    assert deal.trick_winners == [1]


def test_equal_cards_of_a_group_spoil_whatever_their_suits():
    hands, unused = hands_starting_with({1: "9B", 2: "9S", 3: "8O", 0: "4B"})
    deal = new_deal("aluette", deck=deck_from_hands(hands, 0, unused), dealer=0)
    for card in ("9B", "9S", "8O", "4B"):
        deal.apply(card)
    assert deal.trick_winners == [None]
    assert deal.current_player == 1
    assert deal.tricks_won == [0, 0, 0, 0]


def test_three_way_tie_goes_to_first_to_reach_the_count():
    winners = [1, 2, 3, 3, 1, 2, 2, 3, 1]
    deal = play_plan(0, winners_plan(0, winners))
    result = deal.result()
    assert result == {
        "tricks": [0, 3, 3, 3],
        "trick_winners": winners,
        "winner": 2,  # reached three at trick 7, before seats 3 and 1
        "points": [1, 0],
        "mordienne": False,
    }


def test_single_tricks_tie_goes_to_earliest():
    winners = [0, 1, 2, None, None, None, None, None, 3]
    deal = play_plan(3, winners_plan(3, winners))
    assert deal.result()["winner"] == 0
    assert deal.result()["points"] == [1, 0]
    assert deal.result()["mordienne"] is False


def test_mordienne_late_run_to_the_last_trick_scores_two():
    winners = [0, None, 1, 2, 3, 3, 3, 3, 3]
    deal = play_plan(0, winners_plan(0, winners))
    assert deal.result() == {
        "tricks": [1, 1, 1, 5],
        "trick_winners": winners,
        "winner": 3,
        "points": [0, 2],
        "mordienne": True,
    }
    assert {"type": "mordienne", "seat": 3, "team": 1} in deal.events


def test_mordienne_shortest_run_of_two():
    winners = [0, 1, 2, None, None, None, None, 3, 3]
    deal = play_plan(0, winners_plan(0, winners))
    r = deal.result()
    assert (r["winner"], r["points"], r["mordienne"]) == (3, [0, 2], True)


def test_mordienne_longest_run_of_eight():
    winners = [None] + [2] * 8
    deal = play_plan(1, winners_plan(1, winners))
    r = deal.result()
    assert (r["winner"], r["points"], r["mordienne"]) == (2, [2, 0], True)


def test_spoiled_last_trick_breaks_mordienne():
    winners = [0, None, 1, 2, 3, 3, 3, 3, None]
    deal = play_plan(0, winners_plan(0, winners))
    r = deal.result()
    assert (r["winner"], r["points"], r["mordienne"]) == (3, [0, 1], False)


def test_spoiled_trick_inside_the_run_breaks_mordienne():
    winners = [0, 1, 2, 3, 3, None, 3, 3, 3]
    deal = play_plan(0, winners_plan(0, winners))
    r = deal.result()
    assert (r["winner"], r["points"], r["mordienne"]) == (3, [0, 1], False)


def test_earlier_trick_of_the_winner_breaks_mordienne():
    winners = [3, 0, 1, 2, 0, 3, 3, 3, 3]
    deal = play_plan(2, winners_plan(2, winners))
    r = deal.result()
    assert (r["winner"], r["points"], r["mordienne"]) == (3, [0, 1], False)


def test_winning_only_the_last_trick_is_no_mordienne():
    winners = [None] * 8 + [1]
    deal = play_plan(0, winners_plan(0, winners))
    r = deal.result()
    assert (r["winner"], r["points"], r["mordienne"]) == (1, [0, 1], False)


def test_all_nine_tricks_won_is_no_mordienne():
    deal = play_plan(0, winners_plan(0, [1] * 9))
    r = deal.result()
    assert r == {
        "tricks": [0, 9, 0, 0],
        "trick_winners": [1] * 9,
        "winner": 1,
        "points": [0, 1],
        "mordienne": False,
    }


def test_all_nine_spoiled_scores_nothing():
    deal = play_plan(2, winners_plan(2, [None] * 9))
    assert deal.result() == {
        "tricks": [0, 0, 0, 0],
        "trick_winners": [None] * 9,
        "winner": None,
        "points": [0, 0],
        "mordienne": False,
    }
    assert {"type": "all_spoiled"} in deal.events
    assert all(t[0] == 3 for t in deal.tricks), "the same leader leads every trick"


def test_partners_do_not_add_tricks():
    # team 0 holds 5 tricks between seats 0 and 2, but seat 1 alone has 4
    winners = [1, 1, 0, 0, 1, 2, 1, 2, 0]
    deal = play_plan(0, winners_plan(0, winners))
    r = deal.result()
    assert r["winner"] == 1 and r["points"] == [0, 1]


def test_formal_mordienne_definition_exhaustively():
    import itertools

    for w in itertools.product([None, 0, 1], repeat=9):
        w = list(w)
        winner = deal_winner(w)
        expected = winner is not None and any(
            all(w[i] != winner for i in range(k)) and all(w[i] == winner for i in range(k, 9))
            for k in range(1, 8)
        )
        assert is_mordienne(w, winner) == expected, w


def test_illegal_card_is_refused_and_state_unchanged():
    deal = new_deal("aluette", deck=list(PACK), dealer=0)
    before = (json.dumps(deal.observation(1)), deal.record())
    with pytest.raises(IllegalAction) as info:
        deal.apply("JO")  # seat 0's card, seat 1 to play
    assert info.value.code == "card_not_in_hand"
    assert info.value.params["card"] == "JO"
    assert "JO" in str(info.value)
    with pytest.raises(IllegalAction) as info:
        deal.apply("1S")  # an unused card
    assert info.value.code == "card_not_in_hand"
    with pytest.raises(IllegalAction) as info:
        deal.apply("XX")
    assert info.value.code == "unknown_action"
    with pytest.raises(ValueError):
        deal.apply(None)
    assert (json.dumps(deal.observation(1)), deal.record()) == before


def test_finished_deal_refuses_actions():
    deal = play_plan(0, winners_plan(0, [1] * 9))
    with pytest.raises(IllegalAction) as info:
        deal.apply("3O")
    assert info.value.code == "deal_over"
    assert deal.legal_actions() == []


def test_result_before_the_end_is_an_error():
    deal = new_deal("aluette", seed=1)
    with pytest.raises(ValueError):
        deal.result()


def test_observation_contents():
    deal = new_deal("aluette", deck=list(PACK), dealer=0)
    deal.apply("3C")
    obs = deal.observation(2)
    assert obs["game"] == "aluette" and obs["seat"] == 2
    assert obs["hand"] == ["4O", "5O", "6O", "4C", "5C", "6C", "4B", "5B", "6B"]
    assert obs["current_player"] == 2
    assert obs["trick"] == [{"seat": 1, "card": "3C"}]
    assert obs["hand_counts"] == [9, 8, 9, 9]
    assert obs["legal_actions"] == obs["hand"]
    assert deal.observation(0)["legal_actions"] == []
    assert json.loads(json.dumps(obs)) == obs


def test_replay_reproduces_a_scripted_deal():
    deal = play_plan(0, winners_plan(0, [0, None, 1, 2, 3, 3, 3, 3, 3]))
    again = replay(json.loads(json.dumps(deal.record())))
    assert again.result() == deal.result()
    assert again.events == deal.events
