"""Aluette playouts on a compact state, for the strong level's search.

A playout from a sampled world converts the engine deal once into the exact
solver's state (hands as counts per strength: only a card's strength matters)
and plays the *normal* player's habits on it: the lowest card likely to hold
the trick, the partner's trick left alone, a spoiling tie when it is likely to
stand, a fairly high lead when no card is sure.  A seat's chances are reckoned
from what it can see, as the normal player's: the cards neither played nor its
own.  When the last tricks come the exact solver takes over, as in the engine
playout; the value is the engine's.
"""

from game.engine.aluette import N_TRICKS, STRENGTH
from game.engine.cards import PACKS

from .heuristic import AluetteHeuristic
from .solver import _FIELD, from_deal, strengths
from ..common import survive_probability

N = 4
TOP = max(STRENGTH.values())
_PACK_COUNT = [0] * (TOP + 1)
for _c in PACKS["aluette"]:
    _PACK_COUNT[STRENGTH[_c]] += 1

SURE = AluetteHeuristic.SURE
TAKE = AluetteHeuristic.TAKE
TAKE_LAST = AluetteHeuristic.TAKE_LAST
TIE = AluetteHeuristic.TIE
LEAD_QUANTILE = AluetteHeuristic.LEAD_QUANTILE

_survive = {}


def _survival(danger, unseen, held):
    key = (danger, unseen, held)
    p = _survive.get(key)
    if p is None:
        p = _survive[key] = survive_probability(danger, unseen, held)
    return p


class Playout:
    """One deal's card play on the solver's state, with the cards not yet played."""

    def __init__(self, deal):
        self.game, self.state = from_deal(deal)
        left = list(_PACK_COUNT)
        for _leader, cards, _w in deal.tricks:
            for c in cards:
                left[STRENGTH[c]] -= 1
        for c in deal.trick:
            left[STRENGTH[c]] -= 1
        self.left = left  # cards of each strength not yet played (the unused twelve among them)

    def play(self, s):
        """Play strength ``s`` for the seat to act; the next state, or ``("end", value)``."""
        self.left[s] -= 1
        self.state = self.game.play(self.state, s)
        return self.state

    def choose(self):
        """The strength the normal player would play."""
        state = self.state
        p = state[4]
        mine = strengths(state[p])
        if len(mine) == 1:
            return mine[0]
        cards = state[5]
        done = state[16]
        size = N_TRICKS - done
        hand = state[p]
        counts = {s: (hand >> (_FIELD * s)) & 7 for s in mine}
        left = self.left
        unseen_total = sum(left) - size  # this seat holds ``size`` cards before it plays
        to_play = [(p + k) % N for k in range(1, N - len(cards))]
        opp_after = [s for s in to_play if s % 2 != p % 2]
        # opponents still to play have not played to this trick: ``size`` cards each
        held_after = size * len(opp_after)

        def safe(s):
            # the cards of strength ``s`` or more this seat cannot see
            danger = sum(left[s:]) - sum(counts[t] for t in mine if t >= s)
            return _survival(danger, unseen_total, held_after)

        low = mine[0]
        if not cards:
            ranked = []
            for s in mine:
                ranked += [s] * counts[s]
            for s in mine:
                if safe(s) >= SURE:
                    return s
            return ranked[min(len(ranked) - 1, int(LEAD_QUANTILE * len(ranked)))]
        best = max(cards)
        leader = (p - len(cards)) % N
        holders = [(leader + i) % N for i, c in enumerate(cards) if c == best]
        partner = (p + 2) % N
        winning = holders[0] if len(holders) == 1 else None
        if winning == partner:
            quiet = [s for s in mine if s < best]
            if quiet:
                return quiet[0]
            above_best = [s for s in mine if s > best]
            return above_best[0] if above_best else low
        beaters = [s for s in mine if s > best]
        tie = best in mine
        if winning is None and not opp_after:
            return beaters[0] if beaters and safe(beaters[0]) > 0.5 else low
        partner_after = partner in to_play
        for s in beaters:
            chance = safe(s)
            if chance >= TAKE or (chance >= TAKE_LAST and not partner_after):
                return s
        if tie and (not opp_after or safe(best) >= TIE):
            return best
        if beaters and not partner_after and not opp_after:
            return beaters[0]
        return low


def play_out(deal, solve_tricks=0, nodes=None, cancel=None, record=None):
    """Team 0's match points minus team 1's after the normal habits play
    ``deal`` to the end; from ``solve_tricks`` tricks left the exact solver
    decides instead (its node budget ``nodes``; past it, the habits play on).
    ``record`` (a list) receives the strengths played, until the deal's
    value is settled."""
    po = Playout(deal)
    state = po.state
    while True:
        if solve_tricks and N_TRICKS - state[16] <= solve_tricks:
            v = po.game.fresh_value(state, nodes, cancel)
            if v is not None:
                return v
            solve_tricks = 0  # past the node budget: the habits play on
        s = po.choose()
        if record is not None:
            record.append(s)
        state = po.play(s)
        if state[0] == "end":
            return state[1]


def card_of(hand, s):
    """The card of strength ``s`` the normal player would play from ``hand``."""
    return min(c for c in hand if STRENGTH[c] == s)


__all__ = ["Playout", "card_of", "play_out"]
