"""Exact Schnapsen endgame: once the stock is exhausted or closed nobody
draws again, so a deal whose hands are known is a game of perfect
information.  This solves it outright: alpha-beta over a compact state
(hands as bit masks of the twenty cards), a transposition table holding
bounds, and moves ordered so that cutoffs come early.

The value is the deal's outcome in game points for one seat: +1..+3 when it
wins, -1..-3 when it loses (``rules.md`` section 3).  It follows the engine
exactly, which the tests check against a brute-force search through the
engine itself.
"""

from game.engine.cards import PACKS
from game.engine.schnapsen_scoring import (
    MARRIAGE,
    STRENGTH,
    TARGET,
    TRUMP_MARRIAGE,
    VALUES,
    game_points_for,
)

from ..solver import AlphaBeta, GaveUp  # noqa: F401 (GaveUp: raised by the search, re-exported)
from ..solver import bits as _bits

PACK = PACKS["schnapsen"]
INDEX = {c: i for i, c in enumerate(PACK)}
_SUITS = "CDHS"
_VAL = [VALUES[c] for c in PACK]
_STR = [STRENGTH[c] for c in PACK]
_SUIT = [_SUITS.index(c[1]) for c in PACK]
_SUIT_MASK = [sum(1 << i for i, c in enumerate(PACK) if c[1] == s) for s in _SUITS]
# (king, queen) index pairs per suit: a marriage needs both in one hand
_PAIRS = [(INDEX["K" + s], INDEX["Q" + s]) for s in _SUITS]
# ordered move lists by (trump, hand, lead, marriages declared), shared by every solve
_MOVES = {}
MOVES_CACHE = 200000


class Endgame(AlphaBeta):
    """The fixed facts of one endgame and its search.

    A state is ``(hand0, hand1, mover, lead, points0, points1, pending0,
    pending1, won0, won1, married0, married1, last)``: hands as masks,
    ``lead`` the index of the card led (-1 when the mover leads), ``won``
    whether a seat has taken a trick, ``married`` a mask of suits declared,
    ``last`` the winner of the last trick (-1 before any).
    """

    def __init__(self, trump, closed_by=None, closed_opp_points=None, closed_opp_had_trick=None,
                 nodes=None, cancel=None):
        super().__init__(nodes, cancel)
        self.trump = _SUITS.index(trump)
        self.closed_by = closed_by
        self.closed_opp_points = closed_opp_points
        self.closed_opp_had_trick = closed_opp_had_trick

    # -- rules ---------------------------------------------------------------------
    def _final(self, reached, points, won, last):
        """Value for seat 0 of a finished deal."""
        closer = self.closed_by
        if reached is not None:
            if closer is None:
                loser = 1 - reached
                winner, gp = reached, game_points_for(points[loser], won[loser])
            elif closer == reached:
                winner, gp = reached, game_points_for(self.closed_opp_points, self.closed_opp_had_trick)
            else:
                winner, gp = reached, (2 if self.closed_opp_had_trick else 3)
        elif closer is not None:
            winner, gp = 1 - closer, (2 if self.closed_opp_had_trick else 3)
        else:
            winner, gp = last, 1
        return gp if winner == 0 else -gp

    def moves(self, state):
        """Legal moves ``(card index, marriage)`` in a good order for cutoffs."""
        p, lead = state[2], state[3]
        hand = state[p]
        # the list depends on these alone; solves repeat them across worlds
        key = (self.trump, hand, lead, state[10 + p] if lead < 0 else 0)
        out = _MOVES.get(key)
        if out is None:
            if len(_MOVES) > MOVES_CACHE:
                _MOVES.clear()
            out = _MOVES[key] = tuple(self._moves(hand, lead, state[10 + p]))
        return out

    def _moves(self, hand, lead, married):
        trump = self.trump
        if lead >= 0:
            led = _SUIT[lead]
            same = hand & _SUIT_MASK[led]
            if not same:
                same = hand & _SUIT_MASK[trump]
            if not same:
                cards = _bits(hand)
                # nothing wins: throw the cheapest first
                return [(c, False) for c in sorted(cards, key=lambda c: (_VAL[c], _SUIT[c] == trump))]
            cards = _bits(same)
            if _SUIT[cards[0]] == led:
                higher = [c for c in cards if _STR[c] > _STR[lead]]
                if higher:
                    cards = higher
            # winners by value: the highest first often ends the deal soonest
            return [(c, False) for c in sorted(cards, key=lambda c: -_VAL[c])]
        out = []
        for s, (k, q) in enumerate(_PAIRS):
            if hand >> k & 1 and hand >> q & 1 and not married >> s & 1:
                value = TRUMP_MARRIAGE if s == trump else MARRIAGE
                out.append((value, (q, True)))
                out.append((value - 1, (k, True)))
        for c in _bits(hand):
            # high trumps and aces first, then the rest from high to low
            out.append(((_SUIT[c] == trump) * 0.5 + _VAL[c] / 100.0, (c, False)))
        out.sort(key=lambda x: -x[0])
        return [m for _, m in out]

    def play(self, state, move):
        """The next state, or ``("end", value for seat 0)``."""
        h0, h1, p, lead, pt0, pt1, pe0, pe1, w0, w1, m0, m1, last = state
        card, marry = move
        bit = 1 << card
        if lead < 0:
            if p == 0:
                h0 ^= bit
            else:
                h1 ^= bit
            if marry:
                s = _SUIT[card]
                value = TRUMP_MARRIAGE if s == self.trump else MARRIAGE
                if p == 0:
                    m0 |= 1 << s
                    if w0:
                        pt0 += value
                        if pt0 >= TARGET:
                            return ("end", self._final(0, (pt0, pt1), (w0, w1), last))
                    else:
                        pe0 += value
                else:
                    m1 |= 1 << s
                    if w1:
                        pt1 += value
                        if pt1 >= TARGET:
                            return ("end", self._final(1, (pt0, pt1), (w0, w1), last))
                    else:
                        pe1 += value
            return (h0, h1, 1 - p, card, pt0, pt1, pe0, pe1, w0, w1, m0, m1, last)
        if p == 0:
            h0 ^= bit
        else:
            h1 ^= bit
        if _SUIT[card] == _SUIT[lead]:
            wins = _STR[card] > _STR[lead]
        else:
            wins = _SUIT[card] == self.trump
        winner = p if wins else 1 - p
        gained = _VAL[card] + _VAL[lead]
        if winner == 0:
            if not w0 and pe0:
                pt0 += pe0
                pe0 = 0
            w0 = True
            pt0 += gained
            reached = pt0 >= TARGET
        else:
            if not w1 and pe1:
                pt1 += pe1
                pe1 = 0
            w1 = True
            pt1 += gained
            reached = pt1 >= TARGET
        if reached:
            return ("end", self._final(winner, (pt0, pt1), (w0, w1), winner))
        if not (h0 if winner == 0 else h1):
            return ("end", self._final(None, (pt0, pt1), (w0, w1), winner))
        return (h0, h1, winner, -1, pt0, pt1, pe0, pe1, w0, w1, m0, m1, winner)

    # -- search --------------------------------------------------------------------
    LOW, HIGH = -3, 3

    def maximizing(self, state):
        return state[2] == 0


