"""Search throughput of the computer players: playouts, compact-state
playouts and exact endgames per second, per game.

For every game, positions are taken from seeded deals played by the
*normal* players: the start of the card play (for playouts) and the start
of the last tricks the strong level hands to its exact solver
(``Knowledge.solve_tricks``; Schnapsen: once the stock is gone).  From the
same positions, in this one process, it measures (CPU time, best of five
rounds):

* engine playouts/s — the baseline: a clone of the deal, then uniformly
  random legal actions through the engine to the end;
* heuristic playouts/s — what the strong level's search does per world and
  action: the normal players, observation by observation, to the end (a
  player that reads its view straight from the world, ``choose_in``, does
  so; it is also timed through built observations, for the ratio);
* compact heuristic playouts/s — where a game has them (``game.ai.<game>_fast``),
  the normal players' habits on the compact state to the end, as the strong
  level's search runs them (the deal converted once), with the ratio to the
  heuristic playouts through the engine;
* compact playouts/s — random legal cards on the solver's compact state
  (hand masks, tuples) to the end, from the same positions (Schnapsen:
  from the endgame positions, as its solver's state knows no stock);
* solved/s — exact values of the endgame positions, with the solver's
  nodes/s; against engine playouts of the same endgames;
* Schnapsen's compiled search — positions searched/s and nodes/s on its
  core, exact and depth-limited, from leads at several stock sizes (run
  again with ``CARDAVIA_PURE_PYTHON=1`` for the plain-Python figures).

Each figure is printed with its ratio to the engine playouts of the same
positions, so figures from different machines compare.

Usage: ``python tools/bench_ai.py [--seconds S] [--game NAME ...] [--positions N]``
"""

import argparse
import importlib
import pathlib
import random
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from game.ai import make_player  # noqa: E402
from game.ai.search import playout  # noqa: E402
from game.ai.solver import bits  # noqa: E402
from game.engine import new_deal  # noqa: E402

#: game -> (solver module, Knowledge module, players)
GAMES = {
    "schnapsen": ("game.ai.schnapsen.solver", "game.ai.schnapsen.worlds", 2),
    "aluette": ("game.ai.aluette_solver", "game.ai.aluette", 4),
    "belote": ("game.ai.belote_solver", "game.ai.belote_worlds", 4),
    "preference": ("game.ai.preference_solver", "game.ai.preference_worlds", 3),
}


def timed_loop(body, seconds, rounds=5):
    """Run ``body(i)`` for about ``seconds`` of CPU time in ``rounds`` rounds;
    calls per second of the fastest round."""
    best = 0.0
    count = 0
    per_round = seconds / rounds
    for _ in range(rounds):
        done = 0
        start = time.process_time()
        while True:
            body(count)
            count += 1
            done += 1
            now = time.process_time()
            if now - start >= per_round:
                break
        best = max(best, done / (now - start))
    return best


def in_play(game, deal):
    if game == "schnapsen":
        return True
    if game == "aluette":
        return True
    return deal.phase == "play"


def in_endgame(game, deal, knowledge):
    if game == "schnapsen":
        return deal.strict and not deal.trick
    return knowledge.solved(deal) and not deal.trick


def positions(game, n, knowledge):
    """(card-play starts, endgame starts) from deals of the normal players."""
    starts, ends = [], []
    seed = 0
    n_players = GAMES[game][2]
    while len(ends) < n and seed < 20 * n:
        deal = new_deal(game, seed=10_000 + seed, dealer=seed % n_players)
        players = [make_player(game, "normal", random.Random(seed * 7 + s)) for s in range(n_players)]
        seed += 1
        started = False
        while deal.current_player is not None:
            if not started and in_play(game, deal) and deal.current_player is not None:
                if game != "schnapsen" or deal.actions:
                    starts.append(deal.clone())
                    started = True
            if in_endgame(game, deal, knowledge):
                ends.append(deal.clone())
                break
            s = deal.current_player
            deal.apply(players[s].choose(deal.observation(s)))
    return starts[:n], ends[:n]


