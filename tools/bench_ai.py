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
* compact heuristic playouts/s — where a game has them (its descriptor's ``solver.fast``),
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

With ``--cores`` it measures the compiled rules cores instead (a game with
``game.ai.<game>.core``): exact solves of every legal card per second and
solver nodes per second, compiled and in plain Python, and with
``--compile`` the time to compile the core in a fresh process, with an empty
numba cache and from the cache.

With ``--decisions`` it times the decisions of the search levels instead:
thread CPU time per decision (median, p95, max) of ``--levels`` (default
strong and expert) on every decision with a choice of seeded deals played by
the normal players, then per phase (the slowest first) and for the first five
decisions of a deal apart from the rest, and the horizon of
its exact search where the game says.

For every registered game whose descriptor names its search (``solver``);
``--plugin MODULE`` adds a game registered at run time.

Usage: ``python tools/bench_ai.py [--seconds S] [--game NAME ...] [--positions N] [--cores [--compile]]
[--decisions [--deals N] [--levels strong,expert]] [--plugin MODULE]``
"""

import argparse
import importlib
import pathlib
import random
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

if str(pathlib.Path(__file__).resolve().parent) not in sys.path:
    sys.path.append(str(pathlib.Path(__file__).resolve().parent))  # the tools' shared --plugin option
import plugins  # noqa: E402
from arena import timing_line  # noqa: E402 - the arena's median/p95/max line

from game.ai import make_player  # noqa: E402
from game.ai.search import playout  # noqa: E402
from game.ai.solver import bits  # noqa: E402
from game.engine import descriptor, game_info, known_games, new_deal  # noqa: E402


def searched_games():
    """The registered games whose descriptor names a search with an exact solver (these figures time it)."""
    return [g for g in known_games() if descriptor(g).solver is not None and descriptor(g).solver.exact]


def settings(game):
    return descriptor(game).solver


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
    return settings(game).playing(deal)


def in_endgame(game, deal, knowledge):
    return knowledge.solved(deal) and not deal.trick


def positions(game, n, knowledge):
    """(card-play starts, endgame starts) from deals of the normal players."""
    starts, ends = [], []
    seed = 0
    n_players = game_info(game).players
    while len(ends) < n and seed < 20 * n:
        deal = new_deal(game, seed=10_000 + seed, dealer=seed % n_players)
        players = [make_player(game, "normal", random.Random(seed * 7 + s)) for s in range(n_players)]
        seed += 1
        started = False
        while deal.current_player is not None:
            if not started and in_play(game, deal) and deal.current_player is not None:
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
        playout(deals[i % len(deals)].clone(), [h] * game_info(game).players, rng)

    return timed_loop(one, seconds)


def knowledge_of(game):
    return importlib.import_module(settings(game).knowledge).Knowledge


def solver_of(game):
    return importlib.import_module(settings(game).solver)


def fast_module(game):
    """The game's compact heuristic playouts, or None."""
    name = settings(game).fast
    return importlib.import_module(name) if name else None


def _valued_for(game, deal):
    """The seat a non-zero-sum game's compact state is valued for (None: the usual sides)."""
    solved_for = settings(game).solved_for
    return solved_for(deal) if solved_for is not None else None


def open_play(game):
    """Whether the game's compact state holds the whole card play (a game whose
    exact solver takes over at a stretch of its own, such as a stock gone, starts there)."""
    return settings(game).endgame is None


class RulesCore:
    """A game's rules core (``game.ai.<game>.core``: state rows, rules and
    solver on integers) seen through the solvers' interface used here."""

    def __init__(self, mod, row, nodes=None):
        from game.ai.jit import build

        self.mod, self.core, self.row, self.limit = mod, build(mod.CORE), row, nodes
        self.nodes = 0

    def legal(self, row):
        return int(self.core.legal_now(row))

    def play(self, row, card):
        row = row.copy()
        return ("end",) if self.core.play(row, card) else row

    def value(self, row):
        v = self.mod.value_of(row, self.limit)
        self.nodes = self.mod.last_nodes()
        return v


def fast_playouts(game, deals, seconds):
    """The normal habits on the compact state from each position to the end."""
    mod = fast_module(game)

    def one(i):
        deal = deals[i % len(deals)]
        seat = _valued_for(game, deal)
        if seat is not None:
            mod.play_out(deal, seat)  # valued for a seat: the settlement is not zero-sum
        else:
            mod.play_out(deal)

    return timed_loop(one, seconds)


def compact(game, deal, nodes=None):
    """(solver, state, random legal move function) for a position."""
    mod = solver_of(game)
    seat = _valued_for(game, deal)
    if hasattr(mod, "row_of"):
        solver, state = RulesCore(mod, mod.row_of(deal), nodes), mod.row_of(deal)
    elif seat is not None:
        solver, state = mod.from_deal(deal, seat, nodes)
    else:
        solver, state = mod.from_deal(deal, nodes=nodes)
    legal = getattr(solver, "legal", None) or solver.moves

    def pick(st, rng):
        moves = legal(st)
        return rng.choice(bits(moves) if isinstance(moves, int) else moves)

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


# -- the compiled rules cores (game.ai.<game>.core) --------------------------------------

def core_games():
    """game -> (its solver module over a rules core, tricks left in the positions solved),
    for the games whose descriptor asks for this bench (``Solver.core_tricks``)."""
    out = {}
    for game in known_games():
        solver = descriptor(game).solver
        if solver is not None and solver.exact and solver.core_tricks:
            out[game] = (solver.solver, solver.core_tricks)
    return out


def compile_times(core):
    """((cold wall, cold CPU), (cached wall, cached CPU)) seconds to compile the core ``core``
    in a fresh process: first with an empty numba cache, then with the cache it left.  The
    CPU is the process's (every thread), so that a busy machine does not inflate it."""
    import os
    import subprocess
    import tempfile

    code = ("import time; t = time.perf_counter(); c = time.process_time(); from game.ai import jit; "
            f"assert jit.warm({core!r}) is not None or not jit.COMPILED; "
            "print(time.perf_counter() - t, time.process_time() - c)")
    root = str(pathlib.Path(__file__).resolve().parent.parent)
    out = []
    with tempfile.TemporaryDirectory() as cache:
        os.chmod(cache, 0o700)  # the cache folder must be private or it is not used
        env = dict(os.environ, NUMBA_CACHE_DIR=cache, PYTHONPATH=root)
        env.pop("CARDAVIA_PURE_PYTHON", None)
        for _ in range(2):
            run = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                                 check=True, cwd=root)
            wall, cpu = run.stdout.strip().splitlines()[-1].split()
            out.append((float(wall), float(cpu)))
    return out[0], out[1]


