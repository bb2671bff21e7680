"""Plays random Schnapsen deals through the engine and the computer players'
compact rules core side by side and checks that they agree at every step:
the legal moves, every field of the state (hands, stock, points, tricks,
marriages, closing) and the result.

Usage: ``python tools/schnapsen_core_check.py --deals 10000 [--pure] [--seed S]``
(``--pure``: the core as plain Python, as where numba is not installed).
"""

import argparse
import os
import pathlib
import random
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))


def check_deal(seed):
    """Plays deal ``seed`` with random legal actions; returns the steps checked,
    raises AssertionError at the first disagreement."""
    from game.ai.schnapsen import core
    from game.engine import new_deal

    rng = random.Random(seed)
    deal = new_deal("schnapsen", seed=seed, dealer=seed % 2)
    state = core.from_deal(deal)
    steps = 0
    while True:
        expected = core.from_deal(deal)
        if list(state) != list(expected):
            raise AssertionError(f"deal {seed} step {steps}: core {list(state)} engine {list(expected)}")
        if deal.current_player is None:
            break
        mine = core.legal_actions(state)
        theirs = deal.legal_actions()
        if sorted(mine) != sorted(theirs) or len(mine) != len(theirs):
            raise AssertionError(f"deal {seed} step {steps}: legal {mine} engine {theirs}")
        action = rng.choice(theirs)
        deal.apply(action)
        core.apply(state, core.move_of(action))
        steps += 1
    if core.result_of(state) != deal.result():
        raise AssertionError(f"deal {seed}: result {core.result_of(state)} engine {deal.result()}")
    return steps


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=10000)
    ap.add_argument("--seed", type=int, default=0, help="the first deal's seed")
    ap.add_argument("--pure", action="store_true", help="the core as plain Python")
    args = ap.parse_args(argv)
    if args.pure:
        os.environ["CARDAVIA_PURE_PYTHON"] = "1"
    from game.ai.jit import COMPILED

    start = time.perf_counter()
    steps = 0
    for k in range(args.deals):
        steps += check_deal(args.seed + k)
    took = time.perf_counter() - start
    mode = "compiled" if COMPILED else "plain Python"
    print(f"{args.deals} deals, {steps} steps: engine and core agree ({mode}, {took:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
