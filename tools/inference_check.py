"""How well the strong level's sampled worlds guess the hidden cards, with and
without the weights of inference from play (``Knowledge.likelihood``).

    python tools/inference_check.py --game belote --deals 10 --infer
    python tools/inference_check.py --deals 12 --players normal --tremble 0.3 --infer

Without ``--infer`` a game's worlds are weighed as its search weighs them now
(the calls and tells alone where its ``INFER`` is off: every game, for now).

Each seeded deal is played by ``--players`` at every seat (default: the
frozen strong0, the yardstick the strong level meets in the arena; any arena
side will do).  At up to ``--positions``
decisions of each deal, spread over the card play, the deciding seat draws
``--worlds`` worlds from its observation exactly as its search does; every
card then held by another seat is a *hidden card*, and its *location* is the
seat that holds it (in a world: the seat the world gives it to, or "not in a
hand").  The figure is the literature's: the mean log-probability of the true
location of a hidden card under the world distribution,

    log( (sum of the weights of the worlds that put it there + a / L) / (sum of weights + a) )

with the weights scaled to sum to the number of worlds, ``a`` = 1 world of
smoothing spread over the ``L`` possible locations (so that a card no world
places right costs a finite amount).  It is printed unweighted (every world
alike: the sampler's own guess, which already keeps to every card shown and
every void revealed) and weighted, with the paired difference per position
and its 95 % interval, the effective number of worlds (sum w)^2 / sum w^2, and
the share of hidden cards whose most likely location is the true one.

``--read LEVEL`` weighs the worlds also by the solver's reading of the
others' latest plays (a world where they played as a player seeing every card
would counts more; tried, and it placed the hidden cards no better), on LEVEL's node budget.

``--tremble`` sets the share of plays the model of the others' play takes
for slips (the game's ``TREMBLE``), to compare values.
"""

import argparse
import importlib
import math
import os
import random
import sys
import time
from collections import deque

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

sys.path.append(os.path.dirname(os.path.abspath(__file__)))
from arena import make_player as make_side  # noqa: E402  (the levels and the frozen players)

from game.ai import make_player  # noqa: E402
from game.engine import deal_class, new_deal  # noqa: E402

Z95 = 1.959963984540054
GAMES = ("aluette", "belote", "preference", "schnapsen")
SMOOTHING = 1.0
REST = -1  # a card no seat holds (stock, talon, cards not dealt)


def knowledge_of(game):
    return make_player(game, "strong", random.Random(0)).knowledge


def worlds_module(game):
    return importlib.import_module(f"game.ai.{game}.worlds")


def locate(deal, cards):
    """Where each of ``cards`` lies in ``deal``: the seat holding it, else REST."""
    where = {}
    for s, hand in enumerate(deal.hands):
        for c in hand:
            where[c] = s
    return {c: where.get(c, REST) for c in cards}


def positions(game, k, seed, level, count):
    """Up to ``count`` ``(deal, seat)`` decision points of deal ``k``, spread over
    its card play (the deal as it stood, the seat to decide)."""
    n = deal_class(game).n_players
    deal = new_deal(game, seed=random.Random(f"inference:{game}:{seed}:{k}").getrandbits(64), dealer=k % n)
    players = [make_side(game, level, random.Random(f"inference:{seed}:{k}:{s}")) for s in range(n)]
    found = []
    while deal.current_player is not None:
        seat = deal.current_player
        legal = deal.legal_actions()
        obs = deal.observation(seat)
        if len(legal) > 1 and obs.get("tricks") and len(obs["hand"]) > 1:
            found.append(deal.clone())
        deal.apply(players[seat].choose(obs))
    if len(found) <= count:
        return [(d, d.current_player) for d in found]
    step = len(found) / count
    return [(found[int(i * step + step / 2)], found[int(i * step + step / 2)].current_player) for i in range(count)]


