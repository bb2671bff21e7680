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

Where every player must follow the suit led when able (the game's rule says so), a lead
also *draws*: each rival holding that suit gives one card of it.  A rival can hold at most
as many cards of a suit as it holds cards, and as there are unseen cards of that suit; so
the seat's trumps led from the top, then each suit from the top, win every trick when
each card either beats every unseen card of its suit or comes after the rivals have run
out of that suit, and no rival can keep a trump for the side suits.  That is still only
counting, never guessing where a card lies.

What "takes the trick" means is each game's own rule, from its engine: the highest trump
or the highest card of the suit led (Belote, Schnapsen, Preference), or the strictly
strongest card, a tie spoiling the trick (Aluette).
"""

from __future__ import annotations

from game.engine import action_card, descriptor
from game.engine.cards import PACKS


def _rule(obs):
    """``(beats, out of play, follows)`` from the game's own rule (``follows``: every player
    must follow the suit led when able), or None when no claim can be judged."""
    try:
        hook = descriptor(obs.get("game")).claim_rule
    except ValueError:
        return None
    rule = hook(obs) if hook is not None else None
    if rule is None:
        return None
    beats, out, *rest = rule
    return beats, out, bool(rest and rest[0])


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


ANY_ORDER = ()  # a plan: every card wins whenever it is led


def _plan(obs):
    """The order the seat leads its cards in to win every remaining trick, or None when no
    remaining trick is sure (see the module's note)."""
    hand = list(obs.get("hand") or [])
    if obs.get("current_player") != obs.get("seat") or obs.get("trick") or len(hand) < 2:
        return None
    legal = obs.get("legal_actions") or []
    if obs.get("phase") != "play" or not any(a in hand for a in legal):
        return None
    rule = _rule(obs)
    if rule is None:
        return None
    beats, out, follows = rule
    others = unseen(obs, out)
    if all(not any(beats(x, c) for x in others) for c in hand):
        return ANY_ORDER  # every card is master
    return _drawing_plan(obs, hand, others, beats) if follows else None


def _drawing_plan(obs, hand, others, beats):
    """Trumps from the top, then each suit from the top, when every lead is sure by counting."""
    trump = obs.get("trump")
    seat = obs.get("seat")
    rivals = [n for s, n in enumerate(obs.get("hand_counts") or []) if s != seat]
    if not rivals:
        return None
    plan = _drawing_order(obs, hand, beats)
    for suit in {c[1] for c in hand}:
        mine = [c for c in plan if c[1] == suit]
        theirs = [x for x in others if x[1] == suit]
        most = max(min(n, len(theirs)) for n in rivals)  # the most of the suit one rival may hold
        for j, card in enumerate(mine):
            # after j leads of the suit a rival holds at most most - j of it
            if j < most and any(beats(x, card) for x in theirs):
                return None
    if trump is not None and any(c[1] != trump for c in hand):
        trumps = [x for x in others if x[1] == trump]
        mine = sum(c[1] == trump for c in hand)
        if max(min(n, len(trumps)) for n in rivals) > mine:
            return None  # a rival may keep a trump for a side card
    return plan


def _drawing_order(obs, hand, beats):
    """The seat's cards in the order a drawing claim leads them: trumps first, each suit from
    the top.  The order is fixed, so the rest of a plan is the plan of the rest (a later look,
    which forgets who failed to follow, may no longer prove it, but it still holds)."""
    trump = obs.get("trump")
    order = []
    for suit in sorted({c[1] for c in hand}, key=lambda suit: (suit != trump, suit)):
        suited = [c for c in hand if c[1] == suit]
        order += sorted(suited, key=lambda c: -sum(beats(c, d) for d in suited))  # highest first
    return order


def claim_certain(obs):
    """Is every remaining trick certain for the observation's seat (see the module's note)?"""
    return _plan(obs) is not None


def claim_action(obs):
    """The claiming seat's next move: the next card of its plan, as a marriage where one may be
    declared with it."""
    legal = obs.get("legal_actions") or []
    hand = obs.get("hand") or []
    cards = [a for a in legal if a in hand]
    rule = _rule(obs)
    if _plan(obs) == ANY_ORDER or rule is None:
        wanted = cards
    else:  # the drawing order, whether or not this later look still proves it
        wanted = [next((c for c in _drawing_order(obs, hand, rule[0]) if c in cards), cards[0])]
    for action in legal:
        carried = action_card(obs.get("game"), action)
        if action not in hand and carried is not None and carried[1] == "play" and carried[0] in wanted:
            return action  # a card played with a call of its own (a marriage): its points are the seat's too
    return wanted[0]


def conceding_action(obs):
    """A move for a seat that has conceded the rest: the first legal card (the tricks are the
    claimer's whatever falls, and so are their points)."""
    legal = obs.get("legal_actions") or []
    hand = obs.get("hand") or []
    return next((a for a in legal if a in hand), legal[0])


__all__ = ["claim_action", "claim_certain", "conceding_action", "unseen"]
