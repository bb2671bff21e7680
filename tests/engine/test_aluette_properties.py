"""Aluette invariants over seeded random playouts and hypothesis-drawn deals."""

import json
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine import new_deal, replay
from game.engine.aluette import is_mordienne
from game.engine.cards import PACKS

PACK = PACKS["aluette"]


def random_playout(seed, dealer=None):
    rng = random.Random(seed)
    deal = new_deal("aluette", seed=seed, dealer=rng.randrange(4) if dealer is None else dealer)
    while not deal.is_over:
        deal.apply(rng.choice(deal.legal_actions()))
    return deal


def check_result(deal):
    r = deal.result()
    assert set(r) == {"tricks", "trick_winners", "winner", "points", "mordienne"}
    assert len(r["trick_winners"]) == 9 and len(r["tricks"]) == 4
    assert sum(r["tricks"]) == sum(w is not None for w in r["trick_winners"])
    assert Counter(w for w in r["trick_winners"] if w is not None) == Counter(
        {s: n for s, n in enumerate(r["tricks"]) if n}
    )
    if r["winner"] is None:
        assert r["points"] == [0, 0] and r["trick_winners"] == [None] * 9
        assert not r["mordienne"]
    else:
        assert r["tricks"][r["winner"]] == max(r["tricks"])
        team = r["winner"] % 2
        assert r["points"][team] == (2 if r["mordienne"] else 1)
        assert r["points"][1 - team] == 0
        assert r["mordienne"] == is_mordienne(r["trick_winners"], r["winner"])
    assert json.loads(json.dumps(r)) == r
    return r


def test_thousands_of_random_deals_conserve_cards_and_score_in_bounds():
    seen_mordienne = seen_spoiled = 0
    for seed in range(2000):
        deal = random_playout(seed)
        played = [c for t in deal.tricks for c in t[1]]
        assert len(played) == 36 and len(set(played)) == 36
        assert sorted(played + deal.deck[36:]) == sorted(PACK)
        assert deal.hands == [[], [], [], []]
        r = check_result(deal)
        seen_mordienne += r["mordienne"]
        seen_spoiled += r["trick_winners"].count(None)
        if seed % 10 == 0:
            again = replay(json.loads(json.dumps(deal.record())))
            assert again.result() == r and again.events == deal.events
    assert seen_mordienne and seen_spoiled


def test_every_step_conserves_the_cards_and_offers_the_whole_hand():
    pack = set(PACK)
    for seed in range(120):
        rng = random.Random(seed)
        deal = new_deal("aluette", seed=seed, dealer=seed % 4)
        played = set()
        while not deal.is_over:
            held = [c for h in deal.hands for c in h]
            assert len(held) + len(played) == 36
            assert set(held) | played | set(deal.deck[36:]) == pack
            legal = deal.legal_actions()
            assert legal and set(legal) == set(deal.hands[deal.current_player])
            card = rng.choice(legal)
            deal.apply(card)
            played.add(card)
        check_result(deal)


@settings(max_examples=150, deadline=None)
@given(
    deck=st.permutations(PACK),
    dealer=st.integers(0, 3),
    choices=st.lists(st.integers(0, 8), min_size=36, max_size=36),
)
def test_any_deck_and_any_play_gives_a_valid_deal(deck, dealer, choices):
    deal = new_deal("aluette", deck=deck, dealer=dealer)
    assert deal.current_player == (dealer + 1) % 4
    for i in range(36):
        legal = deal.legal_actions()
        deal.apply(legal[choices[i] % len(legal)])
    assert deal.is_over
    check_result(deal)
    assert replay(deal.record()).result() == deal.result()
