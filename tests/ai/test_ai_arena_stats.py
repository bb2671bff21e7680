"""The arena's statistics (Wilson interval, the interval of a mean) and its budget options."""

import importlib.util
import pathlib
import random
import sys

import pytest
from registered import games

from game.engine import descriptor

ROOT = pathlib.Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("arena", ROOT / "tools" / "arena.py")
arena = importlib.util.module_from_spec(spec)
sys.modules.setdefault("arena", arena)  # its jobs are pickled by module name
spec.loader.exec_module(arena)
from baseline import GAMES as FROZEN  # noqa: E402 - tools/baseline, on the path arena.py sets


def test_wilson_known_values():
    lo, hi = arena.wilson(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-3)
    assert hi == pytest.approx(0.5962, abs=1e-3)
    lo, hi = arena.wilson(0, 10)
    assert lo == 0.0 and hi == pytest.approx(0.2775, abs=1e-3)
    assert arena.wilson(0, 0) == (0.0, 1.0)


def test_wilson_stays_inside_unit_interval():
    for n in (1, 5, 40):
        for k in range(n + 1):
            lo, hi = arena.wilson(k, n)
            assert 0.0 <= lo <= k / n <= hi <= 1.0


def test_mean_ci():
    m, lo, hi = arena.mean_ci([1, 2, 3, 4, 5])
    assert m == 3
    assert lo == pytest.approx(3 - 1.96 * (2.5 / 5) ** 0.5, abs=1e-3)
    assert hi == pytest.approx(3 + 1.96 * (2.5 / 5) ** 0.5, abs=1e-3)
    assert arena.mean_ci([]) == (0.0, 0.0, 0.0)


def test_seatings_give_each_side_every_position():
    assert arena.seatings("belote") == [(0, 2), (1, 3)]
    assert arena.seatings("schnapsen") == [(0,), (1,)]
    assert arena.seatings("preference") == [(0,), (1,), (2,)]


def test_percentiles_and_timing_line():
    xs = sorted([0.001 * k for k in range(1, 101)])
    assert arena.percentile(xs, 0.5) == pytest.approx(0.051, abs=1e-9)
    assert arena.percentile(xs, 0.95) == pytest.approx(0.095, abs=1e-9)
    line = arena.timing_line("A", [0.2, 0.1, 0.3])
    assert "median 200.0 ms" in line and "max 300.0 ms" in line


# the frozen baseline holds the games it was frozen with: a later game has none
@pytest.mark.parametrize("game", games("players", among=FROZEN))
def test_the_frozen_baseline_plays_legal_actions(game):
    import random

    from game.ai.search import Budget

    player = arena.make_player(game, arena.BASELINE, random.Random(1))
    player.budget = Budget(worlds=2, min_worlds=2, seconds=None)  # a quick check, not a measure
    plays_legally(game, player, 3)


def plays_legally(game, player, steps):
    """``player`` takes every seat for the first ``steps`` actions of a seeded deal; each is legal."""
    from game.engine import new_deal

    deal = new_deal(game, seed=3)
    for _ in range(steps):
        if deal.current_player is None:
            break
        action = player.choose(deal.observation(deal.current_player))
        assert action in deal.legal_actions()
        deal.apply(action)


@pytest.mark.parametrize("game", games("players"))
def test_matches_are_played_whole_in_every_seating(game):
    res = arena.run_matches(game, "normal", "random", matches=2, seed=3, session=2)
    seats = len(arena.seatings(game))
    assert len(res.edges) == 2
    match_class = descriptor(game).match_class
    if not match_class.open_ended:
        # every match ends with a winner or a draw, after its fixed number of deals if it has one
        assert res.wins + res.losses + res.draws == 2 * seats
        assert res.deals >= 2 * seats * (match_class.n_deals or 1)
    else:
        assert res.wins + res.losses + res.draws == 0 and res.deals == 2 * seats * 2
    assert res.edges[0] > -1000 and "per deal" in res.summary()


def test_the_same_match_seed_brings_the_same_decks_in_every_seating():
    seen = []

    class Recorder:
        def choose(self, obs, rng=None):
            if obs["phase"] != "over" and not obs["tricks"] and not obs["trick"]:
                seen.append(tuple(sorted(obs["hand"])))
            return obs["legal_actions"][0]

    for _ in range(2):
        arena.play_match("aluette", 7, [Recorder()] * 4, session=1)
    half = len(seen) // 2
    assert seen[:half] == seen[half:]


