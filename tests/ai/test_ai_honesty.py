"""Every level of every game decides from the observation alone.

Twin deals (``tests/conformance_suite.py``) differ only in cards the deciding seat cannot
see, and look the same to it; a player given the same seed must then make the same
choice in both.  The strong level also takes no longer over a decision whose number
of choices would tell the others about its hand (Preference's No Aces step)."""

import random

import pytest
from conformance_suite import n_players, twin_walk
from helpers import LEVELS, player
from registered import games

from game.ai import make_player
from game.ai.levels import searches
from game.engine import new_deal

# twin decisions compared per game and level (the strong level searches: fewer)
DECISIONS = {"random": 30, "easy": 30, "normal": 30, "strong": 12, "expert": 8}


def twin_decisions(game, limit, want=None):
    """(observation, twin observation) at decisions with a real choice, seat by seat
    (only where ``want(deal)`` holds, when given)."""
    found = 0
    for seed in range(400):
        seat = seed % n_players(game)
        rng = random.Random(f"honesty:{game}:{seed}")
        for deal, twin in twin_walk(game, seed, seat, ("late", "pair")[seed % 2], rng):
            if deal.current_player != seat or len(deal.legal_actions()) < 2:
                continue
            if want is not None and not want(deal):
                continue
            if rng.random() < 0.5:
                continue  # spread the decisions over the deal
            yield deal.observation(seat), twin.observation(seat)
            found += 1
            if found >= limit:
                return
            break


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game", games("players"))
def test_twin_observations_get_the_same_decision(game, level):
    checked = 0
    for k, (obs, twin_obs) in enumerate(twin_decisions(game, DECISIONS[level])):
        assert obs == twin_obs
        a = player(game, level, 1000 + k).choose(obs)
        b = player(game, level, 1000 + k).choose(twin_obs)
        assert a == b, f"{game} {level}: {a!r} / {b!r} at {obs}"
        assert a in obs["legal_actions"]
        checked += 1
    assert checked == DECISIONS[level]


def test_the_strong_preference_player_answers_no_aces_without_searching(monkeypatch):
    """A declarer holding an ace answers at once (one choice); one without must not
    take visibly longer, so the strong level leaves this step to its heuristic."""
    from game.ai.preference import worlds as preference_worlds

    def no_sampling(obs, rng):
        raise AssertionError("the No Aces step must not start a search")

    monkeypatch.setattr(preference_worlds.Knowledge, "sample", staticmethod(no_sampling))
    asked = 0
    for seed in range(200):
        deal = new_deal("preference", seed=seed, dealer=seed % 3)
        rng = random.Random(seed)
        while not deal.is_over and deal.phase != "no_aces":
            deal.apply(rng.choice(deal.legal_actions()))
        if deal.is_over or len(deal.legal_actions()) < 2:
            continue
        obs = deal.observation(deal.current_player)
        strong = make_player("preference", "strong", random.Random(seed)).choose(obs)
        assert strong == make_player("preference", "normal", random.Random(seed)).choose(obs)
        asked += 1
        if asked >= 5:
            break
    assert asked >= 5


@pytest.mark.parametrize("game", ["belote", "coinche", "preference", "schnapsen"])
def test_calls_with_their_own_budget_and_weighed_worlds_stay_honest(game):
    """The strong level's own budget (a larger one for bids and other calls),
    its world weights and its match values: still the same choice on twins."""
    checked = 0
    for k, (obs, twin_obs) in enumerate(twin_decisions(game, 60)):
        if game != "schnapsen" and obs["phase"] == "play":
            continue
        match = {"scores": [3, 5] if game == "schnapsen" else None, "deals_played": 2, "deals_left": None}
        obs = dict(obs, specific=dict(obs["specific"], match=match))
        twin_obs = dict(twin_obs, specific=dict(twin_obs["specific"], match=match))
        a = make_player(game, "strong", random.Random(k)).choose(obs)
        b = make_player(game, "strong", random.Random(k)).choose(twin_obs)
        assert a == b
        checked += 1
        if checked >= 2:
            break
    assert checked == 2


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game", games("players"))
def test_every_level_is_honest_compiled_and_in_plain_python(game, level):
    """Every level of every game stays honest in both builds of the rules cores,
    and the plain-Python build makes the very same choices (small budgets: the
    plain build is slow)."""
    from game.ai import jit

    checked = 0
    for k, (obs, twin_obs) in enumerate(twin_decisions(game, 3)):
        choices = set()
        for plain in ([False, True] if jit.COMPILED else [True]):
            jit.use_plain(plain)
            try:
                for view in (obs, twin_obs):
                    choices.add(player(game, level, 2000 + k).choose(view))
            finally:
                jit.use_plain(False)
        assert len(choices) == 1, f"{game} {level}: {choices} at {obs}"
        checked += 1
    assert checked == 3


