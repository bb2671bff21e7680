"""Schnapsen invariants over seeded random playouts and hypothesis-drawn deals."""

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine import new_deal, replay
from game.engine.cards import PACKS
from game.engine.schnapsen_scoring import VALUES

PACK = PACKS["schnapsen"]


def random_playout(seed, rng=None):
    rng = rng or random.Random(seed)
    deal = new_deal("schnapsen", seed=seed, dealer=seed % 2)
    while not deal.is_over:
        deal.apply(rng.choice(deal.legal_actions()))
    return deal


def expected_settlement(deal):
    """The game points straight from the rule book, from the finished state."""
    r_points = deal.points
    closer = deal.closed_by
    reached = [s for s in (0, 1) if r_points[s] >= 66]
    assert len(reached) <= 1
    if reached:
        w = reached[0]
        if closer is None or closer == w:
            if closer is None:
                lp, lt = r_points[1 - w], deal.tricks_won[1 - w] > 0
            else:
                lp, lt = deal.closed_opp_points, deal.closed_opp_had_trick
            return w, (3 if not lt else 2 if lp < 33 else 1)
        return w, (2 if deal.closed_opp_had_trick else 3)
    if closer is not None:
        return 1 - closer, (2 if deal.closed_opp_had_trick else 3)
    return deal.tricks[-1][2], 1


def check_result(deal):
    r = deal.result()
    assert set(r) == {"winner", "game_points", "points", "tricks", "closed_by"}
    assert r["winner"] in (0, 1) and r["game_points"] in (1, 2, 3)
    assert r["tricks"] == [sum(t[2] == s for t in deal.tricks) for s in (0, 1)]
    for s in (0, 1):
        cards = sum(VALUES[c] for t in deal.tricks if t[2] == s for c in t[1])
        married = sum(v for p, _, v in deal.marriages if p == s)
        assert r["points"][s] == cards + (married if r["tricks"][s] else 0)
    assert sum(r["points"]) <= 120 + 100
    assert (r["winner"], r["game_points"]) == expected_settlement(deal)
    assert json.loads(json.dumps(r)) == r
    return r


def conserved(deal):
    held = deal.hands[0] + deal.hands[1] + deal.trick
    played = [c for t in deal.tricks for c in t[1]]
    lying = list(deal.stock[10 - deal.stock_left :])
    if deal.trump_card_taken_by is None:
        lying.append(deal.trump_card)
    everything = held + played + lying
    return len(everything) == 20 and set(everything) == set(PACK)


def test_thousands_of_random_deals():
    seen = set()
    for seed in range(3000):
        deal = random_playout(seed)
        assert conserved(deal)
        r = check_result(deal)
        seen.add((deal.events[-1]["reason"], r["game_points"], r["closed_by"] is not None))
        if "exchange" in deal.actions:
            seen.add("exchange")
        if seed % 10 == 0:
            again = replay(json.loads(json.dumps(deal.record())))
            assert again.result() == r and again.events == deal.events
    # the playouts reach every kind of ending
    for case in [("last_trick", 1, False), ("reached_66", 1, False), ("reached_66", 2, False),
                 ("reached_66", 3, False), ("reached_66", 3, True), ("closer_failed", 2, True),
                 ("closer_failed", 3, True), "exchange"]:
        assert case in seen, case


def test_every_step_conserves_the_cards_and_a_full_hand_on_lead():
    for seed in range(300):
        rng = random.Random(seed)
        deal = new_deal("schnapsen", seed=seed, dealer=seed % 2)
        while not deal.is_over:
            assert conserved(deal)
            legal = deal.legal_actions()
            assert legal
            p = deal.current_player
            if not deal.trick and not deal.strict:
                assert len(deal.hands[p]) == 5
            deal.apply(rng.choice(legal))
        assert conserved(deal)
        check_result(deal)


@settings(max_examples=200, deadline=None)
@given(
    deck=st.permutations(PACK),
    dealer=st.integers(0, 1),
    choices=st.lists(st.integers(0, 20), min_size=40, max_size=40),
)
def test_any_deck_and_any_play_gives_a_valid_deal(deck, dealer, choices):
    deal = new_deal("schnapsen", deck=deck, dealer=dealer)
    assert deal.current_player == 1 - dealer
    i = 0
    while not deal.is_over:
        legal = deal.legal_actions()
        deal.apply(legal[choices[i % 40] % len(legal)])
        i += 1
        assert conserved(deal)
    check_result(deal)
    assert replay(deal.record()).result() == deal.result()
