"""The computer players' rules cores against the engine over many random deals
(the long form of ``tests/ai/test_rules_cores.py``).

    python tools/core_conformance.py --deals 10000
    python tools/core_conformance.py --deals 10000 --plain     # the plain-Python build

Every deal is played at random through the engine and the core side by side:
every legal set, every trick's winner and points, every result compared.
Prints, per game, the deals, what was compared and the time; exits 1 on the
first difference (with its seed).
"""

import argparse
import os
import sys
import time
from collections import Counter

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "tests"))

import conformance_cores  # noqa: E402 - tests/conformance_cores.py

from game.ai import jit  # noqa: E402


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=10000)
    parser.add_argument("--start", type=int, default=0, help="first seed")
    parser.add_argument("--game", action="append", choices=sorted(conformance_cores.CHECKS))
    parser.add_argument("--plain", action="store_true", help="the plain-Python build of the cores")
    args = parser.parse_args(argv)
    jit.use_plain(args.plain)
    mode = "plain Python" if args.plain or not jit.COMPILED else "compiled"
    failed = False
    for game in args.game or sorted(conformance_cores.CHECKS):
        seen = Counter()
        start = time.perf_counter()
        try:
            for seed in range(args.start, args.start + args.deals):
                seen.update(conformance_cores.check(game, seed))
        except AssertionError as exc:
            print(f"{game}: DIFFERENCE at seed {exc}")
            failed = True
            continue
        took = time.perf_counter() - start
        parts = ", ".join(f"{v} {k}" for k, v in sorted(seen.items()))
        print(f"{game} ({mode}): {parts}; all equal; {took:.1f} s")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
