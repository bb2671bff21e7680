"""Alpha-beta over Schnapsen's compact core (``core``), compiled by numba.

With every card known — a sampled world, the stock in its world's own
order — the deal is a game of perfect information.  Once the stock is gone
or closed nobody draws again and the search is exact; before that it looks
``depth`` moves ahead and values the positions at its horizon by their
points and cards (:func:`evaluate`), unless the deal ends first.

Values are for seat 0, in hundredths of a game point (``SCALE``): an exact
value is ``±100..±300``.  A transposition table holds the bounds found per
position (two 64-bit keys: hands, card led, scores, marriages, the stock's
state and a fold of the cards still in the stock, and the close), with the
depth they were searched to; a value found exactly is stored at ``EXACT``.
Moves are ordered so that cutoffs come early: a trick taken by the highest
winning card, else the cheapest card given; marriages and trumps led
first.  No two Schnapsen cards are equivalent (every rank counts its own
points, and K and Q also marry), so no moves are merged.
"""

import math

import numpy as np

from ..jit import COMPILED, njit
from .core import (
    CLOSE,
    CLOSER,
    COPP,
    CTRICK,
    EXCHANGE,
    H0,
    H1,
    LEAD,
    LEFT,
    MA0,
    MA1,
    MARRY,
    MAX_MOVES,
    MOVER,
    PE0,
    PE1,
    PT0,
    PT1,
    RANK_VALUE,
    SIZE,
    STOCK,
    STOCK_SIZE,
    STRICT,
    TCARD,
    TRUMP,
    TW0,
    TW1,
    apply,
    beats,
    legal,
    popcount,
    suit_mask,
    value_for,
)

SCALE = 100
LOW, HIGH = -3 * SCALE, 3 * SCALE
EXACT = 99  # the depth an exact value is stored at
MAX_PLY = 32
TABLE_BITS = 18 if COMPILED else 16
# the search's counters: nodes spent, node limit, gave up, closing searched below the root
NODES, LIMIT, GAVE_UP, CLOSING = 0, 1, 2, 3


def new_table(bits=TABLE_BITS):
    """An empty transposition table: (key 1, key 2, lower, upper, depth) per slot."""
    n = 1 << bits
    if COMPILED:
        return (np.zeros(n, np.int64), np.full(n, -1, np.int64), np.zeros(n, np.int64),
                np.zeros(n, np.int64), np.zeros(n, np.int64))
    return [0] * n, [-1] * n, [0] * n, [0] * n, [0] * n


def new_work():
    """Scratch rows for the search: a state and a move list per ply, and the counters."""
    if COMPILED:
        return (np.zeros((MAX_PLY, SIZE), np.int64), np.zeros((MAX_PLY, MAX_MOVES), np.int64),
                np.zeros((MAX_PLY, MAX_MOVES), np.int64), np.zeros(4, np.int64))
    return ([[0] * SIZE for _ in range(MAX_PLY)], [[0] * MAX_MOVES for _ in range(MAX_PLY)],
            [[0] * MAX_MOVES for _ in range(MAX_PLY)], [0] * 4)


@njit
def keys(s, closing):
    """The two table keys of a live state (what its value depends on;
    ``closing``: whether closing the stock is searched from it)."""
    k1 = s[H0] | (s[H1] << 20) | ((s[LEAD] + 1) << 40) | (s[MOVER] << 45) | (s[PT0] << 46) | (s[PT1] << 53)
    k2 = (s[PE0] | (s[PE1] << 7) | (min(s[TW0], 1) << 14) | (min(s[TW1], 1) << 15) | (s[MA0] << 16)
          | (s[MA1] << 20) | ((s[CLOSER] + 1) << 33) | (s[COPP] << 35) | (s[CTRICK] << 42)
          | (s[TRUMP] << 43))
    if not s[STRICT]:
        # the stock still matters: how much is left, the trump card and a fold of the cards
        fold = 0
        for i in range(STOCK_SIZE - s[LEFT], 9):
            fold = (fold * 23 + s[STOCK + i] + 1) & 0x1FFFF
        k2 |= (s[LEFT] << 24) | (s[TCARD] << 28) | (fold << 45) | (closing << 62)
    return k1, k2


@njit
def evaluate(s):
    """A live position's value for seat 0 at the search's horizon, from the
    points counted and waiting, the cards in hand and the trumps."""
    trump = suit_mask(s[TRUMP])
    margin = 0.0
    for p in range(2):
        sign = 1.0 if p == 0 else -1.0
        hand = s[H0 + p]
        cards = 0.0
        m = hand
        while m:
            c = 0
            while not (m >> c) & 1:
                c += 1
            m &= m - 1
            cards += RANK_VALUE[c % 5]
        pending = s[PE0 + p] * (1.0 if s[TW0 + p] > 0 else 0.7)
        margin += sign * (s[PT0 + p] + pending + 0.3 * cards + 4.0 * popcount(hand & trump))
    return int(SCALE * 1.5 * math.tanh(margin / 40.0))


