"""Aluette deals consistent with one seat's observation, and what the strong
and expert levels' search needs to know of the game (``search.SearchPlayer``)."""

from game.engine.aluette import STRENGTH

from ..endgame import TrickEndgame
from ..jit import COMPILED
from ..levels import EXPERT_SECONDS
from ..match_value import total_value
from ..sampling import INF, DeckLayout, sample_world
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
#: the compiled search: each world searched from the decision point as many tricks
#: deep as ``nodes`` allow (exact to the end where they do), the core's evaluation beyond
EXACT_BUDGET = Budget(worlds=40, rollouts=None, min_worlds=8, nodes=7_000, race=2.0)
#: the expert: more worlds, each searched deeper
EXPERT_BUDGET = Budget(worlds=56, rollouts=None, min_worlds=16, nodes=20_000, race=2.0,
                       seconds=EXPERT_SECONDS)


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
        values, _horizon = aluette_solver.deep_values(aluette_solver.row_of(world), budget.nodes)
        if values is None:
            return None
        sign = 1 if seat % 2 == 0 else -1
        return [sign * values[INDEX[r]] for r in reps]

    @staticmethod
    def heuristic(level, rng):
        return AluetteHeuristic(level, rng)

    for_match = staticmethod(for_match)

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
