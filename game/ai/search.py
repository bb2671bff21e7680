"""Determinized search (perfect-information Monte Carlo).

For a decision the strong player draws worlds consistent with its
observation, tries every legal action in each world and plays the deal out
with the heuristic players, then picks the action with the best mean
outcome in the game's own scoring.  Every action is tried on the same
worlds with the same playout seeds, so the comparison is between actions,
not between lucky and unlucky draws.
"""

import copy
import random
import time

from game.engine import game_info

from .base import Player, legal_of
from .jobs import helper_of
from .levels import SAFETY_SECONDS, SEARCH_LEVEL, level_of


class Budget:
    """How much a decision may cost, in counts: worlds drawn and search nodes.

    ``worlds`` bounds the worlds drawn; with ``rollouts`` set, a decision
    with ``n`` distinct actions draws ``rollouts // n`` worlds (at least
    ``min_worlds``, at most ``worlds``), so a choice between two bids gets
    more worlds than a choice among eight cards for the same work.
    ``nodes`` bounds an exact solver's work per world.  With ``race`` set
    (a z value) the worlds are searched in batches and an action whose
    paired difference to the best is that many standard errors below it is
    dropped, so that the work goes where the choice is close (see
    ``evaluate``).  Counts make a
    decision a pure function of the observation and the seed, whatever the
    machine's load; ``seconds`` (None for no limit) is only a safety net,
    set well above what the counts cost, against a machine far slower than
    intended.  It is measured in the searching thread's CPU time, which other
    programs on a busy machine do not inflate (the worker's watchdog, not the
    search, deals with a process that gets no CPU at all).
    """

    def __init__(self, worlds=24, seconds=SAFETY_SECONDS, min_worlds=4, playouts=1, rollouts=None, nodes=20000,
                 race=None):
        self.worlds = worlds
        self.race = race
        self.seconds = seconds
        self.min_worlds = min_worlds
        self.playouts = playouts
        self.rollouts = rollouts
        self.nodes = nodes

    def worlds_for(self, n_actions):
        if self.rollouts is None:
            return self.worlds
        return max(self.min_worlds, min(self.worlds, self.rollouts // max(1, n_actions)))

    def at(self, observation):
        """The budget of the decision at ``observation``: this one (a game's own
        kind of budget may spend fewer worlds where each costs far more)."""
        return self

    def replaced(self, **changes):
        """A copy with the counts named in ``changes`` changed; a game's own
        kind of budget keeps its own fields (how deep, from where exact)."""
        unknown = set(changes) - set(vars(self))
        if unknown:
            raise ValueError(f"a budget has no {', '.join(sorted(unknown))}")
        out = copy.copy(self)
        vars(out).update(changes)
        return out

    def scaled(self, factor, seconds):
        """The same budget with ``factor`` times the worlds and rollouts (a level's,
        see ``levels``).  The node budget per world stays: a world's solve that runs
        past it is played out instead, and a larger net there only made the worst
        decisions slower (Preference's expert: 5.1 s of CPU on one opening)."""
        return self.replaced(
            worlds=int(self.worlds * factor),
            seconds=seconds,
            rollouts=None if self.rollouts is None else int(self.rollouts * factor),
        )

    def __repr__(self):
        return (
            f"Budget(worlds={self.worlds}, rollouts={self.rollouts}, nodes={self.nodes}, "
            f"seconds={self.seconds}, playouts={self.playouts}, race={self.race})"
        )


#: how much of a deal's own value is added to its match value (breaks ties)
MATCH_TIE_BREAK = 1e-3


class _Clock:
    """Has a search run past its safety net?  The CPU time of the searching thread only:
    a busy machine slows a search down but never changes where it stops (a wall-clock
    stop would, and the same position would get another answer under load)."""

    def __init__(self, seconds):
        self.seconds = seconds
        self.cpu = time.thread_time()

    def over(self):
        if self.seconds is None:
            return False
        return time.thread_time() - self.cpu > self.seconds


def playout(deal, policies, rng, limit=400, stop=None):
    """Play ``deal`` to its end with ``policies[seat]`` (or until
    ``stop(deal)`` holds, e.g. where an exact solver takes over); returns the deal.

    A policy with ``choose_in(deal, seat, legal, rng)`` reads its seat's view
    straight from ``deal`` (a world the searcher drew: its own copy) instead
    of from a built observation; it must decide as from the observation."""
    readers = [getattr(p, "choose_in", None) for p in policies]
    steps = 0
    while deal.current_player is not None:
        if stop is not None and stop(deal):
            break
        seat = deal.current_player
        legal = deal.legal_actions()
        if len(legal) == 1:
            deal.apply(legal[0])
        elif readers[seat] is not None:
            deal.apply(readers[seat](deal, seat, legal, rng))
        else:
            deal.apply(policies[seat].choose(deal.observation(seat), rng))
        steps += 1
        if steps > limit:
            raise RuntimeError("playout did not finish")
    return deal


def world_rng(base, index):
    """The random generator of world ``index`` of a search seeded with ``base``:
    each world is drawn and played out from its own stream, so any share of
    the worlds can be searched anywhere (another process) with the same result."""
    return random.Random(base * 1000003 + index)


def world_records(reps, sample, value, make_policies, budget, base, indices, cancel=None, stop=None,
                  weight=None, clock=None, direct=None):
    """``[(index, weight, [value of each rep])]`` for the worlds ``indices``.

    A world that cannot be drawn is left out; ``weight(world)`` (default 1)
    says how likely the world is given what the table saw; ``direct(world,
    reps)``, when given, may value every rep in one go (an exact solve of
    the world from the decision point), or return None to have them played out."""
    clock = clock or _Clock(budget.seconds)
    out = []
    for index in indices:
        if len(out) >= budget.min_worlds and (
                (cancel is not None and cancel.is_set()) or clock.over()):
            break
        rng = world_rng(base, index)
        world = sample(rng)
        if world is None:
            continue
        w = weight(world) if weight is not None else 1.0
        if w <= 0:
            continue
        values = direct(world, reps) if direct is not None else None
        if values is not None:
            out.append((index, w, values))
            continue
        values = [0.0] * len(reps)
        for _ in range(budget.playouts):
            seed = rng.getrandbits(32)
            for j, r in enumerate(reps):
                deal = world.clone()
                deal.apply(r)
                prng = random.Random(seed)
                playout(deal, make_policies(prng), prng, stop=stop)
                values[j] += value(deal) / budget.playouts
        out.append((index, w, values))
    return out


def representatives(legal, groups=None):
    """(the actions to search, action -> its representative)."""
    reps = []
    rep_of = {}
    for a in legal:
        r = groups(a) if groups else a
        rep_of[a] = r
        if r not in reps:
            reps.append(r)
    return reps, rep_of


def evaluate(legal, sample, value, make_policies, budget, rng, cancel=None, groups=None, stop=None,
             weight=None, share=None, direct=None):
    """Mean outcome of each action in ``legal`` over sampled worlds.

    ``sample(rng)`` returns a world (a deal at the decision point) or None;
    ``value(deal)`` scores a deal for the deciding side: a finished one, or
    one where ``stop(deal)`` held and the playout handed over;
    ``make_policies(rng)`` gives the playout players (one per seat);
    ``groups`` optionally maps each action to a representative so that
    equivalent actions are searched once; ``weight(world)`` weighs a world
    by how well it explains the calls and plays seen (means are weighted).
    ``share(base, indices, reps)``, when given, searches some of the worlds
    elsewhere (another core): it returns ``(indices kept here, finish)``, and
    ``finish()`` gives the records of the others (see ``world_records`` and
    ``collect``: a helper that is slow to answer is not waited for).
    Returns ``{action: (mean, n)}``; with ``budget.race`` the actions
    searched to the end are those with the most worlds.
    """
    reps, rep_of = representatives(legal, groups)
    target = budget.worlds_for(len(reps))
    base = rng.getrandbits(64)
    clock = _Clock(budget.seconds)

    def run(indices, alive):
        finish = None
        kept = indices
        if share is not None and len(indices) > 1:
            kept, finish = share(base, indices, alive)
        records = world_records(alive, sample, value, make_policies, budget, base, kept, cancel, stop, weight,
                                clock, direct)
        if finish is not None:
            rest = [i for i in indices if i not in set(kept)]

            def here(some):
                return world_records(alive, sample, value, make_policies, budget, base, some, cancel, stop,
                                     weight, clock, direct)

            records += collect(finish, rest, here, cancel)
        return sorted(records, key=lambda rec: rec[0])

    if not budget.race or len(reps) < 2:
        return merge(run(list(range(target)), reps), reps, rep_of, legal)
    return merge_raced(race(run, reps, target, budget, clock, cancel), reps, rep_of, legal)


#: what a share's ``finish.poll()`` says while the other core is still searching
PENDING = object()


def collect(finish, rest, here, cancel=None):
    """The records of the worlds ``rest`` that were sent to another core.

    ``finish()`` waits for them; a ``finish`` with ``poll()`` (the helper
    process's shares) is not waited for: while it is still searching, the
    worlds are searched here too, from the last one down, and whichever side
    has them all first gives them.  Every world is drawn from its own stream,
    so both give the same records: a helper slowed down by a busy machine, or
    stopped, costs time but never changes the answer.  None from either
    (the helper failed) means searching the rest here."""
    poll = getattr(finish, "poll", None)
    if poll is None:
        theirs = finish()
        return here(rest) if theirs is None else theirs
    mine = {}
    for index in reversed(rest):
        theirs = poll()
        if theirs is not PENDING:
            break
        if cancel is not None and cancel.is_set():
            theirs = None
            break
        mine[index] = here([index])
    else:
        theirs = poll()
        if theirs is PENDING:
            finish.drop()  # searched here to the last world: nobody waits for the helper's answer
            theirs = None
    if theirs is not None:
        return theirs
    missing = [i for i in rest if i not in mine]
    return [rec for i in rest for rec in (mine.get(i) or [])] + (here(missing) if missing else [])


#: worlds per batch of a raced search: this share of the uniform count
RACE_BATCHES = 6


def race(run, reps, target, budget, clock, cancel=None):
    """Searches batches of worlds, dropping the actions clearly worse than the
    best after each; stops when one action is left or the work of the
    uniform search (``target`` worlds for every action) is spent.

    Returns ``{rep: [(index, weight, value)]}``."""
    total = target * len(reps)
    batch = max(budget.min_worlds, -(-target // RACE_BATCHES))
    alive = list(reps)
    seen = {r: [] for r in reps}
    spent = 0
    nxt = 0
    drawn = 0
    while alive and spent < total:
        size = min(batch, -(-(total - spent) // len(alive)))
        records = run(list(range(nxt, nxt + size)), alive)
        nxt += size
        spent += size * len(alive)
        drawn += len(records)
        for index, w, vals in records:
            for r, v in zip(alive, vals):
                seen[r].append((index, w, v))
        if drawn >= budget.min_worlds and (clock.over() or (cancel is not None and cancel.is_set())):
            break
        if len(alive) > 1 and drawn:
            alive = survivors(alive, seen, budget.race)
            if len(alive) == 1:
                break
    return seen


def survivors(alive, seen, z):
    """The actions not clearly worse than the best: the weighted mean of their
    paired difference to it (world by world) is within ``z`` standard errors."""
    def mean(r):
        rows = seen[r]
        tw = sum(w for _, w, _ in rows)
        return sum(w * v for _, w, v in rows) / tw if tw > 0 else float("-inf")

    best = max(alive, key=mean)
    keep = []
    for r in alive:
        if r == best:
            keep.append(r)
            continue
        pairs = [(w, vb - v) for (_, w, vb), (_, _, v) in zip(seen[best], seen[r])]
        tw = sum(w for w, _ in pairs)
        if tw <= 0 or len(pairs) < 2:
            keep.append(r)
            continue
        m = sum(w * d for w, d in pairs) / tw
        var = sum(w * (d - m) ** 2 for w, d in pairs) / tw
        n_eff = tw * tw / sum(w * w for w, _ in pairs)
        if n_eff < 2 or m <= z * (var / (n_eff - 1)) ** 0.5:
            keep.append(r)
    return keep


def merge_raced(seen, reps, rep_of, legal):
    out = {}
    for a in legal:
        rows = seen[rep_of[a]]
        tw = sum(w for _, w, _ in rows)
        out[a] = ((sum(w * v for _, w, v in rows) / tw, len(rows)) if rows and tw > 0
                  else (float("-inf"), 0))
    return out


def merge(records, reps, rep_of, legal):
    """``{action: (weighted mean, worlds)}`` from world records, summed in world order."""
    records = sorted(records, key=lambda rec: rec[0])
    total_w = sum(w for _, w, _ in records)
    out = {}
    for a in legal:
        j = reps.index(rep_of[a])
        n = len(records)
        if not n or total_w <= 0:
            out[a] = (float("-inf"), 0)
            continue
        out[a] = (sum(w * vals[j] for _, w, vals in records) / total_w, n)
    return out


def best_action(scores, preferred=None, tolerance=1e-9):
    """The action with the highest mean among those searched on the most
    worlds (a raced search drops the others early); ties go to ``preferred``
    when it is among the best, else to the first listed."""
    most = max(n for _, n in scores.values())
    finalists = {a: (m, n) for a, (m, n) in scores.items() if n == most}
    best = max(m for m, _ in finalists.values())
    top = [a for a, (m, _) in finalists.items() if m >= best - tolerance]
    if preferred in top:
        return preferred
    return top[0]


#: where a game's compiled core runs as plain Python for good (numba missing or switched
#: off, the core failed to compile) the levels' own budgets keep this share of their
#: counts: the core is about a hundred times slower there, and the CPU safety net must
#: stay far above what the counts cost (with the full counts plain strong decisions ran
#: into their 10 s net; with an eighth the slowest took 3.1 s), so that the counts alone
#: decide the move
PLAIN_SHARE = 1 / 8


def plain_cut(budget, share=PLAIN_SHARE):
    """``budget`` with ``share`` of its counts (worlds, rollouts, nodes), at least one world."""
    if budget is None:
        return None

    def cut(n, least=1):
        return None if n is None else max(least, int(n * share))

    return budget.replaced(worlds=cut(budget.worlds), min_worlds=min(cut(budget.min_worlds), cut(budget.worlds)),
                           rollouts=cut(budget.rollouts), nodes=cut(budget.nodes, 100))


class SearchPlayer(Player):
    """The searching levels: determinized search over a game's ``knowledge``
    (a ``knowledge.Knowledge`` subclass: what it must give and what it may
    know better is listed there).

    ``level`` names a searching level of ``levels.TABLE``: its budget is
    ``knowledge.budget_at(level)`` (the game's strong budget times the level's
    factor, unless the game names its own), a call's ``phase_budget`` is
    scaled the same way.
    """

    level = SEARCH_LEVEL

    def __init__(self, knowledge, rng=None, budget=None, level=SEARCH_LEVEL):
        super().__init__(rng)
        self.knowledge = knowledge
        self.game = knowledge.game
        self.level = level
        self.spec = level_of(level)
        default = budget is None
        if budget is None:
            budget = knowledge.budget_at(self.spec)
        self.budget = budget
        # the level's own budget: a share of its worlds may be searched on another core
        self.default_budget = default
        self.fallback = knowledge.heuristic("normal", self.rng)
        #: the counts of the tree the level grows where worlds would be played out (None: no tree)
        self.tree = getattr(knowledge, "tree_budget", None) if self.spec.tree else None

    def _choose(self, observation, legal, rng, cancel):
        return self.decide(observation, rng, cancel)[0]

    def decide(self, observation, rng, cancel=None):
        """``(action, scores)``: the choice and the analysis behind it (None
        where the heuristic player decides alone, empty when no world was drawn)."""
        if self.knowledge.without_search(observation):
            return self.fallback.choose(observation, rng), None
        scores = self.analyse(observation, rng, cancel)
        preferred = self.fallback.choose(observation, rng)
        if not scores:
            return preferred, scores
        return best_action(scores, preferred), scores

    def analyse(self, observation, rng=None, cancel=None):
        """``{action: (mean outcome, worlds)}`` for the observing seat; empty
        when no consistent world could be drawn."""
        rng = rng if rng is not None else self.rng
        ctx = self.context(observation, cancel)
        share = self.sharer(observation, ctx, cancel)
        tree = self.tree_budget(observation, ctx)
        if tree is not None:
            return self.grow(observation, ctx, tree, rng, cancel, share)
        scores = evaluate(
            legal_of(observation),
            ctx["sample"],
            ctx["value"],
            ctx["policies"],
            ctx["budget"],
            rng,
            cancel,
            ctx["groups"],
            stop=ctx["stop"],
            weight=ctx["weight"],
            share=share,
            direct=ctx["direct"],
        )
        if all(n == 0 for _, n in scores.values()):
            return {}
        return scores

    def tree_budget(self, observation, ctx):
        """The tree search's counts where this level grows a tree for the
        decision (``levels.Level.tree``: where the game's worlds would be played
        out by the habits, not solved), else None."""
        if self.tree is None or ctx["plain"] or not self.default_budget or ctx["budget"].rollouts is None:
            return None  # (a core running plain: the determinized search's cut counts)
        return self.tree

    def grow(self, observation, ctx, budget, rng, cancel=None, share=None):
        """``{action: (mean, visits)}`` from trees over the decision's worlds (``budget``,
        a ``tree.TreeBudget``, grows them), some of them on the helper's core with ``share``."""
        scores = budget.grow(legal_of(observation), *self.tree_parts(observation, ctx, budget), rng, cancel,
                             ctx["groups"], ctx["weight"], share=share)
        if all(n == 0 for _, n in scores.values()):
            return {}
        return scores

    def tree_parts(self, observation, ctx, budget):
        """(sample, value, policies, stop, descend, ally, budget) of a tree search."""
        info = game_info(self.game)
        mine = info.team_of(observation["seat"])
        grows = self.knowledge.grows
        solved = ctx["solved"]
        return (ctx["sample"], ctx["value"], ctx["policies"], ctx["stop"],
                lambda deal: not solved(deal) and grows(deal), lambda seat: info.team_of(seat) == mine,
                budget.replaced(seconds=self.spec.seconds))

    def sharer(self, observation, ctx, cancel):
        helper = helper_of(cancel)
        if self.spec.shares and self.default_budget and ctx["shareable"] and helper is not None:
            return helper.sharer(self.game, self.level, observation, cancel)
        return None

    def records(self, observation, base, indices, cancel=None, reps=None):
        """The world records of ``indices`` for a search seeded with ``base``
        (the share of an expert search done on another core), for the
        actions ``reps`` (default: every distinct legal action)."""
        ctx = self.context(observation, cancel)
        if reps is None:
            reps, _ = representatives(legal_of(observation), ctx["groups"])
        tree = self.tree_budget(observation, ctx)
        if tree is not None:  # the trees ``indices`` of a tree search
            return tree.walks(reps, *self.tree_parts(observation, ctx, tree), base, cancel,
                              ctx["weight"]).records(indices)
        return world_records(reps, ctx["sample"], ctx["value"], ctx["policies"], ctx["budget"], base,
                             indices, cancel, ctx["stop"], ctx["weight"], direct=ctx["direct"])

    def context(self, observation, cancel=None):
        """What a search of ``observation`` needs: sampler, value, budget..."""
        k = self.knowledge
        seat = observation["seat"]

        def policies(prng):
            h = k.heuristic("normal", prng)
            return [h] * k.n_players

        budget = self.budget_for(observation)
        from . import jit  # here, in the thinker: the window never imports numba

        plain = jit.plain_after_compiling(self.game)
        if self.default_budget and plain:
            share = getattr(k, "plain_share", None)
            budget = plain_cut(budget, PLAIN_SHARE if share is None else share)
        shareable = True
        if k.certain(observation):
            shareable = False
            # every world is the same one: a single draw says everything
            budget = Budget(worlds=1, seconds=budget.seconds, min_worlds=1, nodes=budget.nodes)
        # in a match the deal's value counts through the match it helps to win;
        # a sliver of the deal's own value breaks ties (a lost cause is still played well)
        in_match = k.for_match(observation)

        # a game may play its card play out on a compact state of its own
        solved = k.solved_for(observation)
        fast_ready = k.fast_ready

        def stop(deal):
            return fast_ready(deal) or solved(deal)

        # the exact solves of one decision share their transposition tables: a
        # value found is exact whatever the world (only a solve that gives up
        # on its node budget could end otherwise with another history)
        memo = {}

        def value(deal):
            v = None
            if deal.current_player is not None and fast_ready(deal) and not solved(deal):
                v = k.fast_value(deal, seat, budget, cancel)
            elif deal.current_player is not None:
                v = k.exact(deal, seat, budget, cancel, memo=memo)
                if v is None:
                    h = k.heuristic("normal", random.Random(0))
                    playout(deal, [h] * k.n_players, random.Random(0))
            if v is None:
                v = k.value(deal.result(), seat)
            if in_match is not None:
                return in_match(v) + MATCH_TIE_BREAK * v
            return v

        # a game may value every action of a world at once, exactly (its solver from the decision point)
        def direct(world, reps):
            values = k.world_values(world, reps, seat, budget, self.level)
            if values is None or in_match is None:
                return values
            return [in_match(v) + MATCH_TIE_BREAK * v for v in values]

        return {
            "direct": direct,
            "sample": lambda r: k.sample(observation, r),
            "value": value,
            "policies": policies,
            "budget": budget,
            "groups": k.groups(observation),
            "stop": stop,
            "solved": solved,
            "plain": plain,
            "weight": k.likelihood(observation),
            "shareable": shareable,
        }

    def budget_for(self, observation):
        """The level's budget, or the knowledge's own for a call (a bid, a
        discard...): a few decisions a deal that decide much, worth more worlds."""
        special = self.knowledge.phase_budget(observation) if self.default_budget else None
        if special is None:
            return self.budget.at(observation)
        if self.spec.factor != 1:
            return special.scaled(self.spec.factor, self.spec.seconds).at(observation)
        return special.at(observation)

    def __repr__(self):
        return f"<SearchPlayer {self.game} {self.level} {self.budget}>"
