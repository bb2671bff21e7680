"""The card tables, by mouse or keyboard: one shared table, each game's own part in ``games/``.

Importing this package registers the shared table for every game with
:mod:`game.scenes.tables` (the tradition page then offers *Start game*) and
the function that resumes a saved match (*Continue* on the home screen).
"""

from __future__ import annotations

from game.engine import known_games

from .. import tables
from . import practice  # noqa: F401 - registers the practice table (Replay deal)
from .games import table_game
from .scene import TableScene
from .session import Session


def open_table(app, game):
    options = getattr(app, "options", None)
    seed = getattr(options, "seed", None)
    return TableScene(game, seed=seed)


def resume_table(app, data):
    try:
        session = Session.from_save(data)
    except (ValueError, KeyError, TypeError):
        return None
    return TableScene(session.game, session=session)


def demo_table(app, game):
    """A whole match with the computer in every seat (``--demo GAME``)."""
    if game not in known_games():
        raise SystemExit(f"cardavia: --demo expects one of {', '.join(known_games())}, not {game!r}")
    options = getattr(app, "options", None)
    return TableScene(
        game,
        seed=getattr(options, "seed", None),
        demo=True,
        exit_at_end=bool(getattr(options, "exit_at_end", False)),
        session_deals=table_game(game).demo_deals,
    )


# every registered game, including one added later, is played at the shared table
tables.register_table(None, open_table)
tables.register_resume(resume_table)

__all__ = ["TableScene", "demo_table", "open_table", "resume_table"]
