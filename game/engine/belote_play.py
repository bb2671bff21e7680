"""The card play Belote (rules §2) and Coinche (§6) share.

The rank orders, the card values, the legal cards (follow, must trump, must
overtrump, the partner-winning exception), tricks, Belote/Rebelote, the last
trick's 10 and the capot's 100.  Play goes counter-clockwise: the player after
seat ``s`` is ``(s - 1) % 4``.  :class:`TrickPlay` is mixed into a game's deal,
which keeps these fields: ``hands``, ``trump``, ``trick``, ``win_seat``,
``win_card``, ``leader``, ``tricks``, ``points``, ``tricks_won``,
``belote_seat``, ``belote_played``, ``belote``, ``capot``, ``phase``,
``_strength``, ``_value`` (:meth:`TrickPlay._reset_play` sets them).
"""

from .cards import FRENCH_SUITS
from .tricks import beats, played_cards

PLAY, OVER = "play", "over"

PLAIN_ORDER = "789JQKTA"  # weakest first
TRUMP_ORDER = "78QKTA9J"
PLAIN_VALUE = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2}
TRUMP_VALUE = {"J": 20, "9": 14, "A": 11, "T": 10, "K": 4, "Q": 3}

CAPOT_BONUS = 100
LAST_TRICK_BONUS = 10
BELOTE_BONUS = 20
TRICKS = 8


def _tables():
    """Per trump suit: card -> strength within its suit, card -> points."""
    strength, value = {}, {}
    for trump in FRENCH_SUITS:
        st, va = {}, {}
        for s in FRENCH_SUITS:
            order = TRUMP_ORDER if s == trump else PLAIN_ORDER
            values = TRUMP_VALUE if s == trump else PLAIN_VALUE
            for i, r in enumerate(order):
                st[r + s] = i
                va[r + s] = values.get(r, 0)
        strength[trump], value[trump] = st, va
    return strength, value


STRENGTH, VALUE = _tables()
CARDS = frozenset(STRENGTH["C"])

FACTS = {
    "tricks": TRICKS,
    "trump_points": dict(TRUMP_VALUE),
    "plain_order": PLAIN_ORDER,
    "trump_order": TRUMP_ORDER,
    "last_trick": LAST_TRICK_BONUS,
    "capot": CAPOT_BONUS,
    "belote": BELOTE_BONUS,
}


def team_of(seat):
    return seat % 2