# -- the solver's reading (--read): tried as a model of the others' play, kept here as a
# measurement.  A world drawn from the observation puts the hidden cards somewhere; in it,
# each of the others' latest choices either was one of the best the game's solver finds
# for that seat from there (every card in view) or was not.  The weight is the product,
# over the ``last`` choices read, of (1 - slip) / |best| for a best choice plus
# slip / |legal| for any; only choices the solver values where they were made
# (``Knowledge.world_values``) are read.

#: the others' latest choices read in each world (each costs one solve there)
READ_LAST = 3
#: the share of choices taken for slips, made uniformly among the legal ones
READ_SLIP = 0.35
#: values this close are equally good
READ_TIE = 1e-6


def latest_choices(world, seat, last):
    """``[(deal then, seat, legal, action)]`` of the others' ``last`` latest choices
    with more than one legal action in ``world``'s history, replayed from its deck."""
    record = world.record()
    deal = new_deal(record["game"], deck=record["deck"], dealer=record["dealer"], options=record.get("options"))
    kept = deque(maxlen=last)
    for action in record["actions"]:
        s = deal.current_player
        if s != seat:
            legal = deal.legal_actions()
            if len(legal) > 1:
                kept.append((deal.clone(), s, legal, action))
        deal.apply(action)
    return list(kept)


def fit(values, legal, action, slip=READ_SLIP):
    """How likely ``action`` is among ``legal`` valued ``values`` for a good player who slips."""
    best = max(values)
    good = [a for a, v in zip(legal, values) if v >= best - READ_TIE]
    return (1.0 - slip) * (action in good) / len(good) + slip / len(legal)


def solver_weight(knowledge, seat, budget, level, last=READ_LAST, slip=READ_SLIP):
    """``weight(world)``: how well the world explains the others' latest choices."""

    def weight(world):
        w = 1.0
        for deal, s, legal, action in latest_choices(world, seat, last):
            values = knowledge.world_values(deal, legal, s, budget, level)
            if values is not None:
                w *= fit(values, legal, action, slip)
        return w

    return weight


def combined_weight(*weights):
    """The product of the weights given (None: none)."""
    weights = [w for w in weights if w is not None]
    if not weights:
        return None
    if len(weights) == 1:
        return weights[0]

    def weight(world):
        out = 1.0
        for w in weights:
            out *= w(world)
            if out <= 0:
                break
        return out

    return weight



def weigher(game, knowledge, obs, read):
    """The worlds' weight at ``obs``: the game's own, times the solver's reading with ``read``."""
    weigh = knowledge.likelihood(obs)
    if not read:
        return weigh
    player = make_player(game, read, random.Random(0))
    return combined_weight(weigh, solver_weight(knowledge, obs["seat"], player.budget_for(obs), read))


def score_position(game, knowledge, deal, seat, worlds, key, read=None):
    """``(unweighted, weighted)`` lists of log-probabilities (one per hidden card),
    the effective number of worlds and ``(right unweighted, right weighted)`` counts."""
    obs = deal.observation(seat)
    hidden = [c for s, hand in enumerate(deal.hands) if s != seat for c in hand]
    truth = locate(deal, hidden)
    drawn = [w for w in (knowledge.sample(obs, random.Random(f"{key}:{i}")) for i in range(worlds)) if w]
    if not drawn or not hidden:
        return [], [], 0.0, (0, 0)
    weigh = weigher(game, knowledge, obs, read)
    raw = [weigh(w) if weigh is not None else 1.0 for w in drawn]
    total = sum(raw)
    weights = [x * len(drawn) / total for x in raw] if total > 0 else [1.0] * len(drawn)
    ess = sum(weights) ** 2 / sum(x * x for x in weights)
    places = [locate(w, hidden) for w in drawn]
    n_loc = deal_class(game).n_players  # the other seats and "not in a hand"
    out = ([], [])
    right = [0, 0]
    for c in hidden:
        for j, ws in enumerate(([1.0] * len(drawn), weights)):
            mass = {}
            for w, p in zip(ws, places):
                mass[p[c]] = mass.get(p[c], 0.0) + w
            there = mass.get(truth[c], 0.0)
            out[j].append(math.log((there + SMOOTHING / n_loc) / (sum(ws) + SMOOTHING)))
            right[j] += there > 0 and there >= max(mass.values())
    return out[0], out[1], ess, tuple(right)


