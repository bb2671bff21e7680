"""Coinche's computer players: the auction's habits on scripted hands, the exact solver
valued by Coinche's score against brute force, the compact playouts against the engine,
and the searching levels' auction."""

import random

import pytest
from solver_helpers import brute

from game.ai import jit, make_player
from game.ai.coinche import bidding
from game.ai.coinche.fast import play_out
from game.ai.coinche.search import candidates
from game.ai.coinche.solver import PACK, solve, solve_moves
from game.ai.search import Budget
from game.engine import new_deal
from game.engine.cards import PACKS

MODES = ["compiled", "plain"] if jit.COMPILED else ["plain"]


@pytest.fixture(params=MODES)
def mode(request):
    jit.use_plain(request.param == "plain")
    yield request.param
    jit.use_plain(False)


def coinche_deal(hands, calls=(), dealer=0):
    """``hands[seat]`` = eight cards placed where rules §6 deals them (the rest of the pack
    in order to the other seats); then ``calls``."""
    placed = {}
    for seat, cards in hands.items():
        j = (dealer - 1 - seat) % 4
        idx = [3 * j, 3 * j + 1, 3 * j + 2, 12 + 2 * j, 13 + 2 * j, 20 + 3 * j, 21 + 3 * j, 22 + 3 * j]
        placed.update(zip(idx, cards))
    rest = iter([c for c in PACKS["coinche"] if c not in placed.values()])
    deck = [placed[i] if i in placed else next(rest) for i in range(32)]
    deal = new_deal("coinche", deck=deck, dealer=dealer)
    for seat, cards in hands.items():
        assert sorted(deal.hands[seat]) == sorted(cards)
    for c in calls:
        deal.apply(c)
    return deal


def call(deal, level="normal", seed=1):
    return make_player("coinche", level, random.Random(seed)).choose(deal.observation(deal.current_player))


# dealer 0: seat 3 speaks first, then 2, 1, 0
STRONG = ["JH", "9H", "AH", "TH", "8H", "AS", "AC", "7D"]
WEAK = ["7C", "8C", "7D", "8D", "9S", "7H", "8S", "QD"]


def test_a_strong_trump_hand_bids_its_suit_and_a_weak_one_passes():
    bid = call(coinche_deal({3: STRONG}))
    assert bid.startswith("bid:") and bid.endswith(":H"), bid
    assert int(bid.split(":")[1]) >= 100
    assert call(coinche_deal({3: WEAK})) == "pass"


def test_a_defender_holding_the_contracts_trumps_coinches():
    hand = ["JH", "9H", "AH", "7H", "AS", "AC", "7D", "8D"]
    deal = coinche_deal({3: ["KH", "QH", "8H", "TS", "KS", "TC", "KC", "TD"], 2: hand}, ["bid:80:H"])
    assert call(deal) == "coinche"
    # the same hand says nothing against a contract in a suit where it holds little
    other = coinche_deal({3: ["JS", "9S", "8S", "TS", "KS", "TC", "KC", "TD"], 2: hand}, ["bid:80:S"])
    assert call(other) != "coinche"


def test_a_partner_raises_with_support_and_overcalls_with_a_better_suit():
    # seat 3 bids hearts, seat 2 passes; seat 1 (partner of 3) holds the Nine and three Aces
    support = ["9H", "7H", "AS", "TS", "AC", "AD", "8C", "8D"]
    deal = coinche_deal({1: support}, ["bid:80:H", "pass"])
    raised = call(deal)
    assert raised.startswith("bid:") and raised.endswith(":H") and int(raised.split(":")[1]) > 80, raised
    # without support it leaves the partner's contract alone
    assert call(coinche_deal({1: WEAK}, ["bid:80:H", "pass"])) == "pass"
    # seat 2 (an opponent of the bidder) with a long spade suit bids spades above it
    spades = ["JS", "9S", "AS", "TS", "KS", "QS", "AC", "AD"]
    over = call(coinche_deal({2: spades}, ["bid:80:H"]))
    assert over.startswith("bid:") and over.endswith(":S") and int(over.split(":")[1]) > 80, over


def test_a_surcoinche_is_rare_and_comes_from_a_very_strong_hand():
    huge = ["JH", "9H", "AH", "TH", "KH", "QH", "AS", "AC"]
    # seat 3 bids 80, seat 2 coinches: seat 1 (3's partner) is asked first, then 3
    deal = coinche_deal({3: huge, 1: WEAK}, ["bid:80:H", "coinche"])
    assert call(deal) == "pass"  # the partner has nothing to add
    deal.apply("pass")
    assert call(deal) == "surcoinche"
    modest = ["JH", "9H", "7H", "8H", "AS", "7C", "7D", "8D"]
    deal = coinche_deal({3: modest, 1: ["9C", "8C", "9D", "JD", "9S", "7S", "8S", "JC"]},
                        ["bid:80:H", "coinche", "pass"])
    assert call(deal) == "pass"