def core_solves(game, n, seconds):
    """{build: (solved positions/s, nodes/s)} for the game's exact solver on its
    rules core, compiled and plain Python, from positions with some tricks left."""
    from game.ai import jit

    mod_name, tricks = core_games()[game]
    mod = importlib.import_module(mod_name)
    knowledge = knowledge_of(game)
    rows = []
    seed = 0
    while len(rows) < n and seed < 20 * n:
        deal = new_deal(game, seed=20_000 + seed, dealer=seed % game_info(game).players)
        players = [make_player(game, "normal", random.Random(seed * 7 + s)) for s in range(game_info(game).players)]
        seed += 1
        while deal.current_player is not None:
            if knowledge.in_play(deal) and not deal.trick and mod.tricks_left(deal) == tricks:
                rows.append(mod.row_of(deal))
                break
            s = deal.current_player
            deal.apply(players[s].choose(deal.observation(s)))
    out = {}
    for build in ("compiled", "plain"):
        if build == "compiled" and not jit.COMPILED:
            continue
        jit.use_plain(build == "plain")
        try:
            mod.values_of(rows[0])  # compiled before the clock starts
            nodes = [0]

            def one(i):
                mod.values_of(rows[i % len(rows)])
                nodes[0] += mod.last_nodes()

            before = time.process_time()
            rate = timed_loop(one, seconds if build == "compiled" else 3 * seconds)
            out[build] = (rate, nodes[0] / (time.process_time() - before))
        finally:
            jit.use_plain(False)
    return out, tricks, len(rows)


def print_cores(games, args):
    cores = core_games()
    for game in games:
        if game not in cores:
            if args.compile:
                print_compile_only(game)
            continue
        core = importlib.import_module(cores[game][0]).CORE
        figures, tricks, n = core_solves(game, args.positions, args.seconds)
        print(f"{game} rules core ({core}), every legal card valued exactly from {tricks} tricks left, "
              f"{n} positions:")
        for build, (rate, nps) in figures.items():
            print(f"  {build:9s} solved {rate:8,.1f}/s   nodes {nps:11,.0f}/s")
        if "compiled" in figures and "plain" in figures:
            print(f"  compiled / plain: {figures['compiled'][1] / figures['plain'][1]:.0f} times the nodes/s")
        if args.compile:
            cold, cached = compile_times(core)
            print(f"  compile: cold {cold[0]:.1f} s ({cold[1]:.1f} s CPU), "
                  f"from numba's cache {cached[0]:.2f} s ({cached[1]:.2f} s CPU)")


def print_compile_only(game):
    """The compile time of a game's core that has no exact-solve bench (``Solver.core_tricks`` 0)."""
    from game.ai import jit

    core = jit.core_of(game)
    if core is None:
        return
    cold, cached = compile_times(core)
    print(f"{game} core ({core}):")
    print(f"  compile: cold {cold[0]:.1f} s ({cold[1]:.1f} s CPU), "
          f"from numba's cache {cached[0]:.2f} s ({cached[1]:.2f} s CPU)")


