"""What differs between the four tables: seats, pack, cloth, hand order, match end.

Everything here is plain data and small pure functions over engine values,
so the table scene stays one piece of code for every game.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass

from game.i18n import N_

#: a Preference session at this table: every player deals three times
PREFERENCE_SESSION_DEALS = 9

_FRENCH_SUIT_ORDER = {"S": 0, "H": 1, "C": 2, "D": 3}  # alternate colours
_ALUETTE_SUIT_ORDER = {"O": 0, "C": 1, "B": 2, "S": 3}


@dataclass(frozen=True)
class GameSpec:
    key: str
    title: str  # an N_() message id
    n_seats: int
    pack: str  # the render pack: aluette, paris, vienna
    cloth: tuple  # RGB of the table's cloth
    direction: int  # +1 clockwise, -1 counter-clockwise (Belote)
    teams: bool
    max_cards: int  # the most cards a hand holds (layout spacing)
    rank_order: str  # weakest first, for sorting a hand
    trump_order: str = ""  # weakest first inside the trump suit, when it differs

    def next_seat(self, seat):
        return (seat + self.direction) % self.n_seats

    def team_of(self, seat):
        return seat % 2 if self.teams else seat


SPECS = {
    "aluette": GameSpec(
        "aluette", N_("Aluette"), 4, "aluette", (24, 74, 80), +1, True, 9, "",
    ),
    "belote": GameSpec(
        "belote", N_("Belote"), 4, "paris", (22, 84, 54), -1, True, 8, "789JQKTA", "78QKTA9J",
    ),
    "schnapsen": GameSpec(
        "schnapsen", N_("Schnapsen"), 2, "vienna", (98, 30, 40), +1, False, 5, "JQKTA",
    ),
    "preference": GameSpec(
        "preference", N_("Preference"), 3, "vienna", (30, 58, 88), +1, False, 12, "789TJQKA",
    ),
}


def spec(game):
    try:
        return SPECS[game]
    except KeyError:
        raise ValueError(f"unknown game {game!r}") from None


def sort_hand(game, cards, trump=None):
    """The hand in the order a player holds it: by suit, strongest on the right.

    Aluette has no suits that matter: its cards go by the game's rank order.
    """
    sp = spec(game)
    if game == "aluette":
        from game.engine.aluette import STRENGTH

        return sorted(cards, key=lambda c: (STRENGTH[c], _ALUETTE_SUIT_ORDER.get(c[1], 9)))
    suits = sorted({c[1] for c in cards}, key=lambda s: _FRENCH_SUIT_ORDER.get(s, 9))
    if trump in suits:
        # the trump suit sits at the right end, where the strongest cards are
        suits.remove(trump)
        suits.append(trump)
    # keep colours alternating when possible
    suits = _alternate(suits, trump)
    pos = {s: i for i, s in enumerate(suits)}

    def key(card):
        order = sp.trump_order if (card[1] == trump and sp.trump_order) else sp.rank_order
        return (pos[card[1]], order.index(card[0]))

    return sorted(cards, key=key)


_RED = {"H", "D"}


def _alternate(suits, trump):
    fixed_last = trump in suits
    body = [s for s in suits if s != trump] if fixed_last else list(suits)
    tail = [trump] if fixed_last else []
    best = body
    from itertools import permutations

    for perm in permutations(body):
        seq = list(perm) + tail
        if all((a in _RED) != (b in _RED) for a, b in zip(seq, seq[1:])):
            best = list(perm)
            break
    return best + tail


# -- the end of a match, as this table plays it ---------------------------------
def projected(match):
    """A copy of ``match`` with its finished current deal scored in."""
    other = copy.deepcopy(match)
    other.next_deal()
    return other


def match_ends_after_deal(match):
    """Does the finished current deal end the match at this table?

    Aluette and Schnapsen end by their own rules.  A Belote table decides
    each deal on its own: every deal that is played out is a whole match (a
    void deal is not).  A Preference session is :data:`PREFERENCE_SESSION_DEALS`
    deals.
    """
    deal = match.deal
    if not deal.is_over:
        return False
    game = match.game
    if game == "belote":
        return not deal.result()["void"]
    if game == "preference":
        return len(match.history) + 1 >= PREFERENCE_SESSION_DEALS
    return projected(match).is_over


def outcome(game, scores, deal_result=None):
    """``"won"``, ``"drawn"`` or ``"lost"`` for the player in seat 0.

    ``scores`` are the match scores with the last deal counted.
    """
    if game == "aluette":
        a, b = scores
        return "won" if a > b else "lost" if b > a else "drawn"
    if game == "schnapsen":
        # counting down: the player who reached 0 won
        return "won" if scores[0] == 0 else "lost"
    if game == "belote":
        mine, theirs = deal_result["score"]
        return "won" if mine > theirs else "lost" if theirs > mine else "drawn"
    balance = scores["balance"]
    best = max(balance)
    if balance[0] < best:
        return "lost"
    return "won" if balance.count(best) == 1 else "drawn"


__all__ = [
    "GameSpec",
    "PREFERENCE_SESSION_DEALS",
    "SPECS",
    "match_ends_after_deal",
    "outcome",
    "projected",
    "sort_hand",
    "spec",
]
