"""Aluette deals consistent with one seat's observation, and what the strong
and expert levels' search needs to know of the game (``search.SearchPlayer``)."""

from game.engine.aluette import STRENGTH

from . import fast as aluette_fast
from . import solver as aluette_solver
from .heuristic import GAME, PACK, AluetteHeuristic, N, public_actions
from ..endgame import TrickEndgame
from ..match_value import total_value
from ..sampling import INF, DeckLayout, sample_world
from ..search import Budget


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


class Knowledge(TrickEndgame):
    solver = aluette_solver
    solve_tricks = 2
    play_phase = None  # the whole deal is card play
    game = GAME
    n_players = N
    # raced (see search.evaluate), with the compact playouts (2.2 times cheaper than the
    # engine's): 1.3 times the rollouts of the plain search for about its time
    budget = Budget(worlds=110, rollouts=400, race=2.0)

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
