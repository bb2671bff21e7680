"""How a deal of Coinche is scored (rules §6 "Made or failed", "Scoring a deal", "Settled points").

The lines apply literally:
- a contract of 80-160 is made when the attackers' card points plus their own
  Belote reach at least ``max(V, 82)`` (81-81 fails; the defenders' Belote never
  counts against them); an unbid capot by the attackers makes it, a capot by the
  defenders fails it;
- a capot contract (250) is made only with all eight tricks, Belote aside;
- factor 1: made, the attackers score V + their card points and the defenders
  their card points; failed, the attackers 0 and the defenders 160 + V;
- factor 2 or 4: the winning side scores 160 + V x factor, the other 0;
- each team then adds 20 for its own Belote, also a side that scores 0.
"""

from .coinche_auction import CAPOT

MIN_MADE = 82
FAILED_BASE = 160


def is_made(value, attack, card_points, belote, capot):
    """Whether a contract of ``value`` by team ``attack`` is made."""
    if value == CAPOT:
        return capot == attack
    if capot is not None:
        return capot == attack
    return card_points[attack] + belote[attack] >= max(value, MIN_MADE)


def deal_score(value, factor, attack, made, card_points, belote):
    """The score of each team, ``[team0, team1]``."""
    defence = 1 - attack
    score = [0, 0]
    if factor == 1:
        if made:
            score[attack] = value + card_points[attack]
            score[defence] = card_points[defence]
        else:
            score[defence] = FAILED_BASE + value
    else:
        score[attack if made else defence] = FAILED_BASE + value * factor
    return [score[0] + belote[0], score[1] + belote[1]]


__all__ = ["FAILED_BASE", "MIN_MADE", "deal_score", "is_made"]
