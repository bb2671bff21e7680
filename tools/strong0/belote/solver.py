"""Exact Belote card play with every hand known (double-dummy), on the rules
core (``core``): an engine deal in its card play becomes one state row, and
the core's alpha-beta values it or each of its legal cards.  Values are a
team's score minus the other's, the engine's scoring."""

import threading

from ..jit import build
from ..solver import GaveUp
from .core import INDEX, PACK, SUITS, Tables, state

CORE = __package__ + ".core"  # this copy's own core, compiled and cached apart
#: the node budget of a solve without one
NO_LIMIT = 1 << 62

_local = threading.local()


def tables():
    """This thread's solver work arrays."""
    tb = getattr(_local, "tables", None)
    if tb is None:
        tb = _local.tables = Tables()
    return tb


def row_of(deal):
    """The core's state row of an engine deal in its card play."""
    hands = [sum(1 << INDEX[c] for c in deal.hands[s]) for s in range(4)]
    trick = [INDEX[c] for c in deal.trick]
    belote_team = None if deal.belote_seat is None else deal.belote_seat % 2
    return state(hands, deal.current_player, trick, deal.win_seat if trick else -1,
                 INDEX[deal.win_card] if trick else -1, deal.points, deal.tricks_won,
                 SUITS.index(deal.trump), deal.taker, belote_team)


def value_of(row, nodes=None):
    """Team 0's exact score minus team 1's from a state row, or None past ``nodes``."""
    core = build(CORE)
    tb = tables()
    v = core.solve_value(row, tb.rows, tb.key, tb.lo, tb.hi, tb.moves, tb.rep, tb.frames, tb.count,
                         NO_LIMIT if nodes is None else nodes)
    return None if v > core.HIGH else int(v)


def values_of(row, nodes=None):
    """``{card number: team 0's exact score minus team 1's}`` for each legal
    card of a state row, or None past ``nodes``."""
    core = build(CORE)
    tb = tables()
    legal = core.solve_moves(row, tb.rows, tb.key, tb.lo, tb.hi, tb.moves, tb.rep, tb.frames, tb.count,
                             tb.values, NO_LIMIT if nodes is None else nodes)
    if legal < 0:
        return None
    return {c: int(tb.values[c]) for c in range(32) if legal >> c & 1}


def last_nodes():
    """Nodes the last solve of this thread searched."""
    return int(tables().count[0])


def tricks_left(deal):
    """Tricks still to finish, the one in progress included."""
    return len(deal.hands[deal.current_player])


def solve(deal, seat, nodes=None, cancel=None):
    """The exact value of a deal in play for ``seat`` (its team's score minus
    the other's); raises GaveUp past ``nodes``."""
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


__all__ = ["GaveUp", "INDEX", "PACK", "row_of", "solve", "solve_moves", "tricks_left", "value_of",
           "values_of"]
