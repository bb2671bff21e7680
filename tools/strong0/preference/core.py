"""Preference card play on integers and bit masks: the one copy of the rules
the computer players use (compiled by numba where it imports, see ``game.ai.jit``).

Cards are numbered by their place in the Preference pack (``PACK``: by suit,
weakest first, so a mask's lowest bit in a suit is its lowest card), a hand
is a mask of those numbers, suits are 0..3 in ``SUITS`` order.  A deal in
its card play is one row of ``WIDTH`` integers (``state(...)``, fields
``H0``..``DEF0``); ``play`` changes a row in place, ``legal_now`` gives the
cards allowed and ``settle`` the engine's settlement.  The rules are the
engine's (``game.engine.preference``): follow suit, else trump, else
anything, and within that beat the card now winning when able; when three
play, the defender right after the declarer's lead plays the lowest card
that beats it.  With two playing, the declarer and the lone defender alternate.

``solve_moves`` values every legal card exactly, every hand known
(double-dummy), by alpha-beta with a transposition table at trick starts,
move ordering and equivalent cards searched once (cards of one hand and suit
with no card still to be played between them).  What a finished deal is
worth to each side comes from ``leaves``: one value per split of the ten
tricks, from the engine's settlement.
"""

import numpy as np

from game.engine.cards import PACKS
from game.engine.preference import STRENGTH, TRICKS
from game.engine.preference_settle import (
    BONUS,
    DEFENCE_PENALTY,
    DEFENDER_TRICKS,
    HOST_TRICKS,
    POT_FAILURE,
    POT_PAYOUT,
    TRICKS_TO_MAKE,
)

from ..jit import njit

PACK = PACKS["preference"]
INDEX = {c: i for i, c in enumerate(PACK)}
SUITS = "CDHS"
FULL = (1 << 32) - 1


def _tables():
    suit = np.array([SUITS.index(c[1]) for c in PACK], dtype=np.int64)
    suit_mask = np.array([sum(1 << i for i in range(32) if suit[i] == s) for s in range(4)], dtype=np.int64)
    strength = np.array([STRENGTH[c] for c in PACK], dtype=np.int64)
    above = np.array([sum(1 << j for j in range(32) if suit[j] == suit[i] and strength[j] > strength[i])
                      for i in range(32)], dtype=np.int64)
    return suit, suit_mask, strength, above


SUIT, SUIT_MASK, STR, ABOVE = _tables()

# the fields of a state row: hands, the seat to act, the trick (its cards, the
# seat and card winning it), tricks won per seat, trump, declarer, the seat
# sitting out (-1 when three play), the seats maximizing the search's value
# (a mask), then the settlement's terms: Hearts, four aces, No Aces, the host
# (-1: none) and which seats defend
H0, MOVER, N, T0, WS, WC, TW0, TRUMP, DECL, IDLE, MAXS, HEARTS, ACES4, NOACES, HOST, DEF0 = (
    0, 3, 4, 5, 8, 9, 10, 13, 14, 15, 16, 17, 18, 19, 20, 21)
WIDTH = 24
LOW, HIGH = -(1 << 40), 1 << 40
#: a split of the tricks (t0, t1, t2) as an index into a leaf table
SPLITS = (TRICKS + 1) ** 3
#: transposition table slots (a power of two)
TABLE = 1 << 18
# counters of a solve: nodes, node limit, gave up, the solve's number (tags its table entries)
NODES, LIMIT, GAVE_UP, GEN, POOLED = 0, 1, 2, 3, 4
#: a defender's own value rides below the defence's joint value
SCALE = 1000


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
        return STR[c] > STR[w]
    return SUIT[c] == t


