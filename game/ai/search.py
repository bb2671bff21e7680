"""Determinized search (perfect-information Monte Carlo).

For a decision the strong player draws worlds consistent with its
observation, tries every legal action in each world and plays the deal out
with the heuristic players, then picks the action with the best mean
outcome in the game's own scoring.  Every action is tried on the same
worlds with the same playout seeds, so the comparison is between actions,
not between lucky and unlucky draws.
"""

import random
import time

from .base import Player, legal_of


class Budget:
    """How much a decision may cost, in counts: worlds drawn and search nodes.

    ``worlds`` bounds the worlds drawn; with ``rollouts`` set, a decision
    with ``n`` distinct actions draws ``rollouts // n`` worlds (at least
    ``min_worlds``, at most ``worlds``), so a choice between two bids gets
    more worlds than a choice among eight cards for the same work.
    ``nodes`` bounds an exact solver's work per world.  Counts make a
    decision a pure function of the observation and the seed, whatever the
    machine's load; ``seconds`` (None for no limit) is only a safety net,
    set well above what the counts cost, against a machine far slower than
    intended.  It is measured in the searching thread's CPU time, which other
    programs on a busy machine do not inflate; a wall-clock stop at
    ``WALL_FACTOR`` times that is the last resort.
    """

    def __init__(self, worlds=24, seconds=2.0, min_worlds=4, playouts=1, rollouts=None, nodes=20000):
        self.worlds = worlds
        self.seconds = seconds
        self.min_worlds = min_worlds
        self.playouts = playouts
        self.rollouts = rollouts
        self.nodes = nodes

    def worlds_for(self, n_actions):
        if self.rollouts is None:
            return self.worlds
        return max(self.min_worlds, min(self.worlds, self.rollouts // max(1, n_actions)))

    def scaled(self, factor, seconds):
        """The same budget with ``factor`` times the worlds (the expert level)."""
        return Budget(
            worlds=int(self.worlds * factor),
            seconds=seconds,
            min_worlds=self.min_worlds,
            playouts=self.playouts,
            rollouts=None if self.rollouts is None else int(self.rollouts * factor),
            nodes=int(self.nodes * factor),
        )

    def __repr__(self):
        return (
            f"Budget(worlds={self.worlds}, rollouts={self.rollouts}, nodes={self.nodes}, "
            f"seconds={self.seconds}, playouts={self.playouts})"
        )


#: the expert level: this many times the strong level's counts
EXPERT_FACTOR = 3
EXPERT_SECONDS = 6.0
#: the wall-clock stop, in multiples of a budget's CPU seconds
WALL_FACTOR = 4


class _Clock:
    """Has a search run past its safety net?  CPU time of this thread, and wall time."""

    def __init__(self, seconds):
        self.seconds = seconds
        self.cpu = time.thread_time()
        self.wall = time.perf_counter()

    def over(self):
        if self.seconds is None:
            return False
        return (time.thread_time() - self.cpu > self.seconds
                or time.perf_counter() - self.wall > WALL_FACTOR * self.seconds)


def playout(deal, policies, rng, limit=400, stop=None):
    """Play ``deal`` to its end with ``policies[seat]`` (or until
    ``stop(deal)`` holds, e.g. where an exact solver takes over); returns the deal."""
    steps = 0
    while deal.current_player is not None:
        if stop is not None and stop(deal):
            break
        seat = deal.current_player
        legal = deal.legal_actions()
        if len(legal) == 1:
            deal.apply(legal[0])
        else:
            deal.apply(policies[seat].choose(deal.observation(seat), rng))
        steps += 1
        if steps > limit:
            raise RuntimeError("playout did not finish")
    return deal


def evaluate(legal, sample, value, make_policies, budget, rng, cancel=None, groups=None, stop=None):
    """Mean outcome of each action in ``legal`` over sampled worlds.

    ``sample(rng)`` returns a world (a deal at the decision point) or None;
    ``value(deal)`` scores a deal for the deciding side: a finished one, or
    one where ``stop(deal)`` held and the playout handed over;
    ``make_policies(rng)`` gives the playout players (one per seat);
    ``groups`` optionally maps each action to a representative so that
    equivalent actions are searched once.
    Returns ``{action: (mean, n)}``.
    """
    reps = []
    rep_of = {}
    for a in legal:
        r = groups(a) if groups else a
        rep_of[a] = r
        if r not in reps:
            reps.append(r)
    totals = {r: 0.0 for r in reps}
    counts = {r: 0 for r in reps}
    clock = _Clock(budget.seconds)
    drawn = 0
    attempts = 0
    target = budget.worlds_for(len(reps))
    while drawn < target and attempts < target * 3:
        if drawn >= budget.min_worlds:
            if cancel is not None and cancel.is_set():
                break
            if clock.over():
                break
        attempts += 1
        world = sample(rng)
        if world is None:
            continue
        drawn += 1
        for _ in range(budget.playouts):
            seed = rng.getrandbits(32)
            for r in reps:
                deal = world.clone()
                deal.apply(r)
                prng = random.Random(seed)
                playout(deal, make_policies(prng), prng, stop=stop)
                totals[r] += value(deal)
                counts[r] += 1
    out = {}
    for a in legal:
        r = rep_of[a]
        n = counts[r]
        out[a] = (totals[r] / n if n else float("-inf"), n)
    return out


def best_action(scores, preferred=None, tolerance=1e-9):
    """The action with the highest mean; ties go to ``preferred`` when it is
    among the best, else to the first listed."""
    best = max(m for m, _ in scores.values())
    top = [a for a, (m, _) in scores.items() if m >= best - tolerance]
    if preferred in top:
        return preferred
    return top[0]


class SearchPlayer(Player):
    """The strong level: determinized search over a game's ``knowledge``.

    ``knowledge`` gives ``game``, ``n_players``, ``budget`` (the default
    Budget), ``heuristic(level, rng)`` (the playout player),
    ``sample(observation, rng)`` (a world or None), ``value(result, seat)``
    (the seat's outcome in the game's scoring) and ``groups(observation)``
    (None, or a function mapping an action to the representative of the
    actions known to be equivalent).  It may also give
    ``without_search(observation)``: True for a decision left to the heuristic
    player, one whose thinking time must not depend on how many choices the
    seat had (the others would learn something about its hand); and
    ``solved(deal)`` / ``exact(deal, seat, budget, cancel)``: where a playout
    may stop and an exact solver give the deal's value for ``seat`` (None
    when the solver gave up within its node budget); ``certain(observation)``:
    True when the observation leaves nothing hidden that matters (one world
    is enough); ``fast_ready(deal)`` / ``fast_value(deal, seat, budget,
    cancel)``: where a playout may hand over to a compact-state playout of
    the game's own (the normal habits, then the exact solver) and the deal's
    value for ``seat`` from there.

    ``level`` is ``"strong"`` (``knowledge.budget``) or ``"expert"`` (the
    same counts times ``EXPERT_FACTOR``, unless the knowledge names its own
    ``expert_budget``).
    """

    level = "strong"

    def __init__(self, knowledge, rng=None, budget=None, level="strong"):
        super().__init__(rng)
        self.knowledge = knowledge
        self.game = knowledge.game
        self.level = level
        if budget is None:
            budget = knowledge.budget
            if level == "expert":
                budget = getattr(knowledge, "expert_budget", None) or budget.scaled(EXPERT_FACTOR, EXPERT_SECONDS)
        self.budget = budget
        self.fallback = knowledge.heuristic("normal", self.rng)

    def _choose(self, observation, legal, rng, cancel):
        quick = getattr(self.knowledge, "without_search", None)
        if quick is not None and quick(observation):
            return self.fallback.choose(observation, rng)
        scores = self.analyse(observation, rng, cancel)
        preferred = self.fallback.choose(observation, rng)
        if not scores:
            return preferred
        return best_action(scores, preferred)

    def analyse(self, observation, rng=None, cancel=None):
        """``{action: (mean outcome, worlds)}`` for the observing seat; empty
        when no consistent world could be drawn."""
        rng = rng if rng is not None else self.rng
        k = self.knowledge
        seat = observation["seat"]
        legal = legal_of(observation)

        def policies(prng):
            h = k.heuristic("normal", prng)
            return [h] * k.n_players

        solved = getattr(k, "solved", None)
        budget = self.budget
        certain = getattr(k, "certain", None)
        if certain is not None and certain(observation):
            # every world is the same one: a single draw says everything
            budget = Budget(worlds=1, seconds=budget.seconds, min_worlds=1, nodes=budget.nodes)

        # a game may play its card play out on a compact state instead
        fast_ready = getattr(k, "fast_ready", None)
        stop = solved
        if fast_ready is not None:
            def stop(deal):
                return fast_ready(deal) or (solved is not None and solved(deal))

        def value(deal):
            if (fast_ready is not None and deal.current_player is not None and fast_ready(deal)
                    and not (solved is not None and solved(deal))):
                return k.fast_value(deal, seat, budget, cancel)
            if deal.current_player is not None:
                v = k.exact(deal, seat, budget, cancel)
                if v is not None:
                    return v
                h = k.heuristic("normal", random.Random(0))
                playout(deal, [h] * k.n_players, random.Random(0))
            return k.value(deal.result(), seat)

        scores = evaluate(
            legal,
            lambda r: k.sample(observation, r),
            value,
            policies,
            budget,
            rng,
            cancel,
            k.groups(observation),
            stop=stop,
        )
        if all(n == 0 for _, n in scores.values()):
            return {}
        return scores

    def __repr__(self):
        return f"<SearchPlayer {self.game} {self.level} {self.budget}>"
