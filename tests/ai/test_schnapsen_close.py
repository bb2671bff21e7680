"""How the strong level values closing the stock in a sampled world: the
habits' playout, the exact search of the closed deal, or their mean."""

import random

from helpers import states

from game.ai.schnapsen.solver import solve
from game.ai.schnapsen.worlds import EXPERT, STRONG, Knowledge, _closed


def _worlds_where_closing_is_legal(deals):
    """A world drawn at every decision of seeded deals where closing is legal."""
    out = []
    for k, deal in enumerate(states("schnapsen", deals, seed=9, level="normal")):
        obs = deal.observation(deal.current_player)
        if "close" in obs["legal_actions"]:
            out.append((Knowledge.sample(obs, random.Random(k)), deal.current_player))
    return out


def test_closing_is_valued_by_the_habits_the_search_or_their_mean():
    found = _worlds_where_closing_is_legal(6)
    assert len(found) > 10
    differ = 0
    for world, seat in found:
        habits = _closed(world, seat, STRONG.replaced(close=0))
        seen = _closed(world, seat, STRONG.replaced(close=1))
        closed = world.clone()
        closed.apply("close")
        assert seen == solve(closed, seat)
        assert _closed(world, seat, STRONG.replaced(close=2)) == (habits + seen) / 2
        differ += habits != seen
    assert differ  # the two ways disagree somewhere, or the mean would be no choice


def test_the_levels_close_by_the_mean():
    # tools/schnapsen_judge.py: against the honest reference the mean lost least on closing
    assert STRONG.close == EXPERT.close == 2


def test_twins_get_the_same_close_decision_at_the_levels_own_counts():
    """Honesty at the strong level's own budget (the shared twin test runs on small plain
    budgets, which value a close the old way): where closing is legal, two deals that
    differ only in cards the seat cannot see get the same choice."""
    from test_ai_honesty import twin_decisions

    from game.ai import make_player

    checked = 0
    for k, (obs, twin_obs) in enumerate(twin_decisions("schnapsen", 4, lambda d: "close" in d.legal_actions())):
        assert obs == twin_obs
        mine = make_player("schnapsen", "strong", random.Random(k)).decide(obs, random.Random(k))
        theirs = make_player("schnapsen", "strong", random.Random(k)).decide(twin_obs, random.Random(k))
        assert mine == theirs
        checked += 1
    assert checked == 4
