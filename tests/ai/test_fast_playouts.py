"""The compact-state playouts of the strong level against the engine and the normal players."""

import random

import pytest

from game.ai import make_player
from game.ai.aluette import AluetteHeuristic
from game.ai.aluette.worlds import Knowledge as AluetteKnowledge
from game.ai.aluette.fast import card_of
from game.ai.aluette.fast import play_out as aluette_play_out
from game.ai.belote import BeloteHeuristic
from game.ai.belote.fast import PACK as BELOTE_PACK
from game.ai.belote.fast import play_out as belote_play_out
from game.ai.belote.worlds import Knowledge as BeloteKnowledge
from game.ai.coinche.worlds import Knowledge as CoincheKnowledge
from game.ai.preference import PreferenceHeuristic
from game.ai.preference.fast import PACK as PREFERENCE_PACK
from game.ai.preference.fast import play_out as preference_play_out
from game.ai.preference.worlds import Knowledge as PreferenceKnowledge
from game.ai.search import Budget, SearchPlayer
from game.engine import new_deal
from game.engine.aluette import STRENGTH


def normal_deal(game, seed, moves):
    """A seeded deal played by the normal players into its card play, then ``moves`` more."""
    n = 3 if game == "preference" else 4
    deal = new_deal(game, seed=seed, dealer=seed % n)
    players = [make_player(game, "normal", random.Random(seed * n + s)) for s in range(n)]
    while deal.current_player is not None and getattr(deal, "phase", "play") != "play":
        s = deal.current_player
        deal.apply(players[s].choose(deal.observation(s)))
    for _ in range(moves):
        if deal.current_player is None:
            break
        s = deal.current_player
        deal.apply(players[s].choose(deal.observation(s)))
    return deal


def team_difference(deal):
    score = deal.result()["score"]
    return score[0] - score[1]


def test_belote_compact_playout_is_legal_and_scores_as_the_engine():
    played = agreed = checked = 0
    for seed in range(60):
        deal = normal_deal("belote", seed, seed % 11)
        if deal.current_player is None:
            continue
        record = []
        value = belote_play_out(deal.clone(), record=record)
        replay = deal.clone()
        normal = BeloteHeuristic("normal", random.Random(0))
        for c in record:
            card = BELOTE_PACK[c]
            legal = replay.legal_actions()
            assert card in legal
            if len(legal) > 1:
                checked += 1
                agreed += normal.choose(replay.observation(replay.current_player)) == card
            replay.apply(card)
        assert replay.current_player is None
        assert value == team_difference(replay)
        played += 1
    assert played >= 40
    # the normal player reads a little more (the announced Belote pair, the turned card)
    assert agreed >= 0.98 * checked


def test_belote_compact_playout_hands_the_last_tricks_to_the_solver():
    from game.ai.belote.solver import solve

    for seed in range(12):
        deal = normal_deal("belote", 500 + seed, 4)
        if deal.current_player is None:
            continue
        # seven cards each: the habits play on to four, then the solver decides
        record = []
        value = belote_play_out(deal.clone(), solve_tricks=4, record=record)
        replay = deal.clone()
        for c in record:
            replay.apply(BELOTE_PACK[c])
        assert len(replay.hands[replay.current_player]) == 4
        assert value == solve(replay, 0)


def test_aluette_compact_playout_is_the_normal_player_and_scores_as_the_engine():
    for seed in range(80):
        deal = normal_deal("aluette", seed, seed % 30)
        record = []
        value = aluette_play_out(deal.clone(), record=record)
        replay = deal.clone()
        normal = AluetteHeuristic("normal", random.Random(0))
        for s in record:
            card = card_of(replay.hands[replay.current_player], s)
            assert card in replay.legal_actions()
            assert STRENGTH[normal.choose(replay.observation(replay.current_player))] == s
            replay.apply(card)
        # the compact state stops once the deal's value is settled
        while replay.current_player is not None:
            replay.apply(replay.legal_actions()[0])
        assert value == AluetteKnowledge.value(replay.result(), 0)


def test_preference_compact_playout_is_the_normal_player_and_settles_as_the_engine():
    played = 0
    for seed in range(120):
        deal = normal_deal("preference", seed, seed % 12)
        if deal.current_player is None:
            continue
        seat = seed % 3
        record = []
        value = preference_play_out(deal.clone(), seat, record=record)
        replay = deal.clone()
        normal = PreferenceHeuristic("normal", random.Random(0))
        for c in record:
            card = PREFERENCE_PACK[c]
            legal = replay.legal_actions()
            assert card in legal
            if len(legal) > 1:
                assert normal.choose(replay.observation(replay.current_player)) == card
            replay.apply(card)
        # a last trick of single cards plays itself
        while replay.current_player is not None:
            assert len(replay.legal_actions()) == 1
            replay.apply(replay.legal_actions()[0])
        assert value == pytest.approx(PreferenceKnowledge.value(replay.result(), seat))
        played += 1
    assert played >= 60


class _EnginePlayouts:
    """A game's knowledge with the compact playouts switched off."""

    @staticmethod
    def fast_ready(deal):
        return False


@pytest.mark.parametrize("game,knowledge", [
    ("aluette", AluetteKnowledge), ("belote", BeloteKnowledge), ("coinche", CoincheKnowledge),
    ("preference", PreferenceKnowledge),
])
def test_search_values_are_those_of_the_engine_playouts(game, knowledge):
    slow = type("Slow", (_EnginePlayouts, knowledge), {})
    budget = Budget(worlds=3, rollouts=None, min_worlds=3, seconds=None)
    compared = 0
    for seed in range(6):
        deal = normal_deal(game, 900 + seed, 5 + seed)
        if deal.current_player is None:
            continue
        obs = deal.observation(deal.current_player)
        if len(obs["legal_actions"]) < 2:
            continue
        fast = SearchPlayer(knowledge, random.Random(1), budget).analyse(obs, random.Random(2))
        engine = SearchPlayer(slow, random.Random(1), budget).analyse(obs, random.Random(2))
        assert fast.keys() == engine.keys()
        for action in fast:
            assert fast[action] == pytest.approx(engine[action]), action
        compared += 1
    assert compared >= 2
