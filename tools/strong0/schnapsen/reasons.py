"""The coach's reasons in Schnapsen's own terms: the trump Bube exchange, closing the
stock, marriages.  Ids and numbers only; the words are at the Schnapsen table.

``seen`` holds the worlds the search drew, each played out after the choice and
after the runner-up (:mod:`game.ai.coach_worlds`): closing "makes 66" in a world
where the closer wins the deal (after a close only the closer's 66 wins it).
"""

from __future__ import annotations

MARRY = "marry:"
MARRIAGE_POINTS, TRUMP_MARRIAGE_POINTS = 20, 40

REASON_IDS = ("takes_trump_card", "closes_stock", "closing_makes", "keeps_stock_open", "declares_marriage",
              "keeps_marriage", "wins_deal", "more_game_points", "more_card_points")


def _closing_wins(seen, seat):
    return seen.count("close", lambda d: d.result()["winner"] == seat)


def _breaks_pair(card, hand):
    """Does playing ``card`` part a King and Queen of one suit held together?"""
    if card is None or card[0] not in "KQ":
        return False
    return ("Q" if card[0] == "K" else "K") + card[1] in hand


def reason(obs, action, other, seen):
    """``[reason id, params]`` for ``action`` rather than ``other``, else None."""
    seat, n = obs["seat"], seen.worlds
    if action == "exchange":
        return ["takes_trump_card", {"card": obs["specific"]["trump_card"]}]
    if action == "close":
        if not seen.has("close"):
            return ["closes_stock", {}]
        return ["closing_makes", {"count": _closing_wins(seen, seat), "worlds": n}]
    if other == "close" and seen.has("close"):
        made = _closing_wins(seen, seat)
        if 2 * made <= n:
            return ["keeps_stock_open", {"count": made, "worlds": n}]
    if action.startswith(MARRY):
        card = action[len(MARRY):]
        points = TRUMP_MARRIAGE_POINTS if card[1] == obs.get("trump") else MARRIAGE_POINTS
        if other is None or not other.startswith(MARRY) or (other[len(MARRY):][1] == obs.get("trump")) != (
                card[1] == obs.get("trump")):
            return ["declares_marriage", {"card": card, "points": points}]
        return None
    hand = obs["hand"]
    if action in hand and other in hand and _breaks_pair(other, hand) and not _breaks_pair(action, hand):
        return ["keeps_marriage", {"suit": other[1]}]
    return None


def outcome_reason(obs, action, other, seen):
    """What ``action`` does for the deal against ``other``: the deal won more often, or
    more card points towards 66."""
    seat, n = obs["seat"], seen.worlds
    if n < 2 or other is None or not (seen.has(action) and seen.has(other)):
        return None
    won = seen.count(action, lambda d: d.result()["winner"] == seat)
    if won > seen.count(other, lambda d: d.result()["winner"] == seat):
        return ["wins_deal", {"count": won, "worlds": n}]
    gain = sum(seen.value(a) - seen.value(b) for a, b in zip(seen.ends[action], seen.ends[other])) / n
    if gain >= 0.05:
        return ["more_game_points", {"points": round(gain, 1)}]
    return more_card_points(seen, action, other, lambda r: r["points"][seat] - r["points"][1 - seat])


def more_card_points(seen, action, other, margin):
    """``action`` brings the seat's side more card points than ``other``, on average over the worlds."""
    gain = [margin(a.result()) - margin(b.result()) for a, b in zip(seen.ends[action], seen.ends[other])]
    points = round(sum(gain) / len(gain) / 2)  # the margin moves twice what one side gains
    return ["more_card_points", {"points": points}] if points >= 1 else None


__all__ = ["REASON_IDS", "more_card_points", "outcome_reason", "reason"]
