"""Preference invariants over seeded random deals, and the session (pot) object."""

import json
import random
from collections import Counter

from game.engine import load_match, new_deal, new_match
from game.engine.cards import PACKS

PACK = PACKS["preference"]
ORDER = "789TJQKA"
SUIT_NUMBER = {"C": 1, "S": 2, "D": 3, "H": 4}
BIDS = ["bid:1", "bid:2", "bid:3", "bid:4", "game:C", "game:S", "game:D", "hearts"]


def dealt_hands(deck, dealer):
    order = [(dealer + 1) % 3, (dealer + 2) % 3, dealer]
    hands = [[], [], []]
    for i, s in enumerate(order):
        hands[s] = deck[3 * i : 3 * i + 3] + deck[11 + 4 * i : 15 + 4 * i] + deck[23 + 3 * i : 26 + 3 * i]
    return hands


def reference_legal_cards(deal):
    """Rules §4 'Play', written out independently of the engine."""
    hand = deal.hands[deal.current_player]
    trick, trump = deal.trick, deal.trump
    if not trick:
        return set(hand)

    def beats(a, b):
        if a[1] == b[1]:
            return ORDER.index(a[0]) > ORDER.index(b[0])
        return a[1] == trump

    best = trick[0]
    for c in trick[1:]:
        if beats(c, best):
            best = c
    led = trick[0][1]
    allowed = [c for c in hand if c[1] == led] or [c for c in hand if c[1] == trump] or list(hand)
    beating = [c for c in allowed if beats(c, best)]
    if not beating:
        return set(allowed)
    three = len(deal.active) == 3
    if three and len(trick) == 1 and deal.trick_seats[0] == deal.declarer:
        return {min(beating, key=lambda c: ORDER.index(c[0]))}
    return set(beating)


def check_auction(record):
    """Every bid of the auction obeys §4 'Bidding'."""
    dealer = record["dealer"]
    pos = lambda s: (s - dealer - 1) % 3  # noqa: E731
    seat = (dealer + 1) % 3
    passed, spoken = [False] * 3, [False] * 3
    high, high_seat = 0, None
    for a in record["actions"]:
        if a == "pass":
            passed[seat] = True
        elif a in BIDS:
            rank = BIDS.index(a) + 1
            if rank <= 4:
                want = 1 if high == 0 else (high if pos(seat) < pos(high_seat) else high + 1)
                assert high <= 4 and rank == want
            else:
                assert not spoken[seat] and rank > high
            high, high_seat = rank, seat
        else:
            break
        spoken[seat] = True
        if a == "hearts" or sum(passed) == 3 or (sum(passed) == 2 and high_seat is not None):
            return high_seat
        seat = (seat + 1) % 3
        while passed[seat]:
            seat = (seat + 1) % 3
    raise AssertionError("auction did not end")


def reference_settlement(deal):
    """(balance, pot) of §4 'Settlement' from the record and the result alone."""
    rec, res = deal.record(), deal.result()
    d, t, role = res["declarer"], res["tricks"], res["defence"]
    opp = [(d + 1) % 3, (d + 2) % 3]
    hand = dealt_hands(rec["deck"], rec["dealer"])[d]
    if res["contract"].startswith("bid:"):
        hand = hand + rec["deck"][9:11]
    discards = [a[8:] for a in rec["actions"] if a.startswith("discard:")]
    hand = [c for c in hand if c not in discards]
    aces = sum(c[0] == "A" for c in hand)
    no_aces = "no-aces" in rec["actions"]
    bal, pot = [0, 0, 0], 0
    invited = "invited" in role
    host = next((s for s in opp if role[s] == "defend"), None) if invited else None
    for s in opp:
        bal[host if invited else s] += t[s]
        bal[d] -= t[s]
    made = t[d] >= 6
    bal[d] += 10 if made else -20
    pot += -10 if made else 20
    if invited:
        if t[opp[0]] + t[opp[1]] < 4:
            bal[host] -= 10
            pot += 10
    else:
        for s in opp:
            if role[s] == "defend" and t[s] < 2:
                bal[s] -= 10
                pot += 10
    k = 0
    if res["contract"] == "hearts":
        k += 1 if made else -1
    if made and aces == 4:
        k += 1
    if no_aces:
        k += 1 if made else -1
    for s in opp:
        bal[s] -= 10 * k
        bal[d] += 10 * k
    return bal, pot


