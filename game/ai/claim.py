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

from game.engine import action_card, descriptor
from game.engine.cards import PACKS


def _rule(obs):
    """``(beats, out of play)`` from the game's own rule, or None when no claim can be judged."""
    try:
        hook = descriptor(obs.get("game")).claim_rule
    except ValueError:
        return None
    return hook(obs) if hook is not None else None


def unseen(obs, out=None):
    """The cards the seat has not seen played, does not hold and may still meet in a trick
    (``out``: the cards it knows are out of play, by default as its game's rule says)."""
    if out is None:
        rule = _rule(obs)
        out = rule[1] if rule is not None else ()
    seen = set(obs.get("hand") or []) | set(out)
    for trick in obs.get("tricks") or []:
        seen.update(trick["cards"])
    seen.update(p["card"] for p in obs.get("trick") or [])
    return [c for c in PACKS[obs["game"]] if c not in seen]


def claim_certain(obs):
    """Is every remaining trick certain for the observation's seat (see the module's note)?"""
    hand = list(obs.get("hand") or [])
    if obs.get("current_player") != obs.get("seat") or obs.get("trick") or len(hand) < 2:
        return False
    legal = obs.get("legal_actions") or []
    if obs.get("phase") != "play" or not any(a in hand for a in legal):
        return False
    rule = _rule(obs)
    if rule is None:
        return False
    beats, out = rule
    others = unseen(obs, out)
    return all(not any(beats(x, c) for x in others) for c in hand)


def claim_action(obs):
    """The claiming seat's next move: its first card, as a marriage where one may be declared."""
    legal = obs.get("legal_actions") or []
    hand = obs.get("hand") or []
    for action in legal:
        carried = action_card(obs.get("game"), action)
        if action not in hand and carried is not None and carried[1] == "play" and carried[0] in hand:
            return action  # a card played with a call of its own (a marriage): its points are the seat's too
    return next(a for a in legal if a in hand)


def conceding_action(obs):
    """A move for a seat that has conceded the rest: the first legal card (the tricks are the
    claimer's whatever falls, and so are their points)."""
    legal = obs.get("legal_actions") or []
    hand = obs.get("hand") or []
    return next((a for a in legal if a in hand), legal[0])


__all__ = ["claim_action", "claim_certain", "conceding_action", "unseen"]
