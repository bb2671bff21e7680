"""Reading the others' hands from their latest plays, with the game's own solver
as the model of a player who plays well.

A world drawn from the observation puts the hidden cards somewhere; in it,
each of the others' latest choices either was one of the best the solver
finds for that seat from there (every card in view) or was not.  A world in
which the others played as a good player would is likelier: the weight is the
product, over the ``last`` choices read, of ``(1 - slip) / |best|`` for a best
choice and ``slip / |legal|`` for any (a slip: the solver sees more than the
player did, and players err).  Only choices the solver values from where they
were made (``Knowledge.world_values``: in the range it solves) are read.
"""

from __future__ import annotations

from collections import deque

from game.engine import new_deal

#: the others' latest choices read in each world (each costs one solve there)
LAST = 3
#: the share of choices taken for slips, made uniformly among the legal ones
SLIP = 0.35
#: values this close are equally good
TIE = 1e-6


def choices(world, seat, last):
    """``[(deal then, seat, legal, action)]`` of the others' ``last`` latest choices
    with more than one legal action in ``world``'s history, replayed from its deck."""
    record = world.record()
    deal = new_deal(record["game"], deck=record["deck"], dealer=record["dealer"], options=record.get("options"))
    kept = deque(maxlen=last)
    for action in record["actions"]:
        s = deal.current_player
        if s != seat:
            legal = deal.legal_actions()
            if len(legal) > 1:
                kept.append((deal.clone(), s, legal, action))
        deal.apply(action)
    return list(kept)


def fit(values, legal, action, slip=SLIP):
    """How likely ``action`` is among ``legal`` valued ``values`` for a good player who slips."""
    best = max(values)
    good = [a for a, v in zip(legal, values) if v >= best - TIE]
    return (1.0 - slip) * (action in good) / len(good) + slip / len(legal)


def solver_weight(knowledge, seat, budget, level, last=LAST, slip=SLIP):
    """``weight(world)``: how well the world explains the others' latest choices."""

    def weight(world):
        w = 1.0
        for deal, s, legal, action in choices(world, seat, last):
            values = knowledge.world_values(deal, legal, s, budget, level)
            if values is not None:
                w *= fit(values, legal, action, slip)
        return w

    return weight


def combined(*weights):
    """The product of the weights given (None: none)."""
    weights = [w for w in weights if w is not None]
    if not weights:
        return None
    if len(weights) == 1:
        return weights[0]

    def weight(world):
        out = 1.0
        for w in weights:
            out *= w(world)
            if out <= 0:
                break
        return out

    return weight


__all__ = ["LAST", "SLIP", "choices", "combined", "fit", "solver_weight"]