def census(deal):
    seen = [c for h in deal.hands for c in h] + list(deal.trick) + list(deal.discards)
    for _, cards, _ in deal.tricks:
        seen += cards
    if not deal.talon_taken:
        seen += deal.talon
    return Counter(seen)


def snapshot(deal):
    return (deal.record(), [deal.observation(s) for s in range(3)], deal.legal_actions())


def advance(deal, rng, steps=None):
    n = 0
    while not deal.is_over and (steps is None or n < steps):
        deal.apply(rng.choice(deal.legal_actions()))
        n += 1
    return deal


def test_thousands_of_random_deals_keep_the_invariants():
    rng = random.Random(99)
    full = Counter(PACK)
    kinds = Counter()
    for seed in range(2000):
        deal = new_deal("preference", seed=seed, dealer=seed % 3)
        while not deal.is_over:
            legal = deal.legal_actions()
            assert legal
            if deal.phase == "play":
                assert set(legal) == reference_legal_cards(deal)
            elif seed % 10 == 0:
                assert census(deal) == full
            deal.apply(rng.choice(legal))
        assert census(deal) == full
        res = deal.result()
        json.dumps(res)
        assert sum(res["balance"]) + res["pot"] == 0
        assert check_auction(deal.record()) == res["declarer"]
        if res["void"]:
            kinds["void"] += 1
            continue
        d = res["declarer"]
        assert res["defence"][d] == "declarer" and sum(res["tricks"]) == 10
        assert (res["balance"], res["pot"]) == reference_settlement(deal)
        if res["contract"].startswith("bid:"):
            assert SUIT_NUMBER[res["trump"]] >= int(res["contract"][4:])
        roles = sorted(r for r in res["defence"] if r != "declarer")
        kinds["/".join(roles)] += 1
        kinds[res["contract"][:4]] += 1
        kinds["no-aces"] += "no-aces" in deal.actions
    for kind in ("drop/drop", "defend/drop", "defend/invited", "defend/defend", "bid:", "game", "hear", "no-aces"):
        assert kinds[kind], kind


def declarer_wins_policy(deal):
    """Bid 1 first, everybody else passes and drops: the declarer is credited."""
    legal = deal.legal_actions()
    for pick in ("bid:1", "no-announcement", "drop"):
        if pick in legal and (pick != "bid:1" or not deal.auction):
            return pick
    return "pass" if "pass" in legal else legal[0]


def test_session_pot_refill_dealer_rotation_and_round_trip():
    match = new_match("preference", seed=4)
    assert match.scores == {"balance": [-30, -30, -30], "pot": 90, "refills": 0}
    dealers = [match.deal.dealer]
    pots = []
    for n in range(10):
        deal = match.deal
        if n == 2:
            while not deal.is_over:
                deal.apply("pass")  # a void deal
        while not deal.is_over:
            deal.apply(declarer_wins_policy(deal))
        match.next_deal()
        assert sum(match.scores["balance"]) + match.scores["pot"] == 0
        pots.append(match.scores["pot"])
        dealers.append(match.deal.dealer)
    assert all(b == (a + 1) % 3 for a, b in zip(dealers, dealers[1:]))
    # nine credited contracts take 10 each: the ninth empties the pot, which is refilled
    assert pots == [80, 70, 70, 60, 50, 40, 30, 20, 10, 90]
    assert match.scores["refills"] == 1
    assert not match.is_over and match.winner is None
    match.deal.apply(match.deal.legal_actions()[0])
    saved = json.loads(json.dumps(match.to_dict()))
    loaded = load_match(saved)
    assert loaded.scores == match.scores
    assert loaded.deal.record() == match.deal.record()
    match.restart()
    assert match.scores == {"balance": [-30, -30, -30], "pot": 90, "refills": 0}


def test_refill_charges_everyone_thirty():
    match = new_match("preference", seed=8)
    before = None
    while match.scores["refills"] == 0:
        deal = match.deal
        while not deal.is_over:
            deal.apply(declarer_wins_policy(deal))
        before = list(match.scores["balance"])
        res = deal.result()
        match.next_deal()
    assert match.scores["balance"] == [b + r - 30 for b, r in zip(before, res["balance"])]
    assert match.scores["pot"] == 90


def test_random_sessions_keep_the_books_balanced():
    rng = random.Random(1)
    match = new_match("preference", seed=2)
    for _ in range(300):
        advance(match.deal, rng)
        match.next_deal()
        sc = match.scores
        assert sum(sc["balance"]) + sc["pot"] == 0 and sc["pot"] > 0
