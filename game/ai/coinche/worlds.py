"""Coinche deals consistent with one seat's observation, for the strong and expert levels.

Every card is dealt before the auction (3-2-3 blocks from ``D-1``); the card play
is read as Belote's (``game.ai.belote.worlds.read_play``).  A world is weighed by
how well it explains the auction: each call another seat made is compared with the
normal player's call from that seat's hand (``bidding``): the further the hand is from
one that makes that call, the less likely the world.
"""

import math
import random

from ..belote.worlds import EXACT_TRICKS, play_sequence, read_play
from ..endgame import TrickEndgame
from ..sampling import DeckLayout, replay_weight, sample_world
from ..search import Budget
from ..tree import TreeBudget
from . import bidding
from . import fast as coinche_fast
from . import reasons
from . import solver as coinche_solver
from .core import INDEX, PACK
from .heuristic import AUCTION, GAME, CoincheHeuristic

N = 4
#: how far (points of the hand evaluation) a caller's hand may stray from the model's
#: before a world becomes much less likely: the spread of a normal curve
SPREAD = 15.0
#: the least a call weighs a world (a table of other habits is not impossible)
FLOOR = 1e-3

#: the auction's calls: more worlds, the rollouts spread over the few candidate calls
BID_BUDGET = Budget(worlds=100, rollouts=480, min_worlds=12, race=2.0)
#: the exact card play's worlds and node budget per world (past it, that world is played out)
EXACT_BUDGET = Budget(worlds=40, min_worlds=8, nodes=60_000)


def layout_for(obs):
    dealer = obs["dealer"]
    order = [(dealer - k) % N for k in range(1, 5)]
    owners = []
    for size in (3, 2, 3):
        for s in order:
            owners += [s] * size
    lay = DeckLayout(PACK, owners)
    for c in obs["hand"]:
        lay.held(c, obs["seat"])
    return read_play(lay, obs)


def public_actions(obs):
    return [b["call"] for b in obs["auction"]] + [c for _, c in play_sequence(obs)]


def call_surprise(model):
    """``surprise(deal, call)``: 1 for the call the model (the normal player) makes from the
    caller's hand, less the further the hand is from one that makes it (``bidding.call_distance``)."""
    def surprise(deal, action):
        if getattr(deal, "phase", None) != AUCTION or len(deal.legal_actions()) < 2:
            return 1.0
        obs = deal.observation(deal.current_player)
        if model.choose(obs) == action:
            return 1.0
        far = bidding.call_distance(obs, action)
        return max(FLOOR, math.exp(-0.5 * (far / SPREAD) ** 2))
    return surprise


class Knowledge(TrickEndgame):
    solver = coinche_solver
    solve_tricks = 3
    game = GAME
    n_players = N
    budget = Budget(worlds=120, rollouts=320, race=2.0)
    #: the counts of a tree over the worlds of the first tricks and the candidate calls, where
    #: a level grows one (``game.ai.tree``; none does for now: see ``levels``)
    tree_budget = TreeBudget(worlds=48, iterations=1600, replies=False)
    REASON_IDS = reasons.REASON_IDS
    reason = staticmethod(reasons.reason)
    outcome_reason = staticmethod(reasons.outcome_reason)

    @staticmethod
    def heuristic(level, rng):
        return CoincheHeuristic(level, rng)

    @staticmethod
    def sample(obs, rng):
        return sample_world(layout_for(obs), GAME, obs["dealer"], public_actions(obs), rng)

    @staticmethod
    def phase_budget(obs):
        if obs["phase"] == AUCTION:
            return BID_BUDGET
        if obs["phase"] == "play" and len(obs["hand"]) <= EXACT_TRICKS:
            return EXACT_BUDGET
        return None

    @staticmethod
    def grows(deal):
        # some forty calls a seat: the others' calls are left to the habits
        return deal.phase != AUCTION

    @staticmethod
    def world_values(world, reps, seat, budget, level):
        """Every card of ``reps`` valued exactly in ``world`` (one search), or None where the
        level plays the world out (too many tricks left, or past the node budget)."""
        if world.phase != "play" or coinche_solver.tricks_left(world) > EXACT_TRICKS:
            return None
        values = coinche_solver.values_of(coinche_solver.row_of(world), budget.nodes)
        if values is None:
            return None
        sign = 1 if seat % 2 == 0 else -1
        return [sign * values[INDEX[r]] for r in reps]

    @staticmethod
    def likelihood(obs):
        """Worlds where the others would have called as they did count more (the normal
        player's calls as the model of everybody's)."""
        n = len(obs["auction"])
        if not any(b["seat"] != obs["seat"] for b in obs["auction"]):
            return None
        surprise = call_surprise(CoincheHeuristic("normal", random.Random(0)))
        return lambda world: replay_weight(world, obs["seat"], surprise, upto=n)

    @staticmethod
    def value(result, seat):
        team = seat % 2
        return result["score"][team] - result["score"][1 - team]

    @classmethod
    def fast_value(cls, deal, seat, budget, cancel=None):
        v = coinche_fast.play_out(deal, cls.solve_tricks, budget.nodes, cancel)
        return v if seat % 2 == 0 else -v


__all__ = ["BID_BUDGET", "EXACT_BUDGET", "Knowledge", "layout_for", "public_actions"]
