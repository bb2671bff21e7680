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
    """How much a decision may cost: worlds drawn and wall-clock seconds.

    ``worlds`` bounds the worlds drawn; with ``rollouts`` set, a decision
    with ``n`` distinct actions draws ``rollouts // n`` worlds (at least
    ``min_worlds``, at most ``worlds``), so a choice between two bids gets
    more worlds than a choice among eight cards for the same time.  Counts
    make a decision reproducible from its seed; ``seconds`` (None for no
    limit) is a safety net against a slow or busy machine and only bites
    when the count would take longer than that.
    """

    def __init__(self, worlds=24, seconds=1.2, min_worlds=4, playouts=1, rollouts=None):
        self.worlds = worlds
        self.seconds = seconds
        self.min_worlds = min_worlds
        self.playouts = playouts
        self.rollouts = rollouts

    def worlds_for(self, n_actions):
        if self.rollouts is None:
            return self.worlds
        return max(self.min_worlds, min(self.worlds, self.rollouts // max(1, n_actions)))

    def __repr__(self):
        return (
            f"Budget(worlds={self.worlds}, rollouts={self.rollouts}, "
            f"seconds={self.seconds}, playouts={self.playouts})"
        )


def playout(deal, policies, rng, limit=400):
    """Play ``deal`` to its end with ``policies[seat]``; returns the deal."""
    steps = 0
    while deal.current_player is not None:
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


def evaluate(legal, sample, value, make_policies, budget, rng, cancel=None, groups=None):
    """Mean outcome of each action in ``legal`` over sampled worlds.

    ``sample(rng)`` returns a world (a deal at the decision point) or None;
    ``value(deal)`` scores a finished deal for the deciding side;
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
    start = time.perf_counter()
    drawn = 0
    attempts = 0
    target = budget.worlds_for(len(reps))
    while drawn < target and attempts < target * 3:
        if drawn >= budget.min_worlds:
            if cancel is not None and cancel.is_set():
                break
            if budget.seconds is not None and time.perf_counter() - start > budget.seconds:
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
                playout(deal, make_policies(prng), prng)
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
    seat had (the others would learn something about its hand).
    """

    level = "strong"

    def __init__(self, knowledge, rng=None, budget=None):
        super().__init__(rng)
        self.knowledge = knowledge
        self.game = knowledge.game
        self.budget = budget or knowledge.budget
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

        scores = evaluate(
            legal,
            lambda r: k.sample(observation, r),
            lambda deal: k.value(deal.result(), seat),
            policies,
            self.budget,
            rng,
            cancel,
            k.groups(observation),
        )
        if all(n == 0 for _, n in scores.values()):
            return {}
        return scores

    def __repr__(self):
        return f"<SearchPlayer {self.game} {self.budget}>"