def engine_playouts(deals, seconds):
    rng = random.Random(1)

    def one(i):
        deal = deals[i % len(deals)].clone()
        while deal.current_player is not None:
            deal.apply(rng.choice(deal.legal_actions()))
        deal.result()

    return timed_loop(one, seconds)


class ThroughObservations:
    """A playout player made to read built observations even where it could
    read its view from the world (the figure to compare ``choose_in`` with)."""

    def __init__(self, player):
        self.player = player

    def choose(self, observation, rng=None):
        return self.player.choose(observation, rng)


def heuristic_playouts(game, deals, seconds, observations=False):
    knowledge = knowledge_of(game)

    def one(i):
        rng = random.Random(i)
        h = knowledge.heuristic("normal", rng)
        if observations:
            h = ThroughObservations(h)
        playout(deals[i % len(deals)].clone(), [h] * GAMES[game][2], rng)

    return timed_loop(one, seconds)


def knowledge_of(game):
    return importlib.import_module(GAMES[game][1]).Knowledge


def solver_of(game):
    return importlib.import_module(GAMES[game][0])


def fast_module(game):
    """The game's compact heuristic playouts, or None."""
    try:
        return importlib.import_module(f"game.ai.{game}_fast")
    except ModuleNotFoundError:
        return None


def fast_playouts(game, deals, seconds):
    """The normal habits on the compact state from each position to the end."""
    mod = fast_module(game)

    def one(i):
        deal = deals[i % len(deals)]
        if game == "preference":
            mod.play_out(deal, deal.declarer)  # valued for a seat: the settlement is not zero-sum
        else:
            mod.play_out(deal)

    return timed_loop(one, seconds)


def compact(game, deal, nodes=None):
    """(solver, state, random legal move function) for a position."""
    mod = solver_of(game)
    if game == "preference":
        solver, state = mod.from_deal(deal, deal.declarer, nodes)
    else:
        solver, state = mod.from_deal(deal, nodes=nodes)
    if game == "schnapsen":
        def pick(st, rng):
            return rng.choice(solver.moves(st))
    elif game == "aluette":
        def pick(st, rng):
            return rng.choice(solver.legal(st))
    else:
        def pick(st, rng):
            return rng.choice(bits(solver.legal(st)))
    return solver, state, pick


def compact_playouts(game, deals, seconds):
    """Random legal moves on the compact state from each position to the end."""
    rng = random.Random(1)
    prepared = [compact(game, d) for d in deals]

    def one(i):
        solver, state, pick = prepared[i % len(prepared)]
        while state[0] != "end":
            state = solver.play(state, pick(state, rng))

    return timed_loop(one, seconds)


def solves(game, deals, seconds):
    """(solved positions/s, nodes/s)."""
    nodes = [0]

    def one(i):
        solver, state, _ = compact(game, deals[i % len(deals)])
        solver.value(state)
        nodes[0] += solver.nodes

    before = time.process_time()
    rate = timed_loop(one, seconds)
    spent = time.process_time() - before
    return rate, nodes[0] / spent