@njit
def legal(hand, first, win, t, lowest):
    """The cards of ``hand`` allowed on a trick led with ``first`` (-1: a lead),
    ``win`` winning it; ``lowest``: the first defender's duty to play the
    lowest card beating the declarer's lead."""
    if first < 0:
        return hand
    same = hand & SUIT_MASK[SUIT[first]]
    if same == 0:
        same = hand & SUIT_MASK[t]
        if same == 0:
            return hand
    higher = same & ABOVE[win]
    if higher:
        opts = higher
        beating = True
    else:
        # a first trump onto a plain trick beats it; anything else cannot
        opts = same
        beating = SUIT[win] != t and (same & ~SUIT_MASK[t]) == 0
    if beating and lowest:
        return opts & -opts
    return opts


@njit
def lowest_duty(S):
    """Is the seat to act the first defender after the declarer's lead (three playing)?"""
    return S[N] == 1 and S[IDLE] < 0 and (S[MOVER] + 2) % 3 == S[DECL]


@njit
def legal_now(S):
    """The cards allowed to the seat to act in state row ``S``."""
    p = S[MOVER]
    if S[N] == 0:
        return S[H0 + p]
    return legal(S[H0 + p], S[T0], S[WC], S[TRUMP], lowest_duty(S))


@njit
def not_held(first, card, win, t, lowest):
    """The cards a seat shows it does not hold by playing ``card`` on a trick
    led with ``first``, ``win`` winning before it (``lowest``: under the first
    defender's duty): every card it would have had to play instead."""
    out = 0
    led = SUIT[first]
    s = SUIT[card]
    if s != led:
        out |= SUIT_MASK[led]
        if s != t:
            out |= SUIT_MASK[t]
    if SUIT[win] == s and STR[card] < STR[win]:
        out |= ABOVE[win]  # did not beat the winning card of its own suit
    if lowest and beats(card, win, t):
        # the lowest card that beats: none between the winning card and this one
        if s == SUIT[win]:
            out |= ABOVE[win] & ~ABOVE[card] & ~(1 << card)
        else:
            out |= SUIT_MASK[s] & ~ABOVE[card] & ~(1 << card)
    return out


@njit
def next_seat(S, p):
    if S[IDLE] < 0:
        return (p + 1) % 3
    d = S[DECL]
    return 3 - d - S[IDLE] if p == d else d


@njit
def play(S, c):
    """Play card ``c`` for the seat to act; True once the deal is over."""
    p = S[MOVER]
    S[H0 + p] &= ~(1 << c)
    n = S[N]
    S[T0 + n] = c
    if n == 0 or beats(c, S[WC], S[TRUMP]):
        S[WS] = p
        S[WC] = c
    players = 3 if S[IDLE] < 0 else 2
    if n + 1 < players:
        S[N] = n + 1
        S[MOVER] = next_seat(S, p)
        return False
    w = S[WS]
    S[TW0 + w] += 1
    S[N] = 0
    S[MOVER] = w
    return S[H0 + w] == 0


@njit
def settle(S, t0, t1, t2, out):
    """The engine's settlement of the deal ended with tricks ``t0, t1, t2``:
    ``out`` gets each seat's balance change, then the pot's."""
    d = S[DECL]
    tw = (t0, t1, t2)
    for k in range(4):
        out[k] = 0
    a = (d + 1) % 3
    b = (d + 2) % 3
    host = S[HOST]
    theirs = tw[a] + tw[b]
    # one point per defence trick: to the defender who won it, or all to the host
    out[d] -= theirs
    if host >= 0:
        out[host] += theirs
    else:
        out[a] += tw[a]
        out[b] += tw[b]
    made = tw[d] >= TRICKS_TO_MAKE
    if made:
        out[3] -= POT_PAYOUT
        out[d] += POT_PAYOUT
    else:
        out[d] -= POT_FAILURE
        out[3] += POT_FAILURE
    if host >= 0:
        if theirs < HOST_TRICKS:
            out[host] -= DEFENCE_PENALTY
            out[3] += DEFENCE_PENALTY
    else:
        for s in (a, b):
            if S[DEF0 + s] and tw[s] < DEFENDER_TRICKS:
                out[s] -= DEFENCE_PENALTY
                out[3] += DEFENCE_PENALTY
    # bonuses involve both opponents, whether they defended or dropped
    bonus = 0
    if S[HEARTS]:
        bonus += BONUS if made else -BONUS
    if made and S[ACES4]:
        bonus += BONUS
    if S[NOACES]:
        bonus += BONUS if made else -BONUS
    out[a] -= bonus
    out[b] -= bonus
    out[d] += 2 * bonus


