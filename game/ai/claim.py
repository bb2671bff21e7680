"""Claiming the rest of a deal: is every remaining trick certain for a seat, whatever the
hidden cards?

The test is a sound sufficient condition, computed from the seat's observation only:
the seat is on lead, no card will join any hand any more, and every card it holds is
*master when led*: no card that the seat has not seen played (wherever it may be: in
another hand, a talon, a pile set aside) could take a trick that card leads.  Leading such
a card wins the trick whatever the others hold and play, and the winner leads again, so
leading the seat's cards one by one wins every remaining trick.  (A card that may be
anywhere the seat cannot see is counted as a possible beater: distributions are never
guessed, only over-counted; only cards the seat knows to be out of play are left out.)

What "takes the trick" means is each game's own rule, from its engine: the highest trump
or the highest card of the suit led (Belote, Schnapsen, Preference), or the strictly
strongest card, a tie spoiling the trick (Aluette).
"""

from __future__ import annotations

from game.engine import aluette, belote, preference, schnapsen
from game.engine.cards import PACKS


def _suit_rule(strength, trump):
    """``beats(x, c)``: could card ``x``, played to a trick that ``c`` leads, take it?"""

    def beats(x, c):
        if x[1] == c[1]:
            return strength[x] > strength[c]
        return trump is not None and x[1] == trump

    return beats


def _aluette_rule(obs):
    strength = aluette.STRENGTH
    return lambda x, c: strength[x] >= strength[c]  # a tie spoils the trick: not a trick won


def _belote_rule(obs):
    trump = obs.get("trump")
    return _suit_rule(belote.STRENGTH[trump], trump) if trump else None


def _schnapsen_rule(obs):
    if not obs["specific"].get("strict"):
        return None  # the stock still deals cards into the hands
    return _suit_rule(schnapsen.STRENGTH, obs.get("trump"))


def _preference_rule(obs):
    return _suit_rule(preference.STRENGTH, obs.get("trump"))


RULES = {
    "aluette": _aluette_rule,
    "belote": _belote_rule,
    "schnapsen": _schnapsen_rule,
    "preference": _preference_rule,
}


def out_of_play(obs):
    """Cards the seat knows will never be played: the card left face up under a closed Schnapsen
    stock, a declarer's own Preference discards."""
    facts = obs.get("specific") or {}
    out = set(facts.get("discards") or [])
    if obs.get("game") == "schnapsen" and facts.get("closed_by") is not None and facts.get("trump_card") \
            and facts.get("trump_card_taken_by") is None:
        out.add(facts["trump_card"])
    return out


def unseen(obs):
    """The cards the seat has not seen played, does not hold and may still meet in a trick."""
    seen = set(obs.get("hand") or []) | out_of_play(obs)
    for trick in obs.get("tricks") or []:
        seen.update(trick["cards"])
    seen.update(p["card"] for p in obs.get("trick") or [])
    return [c for c in PACKS[obs["game"]] if c not in seen]


def claim_certain(obs):
    """Is every remaining trick certain for the observation's seat (see the module's note)?"""
    game = obs.get("game")
    rule = RULES.get(game)
    hand = list(obs.get("hand") or [])
    if rule is None or obs.get("current_player") != obs.get("seat") or obs.get("trick") or len(hand) < 2:
        return False
    legal = obs.get("legal_actions") or []
    if obs.get("phase") != "play" or not any(a in hand for a in legal):
        return False
    beats = rule(obs)
    if beats is None:
        return False
    others = unseen(obs)
    return all(not any(beats(x, c) for x in others) for c in hand)


def claim_action(obs):
    """The claiming seat's next move: its first card, as a marriage where one may be declared."""
    legal = obs.get("legal_actions") or []
    for action in legal:
        if action.startswith("marry:"):
            return action  # the marriage's points are the seat's too
    hand = obs.get("hand") or []
    return next(a for a in legal if a in hand)


def conceding_action(obs):
    """A move for a seat that has conceded the rest: the first legal card (the tricks are the
    claimer's whatever falls, and so are their points)."""
    legal = obs.get("legal_actions") or []
    hand = obs.get("hand") or []
    return next((a for a in legal if a in hand), legal[0])


__all__ = ["claim_action", "claim_certain", "conceding_action", "unseen"]
