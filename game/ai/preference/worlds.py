"""Preference deals consistent with one seat's observation, for the strong level.

The declarer's discards are the one hidden move: a sampled declarer puts
away two cards it never plays, first any card its later play shows it
cannot have held.
"""

import importlib
import random

from ..endgame import TrickEndgame
from ..jit import COMPILED
from ..jit import build as build_core
from ..solver import bits
from ..sampling import INF, DeckLayout, habit_likelihood, sample_world, tremble
from ..search import Budget
from ..tree import TreeBudget
from . import fast as preference_fast
from . import reasons as preference_reasons
from . import solver as preference_solver
from .core import INDEX, SUITS
from .heuristic import GAME, PACK, N, PreferenceHeuristic
from .solver import CORE

ACES = [c for c in PACK if c[0] == "A"]


def _plays(obs):
    out = [(t["seats"], t["cards"]) for t in obs["tricks"]]
    if obs["trick"]:
        out.append(([e["seat"] for e in obs["trick"]], [e["card"] for e in obs["trick"]]))
    return out


def _refusals(obs, unseen):
    """[(seat, cards)]: cards each seat's play shows it never held (the rules core's reading)."""
    plays = _plays(obs)
    if not plays:
        return []
    core = build_core(CORE)
    t = SUITS.index(obs["trump"])
    declarer = obs["declarer"]
    three = len(obs["specific"]["active"]) == 3
    unseen = set(unseen)
    out = []
    for seats, cards in plays:
        idx = [INDEX[c] for c in cards]
        win = idx[0]
        for i in range(1, len(idx)):
            lowest = i == 1 and three and seats[0] == declarer
            mask = int(core.not_held(idx[0], idx[i], win, t, lowest))
            out.append((seats[i], [PACK[c] for c in bits(mask) if PACK[c] in unseen]))
            if core.beats(idx[i], win, t):
                win = idx[i]
    return out


def build(obs):
    """(layout, public actions) for the observing seat."""
    dealer = obs["dealer"]
    seat = obs["seat"]
    order = [(dealer + 1) % N, (dealer + 2) % N, dealer]
    declarer = obs["declarer"]
    contract = obs["contract"] or ""
    auction = [a["call"] for a in obs["auction"]]
    numeric = contract.startswith("bid:")
    owners = []
    for s in order:
        owners += [s] * 3
    owners += ["talon"] * 2
    for s in order:
        owners += [s] * 4
    for s in order:
        owners += [s] * 3
    avail = [0] * 32
    if numeric:
        owners[9] = owners[10] = declarer
        avail[9] = avail[10] = len(auction)
    else:
        avail[9] = avail[10] = INF
    lay = DeckLayout(PACK, owners, avail)
    mine = set(obs["hand"])
    if obs["specific"].get("talon"):
        for i, c in zip((9, 10), obs["specific"]["talon"]):
            lay.fix(c, i)
    for c in obs["hand"]:
        lay.held(c, seat)
    own_discards = list(obs["specific"].get("discards") or ())
    for c in own_discards:
        lay.held(c, seat)
    plays = _plays(obs)
    played = set()
    declarer_plays = set()
    for seats, cards in plays:
        for s, c in zip(seats, cards):
            lay.held(c, s)
            played.add(c)
            if s == declarer:
                declarer_plays.add(c)
    unseen = [c for c in PACK if c not in mine and c not in played and c not in own_discards
              and c not in (obs["specific"].get("talon") or ())]
    hidden_discards = numeric and seat != declarer
    barred = set()  # cards the declarer cannot keep after discarding
    for s, cards in _refusals(obs, unseen):
        if s == seat:
            continue
        if s == declarer and hidden_discards:
            barred.update(cards)
        else:
            lay.not_held(cards, s)
    if obs["specific"]["no_aces"]:
        lay.not_held([a for a in ACES if a in unseen], declarer)

    actions = list(auction)
    phase = obs["phase"]
    if numeric:
        if seat == declarer:
            actions += ["discard:" + c for c in own_discards]
        elif phase != "discard":
            pick = _discarder(declarer, declarer_plays, barred)
            actions += [pick, pick]
    for e in obs["events"]:
        t = e["type"]
        if t == "trump" and numeric:
            actions.append("trump:" + e["suit"])
            if phase != "no_aces":
                actions.append(_no_aces_answer(obs))
        elif t == "defence":
            actions.append(e["choice"])
        elif t in ("invite", "alone"):
            actions.append(t)
    if not numeric and declarer is not None and phase not in ("no_aces",):
        # Game and Hearts: the No Aces step comes right after the auction
        actions[len(auction):len(auction)] = [_no_aces_answer(obs)]
    for _, cards in plays:
        actions += cards
    return lay, actions


def _no_aces_answer(obs):
    # every declarer is asked, so the step is in every world; only an
    # announcement tells anything (no ace in the declarer's hand)
    return "no-aces" if obs["specific"]["no_aces"] else "no-announcement"


def _discarder(declarer, later_plays, barred):
    def pick(deal, rng):
        hand = deal.hands[declarer]
        must = [c for c in hand if c in barred]
        if len(must) > 2 - len(deal.discards):
            return None
        if must:
            return "discard:" + must[0]
        free = [c for c in hand if c not in later_plays]
        return "discard:" + rng.choice(free) if free else None

    return pick