def from_deal(deal, nodes=None, cancel=None, memo=None):
    """``(Endgame, state)`` for an engine Schnapsen deal in its strict phase.

    ``memo`` (a dict) keeps the transposition tables between solves: a state
    holds everything its value depends on beside the endgame's fixed facts,
    which key the table, so the solves of one world share what they found."""
    game = Endgame(deal.trump, deal.closed_by, deal.closed_opp_points, deal.closed_opp_had_trick,
                   nodes=nodes, cancel=cancel)
    if memo is not None:
        key = ("schnapsen", deal.trump, deal.closed_by, deal.closed_opp_points, deal.closed_opp_had_trick)
        game.table = memo.setdefault(key, {})
    masks = [sum(1 << INDEX[c] for c in deal.hands[s]) for s in (0, 1)]
    lead = INDEX[deal.trick[0]] if deal.trick else -1
    married = [sum(1 << _SUITS.index(s) for s in deal.married[p]) for p in (0, 1)]
    last = deal.last_trick_winner if deal.last_trick_winner is not None else -1
    state = (masks[0], masks[1], deal.current_player, lead, deal.points[0], deal.points[1],
             deal.pending[0], deal.pending[1], deal.tricks_won[0] > 0, deal.tricks_won[1] > 0,
             married[0], married[1], last)
    return game, state


def action_of(move):
    """The engine's action string for a solver move."""
    card, marry = move
    return ("marry:" if marry else "") + PACK[card]


def solve(deal, seat, nodes=None, cancel=None, memo=None):
    """The exact value of a strict-phase deal for ``seat``; raises GaveUp."""
    game, state = from_deal(deal, nodes, cancel, memo)
    v = game.value(state)
    return v if seat == 0 else -v


def last_draw(deal):
    """The follower's turn in the last trick with the stock open: once it plays,
    the last face-down card and the trump card are drawn and nobody draws again."""
    return not deal.strict and deal.stock_left == 2 and bool(deal.trick)


def solve_last_draw(deal, seat, nodes=None, cancel=None, memo=None):
    """The exact value for ``seat`` of a deal at :func:`last_draw`: the
    follower's best reply, each reply's strict endgame solved outright
    (the world fixes the last face-down card); raises GaveUp."""
    follower = deal.current_player
    sign = 1 if follower == 0 else -1  # the follower maximizes sign * (value for seat 0)
    best = None
    used = 0
    for card in sorted(deal.hands[follower], key=lambda c: -VALUES[c]):
        after = deal.clone()
        after.apply(card)
        if after.current_player is None:
            r = after.result()
            v = r["game_points"] if r["winner"] == 0 else -r["game_points"]
        else:
            game, state = from_deal(after, None if nodes is None else nodes - used, cancel, memo)
            # only a reply better for the follower than the best so far matters
            if best is None:
                v = game.value(state)
            elif sign > 0:
                v = game.value(state, best, Endgame.HIGH + 1)
            else:
                v = game.value(state, Endgame.LOW - 1, best)
            used += game.nodes
        if best is None or sign * v > sign * best:
            best = v
            if best == sign * Endgame.HIGH:
                break
    return best if seat == 0 else -best


def solve_moves(deal, seat, nodes=None, cancel=None):
    """``{action: exact value for seat}`` for the player to act; raises GaveUp."""
    game, state = from_deal(deal, nodes, cancel)
    sign = 1 if seat == 0 else -1
    return {action_of(m): sign * v for m, v in game.move_values(state).items()}
