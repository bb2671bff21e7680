"""Worlds weighed by how well they explain the calls the table saw."""

import math
import random

import pytest

from game.ai import make_player
from game.ai.belote.worlds import Knowledge as BeloteKnowledge
from game.ai.coinche.worlds import Knowledge as CoincheKnowledge
from game.ai.preference.worlds import Knowledge as PreferenceKnowledge
from game.engine import new_deal

KNOWLEDGE = {"belote": BeloteKnowledge}


def played_to_the_cards(game, seed):
    """A deal the normal players bid and played up to a few cards in."""
    deal = new_deal(game, seed=seed)
    players = [make_player(game, "normal", random.Random(seed * 10 + s)) for s in range(deal.n_players)]
    while deal.current_player is not None and len(deal.observation(0)["tricks"]) < 2:
        s = deal.current_player
        deal.apply(players[s].choose(deal.observation(s)))
    return deal


@pytest.mark.parametrize("infer", [False, True])
@pytest.mark.parametrize("game", ["belote"])
def test_the_real_deal_explains_the_normal_players_calls(game, infer, monkeypatch):
    from game.ai.belote.heuristic import BeloteHeuristic
    from game.ai.sampling import habit_trace

    from game.ai.belote import worlds as belote_worlds

    monkeypatch.setattr(belote_worlds, "INFER", infer)
    k = KNOWLEDGE[game]
    checked = 0
    for seed in range(12):
        deal = played_to_the_cards(game, seed)
        if deal.current_player is None:
            continue
        seat = deal.current_player
        obs = deal.observation(seat)
        weigh = k.likelihood(obs)
        if weigh is None:
            continue
        trace = habit_trace(deal, seat, BeloteHeuristic("normal", random.Random(0)))
        assert trace and all(a == chosen for _p, a, _l, chosen in trace)  # the model made these calls and plays
        assert weigh(deal) == pytest.approx(expected_weight(trace))
        weights = [weigh(w) for w in (k.sample(obs, random.Random(i)) for i in range(20)) if w is not None]
        assert all(0 < w <= 1 for w in weights)
        checked += 1
    assert checked >= 6


def test_the_real_coinche_deal_explains_the_normal_players_calls():
    """Coinche weighs a world by its calls alone: the real deal, whose calls the model made, weighs 1."""
    checked = 0
    for seed in range(12):
        deal = played_to_the_cards("coinche", seed)
        if deal.current_player is None:
            continue
        obs = deal.observation(deal.current_player)
        weigh = CoincheKnowledge.likelihood(obs)
        if weigh is None:
            continue
        assert weigh(deal) == 1.0
        weights = [weigh(w) for w in (CoincheKnowledge.sample(obs, random.Random(i)) for i in range(20))
                   if w is not None]
        assert all(0 < w <= 1 for w in weights)
        checked += 1
    assert checked >= 6


def expected_weight(trace):
    """The Belote weight of a world whose every action the model made."""
    from game.ai.belote.worlds import INFER, TREMBLE

    w = 1.0
    for phase, _action, legal, _chosen in trace:
        if phase == "play" and INFER:
            w *= 1 - TREMBLE + TREMBLE / len(legal)
    return w


def test_preference_worlds_are_not_weighed_by_the_calls(monkeypatch):
    """The normal player's calls are no model of a bidder who searches: the
    Preference search weighs its worlds by the card play alone (none before it),
    and only where its INFER is on."""
    from game.ai.preference import worlds as preference_worlds
    from game.ai.preference.heuristic import PreferenceHeuristic
    from game.ai.sampling import habit_trace

    monkeypatch.setattr(preference_worlds, "INFER", True)

    for seed in range(20):
        deal = new_deal("preference", seed=seed)
        players = [make_player("preference", "normal", random.Random(seed * 10 + s)) for s in range(3)]
        while deal.current_player is not None and deal.phase != "play":
            obs = deal.observation(deal.current_player)
            if obs["auction"]:
                assert PreferenceKnowledge.likelihood(obs) is None
            deal.apply(players[deal.current_player].choose(obs))
        if deal.current_player is None:
            continue
        for _ in range(5):
            deal.apply(players[deal.current_player].choose(deal.observation(deal.current_player)))
        seat = deal.current_player
        obs = deal.observation(seat)
        weigh = PreferenceKnowledge.likelihood(obs)
        world = PreferenceKnowledge.sample(obs, random.Random(1))
        trace = habit_trace(world, seat, PreferenceHeuristic("normal"), phases={"play"})
        assert trace and all(phase == "play" for phase, *_ in trace)
        assert weigh(world) == pytest.approx(
            math.prod(factor(a == c, len(legal)) for _p, a, legal, c in trace))
        return
    raise AssertionError("no deal reached the card play")


def factor(matched, n):
    from game.ai.preference.worlds import TREMBLE

    return (1 - TREMBLE) * matched + TREMBLE / n


