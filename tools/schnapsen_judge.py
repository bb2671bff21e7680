"""Where a Schnapsen player loses while the stock is open: each of its
decisions there valued against a reference far stronger than the player.

    python tools/schnapsen_judge.py --levels strong strong0 --deals 30 --seed 1
    python tools/schnapsen_judge.py --levels strong --deals 30 --seed 1 --reference seer
    python tools/schnapsen_judge.py --levels strong strong --budget 1:depth=4 --deals 30

Positions come from seeded deals played by ``--play`` (default: strong in
seat 0 against strong0, the dealer alternating): every decision with a
choice made while the stock is open (not exhausted, not closed), in either
seat.  Every level of ``--levels`` (the arena's sides; ``--budget
K:k=v,...`` changes the counts of the K-th, from 0) then decides each of
those positions from its seat's observation, so all levels are judged on
the same positions, paired.  ``--costly`` keeps only the positions where the
strong level searches each world to the end of a deep stock (``worlds.costly``).

The reference values every legal action once per position, for the seat to
act, in game points:

* ``honest`` (default): ``--worlds`` deals drawn from the deciding seat's
  observation alone (the strong level's own sampler and weights: no hidden
  card is read), each searched exactly to the deal's end by the compiled
  search, nobody closing below the root.  Inside a world the search sees
  that world's cards and stock order; the many worlds average that over
  what the seat cannot know.  The player searches fewer worlds, most of
  them only ``depth`` moves ahead while the stock is deep.
* ``seer``: the true deal alone, searched the same way: what the seat would
  win seeing every card (a hindsight bound, not a strategy).

Closing is valued in each world by the exact search of the closed deal
with both hands in view, which flatters the closer (the table never shows
the other hand); the line ``close (habits)`` values it instead as the
strong level does, by the normal players' habits playing the closed deal
out.  The truth lies between: a loss on a close decision is reported
under both.

The loss of a decision is the reference's best value minus the value of
the action chosen.  Printed per level and per kind of decision (the first
that applies: ``close`` where the reference or a level closes, ``exchange``, ``marriage``
where one may be declared, else ``lead`` or ``follow``), then by the stock
size: the mean loss with a 95 % interval, the share of decisions losing
more than 0.05 game points, and the count.  The paired difference between
the first level and each other one follows (negative: the first loses less).

Figures (this machine, honest reference):

    python tools/schnapsen_judge.py --levels strong strong strong --budget 1:close=1 \
        --budget 2:close=2 --deals 24 --worlds 24 --seed 2

closing valued by the habits (then the level's way) / by the search / by their mean:
on close decisions (n=25) a loss of 0.211 / 0.153 / 0.049 game points (with the
reference closing by the habits: 0.070 / 0.299 / 0.087); leads 0.101, follows 0.032,
marriages 0.054 for all three (164 positions).

    python tools/schnapsen_judge.py --levels strong strong --budget \
        1:close=0,costly_rollouts=400,costly_nodes=200000,fallback_depth=6 --deals 20 --worlds 20 --seed 7

today's strong against the level before the mean for closing and the cheaper costly
decisions: +0.008 +- 0.009 game points a decision (0.053 against 0.045 over 154; close
+0.011 +- 0.048, lead +0.006 +- 0.011, follow +0.013 +- 0.018): level within the noise.
``--budget 1:depth=8`` (16 deals, 16 worlds, seed 6): 0.012 +- 0.023 less loss, not
taken for its cost.
"""

import argparse
import math
import os
import pathlib
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

if str(pathlib.Path(__file__).resolve().parent) not in sys.path:
    sys.path.append(str(pathlib.Path(__file__).resolve().parent))
from arena import SIDES, budget_of, make_player, warm_core  # noqa: E402

from game.ai import jit  # noqa: E402
from game.ai.schnapsen.alphabeta import EXACT, SCALE, Searcher  # noqa: E402
from game.ai.schnapsen.core import from_deal, move_of  # noqa: E402
from game.ai.schnapsen.solver import world_values  # noqa: E402
from game.ai.schnapsen.worlds import STRONG, Knowledge, _played_on, costly  # noqa: E402
from game.engine import new_deal  # noqa: E402