@njit
def settle_now(S, out):
    """The settlement of a finished deal in row ``S``."""
    settle(S, S[TW0], S[TW0 + 1], S[TW0 + 2], out)


@njit
def leaves(S, seat, LV):
    """``LV[0, split]``: what the deal ending with that split of the tricks is
    worth in the search for ``seat``, in thirds (3 x balance change + pot
    change: the pot is everybody's).  The declarer's own value; for a
    defender the defence's joint value (the declarer's loss) first, then its own."""
    out = np.zeros(4, dtype=np.int64)
    d = S[DECL]
    for t0 in range(TRICKS + 1):
        for t1 in range(TRICKS + 1 - t0):
            for t2 in range(TRICKS + 1 - t0 - t1):
                settle(S, t0, t1, t2, out)
                mine = 3 * out[d] + out[3]
                if seat == d:
                    v = mine
                else:
                    v = -mine * SCALE + 3 * out[seat] + out[3]
                LV[0, (t0 * (TRICKS + 1) + t1) * (TRICKS + 1) + t2] = v


@njit
def bounds(S, LV):
    """``LV[1, split]`` and ``LV[2, split]``: the least and the most the deal can
    still end with from that split of the tricks so far (the seat sitting out
    wins none), so that a search stops where the rest cannot change its answer."""
    k = TRICKS + 1
    idle = S[IDLE]
    for total in range(TRICKS, -1, -1):
        for t0 in range(total + 1):
            for t1 in range(total + 1 - t0):
                t2 = total - t0 - t1
                i = (t0 * k + t1) * k + t2
                if total == TRICKS:
                    LV[1, i] = LV[0, i]
                    LV[2, i] = LV[0, i]
                    continue
                lo = HIGH
                hi = LOW
                for s in range(3):
                    if s == idle:
                        continue
                    j = i + (k * k if s == 0 else k if s == 1 else 1)
                    if LV[1, j] < lo:
                        lo = LV[1, j]
                    if LV[2, j] > hi:
                        hi = LV[2, j]
                LV[1, i] = lo
                LV[2, i] = hi


@njit
def leaf(S, LV):
    return LV[0, (S[TW0] * (TRICKS + 1) + S[TW0 + 1]) * (TRICKS + 1) + S[TW0 + 2]]


def decode(v, seat, declarer):
    """The seat's own value (in balance units) from a search value."""
    if seat != declarer:
        v -= round(v / SCALE) * SCALE
    return v / 3


def state(hands, mover, trick, win_seat, win_card, tricks_won, trump, declarer, active, seat,
          hearts=False, four_aces=False, no_aces=False, host=None, defend=(False, False, False)):
    """A state row: ``hands`` three masks, ``trick`` the card numbers played to
    the current trick, ``active`` the seats that play, ``seat`` the one whose
    side the search maximizes; the rest the settlement's terms."""
    S = np.zeros(WIDTH, dtype=np.int64)
    for s in range(3):
        S[H0 + s] = hands[s]
    S[MOVER] = mover
    S[N] = len(trick)
    for k, c in enumerate(trick):
        S[T0 + k] = c
    S[WS] = win_seat if trick else -1
    S[WC] = win_card if trick else -1
    for s in range(3):
        S[TW0 + s] = tricks_won[s]
    S[TRUMP] = trump
    S[DECL] = declarer
    S[IDLE] = -1 if len(active) == 3 else 3 - sum(active)
    S[MAXS] = (1 << declarer) if seat == declarer else 7 & ~(1 << declarer)
    S[HEARTS] = hearts
    S[ACES4] = four_aces
    S[NOACES] = no_aces
    S[HOST] = -1 if host is None else host
    for s in range(3):
        S[DEF0 + s] = defend[s]
    return S


