"""Belote deals consistent with one seat's observation, for the strong level."""

import random

from . import fast as belote_fast
from . import reasons
from . import solver as belote_solver
from .core import INDEX, SUITS
from .heuristic import GAME, PACK, BeloteHeuristic, N
from .solver import CORE
from ..endgame import TrickEndgame
from ..jit import build
from ..solver import bits
from ..sampling import INF, DeckLayout, habit_likelihood, sample_world, tremble
from ..search import Budget
from ..tree import TreeBudget


def play_sequence(obs):
    """Every card played so far with its seat, in order."""
    out = []
    for t in obs["tricks"]:
        out.extend(zip(t["seats"], t["cards"]))
    for e in obs["trick"]:
        out.append((e["seat"], e["card"]))
    return out


def layout_for(obs):
    dealer = obs["dealer"]
    seat = obs["seat"]
    order = [(dealer - k) % N for k in range(1, 5)]
    bids = [{"seat": b["seat"], "action": b["call"]} for b in obs["auction"]]
    taker = obs["declarer"]
    owners = []
    for s in order:
        owners += [s] * 3
    for s in order:
        owners += [s] * 2
    avail = [0] * 20
    if taker is None:
        owners += ["turned"] + ["stock"] * 11
        avail += [INF] * 12
    else:
        owners.append(taker)
        for s in order:
            owners += [s] * (2 if s == taker else 3)
        avail += [len(bids)] * 12
    lay = DeckLayout(PACK, owners, avail)
    lay.fix(obs["specific"]["turned"], 20)
    for c in obs["hand"]:
        lay.held(c, seat)
    return read_play(lay, obs)


def read_play(lay, obs):
    """Add to ``lay`` what the card play shows of ``obs``'s seat's unseen cards: each
    card's player, what a card that neither follows nor trumps shows lacking, and who
    holds the other trump honour after a Belote (Coinche reads its play the same way)."""
    seat = obs["seat"]
    trump = obs["trump"]
    if trump is None:
        return lay
    mine = set(obs["hand"])
    plays = play_sequence(obs)
    played = {c for _, c in plays}
    turned = obs["specific"].get("turned")
    unseen = [c for c in PACK if c not in mine and c not in played and c != turned]
    for s, c in plays:
        lay.held(c, s)
    # what each refusal reveals, trick by trick
    tricks = [t["cards"] for t in obs["tricks"]]
    leaders = [t["leader"] for t in obs["tricks"]]
    if obs["trick"]:
        tricks.append([e["card"] for e in obs["trick"]])
        leaders.append(obs["trick"][0]["seat"])
    core = build(CORE)
    t = SUITS.index(trump)
    unseen_set = set(unseen)
    for leader, cards in zip(leaders, tricks):
        idx = [INDEX[c] for c in cards]
        ws, wc = leader, idx[0]
        for i in range(1, len(idx)):
            s = (leader - i) % N
            if s != seat:
                # what the card shows the seat lacks, by the duties to follow and trump
                mask = int(core.not_held(idx[0], idx[i], wc, (ws - s) % 2 == 0, t))
                lay.not_held([PACK[c] for c in bits(mask) if PACK[c] in unseen_set], s)
            if core.beats(idx[i], wc, t):
                ws, wc = s, idx[i]
    # Belote: the holder of trump King and Queen announces with the first
    belote_seats = {e["seat"] for e in obs["events"] if e.get("type") == "belote"}
    for s, c in plays:
        if c[1] == trump and c[0] in "KQ" and s != seat:
            other = ("Q" if c[0] == "K" else "K") + trump
            if s in belote_seats:
                lay.held(other, s)
            elif other in unseen:
                lay.not_held([other], s)
    return lay


def public_actions(obs):
    return [b["call"] for b in obs["auction"]] + [c for _, c in play_sequence(obs)]


