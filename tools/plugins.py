"""``--plugin MODULE`` for the tools: import a module that registers a game at run
time (``game.engine.register_game``) before the tool reads the list of games, so
the game is benchmarked, played or checked like the games that ship.

MODULE is a dotted import name or the path of a ``.py`` file (its folder is put
on ``sys.path``, so worker processes import it by the same name).
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys


def load(names):
    """Import each plugin module; the names to hand to worker processes."""
    loaded = []
    for name in names:
        if name.endswith(".py"):
            folder, file = os.path.split(os.path.abspath(name))
            if folder not in sys.path:
                sys.path.append(folder)
            name = file[:-3]
        importlib.import_module(name)
        loaded.append(name)
    return loaded


def preload(argv=None):
    """Import the ``--plugin`` modules named in ``argv`` (before the tool builds its
    options, whose game choices come from the registry); their import names."""
    pre = argparse.ArgumentParser(add_help=False)
    add_option(pre)
    known, _rest = pre.parse_known_args(sys.argv[1:] if argv is None else argv)
    return load(known.plugin)


def add_option(parser):
    parser.add_argument("--plugin", action="append", default=[], metavar="MODULE",
                        help="first import MODULE (a dotted name or a .py file), which registers a game")
