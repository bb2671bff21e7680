"""Schnapsen deals consistent with one seat's observation, for the strong level.

The public history (leads, marriages, exchanges, closing) is rebuilt from
the event list; each card drawn from the stock joins its taker's hand at a
known moment, so a card played or shown then must lie at an earlier
position of that player's share of the deck.

Each world is valued from the searcher's seat by the compiled search
(``alphabeta``) with every card and the world's own stock order in view:
every action of a world in one search (``Knowledge.world_values``), exact
once nobody draws and ``depth`` moves ahead with an evaluation at the
horizon while the stock is open, on the plain-Python twin until the
compiled core is warm.  Closing is valued by the mean of the habits playing
the closed deal out (which play it worse than the level) and the exact
search of the closed deal (which sees the other hand, as the closer never
does).  (The older way, with ``depth`` None: the habits play each world
on to ``exact_from`` cards in the stock, then the exact search.)
"""

import math
import random

from ..knowledge import Knowledge as BaseKnowledge
from ..levels import EXPERT_SECONDS
from ..match_value import race_value
from ..sampling import INF, DeckLayout, habit_trace, sample_world, tremble
from ..search import Budget, playout
from . import reasons
from .alphabeta import EXACT, SCALE, GaveUp, Searcher
from .core import INDEX, SUITS, follow_mask, move_of
from .core import from_deal as state_of
from .heuristic import GAME, PACK, N, SchnapsenHeuristic
from .solver import searcher, world_values


def public_actions(obs):
    """[(seat, action, strict)] in order: every move the table has seen."""
    acts = []
    tricks = obs["tricks"]
    marry = None
    strict = False
    for e in obs["events"]:
        t = e["type"]
        if t == "exchange":
            acts.append((e["seat"], "exchange", strict))
        elif t == "close":
            acts.append((e["seat"], "close", strict))
            strict = True
        elif t == "marriage":
            marry = "marry:" + e["card"]
        elif t == "trick":
            tr = tricks[e["trick"]]
            leader = tr["leader"]
            lead, follow = tr["cards"]
            acts.append((leader, marry or lead, strict))
            acts.append((1 - leader, follow, strict))
            marry = None
        elif t == "trump_taken":
            strict = True
    cur = obs["trick"]
    if cur:
        acts.append((cur[0]["seat"], marry or cur[0]["card"], strict))
    return acts


def layout_for(obs):
    dealer = obs["dealer"]
    seat = obs["seat"]
    other = 1 - dealer
    acts = public_actions(obs)
    owners = [other] * 3 + [dealer] * 3 + ["turned"] + [other] * 2 + [dealer] * 2
    avail = [0] * 6 + [INF] + [0] * 4
    # stock draws: after each trick while the stock is open
    draws = []  # (time, winner)
    tricks = obs["tricks"]
    k = 0
    # the plays two by two: each pair ends a trick
    plays = [(i, s, a, st) for i, (s, a, st) in enumerate(acts) if a not in ("exchange", "close")]
    for j in range(0, len(plays) - 1, 2):
        i_follow = plays[j + 1][0]
        strict = plays[j + 1][3]
        if not strict and k < 5:
            draws.append((i_follow + 1, tricks[k]["winner"]))
        k += 1
    stock_owners = []
    stock_avail = []
    for n, (t, winner) in enumerate(draws):
        if n < 4:
            stock_owners += [winner, 1 - winner]
            stock_avail += [t, t]
        else:
            stock_owners.append(winner)
            stock_avail.append(t)
    while len(stock_owners) < 9:
        stock_owners.append("stock")
        stock_avail.append(INF)
    owners += stock_owners
    avail += stock_avail
    lay = DeckLayout(PACK, owners, avail)
    trump_card = _original_trump(obs)
    lay.fix(trump_card, 6)
    trump = obs["trump"]
    jack = "J" + trump
    exchanged = obs["specific"]["exchanged_by"] is not None
    for c in obs["hand"]:
        if not (exchanged and c == jack):
            lay.held(c, seat)
    mine = set(obs["hand"])
    played = {a[-2:] for _, a, _ in acts if a not in ("exchange", "close")}
    # an exchanged Jack lies face up (or went to the last draw's loser): public
    unseen = [
        c for c in PACK
        if c not in mine and c not in played and c != trump_card and not (exchanged and c == jack)
    ]
    ex_time = None
    for i, (s, a, _strict) in enumerate(acts):
        if a == "exchange":
            lay.held(jack, s, i)
            ex_time = i
        elif a == "close":
            continue
        elif a.startswith("marry:"):
            card = a[6:]
            lay.held(card, s, i)
            lay.held(("Q" if card[0] == "K" else "K") + card[1], s, i)
        elif not (ex_time is not None and a == jack):
            lay.held(a, s, i)
    # what strict play reveals: a card it did not hold, or the one played would not have been allowed
    trump_suit = SUITS.index(trump)
    for j in range(0, len(plays) - 1, 2):
        i_lead, leader, lead, _ = plays[j]
        i_f, follower, card, strict = plays[j + 1]
        if not strict or follower == seat:
            continue
        led, played = INDEX[lead[-2:]], 1 << INDEX[card]
        lay.not_held([u for u in unseen if not follow_mask(played | 1 << INDEX[u], led, trump_suit) & played],
                     follower, i_f)
    return lay, [a for _, a, _ in acts]


