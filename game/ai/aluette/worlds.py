"""Aluette deals consistent with one seat's observation, and what the strong
and expert levels' search needs to know of the game (``search.SearchPlayer``)."""

import math
import random

from game.engine.aluette import STRENGTH

from ..endgame import TrickEndgame
from ..jit import COMPILED
from ..levels import EXPERT_SECONDS
from ..match_value import total_value
from ..sampling import INF, DeckLayout, habit_likelihood, sample_world, tremble
from ..search import Budget
from . import fast as aluette_fast
from . import reasons as aluette_reasons
from . import solver as aluette_solver
from .core import INDEX
from .heuristic import GAME, PACK, AluetteHeuristic, N, public_actions


def layout_for(obs):
    """Who received each deck index (indices 36-47 are never dealt)."""
    dealer = obs["dealer"]
    owners = []
    for _round in range(3):
        for j in range(4):
            owners += [(dealer + 1 + j) % N] * 3
    owners += ["unused"] * 12
    avail = [0] * 36 + [INF] * 12
    lay = DeckLayout(PACK, owners, avail)
    seat = obs["seat"]
    for c in obs["hand"]:
        lay.held(c, seat)
    for s, c in public_actions(obs):
        lay.held(c, s)
    return lay


#: match points a team scores in a deal (Mordienne: 2), as often as in 600
#: deals between normal players (some team always wins the deal there)
DEAL_POINTS = {1: 0.497, 2: 0.003}


def for_match(obs):
    """Deal value (my team's points minus theirs) -> the five-deal match's
    value from the score so far and the deals still to come; None outside a match."""
    match = obs["specific"].get("match")
    if not match or match.get("deals_left") is None:
        return None
    team = obs["seat"] % 2
    lead = match["scores"][team] - match["scores"][1 - team]
    left = match["deals_left"]
    table = {d: total_value(lead + d, left, DEAL_POINTS) for d in range(-2, 3)}
    return lambda v: table[v] if v in table else v


#: the playouts' search (plain Python, and while the compiled core is not ready):
#: raced (see search.evaluate), the normal habits played out on the core's row
PLAYOUT_BUDGET = Budget(worlds=110, rollouts=400, race=2.0)
class DeepBudget(Budget):
    """A budget whose ``foresight`` (a percentage, 0: off; see ``core.solve_deep``)
    skips a deeper horizon that its ``nodes`` would most likely not finish."""

    def __init__(self, *args, foresight=0, **kwargs):
        super().__init__(*args, **kwargs)
        self.foresight = foresight


#: the compiled search: each world searched from the decision point as many tricks
#: deep as ``nodes`` allow (exact to the end where they do), the core's evaluation
#: beyond.  Foresight halves the early decisions' CPU: at the first tricks most of
#: the nodes went to a horizon that ran out of them (over 1344 worlds of the first
#: seven tricks of seeded deals every value was the same as without it, and so was
#: every choice of 448 decisions of 14 seeded deals; against strong0, tools/arena.py
#: --deals 60 --mirror: -0.03 [-0.10, +0.03] match points a deck)
EXACT_BUDGET = DeepBudget(worlds=40, rollouts=None, min_worlds=8, nodes=7_000, race=2.0, foresight=100)
#: the expert: more worlds, each searched deeper (with the same foresight: a horizon
#: its nodes would most likely not finish is not begun)
EXPERT_BUDGET = DeepBudget(worlds=56, rollouts=None, min_worlds=16, nodes=20_000, race=2.0,
                           seconds=EXPERT_SECONDS, foresight=100)


#: the model of the others' play: the normal habits' card, or one near it in rank
#: (``near``: each rank step away divides its odds by e^NEAR), and slips among all the
#: cards for a share TREMBLE (tools/inference_check.py measures both)
TREMBLE = 0.3
NEAR = 1.0
#: off: against the frozen search (tools/inference_check.py --game aluette --deals 8,
#: strong0 playing the deals) the weights lowered the mean log-probability of the hidden
#: cards' true places (-0.07 +- 0.10 a position with NEAR 1, -0.03 +- 0.09 with the plain
#: slips at 0.7): the habits are no model of the search's plays, and a fourth of the cards
#: lie out of every hand.  The tool turns it on (``--infer``) to measure a better model.
INFER = False


def near(action, legal, chosen):
    """How likely the habits make ``action`` when their own pick is ``chosen``: a
    softmax over the rank distance to it (the search's plays differ from the
    habits' mostly by a step or two), with slips among all the cards."""
    ranks = sorted({STRENGTH[c] for c in legal})
    at = ranks.index(STRENGTH[chosen])
    odds = [math.exp(-NEAR * abs(i - at)) for i in range(len(ranks))]
    same = sum(1 for c in legal if STRENGTH[c] == STRENGTH[action])
    share = odds[ranks.index(STRENGTH[action])] / sum(odds) / same
    return (1.0 - TREMBLE) * share + TREMBLE / len(legal)


def likelihood(obs):
    """Worlds where the others' cards explain their plays under the normal habits
    count more (the partner's plays included: in a game without a rule to follow,
    what it keeps and throws is all it says)."""
    seat = obs["seat"]
    if not INFER or not any(s != seat for s, _ in public_actions(obs)):
        return None
    model = AluetteHeuristic("normal", random.Random(0))
    return lambda world: habit_likelihood(world, seat, model, {None: near})


class Knowledge(TrickEndgame):
    solver = aluette_solver
    solve_tricks = 2
    play_phase = None  # the whole deal is card play
    game = GAME
    n_players = N
    budget = EXACT_BUDGET if COMPILED else PLAYOUT_BUDGET
    # the expert's own counts (three times the strong's would pass its CPU safety net)
    budgets = {"expert": EXPERT_BUDGET} if COMPILED else {}
    #: the coach's reasons in the game's own terms (the table has words for each)
    REASON_IDS = aluette_reasons.REASON_IDS
    reason = staticmethod(aluette_reasons.reason)
    outcome_reason = staticmethod(aluette_reasons.outcome_reason)

    @staticmethod
    def world_values(world, reps, seat, budget, level):
        """Every card of ``reps`` valued in ``world`` by one search of the compiled
        core from the decision point, or None where the world is played out instead
        (the compiled core not ready yet, or not even the current trick fitting ``nodes``)."""
        if not aluette_solver.compiled():
            return None
        values, _horizon = aluette_solver.deep_values(aluette_solver.row_of(world), budget.nodes,
                                                      getattr(budget, "foresight", 0))
        if values is None:
            return None
        sign = 1 if seat % 2 == 0 else -1
        return [sign * values[INDEX[r]] for r in reps]

    @staticmethod
    def heuristic(level, rng):
        return AluetteHeuristic(level, rng)

    for_match = staticmethod(for_match)
    likelihood = staticmethod(likelihood)

    @staticmethod
    def sample(obs, rng):
        actions = [c for _, c in public_actions(obs)]
        return sample_world(layout_for(obs), GAME, obs["dealer"], actions, rng)

    @staticmethod
    def value(result, seat):
        team = seat % 2
        return result["points"][team] - result["points"][1 - team]

    @staticmethod
    def groups(obs):
        # cards of equal rank are interchangeable
        rep = {}
        for c in sorted(obs["legal_actions"]):
            rep.setdefault(STRENGTH[c], c)
        return lambda card: rep[STRENGTH[card]]

    @classmethod
    def fast_value(cls, deal, seat, budget, cancel=None):
        v = aluette_fast.play_out(deal, cls.solve_tricks, budget.nodes, cancel)
        return v if seat % 2 == 0 else -v
