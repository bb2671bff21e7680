"""Computer players against each other over many seeded deals.

    python tools/arena.py --game belote --a normal --b random --deals 400 --seed 1
    python tools/arena.py --game schnapsen --a strong --b baseline --deals 60 --seed 15
    python tools/arena.py --game aluette --a strong --b strong --b-budget rollouts=140,worlds=40

Each deck is played once per seating of side A (partnership games: A as
team 0, then as team 1; Schnapsen: A in each seat; Preference: A in each of
the three seats against two B players), with the same dealer, so neither
side gets the better cards.  A *deck* is won by the side with the higher
total over its seatings.  Prints A's win rate over the decks that were not
drawn with a Wilson 95 % interval, the mean score difference per deck
(A minus B, in the game's own scoring) with a normal 95 % interval, and the
time per decision of each side (median, p95 and max, wall clock and CPU;
forced moves left out; each process warms the game's compiled core before
its first deal, so the figures are a warm core's).  ``baseline`` is the
frozen strong player kept in tools/baseline, the fixed point for measuring
the current players.
``strong0`` is the compiled strong player frozen as it stood when the rules
cores had landed (tools/strong0): the same kind of yardstick at a tenth of
the baseline's cost a decision, so that thousands of decks fit in a run.
``seer`` is the strong search shown every card (the true deal is its only
world; its later moves in the playouts are still the habits, which read
their own seat's view): a bound on what any better reading of the hidden
cards could gain, not a player.

Variance.  Playing each deck in every seating (duplicate deals) already takes
the luck of the cards out of the difference: a covariate of the deck alone,
such as its double-dummy value or a fixed pairing's score on it, adds up to
exactly zero over the seatings and so cannot narrow the interval further.
What is left is the play's own randomness (the searches' sampled worlds),
and ``--mirror`` controls that: each deck is also played with B in every
seat, each seat drawing from the very stream it drew from in the real
pairing.  The mirror's A-B total X has mean zero exactly (the seatings'
streams are alike, so B against B favours neither side), and it moves with
the real total Y wherever A decides as B would: the printed estimate is
mean(Y) - beta mean(X), beta fitted (``cv_mean_ci``), beside the plain
mean.  It never biases the edge; it narrows the interval by sqrt(1 - rho^2),
most when A is a small change to B (strong against strong0), not at all for
unrelated players.  It costs B's deals twice.

    python tools/arena.py --game belote --a strong --b strong0 --deals 400 --mirror

With ``--matches N`` whole matches are played instead, each once per
seating of side A from the same match seed (so the same decks come up in
the same order): Schnapsen Bummerls to 7, Aluette five-deal matches, and for
the open-ended Belote and Preference sessions ``--session`` deals each.
Prints A's share of the matches won (Wilson 95 % interval; a drawn match
counts neither way) and A's edge per deal (A minus B in the game's own
scoring, paired over the seatings of one match seed) with a normal 95 %
interval.  The players see the match score (``specific["match"]``).

    python tools/arena.py --game schnapsen --a strong --b baseline --matches 40 --seed 15

The functions are importable: ``run_arena(...)`` returns an ``ArenaResult``,
``run_matches(...)`` a ``MatchResult``.
"""

import argparse
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

from game.ai import LEVELS  # noqa: E402
from game.ai import make_player as make_level_player  # noqa: E402
from game.engine import deal_class, game_info, known_games, new_deal, new_match, seat_points  # noqa: E402

Z95 = 1.959963984540054
BASELINE = "baseline"  # the frozen strong player in tools/baseline
STRONG0 = "strong0"  # the frozen compiled strong player in tools/strong0: the fast yardstick
SEER = "seer"  # the strong search with every card in view: the ceiling of reading them
FROZEN = (BASELINE, STRONG0)
SIDES = LEVELS + FROZEN + (SEER,)


def _tools_on_path():
    here = os.path.dirname(os.path.abspath(__file__))
    if here not in sys.path:
        sys.path.append(here)  # last, so that nothing else named like a tool is shadowed


