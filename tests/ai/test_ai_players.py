"""Every level of every game: legal and reproducible (blind to hidden cards: test_ai_honesty)."""

import random

import pytest
from helpers import LEVELS, PATIENCE, player
from registered import games

GAMES = games("players")

from game.ai import PLAYER_LEVELS, hint, make_player
from game.ai.jobs import Job
from game.engine import new_deal


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("level", ["random", "easy", "normal"])
def test_cheap_levels_play_only_legal_actions(game, level):
    for k in range(40):
        deal = new_deal(game, seed=k, dealer=k % new_deal(game, seed=0).n_players)
        players = [player(game, level, 10 * k + s) for s in range(deal.n_players)]
        while not deal.is_over:
            s = deal.current_player
            obs = deal.observation(s)
            action = players[s].choose(obs)
            assert action in deal.legal_actions()
            deal.apply(action)
        deal.result()


@pytest.mark.parametrize("game", GAMES)
def test_strong_level_plays_only_legal_actions(game):
    for k in range(2):
        deal = new_deal(game, seed=50 + k, dealer=k)
        players = [player(game, "strong", s) for s in range(deal.n_players)]
        while not deal.is_over:
            s = deal.current_player
            action = players[s].choose(deal.observation(s))
            assert action in deal.legal_actions()
            deal.apply(action)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("level", LEVELS)
def test_same_seed_same_decisions(game, level):
    def run():
        deal = new_deal(game, seed=7, dealer=1)
        players = [player(game, level, 3 + s) for s in range(deal.n_players)]
        while not deal.is_over and len(deal.actions) < 24:
            s = deal.current_player
            deal.apply(players[s].choose(deal.observation(s)))
        return deal.actions

    assert run() == run()


def test_make_player_validates():
    with pytest.raises(ValueError):
        make_player("belote", "grandmaster")
    with pytest.raises(ValueError):
        make_player("bridge", "normal")
    assert PLAYER_LEVELS == ("easy", "normal", "strong", "expert")


@pytest.mark.parametrize("game", GAMES)
def test_single_option_returns_at_once_and_empty_is_refused(game):
    p = make_player(game, "strong", random.Random(1))
    deal = new_deal(game, seed=1)
    obs = deal.observation(deal.current_player)
    obs_one = dict(obs, legal_actions=obs["legal_actions"][:1])
    assert p.choose(obs_one) == obs["legal_actions"][0]
    with pytest.raises(ValueError):
        p.choose(dict(obs, legal_actions=[]))


def test_hint_gives_a_legal_action():
    deal = new_deal("schnapsen", seed=4)
    s = deal.current_player
    assert hint("schnapsen", deal.observation(s), random.Random(2)) in deal.legal_actions()


def test_cancel_cuts_a_search_short():
    import threading

    deal = new_deal("belote", seed=9)
    s = deal.current_player
    cancel = threading.Event()
    cancel.set()
    action = make_player("belote", "strong", random.Random(1)).choose(
        deal.observation(s), cancel=cancel
    )
    assert action in deal.legal_actions()


def test_thinker_answers_from_a_worker_process():
    from game.ai.process import Thinker, decide

    deal = new_deal("preference", seed=2)
    s = deal.current_player
    obs = deal.observation(s)
    thinker = Thinker()
    try:
        job = thinker.submit(Job.move("preference", "strong", obs, "seed-1"))
        status, action = thinker.wait(job, PATIENCE)
        assert thinker.kind == "process"
        assert status == "done" and action in deal.legal_actions()
        # the same decision as in this process: a pure function of its inputs
        assert action == decide(Job.move("preference", "strong", obs, "seed-1"))
    finally:
        thinker.close()


def test_thinker_cancel_stops_the_work_and_drops_the_answer():
    import time

    from game.ai.process import Thinker

    deal = new_deal("belote", seed=3)
    s = deal.current_player
    thinker = Thinker()
    try:
        warm = thinker.submit(Job.move("belote", "easy", deal.observation(s), "w"))
        assert thinker.wait(warm, PATIENCE)[0] == "done"
        job = thinker.submit(Job.hint("belote", deal.observation(s)))
        thinker.cancel(job)
        later = thinker.submit(Job.move("belote", "easy", deal.observation(s), "y"))
        status, action = thinker.wait(later, PATIENCE)
        assert status == "done" and action in deal.legal_actions()
        time.sleep(0.05)
        assert thinker.poll(job) is None  # a cancelled job never answers
    finally:
        thinker.close()


def test_thinker_falls_back_to_a_thread():
    from game.ai.process import Thinker

    deal = new_deal("schnapsen", seed=3)
    thinker = Thinker(use_process=False)
    try:
        job = thinker.submit(Job.move("schnapsen", "normal", deal.observation(deal.current_player), "z"))
        status, action = thinker.wait(job, PATIENCE)
        assert thinker.kind == "thread" and status == "done" and action in deal.legal_actions()
    finally:
        thinker.close()


def test_the_belote_hint_is_stable_on_one_position(monkeypatch):
    """Asked twice on the same position, whatever seed the table passes, the hint
    gives the same card: it is seeded from the position and budgeted in counts."""
    from game.ai import position_seed
    from game.ai.belote.worlds import Knowledge
    from game.ai.process import decide
    from game.ai.search import Budget

    monkeypatch.setattr(Knowledge, "budgets", {"expert": Budget(worlds=8, rollouts=24, min_worlds=4)})
    deal = new_deal("belote", seed=11, dealer=0)
    players = [player("belote", "normal", s) for s in range(4)]
    checked = 0
    while not deal.is_over and checked < 3:
        s = deal.current_player
        obs = deal.observation(s)
        if len(obs["legal_actions"]) > 1 and obs["phase"] == "play":
            first = decide(Job.hint("belote", obs))
            assert decide(Job.hint("belote", dict(obs))) == first
            assert hint("belote", obs) == first
            assert position_seed("belote", obs) == position_seed("belote", dict(obs))
            checked += 1
        deal.apply(players[s].choose(obs))
    assert checked == 3


def test_expert_budget_is_the_strong_counts_scaled():
    from game.ai.belote.worlds import Knowledge
    from game.ai.levels import level_of
    from game.ai.search import SearchPlayer

    EXPERT_FACTOR = level_of("expert").factor

    strong = SearchPlayer(Knowledge, random.Random(1))
    expert = make_player("belote", "expert", random.Random(1))
    assert expert.level == "expert" and strong.level == "strong"
    assert expert.budget.worlds == EXPERT_FACTOR * strong.budget.worlds
    assert expert.budget.rollouts == EXPERT_FACTOR * strong.budget.rollouts
    assert expert.budget.nodes == strong.budget.nodes


def test_a_game_names_its_expert_its_own_counts():
    from game.ai.aluette import worlds
    from game.ai.jit import COMPILED
    from game.ai.levels import level_of

    expert = make_player("aluette", "expert", random.Random(1))
    if COMPILED:
        assert expert.budget is worlds.EXPERT_BUDGET
    else:
        assert expert.budget.worlds == level_of("expert").factor * worlds.PLAYOUT_BUDGET.worlds