# -- decision time per level ---------------------------------------------------------------

#: the decisions of a deal listed apart: its first five with a choice, and the rest
EARLY, LATER = "(first five)", "(the rest)"


def decision_times(game, level, deals, seed=30_000, phases=None):
    """CPU seconds (this thread's) of each decision with a choice that ``level``
    makes in the seats of ``deals`` seeded deals played on by the normal players;
    with ``phases`` (a dict) each decision's seconds also listed under its phase,
    and under ``EARLY`` (the deal's first five decisions with a choice) or ``LATER``."""
    n_players = game_info(game).players
    out = []
    for k in range(deals):
        deal = new_deal(game, seed=seed + k, dealer=k % n_players)
        normal = [make_player(game, "normal", random.Random(k * 7 + s)) for s in range(n_players)]
        searcher = make_player(game, level, random.Random(k))
        made = 0
        while deal.current_player is not None:
            s = deal.current_player
            obs = deal.observation(s)
            if len(deal.legal_actions()) > 1:
                start = time.thread_time()
                searcher.choose(obs)
                out.append(time.thread_time() - start)
                made += 1
                if phases is not None:
                    phases.setdefault(obs["phase"], []).append(out[-1])
                    phases.setdefault(EARLY if made <= 5 else LATER, []).append(out[-1])
            deal.apply(normal[s].choose(obs))
    return out


def print_decisions(games, args):
    from game.ai import jit

    mode = "compiled" if jit.COMPILED else "plain Python"
    for game in games:
        for name in jit.cores():
            jit.warm(name)  # the compile time is not a decision's
        print(f"{game} ({mode}), {args.deals} deals, every decision with a choice:")
        for level in args.levels.split(","):
            phases = {}
            times = decision_times(game, level.strip(), args.deals, phases=phases)
            if times:
                print("  " + timing_line(f"{level.strip():7s} CPU per decision", times))
                for phase, ts in sorted(phases.items(), key=lambda item: -max(item[1])):
                    print("    " + timing_line(f"{phase:12s}", ts))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=1.0, help="CPU time per figure")
    plugins.add_option(parser)
    plugins.preload(argv)
    parser.add_argument("--game", action="append", choices=searched_games(), help="only these games")
    parser.add_argument("--positions", type=int, default=40, help="positions per game")
    parser.add_argument("--cores", action="store_true",
                        help="only the compiled rules cores: exact solves compiled and in plain Python")
    parser.add_argument("--compile", action="store_true", help="with --cores: compile time cold and cached")
    parser.add_argument("--decisions", action="store_true", help="CPU time per decision of the search levels")
    parser.add_argument("--deals", type=int, default=6, help="with --decisions: seeded deals per game")
    parser.add_argument("--levels", default="strong,expert", help="with --decisions: the levels timed")
    args = parser.parse_args(argv)
    games = args.game or searched_games()
    if args.decisions:
        print_decisions(games, args)
        return 0
    if args.cores:
        print_cores(games, args)
        return 0
    print(f"Python {sys.version.split()[0]}, single process, {args.seconds:g} s CPU per figure "
          f"(best of 5 rounds), {args.positions} positions per game")
    print("ratios: against engine playouts/s from the same positions (random legal actions)")
    for game in games:
        knowledge = knowledge_of(game)
        starts, ends = positions(game, args.positions, knowledge)
        base = engine_playouts(starts, args.seconds)
        heur = heuristic_playouts(game, starts, args.seconds)
        tail = engine_playouts(ends, args.seconds)
        # a compact state that knows no stock: its playouts start where the drawing ends
        whole = open_play(game)
        comp = compact_playouts(game, starts if whole else ends, args.seconds)
        solved, nps = solves(game, ends, args.seconds)
        tricks = getattr(knowledge, "solve_tricks", None)
        where = f"last {tricks} tricks" if tricks else settings(game).endgame_name
        print(f"{game}:")
        line = (f"  from the card play's start: engine playouts {base:10,.0f}/s   "
                f"heuristic playouts {heur:8,.0f}/s ({heur / base:.3f})")
        if whole:
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
        if not whole:
            line += f"compact playouts {comp:9,.0f}/s ({comp / tail:.2f})   "
        print(line + f"solved {solved:8,.0f}/s ({solved / tail:.3f})   nodes {nps:9,.0f}/s")
        bench = settings(game).bench
        if bench is not None:
            importlib.import_module(bench).search_figures(args.seconds, timed_loop)
    return 0


if __name__ == "__main__":
    sys.exit(main())