def make_player(game, level, rng, **options):
    """A player at one of the levels, or a frozen one (``baseline``, ``strong0``);
    ``tree`` (``k=v,...``, see ``--a-tree``) has a searching level grow the game's tree."""
    tree = options.pop("tree", None)
    if tree is not None:
        player = make_player(game, level, rng, **options)
        player.tree = tree_of(player, tree)
        return player
    if level == BASELINE:
        _tools_on_path()
        from baseline import make_player as make_baseline

        return make_baseline(game, rng)
    if level == STRONG0:
        _tools_on_path()
        from strong0 import make_player as make_strong0

        return make_strong0(game, rng, **options)
    if level == SEER:
        return Seer(game, rng, **options)
    return make_level_player(game, level, rng, **options)


class Seer:
    """The strong level's search with the deal itself as its only world.

    It reads more than its observation, so it is no player of the game: the
    arena shows it the live deal (``see``) before each of its decisions, and
    it measures how much a search that knew every hidden card would win."""

    def __init__(self, game, rng, budget=None):
        from game.ai.search import SearchPlayer

        knowledge = make_level_player(game, "strong", rng).knowledge
        seer = self
        self.deal = None

        class Sighted(knowledge):
            @staticmethod
            def likelihood(observation):
                return None  # nothing to weigh: the one world is the true one

            @staticmethod
            def certain(observation):
                return False  # the worlds still differ in their playouts' draws

            @staticmethod
            def sample(observation, rng):
                return seer.deal.clone()

        self.player = SearchPlayer(Sighted, rng, budget)

    def see(self, deal):
        self.deal = deal

    def choose(self, observation, rng=None):
        return self.player.choose(observation)


def tree_of(player, text):
    """The game's tree counts (``Knowledge.tree_budget``) with those named in ``text`` changed."""
    base = getattr(getattr(player, "knowledge", None), "tree_budget", None)
    if base is None:
        raise SystemExit("--a-tree/--b-tree: this game names no tree (its Knowledge.tree_budget), or the side "
                         "does not search")
    changes = {}
    for item in filter(None, text.split(",")):
        key, _, value = item.partition("=")
        if key not in vars(base):
            raise SystemExit(f"unknown tree count {key!r}; counts: {', '.join(sorted(vars(base)))}")
        changes[key] = type(getattr(base, key))(float(value)) if key != "replies" else value not in ("0", "false")
    return base.replaced(**changes)


def budget_of(game, level, text):
    """The level's search budget with the counts named in ``text`` (``k=v,...``) changed."""
    if level not in ("strong", "expert", SEER, STRONG0):
        raise SystemExit(f"a budget applies to the strong and expert levels, strong0 and the seer, not {level!r}")
    base = make_player(game, "strong" if level == SEER else level, random.Random(0)).budget
    changes = {}
    for item in text.split(","):
        key, _, value = item.partition("=")
        key = key.strip()
        if key not in vars(base) or key == "seconds":
            counts = ", ".join(sorted(k for k in vars(base) if k != "seconds"))
            raise SystemExit(f"unknown budget count {key!r}; counts: {counts}")
        changes[key] = float(value) if key == "race" else int(value)
    return base.replaced(**changes)


def percentile(sorted_xs, q):
    """The ``q`` quantile (0..1) of an already sorted list, nearest rank."""
    if not sorted_xs:
        return 0.0
    return sorted_xs[min(len(sorted_xs) - 1, int(q * (len(sorted_xs) - 1) + 0.5))]


def timing_line(label, ts):
    """Median, p95 and max of decision times (seconds) in milliseconds."""
    s = sorted(ts)
    return (f"{label}: median {1000 * percentile(s, 0.5):.1f} ms, p95 {1000 * percentile(s, 0.95):.1f} ms, "
            f"max {1000 * s[-1]:.1f} ms over {len(s)}")


