"""Aluette card play on integers and bit masks: the one copy of the rules the
computer players use (compiled by numba where it imports, see ``game.ai.jit``).

Cards are numbered by their place in the Aluette pack (``PACK``), a hand is a
mask of those numbers, ``STR`` gives each card's strength (1..19, higher wins,
equal strengths tie).  A deal in its card play is one row of ``WIDTH``
integers (``state(...)``, fields ``H0``..``HASH2``); ``play`` changes a row in
place, ``legal_now`` gives the cards allowed (any card: free play), ``result``
the engine's settlement.  The rules are the engine's (``game.engine.aluette``):
the single highest card wins the trick and leads next; a tie for highest
spoils it and the same leader leads again; the most tricks wins the deal (the
first to reach that number among equals), 2 match points for a Mordienne.

The search (``solve_moves``) is alpha-beta to a horizon of tricks with a
transposition table at trick starts, move ordering and equal cards searched
once: every card of one strength, and cards of one hand whose strengths have
no other card in play between them nor level with them.  Past the horizon the
normal player's habits play every hand out (the evaluation, ``habit``: what a
seat would play from what it can see) and give the value;
with the horizon at the last trick the value is exact.  Values are team 0's
match points minus team 1's (-2..2).
"""

import numpy as np

from game.engine.aluette import N_TRICKS, STRENGTH
from game.engine.cards import PACKS

from ..common import survive_probability
from ..jit import njit
from .heuristic import AluetteHeuristic

PACK = PACKS["aluette"]
INDEX = {c: i for i, c in enumerate(PACK)}
TOP = max(STRENGTH.values())
STR = np.array([STRENGTH[c] for c in PACK], dtype=np.int64)
#: by strength: the mask of the cards of that strength
SM = np.array([sum(1 << i for i, c in enumerate(PACK) if STRENGTH[c] == s) for s in range(TOP + 1)],
              dtype=np.int64)
MASK = (1 << 62) - 1
# random keys per seat and strength: a hand's hash is the sum over its cards, so
# cards of one strength are interchangeable and a play updates it by one subtraction
_rs = np.random.RandomState(20260)
Z1 = _rs.randint(1, 1 << 62, size=(4, TOP + 1), dtype=np.int64)
Z2 = _rs.randint(1, 1 << 62, size=(4, TOP + 1), dtype=np.int64)

# the fields of a state row
H0, MOVER, N, T0, LEADER, C0, R0, LAST, RUN, DONE, WIN, HASH1, HASH2, GONE = (
    0, 4, 5, 6, 10, 11, 15, 19, 20, 21, 22, 23, 24, 25)
WIDTH = 26
LOW, HIGH = -2, 2
#: ``settled``: the deal's value is not decided yet
OPEN = 99
#: transposition table slots (a power of two)
TABLE = 1 << 18
# counters of a solve: nodes, node limit, gave up, evaluations at the horizon, the
# solve's number (tags its table entries: each solve starts with a fresh table)
NODES, LIMIT, GAVE_UP, EVALS, GEN = 0, 1, 2, 3, 4
GENERATIONS = 1 << 9
#: the most rows a search uses (nine tricks of four cards, and a scratch row)
DEPTH = 4 * N_TRICKS + 2


# -- rules --------------------------------------------------------------------------
@njit
def low_card(mask):
    """The lowest card of a non-empty mask."""
    c = 0
    while not (mask >> c) & 1:
        c += 1
    return c


@njit
def legal_now(S):
    """The cards allowed to the seat to act: its whole hand."""
    return S[H0 + S[MOVER]]