def _original_trump(obs):
    for e in obs["events"]:
        if e["type"] == "exchange":
            return e["card"]
    return obs["specific"]["trump_card"]


#: how often a deal is worth 1, 2 or 3 game points (600 deals between normal players)
DEAL_POINTS = {1: 0.53, 2: 0.39, 3: 0.08}


def for_match(obs):
    """Deal value (signed game points for the seat) -> Bummerl value, from
    the match score each player still has to count down; None outside a match."""
    match = obs["specific"].get("match")
    if not match:
        return None
    seat = obs["seat"]
    mine, theirs = match["scores"][seat], match["scores"][1 - seat]
    table = {}
    for gp in (1, 2, 3):
        table[gp] = race_value(mine - gp, theirs, DEAL_POINTS)
        table[-gp] = race_value(mine, theirs - gp, DEAL_POINTS)
    # a depth-limited search's value lies between two outcomes: so does its match value
    table[0] = (table[1] + table[-1]) / 2

    def value(v):
        if v in table:
            return table[v]
        v = min(3.0, max(-3.0, v))
        low = math.floor(v)
        return table[low] + (v - low) * (table[low + 1] - table[low])

    return value


#: how much less likely a world is where the opponent led a King or Queen
#: without declaring the marriage it held, or left the trump Jack unexchanged
MISS_MARRIAGE = 0.15
MISS_EXCHANGE = 0.5


#: the share of the opponent's other moves the normal habits are taken to make
#: otherwise (uniformly among the legal ones; tools/inference_check.py measures it)
TREMBLE = 0.7
#: the other moves are weighed only where on: against the frozen search the habits
#: model told the worlds apart no better (tools/inference_check.py --game schnapsen
#: --deals 8: +0.005 +- 0.05 in the log-probability of a hidden card's place a
#: position) and won nothing (tools/arena.py --game schnapsen --a strong --b strong0
#: --deals 50 --mirror: +0.13 +- 0.31 game points a deck), for a sixth more time
INFER = False


def _surprise(legal, action):
    """How unlikely a player makes ``action`` among ``legal`` (1: not at all)."""
    if len(action) == 2 and action[0] in "KQ" and "marry:" + action in legal:
        return MISS_MARRIAGE  # 20 or 40 points left lying
    if action != "exchange" and "exchange" in legal:
        return MISS_EXCHANGE
    return 1.0


def play_weight(world, seat, model, slip):
    """How well ``world`` explains the opponent's moves: a marriage it did not
    declare or a Jack it did not exchange by their own factors, every other move
    by how likely the normal habits (``model``, slipping by ``slip``) make it."""
    weight = 1.0
    for _phase, action, legal, chosen in habit_trace(world, seat, model if INFER else None):
        tell = _surprise(legal, action)
        if tell < 1.0:
            weight *= tell
        elif INFER:
            weight *= slip(action, legal, chosen)
    return weight


def _opponent_led(obs, seat):
    return (any(t["leader"] != seat for t in obs["tricks"])
            or bool(obs["trick"]) and obs["trick"][0]["seat"] != seat)


def likelihood(obs):
    """Worlds weighed by the opponent's moves: a player holding a marriage
    declares it when leading its King or Queen, takes the turned trump with the
    Jack when it may, and (where ``INFER`` is on) otherwise plays much as the
    normal habits do."""
    seat = obs["seat"]
    if not obs["tricks"] and not (obs["trick"] and obs["trick"][0]["seat"] != seat):
        return None
    if not INFER and not _opponent_led(obs, seat):
        return None  # the tells come with a lead: no world would weigh other than 1
    model = SchnapsenHeuristic("normal", random.Random(0))
    slip = tremble(TREMBLE)
    return lambda world: play_weight(world, seat, model, slip)