def wilson(wins, n, z=Z95):
    """Wilson score interval (low, high) for ``wins`` successes out of ``n``."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def mean_ci(xs, z=Z95):
    """(mean, low, high): a normal 95 % interval for the mean of ``xs``."""
    n = len(xs)
    if n == 0:
        return (0.0, 0.0, 0.0)
    m = sum(xs) / n
    if n < 2:
        return (m, m, m)
    var = sum((x - m) ** 2 for x in xs) / (n - 1)
    half = z * math.sqrt(var / n)
    return (m, m - half, m + half)


def cv_mean_ci(ys, xs, mu=0.0, z=Z95):
    """(estimate, low, high, beta): the mean of ``ys`` with the control variate
    ``xs``, whose expectation ``mu`` is known: mean(y) - beta (mean(x) - mu), beta
    the least-squares slope of y on x, the interval from the residuals' variance
    (n - 2 degrees of freedom).  Unbiased up to O(1/n) from estimating beta; the
    more y and x are correlated, the narrower the interval: by the factor
    sqrt(1 - rho^2) against ``mean_ci(ys)``.  With x constant it is ``mean_ci``."""
    n = len(ys)
    if n != len(xs):
        raise ValueError("one control value per outcome")
    if n < 3:
        m, lo, hi = mean_ci(ys, z)
        return m, lo, hi, 0.0
    my = sum(ys) / n
    mx = sum(xs) / n
    sxx = sum((x - mx) ** 2 for x in xs)
    if sxx <= 0:
        m, lo, hi = mean_ci(ys, z)
        return m, lo, hi, 0.0
    beta = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sxx
    est = my - beta * (mx - mu)
    resid = sum((y - my - beta * (x - mx)) ** 2 for x, y in zip(xs, ys)) / (n - 2)
    # the variance of the estimate: the residuals' over n, and beta's own error times (mean(x) - mu)^2
    var = resid / n + resid * (mx - mu) ** 2 / sxx
    half = z * math.sqrt(var)
    return est, est - half, est + half, beta


def seatings(game):
    """The seat sets side A takes in turn for one deck."""
    info = game_info(game)
    if info.teams is not None:
        return [tuple(team) for team in info.teams]
    return [(s,) for s in range(info.players)]


def side_difference(game, result, a_seats, n_players):
    """A's outcome minus B's for one finished deal, in the game's own scoring."""
    b_seats = [s for s in range(n_players) if s not in a_seats]
    value = seat_points(game, result)
    return sum(value[s] for s in a_seats) / len(a_seats) - sum(value[s] for s in b_seats) / len(b_seats)


class TimedPlayer:
    """Wraps a player to measure its time per decision: wall clock and this
    process's CPU time (the CPU figure does not depend on what else runs on
    the machine).  Forced moves (one legal action) are not counted."""

    def __init__(self, player, clock, cpu=None):
        self.player = player
        self.clock = clock
        self.cpu = cpu if cpu is not None else []

    def see(self, deal):
        see = getattr(self.player, "see", None)
        if see is not None:
            see(deal)

    def choose(self, observation, rng=None):
        if len(observation.get("legal_actions") or ()) == 1:
            return observation["legal_actions"][0]
        t = time.perf_counter()
        c = time.process_time()
        action = self.player.choose(observation)
        self.cpu.append(time.process_time() - c)
        self.clock.append(time.perf_counter() - t)
        return action


def play_deal(game, deck, dealer, players):
    """Play one deal from ``deck`` with ``players[seat]``; returns the finished deal."""
    deal = new_deal(game, deck=deck, dealer=dealer)
    play_out(deal, players)
    return deal


def play_out(deal, players):
    """Play ``deal`` to its end; a player that may ``see`` the deal (the seer) is shown it first."""
    while deal.current_player is not None:
        seat = deal.current_player
        see = getattr(players[seat], "see", None)
        if see is not None:
            see(deal)
        deal.apply(players[seat].choose(deal.observation(seat)))


class ArenaResult:
    def __init__(self, game, a, b):
        self.game, self.a, self.b = game, a, b
        self.diffs = []
        self.wins = self.losses = self.draws = 0
        self.deal_wins = self.deal_losses = self.deal_draws = 0
        self.times = {"A": [], "B": []}
        self.cpu = {"A": [], "B": []}
        self.controls = []  # per deck, the mirror pairing's A-B total (with ``mirror``)

    @property
    def decided(self):
        return self.wins + self.losses

    def win_rate(self):
        n = self.decided
        return (self.wins / n if n else 0.5), wilson(self.wins, n)

    def summary(self):
        rate, (lo, hi) = self.win_rate()
        dn = self.deal_wins + self.deal_losses
        drate = self.deal_wins / dn if dn else 0.5
        dlo, dhi = wilson(self.deal_wins, dn)
        m, mlo, mhi = mean_ci(self.diffs)
        lines = [
            f"{self.game}: {self.a} (A) vs {self.b} (B), {len(self.diffs)} decks "
            f"x {len(seatings(self.game))} seatings",
            f"  A wins {self.wins}, loses {self.losses}, draws {self.draws} decks",
            f"  A win rate (decided decks) {rate:.3f}  95% CI [{lo:.3f}, {hi:.3f}]",
            f"  single deals: A wins {self.deal_wins}, loses {self.deal_losses}, "
            f"draws {self.deal_draws}; win rate (decided) {drate:.3f}  "
            f"95% CI [{dlo:.3f}, {dhi:.3f}]",
            f"  mean score difference A-B per deck {m:+.3f}  95% CI [{mlo:+.3f}, {mhi:+.3f}]",
        ]
        if self.controls:
            c, clo, chi, beta = cv_mean_ci(self.diffs, self.controls)
            lines.append(f"  with the mirror control variate (beta {beta:.2f}): A-B per deck {c:+.3f}  "
                         f"95% CI [{clo:+.3f}, {chi:+.3f}]  (interval {ratio(chi - clo, mhi - mlo)} of the plain one)")
        for side, level in (("A", self.a), ("B", self.b)):
            if self.times[side]:
                lines.append(timing_line(f"  wall time per decision {side} ({level})", self.times[side]))
                lines.append(timing_line(f"  CPU time per decision {side} ({level})", self.cpu[side]))
        return "\n".join(lines)


