"""Exact Aluette card play with every hand known (double-dummy).

Only a card's strength matters in Aluette, so a hand is kept as counts per
strength: three bits for each of the nineteen strengths of one integer.  The
state is ``(hand0..hand3, mover, trick, count0..count3, reach0..reach3, last,
run, done)``: ``trick`` the strengths played to the trick in progress,
``count`` the tricks each seat has won, ``reach`` the trick at which it
reached that count (the first to reach the top count wins a tie), ``last``
and ``run`` the seat that won the latest trick and how many in a row (for the
Mordienne), ``done`` the tricks finished.  The value is the engine's: the
deal winner's team takes 1 match point, 2 for a Mordienne, nobody any when
every trick was spoiled.

Cards of one hand whose strengths have no other card in play between them
(nor level with them) are interchangeable: only the lowest is searched.
"""

from game.engine.aluette import N_TRICKS, STRENGTH

from ..solver import AlphaBeta, GaveUp

_STRENGTHS = range(1, max(STRENGTH.values()) + 1)
_FIELD = 3  # bits per strength: at most four cards share one


def _unit(s):
    return 1 << (_FIELD * s)


_UNIT = [_unit(s) for s in range(max(_STRENGTHS) + 2)]


def hand_of(cards):
    return sum(_unit(STRENGTH[c]) for c in cards)


# the lowest bit of every strength's field
_LOWS = sum(1 << (_FIELD * s) for s in _STRENGTHS)


def _present(hand):
    """A mask with the lowest bit of each field set where ``hand`` holds that strength."""
    return (hand | hand >> 1 | hand >> 2) & _LOWS


def strengths(hand):
    """The distinct strengths in ``hand``, lowest first."""
    out = []
    m = _present(hand)
    while m:
        low = m & -m
        out.append((low.bit_length() - 1) // _FIELD)
        m ^= low
    return out


class Endgame(AlphaBeta):
    """Aluette card play from a known position; values are team 0's match points minus team 1's."""

    LOW, HIGH = -2, 2

    def legal(self, state):
        return strengths(state[state[4]])

    def moves(self, state):
        p = state[4]
        mine = strengths(state[p])
        if len(mine) == 1:
            return mine
        others = state[(p + 1) % 4] + state[(p + 2) % 4] + state[(p + 3) % 4]
        for s in state[5]:
            others += _UNIT[s]
        others = _present(others)
        out = []
        prev = None
        for s in mine:
            # one searched card per run of mine with nobody else's card in it or level with it
            if prev is None or others & (_UNIT[s + 1] - _UNIT[prev]):
                out.append(s)
            prev = None if others & _UNIT[s] else s
        out.reverse()  # high cards first: they settle tricks soonest
        return out

    def play(self, state, s):
        p = state[4]
        hands = list(state[:4])
        hands[p] -= _UNIT[s]
        trick = state[5] + (s,)
        if len(trick) < 4:
            return (*hands, (p + 1) % 4, trick, *state[6:])
        return self._close(hands, (p + 1) % 4, trick, state)

    def _close(self, hands, leader, trick, state):
        """The state after a full trick (``state`` gives the counts before it)."""
        counts = list(state[6:10])
        reach = list(state[10:14])
        last, run, done = state[14], state[15], state[16]
        best = max(trick)
        if trick.count(best) > 1:
            last, run = -1, 0
            nxt = leader
        else:
            winner = (leader + trick.index(best)) % 4
            counts[winner] += 1
            reach[winner] = done
            if last == winner:
                run += 1
            else:
                last, run = winner, 1
            nxt = winner
        done += 1
        if done == N_TRICKS:
            return ("end", self.final(counts, reach, last, run))
        left = N_TRICKS - done
        lead = max(range(4), key=lambda s: (counts[s], -reach[s]))
        top = counts[lead]
        if all(counts[s] + left <= top for s in range(4) if s != lead):
            # nobody can catch the leader any more (a tie goes to whoever got
            # there first); only a Mordienne could still change the value
            if not (last == lead and top == run < done):
                return ("end", 1 if lead % 2 == 0 else -1)
        state = (*hands, nxt, (), *counts, *reach, last, run, done)
        if done < N_TRICKS - 1:
            return state
        # one card each: the last trick plays itself
        last_trick = tuple(strengths(hands[(nxt + k) % 4])[0] for k in range(4))
        return self._close([0, 0, 0, 0], nxt, last_trick, state)

    @staticmethod
    def final(counts, reach, last, run):
        most = max(counts)
        if most == 0:
            return 0
        winner = min((s for s in range(4) if counts[s] == most), key=reach.__getitem__)
        mordienne = winner == last and 2 <= run < N_TRICKS and counts[winner] == run
        points = 2 if mordienne else 1
        return points if winner % 2 == 0 else -points

    def maximizing(self, state):
        return state[4] % 2 == 0


def from_deal(deal, nodes=None, cancel=None):
    """``(Endgame, state)`` for an engine Aluette deal in play."""
    counts = [0, 0, 0, 0]
    reach = [-1, -1, -1, -1]
    last, run = -1, 0
    for i, (_leader, _cards, w) in enumerate(deal.tricks):
        if w is None:
            last, run = -1, 0
            continue
        counts[w] += 1
        reach[w] = i
        if w == last:
            run += 1
        else:
            last, run = w, 1
    hands = [hand_of(h) for h in deal.hands]
    trick = tuple(STRENGTH[c] for c in deal.trick)
    state = (*hands, deal.current_player, trick, *counts, *reach, last, run, len(deal.tricks))
    return Endgame(nodes, cancel), state


def tricks_left(deal):
    return N_TRICKS - len(deal.tricks)


def solve(deal, seat, nodes=None, cancel=None):
    """The exact value of a deal in play for ``seat`` (its team's match points
    minus the other's); raises GaveUp."""
    game, state = from_deal(deal, nodes, cancel)
    v = game.value(state)
    return v if seat % 2 == 0 else -v


def solve_moves(deal, seat, nodes=None, cancel=None):
    """``{card: exact value for seat}`` for every legal card; raises GaveUp."""
    game, state = from_deal(deal, nodes, cancel)
    sign = 1 if seat % 2 == 0 else -1
    values = {}
    for s in game.legal(state):
        child = game.play(state, s)
        values[s] = sign * (child[1] if child[0] == "end" else game.value(child))
    return {c: values[STRENGTH[c]] for c in deal.legal_actions()}


__all__ = ["Endgame", "GaveUp", "from_deal", "solve", "solve_moves", "tricks_left"]
