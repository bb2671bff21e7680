"""Belote card play on integers and bit masks: the one copy of the rules the
computer players use (compiled by numba where it imports, see ``game.ai.jit``).

Cards are numbered by their place in the Belote pack (``PACK``), a hand is a
mask of those numbers, suits are 0..3 in ``SUITS`` order.  A deal in its card
play is one row of ``WIDTH`` integers (``state(...)``, fields ``H0``..``BEL1``);
``play`` changes a row in place, ``legal`` gives the cards allowed, ``scores``
the engine's result.  The rules are the engine's (``game.engine.belote``):
follow suit; in trumps overtrump when able; without the suit trump, over a
trump already played when able, unless the partner is winning, when a trump
played must still overtrump if one can.  The score adds 10 for the last trick
or 100 for a capot and the Belote's 20, and a failed contract gives every
point to the defence.

``solve_moves`` values every legal card exactly, every hand known
(double-dummy), by alpha-beta with a transposition table at trick starts,
move ordering and equivalent cards searched once (cards of one hand and suit
with nothing between them still in play and the same points).
"""

import numpy as np

from game.engine.belote import (
    BELOTE_BONUS,
    CAPOT_BONUS,
    LAST_TRICK_BONUS,
    PLAIN_ORDER,
    STRENGTH,
    TRUMP_ORDER,
    VALUE,
)
from game.engine.cards import PACKS

from ..jit import njit

PACK = PACKS["belote"]
INDEX = {c: i for i, c in enumerate(PACK)}
SUITS = "CDHS"
FULL = (1 << 32) - 1


def _tables():
    suit = np.array([SUITS.index(c[1]) for c in PACK], dtype=np.int64)
    suit_mask = np.array([sum(1 << i for i in range(32) if suit[i] == s) for s in range(4)], dtype=np.int64)
    strength = np.zeros((4, 32), dtype=np.int64)
    value = np.zeros((4, 32), dtype=np.int64)
    order = np.zeros((4, 4, 8), dtype=np.int64)  # by trump and suit: cards weakest first
    above = np.zeros((4, 9), dtype=np.int64)  # by trump: trumps of strength k or more
    for t, trump in enumerate(SUITS):
        for i, c in enumerate(PACK):
            strength[t, i] = STRENGTH[trump][c]
            value[t, i] = VALUE[trump][c]
        for s, name in enumerate(SUITS):
            ranks = TRUMP_ORDER if s == t else PLAIN_ORDER
            for k, r in enumerate(ranks):
                order[t, s, k] = INDEX[r + name]
        for k in range(9):
            above[t, k] = sum(1 << i for i in range(32) if suit[i] == t and strength[t, i] >= k)
    return suit, suit_mask, strength, value, order, above


SUIT, SUIT_MASK, STR, VAL, ORDER, ABOVE = _tables()
CAPOT, LAST, BELOTE = CAPOT_BONUS, LAST_TRICK_BONUS, BELOTE_BONUS

# the fields of a state row
H0, MOVER, N, T0, WS, WC, PT0, PT1, WON0, WON1, TRUMP, TAKER, BEL0, BEL1 = (
    0, 4, 5, 6, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19)
WIDTH = 20
LOW, HIGH = -1000, 1000
#: transposition table slots (a power of two)
TABLE = 1 << 18
# counters of a solve: nodes, node limit, gave up, the solve's number (tags its table entries)
NODES, LIMIT, GAVE_UP, GEN = 0, 1, 2, 3


# -- rules --------------------------------------------------------------------------
@njit
def low_card(mask):
    """The lowest card of a non-empty mask."""
    c = 0
    while not (mask >> c) & 1:
        c += 1
    return c


@njit
def count(mask):
    n = 0
    while mask:
        mask &= mask - 1
        n += 1
    return n


@njit
def beats(c, w, t):
    """Does card ``c`` beat ``w`` (the card winning the trick) with trump suit ``t``?"""
    if SUIT[c] == SUIT[w]:
        return STR[t, c] > STR[t, w]
    return SUIT[c] == t


