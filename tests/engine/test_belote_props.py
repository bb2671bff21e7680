"""Belote invariants over seeded random deals, and the session (match) object."""

import json
import random
from collections import Counter

from game.engine import load_match, new_deal, new_match
from game.engine.cards import PACKS

PACK = PACKS["belote"]
TRUMP_ORDER = "78QKTA9J"
PLAIN_ORDER = "789JQKTA"


def stronger(a, b, trump):
    """Reference: does card ``a`` beat ``b`` (the card now winning)?"""
    if a[1] == b[1]:
        order = TRUMP_ORDER if a[1] == trump else PLAIN_ORDER
        return order.index(a[0]) > order.index(b[0])
    return a[1] == trump


def reference_legal(deal):
    """Rules §2 'A player must', written out independently of the engine."""
    seat = deal.current_player
    hand = deal.hands[seat]
    trick = deal.trick
    trump = deal.trump
    if not trick:
        return set(hand)
    led = trick[0][1]
    winner_pos = 0
    for i in range(1, len(trick)):
        if stronger(trick[i], trick[winner_pos], trump):
            winner_pos = i
    winner_seat = (deal.leader - winner_pos) % 4
    trumps_in_trick = [c for c in trick if c[1] == trump]
    my_trumps = [c for c in hand if c[1] == trump]
    overtrumps = [
        c for c in my_trumps if all(stronger(c, t, trump) for t in trumps_in_trick)
    ]
    follow = [c for c in hand if c[1] == led]
    if led == trump:
        if follow:
            return set(overtrumps or follow)
        return set(hand)
    if follow:
        return set(follow)
    if not my_trumps:
        return set(hand)
    if winner_seat == (seat + 2) % 4:
        plain = {c for c in hand if c[1] != trump}
        return plain | set(overtrumps or my_trumps)
    return set(overtrumps or my_trumps)


def card_census(deal):
    """Every card of the pack, wherever it is now."""
    seen = [c for h in deal.hands for c in h] + list(deal.trick)
    for _, cards, _ in deal.tricks:
        seen += cards
    if deal.taker is None:
        seen += deal.deck[20:]  # the turned card and the undealt rest
    return Counter(seen)


def snapshot(deal):
    return (deal.record(), [deal.observation(s) for s in range(4)], deal.legal_actions())


def random_deal(seed, rng, dealer=None):
    deal = new_deal("belote", seed=seed, dealer=seed % 4 if dealer is None else dealer)
    while not deal.is_over:
        deal.apply(rng.choice(deal.legal_actions()))
    return deal


def check_result(deal):
    res = deal.result()
    json.dumps(res)
    if res["void"]:
        assert res["score"] == [0, 0] and res["made"] is None
        return res
    pts, bel = res["card_points"], res["belote"]
    assert sum(pts) == (252 if res["capot"] is not None else 162)
    assert sum(bel) in (0, 20)
    t = res["taker"] % 2
    made = pts[t] + bel[t] >= pts[1 - t] + bel[1 - t]
    assert res["made"] is made
    if made:
        assert res["score"] == [pts[0] + bel[0], pts[1] + bel[1]]
    else:
        assert res["score"][t] == 0 and res["score"][1 - t] == sum(pts) + sum(bel)
    if res["capot"] is not None:
        assert deal.tricks_won[res["capot"]] == 8
    return res


def test_thousands_of_random_deals_keep_the_invariants():
    rng = random.Random(2024)
    full = Counter(PACK)
    for seed in range(2000):
        deal = new_deal("belote", seed=seed, dealer=seed % 4)
        steps = 0
        while not deal.is_over:
            legal = deal.legal_actions()
            assert legal
            if deal.phase == "play":
                assert set(legal) == reference_legal(deal)
                if seed % 20 == 0:
                    assert card_census(deal) == full
            deal.apply(rng.choice(legal))
            steps += 1
        assert card_census(deal) == full
        res = check_result(deal)
        if not res["void"]:
            assert all(len(h) == 0 for h in deal.hands) and len(deal.tricks) == 8
            holder = deal.belote_seat
            assert res["belote"] == ([0, 0] if holder is None else [20 * (holder % 2 == t) for t in (0, 1)])


def test_both_scoring_outcomes_and_capot_occur_in_random_play():
    rng = random.Random(7)
    seen = Counter()
    for seed in range(1500):
        res = random_deal(seed, rng).result()
        seen["void" if res["void"] else ("made" if res["made"] else "failed")] += 1
        seen["capot"] += res["capot"] is not None
        seen["belote"] += sum(res["belote"]) > 0
    assert seen["made"] and seen["failed"] and seen["belote"]


def test_session_tally_dealer_to_the_right_and_round_trip():
    match = new_match("belote", seed=11)
    assert match.scores == {"points": [0, 0], "deals": 0, "void": 0, "taken": [0, 0], "made": [0, 0]}
    rng = random.Random(3)
    dealers = [match.deal.dealer]
    expected = [0, 0]
    for n in range(12):
        deal = match.deal
        if n == 3:
            while not deal.is_over:
                deal.apply("pass")  # a void deal: the dealer still passes to the right
        while not deal.is_over:
            deal.apply(rng.choice(deal.legal_actions()))
        res = deal.result()
        expected = [expected[0] + res["score"][0], expected[1] + res["score"][1]]
        match.next_deal()
        assert not match.is_over and match.winner is None
        dealers.append(match.deal.dealer)
    assert all(b == (a - 1) % 4 for a, b in zip(dealers, dealers[1:]))
    assert match.scores["points"] == expected
    assert match.scores["deals"] == 12 and match.scores["void"] >= 1
    assert sum(match.scores["taken"]) == 12 - match.scores["void"]
    # a deal in progress survives a save
    match.deal.apply(match.deal.legal_actions()[0])
    saved = json.loads(json.dumps(match.to_dict()))
    loaded = load_match(saved)
    assert loaded.scores == match.scores
    assert loaded.deal.record() == match.deal.record()
    assert loaded.deal.dealer == match.deal.dealer
    match.restart()
    assert match.scores["points"] == [0, 0] and match.scores["deals"] == 0


def test_sessions_are_reproducible_from_the_seed():
    a, b = new_match("belote", seed=5), new_match("belote", seed=5)
    assert a.deal.deck == b.deal.deck and a.deal.dealer == b.deal.dealer
