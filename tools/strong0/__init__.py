"""A frozen copy of the compiled strong player as it stood when the rules
cores had landed (the fast yardstick beside ``tools/baseline``): the arena
measures the current players against it (``--a strong --b strong0``), and
``tools/dd_loss.py --levels strong0`` judges its card play.

It is the search of ``game/ai`` copied whole with its compiled cores (they
compile and are cached apart from the game's own, on first use), so it costs
what the strong level cost then: tens of milliseconds a decision, not the
half second of the pure-Python ``baseline``.  Kept as it was on purpose: do
not improve it.  It reads the same observation schema as the current players.
"""

import importlib

#: set to play on the plain-Python build of the copy's cores (as the game's own switch)
PURE_ENV = "CARDAVIA_PURE_PYTHON"

GAMES = ("aluette", "belote", "preference", "schnapsen")


def make_player(game, rng, level="strong", **options):
    """The frozen strong (or expert) player of ``game``."""
    if game not in GAMES:
        raise ValueError(f"no strong0 player for {game!r}")
    return importlib.import_module(f"{__name__}.{game}").make_player(level, rng, **options)


def warm(game):
    """Compile (or load from the cache) the copy's core for ``game`` now."""
    from . import jit

    solver = importlib.import_module(f"{__name__}.{game}.solver")
    return jit.warm(solver.CORE)