@njit
def legal(hand, first, win_card, partner_wins, t):
    """The cards of ``hand`` allowed on a trick led with ``first`` (-1: a lead)."""
    if first < 0:
        return hand
    led = SUIT[first]
    same = hand & SUIT_MASK[led]
    if led == t:
        if same == 0:
            return hand
        higher = same & ABOVE[t, STR[t, win_card] + 1]
        return higher if higher else same
    if same:
        return same
    trumps = hand & SUIT_MASK[t]
    if trumps == 0:
        return hand
    floor = STR[t, win_card] if SUIT[win_card] == t else -1
    higher = trumps & ABOVE[t, floor + 1]
    if partner_wins:
        if higher and higher != trumps:
            return (hand & ~trumps) | higher
        return hand
    return higher if higher else trumps


@njit
def voids_shown(first, card, partner_wins, t):
    """The suits (bits) a seat shows it lacks by playing ``card`` on a trick
    led with ``first``: the suit led when it does not follow, and trumps too
    when it neither follows nor trumps where it had to."""
    led = SUIT[first]
    s = SUIT[card]
    if s == led:
        return 0
    out = 1 << led
    if s != t and (led == t or not partner_wins):
        out |= 1 << t
    return out


@njit
def not_held(first, card, win_card, partner_wins, t):
    """The cards a seat shows it does not hold by playing ``card`` (on a trick
    led with ``first``, ``win_card`` winning before it): its shown voids, and
    after an undertrump every trump above the one winning."""
    v = voids_shown(first, card, partner_wins, t)
    out = 0
    for s in range(4):
        if (v >> s) & 1:
            out |= SUIT_MASK[s]
    if SUIT[card] == t and SUIT[win_card] == t and STR[t, card] < STR[t, win_card]:
        out |= ABOVE[t, STR[t, win_card] + 1]
    return out


@njit
def legal_now(S):
    """The cards allowed to the seat to act in state row ``S``."""
    p = S[MOVER]
    if S[N] == 0:
        return S[H0 + p]
    return legal(S[H0 + p], S[T0], S[WC], (S[WS] - p) % 2 == 0, S[TRUMP])


@njit
def play(S, c):
    """Play card ``c`` for the seat to act; True once the deal is over."""
    p = S[MOVER]
    t = S[TRUMP]
    S[H0 + p] &= ~(1 << c)
    n = S[N]
    S[T0 + n] = c
    if n == 0 or beats(c, S[WC], t):
        S[WS] = p
        S[WC] = c
    if n < 3:
        S[N] = n + 1
        S[MOVER] = (p + 3) % 4
        return False
    gained = VAL[t, S[T0]] + VAL[t, S[T0 + 1]] + VAL[t, S[T0 + 2]] + VAL[t, S[T0 + 3]]
    team = S[WS] % 2
    S[PT0 + team] += gained
    S[WON0 + team] += 1
    S[N] = 0
    S[MOVER] = S[WS]
    return (S[H0] | S[H0 + 1] | S[H0 + 2] | S[H0 + 3]) == 0


@njit
def scores(S):
    """``(score of team 0, score of team 1, contract made, capot team or -1)``
    of a finished deal, as the engine's result."""
    last = S[WS] % 2
    p0 = S[PT0]
    p1 = S[PT1]
    capot = -1
    if S[WON0 + 1 - last] == 0:
        capot = last
        bonus = CAPOT
    else:
        bonus = LAST
    if last == 0:
        p0 += bonus
    else:
        p1 += bonus
    tk = S[TAKER]
    mine = p0 + S[BEL0] if tk == 0 else p1 + S[BEL1]
    theirs = p1 + S[BEL1] if tk == 0 else p0 + S[BEL0]
    if mine >= theirs:
        return p0 + S[BEL0], p1 + S[BEL1], True, capot
    total = p0 + p1 + S[BEL0] + S[BEL1]
    if tk == 0:
        return 0, total, False, capot
    return total, 0, False, capot


@njit
def final(S):
    """Team 0's score minus team 1's for a finished deal."""
    s0, s1, _, _ = scores(S)
    return s0 - s1


