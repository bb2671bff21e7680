"""Preference hand judgement: tricks a hand should take as declarer or in
defence, and the decisions built on it (bids, discards, trumps, No Aces,
defend or drop, invite or play alone)."""

from functools import lru_cache
from itertools import combinations

from game.engine.preference import SUIT_NUMBER

SUITS = ("C", "S", "D", "H")
TOP = "AKQ"
TALON_GAIN = 0.6  # what the talon and the choice of discards add, on average


def _ranks(hand, suit):
    return {c[0] for c in hand if c[1] == suit}


def losers(ranks):
    """Losing-trick count of a suit: missing A, K, Q among its top cards."""
    n = len(ranks)
    return sum(1 for r in TOP[: min(n, 3)] if r not in ranks)


def declarer_tricks(hand, trump):
    """Tricks a declarer with ``hand`` (ten cards) should take at ``trump``."""
    by_suit = {s: [] for s in SUITS}
    for c in hand:
        by_suit[c[1]].append(c[0])
    trump_len = len(by_suit[trump])
    return sum(
        _suit_tricks(frozenset(by_suit[s]), s == trump, trump_len) for s in SUITS
    )


@lru_cache(maxsize=4096)
def _suit_tricks(ranks, is_trump, trump_len):
    n = len(ranks)
    if is_trump:
        total = n - losers(ranks)
        if n >= 3 and "A" not in ranks and "K" not in ranks:
            total -= 0.5
        return total
    total = max(0, min(n, 3) - losers(ranks))
    if n >= 5 and trump_len >= 4:
        total += 0.5 * (n - 4)
    if n <= 1 and trump_len >= 4:
        total += 0.4 * (2 - n)  # a short suit to ruff in
    return total


def defence_tricks(hand, trump, declarer_short=()):
    """Tricks ``hand`` should take against a declarer playing ``trump``."""
    total = 0.0
    for s in SUITS:
        ranks = _ranks(hand, s)
        n = len(ranks)
        if not n:
            continue
        if s == trump:
            if "A" in ranks:
                total += 1
            if "K" in ranks and n >= 2:
                total += 0.9 if "A" in ranks else 0.6
            if "Q" in ranks and n >= 3:
                total += 0.4
            if n >= 4:
                total += 0.5 * (n - 3)
            continue
        ruff = 0.7 if s in declarer_short else 1.0
        if "A" in ranks:
            total += (0.95 if n <= 4 else 0.7) * ruff
        if "K" in ranks and n >= 2:
            total += (0.7 if "A" in ranks else 0.45) * ruff * (0.6 if n >= 5 else 1)
        if "Q" in ranks and n >= 3 and ("A" in ranks or "K" in ranks):
            total += 0.2 * ruff
    return total


def best_trump(hand, allowed=SUITS):
    return max(allowed, key=lambda s: (declarer_tricks(hand, s), SUIT_NUMBER[s]))


def allowed_trumps(n):
    return [s for s in SUITS if SUIT_NUMBER[s] >= n]


def max_number(hand, need):
    """Highest numeric bid 1..4 the hand can back (0 for none)."""
    best = 0
    for s in SUITS:
        if declarer_tricks(hand, s) + TALON_GAIN >= need:
            best = max(best, SUIT_NUMBER[s])
    return best


def choose_bid(hand, legal, need=6.0, game_need=6.6):
    """An auction action: Hearts or a Game at a first turn with a strong hand
    without the talon, else the numeric bid the hand backs, else pass."""
    if "hearts" in legal and declarer_tricks(hand, "H") >= game_need + 0.3:
        return "hearts"
    games = [a for a in legal if a.startswith("game:")]
    if games:
        best = max(games, key=lambda a: declarer_tricks(hand, a[5:]))
        numeric = [a for a in legal if a.startswith("bid:")]
        # a Game outbids every number: worth it when the hand needs no talon,
        # or when the numbers have climbed past what the hand backs
        tricks = declarer_tricks(hand, best[5:])
        if tricks >= game_need + 0.4 or (
            tricks >= game_need and (not numeric or int(numeric[0][4:]) > max_number(hand, need))
        ):
            return best
    top = max_number(hand, need)
    for a in legal:
        if a.startswith("bid:") and int(a[4:]) <= top:
            return a
    return "pass"


def choose_discards(hand, n, k=2):
    """The ``k`` cards to put away and the trump they leave the best hand for
    (``n`` is the contract's number)."""
    best = None
    allowed = allowed_trumps(n)
    for pair in combinations(sorted(hand), k):
        rest = [c for c in hand if c not in pair]
        for s in allowed:
            v = declarer_tricks(rest, s)
            # keep Aces (a four-Ace bonus) and trumps when it costs nothing
            v -= 0.01 * sum(1 for c in pair if c[0] == "A" or c[1] == s)
            if best is None or v > best[0]:
                best = (v, pair, s)
    return best[1], best[2]