@njit
def play(S, c):
    """Play card ``c`` for the seat to act; True once the ninth trick is over."""
    p = S[MOVER]
    s = STR[c]
    S[H0 + p] &= ~(1 << c)
    S[HASH1] = (S[HASH1] - Z1[p, s]) & MASK
    S[HASH2] = (S[HASH2] - Z2[p, s]) & MASK
    S[GONE] |= 1 << c
    n = S[N]
    S[T0 + n] = c
    if n < 3:
        S[N] = n + 1
        S[MOVER] = (p + 1) % 4
        return False
    best = -1
    bi = 0
    tied = False
    for i in range(4):
        v = STR[S[T0 + i]]
        if v > best:
            best = v
            bi = i
            tied = False
        elif v == best:
            tied = True
    done = S[DONE]
    nxt = S[LEADER]
    if tied:
        S[WIN] = -1
        S[LAST] = -1
        S[RUN] = 0
    else:
        w = (nxt + bi) % 4
        S[C0 + w] += 1
        S[R0 + w] = done
        if S[LAST] == w:
            S[RUN] += 1
        else:
            S[LAST] = w
            S[RUN] = 1
        S[WIN] = w
        nxt = w
    S[DONE] = done + 1
    S[N] = 0
    S[LEADER] = nxt
    S[MOVER] = nxt
    return S[DONE] == N_TRICKS


@njit
def deal_winner(S):
    """The seat with the most tricks (the first to reach that number), -1 when none won any."""
    most = 0
    for s in range(4):
        if S[C0 + s] > most:
            most = S[C0 + s]
    if most == 0:
        return -1
    w = -1
    for s in range(4):
        if S[C0 + s] == most and (w < 0 or S[R0 + s] < S[R0 + w]):
            w = s
    return w


@njit
def result(S):
    """``(deal winner or -1, points of team 0, points of team 1, Mordienne)`` of a finished deal."""
    w = deal_winner(S)
    if w < 0:
        return -1, 0, 0, False
    run = S[RUN]
    mordienne = S[LAST] == w and run >= 2 and run < N_TRICKS and S[C0 + w] == run
    pts = 2 if mordienne else 1
    if w % 2 == 0:
        return w, pts, 0, mordienne
    return w, 0, pts, mordienne


@njit
def final(S):
    """Team 0's match points minus team 1's for a finished deal."""
    _, p0, p1, _ = result(S)
    return p0 - p1


@njit
def settled(S):
    """At a trick's start: the deal's value once nothing left can change it, else ``OPEN``."""
    done = S[DONE]
    if done == N_TRICKS:
        return final(S)
    lead = deal_winner(S)
    if lead < 0:
        return OPEN
    left = N_TRICKS - done
    top = S[C0 + lead]
    for s in range(4):
        if s != lead and S[C0 + s] + left > top:
            return OPEN
    # nobody can catch the leader (a tie goes to whoever got there first): only a
    # Mordienne still under way could change the value
    if S[LAST] == lead and top == S[RUN] and S[RUN] < done:
        return OPEN
    return 1 if lead % 2 == 0 else -1


# -- the evaluation past the horizon --------------------------------------------------
# the normal player's chances, by (cards that could top it, cards unseen, cards the
# opponents still to play hold): ``common.survive_probability`` as a table
SURVIVE = np.array([[[survive_probability(d, u, h) for h in range(28)] for u in range(49)] for d in range(49)],
                   dtype=np.float64)
SURE = AluetteHeuristic.SURE
TAKE = AluetteHeuristic.TAKE
TAKE_LAST = AluetteHeuristic.TAKE_LAST
TIE = AluetteHeuristic.TIE
LEAD_QUANTILE = AluetteHeuristic.LEAD_QUANTILE


@njit
def count(mask):
    n = 0
    while mask:
        mask &= mask - 1
        n += 1
    return n


@njit
def _safe(s, left, mine, unseen, held):
    """The normal player's chance that no card it cannot see tops strength ``s``."""
    danger = 0
    for t in range(s, TOP + 1):
        danger += left[t] - mine[t]
    return SURVIVE[danger, unseen, held]