def ratio(a, b):
    return f"{a / b:.2f}" if b > 0 else "n/a"


def seated_players(game, a, b, a_seats, key, times, cpu, player_options):
    """Timed players for every seat: side A's level in ``a_seats``, B's in the
    others, each drawing from its own stream named by ``key`` and the seat."""
    players = []
    for s in range(deal_class(game).n_players):
        side = "A" if s in a_seats else "B"
        level = a if side == "A" else b
        p = make_player(game, level, random.Random(f"{key}:{s}"), **player_options.get(side, {}))
        players.append(TimedPlayer(p, times[side], cpu[side]))
    return players


def play_deck(game, a, b, k, seed, player_options, mirror=False):
    """One deck in every seating: ``(A-B total, [A-B of each seating], times, cpu,
    mirror)``; ``mirror`` (with ``mirror=True``, else None) is the control variate:
    the A-B total of the same deck and seatings with B in every seat, each seat
    drawing from the stream it drew from in the real pairing (mean zero: see
    ``cv_mean_ci``)."""
    n = deal_class(game).n_players
    deck_rng = random.Random(f"arena:{game}:{seed}:{k}")
    deck = list(new_deal(game, seed=deck_rng.getrandbits(64)).deck)
    dealer = k % n
    times = {"A": [], "B": []}
    cpu = {"A": [], "B": []}
    diffs = []
    control = 0.0 if mirror else None
    for j, a_seats in enumerate(seatings(game)):
        key = f"arena:{seed}:{k}:{j}"
        players = seated_players(game, a, b, a_seats, key, times, cpu, player_options)
        deal = play_deal(game, deck, dealer, players)
        diffs.append(side_difference(game, deal.result(), a_seats, n))
        if mirror:
            # B on A's seats too, with A's options left out: only the streams are shared
            twins = seated_players(game, b, b, a_seats, key, {"A": [], "B": []}, {"A": [], "B": []},
                                   {"A": player_options.get("B", {}), "B": player_options.get("B", {})})
            twin = play_deal(game, deck, dealer, twins)
            control += side_difference(game, twin.result(), a_seats, n)
    return sum(diffs), diffs, times, cpu, control


def warm_core(game, sides=()):
    """Compile (or load from numba's cache) ``game``'s rules core now, so that
    the first decisions timed are not the compiler's (the game itself warms it
    while the menus show); and the frozen strong0's own core when it plays."""
    from game.ai import jit
    from game.engine import descriptor

    solver = descriptor(game).solver
    if solver is not None and solver.core:
        jit.warm(solver.core)
    if STRONG0 in sides:
        _tools_on_path()
        import strong0

        strong0.warm(game)


def _in_parallel(fn, items, jobs, game, sides=()):
    """``fn`` over ``items`` in order, in ``jobs`` processes (one: here), each
    with ``game``'s core warm before its first deal."""
    if jobs <= 1:
        warm_core(game, sides)
        for item in items:
            yield fn(item)
        return
    import multiprocessing

    with multiprocessing.Pool(jobs, initializer=warm_core, initargs=(game, tuple(sides))) as pool:
        yield from pool.imap(fn, items)


def _deck_job(args):
    return play_deck(*args)