def test_the_easy_auction_is_noisier_than_the_normal():
    differ = decisions = 0
    for seed in range(120):
        deal = new_deal("coinche", seed=seed, dealer=seed % 4)
        obs = deal.observation(deal.current_player)
        normal = make_player("coinche", "normal", random.Random(seed)).choose(obs)
        assert normal == make_player("coinche", "normal", random.Random(seed + 1)).choose(obs)
        differ += make_player("coinche", "easy", random.Random(seed)).choose(obs) != normal
        decisions += 1
    assert 0.1 * decisions < differ < 0.7 * decisions


def test_the_estimate_weighs_the_trump_honours_and_the_side_aces():
    base = ["7H", "8H", "QH", "7S", "8S", "7C", "8C", "7D"]
    value = bidding.estimate(base, "H")
    for old, new, least in (("QH", "JH", 20), ("7S", "AS", 10), ("8H", "9H", 10)):
        hand = [new if c == old else c for c in base]
        assert bidding.estimate(hand, "H") >= value + least, new


# -- the card play valued by the contract ---------------------------------------------
def contract_position(seed, calls, cards_left):
    """A deal with the auction ``calls`` played at random until ``cards_left`` cards a hand."""
    rng = random.Random(f"coinche-solver:{seed}")
    deal = new_deal("coinche", seed=rng.getrandbits(32), dealer=0)
    for c in calls:
        deal.apply(c)
    assert deal.phase == "play"
    while len(deal.hands[deal.current_player]) > cards_left or (seed % 3 == 0 and not deal.trick):
        deal.apply(rng.choice(deal.legal_actions()))
    return deal


CONTRACTS = [
    ("bid:80:H", "pass", "pass", "pass"),  # factor 1: the card points count
    ("bid:120:S", "coinche", "pass", "pass"),  # coinched: made or failed only
    ("bid:100:C", "coinche", "surcoinche"),  # surcoinched by the bidder's partner
    ("bid:250:D", "pass", "pass", "pass"),  # capot
    ("pass", "bid:90:H", "coinche", "pass", "pass"),  # the other team attacks
]


def outcome(deal, seat):
    score = deal.result()["score"]
    return score[seat % 2] - score[1 - seat % 2]


@pytest.mark.parametrize("seed", range(10))
def test_the_solver_maximises_the_coinche_score(seed, mode):
    calls = CONTRACTS[seed % len(CONTRACTS)]
    deal = contract_position(seed, calls, 3)
    seat = deal.current_player
    moves = solve_moves(deal, seat)
    assert set(moves) == set(deal.legal_actions())
    for card, value in moves.items():
        child = deal.clone()
        child.apply(card)
        assert value == brute(child, lambda s: s % 2 == seat % 2, lambda d: outcome(d, seat)), card
    assert solve(deal, seat) == max(moves.values())


def test_the_compact_playout_is_legal_and_scores_as_the_engine(mode):
    from game.ai.belote import BeloteHeuristic

    agreed = checked = played = 0
    for seed in range(40 if mode == "compiled" else 12):
        calls = CONTRACTS[seed % len(CONTRACTS)]
        deal = contract_position(100 + seed, calls, 8 - seed % 6)
        record = []
        value = play_out(deal.clone(), record=record)
        replay = deal.clone()
        normal = make_player("coinche", "normal", random.Random(0))
        assert isinstance(normal.cards, BeloteHeuristic)
        for c in record:
            card = PACK[c]
            legal = replay.legal_actions()
            assert card in legal
            if len(legal) > 1:
                checked += 1
                agreed += normal.choose(replay.observation(replay.current_player)) == card
            replay.apply(card)
        assert replay.current_player is None
        assert value == outcome(replay, 0)
        played += 1
    assert agreed >= 0.97 * checked


# -- the searching levels' auction ----------------------------------------------------
def test_the_search_weighs_a_few_candidate_calls_among_them_the_habits_call():
    for seed in range(30):
        deal = new_deal("coinche", seed=seed, dealer=seed % 4)
        rng = random.Random(seed)
        for _ in range(seed % 4):
            deal.apply(rng.choice(["pass"] + [a for a in deal.legal_actions() if a.startswith("bid:8")]))
        if deal.phase != "auction":
            continue
        obs = deal.observation(deal.current_player)
        habits = make_player("coinche", "normal", random.Random(0)).choose(obs)
        tried = candidates(obs, habits)
        assert habits in tried and "pass" in tried and set(tried) <= set(obs["legal_actions"])
        assert len(tried) <= 9


def test_the_strong_auction_bids_a_strong_hand_and_passes_a_weak_one():
    budget = Budget(worlds=12, rollouts=60, min_worlds=6, seconds=None)
    strong = make_player("coinche", "strong", random.Random(2), budget=budget)
    bid = strong.choose(coinche_deal({3: STRONG}).observation(3))
    assert bid.startswith("bid:") and bid.endswith(":H"), bid
    assert strong.choose(coinche_deal({3: WEAK}).observation(3)) == "pass"