BIDDING = ("bid1", "bid2")
#: how much less likely a world is for each call the model would not have made
MISS = 0.35
#: the share of the others' card plays the normal habits are taken to play otherwise
#: (uniformly among the legal cards): the worlds where their cards explain the plays
#: seen count more (tools/inference_check.py measures what it buys)
TREMBLE = 0.7
#: the card play is weighed only where on: the weights placed the hidden cards better
#: (tools/inference_check.py --game belote --deals 10: +0.038 +- 0.038 in the
#: log-probability of a hidden card's place a position) but won nothing measurable
#: against the frozen search (tools/arena.py --game belote --a strong --b strong0
#: --deals 80 --mirror, seeds 1 (60 decks) to 4: +0.4 +- 6.9 a deck pooled, the seeds
#: from -22.6 to +5.0), for nearly twice the time a decision
INFER = False


def _missed_call(action, legal, chosen):
    return 1.0 if action == chosen else MISS


def factors():
    """How each phase's actions weigh a world (see ``sampling.habit_likelihood``)."""
    calls = {"bid1": _missed_call, "bid2": _missed_call}
    return dict(calls, play=tremble(TREMBLE)) if INFER else calls


BID_BUDGET = Budget(worlds=100, rollouts=200, min_worlds=8, race=2.0)
#: from this many tricks left each world is solved exactly from the decision point
#: (every legal card in one search); before, the habits play it out
EXACT_TRICKS = 5
#: the exact card play's worlds and node budget per world (past it, that world is played out)
EXACT_BUDGET = Budget(worlds=40, min_worlds=8, nodes=60_000)


class Knowledge(TrickEndgame):
    solver = belote_solver
    # the playouts of the first tricks' decisions hand their last three tricks to the
    # solver (on the compiled core a few hundred nodes each)
    solve_tricks = 3
    game = GAME
    n_players = N
    # raced (see search.evaluate), with the compact playouts: the frozen baseline's
    # counts for a third of its time
    budget = Budget(worlds=120, rollouts=320, race=2.0)
    #: the counts of a tree over the worlds of the first tricks and the calls, where a level
    #: grows one (``game.ai.tree``; none does for now: see ``levels``)
    tree_budget = TreeBudget(worlds=48, iterations=1600, replies=False)
    #: the coach's reasons in the game's own terms (the table has words for each)
    REASON_IDS = reasons.REASON_IDS
    reason = staticmethod(reasons.reason)
    outcome_reason = staticmethod(reasons.outcome_reason)

    @staticmethod
    def heuristic(level, rng):
        return BeloteHeuristic(level, rng)

    @staticmethod
    def sample(obs, rng):
        return sample_world(layout_for(obs), GAME, obs["dealer"], public_actions(obs), rng)

    @staticmethod
    def phase_budget(obs):
        # take or pass, and the suit in round 2: more worlds for the call that sets the deal
        if obs["phase"] in BIDDING:
            return BID_BUDGET
        if obs["phase"] == "play" and len(obs["hand"]) <= EXACT_TRICKS:
            return EXACT_BUDGET
        return None

    @staticmethod
    def world_values(world, reps, seat, budget, level):
        """Every card of ``reps`` valued exactly in ``world`` (one search), or None
        where the level plays the world out instead (too many tricks left, or the
        solve ran past its node budget)."""
        if world.phase != "play" or belote_solver.tricks_left(world) > EXACT_TRICKS:
            return None
        values = belote_solver.values_of(belote_solver.row_of(world), budget.nodes)
        if values is None:
            return None
        sign = 1 if seat % 2 == 0 else -1
        return [sign * values[INDEX[r]] for r in reps]

    @staticmethod
    def likelihood(obs):
        """Worlds where the others would have bid and played as they did count
        more (the normal player's habits as the model of everybody's, the
        partner's plays included: they are its signals)."""
        if not any(b["seat"] != obs["seat"] for b in obs["auction"]):
            return None
        model = BeloteHeuristic("normal", random.Random(0))
        weigh = factors()
        # the calls come first in a record: without the card play's weighing, only they are replayed
        upto = None if INFER else len(obs["auction"])
        return lambda world: habit_likelihood(world, obs["seat"], model, weigh, upto=upto)

    @staticmethod
    def value(result, seat):
        team = seat % 2
        return result["score"][team] - result["score"][1 - team]

    @staticmethod
    def groups(obs):
        return None

    @classmethod
    def fast_value(cls, deal, seat, budget, cancel=None):
        v = belote_fast.play_out(deal, cls.solve_tricks, budget.nodes, cancel)
        return v if seat % 2 == 0 else -v
