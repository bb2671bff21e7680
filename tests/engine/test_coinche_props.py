"""Coinche invariants over hypothesis-drawn deals and auctions, and the match to 1,000 (rules §6)."""

import json
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st
from test_belote_props import reference_legal

from game.engine import load_match, new_deal, new_match
from game.engine.cards import PACKS
from game.engine.coinche import CoincheDeal

PACK = PACKS["coinche"]


def choose(deal, rng, eager):
    """A legal action, passing often enough that auctions of every length occur."""
    legal = deal.legal_actions()
    if deal.phase == "auction" and "pass" in legal and rng.random() > eager:
        return "pass"
    return rng.choice(legal)


def census(deal):
    seen = [c for h in deal.hands for c in h] + list(deal.trick)
    for _leader, cards, _winner in deal.tricks:
        seen += cards
    return Counter(seen)


def expected_score(result):
    """The score per team, from the result's other facts and the scoring lines."""
    c = result["contract"]
    attack = c["bidder"] % 2
    pts, bel = result["card_points"], result["belote"]
    score = [0, 0]
    if c["factor"] == 1 and result["made"]:
        score[attack], score[1 - attack] = c["value"] + pts[attack], pts[1 - attack]
    else:
        score[attack if result["made"] else 1 - attack] = 160 + c["value"] * c["factor"]
    return [score[0] + bel[0], score[1] + bel[1]]


@settings(max_examples=200, deadline=None)
@given(deck=st.permutations(PACK), dealer=st.integers(0, 3), seed=st.integers(0, 2**32),
       eager=st.floats(0.05, 0.6))
def test_cards_are_conserved_the_rules_hold_and_scores_add_up(deck, dealer, seed, eager):
    rng = random.Random(seed)
    deal = new_deal("coinche", deck=deck, dealer=dealer)
    steps = 0
    while not deal.is_over:
        assert census(deal) == Counter(PACK)
        if deal.phase == "play":
            assert set(deal.legal_actions()) == reference_legal(deal)
        before = json.dumps(deal.observation(deal.current_player))
        clone = deal.clone()
        action = choose(deal, rng, eager)
        deal.apply(action)
        assert json.dumps(clone.observation(clone.current_player)) == before  # the clone is apart
        steps += 1
        assert steps < 200
    result = deal.result()
    assert json.loads(json.dumps(result)) == result
    if result["void"]:
        assert [c for _s, c in deal.calls] == ["pass"] * 4 and result["score"] == [0, 0]
        return
    assert census(deal) == Counter(PACK)
    total = sum(result["card_points"])
    assert total == (252 if result["capot"] is not None else 162)
    assert sorted(result["belote"]) in ([0, 0], [0, 20])
    assert result["score"] == expected_score(result)
    c = result["contract"]
    # the auction: the contract is the last bid, every bid above the one before
    bids = [(s, a) for s, a in deal.calls if a.startswith("bid:")]
    values = [int(a.split(":")[1]) for _s, a in bids]
    assert values == sorted(set(values))
    assert (c["bidder"], f"bid:{c['value']}:{c['trump']}") == bids[-1]
    assert c["factor"] == {0: 1, 1: 2, 2: 4}[sum(a in ("coinche", "surcoinche") for _s, a in deal.calls)]


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), eager=st.floats(0.05, 0.6))
def test_a_record_replays_to_the_same_deal(seed, eager):
    from game.engine import replay

    rng = random.Random(seed)
    deal = new_deal("coinche", seed=seed, dealer=seed % 4)
    while not deal.is_over:
        deal.apply(choose(deal, rng, eager))
    again = replay(json.loads(json.dumps(deal.record())))
    assert again.result() == deal.result()
    assert [again.observation(s) for s in range(4)] == [deal.observation(s) for s in range(4)]


# -- the match ------------------------------------------------------------------------------------
def finish(deal, rng, eager=0.3):
    while not deal.is_over:
        deal.apply(choose(deal, rng, eager))


def test_a_match_adds_the_deal_scores_rotates_the_dealer_and_ends_past_1000():
    rng = random.Random(3)
    match = new_match("coinche", seed=11)
    assert match.deal.dealer == match.first_dealer
    totals = [0, 0]
    while not match.is_over:
        dealer = match.deal.dealer
        finish(match.deal, rng)
        result = match.deal.result()
        totals = [totals[0] + result["score"][0], totals[1] + result["score"][1]]
        match.next_deal()
        assert match.scores["points"] == totals
        if not match.is_over:
            assert match.deal.dealer == (dealer - 1) % 4
    a, b = totals
    assert max(a, b) >= 1000 and a != b
    assert match.winner == (0 if a > b else 1)
    assert match.scores["deals"] == len(match.history)
    saved = json.loads(json.dumps(match.to_dict()))
    assert load_match(saved).scores == match.scores


def test_the_first_dealer_is_drawn_from_the_seed():
    dealers = {new_match("coinche", seed=s).first_dealer for s in range(40)}
    assert dealers == {0, 1, 2, 3}
    assert new_match("coinche", seed=7).first_dealer == new_match("coinche", seed=7).first_dealer


def scored(match, layout, bid, dealer):
    """Play an explicit deal (``layout``: deck order, cards in play order) as the match's current
    deal: seat 0's ``bid``, the others pass."""
    deck, plays = layout
    deal = match.deal = CoincheDeal(deck.split(), dealer)
    for action in [bid, "pass", "pass", "pass"] + plays.split():
        deal.apply(action)
    return deal.result()["score"]


def test_the_match_ends_when_a_team_reaches_1000_with_more():
    from test_coinche_scoring import MADE

    match = new_match("coinche", seed=1)
    match.scores["points"] = [800, 990]
    assert scored(match, MADE, "bid:100:H", 1) == [210, 52]  # dealer 1: seat 0 calls first
    match.next_deal()
    assert match.scores["points"] == [1010, 1042]
    assert match.is_over and match.winner == 1  # both past 1,000: the higher total wins


def test_equal_totals_past_1000_play_another_deal():
    from test_coinche_scoring import MADE

    match = new_match("coinche", seed=1)
    match.scores["points"] = [1000 - 210, 1000 - 52]
    scored(match, MADE, "bid:100:H", 1)
    match.next_deal()
    assert match.scores["points"] == [1000, 1000]
    assert not match.is_over and match.winner is None
    assert match.deal.dealer == 0 and not match.deal.is_over  # the next deal, dealt by D-1
    match.scores["points"] = [1000 - 210, 999 - 52]
    scored(match, MADE, "bid:100:H", 1)
    match.next_deal()
    assert match.is_over and match.winner == 0 and match.scores["points"] == [1000, 999]


def test_a_void_deal_scores_nothing_and_the_next_dealer_deals():
    match = new_match("coinche", seed=5)
    dealer = match.deal.dealer
    for _ in range(4):
        match.deal.apply("pass")
    match.next_deal()
    assert match.scores["points"] == [0, 0] and match.scores["void"] == 1
    assert match.deal.dealer == (dealer - 1) % 4