def test_a_side_can_search_with_other_counts():
    base = arena.make_player("aluette", "strong", random.Random(0)).budget
    budget = arena.budget_of("aluette", "strong", "rollouts=140, worlds=40")
    assert (budget.rollouts, budget.worlds) == (140, 40)
    assert (budget.nodes, budget.min_worlds, budget.seconds) == (base.nodes, base.min_worlds, base.seconds)
    expert = arena.budget_of("belote", "expert", "worlds=7")
    assert expert.worlds == 7 and expert.seconds == arena.make_player(
        "belote", "expert", random.Random(0)).budget.seconds
    with pytest.raises(SystemExit):
        arena.budget_of("aluette", "normal", "worlds=7")
    with pytest.raises(SystemExit):
        arena.budget_of("aluette", "strong", "speed=7")


def test_two_processes_give_the_same_results_as_one():
    one = arena.run_arena("schnapsen", "normal", "easy", deals=4, seed=5)
    two = arena.run_arena("schnapsen", "normal", "easy", deals=4, seed=5, jobs=2)
    assert one.diffs == two.diffs
    assert (one.wins, one.losses, one.deal_wins) == (two.wins, two.losses, two.deal_wins)
    m1 = arena.run_matches("aluette", "normal", "easy", matches=2, seed=4)
    m2 = arena.run_matches("aluette", "normal", "easy", matches=2, seed=4, jobs=2)
    assert m1.edges == m2.edges and (m1.wins, m1.losses, m1.draws) == (m2.wins, m2.losses, m2.draws)


@pytest.mark.parametrize("game", games("players", "search"))
def test_the_seer_searches_the_true_deal_and_only_it(game):
    from game.ai import make_player
    from game.ai.search import Budget
    from game.engine import new_deal

    seer = arena.Seer(game, random.Random(1), budget=Budget(worlds=3, min_worlds=1, nodes=2000))
    deal = new_deal(game, seed=5)
    seer.see(deal)
    obs = deal.observation(deal.current_player)
    world = seer.player.knowledge.sample(obs, random.Random(0))
    assert world is not deal
    assert world.hands == deal.hands and list(world.deck) == list(deal.deck)
    # the honest strong player still draws its worlds from what it saw
    honest = make_player(game, "strong", random.Random(1)).knowledge
    assert honest.sample is not seer.player.knowledge.sample


def test_the_arena_shows_the_seer_the_deal_it_plays():
    from game.ai.search import Budget
    from game.engine import new_deal

    seer = arena.Seer("schnapsen", random.Random(1), budget=Budget(worlds=3, min_worlds=1, nodes=2000))
    shown = []
    real_see = seer.see

    def see(deal):
        shown.append((deal, deal.observation(deal.current_player)["hand"]))
        real_see(deal)

    seer.see = see
    normal = arena.make_player("schnapsen", "normal", random.Random(2))
    deck = list(new_deal("schnapsen", seed=7).deck)
    deal = arena.play_deal("schnapsen", deck, 0, [seer, normal])
    assert deal.current_player is None
    assert shown and all(d is deal for d, _ in shown)
    # shown once at each of its turns, and at nobody else's
    record = deal.record()
    replay = new_deal("schnapsen", deck=record["deck"], dealer=record["dealer"])
    turns = 0
    for action in record["actions"]:
        turns += replay.current_player == 0
        replay.apply(action)
    assert len(shown) == turns


def test_the_game_core_is_warm_before_the_first_timed_decision(monkeypatch):
    """The CPU figures are a warm core's: the compile (or the cache load) comes first."""
    from game.ai import jit
    from game.engine import descriptor

    events = []
    monkeypatch.setattr(jit, "warm", lambda name: events.append(("warm", name)))
    real = arena.play_deal
    monkeypatch.setattr(arena, "play_deal", lambda *a, **k: (events.append(("deal",)), real(*a, **k))[1])
    arena.run_arena("belote", "easy", "random", deals=1, seed=3)
    assert events[0] == ("warm", descriptor("belote").solver.core)
    assert ("deal",) in events[1:]