@njit
def habit(S, left, mine):
    """The strength the *normal* player would play (``game.ai.aluette.heuristic``,
    as ``fast.Playout.choose``), from what the seat to act can see; ``left`` and
    ``mine`` are work arrays (cards of each strength not played; in its hand)."""
    p = S[MOVER]
    hand = S[H0 + p]
    kinds = 0
    low = 0
    total = 0
    for s in range(1, TOP + 1):
        mine[s] = count(hand & SM[s])
        left[s] = count(SM[s] & ~S[GONE])
        total += left[s]
        if mine[s]:
            kinds += 1
            if low == 0:
                low = s
    if kinds == 1:
        return low
    n = S[N]
    size = N_TRICKS - S[DONE]
    unseen = total - size  # this seat holds ``size`` cards before it plays
    opp_after = 0
    partner_after = False
    for k in range(1, 4 - n):
        if k % 2 == 1:
            opp_after += 1
        else:
            partner_after = True
    held = size * opp_after
    if n == 0:
        for s in range(low, TOP + 1):
            if mine[s] and _safe(s, left, mine, unseen, held) >= SURE:
                return s
        cards = count(hand)
        k = min(cards - 1, int(LEAD_QUANTILE * cards))
        for s in range(low, TOP + 1):
            if k < mine[s]:
                return s
            k -= mine[s]
        return low
    best = -1
    holder = -1
    for i in range(n):
        v = STR[S[T0 + i]]
        if v > best:
            best = v
            holder = (S[LEADER] + i) % 4
        elif v == best:
            holder = -1
    above = 0  # the lowest strength of mine above ``best``
    for s in range(best + 1, TOP + 1):
        if mine[s]:
            above = s
            break
    if holder >= 0 and holder == (p + 2) % 4:
        # the partner's trick: the lowest card that does not spoil it
        if low < best:
            return low
        return above if above else low
    if holder < 0 and opp_after == 0:
        return above if above and _safe(above, left, mine, unseen, held) > 0.5 else low
    if above:
        for s in range(above, TOP + 1):
            if mine[s]:
                chance = _safe(s, left, mine, unseen, held)
                if chance >= TAKE or (chance >= TAKE_LAST and not partner_after):
                    return s
    if mine[best] and (opp_after == 0 or _safe(best, left, mine, unseen, held) >= TIE):
        return best
    if above and not partner_after and opp_after == 0:
        return above
    return low


@njit
def rollout(S, W):
    """The value of row ``S`` (at a trick's start) once the normal player's habits
    (``habit``) play every hand, on scratch row ``W``."""
    for f in range(WIDTH):
        W[f] = S[f]
    left = np.zeros(TOP + 1, dtype=np.int64)
    mine = np.zeros(TOP + 1, dtype=np.int64)
    while True:
        if W[N] == 0:
            v = settled(W)
            if v != OPEN:
                return v
        s = habit(W, left, mine)
        play(W, low_card(W[H0 + W[MOVER]] & SM[s]))


# -- exact search ---------------------------------------------------------------------
@njit
def moves(S, out, rep):
    """The cards to search for the seat to act, likeliest best first, in ``out``;
    ``rep[s]`` gets the searched card standing for the hand's cards of strength ``s``.
    Returns how many."""
    p = S[MOVER]
    hand = S[H0 + p]
    others = S[H0 + (p + 1) % 4] | S[H0 + (p + 2) % 4] | S[H0 + (p + 3) % 4]
    n = S[N]
    best = -1
    holder = -1
    for i in range(n):
        c = S[T0 + i]
        others |= 1 << c
        v = STR[c]
        if v > best:
            best = v
            holder = (S[LEADER] + i) % 4
        elif v == best:
            holder = -1
    partner = holder >= 0 and (holder - p) % 2 == 0
    m = 0
    r = -1
    run = False  # the last strength of mine starts a run nobody else's card breaks
    for s in range(1, TOP + 1):
        theirs = (others & SM[s]) != 0
        mine = hand & SM[s]
        if mine:
            if not run or theirs:
                r = low_card(mine)
                out[m] = r
                m += 1
            rep[s] = r
            run = not theirs
        elif theirs:
            run = False
    if m < 2:
        return m
    # keys: a lead from the top; a partner's trick kept with a low card; an
    # opponent's taken with the lowest card that beats it, else spoiled, else a low card
    keys = out[16:32]
    for i in range(m):
        s = STR[out[i]]
        if n == 0:
            k = s
        elif partner:
            k = 100 - s if s < best else 50 - s
        elif s > best:
            k = 200 - s
        elif s == best:
            k = 150
        else:
            k = 100 - s
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
def _meta(S, horizon):
    """Everything beside the hands that the value from a trick's start depends on."""
    x = S[LEADER] | ((S[LAST] + 1) << 6) | (S[RUN] << 9)
    for s in range(4):
        x |= (S[C0 + s] << (13 + 4 * s)) | ((S[R0 + s] + 1) << (29 + 4 * s))
    return x


