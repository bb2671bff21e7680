"""``--demo GAME``: the computer plays a whole match at the real table."""

from __future__ import annotations


def from_option(app, game):
    from .table import demo_table

    return demo_table(app, game)
