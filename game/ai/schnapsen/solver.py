"""Exact Schnapsen values of engine deals whose every card is known (a
sampled world): the compiled alpha-beta of ``alphabeta`` on the ``core``
state, for the search, the coach's judge (``tools/dd_loss.py``) and the
benchmarks.

Once the stock is exhausted or closed nobody draws again and the deal is
solved outright; before that the world's own stock order is searched, to
its end or ``depth`` moves ahead.  Values are the deal's outcome in game
points for one seat: +1..+3 when it wins, -1..-3 when it loses (a depth-
limited value lies in between).
"""

from .alphabeta import EXACT, HIGH, LOW, SCALE, GaveUp, Searcher  # noqa: F401 (GaveUp re-exported)
import numpy as np

from ..jit import build
from .core import CLOSE, MOVER, action_of, apply, legal, move_buffer, value_for
from .core import from_deal as state_of

_SEARCHER = None


def searcher():
    """The process's shared searcher (its table keeps exact values between solves)."""
    global _SEARCHER
    if _SEARCHER is None:
        _SEARCHER = Searcher()
    return _SEARCHER


def _sign(seat):
    return 1 if seat == 0 else -1


def solve(deal, seat, nodes=None, cancel=None, memo=None, depth=EXACT):
    """The value of ``deal`` for ``seat`` in game points (exact at the
    default ``depth``); raises GaveUp past ``nodes``."""
    v = searcher().value(state_of(deal), depth, nodes)
    return _sign(seat) * v / SCALE if depth < EXACT else _sign(seat) * v // SCALE


def children(s):
    """``[(move, next state)]`` of a live state."""
    out = move_buffer()
    n = legal(s, out)
    kids = []
    for i in range(n):
        child = s.copy()
        apply(child, out[i])
        kids.append((int(out[i]), child))
    return kids


def solve_moves(deal, seat, nodes=None, cancel=None, depth=EXACT):
    """``{action: value for seat}`` for the player to act; raises GaveUp."""
    out = {}
    sign = _sign(seat)
    for move, child in children(state_of(deal)):
        if child[MOVER] < 0:
            v = value_for(child, 0)
        else:
            v = searcher().value(child, depth, nodes)
            v = v / SCALE if depth < EXACT else v // SCALE
        out[action_of(move)] = sign * v
    return out


def last_draw(deal):
    """The follower's turn in the last trick with the stock open: once it plays,
    the last face-down card and the trump card are drawn and nobody draws again."""
    return not deal.strict and deal.stock_left == 2 and bool(deal.trick)


def solve_last_draw(deal, seat, nodes=None, cancel=None, memo=None):
    """The exact value for ``seat`` of a deal at :func:`last_draw` (the
    world fixes the last face-down card); raises GaveUp."""
    return solve(deal, seat, nodes)


class Endgame:
    """A compact position's moves, successors and value (``tools/bench_ai.py``)."""

    def __init__(self, nodes=None):
        self.limit = nodes
        self.nodes = 0
        self._moves = move_buffer()

    def moves(self, s):
        n = legal(s, self._moves)
        return [int(self._moves[i]) for i in range(n)]

    def play(self, s, move):
        """The next state, or ``("end", value for seat 0)``."""
        child = s.copy()
        apply(child, move)
        if child[MOVER] < 0:
            return ("end", int(value_for(child, 0)))
        return child

    def value(self, s):
        search = Searcher(bits=12)
        v = search.value(s, EXACT, self.limit)
        self.nodes = search.nodes
        return v // SCALE


def from_deal(deal, nodes=None, cancel=None, memo=None):
    """``(Endgame, state)`` for an engine Schnapsen deal."""
    return Endgame(nodes), state_of(deal)


# -- every root action of a sampled world in one search (the strong and expert levels) --

CORE = "game.ai.schnapsen.alphabeta"
#: the transposition table of one world's search: small, as it is made afresh per world
WORLD_TABLE_BITS = 15


def _search(ab, table, work, s, depth, nodes):
    """``ab.search`` of live state ``s`` (nobody closes below it); None past ``nodes``."""
    rows, moves, scores, counters = work
    counters[0] = 0
    counters[1] = nodes
    counters[2] = 0
    counters[3] = 0
    with np.errstate(over="ignore"):  # the plain twin hashes numpy scalars: wrapping is meant
        v = ab.search(s, 1, depth, LOW - 1, HIGH + 1, rows, moves, scores, counters, *table)
    return None if counters[2] else int(v)


def world_values(world, moves, depth, nodes, fallback=None):
    """``[value for seat 0 or None]`` of each core move in ``moves`` played in
    ``world`` (a sampled deal, its stock in its own order), in game points:
    exact once nobody draws, else searched ``depth`` moves ahead with the
    evaluation at the horizon.  None for a move whose search ran past
    ``nodes`` (or which closes: see Knowledge.world_values); with
    ``fallback`` such a move is searched again that many moves ahead first.
    Runs on the compiled core once it is warm, else on its plain-Python twin."""
    ab = build(CORE)
    table = ab.new_table(WORLD_TABLE_BITS)
    work = ab.new_work()
    root = state_of(world)
    out = []
    for move in moves:
        if move == CLOSE:
            out.append(None)
            continue
        child = root.copy()
        ab.apply(child, move)
        if child[MOVER] < 0:
            out.append(float(ab.value_for(child, 0)))
            continue
        v = _search(ab, table, work, child, depth, nodes)
        if v is None and fallback is not None and fallback < depth:
            v = _search(ab, table, work, child, fallback, nodes)
        out.append(None if v is None else v / SCALE)
    return out
