"""What the exact (double-dummy) solvers share: bit helpers and alpha-beta
with a transposition table, a node budget and a cancel flag.

A game's solver subclasses ``AlphaBeta`` with its rules over a compact state
(hashable tuples of ints, hands as bit masks): ``moves(state)`` in a good
order for cutoffs, ``play(state, move)`` giving the next state or
``("end", value)`` and ``maximizing(state)``.  Values are integers for the
maximizing side, within ``LOW``..``HIGH``.
"""


class GaveUp(Exception):
    """The node budget ran out (or the search was cancelled) before an answer."""


def bits(mask):
    """The set bit positions of ``mask``, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def suits_of(pack, suits="CDHS"):
    """``(suit number of each card, mask of each suit's cards)`` for a pack of
    cards named rank then suit letter."""
    suit = [suits.index(c[1]) for c in pack]
    masks = [sum(1 << i for i, s in enumerate(suit) if s == k) for k in range(len(suits))]
    return suit, masks


class AlphaBeta:
    """Fail-soft alpha-beta; the table keeps ``(lower, upper)`` bounds per state."""

    LOW = -(10 ** 9)
    HIGH = 10 ** 9

    def __init__(self, nodes=None, cancel=None):
        self.limit = nodes
        self.cancel = cancel
        self.nodes = 0
        self.table = {}

    def moves(self, state):
        raise NotImplementedError

    def play(self, state, move):
        raise NotImplementedError

    def maximizing(self, state):
        raise NotImplementedError

    def value(self, state, alpha=None, beta=None):
        """The exact value of ``state`` (within ``alpha``..``beta``: outside
        that window only a bound)."""
        if alpha is None:
            alpha = self.LOW - 1
        if beta is None:
            beta = self.HIGH + 1
        self.nodes += 1
        if self.limit is not None and self.nodes > self.limit:
            raise GaveUp
        if self.cancel is not None and not self.nodes & 1023 and self.cancel.is_set():
            raise GaveUp
        table = self.table
        lo, hi = table.get(state, (self.LOW, self.HIGH))
        if lo >= beta or lo == hi:
            return lo
        if hi <= alpha:
            return hi
        a0 = a = alpha if alpha > lo else lo
        b0 = b = beta if beta < hi else hi
        maximize = self.maximizing(state)
        best = self.LOW - 1 if maximize else self.HIGH + 1
        play = self.play
        for move in self.moves(state):
            child = play(state, move)
            v = child[1] if child[0] == "end" else self.value(child, a, b)
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
            hi = best  # failed low: an upper bound
        elif best >= b0:
            lo = best  # failed high: a lower bound
        else:
            lo = hi = best
        table[state] = (lo, hi)
        return best

    def fresh_value(self, state, nodes=None, cancel=None):
        """The exact value of ``state`` with an empty table and a new node
        budget, or None when the budget ran out (or the search was cancelled)."""
        self.limit, self.cancel, self.nodes, self.table = nodes, cancel, 0, {}
        try:
            return self.value(state)
        except GaveUp:
            return None

    def move_values(self, state):
        """``{move: exact value}`` for every legal move (grouped moves once each)."""
        out = {}
        for move in self.moves(state):
            child = self.play(state, move)
            out[move] = child[1] if child[0] == "end" else self.value(child)
        return out
