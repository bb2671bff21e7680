"""The Preference auction (rules §4, "Bidding").

Bids are ranked ``bid:1`` < ... < ``bid:4`` < ``game:C`` < ``game:S`` <
``game:D`` < ``hearts``.  The bidding order is ``D+1``, ``D+2``, ``D``; a
player earlier in that order than the high bidder may hold a number, anyone
else must go exactly one higher.  Games and Hearts are first-turn bids.
"""

BID_RANK = {
    "bid:1": 1,
    "bid:2": 2,
    "bid:3": 3,
    "bid:4": 4,
    "game:C": 5,
    "game:S": 6,
    "game:D": 7,
    "hearts": 8,
}
FIRST_GAME = BID_RANK["game:C"]
GAMES = ("game:C", "game:S", "game:D")
MAX_NUMBER = 4


def order_position(deal, seat):
    """0 for the dealer's left, 1 for the next, 2 for the dealer."""
    return (seat - deal.dealer - 1) % 3


def next_number(deal, seat):
    """The only numeric bid open to ``seat`` (1..4), or None."""
    high = deal.high
    if high == 0:
        return 1
    if high >= FIRST_GAME:
        return None
    if order_position(deal, seat) < order_position(deal, deal.high_seat):
        return high  # hold
    return high + 1 if high < MAX_NUMBER else None


def legal(deal):
    p = deal.current_player
    acts = ["pass"]
    n = next_number(deal, p)
    if n is not None:
        acts.append(f"bid:{n}")
    if not deal.spoken[p]:
        high = deal.high
        acts.extend(g for g in GAMES if BID_RANK[g] > high)
        acts.append("hearts")
    return acts


def why_illegal(deal, action):
    """(code, message, params) for a refused auction action."""
    rank = BID_RANK.get(action)
    if rank is None:
        return None
    p = deal.current_player
    if rank >= FIRST_GAME and deal.spoken[p]:
        return (
            "game_only_first_turn",
            "Game and Hearts may be bid only at a player's first turn",
            {},
        )
    n = next_number(deal, p)
    minimum = minimum_bid(deal, p)
    params = {"minimum": minimum}
    if rank < FIRST_GAME and n is not None and rank > n:
        return ("bid_jump", f"numbers go up one at a time: bid {minimum}", params)
    return ("bid_too_low", f"{action} does not outrank the current bid", params)


def minimum_bid(deal, seat):
    """The lowest bid ``seat`` could make now (an action string), or None."""
    n = next_number(deal, seat)
    if n is not None:
        return f"bid:{n}"
    if deal.spoken[seat]:
        return None
    for g in GAMES:
        if BID_RANK[g] > deal.high:
            return g
    return "hearts"


def apply(deal, action):
    """Record an auction action; return True when the auction has ended."""
    p = deal.current_player
    deal.auction.append((p, action))
    deal.spoken[p] = True
    deal.events.append({"type": "bid", "seat": p, "action": action})
    passed = deal.passed
    if action == "pass":
        passed[p] = True
    else:
        deal.high = BID_RANK[action]
        deal.high_seat = p
        deal.high_action = action
        if action == "hearts":
            return True
    remaining = 3 - sum(passed)
    if remaining == 0:
        return True
    if remaining == 1 and deal.high_seat is not None:
        return True
    s = (p + 1) % 3
    while passed[s]:
        s = (s + 1) % 3
    deal.current_player = s
    return False