# -- exact search ---------------------------------------------------------------------
@njit
def moves(S, out, rep):
    """The cards to search for the seat to act, best first for cutoffs, in
    ``out``; ``rep[c]`` gets the searched card standing for each legal ``c``.
    Returns how many."""
    lg = legal_now(S)
    p = S[MOVER]
    t = S[TRUMP]
    n = S[N]
    present = S[H0] | S[H0 + 1] | S[H0 + 2] | S[H0 + 3]
    for k in range(n):
        present |= 1 << S[T0 + k]
    m = 0
    for s in range(4):
        if lg & SUIT_MASK[s] == 0:
            continue
        prev = -1
        r = -1
        for k in range(8):
            c = ORDER[t, s, k]
            if not (present >> c) & 1:
                continue
            if (lg >> c) & 1:
                if prev < 0 or VAL[t, prev] != VAL[t, c]:
                    out[m] = c
                    m += 1
                    r = c
                rep[c] = r
                prev = c
            else:
                prev = -1
    if m < 2:
        return m
    # keys: leads strong cards and trumps first; a partner's trick gets points,
    # an opponent's is taken (with points) where possible, else thrown cheaply
    keys = out[8:16]
    partner = n > 0 and (S[WS] - p) % 2 == 0
    for i in range(m):
        c = out[i]
        if n == 0:
            k = STR[t, c] + 8 * (SUIT[c] == t) + VAL[t, c]
        elif beats(c, S[WC], t):
            k = 100 - VAL[t, c] if partner else 200 + VAL[t, c]
        else:
            k = 200 + VAL[t, c] if partner else 100 - VAL[t, c]
        keys[i] = k
    for i in range(1, m):
        c = out[i]
        k = keys[i]
        j = i - 1
        while j >= 0 and keys[j] < k:
            out[j + 1] = out[j]
            keys[j + 1] = keys[j]
            j -= 1
        out[j + 1] = c
        keys[j + 1] = k
    return m


@njit
def _slot(key):
    return ((key ^ (key >> 15)) * 40503 ^ (key >> 29)) & (TABLE - 1)


# The search maximizes team 0's final points, a capot for team 1 counted -1 and one
# for team 0 252: the score is a non-decreasing function of that figure (``value``),
# so the minimax of the points gives the minimax of the score, and the points still
# to come from a trick's start do not depend on those already taken (the table
# holds them for every earlier history).

@njit
def value(x, S):
    """Team 0's score minus team 1's for team 0's final points ``x`` (see above)."""
    if x < 0:
        p0, p1 = 0, CAPOT + 152
    elif x > 162:
        p0, p1 = CAPOT + 152, 0
    else:
        p0, p1 = x, 162 - x
    b0 = S[BEL0]
    b1 = S[BEL1]
    if S[TAKER] == 0:
        made = p0 + b0 >= p1 + b1
    else:
        made = p1 + b1 >= p0 + b0
    if made:
        return p0 + b0 - p1 - b1
    total = p0 + p1 + b0 + b1
    return -total if S[TAKER] == 0 else total


@njit
def _gain(S, child, over):
    """Team 0's points from ``S`` to ``child`` (one card later), with the last
    trick's bonus or the capot once the deal is over."""
    g = child[PT0] - S[PT0]
    if over:
        if child[WS] % 2 == 0:
            g += CAPOT if child[WON1] == 0 else LAST
        elif child[WON0] == 0:
            g -= 1
    return g


# a search frame's fields, one row per depth
F_ALPHA, F_BETA, F_A0, F_B0, F_BEST, F_I, F_M, F_KEY, F_SLOT, F_GAIN, F_TOP = range(11)
_ENTER, _NEXT, _RETURN, _CHILD = 0, 1, 2, 3


