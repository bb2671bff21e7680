"""The engine's conformance checks over many deals per game (the long form of
``tests/engine/test_conformance.py``).

    python tools/conformance.py --deals 10000
    python tools/conformance.py --games preference --checks twins --deals 2000 --start 50000

Every check of ``tests/conformance_suite.py`` runs over ``--deals`` seeds per game
(from ``--start``).  Prints, per game and check, the deals run, the failures
(with the first few messages) and what was exercised (observations compared,
twin steps, refusals...), and the time taken.  Exits 1 if anything failed.
``--jobs`` spreads the games and checks over worker processes. Every registered
game is checked; ``--plugin MODULE`` adds one registered at run time.
"""

import argparse
import importlib.util
import os
import pathlib
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

if str(pathlib.Path(__file__).resolve().parent) not in sys.path:
    sys.path.append(str(pathlib.Path(__file__).resolve().parent))  # the tools' shared --plugin option
import plugins  # noqa: E402


def _checks():
    tests = os.path.join(ROOT, "tests")
    if tests not in sys.path:
        sys.path.append(tests)  # its sibling modules (conformance_base, conformance_twins)
    spec = importlib.util.spec_from_file_location(
        "engine_conformance", os.path.join(tests, "conformance_suite.py")
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def run(game, check, start, deals, modules=(), keep=3):
    """(game, check, deals run, Counter exercised, failures, first messages, seconds)."""
    plugins.load(modules)  # a worker process imports the plugin games too
    checks = _checks()
    fn = checks.CHECKS[check]
    total = Counter()
    failures = 0
    messages = []
    t0 = time.perf_counter()
    for seed in range(start, start + deals):
        try:
            total += fn(game, seed)
        except AssertionError as exc:
            failures += 1
            if len(messages) < keep:
                messages.append(f"seed {seed}: {str(exc)[:600]}")
    return game, check, deals, total, failures, messages, time.perf_counter() - t0


def main(argv=None):
    modules = plugins.preload(argv)
    checks = _checks()
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    plugins.add_option(ap)
    ap.add_argument("--deals", type=int, default=10000, help="seeds per game and check")
    ap.add_argument("--start", type=int, default=0, help="first seed")
    ap.add_argument("--games", default=",".join(checks.known_games()))
    ap.add_argument("--checks", default=",".join(checks.CHECKS))
    ap.add_argument("--jobs", type=int, default=1, help="worker processes")
    args = ap.parse_args(argv)
    games = [g for g in args.games.split(",") if g]
    names = [c for c in args.checks.split(",") if c]
    for g in games:
        if g not in checks.known_games():
            ap.error(f"unknown game {g!r}")
    for c in names:
        if c not in checks.CHECKS:
            ap.error(f"unknown check {c!r}; checks: {', '.join(checks.CHECKS)}")
    # validation tries fixed inputs: a few seeds say all it can
    jobs = [(g, c, args.start, args.deals if c != "validation" else min(args.deals, 20), tuple(modules))
            for c in names for g in games]
    t0 = time.perf_counter()
    failed = 0
    pool = ProcessPoolExecutor(args.jobs) if args.jobs > 1 else None
    try:
        results = pool.map(run, *zip(*jobs)) if pool else (run(*job) for job in jobs)
        for game, check, deals, total, failures, messages, seconds in results:
            figures = ", ".join(f"{k} {v}" for k, v in sorted(total.items()))
            status = "ok" if not failures else f"{failures} FAILED"
            print(f"{game:<11} {check:<13} {deals:>6} deals  {status:<10} {seconds:7.1f} s  {figures}",
                  flush=True)
            for m in messages:
                print(f"    {m}", flush=True)
            failed += failures
    finally:
        if pool:
            pool.shutdown()
    print(f"total {time.perf_counter() - t0:.1f} s, {failed} failing deal(s)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