# -- exact search ---------------------------------------------------------------------
@njit
def moves(S, out):
    """The cards to search for the seat to act, best first for cutoffs, in
    ``out``; returns how many.  Of cards next to each other among those still
    to be played, only the lowest is searched (the others do the same)."""
    lg = legal_now(S)
    t = S[TRUMP]
    n = S[N]
    present = S[H0] | S[H0 + 1] | S[H0 + 2]
    if S[IDLE] >= 0:
        present &= ~S[H0 + S[IDLE]]  # the seat sitting out never plays its cards
    m = 0
    for s in range(4):
        if lg & SUIT_MASK[s] == 0:
            continue
        prev = False
        for k in range(8):
            c = 8 * s + k
            if not (present >> c) & 1:
                continue
            if (lg >> c) & 1:
                if not prev:
                    out[m] = c
                    m += 1
                prev = True
            else:
                prev = False
    if m < 2:
        return m
    # keys: a lead of strong cards and trumps first; on a trick, the cheapest card
    # that beats the one winning, then the lowest that does not
    keys = out[16:32]
    for i in range(m):
        c = out[i]
        if n == 0:
            k = STR[c] + 8 * (SUIT[c] == t)
        elif beats(c, S[WC], t):
            k = 100 - STR[c] - 8 * (SUIT[c] == t)
        else:
            k = 50 - STR[c] - 8 * (SUIT[c] == t)
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
    return (((key ^ (key >> 15)) & 0xFFFFFFFFFFF) * 40503 ^ (key >> 31) ^ (key >> 45)) & (TABLE - 1)


# a search frame's fields, one row per depth
F_ALPHA, F_BETA, F_A0, F_B0, F_BEST, F_I, F_M, F_KEY, F_SLOT, F_TOP = range(10)
_ENTER, _NEXT, _RETURN, _CHILD = 0, 1, 2, 3


@njit
def _search(ST, d0, alpha, beta, tkey, tlo, thi, tmove, MV, LV, FR, cnt):
    """Fail-soft alpha-beta: the value (``LV`` at the deal's end) of row ``ST[d0]``.

    Written as a loop over an explicit stack (``FR``, one frame per depth), not
    recursively: numba's cache cannot hold recursive functions.  The table is
    kept at trick starts, where the cards left (their owners never change in
    one solve), the seat to lead and the tricks won say all that matters."""
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
                split = (S[TW0] * (TRICKS + 1) + S[TW0 + 1]) * (TRICKS + 1) + S[TW0 + 2]
                if LV[1, split] >= b:
                    v = LV[1, split]  # every way on wins the test
                    mode = _RETURN
                    continue
                if LV[2, split] <= a:
                    v = LV[2, split]  # no way on passes it
                    mode = _RETURN
                    continue
                rem = S[H0] | S[H0 + 1] | S[H0 + 2]
                if cnt[POOLED]:
                    # only the declarer's tricks count: the defence's split does not matter
                    won = S[TW0 + S[DECL]] << 34
                else:
                    won = (S[TW0] << 34) | (S[TW0 + 1] << 38) | (S[TW0 + 2] << 42)
                key = rem | (S[MOVER] << 32) | won | (cnt[GEN] << 46)
                slot = _slot(key)
                if tkey[slot] == key:
                    lo = tlo[slot]
                    hi = thi[slot]
                    first = tmove[slot]
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
            FR[d, F_BEST] = LOW - 1 if (S[MAXS] >> S[MOVER]) & 1 else HIGH + 1
            out = MV[d]
            m = moves(S, out)
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
                if play(child, MV[d, i]):
                    v = leaf(child, LV)
                    mode = _CHILD
                else:
                    FR[d + 1, F_ALPHA] = FR[d, F_ALPHA]
                    FR[d + 1, F_BETA] = FR[d, F_BETA]
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
                thi[slot] = hi
                tmove[slot] = FR[d, F_TOP]
            v = best
            mode = _RETURN
        elif mode == _RETURN:
            if d == d0:
                return v
            d -= 1
            mode = _CHILD
        else:
            # a child's value reaches the frame at depth d
            card = MV[d, FR[d, F_I] - 1]
            if (ST[d, MAXS] >> ST[d, MOVER]) & 1:
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


