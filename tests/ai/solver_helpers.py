"""Small seeded positions for the exact solvers, and brute force through the engine."""

import random

from game.engine import new_deal


def brute(deal, side, value):
    """Minimax over every legal action straight through the engine: ``side(seat)``
    tells whether a seat maximizes, ``value(deal)`` scores a finished deal."""
    if deal.current_player is None:
        return value(deal)
    out = []
    for action in deal.legal_actions():
        child = deal.clone()
        child.apply(action)
        out.append(brute(child, side, value))
    return max(out) if side(deal.current_player) else min(out)


def position(game, seed, cards_left, play_phase=lambda deal: True, mid_trick=False):
    """A deal played at random until the player to act holds ``cards_left`` cards
    (and, with ``mid_trick``, a trick is under way)."""
    rng = random.Random(f"{game}:{seed}")
    for _ in range(400):
        deal = new_deal(game, seed=rng.getrandbits(32), dealer=rng.randrange(deal_players(game)))
        while deal.current_player is not None:
            if play_phase(deal) and len(deal.hands[deal.current_player]) <= cards_left:
                if not mid_trick or deal.trick:
                    return deal
            deal.apply(rng.choice(deal.legal_actions()))
    raise AssertionError("no position found")


def deal_players(game):
    return 3 if game == "preference" else 2 if game == "schnapsen" else 4
