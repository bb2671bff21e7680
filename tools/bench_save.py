"""What saving a match after every action costs the frame loop.

For every game, builds a match several deals long (seeded random play) and
times, on the calling thread, the two ways of saving it after an action:

* before: the whole match encoded and written atomically with two fsyncs
  (``storage.write_json``), all on the frame thread;
* now: the snapshot encoded and handed to the background writer
  (``saves.write_match``), which does the writing and syncing off the loop.

Wall-clock milliseconds per save (median and worst of the runs) are printed
with their ratio, measured in this same process and folder, so numbers from
different machines compare. A final flush checks that the writer really
put the newest version on disk.

Usage: ``python tools/bench_save.py [--deals N] [--saves N] [--folder PATH]``
"""

import argparse
import json
import pathlib
import random
import statistics
import sys
import tempfile
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from game import saves, storage  # noqa: E402
from game.engine import GAMES, new_match  # noqa: E402


def long_match(game, deals, seed=1):
    rng = random.Random(seed)
    match = new_match(game, seed=seed)
    for _ in range(deals):
        while not match.deal.is_over:
            match.deal.apply(rng.choice(match.deal.legal_actions()))
        if match.is_over:
            break
        match.next_deal()
    for _ in range(5):
        if match.deal.is_over:
            break
        match.deal.apply(rng.choice(match.deal.legal_actions()))
    return match


def timed(fn, n):
    out = []
    for _ in range(n):
        t = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t) * 1000)
    return out


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=6, help="finished deals in the match (default 6)")
    parser.add_argument("--saves", type=int, default=40, help="saves timed per way (default 40)")
    parser.add_argument("--folder", help="where to write (default: a temporary folder)")
    args = parser.parse_args(argv)
    folder = pathlib.Path(args.folder or tempfile.mkdtemp(prefix="cardavia-bench-save-"))
    print(f"folder {folder}")
    print(f"{'game':<11} {'bytes':>7} {'before ms (median/worst)':>26} {'now ms (median/worst)':>23} {'ratio':>7}")
    for game in GAMES:
        match = long_match(game, args.deals)
        path = folder / f"match-{game}.json"
        size = len(storage.encode(path, match.to_dict()))
        before = timed(lambda p=path, m=match: storage.write_json(p, m.to_dict()), args.saves)
        saves.flush()
        now = timed(lambda p=path, m=match: saves.write_match(p, m.to_dict()), args.saves)
        t = time.perf_counter()
        saves.flush(60)
        drain = (time.perf_counter() - t) * 1000
        assert json.loads(path.read_text()) == json.loads(storage.encode(path, match.to_dict()))
        b, n = statistics.median(before), statistics.median(now)
        print(f"{game:<11} {size:>7} {b:>14.2f} / {max(before):>7.2f} {n:>12.3f} / {max(now):>7.3f} "
              f"{b / n:>6.0f}x   (writer drained in {drain:.1f} ms)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