@pytest.mark.parametrize("level", [name for name in LEVELS if searches(name)])
@pytest.mark.parametrize("game", ["belote", "coinche"])
def test_twins_get_the_same_decision_compiled_and_in_plain_python(game, level):
    """A game on a compiled rules core: its searching levels stay honest in both
    builds in the card play's exact endgames too, and the plain-Python build
    makes the very same choices."""
    from game.ai import jit
    from game.ai.search import Budget

    budget = Budget(worlds=2, min_worlds=2, seconds=None, nodes=10_000)
    checked = exact = 0
    # Coinche's random auctions are long: its walk is asked for the last tricks, or few come up
    want = (lambda deal: deal.phase == "play" and len(deal.hands[deal.current_player]) <= 5) \
        if game == "coinche" else None
    for k, (obs, twin_obs) in enumerate(twin_decisions(game, 40, want)):
        if obs["phase"] != "play":
            continue
        choices = set()
        for plain in ([False, True] if jit.COMPILED else [True]):
            jit.use_plain(plain)
            try:
                for view in (obs, twin_obs):
                    choices.add(make_player(game, level, random.Random(k), budget=budget).choose(view))
            finally:
                jit.use_plain(False)
        assert len(choices) == 1, f"{game} {level}: {choices} at {obs}"
        checked += 1
        exact += len(obs["hand"]) <= 5
        if checked >= 3 and exact >= 2:
            break
    assert checked >= 3 and exact >= 2


@pytest.mark.parametrize("level", ["strong", "expert"])
def test_aluette_twins_get_the_same_decision_compiled_and_in_plain_python(level):
    """Aluette's searching levels search each world on the compiled core, and play
    the worlds out (the normal habits on the core's row) while it is not ready:
    honest either way."""
    from game.ai import jit
    from game.ai.search import Budget

    budget = Budget(worlds=3, min_worlds=3, seconds=None, nodes=4_000)
    checked = 0
    for k, (obs, twin_obs) in enumerate(twin_decisions("aluette", 4)):
        for plain in ([False, True] if jit.COMPILED else [True]):
            jit.use_plain(plain)
            try:
                a, b = (make_player("aluette", level, random.Random(k), budget=budget).choose(view)
                        for view in (obs, twin_obs))
            finally:
                jit.use_plain(False)
            assert a == b, f"aluette {level} (plain: {plain}): {a!r} / {b!r} at {obs}"
        checked += 1
    assert checked == 4


@pytest.mark.parametrize("level", [name for name in LEVELS if searches(name)])
@pytest.mark.parametrize("game", games("players", "search"))
def test_the_weights_of_inference_from_play_are_the_same_on_twins(game, level, monkeypatch):
    """The worlds a searching level draws, and the weights it gives them by how
    well they explain the others' calls and card play, are the same for twin
    observations: the weighing reads the worlds, never the hidden cards (the
    card play's weighing switched on where it is off by default: INFER)."""
    import importlib

    from game.engine import descriptor

    module = importlib.import_module(descriptor(game).solver.knowledge)
    if hasattr(module, "INFER"):
        monkeypatch.setattr(module, "INFER", True)
    checked = weighed = 0
    for k, (obs, twin_obs) in enumerate(twin_decisions(game, 120)):
        if not obs["tricks"]:
            continue
        sides = []
        for view in (obs, twin_obs):
            ctx = make_player(game, level, random.Random(k)).context(view)
            assert ctx["weight"] is not None
            worlds = [ctx["sample"](random.Random(f"{k}:{i}")) for i in range(6)]
            sides.append([(w.record()["deck"], ctx["weight"](w)) if w is not None else None for w in worlds])
        assert sides[0] == sides[1]
        weighed += len({w for _, w in filter(None, sides[0])}) > 1
        checked += 1
        if checked >= 4:
            break
    assert checked == 4 and weighed >= 1
