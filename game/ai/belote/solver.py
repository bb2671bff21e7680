"""Exact Belote card play with every hand known (double-dummy).

The state is compact: ``(hand0, hand1, hand2, hand3, mover, trick, win_seat,
win_card, points0, points1, won0, won1)`` with hands as masks of the 32
cards, ``trick`` the card indices played to the current trick, ``won`` whether
a team has taken a trick (for the capot).  The rules are the engine's:
follow suit; in trumps overtrump when able; without the suit trump (over a
trump already played when able) unless the partner is winning, when a trump
played must still overtrump if one can.  The deal's value is the engine's
score: card points, 10 for the last trick or 100 for a capot, the Belote's
20 (every card is played, so a Belote is always completed), and a contract
that fails gives everything to the defence.

Cards of one hand and suit with nothing between them in play and the same
point value are interchangeable: only the lowest is searched.
"""

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

from ..solver import AlphaBeta, GaveUp, bits, suits_of

PACK = PACKS["belote"]
INDEX = {c: i for i, c in enumerate(PACK)}
SUITS = "CDHS"
_SUIT, _SUIT_MASK = suits_of(PACK, SUITS)


class _Trump:
    """Per-trump tables: strength and points by card index, suits weakest first."""

    def __init__(self, trump):
        self.suit = SUITS.index(trump)
        self.strength = [STRENGTH[trump][c] for c in PACK]
        self.value = [VALUE[trump][c] for c in PACK]
        self.order = [
            [INDEX[r + s] for r in (TRUMP_ORDER if s == trump else PLAIN_ORDER)] for s in SUITS
        ]
        tmask = _SUIT_MASK[self.suit]
        # trumps stronger than a given trump strength
        self.above = [sum(1 << i for i in bits(tmask) if self.strength[i] > k) for k in range(-1, 8)]


_TRUMPS = {s: _Trump(s) for s in SUITS}