def mean_ci(xs):
    n = len(xs)
    if n == 0:
        return 0.0, 0.0
    m = sum(xs) / n
    if n < 2:
        return m, 0.0
    var = sum((x - m) ** 2 for x in xs) / (n - 1)
    return m, Z95 * math.sqrt(var / n)


def run(game, deals, seed, level="strong0", worlds=60, count=4, progress=None, read=None):
    """Per position: ``(mean log-p unweighted, weighted, ESS, cards, right unweighted, right weighted)``."""
    knowledge = knowledge_of(game)
    rows = []
    for k in range(deals):
        for j, (deal, seat) in enumerate(positions(game, k, seed, level, count)):
            plain, weighted, ess, right = score_position(game, knowledge, deal, seat, worlds,
                                                        f"inference:{seed}:{k}:{j}", read)
            if plain:
                rows.append((sum(plain) / len(plain), sum(weighted) / len(weighted), ess, len(plain)) + right)
        if progress:
            progress(k + 1, rows)
    return rows


def summary(game, rows, worlds):
    cards = sum(r[3] for r in rows)
    plain = sum(r[0] * r[3] for r in rows) / max(1, cards)
    weighted = sum(r[1] * r[3] for r in rows) / max(1, cards)
    gain, half = mean_ci([r[1] - r[0] for r in rows])
    ess = sum(r[2] for r in rows) / max(1, len(rows))
    return "\n".join([
        f"{game}: {len(rows)} positions, {cards} hidden cards, {worlds} worlds each",
        f"  mean log-probability of a hidden card's true place: unweighted {plain:.4f}, weighted {weighted:.4f}",
        f"  weighted minus unweighted per position {gain:+.4f}  95% CI [{gain - half:+.4f}, {gain + half:+.4f}]",
        f"  most likely place right: unweighted {sum(r[4] for r in rows) / max(1, cards):.3f}, "
        f"weighted {sum(r[5] for r in rows) / max(1, cards):.3f}; effective worlds (mean) {ess:.1f}",
    ])


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", choices=GAMES, action="append", help="games (default: all)")
    ap.add_argument("--deals", type=int, default=12)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--players", default="strong0", help="the side that plays the deals (default strong0)")
    ap.add_argument("--worlds", type=int, default=60)
    ap.add_argument("--positions", type=int, default=4, help="decision points judged per deal")
    ap.add_argument("--tremble", type=float, help="the model's share of slips (the game's TREMBLE)")
    ap.add_argument("--near", type=float, help="Aluette: the model's rank softmax (its NEAR)")
    ap.add_argument("--infer", action="store_true", help="weigh a game's worlds where it is off (its INFER)")
    ap.add_argument("--read", metavar="LEVEL",
                    help="weigh them also by the solver's reading of the others' latest plays, "
                         "on LEVEL's node budget")
    args = ap.parse_args(argv)
    for game in args.game or GAMES:
        module = worlds_module(game)
        if args.tremble is not None and hasattr(module, "TREMBLE"):
            module.TREMBLE = args.tremble
        if args.near is not None and hasattr(module, "NEAR"):
            module.NEAR = args.near
        if args.infer and hasattr(module, "INFER"):
            module.INFER = True
        t0 = time.perf_counter()
        rows = run(game, args.deals, args.seed, args.players, args.worlds, args.positions, read=args.read)
        print(summary(game, rows, args.worlds))
        print(f"  tremble {getattr(module, 'TREMBLE', None)}, players {args.players}, "
              f"wall time {time.perf_counter() - t0:.1f} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