def run_arena(game, a, b, deals=100, seed=1, progress=None, jobs=1, mirror=False, **player_options):
    """Play ``deals`` decks (each in every seating) between levels ``a`` and ``b``,
    in ``jobs`` processes (the decks and their seeds are the same either way);
    ``mirror`` also plays each deck B against B for the control variate."""
    if game not in known_games():
        raise ValueError(f"unknown game {game!r}")
    out = ArenaResult(game, a, b)
    items = [(game, a, b, k, seed, player_options, mirror) for k in range(deals)]
    for k, (diff, diffs, times, cpu, control) in enumerate(_in_parallel(_deck_job, items, jobs, game, (a, b))):
        if control is not None:
            out.controls.append(control)
        for side in ("A", "B"):
            out.times[side] += times[side]
            out.cpu[side] += cpu[side]
        for d in diffs:
            if d > 1e-9:
                out.deal_wins += 1
            elif d < -1e-9:
                out.deal_losses += 1
            else:
                out.deal_draws += 1
        out.diffs.append(diff)
        if diff > 1e-9:
            out.wins += 1
        elif diff < -1e-9:
            out.losses += 1
        else:
            out.draws += 1
        if progress:
            progress(k + 1, out)
    return out


class MatchResult:
    """Matches between two sides: who won each, and the score edge per deal."""

    def __init__(self, game, a, b):
        self.game, self.a, self.b = game, a, b
        self.wins = self.losses = self.draws = 0
        self.edges = []  # A minus B per deal, one entry per match seed (its seatings averaged)
        self.deals = 0
        self.times = {"A": [], "B": []}
        self.cpu = {"A": [], "B": []}

    def win_rate(self):
        n = self.wins + self.losses
        return (self.wins / n if n else 0.5), wilson(self.wins, n)

    def summary(self):
        rate, (lo, hi) = self.win_rate()
        m, mlo, mhi = mean_ci(self.edges)
        lines = [
            f"{self.game}: {self.a} (A) vs {self.b} (B), {len(self.edges)} match seeds "
            f"x {len(seatings(self.game))} seatings, {self.deals} deals",
        ]
        if self.wins + self.losses + self.draws:
            lines += [
                f"  A wins {self.wins}, loses {self.losses}, draws {self.draws} matches",
                f"  A match win rate (decided) {rate:.3f}  95% CI [{lo:.3f}, {hi:.3f}]",
            ]
        lines.append(f"  A-B per deal {m:+.3f}  95% CI [{mlo:+.3f}, {mhi:+.3f}]")
        for side, level in (("A", self.a), ("B", self.b)):
            if self.times[side]:
                lines.append(timing_line(f"  wall time per decision {side} ({level})", self.times[side]))
                lines.append(timing_line(f"  CPU time per decision {side} ({level})", self.cpu[side]))
        return "\n".join(lines)


def match_winner_seats(game, match):
    """The seats that won ``match`` (empty for a draw or an open-ended session)."""
    winner = match.winner
    if winner is None:
        return ()
    teams = game_info(game).teams
    return tuple(teams[winner]) if teams is not None else (winner,)


def play_match(game, match_seed, players, session):
    """Play one match (or ``session`` deals of an open-ended one); returns
    ``(match, [finished deal results])``."""
    match = new_match(game, seed=match_seed)
    results = []
    while True:
        deal = match.deal
        play_out(deal, players)
        results.append(deal.result())
        if match.open_ended and len(results) >= session:
            return match, results
        match.next_deal()
        if match.is_over:
            return match, results


def play_match_seed(game, a, b, k, seed, session, player_options):
    """One match seed in every seating: ``(A-B per deal, deals, [A's outcome of
    each match: 1 won, -1 lost, 0 drawn, None open-ended], times, cpu)``."""
    n = deal_class(game).n_players
    match_seed = seed * 1000003 + k
    times = {"A": [], "B": []}
    cpu = {"A": [], "B": []}
    edge = 0.0
    deals = 0
    outcomes = []
    for j, a_seats in enumerate(seatings(game)):
        players = seated_players(game, a, b, a_seats, f"arena-match:{seed}:{k}:{j}", times, cpu,
                                 player_options)
        match, results = play_match(game, match_seed, players, session)
        deals += len(results)
        edge += sum(side_difference(game, r, a_seats, n) for r in results) / len(results)
        won = match_winner_seats(game, match)
        if not won:
            outcomes.append(0 if match.is_over else None)
        else:
            outcomes.append(1 if set(won) == set(a_seats) else -1)
    return edge / len(seatings(game)), deals, outcomes, times, cpu


