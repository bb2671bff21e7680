"""What the coach says and what it costs: the hint and the review over seeded deals of every game.

Hints (the default): for each game, plays ``--deals`` seeded deals with normal
players in every seat and, at each of seat 0's real decisions (more than one
legal choice), asks for the explained hint (:func:`game.ai.coach.explain_hint`,
the expert level, seeded from the position) before playing on.  Prints, per
game, how many hints were given, how many of them gave a generic reason (one
that says nothing in the game's terms, ``coach.GENERIC``; the target is at
most 1 in 10), the CPU seconds of a hint in this process (median and max;
the target is a median of 1 s) and the wall seconds, and how often each
reason was given.  The first hint of each game is asked once untimed, so a
cold compile of the search cores is not counted.

Reviews (``--review``): plays the same deals with seat 0 at ``--level``, has
the coach review seat 0, and prints the CPU of a review, the decisions
reviewed per deal, the mistakes kept and their median cost, and the reasons.

The same seeds give the same figures on any machine but the times, which are
CPU time of this process (the tools search without the worker's helper
process, so all of a hint's work is counted here) and compare only on one
machine.

Usage: ``python tools/bench_coach.py [--deals N] [--game NAME ...] [--review] [--level LEVEL]``
"""

import argparse
import collections
import pathlib
import random
import statistics
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from game.ai import make_player  # noqa: E402
from game.ai.coach import GENERIC, explain_hint, review  # noqa: E402
from game.engine import GAMES, new_deal  # noqa: E402

#: the targets of the hint
GENERIC_SHARE, HINT_MEDIAN = 0.10, 1.0


def players_for(game, deal, seed, level="normal"):
    return [make_player(game, level if s == 0 else "normal", random.Random(seed * 10 + s))
            for s in range(deal.n_players)]


def hint_positions(game, seed):
    """The observations of seat 0's real decisions in a seeded deal of normal players."""
    deal = new_deal(game, seed=seed, dealer=seed % 2)
    players = players_for(game, deal, seed)
    while not deal.is_over:
        s = deal.current_player
        obs = deal.observation(s)
        if s == 0 and len(obs["legal_actions"]) > 1:
            yield obs
        deal.apply(players[s].choose(obs))


def bench_hints(game, deals):
    cpu, wall = [], []
    reasons = collections.Counter()
    warmed = False
    for seed in range(1, deals + 1):
        for obs in hint_positions(game, seed):
            if not warmed:
                explain_hint(game, obs)  # the search cores compiled (or loaded from the cache) first
                warmed = True
            start, start_wall = time.process_time(), time.perf_counter()
            answer = explain_hint(game, obs)
            cpu.append(time.process_time() - start)
            wall.append(time.perf_counter() - start_wall)
            reasons[answer["reason"][0] if answer["reason"] else "none"] += 1
    generic = sum(v for k, v in reasons.items() if k in GENERIC)
    return {"hints": len(cpu), "generic": generic, "share": generic / max(1, len(cpu)),
            "cpu_median": statistics.median(cpu) if cpu else 0.0, "cpu_max": max(cpu, default=0.0),
            "wall_median": statistics.median(wall) if wall else 0.0, "reasons": reasons}


def played_deal(game, seed, level):
    deal = new_deal(game, seed=seed, dealer=seed % 2)
    players = players_for(game, deal, seed, level)
    while not deal.is_over:
        s = deal.current_player
        deal.apply(players[s].choose(deal.observation(s)))
    return deal


def bench_reviews(game, deals, level):
    times, counts, kept, costs = [], [], [], []
    reasons = collections.Counter()
    for seed in range(1, deals + 1):
        deal = played_deal(game, seed, level)
        if deal.result().get("void"):
            continue
        start = time.process_time()
        r = review(deal.record(), 0)
        times.append(time.process_time() - start)
        counts.append(r["decisions"])
        kept.append(len(r["mistakes"]))
        for m in r["mistakes"]:
            costs.append(m["cost"])
            reasons[m["reason"][0]] += 1
    return {
        "reviews": len(times),
        "cpu_median": statistics.median(times) if times else 0.0,
        "cpu_max": max(times, default=0.0),
        "decisions": statistics.mean(counts) if counts else 0.0,
        "mistakes": statistics.mean(kept) if kept else 0.0,
        "cost_median": statistics.median(costs) if costs else 0.0,
        "generic": sum(v for k, v in reasons.items() if k in GENERIC),
        "reasons": reasons,
    }


def _reasons_line(reasons):
    return "            reasons: " + ", ".join(f"{k} {v}" for k, v in reasons.most_common())


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=6)
    ap.add_argument("--game", action="append", choices=GAMES)
    ap.add_argument("--review", action="store_true", help="review finished deals instead of giving hints")
    ap.add_argument("--level", default="normal", help="the reviewed player's level")
    args = ap.parse_args(argv)
    missed = []
    for game in args.game or GAMES:
        if args.review:
            f = bench_reviews(game, args.deals, args.level)
            print(f"{game:11s} reviews {f['reviews']:2d}  cpu median {f['cpu_median']:.2f} s  max {f['cpu_max']:.2f} s  "
                  f"decisions/deal {f['decisions']:.1f}  kept/deal {f['mistakes']:.2f}  "
                  f"median cost {f['cost_median']:.2f}  generic {f['generic']}")
        else:
            f = bench_hints(game, args.deals)
            ok = f["share"] <= GENERIC_SHARE and f["cpu_median"] <= HINT_MEDIAN
            if not ok:
                missed.append(game)
            print(f"{game:11s} hints {f['hints']:3d}  generic {f['generic']:2d} ({100 * f['share']:.0f} %)  "
                  f"cpu median {f['cpu_median']:.2f} s  max {f['cpu_max']:.2f} s  "
                  f"wall median {f['wall_median']:.2f} s  {'ok' if ok else 'MISSED'}", flush=True)
        if f["reasons"]:
            print(_reasons_line(f["reasons"]), flush=True)
    if missed:
        print(f"targets missed (generic <= {GENERIC_SHARE:.0%}, cpu median <= {HINT_MEDIAN} s): {', '.join(missed)}")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
