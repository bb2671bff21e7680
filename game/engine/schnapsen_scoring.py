"""Schnapsen card values and game-point settlement (``rules.md`` section 3)."""

TARGET = 66
MARRIAGE = 20
TRUMP_MARRIAGE = 40

#: card points by rank
RANK_VALUES = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2}
#: rank order within a suit, higher wins
RANK_STRENGTH = {"J": 1, "Q": 2, "K": 3, "T": 4, "A": 5}

_SUITS = ("C", "D", "H", "S")
VALUES = {r + s: v for r, v in RANK_VALUES.items() for s in _SUITS}
STRENGTH = {r + s: v for r, v in RANK_STRENGTH.items() for s in _SUITS}


def game_points_for(loser_points, loser_has_trick):
    """1, 2 or 3 game points for a win, from what the loser had."""
    if not loser_has_trick:
        return 3
    if loser_points < 33:
        return 2
    return 1


def settle(deal, reached):
    """(winner, game points, reason id) for a finished deal.

    ``reached`` is the seat whose points just reached 66, or None when the
    last trick has been played without anybody reaching 66.
    """
    closer = deal.closed_by
    if reached is not None:
        if closer is None:
            loser = 1 - reached
            gp = game_points_for(deal.points[loser], deal.tricks_won[loser] > 0)
            return reached, gp, "reached_66"
        if closer == reached:
            # judged on the opponent's standing when the stock was closed
            gp = game_points_for(deal.closed_opp_points, deal.closed_opp_had_trick)
            return reached, gp, "reached_66"
        return reached, (2 if deal.closed_opp_had_trick else 3), "closer_failed"
    if closer is not None:
        return 1 - closer, (2 if deal.closed_opp_had_trick else 3), "closer_failed"
    return deal.last_trick_winner, 1, "last_trick"
