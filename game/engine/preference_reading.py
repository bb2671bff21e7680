"""How the rest of the program reads a Preference deal: each seat's value of a result,
what a seat may know, which card an action carries, the shape of ``result()``
(engine-api.md) and whose side the exact solver takes. Its descriptor
(``preference.py``) hands these to the tools, the tests and the deal viewer.
"""

from .tricks import beats, played_cards

RESULT_SHAPE = {
    "void": "bool", "declarer": "seat?",
    "contract": ("one of?", ("bid:1", "bid:2", "bid:3", "bid:4", "game:C", "game:S", "game:D", "hearts")),
    "trump": "suit?", "tricks": "ints:3",
    "defence": ("each of?", ("declarer", "defend", "drop", "invited"), 3),
    "balance": "ints:3", "pot": "int",
}


def seat_points(result):
    """What the deal is worth to each seat in the game's own scoring: its change of balance."""
    return list(result["balance"])


def known_cards(deal, seat):
    """The cards ``seat`` may know the place of: its hand, the cards played, the talon and
    discards for the declarer who took it, and all four aces once their bonus is paid."""
    known = set(deal.hands[seat]) | played_cards(deal)
    if seat == deal.declarer and deal.talon_taken:
        known |= set(deal.talon) | set(deal.discards)
    if deal.settlement and any(item["id"] == "four_aces" for item in deal.settlement[2]):
        known |= {"A" + s for s in "CDHS"}
    return known


def action_card(action):
    """The declarer's discard lays a card aside."""
    return (action[8:], "discard") if action.startswith("discard:") else None


def claim_rule_for(strength):
    """For a claim: the highest trump or the highest card of the suit led takes a trick; the
    declarer's own discards are out of play; every player follows the suit led when able."""

    def rule(obs):
        trump = obs.get("trump")
        out = set((obs.get("specific") or {}).get("discards") or [])
        return (lambda card, led: beats(card, led, trump, strength.__getitem__)), out, True

    return rule


def declarer_side(deal):
    return deal.declarer