class SchnapsenBudget(Budget):
    """A search budget with how far each world is searched: ``depth`` moves
    ahead while the stock is open, and outright once ``exact_from`` cards or
    fewer are left in it (or the stock is gone or closed).  With ``depth``
    None a world is played on by the normal player's habits up to there.
    ``close`` says how closing is valued (``_closed``); the ``costly_`` counts
    replace the others where a decision's searches are costly (``at``), and
    a search past its nodes is searched again ``fallback_depth`` moves ahead
    (None: the world is played on by the habits)."""

    def __init__(self, depth=4, exact_from=4, close=0, costly_rollouts=None, costly_nodes=None,
                 costly_depth=None, fallback_depth=None, **counts):
        super().__init__(**counts)
        self.depth = depth
        self.exact_from = exact_from
        self.close = close
        self.costly_rollouts = costly_rollouts
        self.costly_nodes = costly_nodes
        self.costly_depth = costly_depth
        self.fallback_depth = fallback_depth

    def at(self, observation):
        """Where every world is searched to the end of a deep stock (see
        ``costly``; each world costs ten times a shallow one there): the
        ``costly_`` counts where set, and a search that runs past its nodes
        searched again ``fallback_depth`` moves ahead."""
        if not costly(observation, self.depth):
            return self
        changes = {}
        if self.costly_rollouts is not None and self.rollouts is not None:
            changes["rollouts"] = min(self.rollouts, self.costly_rollouts)
        if self.costly_nodes is not None:
            changes["nodes"] = min(self.nodes, self.costly_nodes)
        if self.costly_depth is not None:
            changes["depth"] = self.costly_depth
        return self.replaced(**changes) if changes else self

    def __repr__(self):
        extra = ", ".join(f"{k}={getattr(self, k)}" for k in (
            "depth", "exact_from", "close", "costly_rollouts", "costly_nodes", "costly_depth", "fallback_depth"))
        return f"{super().__repr__()[:-1]}, {extra})"


#: from how many cards in the stock a search to its end is costly
COSTLY_STOCK = 6


def costly(obs, depth):
    """Does a search ``depth`` moves ahead of the decision at ``obs`` reach
    the end of an open stock of at least ``COSTLY_STOCK`` cards (an exact
    search of every draw to come)?  The stock runs out after as many plies as
    it has cards from a lead, one fewer from a follow."""
    sp = obs["specific"]
    stock = sp["stock_size"]
    if sp["strict"] or stock < COSTLY_STOCK or depth is None:
        return False
    return depth + 1 >= (stock - 1 if obs["trick"] else stock)


#: the levels' budgets (tools/arena.py and tools/bench_ai.py measure them)
#: closing by the mean of the habits and the search (``close`` 2): tools/schnapsen_judge.py
#: --levels strong strong --budget 1:close=2 --deals 24 --worlds 24 --seed 2: on close
#: decisions a loss of 0.049 +- 0.050 game points a decision against 0.211 +- 0.142 by the
#: habits alone (the reference closing with both hands seen; closing by the habits there too:
#: 0.087 +- 0.074 against 0.070 +- 0.077)
#: where each world is searched to the end of a deep stock (``costly``) the slowest
#: decisions took 1.9 s of CPU (tools/bench_ai.py --decisions): there a third of the
#: rollouts, and a search past 25 000 nodes is searched again 4 moves ahead.  The price,
#: tools/schnapsen_judge.py --costly --levels strong strong --budget 0:costly_rollouts=400
#: (seed 4, 40 deals, 94 positions): about 0.015-0.02 game points a costly decision (two
#: a deal); searching those worlds only 4 moves ahead instead lost 0.05
STRONG = SchnapsenBudget(worlds=100, rollouts=400, nodes=200_000, race=2.0, depth=6, exact_from=4, close=2,
                         costly_rollouts=140, costly_nodes=25_000, fallback_depth=4)
EXPERT = SchnapsenBudget(worlds=300, rollouts=1200, nodes=600_000, race=2.0, seconds=EXPERT_SECONDS, depth=6,
                         exact_from=4, close=2, costly_rollouts=420)


def search_depth(deal, budget):
    """How many moves ahead ``budget`` searches a world from ``deal`` (None:
    the habits play it on first)."""
    if deal.strict or deal.stock_left <= exact_from(budget):
        return EXACT
    return budget.depth if isinstance(budget, SchnapsenBudget) else STRONG.depth


def exact_from(budget):
    """The stock size from which ``budget`` searches a world outright (a
    plain Budget: the strong level's)."""
    return budget.exact_from if isinstance(budget, SchnapsenBudget) else STRONG.exact_from


def _played_on(world, action, seat, budget):
    """The value for ``seat`` of ``action`` in ``world`` by the habits' playout
    (to the end once the stock is closed) and the exact search from where it hands over."""
    deal = world.clone()
    deal.apply(action)
    if deal.current_player is not None and deal.closed_by is None:
        v = Knowledge.exact(deal, seat, SchnapsenBudget(depth=None, exact_from=exact_from(budget),
                                                         nodes=budget.nodes))
        if v is not None:
            return v
    if deal.current_player is not None:
        h = SchnapsenHeuristic("normal", random.Random(0))
        playout(deal, [h, h], None)
    return Knowledge.value(deal.result(), seat)


