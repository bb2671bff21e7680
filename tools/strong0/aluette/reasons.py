"""The coach's reasons in Aluette's own terms: the deal won by the side with the most tricks.
Ids and numbers only; the words are at the Aluette table.

``seen`` holds the worlds the search drew, each played out after the choice and
after the runner-up (:mod:`game.ai.coach_worlds`).
"""

from __future__ import annotations

REASON_IDS = ("wins_deal",)


def reason(obs, action, other, seen):
    """Aluette has no calls: every reason is the trick's or the deal's."""
    return None


def outcome_reason(obs, action, other, seen):
    """``action`` wins the deal for the seat's side in more worlds than ``other``."""
    n, team = seen.worlds, obs["seat"] % 2
    if n < 2 or other is None or not (seen.has(action) and seen.has(other)):
        return None

    def won(d):
        points = d.result()["points"]
        return points[team] > points[1 - team]

    count = seen.count(action, won)
    if count > seen.count(other, won):
        return ["wins_deal", {"count": count, "worlds": n}]
    return None


__all__ = ["REASON_IDS", "outcome_reason", "reason"]
