"""What a review costs and what it finds: the coach over seeded deals of every game.

For each game, plays ``--deals`` seeded deals in which seat 0 is the normal
player (or ``--level``) and the other seats are normal players, then has the
coach review seat 0.  Prints, per game: the CPU seconds of a review (median
and max; a review runs in the worker process while the result panel waits),
the player's decisions reviewed per deal, how many costly mistakes were kept
on average, their median cost in the game's own points, and how often each
reason was given.  The same seeds give the same figures on any machine but
the times, which are CPU time of this process and compare only on one
machine.

Usage: ``python tools/bench_coach.py [--deals N] [--game NAME ...] [--level LEVEL]``
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
from game.ai.coach import review  # noqa: E402
from game.engine import GAMES, new_deal  # noqa: E402


def played_deal(game, seed, level):
    deal = new_deal(game, seed=seed, dealer=seed % 2)
    n = deal.n_players
    players = [make_player(game, level if s == 0 else "normal", random.Random(seed * 10 + s)) for s in range(n)]
    while not deal.is_over:
        s = deal.current_player
        deal.apply(players[s].choose(deal.observation(s)))
    return deal


def bench(game, deals, level):
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
        "reasons": reasons,
    }


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=6)
    ap.add_argument("--game", action="append", choices=GAMES)
    ap.add_argument("--level", default="normal", help="the reviewed player's level")
    args = ap.parse_args(argv)
    for game in args.game or GAMES:
        f = bench(game, args.deals, args.level)
        print(f"{game:11s} reviews {f['reviews']:2d}  cpu median {f['cpu_median']:.2f} s  max {f['cpu_max']:.2f} s  "
              f"decisions/deal {f['decisions']:.1f}  kept/deal {f['mistakes']:.2f}  "
              f"median cost {f['cost_median']:.2f}")
        if f["reasons"]:
            print("            reasons: " + ", ".join(f"{k} {v}" for k, v in f["reasons"].most_common()))


if __name__ == "__main__":
    main()