def schnapsen_search(seconds, n=20):
    """Schnapsen's search on its compact core (``game.ai.schnapsen.alphabeta``),
    compiled or, with CARDAVIA_PURE_PYTHON=1, as plain Python: nodes/s and
    positions searched/s from leads of the normal players' deals."""
    from game.ai.jit import COMPILED
    from game.ai.schnapsen import alphabeta, core

    start = time.process_time()
    alphabeta.warm()
    warm = time.process_time() - start
    leads = {}
    for seed in range(400):
        deal = new_deal("schnapsen", seed=20_000 + seed, dealer=seed % 2)
        players = [make_player("schnapsen", "normal", random.Random(seed * 7 + s)) for s in range(2)]
        strict_seen = False
        while deal.current_player is not None:
            if not deal.trick and not (deal.strict and strict_seen):
                key = "strict" if deal.strict else deal.stock_left
                strict_seen = deal.strict
                leads.setdefault(key, []).append(core.from_deal(deal))
            s = deal.current_player
            deal.apply(players[s].choose(deal.observation(s)))
    mode = "compiled" if COMPILED else "plain Python"
    print(f"schnapsen search ({mode}; compiled or loaded from the cache in {warm:.1f} s CPU):")
    cases = [("strict", alphabeta.EXACT, "stock gone or closed, exact"),
             (4, alphabeta.EXACT, "4 in the stock, exact to the end"),
             (6, alphabeta.EXACT, "6 in the stock, exact to the end"),
             (8, 4, "8 in the stock, 4 moves ahead"),
             (10, 6, "10 in the stock, 6 moves ahead")]
    for key, depth, label in cases:
        states = leads.get(key, [])[:n]
        if not states:
            continue
        counted = [0]

        def one(i, states=states, depth=depth, counted=counted):
            search = alphabeta.Searcher(bits=14)
            search.value(states[i % len(states)], depth, closing=False)
            counted[0] += search.nodes

        before = time.process_time()
        rate = timed_loop(one, seconds)
        nps = counted[0] / (time.process_time() - before)
        print(f"  {label:34s} searched {rate:9,.1f}/s   nodes {nps:11,.0f}/s")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.0, help="CPU time per figure")
    parser.add_argument("--game", action="append", choices=sorted(GAMES), help="only these games")
    parser.add_argument("--positions", type=int, default=40, help="positions per game")
    args = parser.parse_args(argv)
    games = args.game or list(GAMES)
    print(f"Python {sys.version.split()[0]}, single process, {args.seconds:g} s CPU per figure "
          f"(best of 5 rounds), {args.positions} positions per game")
    print("ratios: against engine playouts/s from the same positions (random legal actions)")
    for game in games:
        knowledge = knowledge_of(game)
        starts, ends = positions(game, args.positions, knowledge)
        base = engine_playouts(starts, args.seconds)
        heur = heuristic_playouts(game, starts, args.seconds)
        tail = engine_playouts(ends, args.seconds)
        # the Schnapsen solver's state knows no stock: its playouts start where the drawing ends
        open_play = game != "schnapsen"
        comp = compact_playouts(game, starts if open_play else ends, args.seconds)
        solved, nps = solves(game, ends, args.seconds)
        tricks = getattr(knowledge, "solve_tricks", None)
        where = f"last {tricks} tricks" if tricks else "stock gone or closed"
        print(f"{game}:")
        line = (f"  from the card play's start: engine playouts {base:10,.0f}/s   "
                f"heuristic playouts {heur:8,.0f}/s ({heur / base:.3f})")
        if open_play:
            line += f"   compact playouts {comp:9,.0f}/s ({comp / base:.2f})"
        print(line)
        if hasattr(knowledge.heuristic("normal", random.Random(0)), "choose_in"):
            slow = heuristic_playouts(game, starts, args.seconds, observations=True)
            print(f"  heuristic playouts through built observations {slow:8,.0f}/s "
                  f"(reading the world: {heur / slow:.1f} times as many)")
        if fast_module(game) is not None:
            fast = fast_playouts(game, starts, args.seconds)
            print(f"  compact heuristic playouts {fast:8,.0f}/s ({fast / base:.3f} of engine playouts, "
                  f"{fast / heur:.1f} times the heuristic playouts)")
        line = f"  endgame ({where}): engine playouts {tail:10,.0f}/s   "
        if not open_play:
            line += f"compact playouts {comp:9,.0f}/s ({comp / tail:.2f})   "
        print(line + f"solved {solved:8,.0f}/s ({solved / tail:.3f})   nodes {nps:9,.0f}/s")
        if game == "schnapsen":
            schnapsen_search(args.seconds)
    return 0


if __name__ == "__main__":
    sys.exit(main())
