"""Exact Coinche card play with every hand known (double-dummy): Belote's solver
on the Coinche core (``core``), valued by the contract's score.  Values are a
team's score minus the other's, the engine's scoring."""

from ..belote.solver import NO_LIMIT, last_nodes, tables, tricks_left
from ..jit import build
from ..solver import GaveUp
from .core import INDEX, PACK, SUITS, state

CORE = "game.ai.coinche.core"


def contract_of(deal):
    """``(value, attackers' team, factor)`` of a deal in its card play."""
    value, _suit, bidder = deal.contract
    return value, bidder % 2, deal.factor


def row_of(deal):
    """The core's state row of an engine deal in its card play."""
    hands = [sum(1 << INDEX[c] for c in deal.hands[s]) for s in range(4)]
    trick = [INDEX[c] for c in deal.trick]
    belote_team = None if deal.belote_seat is None else deal.belote_seat % 2
    return state(hands, deal.current_player, trick, deal.win_seat if trick else -1,
                 INDEX[deal.win_card] if trick else -1, deal.points, deal.tricks_won,
                 SUITS.index(deal.trump), contract_of(deal), belote_team)


def value_of(row, nodes=None):
    """Team 0's exact score minus team 1's from a state row, or None past ``nodes``."""
    core = build(CORE)
    tb = tables()
    v = core.solve_value(row, tb.rows, tb.key, tb.lo, tb.hi, tb.moves, tb.rep, tb.frames, tb.count,
                         NO_LIMIT if nodes is None else nodes)
    return None if v > core.HIGH else int(v)


def values_of(row, nodes=None):
    """``{card number: team 0's exact score minus team 1's}`` for each legal card, or None
    past ``nodes``."""
    core = build(CORE)
    tb = tables()
    legal = core.solve_moves(row, tb.rows, tb.key, tb.lo, tb.hi, tb.moves, tb.rep, tb.frames, tb.count,
                             tb.values, NO_LIMIT if nodes is None else nodes)
    if legal < 0:
        return None
    return {c: int(tb.values[c]) for c in range(32) if legal >> c & 1}


def solve(deal, seat, nodes=None, cancel=None):
    """The exact value of a deal in play for ``seat`` (its team's score minus the other's);
    raises GaveUp past ``nodes``."""
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


__all__ = ["CORE", "GaveUp", "INDEX", "PACK", "contract_of", "last_nodes", "row_of", "solve", "solve_moves",
           "tricks_left", "value_of", "values_of"]