GAME = "schnapsen"
Z95 = 1.959963984540054
NODES = 50_000_000
KINDS = ("close", "exchange", "marriage", "lead", "follow")
LOSING = 0.05


def kind_of(obs, picked):
    """The decision's kind; ``picked``: the actions the reference and the levels chose."""
    legal = obs["legal_actions"]
    if "close" in picked:
        return "close"
    if "exchange" in legal:
        return "exchange"
    if any(a.startswith("marry:") for a in legal):
        return "marriage"
    return "follow" if obs["trick"] else "lead"


def positions(deals, seed, play, only=None):
    """``[(deal at the decision, observation)]``: every open-stock decision
    with a choice of ``deals`` seeded deals played by the two sides ``play``
    (those where ``only(observation)`` holds)."""
    out = []
    for k in range(deals):
        deal = new_deal(GAME, seed=random.Random(f"judge:{seed}:{k}").getrandbits(64), dealer=k % 2)
        players = [make_player(GAME, play[s], random.Random(f"judge:{seed}:{k}:{s}")) for s in range(2)]
        while deal.current_player is not None:
            s = deal.current_player
            obs = deal.observation(s)
            if len(obs["legal_actions"]) > 1 and not deal.strict and (only is None or only(obs)):
                out.append((deal.clone(), obs))
            deal.apply(players[s].choose(obs))
    return out


def world_reference(world, legal, seat):
    """``({action: exact value for seat}, value of closing by the habits)`` in one world."""
    sign = 1 if seat == 0 else -1
    moves = [move_of(a) for a in legal]
    found = world_values(world, moves, EXACT, NODES)
    values = {}
    habits = None
    for a, v in zip(legal, found):
        if a == "close":
            closed = world.clone()
            closed.apply("close")
            v = Searcher(bits=16).value(from_deal(closed), EXACT, NODES) / SCALE
            habits = _played_on(world, "close", seat, STRONG)
        values[a] = sign * v
    return values, habits


def reference(deal, obs, worlds, seer, rng):
    """``({action: mean value for the seat to act}, mean value of closing by the habits or None)``."""
    legal = obs["legal_actions"]
    seat = obs["seat"]
    if seer:
        drawn = [(deal.clone(), 1.0)]
    else:
        weigh = Knowledge.likelihood(obs)
        drawn = []
        for _ in range(worlds):
            w = Knowledge.sample(obs, rng)
            if w is not None:
                drawn.append((w, weigh(w) if weigh else 1.0))
    total = {a: 0.0 for a in legal}
    habits = 0.0
    tw = 0.0
    for world, w in drawn:
        if w <= 0:
            continue
        values, h = world_reference(world, legal, seat)
        for a in legal:
            total[a] += w * values[a]
        habits += w * (h or 0.0)
        tw += w
    if tw <= 0:
        return None, None
    return {a: v / tw for a, v in total.items()}, (habits / tw if "close" in legal else None)


def mean_ci(xs):
    n = len(xs)
    if n == 0:
        return 0.0, 0.0
    m = sum(xs) / n
    if n == 1:
        return m, 0.0
    sd = math.sqrt(sum((x - m) ** 2 for x in xs) / (n - 1))
    return m, Z95 * sd / math.sqrt(n)


def row(label, xs):
    m, h = mean_ci(xs)
    bad = sum(1 for x in xs if x > LOSING)
    share = bad / len(xs) if xs else 0.0
    return f"    {label:22s} loss {m:.3f} ± {h:.3f}  losing {share:5.1%}  n={len(xs)}"


def stock_band(size):
    return f"stock {size}"