class Tables:
    """The work arrays of the solver, kept between solves (one per thread)."""

    def __init__(self):
        depth = 3 * TRICKS + 2
        self.rows = np.zeros((depth, WIDTH), dtype=np.int64)
        self.key = np.full(TABLE, -1, dtype=np.int64)
        self.lo = np.zeros(TABLE, dtype=np.int64)
        self.hi = np.zeros(TABLE, dtype=np.int64)
        self.move = np.zeros(TABLE, dtype=np.int64)
        self.moves = np.zeros((depth, 32), dtype=np.int64)
        self.leaves = np.zeros((3, SPLITS), dtype=np.int64)
        self.frames = np.zeros((depth, 10), dtype=np.int64)
        self.count = np.zeros(5, dtype=np.int64)
        self.values = np.zeros(32, dtype=np.int64)
        self.outcomes = np.zeros(SPLITS, dtype=np.int64)


@njit
def _outcomes(S, LV, DV):
    """The distinct values the deal can still end with, sorted, in ``DV``; how many."""
    n = 0
    left = TRICKS - S[TW0] - S[TW0 + 1] - S[TW0 + 2]
    for x0 in range(left + 1):
        for x1 in range(left + 1 - x0):
            x2 = left - x0 - x1
            DV[n] = LV[0, ((S[TW0] + x0) * (TRICKS + 1) + S[TW0 + 1] + x1) * (TRICKS + 1) + S[TW0 + 2] + x2]
            n += 1
    DV[:n] = np.sort(DV[:n])
    m = 0
    for i in range(n):
        if i == 0 or DV[i] != DV[m - 1]:
            DV[m] = DV[i]
            m += 1
    return m


@njit
def _at_most(DV, m, v):
    """The index of the largest of ``DV[:m]`` not above ``v`` (0 if none)."""
    lo = 0
    hi = m - 1
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if DV[mid] <= v:
            lo = mid
        else:
            hi = mid - 1
    return lo


@njit
def _exact(ST, d, tkey, tlo, thi, tmove, MV, LV, FR, cnt, DV):
    """The exact value of row ``ST[d]``, by null-window tests that halve the
    outcomes it can still end with (each test's bounds stay in the table)."""
    m = _outcomes(ST[d], LV, DV)
    lo = 0
    hi = m - 1
    while lo < hi:
        mid = (lo + hi + 1) // 2
        target = DV[mid]
        v = _search(ST, d, target - 1, target, tkey, tlo, thi, tmove, MV, LV, FR, cnt)
        if cnt[GAVE_UP]:
            return 0
        # fail-soft: v bounds the value, and the value is one of the outcomes
        if v >= target:
            lo = max(mid, _at_most(DV, m, v))
        else:
            hi = min(mid - 1, _at_most(DV, m, v))
    return DV[lo]


@njit
def _pooled(d, LV):
    """Does a finished deal's value depend on the declarer's tricks alone (a host
    takes every defence trick)?"""
    k = TRICKS + 1
    first = np.zeros(k, dtype=np.int64)
    seen = np.zeros(k, dtype=np.int64)
    for t0 in range(k):
        for t1 in range(k - t0):
            t2 = TRICKS - t0 - t1
            mine = t0 if d == 0 else t1 if d == 1 else t2
            v = LV[0, (t0 * k + t1) * k + t2]
            if not seen[mine]:
                seen[mine] = 1
                first[mine] = v
            elif first[mine] != v:
                return 0
    return 1