def test_a_belote_pass_makes_a_strong_hand_less_likely():
    """Worlds where a seat that passed would have taken count less."""
    k = BeloteKnowledge
    lowered = 0
    for seed in range(30):
        deal = new_deal("belote", seed=seed)
        deal.apply("pass")  # the first seat passes, whatever it holds
        seat = deal.current_player
        obs = deal.observation(seat)
        weigh = k.likelihood(obs)
        ws = [weigh(k.sample(obs, random.Random(i))) for i in range(30)]
        lowered += any(w < 1 for w in ws)
        assert all(w in (1.0, k_miss()) for w in ws)
    assert lowered > 5


def k_miss():
    from game.ai.belote.worlds import MISS

    return MISS


def test_weights_change_the_means_not_the_worlds():
    from game.ai.search import merge

    records = [(0, 1.0, [1.0, 0.0]), (1, 0.25, [0.0, 4.0])]
    out = merge(records, ["a", "b"], {"a": "a", "b": "b"}, ["a", "b"])
    assert out["a"] == (pytest.approx(1.0 / 1.25), 2)
    assert out["b"] == (pytest.approx(1.0 / 1.25), 2)


def test_calls_get_their_own_budget_and_the_expert_three_times_it():
    from game.ai.belote.worlds import BID_BUDGET
    from game.ai.levels import level_of

    deal = new_deal("belote", seed=2)
    obs = deal.observation(deal.current_player)
    strong = make_player("belote", "strong", random.Random(1))
    expert = make_player("belote", "expert", random.Random(1))
    assert strong.budget_for(obs) is BID_BUDGET
    assert expert.budget_for(obs).worlds == level_of("expert").factor * BID_BUDGET.worlds
    while deal.observation(0)["phase"] != "play":
        deal.apply(make_player("belote", "normal", random.Random(3)).choose(deal.observation(deal.current_player)))
    assert strong.budget_for(deal.observation(deal.current_player)) is strong.budget


def test_the_preference_declarer_searches_its_discards_on_more_worlds():
    from game.ai.preference.worlds import CALL_BUDGETS

    for seed in range(40):
        deal = new_deal("preference", seed=seed)
        while deal.current_player is not None and deal.observation(0)["phase"] == "auction":
            s = deal.current_player
            deal.apply(make_player("preference", "normal", random.Random(seed)).choose(deal.observation(s)))
        obs = deal.observation(deal.current_player) if deal.current_player is not None else None
        if obs and obs["phase"] == "discard":
            p = make_player("preference", "strong", random.Random(1))
            assert p.budget_for(obs) is CALL_BUDGETS["discard"]
            scores = p.analyse(obs, random.Random(2))
            assert set(scores) == set(obs["legal_actions"])
            # raced: every discard searched, the finalists on at least the uniform count
            assert all(n > 0 for _, n in scores.values())
            assert max(n for _, n in scores.values()) >= CALL_BUDGETS["discard"].worlds_for(len(scores))
            return
    raise AssertionError("no discard found")


@pytest.mark.parametrize("infer", [False, True])
def test_schnapsen_worlds_where_the_opponent_hid_a_marriage_count_less(infer, monkeypatch):
    from game.ai.sampling import habit_trace
    from game.ai.schnapsen import worlds as schnapsen_worlds

    monkeypatch.setattr(schnapsen_worlds, "INFER", infer)
    from game.ai.schnapsen.heuristic import SchnapsenHeuristic
    from game.ai.schnapsen.worlds import MISS_EXCHANGE, MISS_MARRIAGE, TREMBLE, Knowledge

    real = lowered = 0
    for seed in range(20):
        deal = new_deal("schnapsen", seed=seed)
        players = [make_player("schnapsen", "normal", random.Random(seed + s)) for s in range(2)]
        while deal.current_player is not None and len(deal.observation(0)["tricks"]) < 4:
            deal.apply(players[deal.current_player].choose(deal.observation(deal.current_player)))
        if deal.current_player is None:
            continue
        seat = deal.current_player
        obs = deal.observation(seat)
        weigh = Knowledge.likelihood(obs)
        if weigh is None:
            continue
        trace = habit_trace(deal, seat, SchnapsenHeuristic("normal", random.Random(0)))
        best = 1.0
        for _phase, _action, legal, _chosen in trace:
            best *= 1 - TREMBLE + TREMBLE / len(legal) if infer else 1.0
        # the normal player declares and exchanges at once, and the habits made every move
        real += all(a == c for _p, a, _l, c in trace) and weigh(deal) == pytest.approx(best)
        for i in range(10):
            world = Knowledge.sample(obs, random.Random(i))
            w = weigh(world)
            assert 0 < w <= 1
            tells = [(a, legal) for _p, a, legal, _m in habit_trace(world, seat, SchnapsenHeuristic("normal"))
                     if (len(a) == 2 and a[0] in "KQ" and "marry:" + a in legal)
                     or (a != "exchange" and "exchange" in legal)]
            lowered += bool(tells)
            if tells:
                assert w <= max(MISS_MARRIAGE, MISS_EXCHANGE)
    assert real >= 12
    assert lowered > 0