@njit
def _search(ST, d0, alpha, beta, tkey, tlo, thi, MV, REP, FR, cnt):
    """Fail-soft alpha-beta: team 0's points still to come from row ``ST[d0]``.

    Written as a loop over an explicit stack (``FR``, one frame per depth), not
    recursively: numba's cache cannot hold recursive functions.  ``thi`` holds
    an upper bound and, above bit 16, the best card found there last time."""
    d = d0
    FR[d, F_ALPHA] = alpha
    FR[d, F_BETA] = beta
    mode = _ENTER
    v = 0
    while True:
        if mode == _ENTER:
            cnt[NODES] += 1
            if cnt[NODES] > cnt[LIMIT]:
                cnt[GAVE_UP] = 1
                return 0
            S = ST[d]
            a = FR[d, F_ALPHA]
            b = FR[d, F_BETA]
            key = -1
            slot = 0
            first = -1
            if S[N] == 0:
                rem = S[H0] | S[H0 + 1] | S[H0 + 2] | S[H0 + 3]
                key = (rem | (S[MOVER] << 32) | (min(S[WON0], 1) << 34) | (min(S[WON1], 1) << 35)
                       | (cnt[GEN] << 36))
                slot = _slot(key)
                if tkey[slot] == key:
                    lo = tlo[slot]
                    hi = (thi[slot] & 0xFFFF) - 2000
                    first = thi[slot] >> 16
                    if lo >= b or lo == hi:
                        v = lo
                        mode = _RETURN
                        continue
                    if hi <= a:
                        v = hi
                        mode = _RETURN
                        continue
                    if lo > a:
                        a = lo
                    if hi < b:
                        b = hi
            FR[d, F_ALPHA] = a
            FR[d, F_BETA] = b
            FR[d, F_A0] = a
            FR[d, F_B0] = b
            FR[d, F_KEY] = key
            FR[d, F_SLOT] = slot
            FR[d, F_BEST] = LOW - 1 if S[MOVER] % 2 == 0 else HIGH + 1
            out = MV[d]
            m = moves(S, out, REP[d])
            if first >= 0:
                # the card that was best here before goes first
                for i in range(1, m):
                    if out[i] == first:
                        for j in range(i, 0, -1):
                            out[j] = out[j - 1]
                        out[0] = first
                        break
            FR[d, F_M] = m
            FR[d, F_I] = 0
            FR[d, F_TOP] = out[0]
            mode = _NEXT
        elif mode == _NEXT:
            i = FR[d, F_I]
            if i < FR[d, F_M] and FR[d, F_ALPHA] < FR[d, F_BETA]:
                FR[d, F_I] = i + 1
                S = ST[d]
                child = ST[d + 1]
                for f in range(WIDTH):
                    child[f] = S[f]
                over = play(child, MV[d, i])
                g = _gain(S, child, over)
                FR[d, F_GAIN] = g
                if over:
                    v = g
                    mode = _CHILD
                else:
                    FR[d + 1, F_ALPHA] = FR[d, F_ALPHA] - g
                    FR[d + 1, F_BETA] = FR[d, F_BETA] - g
                    d += 1
                    mode = _ENTER
                continue
            best = FR[d, F_BEST]
            key = FR[d, F_KEY]
            if key >= 0:
                lo = LOW
                hi = HIGH
                if best <= FR[d, F_A0]:
                    hi = best
                elif best >= FR[d, F_B0]:
                    lo = best
                else:
                    lo = best
                    hi = best
                slot = FR[d, F_SLOT]
                tkey[slot] = key
                tlo[slot] = lo
                thi[slot] = (hi + 2000) | (FR[d, F_TOP] << 16)
            v = best
            mode = _RETURN
        elif mode == _RETURN:
            if d == d0:
                return v
            d -= 1
            v += FR[d, F_GAIN]
            mode = _CHILD
        else:
            # a child's value (its gain included) reaches the frame at depth d
            card = MV[d, FR[d, F_I] - 1]
            if ST[d, MOVER] % 2 == 0:
                if v > FR[d, F_BEST]:
                    FR[d, F_BEST] = v
                    FR[d, F_TOP] = card
                    if v > FR[d, F_ALPHA]:
                        FR[d, F_ALPHA] = v
            elif v < FR[d, F_BEST]:
                FR[d, F_BEST] = v
                FR[d, F_TOP] = card
                if v < FR[d, F_BETA]:
                    FR[d, F_BETA] = v
            mode = _NEXT


@njit
def _exact(ST, d, tkey, tlo, thi, MV, REP, FR, cnt):
    """Team 0's points still to come from row ``ST[d]``, exactly, by null-window
    tests that halve the range (each test's bounds stay in the table)."""
    lo = -1
    hi = CAPOT + 152
    while lo < hi:
        mid = (lo + hi + 1) // 2
        v = _search(ST, d, mid - 1, mid, tkey, tlo, thi, MV, REP, FR, cnt)
        if cnt[GAVE_UP]:
            return 0
        if v >= mid:
            lo = v
        else:
            hi = v
    return lo