@njit
def _slot(key):
    return (key ^ (key >> 31) ^ (key >> 17)) & (TABLE - 1)


# a search frame's fields, one row per depth
F_ALPHA, F_BETA, F_A0, F_B0, F_BEST, F_I, F_M, F_K1, F_K2, F_SLOT, F_TOP, F_EV = range(12)
_ENTER, _NEXT, _RETURN, _CHILD = 0, 1, 2, 3


@njit
def _search(ST, d0, alpha, beta, horizon, tk1, tk2, tdat, MV, RP, FR, cnt):
    """Fail-soft alpha-beta: the value of row ``ST[d0]`` searched to ``horizon`` tricks done.

    Written as a loop over an explicit stack (``FR``, one frame per depth), not
    recursively: numba's cache cannot hold recursive functions.  ``tdat`` holds
    a lower and an upper bound, bit 8 set where they rest on an evaluation (then
    true only for the horizon in bits 14..17), and in bits 9..13 the strength
    best there, which goes first at any horizon (iterative deepening)."""
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
            ev0 = cnt[EVALS]
            k1 = -1
            k2 = 0
            slot = 0
            first = -1
            if S[N] == 0:
                t = settled(S)
                if t != OPEN:
                    v = t
                    mode = _RETURN
                    continue
                if S[DONE] >= horizon:
                    cnt[EVALS] += 1
                    v = rollout(S, ST[d + 1])
                    mode = _RETURN
                    continue
                meta = _meta(S, horizon)
                k1 = S[HASH1] ^ meta
                k2 = S[HASH2] ^ (meta << 7) ^ (cnt[GEN] << 52)
                slot = _slot(k1)
                if tk1[slot] == k1 and tk2[slot] == k2:
                    dat = tdat[slot]
                    first = (dat >> 9) & 31
                    inexact = (dat >> 8) & 1
                    lo = LOW
                    hi = HIGH
                    if inexact == 0 or (dat >> 14) == horizon:
                        lo = (dat & 15) - 8
                        hi = ((dat >> 4) & 15) - 8
                        if inexact:
                            cnt[EVALS] += 1
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
            FR[d, F_K1] = k1
            FR[d, F_K2] = k2
            FR[d, F_SLOT] = slot
            FR[d, F_EV] = ev0
            FR[d, F_BEST] = LOW - 1 if S[MOVER] % 2 == 0 else HIGH + 1
            out = MV[d]
            m = moves(S, out, RP[d])
            if first > 0:
                # the strength that was best here before goes first
                for i in range(1, m):
                    if STR[out[i]] == first:
                        c = out[i]
                        for j in range(i, 0, -1):
                            out[j] = out[j - 1]
                        out[0] = c
                        break
            FR[d, F_M] = m
            FR[d, F_I] = 0
            FR[d, F_TOP] = STR[out[0]]
            mode = _NEXT
        elif mode == _NEXT:
            i = FR[d, F_I]
            if i < FR[d, F_M] and FR[d, F_ALPHA] < FR[d, F_BETA]:
                FR[d, F_I] = i + 1
                S = ST[d]
                child = ST[d + 1]
                for f in range(WIDTH):
                    child[f] = S[f]
                play(child, MV[d, i])
                FR[d + 1, F_ALPHA] = FR[d, F_ALPHA]
                FR[d + 1, F_BETA] = FR[d, F_BETA]
                d += 1
                mode = _ENTER
                continue
            best = FR[d, F_BEST]
            if FR[d, F_K1] >= 0:
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
                tk1[slot] = FR[d, F_K1]
                tk2[slot] = FR[d, F_K2]
                inexact = 1 if cnt[EVALS] > FR[d, F_EV] else 0
                tdat[slot] = ((lo + 8) | ((hi + 8) << 4) | (inexact << 8) | (FR[d, F_TOP] << 9)
                              | (horizon << 14))
            v = best
            mode = _RETURN
        elif mode == _RETURN:
            if d == d0:
                return v
            d -= 1
            mode = _CHILD
        else:
            # a child's value reaches the frame at depth d
            s = STR[MV[d, FR[d, F_I] - 1]]
            if ST[d, MOVER] % 2 == 0:
                if v > FR[d, F_BEST]:
                    FR[d, F_BEST] = v
                    FR[d, F_TOP] = s
                    if v > FR[d, F_ALPHA]:
                        FR[d, F_ALPHA] = v
            elif v < FR[d, F_BEST]:
                FR[d, F_BEST] = v
                FR[d, F_TOP] = s
                if v < FR[d, F_BETA]:
                    FR[d, F_BETA] = v
            mode = _NEXT