@pytest.mark.parametrize("game", ["aluette", "belote", "preference", "schnapsen"])
def test_every_game_weighs_its_worlds_by_the_card_play(game, monkeypatch):
    """Once the others have played cards, the strong and expert levels weigh
    their worlds, and differently where the cards explain the plays differently
    (where a game's weighing of the card play is off, see its INFER, here it is on)."""
    from game.ai.aluette import worlds as aluette_worlds
    from game.ai.belote import worlds as belote_worlds
    from game.ai.levels import level_of
    from game.ai.preference import worlds as preference_worlds
    from game.ai.schnapsen import worlds as schnapsen_worlds

    monkeypatch.setattr(aluette_worlds, "INFER", True)
    monkeypatch.setattr(schnapsen_worlds, "INFER", True)
    monkeypatch.setattr(preference_worlds, "INFER", True)
    monkeypatch.setattr(belote_worlds, "INFER", True)
    for seed in range(10):
        deal = new_deal(game, seed=seed)
        players = [make_player(game, "normal", random.Random(seed + s)) for s in range(deal.n_players)]
        while deal.current_player is not None and len(deal.observation(0)["tricks"]) < 2:
            deal.apply(players[deal.current_player].choose(deal.observation(deal.current_player)))
        if deal.current_player is None:
            continue
        obs = deal.observation(deal.current_player)
        for level in ("strong", "expert"):
            player = make_player(game, level, random.Random(1))
            assert level_of(level).searches and player.context(obs)["weight"] is not None
        weigh = player.context(obs)["weight"]
        worlds = [w for w in (player.knowledge.sample(obs, random.Random(i)) for i in range(12)) if w]
        if len({round(weigh(w), 12) for w in worlds}) > 1:
            return
    raise AssertionError(f"{game}: no position where the card play told the worlds apart")


def test_the_weighing_raises_the_true_cards_probability_on_seeded_belote_deals(monkeypatch):
    """tools/inference_check.py on a small seeded sample: the weighted worlds put the
    hidden cards where they are more often than the unweighted ones (the deals are
    played by the normal players, whose habits are the model)."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
    import inference_check

    from game.ai.belote import worlds as belote_worlds

    monkeypatch.setattr(belote_worlds, "INFER", True)
    rows = inference_check.run("belote", deals=3, seed=1, level="normal", worlds=30, count=3)
    assert len(rows) >= 6
    cards = sum(r[3] for r in rows)
    plain = sum(r[0] * r[3] for r in rows) / cards
    weighted = sum(r[1] * r[3] for r in rows) / cards
    assert weighted > plain + 0.02


@pytest.mark.parametrize("game", ["aluette", "preference"])
def test_the_card_play_is_not_weighed_where_the_model_measured_no_better(game):
    deal = new_deal(game, seed=1)
    players = [make_player(game, "normal", random.Random(s)) for s in range(deal.n_players)]
    while deal.current_player is not None and len(deal.observation(0)["tricks"]) < 2:
        deal.apply(players[deal.current_player].choose(deal.observation(deal.current_player)))
    knowledge = make_player(game, "strong", random.Random(1)).knowledge
    assert deal.current_player is not None
    assert knowledge.likelihood(deal.observation(deal.current_player)) is None


def test_the_solvers_reading_weighs_a_world_by_the_others_best_plays():
    """tools/inference_check.py --read: a choice the solver rates best keeps a world's
    weight high, another costs it; the latest choices are the others' own."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
    import inference_check as ic

    assert ic.fit([3.0, 1.0], ["a", "b"], "a", slip=0.2) == pytest.approx(0.8 + 0.1)
    assert ic.fit([3.0, 1.0], ["a", "b"], "b", slip=0.2) == pytest.approx(0.1)
    assert ic.fit([2.0, 2.0, 0.0], ["a", "b", "c"], "b", slip=0.3) == pytest.approx(0.35 + 0.1)
    for seed in range(4, 20):
        deal = new_deal("belote", seed=seed, dealer=0)
        players = [make_player("belote", "normal", random.Random(s)) for s in range(4)]
        while deal.current_player is not None and len(deal.observation(0)["tricks"]) < 5:
            deal.apply(players[deal.current_player].choose(deal.observation(deal.current_player)))
        if deal.current_player is not None:
            break
    latest = ic.latest_choices(deal, 0, 3)
    assert len(latest) == 3 and all(s != 0 and action in legal for _, s, legal, action in latest)

    class Rates:
        """Rates the card each seat really played best, or worst."""

        def __init__(self, played_best):
            self.played_best = played_best

        def world_values(self, then, legal, seat, budget, level):
            played = next(a for d, s, lg, a in latest if d.record()["actions"] == then.record()["actions"])
            return [(1.0 if a == played else 0.0) * (1 if self.played_best else -1) for a in legal]

    good = ic.solver_weight(Rates(True), 0, None, "strong")(deal)
    bad = ic.solver_weight(Rates(False), 0, None, "strong")(deal)
    assert good > 10 * bad > 0