@njit
def order(s, moves, scores, n):
    """Sorts ``moves[:n]`` best first for cutoffs."""
    lead = s[LEAD]
    trump = s[TRUMP]
    for i in range(n):
        m = moves[i]
        if lead >= 0:
            v = RANK_VALUE[m % 5]
            sc = 100 + v if beats(m, lead, trump) else 50 - v
        elif m == EXCHANGE:
            sc = 400
        elif m == CLOSE:
            sc = 150
        elif m >= MARRY:
            sc = 300 + (40 if (m - MARRY) // 5 == trump else 20)
        else:
            sc = RANK_VALUE[m % 5] + (30 if m // 5 == trump else 0)
        scores[i] = sc
    for i in range(1, n):
        m = moves[i]
        sc = scores[i]
        j = i - 1
        while j >= 0 and scores[j] < sc:
            moves[j + 1] = moves[j]
            scores[j + 1] = scores[j]
            j -= 1
        moves[j + 1] = m
        scores[j + 1] = sc


@njit
def search(s, ply, depth, alpha, beta, rows, moves, scores, counters, tk1, tk2, tlo, thi, tdep):
    """Fail-soft alpha-beta: the value of live state ``s`` for seat 0
    (exact within ``alpha``..``beta``, else a bound)."""
    counters[NODES] += 1
    if counters[NODES] > counters[LIMIT]:
        counters[GAVE_UP] = 1
        return 0
    strict = s[STRICT]
    need = EXACT if strict else depth
    closing = 1 if counters[CLOSING] or ply == 0 else 0
    k1, k2 = keys(s, closing)
    slot = (k1 ^ (k1 >> 23) ^ (k2 * 40503) ^ (k2 >> 29)) & (len(tk1) - 1)
    lo = LOW
    hi = HIGH
    if tk1[slot] == k1 and tk2[slot] == k2 and tdep[slot] >= need:
        lo = tlo[slot]
        hi = thi[slot]
        if lo >= beta or lo == hi:
            return lo
        if hi <= alpha:
            return hi
    if not strict and depth <= 0:
        return evaluate(s)
    a = alpha if alpha > lo else lo
    b = beta if beta < hi else hi
    a0 = a
    b0 = b
    ms = moves[ply]
    n = legal(s, ms)
    if n and ms[n - 1] == CLOSE and not closing:
        n -= 1
    order(s, ms, scores[ply], n)
    maximize = s[MOVER] == 0
    best = LOW - 1 if maximize else HIGH + 1
    child = rows[ply]
    for i in range(n):
        child[:] = s
        apply(child, ms[i])
        if child[MOVER] < 0:
            v = SCALE * value_for(child, 0)
        else:
            v = search(child, ply + 1, depth - 1, a, b, rows, moves, scores, counters, tk1, tk2, tlo, thi,
                       tdep)
            if counters[GAVE_UP]:
                return 0
        if maximize:
            if v > best:
                best = v
                if v > a:
                    a = v
        elif v < best:
            best = v
            if v < b:
                b = v
        if a >= b:
            break
    if best <= a0:
        lo = LOW
        hi = best
    elif best >= b0:
        lo = best
        hi = HIGH
    else:
        lo = best
        hi = best
    if tk1[slot] == k1 and tk2[slot] == k2 and tdep[slot] == need:
        # the same search again: narrow the bounds already known
        if tlo[slot] > lo:
            lo = tlo[slot]
        if thi[slot] < hi:
            hi = thi[slot]
    tk1[slot] = k1
    tk2[slot] = k2
    tlo[slot] = lo
    thi[slot] = hi
    tdep[slot] = need
    return best


class GaveUp(Exception):
    """The node budget ran out before an answer."""


class Searcher:
    """One table and scratch space for many searches (one decision's worlds):
    a value found is the same whatever world asked for it."""

    def __init__(self, bits=TABLE_BITS):
        self.table = new_table(bits)
        self.rows, self.moves, self.scores, self.counters = new_work()
        self.nodes = 0

    def value(self, s, depth=EXACT, nodes=None, alpha=LOW - 1, beta=HIGH + 1, closing=True):
        """The value of live state ``s`` for seat 0 (hundredths of a game
        point) searched ``depth`` moves ahead of the drawing (exact once the
        stock is gone or closed); raises GaveUp past ``nodes``.

        Without ``closing`` nobody closes the stock below the root: a close
        searched with both hands in view would be valued as if the closer
        saw the other hand, which at the table it never does."""
        c = self.counters
        c[NODES] = 0
        c[LIMIT] = (1 << 62) if nodes is None else nodes
        c[GAVE_UP] = 0
        c[CLOSING] = 1 if closing else 0
        if COMPILED and not isinstance(s, np.ndarray):
            s = np.asarray(s, dtype=np.int64)
        v = search(s, 0, depth, alpha, beta, self.rows, self.moves, self.scores, c, *self.table)
        self.nodes += int(c[NODES])
        if c[GAVE_UP]:
            raise GaveUp
        return int(v)


def warm():
    """Compiles the core and the search (or loads them from numba's cache):
    a worker calls it while the menus show, so no decision waits for it."""
    from game.engine import new_deal

    from .core import from_deal

    deal = new_deal("schnapsen", seed=0)
    Searcher(bits=8).value(from_deal(deal), depth=2)
