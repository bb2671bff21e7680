"""Shared helpers for the computer-player tests."""

import json
import random

from game.ai import make_player
from game.ai.search import Budget
from game.engine import GAMES, new_deal, replay

LEVELS = ("random", "easy", "normal", "strong")
TINY = Budget(worlds=3, seconds=None, min_worlds=3)


def player(game, level, seed):
    options = {"budget": TINY} if level == "strong" else {}
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


def twin_with_other_hidden_cards(deal, seat, rng, tries=60):
    """A deal whose ``observation(seat)`` equals this one's but whose hidden
    cards differ (two unseen cards swapped in the deck), or None."""
    obs = deal.observation(seat)
    text = json.dumps(obs)
    record = deal.record()
    deck = record["deck"]
    unseen = [i for i, c in enumerate(deck) if f'"{c}"' not in text]
    for _ in range(tries):
        if len(unseen) < 2:
            return None
        i, j = rng.sample(unseen, 2)
        other = list(deck)
        other[i], other[j] = other[j], other[i]
        try:
            twin = replay(dict(record, deck=other))
        except ValueError:
            continue
        if twin.observation(seat) == obs and [twin.hands[s] for s in range(deal.n_players)] != [
            deal.hands[s] for s in range(deal.n_players)
        ]:
            return twin
    return None


__all__ = ["GAMES", "LEVELS", "TINY", "player", "states", "twin_with_other_hidden_cards"]