def run(levels, budgets, deals, seed, play, worlds, seer, progress=None, only=None):
    """``[(kind, stock size, {level index: (loss, loss with closing by the habits)})]``."""
    found = positions(deals, seed, play, only)
    if progress:
        progress(f"{len(found)} positions from {deals} deals")
    records = []
    for i, (deal, obs) in enumerate(found):
        ref, habits = reference(deal, obs, worlds, seer, random.Random(f"judge-ref:{seed}:{i}"))
        if ref is None:
            continue
        alt = dict(ref)
        if habits is not None:
            alt["close"] = habits
        losses = {}
        picked = {max(ref, key=ref.get), max(alt, key=alt.get)}
        for j, level in enumerate(levels):
            player = make_player(GAME, level, random.Random(f"judge-player:{seed}:{i}"), **budgets.get(j, {}))
            action = player.choose(obs)
            picked.add(action)
            losses[j] = (max(ref.values()) - ref[action], max(alt.values()) - alt[action])
        records.append((kind_of(obs, picked), obs["specific"]["stock_size"], losses))
        if progress and (i + 1) % 20 == 0:
            parts = ", ".join(f"{lv} {sum(r[2][j][0] for r in records) / len(records):.3f}"
                              for j, lv in enumerate(levels))
            progress(f"{i + 1}/{len(found)} positions: {parts}")
    return records


def report(levels, records):
    lines = []
    for j, level in enumerate(levels):
        lines.append(f"  {level}{'' if levels.count(level) == 1 else ' #' + str(j)}:")
        lines.append(row("all", [r[2][j][0] for r in records]))
        for kind in KINDS:
            xs = [r[2][j][0] for r in records if r[0] == kind]
            if xs:
                lines.append(row(kind, xs))
        xs = [r[2][j][1] for r in records if r[0] == "close"]
        if xs:
            lines.append(row("close (habits)", xs))
        for size in sorted({r[1] for r in records}, reverse=True):
            lines.append(row(stock_band(size), [r[2][j][0] for r in records if r[1] == size]))
    for j in range(1, len(levels)):
        diffs = [r[2][0][0] - r[2][j][0] for r in records]
        m, h = mean_ci(diffs)
        lines.append(f"  {levels[0]} #0 minus {levels[j]} #{j}: {m:+.3f} ± {h:.3f} game points a decision")
        for kind in KINDS:
            d = [r[2][0][0] - r[2][j][0] for r in records if r[0] == kind]
            if d:
                m, h = mean_ci(d)
                lines.append(f"    {kind:10s} {m:+.3f} ± {h:.3f}  n={len(d)}")
    return "\n".join(lines)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--levels", nargs="+", default=["strong", "strong0"], choices=SIDES)
    ap.add_argument("--budget", action="append", default=[], metavar="K:k=v,...",
                    help="the K-th level's (from 0) search counts changed, e.g. 0:depth=8")
    ap.add_argument("--play", nargs=2, default=["strong", "strong0"], choices=SIDES,
                    help="the two sides that play the deals the positions come from")
    ap.add_argument("--deals", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--worlds", type=int, default=40, help="the honest reference's worlds a position")
    ap.add_argument("--reference", choices=("honest", "seer"), default="honest")
    ap.add_argument("--costly", action="store_true",
                    help="only the decisions where the strong level searches every world to the end of a "
                         "deep stock (worlds.costly)")
    ap.add_argument("--quiet", action="store_true")
    args = ap.parse_args(argv)
    budgets = {}
    for text in args.budget:
        k, _, counts = text.partition(":")
        budgets[int(k)] = {"budget": budget_of(GAME, args.levels[int(k)], counts)}
    for name in jit.cores():
        jit.warm(name)
    warm_core(GAME, set(args.levels) | set(args.play))
    t0 = time.perf_counter()

    def progress(text):
        if not args.quiet:
            print("  " + text, file=sys.stderr, flush=True)

    only = (lambda obs: costly(obs, STRONG.depth)) if args.costly else None
    records = run(args.levels, budgets, args.deals, args.seed, args.play, args.worlds,
                  args.reference == "seer", progress, only)
    print(f"schnapsen open-stock decisions, reference {args.reference}"
          f"{'' if args.reference == 'seer' else f' ({args.worlds} worlds, exact)'}, "
          f"{args.deals} deals of {' vs '.join(args.play)}, seed {args.seed}:")
    print(report(args.levels, records))
    print(f"  wall time {time.perf_counter() - t0:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
