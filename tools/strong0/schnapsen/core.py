"""Schnapsen's compact rules core: the deal as one row of integers.

Written once in the subset of Python that numba compiles (``game.ai.jit``)
and used by the computer players' searches: legal moves with and without
the duty to follow and win, apply, the draws from the stock, marriages, the
trump exchange, closing, the trick's winner and the settlement in game
points, all as the engine has them (``rules.md`` section 3;
``tests/ai/test_schnapsen_core.py`` and ``tools/schnapsen_core_check.py``
play deals through both side by side).

Cards are numbered as in the pack, suit by suit and low to high within a
suit (``J Q K T A``), so card ``c`` is of suit ``c // 5`` and rank
``c % 5``; hands are bit masks of those numbers.  A state is an int64 row
(a numpy array where the core is compiled, a list of ints in plain Python,
where list indexing is the quicker one); the field numbers are below.  A
move is an int: ``0..19`` plays a card, ``20 + c`` leads ``c`` as a
marriage, ``EXCHANGE`` and ``CLOSE``.
"""

import numpy as np

from game.engine import schnapsen_scoring as scoring
from game.engine.cards import PACKS
from game.engine.schnapsen_scoring import MARRIAGE, TARGET, TRUMP_MARRIAGE, VALUES

from ..jit import COMPILED, njit

