"""The strong level hands the last tricks of a sampled world to the exact solvers."""

import random

import pytest
from solver_helpers import position

from game.ai.aluette import solver as aluette_solver
from game.ai.aluette import worlds as aluette_worlds
from game.ai.belote import solver as belote_solver
from game.ai.belote import worlds as belote_worlds
from game.ai.preference import solver as preference_solver
from game.ai.preference import worlds as preference_worlds
from game.ai.knowledge import Knowledge
from game.ai.search import Budget, SearchPlayer
from game.engine import new_deal

CASES = {
    "belote": (belote_worlds.Knowledge, belote_solver, lambda d: d.phase == "play"),
    "aluette": (aluette_worlds.Knowledge, aluette_solver, lambda d: True),
    "preference": (preference_worlds.Knowledge, preference_solver, lambda d: d.phase == "play"),
}


@pytest.mark.parametrize("game", sorted(CASES))
def test_solved_only_in_the_last_tricks_of_the_card_play(game):
    knowledge, solver, in_play = CASES[game]
    deal = new_deal(game, seed=3)
    assert not knowledge.solved(deal)
    late = position(game, 5, knowledge.solve_tricks, play_phase=in_play)
    assert knowledge.solved(late)
    early = position(game, 5, knowledge.solve_tricks + 2, play_phase=in_play)
    assert not knowledge.solved(early)


@pytest.mark.parametrize("game", sorted(CASES))
def test_exact_gives_the_solver_value_or_none_past_the_node_budget(game):
    knowledge, solver, in_play = CASES[game]
    for seed in range(4):
        deal = position(game, 40 + seed, knowledge.solve_tricks, play_phase=in_play)
        for seat in range(len(deal.hands)):
            assert knowledge.exact(deal, seat, Budget()) == solver.solve(deal, seat)
    deal = position(game, 50, 6, play_phase=in_play)
    assert knowledge.exact(deal, deal.current_player, Budget(nodes=3)) is None


@pytest.mark.parametrize("game", sorted(CASES))
def test_strong_player_decides_inside_the_solved_endgame(game):
    knowledge, _solver, in_play = CASES[game]
    deal = position(game, 60, knowledge.solve_tricks, play_phase=in_play)
    while len(deal.legal_actions()) == 1:
        deal.apply(deal.legal_actions()[0])
    seat = deal.current_player
    solved = []

    class Counting(knowledge):
        @staticmethod
        def exact(world, seat, budget, cancel=None, memo=None):
            value = knowledge.exact(world, seat, budget, cancel, memo=memo)
            solved.append(value)
            return value

    if knowledge.world_values is not Knowledge.world_values:
        # a game that values all of a world's cards in one exact search
        def world_values(world, reps, seat, budget, level):
            values = knowledge.world_values(world, reps, seat, budget, level)
            solved.extend(values if values is not None else [None] * len(reps))
            return values

        Counting.world_values = staticmethod(world_values)

    player = SearchPlayer(Counting, random.Random(1), Budget(worlds=6, min_worlds=6))
    scores = player.analyse(deal.observation(seat))
    assert set(scores) == set(deal.legal_actions())
    assert all(n == 6 for _, n in scores.values())
    # every world and card was valued by the solver, none played out
    groups = knowledge.groups(deal.observation(seat))
    legal = deal.legal_actions()
    reps = len({groups(a) for a in legal}) if groups else len(legal)
    assert len(solved) == 6 * reps and None not in solved
