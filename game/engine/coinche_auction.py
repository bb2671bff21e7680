"""Coinche's auction (rules §6): numbered contracts, the coinche and the surcoinche.

The calls are ``pass``, ``bid:V:S`` (V one of :data:`VALUES`, S a suit),
``coinche`` and ``surcoinche``.  A deal keeps ``calls`` (``(seat, call)``),
``high`` (``(value, suit, seat)`` of the highest bid, or None), ``passes``
(passes in a row since the last bid, or since the start), ``coinched_by``,
``surcoinched_by``, ``factor`` and ``to_ask`` (the attackers still to be asked
``surcoinche`` or ``pass`` after a coinche, first to ask first).

Readings of the rule book (§6 "Settled points"):
- a pass is not final: a player who passed may bid or coinche later, and may
  overbid the partner; 250 (capot) ends nothing by itself;
- the coinche is open at any turn of a player whose team does not hold the
  highest bid, once a deal; after it nobody bids, and only the two attackers
  are asked, ``c-1`` then ``c+1`` (the coinching player's partner is not);
- the first four turns all passes make the deal void; after a bid, three
  passes in a row end the auction.
"""

from .cards import FRENCH_SUITS

VALUES = (80, 90, 100, 110, 120, 130, 140, 150, 160, 250)
CAPOT = 250
SUITS = FRENCH_SUITS

# the bids above each value (index into VALUES of the lowest allowed), built once
_BIDS = [tuple(f"bid:{v}:{s}" for v in VALUES[i:] for s in SUITS) for i in range(len(VALUES) + 1)]
_ABOVE = {v: i + 1 for i, v in enumerate(VALUES)}
WORDS = ("pass", "coinche", "surcoinche")


def parse_bid(action):
    """``(value, suit)`` of a well-formed ``bid:V:S``, else None."""
    if not isinstance(action, str) or not action.startswith("bid:"):
        return None
    parts = action.split(":")
    if len(parts) != 3 or parts[2] not in SUITS or not parts[1].isdigit() or len(parts[1]) > 3:
        return None
    value = int(parts[1])
    return (value, parts[2]) if value in _ABOVE and parts[1] == str(value) else None


def is_call(action):
    return action in WORDS or parse_bid(action) is not None


def reset(deal):
    deal.calls = []
    deal.high = None
    deal.passes = 0
    deal.coinched_by = None
    deal.surcoinched_by = None
    deal.factor = 1
    deal.to_ask = ()


def legal(deal):
    """The calls open to ``deal.current_player``."""
    if deal.to_ask:
        return ["surcoinche", "pass"]
    high = deal.high
    if high is None:
        return list(_BIDS[0]) + ["pass"]
    out = list(_BIDS[_ABOVE[high[0]]])
    if (high[2] - deal.current_player) % 2:
        out.append("coinche")
    out.append("pass")
    return out


def why_illegal(deal, action):
    """(code, English message, params) for a call not open now (the call is a string)."""
    high = deal.high
    bid = parse_bid(action)
    if action == "surcoinche":
        return ("no_coinche", "only a coinched contract can be surcoinched", {})
    if action == "coinche":
        if deal.coinched_by is not None:
            return ("already_coinched", "the contract is already coinched", {"seat": deal.coinched_by})
        if high is None:
            return ("nothing_to_coinche", "there is no bid to coinche yet", {})
        return ("coinche_own_team", "a player cannot coinche a bid of their own team", {"seat": high[2]})
    if bid is not None:
        if deal.coinched_by is not None:
            return ("bidding_closed", "nobody may bid after a coinche", {})
        return (
            "bid_too_low",
            f"a bid must be higher than {high[0]}",
            {"value": bid[0], "highest": high[0]},
        )
    return ("unknown_action", f"{action} is not a call (pass, bid:V:S, coinche or surcoinche)", {})


def apply(deal, action):
    """Carry out a legal call; returns True when the auction is over."""
    p = deal.current_player
    deal.calls.append((p, action))
    deal.events.append({"type": "bid", "seat": p, "action": action})
    if deal.to_ask:
        if action == "surcoinche":
            deal.surcoinched_by = p
            deal.factor = 4
            deal.events.append({"type": "surcoinche", "seat": p})
            deal.to_ask = ()
            return True
        deal.to_ask = deal.to_ask[1:]
        if not deal.to_ask:
            return True
        deal.current_player = deal.to_ask[0]
        return False
    if action == "pass":
        deal.passes += 1
        if deal.passes == (4 if deal.high is None else 3):
            return True
        deal.current_player = (p - 1) % 4
        return False
    if action == "coinche":
        deal.coinched_by = p
        deal.factor = 2
        deal.events.append({"type": "coinche", "seat": p})
        deal.to_ask = ((p - 1) % 4, (p + 1) % 4)
        deal.current_player = deal.to_ask[0]
        return False
    value, suit = parse_bid(action)
    deal.high = (value, suit, p)
    deal.passes = 0
    deal.current_player = (p - 1) % 4
    return False


__all__ = ["CAPOT", "SUITS", "VALUES", "apply", "is_call", "legal", "parse_bid", "reset", "why_illegal"]