PACK = PACKS["schnapsen"]
INDEX = {c: i for i, c in enumerate(PACK)}
SUITS = "CDHS"
RANKS = "JQKTA"
if any(c != RANKS[i % 5] + SUITS[i // 5] for i, c in enumerate(PACK)):
    raise RuntimeError("the core expects the pack suit by suit, J Q K T A within each")

#: card points by rank number
RANK_VALUE = tuple(VALUES[r + "C"] for r in RANKS)
JACK, QUEEN, KING = 0, 1, 2
HAND_SIZE = 5
STOCK_SIZE = 10  # nine face-down cards on the face-up trump card

# the fields of a state
H0, H1 = 0, 1  # hands
MOVER = 2  # the seat to act, -1 once the deal is over
LEAD = 3  # the card led to the open trick, -1 when none
LEADER = 4
PT0, PT1 = 5, 6  # points that count (cards and marriages)
PE0, PE1 = 7, 8  # marriage points waiting for a first trick
TW0, TW1 = 9, 10  # tricks won
MA0, MA1 = 11, 12  # suits declared, a mask
LAST = 13  # the last trick's winner, -1 before any
LEFT = 14  # cards in the stock, the trump card included
TRUMP = 15  # the trump suit
TCARD = 16  # the face-up trump card (the Jack after an exchange)
CLOSER = 17  # who closed, -1
COPP = 18  # the closer's opponent's points at the close
CTRICK = 19  # 1 when that opponent had won a trick then
STRICT = 20  # the stock is exhausted or closed
WINNER = 21  # -1 until the deal is over
GP = 22  # the winner's game points
STOCK = 23  # nine fields: the face-down stock, top first
SIZE = STOCK + 9

MARRY = 20
EXCHANGE = 40
CLOSE = 41
MAX_MOVES = 16


def new_state():
    """An empty state row of the kind the core runs on."""
    if COMPILED:
        return np.zeros(SIZE, dtype=np.int64)
    return [0] * SIZE


@njit
def popcount(m):
    n = 0
    while m:
        m &= m - 1
        n += 1
    return n


@njit
def lowest(m):
    """The number of the lowest set bit of ``m`` (``m`` > 0)."""
    n = 0
    while not (m >> n) & 1:
        n += 1
    return n


@njit
def suit_mask(s):
    return 31 << (5 * s)


@njit
def beats(card, lead, trump):
    """Does ``card`` played second win the trick ``lead`` opened?"""
    if card // 5 == lead // 5:
        return card > lead
    return card // 5 == trump


@njit
def follow_mask(hand, lead, trump):
    """The cards allowed onto ``lead`` under the strict rules: follow suit
    and win if able; else any of the suit; void, a trump; else anything."""
    led = lead // 5
    same = hand & suit_mask(led)
    if same:
        higher = same & ~((2 << lead) - 1)
        if higher:
            return higher
        return same
    trumps = hand & suit_mask(trump)
    if trumps:
        return trumps
    return hand


#: the engine's own rule, compiled with the core
game_points_for = njit(scoring.game_points_for)


@njit
def finish(s, reached):
    """Settle the deal: ``reached`` is the seat that reached 66, or -1 when
    the last trick was played without anybody reaching it."""
    closer = s[CLOSER]
    if reached >= 0:
        if closer < 0:
            loser = 1 - reached
            gp = game_points_for(s[PT0 + loser], s[TW0 + loser] > 0)
        elif closer == reached:
            gp = game_points_for(s[COPP], s[CTRICK] > 0)
        else:
            gp = 3 - s[CTRICK]
        winner = reached
    elif closer >= 0:
        winner = 1 - closer
        gp = 3 - s[CTRICK]
    else:
        winner = s[LAST]
        gp = 1
    s[WINNER] = winner
    s[GP] = gp
    s[MOVER] = -1


@njit
def value_for(s, seat):
    """The finished deal's game points for ``seat``, signed."""
    return s[GP] if s[WINNER] == seat else -s[GP]


@njit
def legal(s, out):
    """Writes the legal moves into ``out``; returns how many there are."""
    p = s[MOVER]
    hand = s[H0 + p]
    trump = s[TRUMP]
    n = 0
    lead = s[LEAD]
    if lead >= 0:
        m = follow_mask(hand, lead, trump) if s[STRICT] else hand
        while m:
            c = lowest(m)
            m &= m - 1
            out[n] = c
            n += 1
        return n
    m = hand
    while m:
        c = lowest(m)
        m &= m - 1
        out[n] = c
        n += 1
    married = s[MA0 + p]
    for suit in range(4):
        k = 5 * suit + KING
        q = 5 * suit + QUEEN
        if (hand >> k) & 1 and (hand >> q) & 1 and not (married >> suit) & 1:
            out[n] = MARRY + q
            out[n + 1] = MARRY + k
            n += 2
    if not s[STRICT]:
        if (hand >> (5 * trump + JACK)) & 1:
            out[n] = EXCHANGE
            n += 1
        if popcount(hand) == HAND_SIZE:
            out[n] = CLOSE
            n += 1
    return n


@njit
def draw(s, winner):
    loser = 1 - winner
    pos = STOCK_SIZE - s[LEFT]  # face-down cards already taken
    s[H0 + winner] |= 1 << s[STOCK + pos]
    if s[LEFT] > 2:
        s[H0 + loser] |= 1 << s[STOCK + pos + 1]
        s[LEFT] -= 2
        return
    # the fifth draw: the loser takes the face-up trump card
    s[H0 + loser] |= 1 << s[TCARD]
    s[LEFT] = 0
    s[STRICT] = 1


@njit
def apply(s, move):
    """Plays ``move`` (legal) on the state row ``s`` in place."""
    p = s[MOVER]
    if move == EXCHANGE:
        jack = 5 * s[TRUMP] + JACK
        s[H0 + p] = (s[H0 + p] & ~(1 << jack)) | (1 << s[TCARD])
        s[TCARD] = jack
        return
    if move == CLOSE:
        s[CLOSER] = p
        s[COPP] = s[PT1 - p]
        s[CTRICK] = 1 if s[TW1 - p] > 0 else 0
        s[STRICT] = 1
        return
    if move >= MARRY:
        card = move - MARRY
        suit = card // 5
        s[H0 + p] &= ~(1 << card)
        s[LEAD] = card
        s[LEADER] = p
        s[MA0 + p] |= 1 << suit
        value = TRUMP_MARRIAGE if suit == s[TRUMP] else MARRIAGE
        if s[TW0 + p] > 0:
            s[PT0 + p] += value
            if s[PT0 + p] >= TARGET:
                finish(s, p)
                return
        else:
            s[PE0 + p] += value
        s[MOVER] = 1 - p
        return
    card = move
    s[H0 + p] &= ~(1 << card)
    lead = s[LEAD]
    if lead < 0:
        s[LEAD] = card
        s[LEADER] = p
        s[MOVER] = 1 - p
        return
    winner = p if beats(card, lead, s[TRUMP]) else s[LEADER]
    if s[TW0 + winner] == 0 and s[PE0 + winner]:
        s[PT0 + winner] += s[PE0 + winner]
        s[PE0 + winner] = 0
    s[TW0 + winner] += 1
    s[PT0 + winner] += RANK_VALUE[lead % 5] + RANK_VALUE[card % 5]
    s[LEAD] = -1
    s[LEADER] = winner
    s[LAST] = winner
    if s[PT0 + winner] >= TARGET:
        finish(s, winner)
        return
    if not s[STRICT]:
        draw(s, winner)
    if s[H0 + winner] == 0:
        finish(s, -1)
        return
    s[MOVER] = winner


# -- between the engine and the core (plain Python) ----------------------------

def mask_of(cards):
    m = 0
    for c in cards:
        m |= 1 << INDEX[c]
    return m


def cards_of(mask):
    return [PACK[i] for i in range(20) if mask >> i & 1]


def from_deal(deal):
    """The state row of an engine Schnapsen deal (live or finished)."""
    s = new_state()
    s[H0] = mask_of(deal.hands[0])
    s[H1] = mask_of(deal.hands[1])
    s[MOVER] = -1 if deal.current_player is None else deal.current_player
    s[LEAD] = INDEX[deal.trick[0]] if deal.trick else -1
    s[LEADER] = deal.leader
    for p in (0, 1):
        s[PT0 + p] = deal.points[p]
        s[PE0 + p] = deal.pending[p]
        s[TW0 + p] = deal.tricks_won[p]
        s[MA0 + p] = sum(1 << SUITS.index(x) for x in deal.married[p])
    s[LAST] = -1 if deal.last_trick_winner is None else deal.last_trick_winner
    s[LEFT] = deal.stock_left
    s[TRUMP] = SUITS.index(deal.trump)
    s[TCARD] = INDEX[deal.trump_card]
    s[CLOSER] = -1 if deal.closed_by is None else deal.closed_by
    s[COPP] = deal.closed_opp_points or 0
    s[CTRICK] = 1 if deal.closed_opp_had_trick else 0
    s[STRICT] = 1 if deal.strict else 0
    s[WINNER] = -1
    if deal.current_player is None:
        r = deal.result()
        s[WINNER] = r["winner"]
        s[GP] = r["game_points"]
    for i, c in enumerate(deal.stock):
        s[STOCK + i] = INDEX[c]
    return s


def action_of(move):
    """The engine's action string for a core move."""
    if move == EXCHANGE:
        return "exchange"
    if move == CLOSE:
        return "close"
    if move >= MARRY:
        return "marry:" + PACK[move - MARRY]
    return PACK[move]


def move_of(action):
    """The core move for an engine action string."""
    if action == "exchange":
        return EXCHANGE
    if action == "close":
        return CLOSE
    if action.startswith("marry:"):
        return MARRY + INDEX[action[6:]]
    return INDEX[action]


def move_buffer():
    return np.zeros(MAX_MOVES, dtype=np.int64) if COMPILED else [0] * MAX_MOVES


def legal_actions(s):
    """The legal actions of a state as engine strings (tests, tools)."""
    out = move_buffer()
    n = legal(s, out)
    return [action_of(int(out[i])) for i in range(n)]


def result_of(s):
    """The finished state as the engine's ``result()`` fields."""
    return {
        "winner": int(s[WINNER]),
        "game_points": int(s[GP]),
        "points": [int(s[PT0]), int(s[PT1])],
        "tricks": [int(s[TW0]), int(s[TW1])],
        "closed_by": None if s[CLOSER] < 0 else int(s[CLOSER]),
    }