def test_other_counts_keep_a_games_own_budget_fields():
    """Schnapsen's budget says how deep a world is searched: changing its worlds
    (or scaling it for a level) keeps that, and an unknown count is refused."""
    from game.ai.schnapsen.worlds import STRONG, SchnapsenBudget

    budget = arena.budget_of("schnapsen", "strong", "worlds=40")
    assert isinstance(budget, SchnapsenBudget)
    assert (budget.worlds, budget.depth, budget.exact_from) == (40, STRONG.depth, STRONG.exact_from)
    scaled = STRONG.scaled(2, 3.0)
    assert (scaled.depth, scaled.worlds, scaled.seconds) == (STRONG.depth, 2 * STRONG.worlds, 3.0)
    assert scaled.nodes == STRONG.nodes  # a world's node budget is not a level's to scale
    with pytest.raises(ValueError):
        STRONG.replaced(speed=3)


@pytest.mark.parametrize("game", ["aluette", "belote", "preference", "schnapsen"])
def test_the_frozen_strong0_loads_and_plays_legal_actions(game):
    """The compiled yardstick of tools/strong0 plays every game (on its cores' plain
    twins here, which give the same moves, so that the test compiles nothing)."""

    player = arena.make_player(game, arena.STRONG0, random.Random(1))
    assert type(player).__module__ == "strong0.search"  # the copy, not the game's own search
    import strong0.jit

    strong0.jit.use_plain(True)
    try:
        player.budget = player.budget.replaced(worlds=2, min_worlds=2, rollouts=None, race=None)
        plays_legally(game, player, 4)
    finally:
        strong0.jit.use_plain(False)


def test_strong0_is_a_side_of_the_arena_and_of_dd_loss():
    assert arena.STRONG0 in arena.SIDES
    assert arena.budget_of("belote", arena.STRONG0, "worlds=7").worlds == 7


def _synthetic(rng, n, rho, mean=1.5):
    """n outcomes y = mean + e and controls x (mean zero) with correlation rho."""
    ys, xs = [], []
    for _ in range(n):
        x = rng.gauss(0, 2.0)
        e = rho * x / 2.0 * 3.0 + (1 - rho * rho) ** 0.5 * rng.gauss(0, 3.0)
        ys.append(mean + e)
        xs.append(x)
    return ys, xs


def test_the_control_variate_estimate_is_unbiased_on_synthetic_data():
    rng = random.Random(5)
    estimates = []
    for _ in range(600):
        ys, xs = _synthetic(rng, 40, 0.8)
        estimates.append(arena.cv_mean_ci(ys, xs)[0])
    m, lo, hi = arena.mean_ci(estimates)
    assert lo < 1.5 < hi
    assert abs(m - 1.5) < 0.05


def test_the_control_variate_interval_covers_and_shrinks_with_the_correlation():
    rng = random.Random(6)
    covered = 0
    for _ in range(300):
        ys, xs = _synthetic(rng, 60, 0.9)
        _, lo, hi, beta = arena.cv_mean_ci(ys, xs)
        covered += lo <= 1.5 <= hi
        _, plo, phi = arena.mean_ci(ys)
        # rho 0.9: about sqrt(1 - 0.81) = 0.44 of the plain interval
        assert (hi - lo) < 0.7 * (phi - plo)
        assert beta == pytest.approx(1.35, abs=0.6)
    assert 0.9 <= covered / 300 <= 0.99


def test_an_uncorrelated_or_constant_control_changes_little():
    rng = random.Random(7)
    ys, xs = _synthetic(rng, 400, 0.0)
    _, lo, hi, _ = arena.cv_mean_ci(ys, xs)
    _, plo, phi = arena.mean_ci(ys)
    assert (hi - lo) == pytest.approx(phi - plo, rel=0.05)
    assert arena.cv_mean_ci(ys, [0.0] * len(ys))[:3] == arena.mean_ci(ys)


def test_the_mirror_control_cancels_a_pairing_of_equals():
    """A against itself: every deck's outcome is its mirror's, so the control takes it all away."""
    res = arena.run_arena("schnapsen", "normal", "easy", deals=3, seed=2, mirror=True)
    assert len(res.controls) == 3
    same = arena.run_arena("schnapsen", "easy", "easy", deals=4, seed=2, mirror=True)
    assert same.controls == same.diffs
    assert "mirror control variate" in same.summary()
