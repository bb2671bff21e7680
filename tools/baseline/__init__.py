"""A frozen copy of the strong player as it stood before count budgets, the
exact Schnapsen endgame and the expert level: the fixed point the arena
measures the current players against (``--a strong --b baseline``).

Kept as it was on purpose: do not improve it.  It reads the same
observation schema as the current players.
"""

import importlib

GAMES = ("aluette", "belote", "preference", "schnapsen")


def make_player(game, rng):
    """The frozen strong player of ``game``."""
    if game not in GAMES:
        raise ValueError(f"no baseline player for {game!r}")
    return importlib.import_module(f"{__name__}.{game}").make_player("strong", rng)
