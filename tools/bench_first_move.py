"""Time to the first computer move: seconds from starting the thinker (as the window does
while the menus show) to the answer of a seeded deal's first decision, on the real worker
process and in the environment it is given (an empty or damaged compile cache, a read-only
one, no cache place, NUMBA_DISABLE_JIT, read-only temp folders...).

Usage: ``python tools/bench_first_move.py GAME LEVEL [--seed N] [--hint] [--stop helper|worker]``.
``--stop`` stops (SIGSTOP) the helper or the worker first; a lost answer is asked again of the
fresh worker, as the table does.
"""

from __future__ import annotations

import argparse
import os
import pathlib
import signal
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))


def first_move(game, level, seed=1, hint=False, stop=None):
    """``(seconds, status, answer, thinker facts)`` for the first decision of deal ``seed``."""
    from game.ai.jobs import Job
    from game.ai.process import Thinker
    from game.engine import new_deal

    start = time.monotonic()
    thinker = Thinker()
    thinker.warm(game)
    process = {"helper": thinker._helper, "worker": thinker._process}.get(stop)
    if process is not None:
        os.kill(process.pid, signal.SIGSTOP)
    deal = new_deal(game, seed=seed)
    obs = deal.observation(deal.current_player)
    job = Job.hint(game, obs) if hint else Job.move(game, level, obs, f"{game}:{seed}")
    try:
        status, value = thinker.wait(thinker.submit(job), 900)
        if status == "error":
            status, value = thinker.wait(thinker.submit(job), 900)
        facts = {"worker": thinker.kind, "restarts": thinker.restarts, "mode": thinker.search_mode()}
        return time.monotonic() - start, status, value, facts
    finally:
        thinker.close()


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("level")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--hint", action="store_true", help="the hint instead of a move at LEVEL")
    parser.add_argument("--stop", choices=("helper", "worker"), help="stop this process first")
    args = parser.parse_args(argv)
    seconds, status, value, facts = first_move(args.game, args.level, args.seed, args.hint, args.stop)
    what = "hint" if args.hint else args.level
    print(f"{args.game} {what}: first answer after {seconds:.1f} s ({status} {value!r}); {facts}")


if __name__ == "__main__":
    main()