class Tables:
    """The work arrays of the solver, kept between solves (one per thread).  A
    table key holds the whole position from a trick's start (hands by strength,
    trick counts and when they were reached, the run) and the solve's number."""

    def __init__(self):
        self.rows = np.zeros((DEPTH, WIDTH), dtype=np.int64)
        self.k1 = np.full(TABLE, -1, dtype=np.int64)
        self.k2 = np.zeros(TABLE, dtype=np.int64)
        self.dat = np.zeros(TABLE, dtype=np.int64)
        self.moves = np.zeros((DEPTH, 32), dtype=np.int64)
        self.rep = np.zeros((DEPTH, TOP + 1), dtype=np.int64)
        self.frames = np.zeros((DEPTH, 12), dtype=np.int64)
        self.count = np.zeros(5, dtype=np.int64)
        self.values = np.zeros(48, dtype=np.int64)
        self.scratch = np.zeros(48, dtype=np.int64)


@njit
def _fresh(tk1, cnt):
    """A new solve: entries of earlier ones no longer match (they carry another number)."""
    cnt[GEN] += 1
    if cnt[GEN] >= GENERATIONS:
        tk1[:] = -1
        cnt[GEN] = 1


@njit
def solve_moves(S, horizon, rows, tk1, tk2, tdat, MV, RP, FR, cnt, values, limit):
    """The value (team 0's match points minus team 1's) after each legal card of
    the seat to act, searched to ``horizon`` tricks done, in ``values`` by card;
    returns the mask of legal cards, or -1 when ``limit`` nodes were not enough.
    Starts with an empty table."""
    _fresh(tk1, cnt)
    return _solve_moves(S, horizon, rows, tk1, tk2, tdat, MV, RP, FR, cnt, values, limit)


@njit
def _solve_moves(S, horizon, rows, tk1, tk2, tdat, MV, RP, FR, cnt, values, limit):
    cnt[NODES] = 0
    cnt[LIMIT] = limit
    cnt[GAVE_UP] = 0
    cnt[EVALS] = 0
    for f in range(WIDTH):
        rows[0, f] = S[f]
    m = moves(rows[0], MV[0], RP[0])
    for i in range(m):
        c = MV[0, i]
        child = rows[1]
        for f in range(WIDTH):
            child[f] = S[f]
        play(child, c)
        v = _search(rows, 1, LOW - 1, HIGH + 1, horizon, tk1, tk2, tdat, MV, RP, FR, cnt)
        if cnt[GAVE_UP]:
            return -1
        values[c] = v
    lg = legal_now(S)
    x = lg
    while x:
        c = low_card(x)
        x &= x - 1
        values[c] = values[RP[0, STR[c]]]
    return lg


#: how many times the nodes of the first horizon (to the end of the trick in
#: progress) the next one costs, by tricks done and cards in the trick; then one
#: trick deeper, by the tricks left past the new horizon.  Low quantiles of
#: seeded deals' worlds (tools/bench_ai.py --decisions times the outcome): a
#: horizon is skipped only when it would most likely not fit
FIRST_GROWTH = np.array([[33, 33, 47, 115], [28, 26, 40, 100], [24, 20, 33, 70], [15, 16, 22, 48],
                         [10, 12, 16, 31], [7, 7, 8, 20], [3, 5, 5, 12], [1, 1, 1, 1], [1, 1, 1, 1]],
                        dtype=np.int64)