@njit
def _begin(S, seat, rows, tkey, LV, cnt, limit):
    """A new solve of row ``S`` for ``seat``: its leaves, a fresh table, the node count and limit."""
    cnt[GEN] += 1
    if cnt[GEN] >= 1 << 16:
        tkey[:] = -1
        cnt[GEN] = 1
    cnt[NODES] = 0
    cnt[LIMIT] = limit
    cnt[GAVE_UP] = 0
    for f in range(WIDTH):
        rows[0, f] = S[f]
    d = S[DECL]
    rows[0, MAXS] = (1 << d) if seat == d else 7 & ~(1 << d)
    leaves(rows[0], seat, LV)
    bounds(rows[0], LV)
    cnt[POOLED] = _pooled(d, LV)


@njit
def solve_moves(S, seat, rows, tkey, tlo, thi, tmove, MV, LV, FR, cnt, DV, values, limit):
    """The exact search value for ``seat`` after each legal card of the seat to
    act, in ``values`` by card; returns the mask of legal cards, or -1 when
    ``limit`` nodes were not enough.  Starts with an empty table."""
    _begin(S, seat, rows, tkey, LV, cnt, limit)
    root = rows[0]
    lg = legal_now(root)
    m = moves(root, MV[0])
    child = rows[1]
    for i in range(m):
        c = MV[0, i]
        for f in range(WIDTH):
            child[f] = root[f]
        if play(child, c):
            v = leaf(child, LV)
        else:
            v = _exact(rows, 1, tkey, tlo, thi, tmove, MV, LV, FR, cnt, DV)
            if cnt[GAVE_UP]:
                return -1
        values[c] = v
    # an equivalent card has the value of the one searched below it
    for s in range(4):
        x = lg & SUIT_MASK[s]
        rep = -1
        present = root[H0] | root[H0 + 1] | root[H0 + 2]
        if root[IDLE] >= 0:
            present &= ~root[H0 + root[IDLE]]
        for k in range(8):
            c = 8 * s + k
            if not (present >> c) & 1:
                continue
            if (x >> c) & 1:
                if rep < 0:
                    rep = c
                values[c] = values[rep]
            else:
                rep = -1
    return lg


@njit
def solve_value(S, seat, rows, tkey, tlo, thi, tmove, MV, LV, FR, cnt, DV, limit):
    """The exact search value of row ``S`` for ``seat``; ``HIGH + 1`` when
    ``limit`` nodes were not enough."""
    _begin(S, seat, rows, tkey, LV, cnt, limit)
    v = _exact(rows, 0, tkey, tlo, thi, tmove, MV, LV, FR, cnt, DV)
    if cnt[GAVE_UP]:
        return HIGH + 1
    return v


def warm():
    """Compile every entry point (or load it from numba's cache)."""
    S = state([0x3FF, 0x3FF << 10, 0x3FF << 20], 0, [], -1, -1, (0, 0, 0), 0, 0, (0, 1, 2), 0)
    tb = Tables()
    solve_moves(S, 1, tb.rows, tb.key, tb.lo, tb.hi, tb.move, tb.moves, tb.leaves, tb.frames, tb.count,
                tb.outcomes, tb.values, 50)
    solve_value(S, 0, tb.rows, tb.key, tb.lo, tb.hi, tb.move, tb.moves, tb.leaves, tb.frames, tb.count, tb.outcomes,
                50)
    legal_now(S)
    play(S.copy(), 0)
    out = np.zeros(4, dtype=np.int64)
    settle_now(S, out)
    leaf(S, tb.leaves)
    not_held(0, 8, 0, 1, True)
    legal(0xFF00FF, 0, 0, 1, False)
    count(0xFF)
    low_card(0xF0)
