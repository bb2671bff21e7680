"""``--demo GAME``: the computer plays a whole match at the real table."""

from __future__ import annotations


def check_option(game):
    """Refuse an unknown ``--demo`` game when the options are read, before any window opens."""
    from game.engine import GAMES

    if game not in GAMES:
        raise ValueError(f"expected one of {', '.join(GAMES)}, not {game!r}")


def from_option(app, game):
    from .table import demo_table

    return demo_table(app, game)
