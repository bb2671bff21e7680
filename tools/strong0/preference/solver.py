"""Exact Preference card play with every hand known (double-dummy), on the
rules core (``core``): an engine deal in its card play becomes one state row,
and the core's alpha-beta values it or each of its legal cards.

The declarer plays against the defence: the defenders play together for
their joint result (the declarer's loss, as every settlement sums to zero
with the pot shared three ways), and a defender asking for its own value gets
the best of that for itself.  Values are the engine's settlement for the
seat: change of balance plus a third of the pot's change.
"""

import threading

from ..jit import build
from ..solver import GaveUp
from .core import DECL, INDEX, PACK, SUITS, Tables, decode, state

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


def row_of(deal, seat=None):
    """The core's state row of an engine deal in its card play, its search for
    ``seat``'s side (default: the declarer's)."""
    hands = [sum(1 << INDEX[c] for c in deal.hands[s]) for s in range(3)]
    trick = [INDEX[c] for c in deal.trick]
    d = deal.declarer
    return state(hands, deal.current_player, trick, deal.win_seat if trick else -1,
                 INDEX[deal.win_card] if trick else -1, deal.tricks_won, SUITS.index(deal.trump), d,
                 tuple(deal.active), d if seat is None else seat,
                 hearts=deal.contract == "hearts", four_aces=deal.declarer_aces == 4,
                 no_aces=bool(deal.no_aces), host=deal.host,
                 defend=[x == "defend" for x in deal.defence])


def _seat(row, seat):
    return int(row[DECL]) if seat is None else seat


def value_of(row, nodes=None, seat=None):
    """``seat``'s exact value (balance units; default the declarer) from a
    state row, or None past ``nodes``."""
    core = build(CORE)
    tb = tables()
    seat = _seat(row, seat)
    v = core.solve_value(row, seat, tb.rows, tb.key, tb.lo, tb.hi, tb.move, tb.moves, tb.leaves, tb.frames,
                         tb.count, tb.outcomes, NO_LIMIT if nodes is None else nodes)
    if v > core.HIGH:
        return None
    return decode(int(v), seat, int(row[DECL]))


def values_of(row, nodes=None, seat=None):
    """``{card number: seat's exact value}`` for each legal card of a state
    row, or None past ``nodes``."""
    core = build(CORE)
    tb = tables()
    seat = _seat(row, seat)
    legal = core.solve_moves(row, seat, tb.rows, tb.key, tb.lo, tb.hi, tb.move, tb.moves, tb.leaves,
                             tb.frames, tb.count, tb.outcomes, tb.values, NO_LIMIT if nodes is None else nodes)
    if legal < 0:
        return None
    d = int(row[DECL])
    return {c: decode(int(tb.values[c]), seat, d) for c in range(32) if legal >> c & 1}


def last_nodes():
    """Nodes the last solve of this thread searched."""
    return int(tables().count[0])


def tricks_left(deal):
    """Tricks still to finish, the one in progress included."""
    return len(deal.hands[deal.current_player])


def solve(deal, seat, nodes=None, cancel=None):
    """The exact value of a deal in play for ``seat``; raises GaveUp past ``nodes``."""
    v = value_of(row_of(deal, seat), nodes, seat)
    if v is None:
        raise GaveUp
    return v


def solve_moves(deal, seat, nodes=None, cancel=None):
    """``{card: exact value for seat}`` for every legal card of the player to
    act (``seat`` or another); raises GaveUp."""
    values = values_of(row_of(deal, seat), nodes, seat)
    if values is None:
        raise GaveUp
    return {PACK[c]: v for c, v in values.items()}


__all__ = ["GaveUp", "INDEX", "PACK", "row_of", "solve", "solve_moves", "tricks_left", "value_of",
           "values_of"]
