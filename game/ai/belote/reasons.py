"""The coach's reasons in Belote's own terms: taking or passing, and the contract in the play.
Ids and numbers only; the words are at the Belote table.

``seen`` holds the worlds the search drew, each played out after the choice and
after the runner-up (:mod:`game.ai.coach_worlds`); a contract is made in a world
where the deal's result says so.
"""

from __future__ import annotations

TAKE, PASS = "take", "pass"

REASON_IDS = ("taking_makes", "taking_fails", "makes_contract", "beats_contract", "more_card_points")


def _is_take(action):
    return action is not None and (action == TAKE or action.startswith(TAKE + ":"))


def _made(result, team=None):
    """The contract was made (by ``team``'s taker, when given)."""
    if result.get("void") or result.get("taker") is None:
        return False
    return bool(result["made"]) and (team is None or result["taker"] % 2 == team)


def _contract_made(result):
    """The deal's contract was made (a void deal has none): read alike from every Belote
    family result, whoever named the trumps."""
    return bool(result.get("made"))


def _failed(result):
    return not result.get("void") and result.get("taker") is not None and not result["made"]


def reason(obs, action, other, seen):
    """``[reason id, params]`` for ``action`` rather than ``other``, else None."""
    seat, n = obs["seat"], seen.worlds
    if _is_take(action) and seen.has(action):
        made = seen.count(action, lambda d: _made(d.result(), seat % 2))
        suit = seen.ends[action][0].result().get("trump")
        return ["taking_makes", {"count": made, "worlds": n, "suit": suit}]
    if action == PASS and _is_take(other) and seen.has(other):
        fails = seen.count(other, lambda d: _failed(d.result()))
        return ["taking_fails", {"count": fails, "worlds": n}] if fails else None
    return play_reason(obs, action, seen)


def play_reason(obs, action, seen):
    """A card that makes (or beats) the contract whatever comes after: ``[id, params]``, else None."""
    seat, n = obs["seat"], seen.worlds
    if obs.get("phase") == "play" and seen.only_ahead(action) and obs.get("declarer") is not None:
        ours = obs["declarer"] % 2 == seat % 2
        params = {}
        if seen.has(action):
            params = {"count": seen.count(action, lambda d: _contract_made(d.result()) == ours), "worlds": n}
        return ["makes_contract" if ours else "beats_contract", params]
    return None


def outcome_reason(obs, action, other, seen):
    """What a card does for the contract against ``other``: made (or beaten) more often,
    or more card points for the seat's side."""
    seat, n = obs["seat"], seen.worlds
    if n < 2 or other is None or not (seen.has(action) and seen.has(other)) or obs.get("declarer") is None:
        return None
    ours = obs["declarer"] % 2 == seat % 2

    def good(d):
        return _contract_made(d.result()) == ours

    count = seen.count(action, good)
    if count > seen.count(other, good):
        return ["makes_contract" if ours else "beats_contract", {"count": count, "worlds": n}]
    team = seat % 2
    gain = [a.result()["card_points"][team] - b.result()["card_points"][team]
            for a, b in zip(seen.ends[action], seen.ends[other])]
    points = round(sum(gain) / n)
    return ["more_card_points", {"points": points, "than": other}] if points >= 1 else None


__all__ = ["REASON_IDS", "outcome_reason", "play_reason", "reason"]