class TrickPlay:
    """The card play of a Belote deal, mixed into the game's :class:`~.core.Deal`."""

    def _reset_play(self):
        self.trump = None
        self.leader = None
        self.trick = []  # cards of the current trick, in play order
        self.win_seat = None
        self.win_card = None
        self.tricks = []  # finished tricks: (leader, cards, winner)
        self.points = [0, 0]  # card points won so far (bonus added at the end)
        self.tricks_won = [0, 0]
        self.belote_seat = None  # holder of trump K and Q once the hands are complete
        self.belote_played = 0
        self.belote = [0, 0]
        self.capot = None
        self._strength = None
        self._value = None

    def _start_play(self, trump, leader):
        """Trumps are ``trump``, the hands are complete: ``leader`` leads the first trick."""
        self.trump = trump
        king, queen = "K" + trump, "Q" + trump
        for s in range(4):
            if king in self.hands[s] and queen in self.hands[s]:
                self.belote_seat = s
        self._strength = STRENGTH[trump]
        self._value = VALUE[trump]
        self.phase = PLAY
        self.leader = self.current_player = leader

    def _legal_cards(self):
        p = self.current_player
        hand = self.hands[p]
        trick = self.trick
        if not trick:
            return list(hand)
        led = trick[0][1]
        trump = self.trump
        same = [c for c in hand if c[1] == led]
        st = self._strength
        win = self.win_card
        if led == trump:
            if not same:
                return list(hand)
            floor = st[win]
            higher = [c for c in same if st[c] > floor]
            return higher or same
        if same:
            return same
        trumps = [c for c in hand if c[1] == trump]
        if not trumps:
            return list(hand)
        floor = st[win] if win[1] == trump else -1
        higher = [c for c in trumps if st[c] > floor]
        if (self.win_seat - p) % 2 == 0:
            # partner winning: free discard, but a trump must overtrump if possible
            if higher and len(higher) < len(trumps):
                return [c for c in hand if c[1] != trump or st[c] > floor]
            return list(hand)
        return higher or trumps

    def _why_card(self, card):
        hand = self.hands[self.current_player]
        led = self.trick[0][1]
        trump = self.trump
        if card[1] != led and any(c[1] == led for c in hand):
            return ("must_follow_suit", f"a card of suit {led} must be played", {"suit": led})
        if card[1] != trump:
            return ("must_trump", f"a trump ({trump}) must be played", {"suit": trump})
        return (
            "must_overtrump",
            f"a trump higher than {self.win_card} must be played",
            {"card": self.win_card},
        )

    def _play(self, card):
        p = self.current_player
        self.hands[p].remove(card)
        trick = self.trick
        trick.append(card)
        if p == self.belote_seat and card[1] == self.trump and card[0] in "KQ":
            self.belote_played += 1
            if self.belote_played == 1:
                self.events.append({"type": "belote", "seat": p})
            else:
                self.events.append({"type": "rebelote", "seat": p})
                self.belote[p % 2] += BELOTE_BONUS
        if len(trick) == 1:
            self.win_seat, self.win_card = p, card
        elif beats(card, self.win_card, self.trump, self._strength.__getitem__):
            self.win_seat, self.win_card = p, card
        if len(trick) < 4:
            self.current_player = (p - 1) % 4
            return
        winner = self.win_seat
        team = winner % 2
        value = self._value
        self.points[team] += value[trick[0]] + value[trick[1]] + value[trick[2]] + value[trick[3]]
        self.tricks_won[team] += 1
        self.tricks.append((self.leader, trick, winner))
        self.events.append({"type": "trick", "index": len(self.tricks) - 1, "winner": winner})
        self.trick = []
        if len(self.tricks) < TRICKS:
            self.leader = self.current_player = winner
            return
        if self.tricks_won[team] == TRICKS:
            self.capot = team
            self.points[team] += CAPOT_BONUS
            self.events.append({"type": "capot", "team": team})
        else:
            self.points[team] += LAST_TRICK_BONUS
        self.phase = OVER
        self.current_player = None
        self.leader = None

    def _clone_play(self, other):
        """Copy into the clone ``other`` the parts of the card play that change in place."""
        other.hands = [list(h) for h in self.hands]
        other.trick = list(self.trick)
        other.tricks = list(self.tricks)  # finished tricks are never mutated
        other.points = list(self.points)
        other.tricks_won = list(self.tricks_won)
        other.belote = list(self.belote)
        return other


def trick_view(deal):
    """The trick in progress as ``[(seat, card)]``, for :func:`observation.build`."""
    leader = deal.leader
    return [((leader - i) % 4, c) for i, c in enumerate(deal.trick)]


def claim_rule(obs):
    """For a claim: the highest trump or the highest card of the suit led takes a trick; every
    player follows the suit led when able."""
    trump = obs.get("trump")
    if not trump:
        return None
    return (lambda card, led: beats(card, led, trump, STRENGTH[trump].__getitem__)), set(), True


def seat_points(result):
    """What the deal is worth to each seat in the game's own scoring: its team's score."""
    return [result["score"][seat % 2] for seat in range(4)]


def known_cards(deal, seat, shown=()):
    """The cards ``seat`` may know the place of: its hand, the cards played, ``shown`` (cards
    turned up for everybody), and both trump honours once "Belote" tells the holder has the
    other one too."""
    known = set(deal.hands[seat]) | played_cards(deal) | set(shown)
    if any(e.get("type") == "belote" for e in deal.events):
        known |= {"K" + deal.trump, "Q" + deal.trump}
    return known


__all__ = [
    "BELOTE_BONUS", "CAPOT_BONUS", "CARDS", "FACTS", "LAST_TRICK_BONUS", "OVER", "PLAIN_ORDER", "PLAIN_VALUE",
    "PLAY", "STRENGTH", "TRICKS", "TRUMP_ORDER", "TRUMP_VALUE", "TrickPlay", "VALUE", "claim_rule", "known_cards",
    "seat_points", "team_of", "trick_view",
]
