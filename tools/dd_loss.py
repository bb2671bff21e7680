"""Double-dummy loss per decision: how much a level's card play gives away
against perfect play with every hand known, judged by the exact solvers.

    python tools/dd_loss.py --game belote --levels normal strong expert --deals 30 --seed 1
    python tools/dd_loss.py --game belote --levels baseline strong --deals 30 --seed 1

A level is any of the arena's sides but the seer (``baseline`` and
``strong0``: the frozen strong players of tools/baseline and tools/strong0).  Each seeded deal is played by the
*normal* players up to the start of its endgame: the last ``--tricks``
tricks (Schnapsen: once nobody draws any more, the stock gone or closed).
From that same position every level plays the endgame out in all seats,
and at each of its decisions with more than one legal card the judge
solves the true deal: the loss is the best card's exact value minus the
chosen card's, for the side to play, in the game's own scoring (Belote: deal points of the team; Aluette: match points;
Schnapsen: game points; Preference: the declarer's settlement, or for a
defender the defence's, in balance units).  Prints the mean loss per
decision with a 95 % interval, the share of decisions that lose anything,
and how many decisions were judged.
"""

import argparse
import importlib
import math
import os
import pathlib
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

if str(pathlib.Path(__file__).resolve().parent) not in sys.path:
    sys.path.append(str(pathlib.Path(__file__).resolve().parent))  # the tools' shared --plugin option
import plugins  # noqa: E402
from arena import make_player  # noqa: E402  (the levels, and the frozen baseline)

from game.engine import descriptor, game_info, known_games, new_deal  # noqa: E402

Z95 = 1.959963984540054
JUDGE_NODES = 2_000_000


def judged_games():
    """The registered games whose descriptor names an exact solver."""
    return [g for g in known_games() if descriptor(g).solver is not None and descriptor(g).solver.exact]


def default_tricks(game):
    """Endgame length judged by default, in tricks (0: the game's own stretch, such as a stock gone)."""
    return descriptor(game).solver.endgame_tricks


def in_endgame(game, deal, tricks):
    return descriptor(game).solver.judged(deal, tricks, game_info(game).hand_size)


def judge(game, deal):
    """``{card: value for the side to play}`` (higher is better for it)."""
    settings = descriptor(game).solver
    seat = deal.current_player
    side = settings.solved_for(deal) if settings.solved_for is not None else seat
    # a non-zero-sum game is solved for one seat against the rest, in its own units
    values = importlib.import_module(settings.solver).solve_moves(deal, side, nodes=JUDGE_NODES)
    if side != seat and side is not None:
        values = {c: -v for c, v in values.items()}
    return values


def endgame_start(game, k, seed, tricks):
    """The deal of index ``k`` played by the normal players up to its endgame, or None."""
    n = game_info(game).players
    deal = new_deal(game, seed=random.Random(f"dd:{game}:{seed}:{k}").getrandbits(64), dealer=k % n)
    players = [make_player(game, "normal", random.Random(f"dd:{seed}:{k}:{s}")) for s in range(n)]
    while deal.current_player is not None:
        if in_endgame(game, deal, tricks) and not deal.trick:
            return deal
        s = deal.current_player
        deal.apply(players[s].choose(deal.observation(s)))
    return None


def mean_ci(xs):
    n = len(xs)
    if n == 0:
        return 0.0, 0.0, 0.0
    m = sum(xs) / n
    if n == 1:
        return m, m, m
    sd = math.sqrt(sum((x - m) ** 2 for x in xs) / (n - 1))
    h = Z95 * sd / math.sqrt(n)
    return m, m - h, m + h


def run(game, levels, deals, seed, tricks, progress=None):
    """``{level: [loss per judged decision]}`` over ``deals`` seeded deals."""
    losses = {level: [] for level in levels}
    n = game_info(game).players
    for k in range(deals):
        start = endgame_start(game, k, seed, tricks)
        if start is None:
            continue
        for level in levels:
            deal = start.clone()
            players = [make_player(game, level, random.Random(f"dd:{seed}:{k}:{level}:{s}"))
                       for s in range(n)]
            while deal.current_player is not None:
                s = deal.current_player
                legal = deal.legal_actions()
                if len(legal) == 1:
                    deal.apply(legal[0])
                    continue
                action = players[s].choose(deal.observation(s))
                values = judge(game, deal)
                losses[level].append(max(values.values()) - values[action])
                deal.apply(action)
        if progress:
            progress(k + 1, losses)
    return losses


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    plugins.add_option(ap)
    plugins.preload(argv)
    ap.add_argument("--game", choices=sorted(judged_games()), action="append", help="games (default: all)")
    ap.add_argument("--levels", nargs="+", default=["normal", "strong", "expert"])
    ap.add_argument("--deals", type=int, default=30)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--tricks", type=int, help="endgame length in tricks (default per game)")
    ap.add_argument("--quiet", action="store_true")
    args = ap.parse_args(argv)
    for game in args.game or sorted(judged_games()):
        tricks = args.tricks or default_tricks(game)
        t0 = time.perf_counter()

        def progress(k, losses, game=game):
            if not args.quiet and k % max(1, args.deals // 5) == 0:
                parts = ", ".join(f"{lv} {mean_ci(xs)[0]:.3f}" for lv, xs in losses.items())
                print(f"  {game} {k}/{args.deals} deals: {parts}", file=sys.stderr, flush=True)

        losses = run(game, args.levels, args.deals, args.seed, tricks, progress)
        where = descriptor(game).solver.endgame_name or f"last {tricks} tricks"
        print(f"{game} ({where}, {args.deals} deals, seed {args.seed}):")
        for level, xs in losses.items():
            m, lo, hi = mean_ci(xs)
            costly = sum(1 for x in xs if x > 1e-9)
            share = costly / len(xs) if xs else 0.0
            print(f"  {level:<7} mean loss per decision {m:7.3f}  95% CI [{lo:.3f}, {hi:.3f}]  "
                  f"losing decisions {share:5.1%}  decisions {len(xs)}")
        print(f"  wall time {time.perf_counter() - t0:.1f} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