class Endgame(AlphaBeta):
    """Belote card play from a known position; values are team 0's score minus team 1's."""

    LOW, HIGH = -400, 400

    def __init__(self, trump, taker, belote_team=None, nodes=None, cancel=None):
        super().__init__(nodes, cancel)
        self.t = _TRUMPS[trump]
        self.taker_team = taker % 2
        self.bel = [0, 0]
        if belote_team is not None:
            self.bel[belote_team] = BELOTE_BONUS

    # -- rules ---------------------------------------------------------------------
    def legal(self, state):
        """The mask of legal cards for the player to act (the engine's ``_legal_cards``)."""
        p = state[4]
        hand = state[p]
        trick = state[5]
        if not trick:
            return hand
        t = self.t
        led = _SUIT[trick[0]]
        same = hand & _SUIT_MASK[led]
        st = t.strength
        win = state[7]
        if led == t.suit:
            if not same:
                return hand
            return same & t.above[st[win] + 1] or same
        if same:
            return same
        trumps = hand & _SUIT_MASK[t.suit]
        if not trumps:
            return hand
        floor = st[win] if _SUIT[win] == t.suit else -1
        higher = trumps & t.above[floor + 1]
        if (state[6] - p) % 2 == 0:
            if higher and higher != trumps:
                return (hand & ~trumps) | higher
            return hand
        return higher or trumps

    def moves(self, state):
        legal = self.legal(state)
        if not legal & (legal - 1):
            return [legal.bit_length() - 1]
        t = self.t
        val = t.value
        trick = state[5]
        present = state[0] | state[1] | state[2] | state[3]
        for c in trick:
            present |= 1 << c
        cards = []
        for s in range(4):
            if not legal & _SUIT_MASK[s]:
                continue
            prev = -1
            for c in t.order[s]:
                if not present >> c & 1:
                    continue
                if legal >> c & 1:
                    if prev < 0 or val[prev] != val[c]:
                        cards.append(c)
                    prev = c
                else:
                    prev = -1
        if not trick:
            # leads: strong cards and trumps first
            return sorted(cards, key=lambda c: -(t.strength[c] + 8 * (_SUIT[c] == t.suit) + val[c]))
        st = t.strength
        win = state[7]
        partner = (state[6] - state[4]) % 2 == 0

        def key(c):
            beats = (st[c] > st[win]) if _SUIT[c] == _SUIT[win] else _SUIT[c] == t.suit
            if partner:
                return (beats, -val[c])
            return (not beats, -val[c] if beats else val[c])

        return sorted(cards, key=key)

    def play(self, state, card):
        h0, h1, h2, h3, p, trick, ws, wc, pt0, pt1, w0, w1 = state
        bit = 1 << card
        if p == 0:
            h0 ^= bit
        elif p == 1:
            h1 ^= bit
        elif p == 2:
            h2 ^= bit
        else:
            h3 ^= bit
        t = self.t
        if not trick:
            ws, wc = p, card
        elif (t.strength[card] > t.strength[wc]) if _SUIT[card] == _SUIT[wc] else _SUIT[card] == t.suit:
            ws, wc = p, card
        trick = trick + (card,)
        if len(trick) < 4:
            return (h0, h1, h2, h3, (p - 1) % 4, trick, ws, wc, pt0, pt1, w0, w1)
        val = t.value
        gained = val[trick[0]] + val[trick[1]] + val[trick[2]] + val[trick[3]]
        if ws % 2 == 0:
            pt0 += gained
            w0 = 1
        else:
            pt1 += gained
            w1 = 1
        if not h0 & (h0 - 1):
            # one card each: the last trick plays itself
            if not h0:
                return ("end", self.final(pt0, pt1, w0, w1, ws % 2))
            return self._last((h0, h1, h2, h3), ws, pt0, pt1, w0, w1)
        return (h0, h1, h2, h3, ws, (), -1, -1, pt0, pt1, w0, w1)

    def _last(self, hands, leader, pt0, pt1, w0, w1):
        t = self.t
        st, val = t.strength, t.value
        ws = leader
        wc = hands[leader].bit_length() - 1
        gained = val[wc]
        for k in (1, 2, 3):
            p = (leader - k) % 4
            c = hands[p].bit_length() - 1
            gained += val[c]
            if (st[c] > st[wc]) if _SUIT[c] == _SUIT[wc] else _SUIT[c] == t.suit:
                ws, wc = p, c
        if ws % 2 == 0:
            pt0 += gained
            w0 = 1
        else:
            pt1 += gained
            w1 = 1
        return ("end", self.final(pt0, pt1, w0, w1, ws % 2))

    def final(self, pt0, pt1, w0, w1, last_team):
        """Team 0's score minus team 1's for a finished deal."""
        pts = [pt0, pt1]
        if not (w0 and w1):
            pts[last_team] += CAPOT_BONUS
        else:
            pts[last_team] += LAST_TRICK_BONUS
        bel = self.bel
        tk = self.taker_team
        if pts[tk] + bel[tk] >= pts[1 - tk] + bel[1 - tk]:
            return pts[0] + bel[0] - pts[1] - bel[1]
        total = pts[0] + pts[1] + bel[0] + bel[1]
        return total if tk == 1 else -total

    def maximizing(self, state):
        return state[4] % 2 == 0


def from_deal(deal, nodes=None, cancel=None):
    """``(Endgame, state)`` for an engine Belote deal in its card play."""
    belote_team = None if deal.belote_seat is None else deal.belote_seat % 2
    game = Endgame(deal.trump, deal.taker, belote_team, nodes, cancel)
    masks = [sum(1 << INDEX[c] for c in deal.hands[s]) for s in range(4)]
    trick = tuple(INDEX[c] for c in deal.trick)
    ws = deal.win_seat if trick else -1
    wc = INDEX[deal.win_card] if trick else -1
    state = (*masks, deal.current_player, trick, ws, wc, deal.points[0], deal.points[1],
             int(deal.tricks_won[0] > 0), int(deal.tricks_won[1] > 0))
    return game, state


def tricks_left(deal):
    """Tricks still to finish, the one in progress included."""
    return len(deal.hands[deal.current_player])


def solve(deal, seat, nodes=None, cancel=None):
    """The exact value of a deal in play for ``seat`` (its team's score minus
    the other's); raises GaveUp."""
    game, state = from_deal(deal, nodes, cancel)
    v = game.value(state)
    return v if seat % 2 == 0 else -v


def solve_moves(deal, seat, nodes=None, cancel=None):
    """``{card: exact value for seat}`` for every legal card; raises GaveUp."""
    game, state = from_deal(deal, nodes, cancel)
    sign = 1 if seat % 2 == 0 else -1
    out = {}
    for c in bits(game.legal(state)):
        child = game.play(state, c)
        out[PACK[c]] = sign * (child[1] if child[0] == "end" else game.value(child))
    return out


__all__ = ["Endgame", "GaveUp", "from_deal", "solve", "solve_moves", "tricks_left"]
