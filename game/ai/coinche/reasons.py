"""The coach's reasons in Coinche's own terms: the calls of the auction and the contract
in the play.  Ids and numbers only; the words are at the Coinche table.

``seen`` holds the worlds the search drew, each played out after the choice and after the
runner-up (:mod:`game.ai.coach_worlds`); a contract is made in a world where the deal's
result says so.
"""

from __future__ import annotations

from game.engine.coinche_auction import CAPOT, parse_bid

# the card play is Belote's: so are its reasons
from ..belote.reasons import outcome_reason, play_reason

PASS, COINCHE, SURCOINCHE = "pass", "coinche", "surcoinche"

REASON_IDS = ("bid_makes", "capot_makes", "bid_fails", "coinche_beats", "coinche_risky", "surcoinche_makes",
              "surcoinche_risky", "makes_contract", "beats_contract", "more_card_points")


def _made(result, team=None):
    """The contract was made (by ``team``'s bidder, when given)."""
    contract = result.get("contract")
    if result.get("void") or contract is None:
        return False
    return bool(result["made"]) and (team is None or contract["bidder"] % 2 == team)


def _failed(result, team=None):
    """The contract went down (``team``'s, when given)."""
    contract = result.get("contract")
    if result.get("void") or contract is None:
        return False
    return not result["made"] and (team is None or contract["bidder"] % 2 == team)


def _call_reason(obs, action, other, seen):
    """A call's reason: what the worlds show after it, or after the call it was preferred to."""
    seat, n = obs["seat"], seen.worlds
    team = seat % 2
    bid = parse_bid(action)
    if bid is not None and seen.has(action):
        made = seen.count(action, lambda d: _made(d.result(), team))
        if bid[0] == CAPOT:
            return ["capot_makes", {"count": made, "worlds": n, "value": bid[0], "suit": bid[1]}]
        return ["bid_makes", {"count": made, "worlds": n, "value": bid[0], "suit": bid[1]}]
    if action == COINCHE and seen.has(action):
        return ["coinche_beats", {"count": seen.count(action, lambda d: _failed(d.result())), "worlds": n}]
    if action == SURCOINCHE and seen.has(action):
        return ["surcoinche_makes", {"count": seen.count(action, lambda d: _made(d.result(), team)), "worlds": n}]
    if action != PASS or not seen.has(other):
        return None
    theirs = parse_bid(other)
    if theirs is not None:
        fails = seen.count(other, lambda d: _failed(d.result(), team))
        return ["bid_fails", {"count": fails, "worlds": n, "value": theirs[0]}] if fails else None
    if other == COINCHE:
        made = seen.count(other, lambda d: _made(d.result()))
        return ["coinche_risky", {"count": made, "worlds": n}] if made else None
    if other == SURCOINCHE:
        fails = seen.count(other, lambda d: _failed(d.result(), team))
        return ["surcoinche_risky", {"count": fails, "worlds": n}] if fails else None
    return None


def reason(obs, action, other, seen):
    """``[reason id, params]`` for ``action`` rather than ``other``, else None."""
    if obs.get("phase") == "auction":
        return _call_reason(obs, action, other, seen)
    return play_reason(obs, action, seen)


__all__ = ["REASON_IDS", "outcome_reason", "reason"]
