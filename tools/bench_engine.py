"""Rules-engine throughput: random deals per second and the cost of clone().

For every registered game (``game.engine.known_games()``), plays seeded
random deals (new deal from a seed, a uniformly random legal action until
the deal is over, then its result) in this one process, and times
``clone()`` on positions taken from those deals.  Times are CPU time of
this process, best of five rounds.  Each figure is printed with a ratio
against a baseline measured in the same run, so numbers from different
machines compare:

* deals: a plain loop that shuffles the same pack and, for as many steps
  as the engine's deals took on average, copies a hand-sized list and
  picks from it with ``random.choice`` (what any engine has to do at least);
* clone: copying the same number of card lists a deal holds, with a plain
  ``list()`` per hand plus the action list.

Usage: ``python tools/bench_engine.py [--seconds S] [--game NAME ...] [--check] [--plugin MODULE]``
(``--check`` exits with status 1 when a game misses the target its descriptor gives).
"""

import argparse
import pathlib
import random
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

if str(pathlib.Path(__file__).resolve().parent) not in sys.path:
    sys.path.append(str(pathlib.Path(__file__).resolve().parent))  # the tools' shared --plugin option
import plugins  # noqa: E402

from game.engine import descriptor, game_info, known_games, new_deal  # noqa: E402
from game.engine.cards import PACKS  # noqa: E402


def available_games():
    return list(known_games())


def target(game):
    """Random deals per second wanted on the reference machine (2 cores, 2020s), or None."""
    return descriptor(game).engine_target or None


def timed_loop(body, seconds, rounds=5):
    """Run ``body(i)`` for i = 0, 1, ... for about ``seconds`` of CPU time in
    ``rounds`` rounds; (count, elapsed) of the fastest round.

    CPU time of this process and the best round keep the figure steady on
    a machine shared with other work.
    """
    best = None
    count = 0
    per_round = seconds / rounds
    for _ in range(rounds):
        done = 0
        start = time.process_time()
        deadline = start + per_round
        while True:
            for _ in range(50):
                body(count)
                count += 1
            done += 50
            now = time.process_time()
            if now >= deadline:
                break
        rate = done / (now - start)
        if best is None or rate > best[0] / best[1]:
            best = (done, now - start)
    return best


def bench_deals(game, seconds):
    rng = random.Random(1)
    steps = [0]
    deals = [0]
    n_players = new_deal(game, seed=0).n_players
    pack = PACKS[game]

    def one(i):
        # the deck comes from one generator, as in the baseline: seeding a
        # fresh generator per deal (new_deal's seed=) costs more than a
        # Schnapsen deal and says nothing about the engine
        deck = list(pack)
        rng.shuffle(deck)
        deal = new_deal(game, deck=deck, dealer=i % n_players)
        apply, legal = deal.apply, deal.legal_actions
        while deal.current_player is not None:
            apply(rng.choice(legal()))
        deal.result()
        steps[0] += len(deal.actions)
        deals[0] += 1

    count, elapsed = timed_loop(one, seconds)
    return count / elapsed, steps[0] / deals[0]


def bench_baseline(game, steps_per_deal, seconds):
    rng = random.Random(1)
    pack = PACKS[game]
    whole = int(steps_per_deal)
    extra = steps_per_deal - whole
    hand_size = game_info(game).hand_size

    def one(i):
        deck = list(pack)
        rng.shuffle(deck)
        hand = deck[:hand_size]
        n = whole + (1 if rng.random() < extra else 0)
        for _ in range(n):
            rng.choice(list(hand))

    count, elapsed = timed_loop(one, seconds)
    return count / elapsed


def sample_positions(game, n=300):
    rng = random.Random(2)
    positions = []
    seed = 0
    while len(positions) < n:
        deal = new_deal(game, seed=seed)
        seed += 1
        stop = rng.randrange(1, 30)
        while deal.current_player is not None and len(deal.actions) < stop:
            deal.apply(rng.choice(deal.legal_actions()))
        if deal.current_player is not None:
            positions.append(deal)
    return positions


def bench_clone(game, seconds):
    positions = sample_positions(game)
    k = len(positions)

    def one(i):
        positions[i % k].clone()

    count, elapsed = timed_loop(one, seconds)
    clone_us = elapsed / count * 1e6

    raw = [
        ([list(h) for h in p.hands], list(p.actions)) for p in positions
    ]

    def copy_lists(i):
        hands, actions = raw[i % k]
        [list(h) for h in hands]
        list(actions)

    count, elapsed = timed_loop(copy_lists, seconds)
    base_us = elapsed / count * 1e6
    return clone_us, base_us


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.5, help="time per measurement")
    parser.add_argument("--game", action="append", help="only these games")
    parser.add_argument("--check", action="store_true", help="fail when a target is missed")
    plugins.add_option(parser)
    plugins.preload(argv)
    args = parser.parse_args(argv)
    games = args.game or available_games()
    missing = [g for g in games if g not in available_games()]
    if missing:
        parser.error(f"no such game: {', '.join(missing)}")

    print(
        f"Python {sys.version.split()[0]}, single process, "
        f"{args.seconds:g} s CPU per figure (best of 5 rounds)"
    )
    print(
        f"{'game':<11}{'deals/s':>10}{'steps':>7}{'baseline/s':>12}{'ratio':>8}"
        f"{'clone µs':>10}{'copy µs':>9}{'ratio':>8}  target"
    )
    failed = []
    for game in games:
        rate, steps = bench_deals(game, args.seconds)
        base = bench_baseline(game, steps, args.seconds)
        clone_us, copy_us = bench_clone(game, args.seconds / 2)
        wanted = target(game)
        verdict = ""
        if wanted is not None:
            ok = rate >= wanted
            verdict = f"{'ok' if ok else 'MISSED'} (>= {wanted:,}/s)"
            if not ok:
                failed.append(game)
        print(
            f"{game:<11}{rate:>10,.0f}{steps:>7.1f}{base:>12,.0f}{rate / base:>8.3f}"
            f"{clone_us:>10.2f}{copy_us:>9.2f}{clone_us / copy_us:>8.2f}  {verdict}"
        )
    print("ratio: engine deals/s over baseline deals/s; clone µs over plain list copies µs")
    if args.check and failed:
        print(f"targets missed: {', '.join(failed)}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