CALL_BUDGETS = {
    "auction": Budget(worlds=60, rollouts=240, min_worlds=8, race=2.0),
    "trump": Budget(worlds=60, rollouts=240, min_worlds=8, race=2.0),
    "defence": Budget(worlds=90, rollouts=300, min_worlds=8, race=2.0),
    "invite": Budget(worlds=90, rollouts=300, min_worlds=8, race=2.0),
    "discard": Budget(worlds=45, rollouts=450, min_worlds=8, race=2.0),
}


#: the card play's worlds, each solved exactly from the decision point (every legal
#: card in one search), and the node budget per world (past it, that world is played out)
EXACT_BUDGET = Budget(worlds=48, min_worlds=12, nodes=100_000, race=2.0)
#: the first tricks' worlds: a world past its node budget is played out card by card,
#: which costs more than its solve would, so fewer of them
OPENING_BUDGET = Budget(worlds=24, min_worlds=8, nodes=100_000, race=2.0)
OPENING_CARDS = 8
#: where the core runs as plain Python, worlds are solved exactly only this near the end
PLAIN_EXACT_TRICKS = 4


def exact_from(deal):
    """Is a world solved exactly from here (else played out)?  From the first card
    on the compiled core; near the end only on its plain-Python twin."""
    if deal.phase != "play":
        return False
    if COMPILED and build_core(CORE) is importlib.import_module(CORE):
        return True
    return preference_solver.tricks_left(deal) <= PLAIN_EXACT_TRICKS


#: the share of the others' card plays the normal habits are taken to make otherwise
#: (uniformly among the legal cards; tools/inference_check.py measures it)
TREMBLE = 0.7
#: off: the weights placed the hidden cards a little better (tools/inference_check.py
#: --game preference --deals 8: +0.03 +- 0.05 a position) but lost against the frozen
#: search (tools/arena.py --game preference --a strong --b strong0 --mirror, 20 decks
#: seed 1 and 30 decks seed 2: -1.2 +- 1.3 a deck of three seatings, the control
#: variate's), for half again the time a decision
INFER = False


def likelihood(obs):
    """Worlds where the others' cards explain their card play under the normal
    habits count more; the calls are not weighed (see ``Knowledge``)."""
    seat = obs["seat"]
    if not INFER or not any(s != seat for t in obs["tricks"] for s in t["seats"]) and not any(
            e["seat"] != seat for e in obs["trick"]):
        return None
    model = PreferenceHeuristic("normal", random.Random(0))
    weigh = {"play": tremble(TREMBLE)}
    return lambda world: habit_likelihood(world, seat, model, weigh)


class Knowledge(TrickEndgame):
    solver = preference_solver
    # three exact tricks: a fourth made no measured difference (tools/dd_loss.py) and costs
    # more worlds than it is worth
    solve_tricks = 3
    game = GAME
    n_players = N
    # raced (see search.evaluate), with the compact playouts
    budget = Budget(worlds=60, rollouts=240, race=2.0)
    #: the counts of a tree over the worlds of the calls, where a level grows one
    #: (``game.ai.tree``; none does for now: see ``levels``)
    tree_budget = TreeBudget(worlds=48, iterations=1000, replies=False)
    #: the coach's reasons in the game's own terms (the table has words for each)
    REASON_IDS = preference_reasons.REASON_IDS
    reason = staticmethod(preference_reasons.reason)
    outcome_reason = staticmethod(preference_reasons.outcome_reason)
    # The worlds are not weighed by the others' calls: the normal player is no model
    # of a bidder who searches (or of a person); against the frozen search player the
    # weighting measured about a point a deal worse over 24 match seeds (not
    # significant) and cost a fifth more time.  Their card play is weighed where
    # ``INFER`` is on (``likelihood``).
    likelihood = staticmethod(likelihood)

    @staticmethod
    def heuristic(level, rng):
        return PreferenceHeuristic(level, rng)

    @staticmethod
    def sample(obs, rng):
        lay, actions = build(obs)
        return sample_world(lay, GAME, obs["dealer"], actions, rng)

    @staticmethod
    def phase_budget(obs):
        # bids, holds, the contract, the discards, defend/drop/invite: more worlds
        # for the few calls that set the deal (the same count whatever the hand holds)
        if obs["phase"] == "play":
            return OPENING_BUDGET if len(obs["hand"]) >= OPENING_CARDS else EXACT_BUDGET
        return CALL_BUDGETS.get(obs["phase"])

    @staticmethod
    def world_values(world, reps, seat, budget, level):
        """Every card of ``reps`` valued exactly in ``world`` (one search), or None
        where the world is played out instead (too far from the end for the
        plain-Python core, or the solve ran past its node budget)."""
        if not exact_from(world):
            return None
        values = preference_solver.values_of(preference_solver.row_of(world, seat), budget.nodes, seat)
        if values is None:
            return None
        return [values[INDEX[r]] for r in reps]

    @staticmethod
    def value(result, seat):
        # the pot is everybody's: a third of what goes in comes back
        return result["balance"][seat] + result["pot"] / 3

    @staticmethod
    def groups(obs):
        return None

    @staticmethod
    def without_search(obs):
        # a declarer with an ace has only "no announcement" and answers at once;
        # one without must answer as fast, or the pause would tell
        return obs["phase"] == "no_aces"

    @classmethod
    def fast_value(cls, deal, seat, budget, cancel=None):
        return preference_fast.play_out(deal, seat, cls.solve_tricks, budget.nodes, cancel)