def _closed(world, seat, budget):
    """The value for ``seat`` of closing in ``world``: by the habits' playout
    (``budget.close`` 0), the exact search of the closed deal with both hands
    in view (1), or the mean of the two (2)."""
    how = getattr(budget, "close", 0)
    habits = _played_on(world, "close", seat, budget) if how != 1 else 0.0
    if not how:
        return habits
    deal = world.clone()
    deal.apply("close")
    try:
        v = searcher().value(state_of(deal), EXACT, budget.nodes)
    except GaveUp:
        return habits
    seen = (v if seat == 0 else -v) / SCALE
    return seen if how == 1 else (seen + habits) / 2


def play_on(deal, exact_from):
    """Plays a world on by the habits up to where it is searched exactly (or
    to its end, where a habit closed the stock: see Knowledge.solved_for)."""
    h = SchnapsenHeuristic("normal", random.Random(0))  # the normal player draws no noise

    def stop(d):
        return d.closed_by is None and (d.strict or d.stock_left <= exact_from)

    playout(deal, [h, h], None, stop=stop)


class Knowledge(BaseKnowledge):
    game = GAME
    n_players = N
    # raced (see search.evaluate): the work saved on clear choices goes to the close ones
    budget = STRONG
    budgets = {"expert": EXPERT}

    @staticmethod
    def solved(deal):
        """Nobody draws again: a world's search is exact from here whatever its budget."""
        return deal.strict

    @staticmethod
    def solved_for(obs):
        """Where a world's playout hands over to the compiled search: at once,
        except in a world where the stock was closed at an open table.

        A stock closed inside a world is played on by the habits: a search
        there would let the closer see the other hand, which it never does at
        the table (the hand is five of the unseen cards), and so flattered
        every close; for the same reason nobody closes below the root of a
        world's search.  Once the searcher's own table is closed, each world
        it draws is searched outright, as at any strict decision."""
        if obs["specific"]["strict"]:
            return lambda deal: True
        return lambda deal: deal.closed_by is None

    @staticmethod
    def exact(deal, seat, budget, cancel=None, memo=None):
        """The world's value for ``seat`` from the compiled search (the
        world's own stock order in view), or None when it gave up."""
        depth = search_depth(deal, budget)
        if depth is None:
            play_on(deal, exact_from(budget))
            if deal.current_player is None:
                return Knowledge.value(deal.result(), seat)
            depth = EXACT
        # one table per decision (``memo``): a search that found values of an
        # earlier decision in its table could finish where a fresh one gives up
        search = memo.get("searcher") if memo is not None else None
        if search is None:
            search = Searcher()
            if memo is not None:
                memo["searcher"] = search
        try:
            v = search.value(state_of(deal), depth, budget.nodes, closing=False)
        except GaveUp:
            return None
        return (v if seat == 0 else -v) / SCALE

    @staticmethod
    def world_values(world, reps, seat, budget, level):
        """Every action of ``reps`` valued in ``world`` by one compiled search of
        the world's own stock order (``solver.world_values``), or None where the
        budget plays the world on by the habits first (``depth`` None, or a plain Budget).

        Closing is not searched with the rest: with both hands in view a close
        would be valued as if the closer saw the other hand.  It is valued by
        ``_closed`` (``budget.close``); an action whose search ran past its
        nodes by the habits playing the world on."""
        depth = budget.depth if isinstance(budget, SchnapsenBudget) else None
        if depth is None or world.current_player is None:
            return None
        found = world_values(world, [move_of(r) for r in reps], depth, budget.nodes,
                             getattr(budget, "fallback_depth", None))
        sign = 1 if seat == 0 else -1
        return [sign * v if v is not None else _closed(world, seat, budget) if r == "close"
                else _played_on(world, r, seat, budget) for r, v in zip(reps, found)]

    @staticmethod
    def certain(obs):
        """Once the stock is exhausted every unseen card is in the opponent's hand."""
        return obs["specific"]["stock_size"] == 0

    @staticmethod
    def heuristic(level, rng):
        return SchnapsenHeuristic(level, rng)

    for_match = staticmethod(for_match)
    likelihood = staticmethod(likelihood)

    @staticmethod
    def sample(obs, rng):
        lay, actions = layout_for(obs)
        return sample_world(lay, GAME, obs["dealer"], actions, rng)

    @staticmethod
    def value(result, seat):
        gp = result["game_points"]
        return gp if result["winner"] == seat else -gp

    @staticmethod
    def groups(obs):
        return None

    #: the coach's reasons in the game's own terms (the table has words for each)
    REASON_IDS = reasons.REASON_IDS
    RARE_REASONS = reasons.RARE_REASONS
    reason = staticmethod(reasons.reason)
    outcome_reason = staticmethod(reasons.outcome_reason)
