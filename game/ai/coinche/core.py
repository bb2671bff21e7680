"""Coinche's card play on Belote's rules core, valued by Coinche's scoring.

The card play is Belote's (``game.ai.belote.core``: the same state row, legal
cards, tricks and exact alpha-beta, imported, not copied).  A Coinche row is
Belote's with two more fields, the contract's value ``CV`` (80-160, or 250 for
capot) and its factor ``CF`` (1, 2 coinched, 4 surcoinched); ``TAKER`` holds
the attackers' team.  Belote's search finds team 0's final card points ``x``
(-1 for a capot by team 1, 252 for one by team 0); Coinche's score is a
non-decreasing function of ``x`` whatever the contract (``value``), so the
minimax of the points is the minimax of the score.  A coinched or capot
contract scores only made or failed: one null-window search at the
contract's threshold (``threshold``) values it, not the exact points.
"""

import numpy as np

from game.engine.coinche_auction import CAPOT as CAPOT_CONTRACT
from game.engine.coinche_scoring import FAILED_BASE, MIN_MADE

from ..belote.core import (  # noqa: F401 - re-exported: the card play is Belote's
    BEL0,
    BEL1,
    BELOTE,
    CAPOT,
    GAVE_UP,
    H0,
    HIGH,
    INDEX,
    LAST,
    MOVER,
    N,
    PACK,
    PT0,
    PT1,
    SUITS,
    T0,
    TAKER,
    TRUMP,
    WC,
    WON0,
    WON1,
    WS,
    Tables,
    _begin,
    _exact,
    _gain,
    _search,
    beats,
    count,
    legal,
    legal_now,
    low_card,
    moves,
    not_held,
    play,
    voids_shown,
)
from ..belote.core import WIDTH as PLAY_WIDTH
from ..jit import njit

# the contract's fields, after Belote's
CV, CF = PLAY_WIDTH, PLAY_WIDTH + 1
WIDTH = PLAY_WIDTH + 2
#: all the card points of a deal with the last trick's 10, and a capot's
ALL_POINTS = 162
CAPOT_POINTS = CAPOT + 152


@njit
def points_of(x):
    """``(team 0's points, team 1's, capot team or -1)`` for team 0's final points ``x``."""
    if x < 0:
        return 0, CAPOT_POINTS, 1
    if x > ALL_POINTS:
        return CAPOT_POINTS, 0, 0
    return x, ALL_POINTS - x, -1


@njit
def deal_scores(p0, p1, capot, S):
    """``(score of team 0, score of team 1, made)``: rules §6 "Scoring a deal"."""
    att = S[TAKER]
    v = S[CV]
    f = S[CF]
    pa = p0 if att == 0 else p1
    pd = p1 if att == 0 else p0
    ba = S[BEL0 + att]
    bd = S[BEL0 + 1 - att]
    if v == CAPOT_CONTRACT or capot >= 0:
        made = capot == att
    else:
        made = pa + ba >= max(v, MIN_MADE)
    if f == 1:
        if made:
            sa = v + pa
            sd = pd
        else:
            sa = 0
            sd = FAILED_BASE + v
    elif made:
        sa = FAILED_BASE + v * f
        sd = 0
    else:
        sa = 0
        sd = FAILED_BASE + v * f
    sa += ba
    sd += bd
    if att == 0:
        return sa, sd, made
    return sd, sa, made


@njit
def scores(S):
    """``(score of team 0, score of team 1, contract made, capot team or -1)`` of a finished deal."""
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
    s0, s1, made = deal_scores(p0, p1, capot, S)
    return s0, s1, made, capot


@njit
def final(S):
    """Team 0's score minus team 1's for a finished deal."""
    s0, s1, _, _ = scores(S)
    return s0 - s1


@njit
def value(x, S):
    """Team 0's score minus team 1's for team 0's final points ``x``."""
    p0, p1, capot = points_of(x)
    s0, s1, _ = deal_scores(p0, p1, capot, S)
    return s0 - s1


@njit
def threshold(S):
    """Team 0's final points from which the deal goes team 0's way (made when it attacks,
    failed when it defends), or -2 when the score also counts the card points (factor 1,
    a numeric contract): then only the exact points value it."""
    v = S[CV]
    att = S[TAKER]
    if v == CAPOT_CONTRACT:
        return ALL_POINTS + 1 if att == 0 else 0
    if S[CF] == 1:
        return -2
    need = max(v, MIN_MADE) - S[BEL0 + att]
    if att == 0:
        return need
    # team 1 makes it with 162 - x >= need: team 0 fails it from 163 - need
    return ALL_POINTS + 1 - need


@njit
def _rest(rows, d, S, base, tkey, tlo, thi, MV, REP, FR, cnt):
    """Team 0's points still to come from ``rows[d]`` (``base`` taken so far), exactly or,
    where only the threshold matters, a figure on the same side of it."""
    m = threshold(S)
    if m == -2:
        return _exact(rows, d, tkey, tlo, thi, MV, REP, FR, cnt)
    need = m - base
    return _search(rows, d, need - 1, need, tkey, tlo, thi, MV, REP, FR, cnt)


@njit
def solve_moves(S, rows, tkey, tlo, thi, MV, REP, FR, cnt, values, limit):
    """The exact value (team 0's score minus team 1's) after each legal card
    of the seat to act, in ``values`` by card; returns the mask of legal cards,
    or -1 when ``limit`` nodes were not enough."""
    _begin(S, rows, tkey, cnt, limit)
    lg = legal_now(S)
    m = moves(rows[0], MV[0], REP[0])
    child = rows[1]
    for i in range(m):
        c = MV[0, i]
        for f in range(PLAY_WIDTH):
            child[f] = S[f]
        over = play(child, c)
        v = _gain(S, child, over)
        if not over:
            v += _rest(rows, 1, S, S[PT0] + v, tkey, tlo, thi, MV, REP, FR, cnt)
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
    v = _rest(rows, 0, S, S[PT0], tkey, tlo, thi, MV, REP, FR, cnt)
    if cnt[GAVE_UP]:
        return HIGH + 1
    return value(S[PT0] + v, S)


def state(hands, mover, trick, win_seat, win_card, points, won, trump, contract, belote_team):
    """A state row: as Belote's (``game.ai.belote.core.state``), ``contract`` the
    ``(value, attackers' team, factor)``."""
    value_, attack, factor = contract
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
    S[TAKER] = attack
    if belote_team is not None:
        S[BEL0 + belote_team] = BELOTE
    S[CV] = value_
    S[CF] = factor
    return S


def warm():
    """Compile every entry point (or load it from numba's cache)."""
    tb = Tables()
    for contract in ((80, 0, 1), (250, 1, 2)):
        S = state([0xFF, 0xFF00, 0xFF0000, 0xFF000000], 0, [], -1, -1, (0, 0), (0, 0), 0, contract, None)
        solve_moves(S, tb.rows, tb.key, tb.lo, tb.hi, tb.moves, tb.rep, tb.frames, tb.count, tb.values, 50)
        solve_value(S, tb.rows, tb.key, tb.lo, tb.hi, tb.moves, tb.rep, tb.frames, tb.count, 50)
    legal_now(S)
    play(S.copy(), 0)
    scores(S)
    final(S)
    value(10, S)
    threshold(S)
    voids_shown(0, 8, False, 1)
    not_held(0, 8, 0, False, 1)
    legal(0xFF, 0, 0, False, 1)
    count(0xFF)
    low_card(0xF0)
    beats(0, 8, 1)