class Tables:
    """The work arrays of the solver, kept between solves (one per thread)."""

    def __init__(self):
        self.rows = np.zeros((34, WIDTH), dtype=np.int64)
        self.key = np.full(TABLE, -1, dtype=np.int64)
        self.lo = np.zeros(TABLE, dtype=np.int64)
        self.hi = np.zeros(TABLE, dtype=np.int64)
        self.moves = np.zeros((34, 16), dtype=np.int64)
        self.rep = np.zeros((34, 32), dtype=np.int64)
        self.frames = np.zeros((34, 11), dtype=np.int64)
        self.count = np.zeros(4, dtype=np.int64)
        self.values = np.zeros(32, dtype=np.int64)


@njit
def _fresh(tkey, cnt):
    """A new solve: entries of earlier ones no longer match (they carry another number)."""
    cnt[GEN] += 1
    if cnt[GEN] >= 1 << 26:
        tkey[:] = -1
        cnt[GEN] = 1


@njit
def _begin(S, rows, tkey, cnt, limit):
    """A new solve of row ``S``: a fresh table, the node count and limit."""
    _fresh(tkey, cnt)
    cnt[NODES] = 0
    cnt[LIMIT] = limit
    cnt[GAVE_UP] = 0
    for f in range(WIDTH):
        rows[0, f] = S[f]


@njit
def solve_moves(S, rows, tkey, tlo, thi, MV, REP, FR, cnt, values, limit):
    """The exact value (team 0's score minus team 1's) after each legal card
    of the seat to act, in ``values`` by card; returns the mask of legal cards,
    or -1 when ``limit`` nodes were not enough.  Starts with an empty table."""
    _begin(S, rows, tkey, cnt, limit)
    lg = legal_now(S)
    m = moves(rows[0], MV[0], REP[0])
    child = rows[1]
    for i in range(m):
        c = MV[0, i]
        for f in range(WIDTH):
            child[f] = S[f]
        over = play(child, c)
        v = _gain(S, child, over)
        if not over:
            v += _exact(rows, 1, tkey, tlo, thi, MV, REP, FR, cnt)
            if cnt[GAVE_UP]:
                return -1
        values[c] = value(S[PT0] + v, S)
    x = lg
    while x:
        c = low_card(x)
        x &= x - 1
        values[c] = values[REP[0, c]]
    return lg


@njit
def solve_value(S, rows, tkey, tlo, thi, MV, REP, FR, cnt, limit):
    """The exact value of row ``S``; ``HIGH + 1`` when ``limit`` nodes were not enough."""
    _begin(S, rows, tkey, cnt, limit)
    v = _exact(rows, 0, tkey, tlo, thi, MV, REP, FR, cnt)
    if cnt[GAVE_UP]:
        return HIGH + 1
    return value(S[PT0] + v, S)


def state(hands, mover, trick, win_seat, win_card, points, won, trump, taker, belote_team):
    """A state row: ``hands`` four masks, ``trick`` the card numbers played to
    the current trick, ``won`` tricks taken per team, ``belote_team`` None or
    the team holding trump King and Queen."""
    S = np.zeros(WIDTH, dtype=np.int64)
    for s in range(4):
        S[H0 + s] = hands[s]
    S[MOVER] = mover
    S[N] = len(trick)
    for k, c in enumerate(trick):
        S[T0 + k] = c
    S[WS] = win_seat if trick else -1
    S[WC] = win_card if trick else -1
    S[PT0], S[PT1] = points
    S[WON0], S[WON1] = won
    S[TRUMP] = trump
    S[TAKER] = taker % 2
    if belote_team is not None:
        S[BEL0 + belote_team] = BELOTE
    return S


def warm():
    """Compile every entry point (or load it from numba's cache)."""
    S = state([0xFF, 0xFF00, 0xFF0000, 0xFF000000], 0, [], -1, -1, (0, 0), (0, 0), 0, 0, None)
    tb = Tables()
    solve_moves(S, tb.rows, tb.key, tb.lo, tb.hi, tb.moves, tb.rep, tb.frames, tb.count, tb.values, 50)
    solve_value(S, tb.rows, tb.key, tb.lo, tb.hi, tb.moves, tb.rep, tb.frames, tb.count, 50)
    legal_now(S)
    play(S.copy(), 0)
    scores(S)
    final(S)
    value(10, S)
    voids_shown(0, 8, False, 1)
    not_held(0, 8, 0, False, 1)
    legal(0xFF, 0, 0, False, 1)
    count(0xFF)
    low_card(0xF0)
