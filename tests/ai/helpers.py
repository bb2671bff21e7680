"""Shared helpers for the computer-player tests."""

import os
import random

from game.ai import make_player
from game.ai.levels import LEVELS, level_of
from game.ai.search import Budget
from game.engine import GAMES, new_deal

#: how long a test waits in real time for a worker's answer before it calls it a hang: a guard
#: only, far above any answer's time on a loaded machine (no answer depends on it)
PATIENCE = float(os.environ.get("CARDAVIA_TEST_PATIENCE", "900"))

TINY = Budget(worlds=3, seconds=None, min_worlds=3, nodes=3000)
SMALL = Budget(worlds=4, seconds=None, min_worlds=4, nodes=6000)  # the expert's, kept small for tests


def player(game, level, seed):
    spec = level_of(level)
    options = {"budget": SMALL if spec.factor > 1 else TINY} if spec.searches else {}
    return make_player(game, level, random.Random(seed), **options)


def states(game, deals, seed=0, level="easy"):
    """Deals stopped at every decision of ``deals`` seeded games (yields the live deal)."""
    for k in range(deals):
        deal = new_deal(game, seed=seed * 1000 + k, dealer=k % new_deal(game, seed=0).n_players)
        players = [player(game, level, 100 * k + s) for s in range(deal.n_players)]
        while deal.current_player is not None:
            yield deal
            s = deal.current_player
            deal.apply(players[s].choose(deal.observation(s)))


__all__ = ["GAMES", "LEVELS", "SMALL", "TINY", "player", "states"]
