"""The coach's reasons in Preference's own terms: bidding or passing, naming trumps,
defending or dropping, inviting, and the contract in the play.  Ids and numbers
only; the words are at the Preference table.

``seen`` holds the worlds the search drew, each played out after the choice and
after the runner-up (:mod:`game.ai.coach_worlds`).  A contract is made with six
tricks; a defender is short when the settlement makes it pay for too few tricks.
"""

from __future__ import annotations

from game.engine.preference_settle import DEFENDER_TRICKS, TRICKS_TO_MAKE

PASS, DEFEND, DROP, INVITE = "pass", "defend", "drop", "invite"
SHORT = ("defender_short", "host_short")
CALL_PHASES = ("auction", "trump")

REASON_IDS = ("bid_makes", "bid_fails", "trump_makes", "defending_holds", "defending_short", "invite_holds",
              "makes_contract", "beats_contract")


def _declares_and_makes(deal, seat):
    return deal.declarer == seat and deal.tricks_won[seat] >= TRICKS_TO_MAKE


def _declares_and_fails(deal, seat):
    return deal.declarer == seat and deal.tricks_won[seat] < TRICKS_TO_MAKE


def _short(deal, seat):
    """The seat paid for a defence that took too few tricks."""
    for event in deal.events:
        if event.get("type") == "settlement":
            return any(i["id"] in SHORT and i["from"] == seat for i in event["items"])
    return False


def _counted(rid, seen, action, test, **params):
    return [rid, {"count": seen.count(action, test), "worlds": seen.worlds, **params}]


def reason(obs, action, other, seen):
    """``[reason id, params]`` for ``action`` rather than ``other``, else None."""
    seat, phase = obs["seat"], obs.get("phase")
    if not seen.has(action):
        return None
    if phase in CALL_PHASES and action != PASS:
        made = lambda d: _declares_and_makes(d, seat)  # noqa: E731
        if phase == "trump":
            return _counted("trump_makes", seen, action, made, suit=action.rsplit(":", 1)[1])
        return _counted("bid_makes", seen, action, made)
    if phase in CALL_PHASES and seen.has(other):
        found = _counted("bid_fails", seen, other, lambda d: _declares_and_fails(d, seat))
        return found if found[1]["count"] else None
    if action == DEFEND:
        return _counted("defending_holds", seen, action, lambda d: not _short(d, seat), tricks=DEFENDER_TRICKS)
    if action == DROP and other == DEFEND and seen.has(other):
        return _counted("defending_short", seen, other, lambda d: _short(d, seat), tricks=DEFENDER_TRICKS)
    if action == INVITE:
        return _counted("invite_holds", seen, action, lambda d: not _short(d, seat))
    if phase == "play" and seen.only_ahead(action) and obs.get("declarer") is not None:
        ours = obs["declarer"] == seat
        test = (lambda d: d.tricks_won[d.declarer] >= TRICKS_TO_MAKE) if ours else (
            lambda d: d.tricks_won[d.declarer] < TRICKS_TO_MAKE)
        return _counted("makes_contract" if ours else "beats_contract", seen, action, test)
    return None


def outcome_reason(obs, action, other, seen):
    """What a card does for the contract against ``other``: made (or beaten) more often."""
    seat, n = obs["seat"], seen.worlds
    if (n < 2 or other is None or obs.get("phase") != "play" or obs.get("declarer") is None
            or not (seen.has(action) and seen.has(other))):
        return None
    ours = obs["declarer"] == seat

    def good(d):
        return (d.tricks_won[d.declarer] >= TRICKS_TO_MAKE) == ours

    count = seen.count(action, good)
    if count > seen.count(other, good):
        return ["makes_contract" if ours else "beats_contract", {"count": count, "worlds": n}]
    return None


__all__ = ["REASON_IDS", "outcome_reason", "reason"]