def _match_job(args):
    return play_match_seed(*args)


def run_matches(game, a, b, matches=20, seed=1, session=4, progress=None, jobs=1, **player_options):
    """Play ``matches`` match seeds, each once per seating of side A, in ``jobs`` processes."""
    if game not in known_games():
        raise ValueError(f"unknown game {game!r}")
    out = MatchResult(game, a, b)
    items = [(game, a, b, k, seed, session, player_options) for k in range(matches)]
    for k, (edge, deals, outcomes, times, cpu) in enumerate(_in_parallel(_match_job, items, jobs, game, (a, b))):
        for side in ("A", "B"):
            out.times[side] += times[side]
            out.cpu[side] += cpu[side]
        out.deals += deals
        for o in outcomes:
            if o == 1:
                out.wins += 1
            elif o == -1:
                out.losses += 1
            elif o == 0:
                out.draws += 1
        out.edges.append(edge)
        if progress:
            progress(k + 1, out)
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    plugins.add_option(ap)
    plugins.preload(argv)
    ap.add_argument("--game", choices=known_games(), required=True)
    ap.add_argument("--a", default="normal", choices=SIDES)
    ap.add_argument("--b", default="random", choices=SIDES)
    ap.add_argument("--deals", type=int, default=200)
    ap.add_argument("--matches", type=int, default=0,
                    help="play this many whole matches (per seating) instead of single deals")
    ap.add_argument("--session", type=int, default=4,
                    help="deals per session of an open-ended game (Belote, Preference) with --matches")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--quiet", action="store_true")
    ap.add_argument("--jobs", type=int, default=1,
                    help="play the decks (or match seeds) in this many processes; the same results")
    ap.add_argument("--mirror", action="store_true",
                    help="also play each deck B against B on the real pairing's streams, and print the "
                         "edge with that control variate beside the plain one (B's deals cost twice)")
    for side in ("a", "b"):
        ap.add_argument(f"--{side}-budget", metavar="K=V,...",
                        help=f"side {side.upper()}'s search counts instead of its level's, "
                             "e.g. rollouts=140,worlds=40 (strong and expert only)")
        ap.add_argument(f"--{side}-tree", metavar="K=V,...", nargs="?", const="",
                        help=f"side {side.upper()} grows the game's search tree where its worlds would be "
                             "played out (game.ai.tree), with these counts changed, e.g. iterations=800")
    args = ap.parse_args(argv)
    options = {}
    for side, text in (("A", args.a_budget), ("B", args.b_budget)):
        if text:
            level = args.a if side == "A" else args.b
            options[side] = {"budget": budget_of(args.game, level, text)}
    for side, text in (("A", args.a_tree), ("B", args.b_tree)):
        if text is not None:
            options.setdefault(side, {})["tree"] = text

    def progress(k, res):
        if not args.quiet and (k % max(1, args.deals // 10) == 0):
            rate, (lo, hi) = res.win_rate()
            m, mlo, mhi = mean_ci(res.diffs)
            print(f"  {k}/{args.deals} decks: A win rate {rate:.3f} [{lo:.3f}, {hi:.3f}], "
                  f"A-B per deck {m:+.3f} [{mlo:+.3f}, {mhi:+.3f}]", file=sys.stderr, flush=True)

    t0 = time.perf_counter()
    if args.matches:
        def match_progress(k, res):
            if not args.quiet:
                rate, (lo, hi) = res.win_rate()
                m, mlo, mhi = mean_ci(res.edges)
                print(f"  {k}/{args.matches} match seeds: A wins {res.wins}, loses {res.losses} "
                      f"[{lo:.3f}, {hi:.3f}], A-B per deal {m:+.3f} [{mlo:+.3f}, {mhi:+.3f}]",
                      file=sys.stderr, flush=True)

        res = run_matches(args.game, args.a, args.b, args.matches, args.seed, args.session, match_progress,
                          jobs=args.jobs, **options)
        print(res.summary())
        print(f"  wall time {time.perf_counter() - t0:.1f} s")
        return 0
    res = run_arena(args.game, args.a, args.b, args.deals, args.seed, progress, jobs=args.jobs,
                    mirror=args.mirror, **options)
    print(res.summary())
    print(f"  wall time {time.perf_counter() - t0:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
