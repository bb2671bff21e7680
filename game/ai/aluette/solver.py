"""Aluette card play with every hand known (double-dummy), on the rules core
(``core``): an engine deal in play becomes one state row, and the core's
alpha-beta values each of its legal cards, exactly or to a horizon of tricks
with the core's evaluation beyond.  Values are team 0's match points minus
team 1's: the deal winner's team takes 1, 2 for a Mordienne, nobody any when
every trick was spoiled."""

import importlib
import threading

from game.engine.aluette import N_TRICKS

from ..jit import COMPILED, build
from ..solver import GaveUp
from .core import INDEX, PACK, Tables, state

CORE = "game.ai.aluette.core"
#: the node budget of a solve without one
NO_LIMIT = 1 << 62

_local = threading.local()


def tables():
    """This thread's solver work arrays (its transposition table stays true between solves)."""
    tb = getattr(_local, "tables", None)  # None after reset_tables()
    if tb is None:
        tb = _local.tables = Tables()
    return tb


def reset_tables():
    """Forget this thread's transposition table (tests comparing two builds)."""
    _local.tables = None


def compiled():
    """Is the compiled core the one playing now (not its plain-Python twin)?"""
    return COMPILED and build(CORE) is importlib.import_module(CORE)


def row_of(deal):
    """The core's state row of an engine deal in play."""
    counts = [0, 0, 0, 0]
    reach = [-1, -1, -1, -1]
    last, run = -1, 0
    for i, (_leader, _cards, w) in enumerate(deal.tricks):
        if w is None:
            last, run = -1, 0
            continue
        counts[w] += 1
        reach[w] = i
        if w == last:
            run += 1
        else:
            last, run = w, 1
    hands = [sum(1 << INDEX[c] for c in h) for h in deal.hands]
    gone = sum(1 << INDEX[c] for _leader, cards, _w in deal.tricks for c in cards)
    gone |= sum(1 << INDEX[c] for c in deal.trick)
    return state(hands, deal.current_player, [INDEX[c] for c in deal.trick], deal.leader, counts, reach,
                 last, run, len(deal.tricks), gone)


def values_of(row, nodes=None, horizon=N_TRICKS):
    """``{card number: team 0's match points minus team 1's}`` for each legal card
    of a state row, searched to ``horizon`` tricks done; None past ``nodes``."""
    core = build(CORE)
    tb = tables()
    legal = core.solve_moves(row, horizon, tb.rows, tb.k1, tb.k2, tb.dat, tb.moves, tb.rep, tb.frames,
                             tb.count, tb.values, NO_LIMIT if nodes is None else nodes)
    if legal < 0:
        return None
    return {c: int(tb.values[c]) for c in range(48) if legal >> c & 1}


def deep_values(row, nodes, foresight=0):
    """``({card number: value}, horizon reached)``: the deepest search of a state row
    that fits ``nodes`` (iterative deepening, one trick at a time; horizon 9 is
    exact), or ``(None, -1)`` when not even the current trick fits.  ``foresight``
    (a percentage, see ``core.solve_deep``; 0: off) skips a horizon foretold not
    to fit instead of searching it until the nodes run out."""
    core = build(CORE)
    tb = tables()
    reached = core.solve_deep(row, tb.rows, tb.k1, tb.k2, tb.dat, tb.moves, tb.rep, tb.frames, tb.count,
                              tb.values, tb.scratch, nodes, int(foresight))
    if reached < 0:
        return None, -1
    legal = int(row[core.H0 + int(row[core.MOVER])])
    return {c: int(tb.values[c]) for c in range(48) if legal >> c & 1}, int(reached)


def value_of(row, nodes=None):
    """Team 0's exact value of a state row, or None past ``nodes``."""
    values = values_of(row, nodes)
    if values is None:
        return None
    best = max if int(row[4]) % 2 == 0 else min
    return best(values.values())


def last_nodes():
    """Nodes the last solve of this thread searched."""
    return int(tables().count[0])


def tricks_left(deal):
    """Tricks still to finish, the one in progress included."""
    return N_TRICKS - len(deal.tricks)


def solve(deal, seat, nodes=None, cancel=None):
    """The exact value of a deal in play for ``seat`` (its team's match points
    minus the other's); raises GaveUp past ``nodes``."""
    v = value_of(row_of(deal), nodes)
    if v is None:
        raise GaveUp
    return v if seat % 2 == 0 else -v


def solve_moves(deal, seat, nodes=None, cancel=None):
    """``{card: exact value for seat}`` for every legal card; raises GaveUp."""
    values = values_of(row_of(deal), nodes)
    if values is None:
        raise GaveUp
    sign = 1 if seat % 2 == 0 else -1
    return {PACK[c]: sign * v for c, v in values.items()}


__all__ = ["CORE", "GaveUp", "deep_values", "row_of", "solve", "solve_moves", "tricks_left", "value_of",
           "values_of"]