GROWTH = np.array([1, 2, 3, 5, 8, 9, 15, 15, 15, 15], dtype=np.int64)


@njit
def solve_deep(S, rows, tk1, tk2, tdat, MV, RP, FR, cnt, values, scratch, limit, foresight=0):
    """``solve_moves`` one trick deeper at a time while ``limit`` nodes in all
    last; ``values`` holds the deepest complete answer.  Returns the horizon it
    reached (9: exact), or -1 when not even the current trick fitted.

    With ``foresight`` (a percentage of ``FIRST_GROWTH`` and ``GROWTH``) a
    horizon is not begun when the last one's nodes times its growth exceed what
    is left: a search that runs out of nodes is all waste."""
    spent = 0
    last = 0
    reached = -1
    h = S[DONE] + 1
    _fresh(tk1, cnt)
    while h <= N_TRICKS:
        if foresight > 0 and reached >= 0:
            if reached == S[DONE] + 1:
                g = FIRST_GROWTH[S[DONE], S[N]]
            else:
                g = GROWTH[N_TRICKS - h]
            if last * g * foresight > 100 * (limit - spent):
                break
        lg = _solve_moves(S, h, rows, tk1, tk2, tdat, MV, RP, FR, cnt, scratch, limit - spent)
        last = cnt[NODES]
        spent += last
        if lg < 0:
            break
        x = lg
        while x:
            c = low_card(x)
            x &= x - 1
            values[c] = scratch[c]
        reached = h
        if cnt[EVALS] == 0:
            return N_TRICKS  # nothing was left to evaluate: the values are exact
        h += 1
    cnt[NODES] = spent
    return reached


def state(hands, mover, trick, leader, counts, reach, last, run, done, gone=0):
    """A state row: ``hands`` four masks, ``trick`` the card numbers played to the
    current trick (from ``leader``), ``counts`` tricks won per seat, ``reach`` the
    trick at which each reached its count (-1: none), ``last`` and ``run`` the
    latest trick's winner (-1: spoiled or none) and how many in a row it took,
    ``gone`` the mask of the cards played."""
    S = np.zeros(WIDTH, dtype=np.int64)
    h1 = h2 = 0
    for s in range(4):
        S[H0 + s] = hands[s]
        for c in range(48):
            if hands[s] >> c & 1:
                h1 = (h1 + int(Z1[s, STR[c]])) & MASK
                h2 = (h2 + int(Z2[s, STR[c]])) & MASK
    S[MOVER] = mover
    S[N] = len(trick)
    for k, c in enumerate(trick):
        S[T0 + k] = c
    S[LEADER] = leader
    for s in range(4):
        S[C0 + s] = counts[s]
        S[R0 + s] = reach[s]
    S[LAST] = last
    S[RUN] = run
    S[DONE] = done
    S[WIN] = last
    S[HASH1] = h1
    S[HASH2] = h2
    S[GONE] = gone
    return S


def warm():
    """Compile every entry point (or load it from numba's cache)."""
    hands = [sum(1 << c for c in range(9 * s, 9 * s + 9)) for s in range(4)]
    S = state(hands, 0, [], 0, [0] * 4, [-1] * 4, -1, 0, 0)
    tb = Tables()
    solve_deep(S, tb.rows, tb.k1, tb.k2, tb.dat, tb.moves, tb.rep, tb.frames, tb.count, tb.values,
               tb.scratch, 200, 0)
    solve_moves(S, 1, tb.rows, tb.k1, tb.k2, tb.dat, tb.moves, tb.rep, tb.frames, tb.count, tb.values, 50)
    W = S.copy()
    rollout(S, W)
    legal_now(S)
    play(W, 0)
    result(S)
    final(S)
    settled(S)
    habit(S, np.zeros(TOP + 1, dtype=np.int64), np.zeros(TOP + 1, dtype=np.int64))
    count(0xFF)
    low_card(0xF0)
