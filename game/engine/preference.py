"""Preference (rules §4): three players, an auction for the contract, a
two-card talon, defence choices and a settlement against a shared pot.

Dealing, bidding and play go clockwise: the player after seat ``s`` is
``(s + 1) % 3``.  Phases: ``auction`` → (numeric contract) ``discard`` ×2 →
``trump`` → ``no_aces`` → ``defence`` (left of the declarer first) →
(exactly one defender) ``invite`` → ``play`` → ``over``.
The auction lives in :mod:`preference_auction`, the payments in
:mod:`preference_settle`.

Readings of the rule book:
- After trumps are fixed (by the auction for Game and Hearts) the declarer is
  always asked: ``no-aces`` is legal only when its ten cards hold no ace and
  it discarded none, ``no-announcement`` always.  The step is there either
  way, so the others cannot tell whether No Aces was open; refusals name the
  rule, never the declarer's cards.
- "Holds all four aces" means the ten cards the declarer plays with.
- The lowest-beating-card duty binds whichever defender plays right after
  the declarer's lead when three play (an invited guest too), never in
  two-handed play.
- Both drop: the declarer is credited with ten tricks and nobody plays.
- Events: ``bid``, ``contract``, ``talon``, ``trump``, ``no_aces``,
  ``defence``, ``invite``/``alone``, ``both_drop``, ``trick``, ``void`` and
  ``settlement`` (its transfers as id-keyed items).
"""

from . import observation
from . import preference_auction as auction
from . import preference_reading as reading
from . import preference_settle as settle_rules
from .cards import FRENCH_RANKS_32, FRENCH_SUITS, make_pack
from .core import Deal, check_seat
from .info import GameInfo
from .registry import Game, Solver, in_card_play, register_game
from .match import Match
from .preference_settle import settle
from .tricks import beats, must_beat_options

AUCTION, DISCARD, TRUMP, NO_ACES = "auction", "discard", "trump", "no_aces"
DEFENCE, INVITE, PLAY, OVER = "defence", "invite", "play", "over"

SUIT_NUMBER = {"C": 1, "S": 2, "D": 3, "H": 4}
RANK_ORDER = "789TJQKA"  # weakest first
STRENGTH = {r + s: i for s in FRENCH_SUITS for i, r in enumerate(RANK_ORDER)}
_strength = STRENGTH.__getitem__
TRICKS = 10

DISCARDS = frozenset("discard:" + c for c in STRENGTH)
TRUMPS = frozenset("trump:" + s for s in SUIT_NUMBER)
PHASE_ACTIONS = {
    DISCARD: DISCARDS,
    TRUMP: TRUMPS,
    NO_ACES: frozenset(("no-aces", "no-announcement")),
    DEFENCE: frozenset(("defend", "drop")),
    INVITE: frozenset(("invite", "alone")),
}
ACTION_PHASE = {a: ph for ph, acts in PHASE_ACTIONS.items() for a in acts}
ACTION_PHASE.update((a, AUCTION) for a in (*auction.BID_RANK, "pass"))


class PreferenceDeal(Deal):
    game = "preference"
    n_players = 3

    def _setup(self):
        d = self.dealer
        deck = self.deck
        order = ((d + 1) % 3, (d + 2) % 3, d)
        hands = [[], [], []]
        for i, s in enumerate(order):
            hands[s].extend(deck[3 * i : 3 * i + 3])
            hands[s].extend(deck[11 + 4 * i : 15 + 4 * i])
            hands[s].extend(deck[23 + 3 * i : 26 + 3 * i])
        self.hands = hands
        self.talon = deck[9:11]
        self.phase = AUCTION
        self.current_player = order[0]
        self.auction = []  # (seat, action)
        self.passed = [False, False, False]
        self.spoken = [False, False, False]
        self.high = 0  # rank of the high bid (preference_auction.BID_RANK), 0 = none
        self.high_seat = None
        self.high_action = None
        self.declarer = None
        self.contract = None
        self.trump = None
        self.talon_taken = False
        self.discards = []
        self.no_aces = None  # None until settled, then announced or not
        self.declarer_aces = 0  # aces in the declarer's playing hand
        self.defence = [None, None, None]
        self.host = None
        self.active = ()  # seats that play, in clockwise order from the declarer
        self.leader = None
        self.trick = []
        self.trick_seats = []
        self.win_seat = None
        self.win_card = None
        self.tricks = []  # finished tricks: (seats, cards, winner)
        self.tricks_won = [0, 0, 0]
        self.events = []
        self.settlement = None  # (balance, pot, items) once settled

    # -- legal actions ----------------------------------------------------
    def _legal(self):
        phase = self.phase
        if phase == PLAY:
            return self._legal_cards()
        if phase == AUCTION:
            return auction.legal(self)
        if phase == DISCARD:
            return ["discard:" + c for c in self.hands[self.declarer]]
        if phase == TRUMP:
            n = int(self.contract[4:])
            return ["trump:" + s for s, k in SUIT_NUMBER.items() if k >= n]
        if phase == NO_ACES:
            return ["no-aces", "no-announcement"] if self._no_aces_open() else ["no-announcement"]
        if phase == DEFENCE:
            return ["defend", "drop"]
        return ["invite", "alone"]

    def _options(self, hand):
        """(cards allowed before the first defender's lowest-card rule,
        whether they beat the card now winning)."""
        trick = self.trick
        if not trick:
            return list(hand), False
        trump = self.trump
        win = self.win_card
        opts = must_beat_options(hand, trick[0][1], win, trump, _strength)
        return opts, beats(opts[0], win, trump, _strength)

    def _legal_cards(self):
        opts, beating = self._options(self.hands[self.current_player])
        if beating and self._lowest_rule():
            return [min(opts, key=_strength)]
        return opts

    def _lowest_rule(self):
        return len(self.trick) == 1 and len(self.active) == 3 and self.leader == self.declarer

    def _why_illegal(self, action):
        if not isinstance(action, str):
            return ("unknown_action", f"{action!r} is not an action", {})
        phase = self.phase
        if phase == PLAY and action in STRENGTH:
            return self._why_card(action)
        wanted = ACTION_PHASE.get(action)
        if wanted is None and action not in STRENGTH:
            return ("unknown_action", f"{action} is not a Preference action", {})
        if wanted != phase:
            message = f"{action} is not possible in the {phase} phase"
            return ("wrong_phase", message, {"phase": phase})
        if phase == AUCTION:
            return auction.why_illegal(self, action)
        if phase == DISCARD:
            card = action[8:]
            return ("card_not_in_hand", f"{card} is not in the hand", {"card": card})
        if phase == TRUMP:
            n = int(self.contract[4:])
            return (
                "trump_suit_too_low",
                f"after {self.contract} the trump suit must have number at least {n}",
                {"suit": action[6:], "bid": n},
            )
        if phase == NO_ACES:
            # the rule, never the hand: a refusal tells nobody what the declarer holds
            message = "No Aces needs a declarer who holds no ace and discarded none"
            return ("no_aces_not_allowed", message, {})
        return ("not_allowed", f"{action} is not allowed now", {})

    def _why_card(self, card):
        hand = self.hands[self.current_player]
        if card not in hand:
            return ("card_not_in_hand", f"{card} is not in the hand", {"card": card})
        led = self.trick[0][1]
        trump = self.trump
        if card[1] != led and any(c[1] == led for c in hand):
            return ("must_follow_suit", f"a card of suit {led} must be played", {"suit": led})
        if card[1] != led and card[1] != trump and any(c[1] == trump for c in hand):
            return ("must_trump", f"a trump ({trump}) must be played", {"suit": trump})
        opts, beating = self._options(hand)
        if card not in opts:
            win = self.win_card
            return ("must_beat", f"a card beating {win} must be played", {"card": win})
        lowest = min(opts, key=_strength)
        return (
            "must_play_lowest_beating",
            f"the first defender must play the lowest card beating the lead: {lowest}",
            {"card": lowest},
        )

    # -- moves ------------------------------------------------------------
    def _apply(self, action):
        phase = self.phase
        if phase == PLAY:
            self._play(action)
        elif phase == AUCTION:
            if auction.apply(self, action):
                self._end_auction()
        elif phase == DISCARD:
            card = action[8:]
            self.hands[self.declarer].remove(card)
            self.discards.append(card)
            if len(self.discards) == 2:
                self.phase = TRUMP
        elif phase == TRUMP:
            self.trump = action[6:]
            self.events.append({"type": "trump", "seat": self.declarer, "suit": self.trump})
            self._after_trump()
        elif phase == NO_ACES:
            self.no_aces = action == "no-aces"
            if self.no_aces:
                self.events.append({"type": "no_aces", "seat": self.declarer})
            self._start_defence()
        elif phase == DEFENCE:
            self._decide(action)
        else:
            self._invite(action)

    def _end_auction(self):
        d = self.high_seat
        if d is None:
            self.phase = OVER
            self.current_player = None
            self.events.append({"type": "void"})
            return
        self.declarer = d
        self.contract = c = self.high_action
        self.events.append({"type": "contract", "seat": d, "contract": c})
        self.current_player = d
        if c.startswith("bid:"):
            self.hands[d].extend(self.talon)
            self.talon_taken = True
            self.events.append({"type": "talon", "seat": d})
            self.phase = DISCARD
            return
        self.trump = "H" if c == "hearts" else c[5:]
        self._after_trump()

    def _after_trump(self):
        # the declarer is always asked, so nobody learns whether No Aces was open
        self.phase = NO_ACES
        self.current_player = self.declarer

    def _no_aces_open(self):
        """No ace in the declarer's hand and none discarded."""
        return not any(c[0] == "A" for c in self.hands[self.declarer]) and not any(
            c[0] == "A" for c in self.discards
        )

    def _start_defence(self):
        d = self.declarer
        self.declarer_aces = sum(1 for c in self.hands[d] if c[0] == "A")
        self.defence[d] = "declarer"
        self.phase = DEFENCE
        self.current_player = (d + 1) % 3

    def _decide(self, action):
        p = self.current_player
        d = self.declarer
        self.defence[p] = action
        self.events.append({"type": "defence", "seat": p, "choice": action})
        first, second = (d + 1) % 3, (d + 2) % 3
        if p == first:
            self.current_player = second
            return
        choices = (self.defence[first], action)
        if choices == ("drop", "drop"):
            self.tricks_won[d] = TRICKS
            self.events.append({"type": "both_drop", "seat": d})
            self._finish()
        elif choices == ("defend", "defend"):
            self._start_play((d, first, second))
        else:
            self.phase = INVITE
            self.current_player = first if choices[0] == "defend" else second

    def _invite(self, action):
        lone = self.current_player
        d = self.declarer
        guest = 3 - d - lone
        self.events.append({"type": action, "seat": lone})
        if action == "invite":
            self.host = lone
            self.defence[guest] = "invited"
            self._start_play((d, (d + 1) % 3, (d + 2) % 3))
        else:
            self._start_play((d, lone))

    def _start_play(self, active):
        self.active = active
        self.phase = PLAY
        self.leader = self.current_player = self.declarer

    def _play(self, card):
        p = self.current_player
        self.hands[p].remove(card)
        trick = self.trick
        trick.append(card)
        self.trick_seats.append(p)
        if len(trick) == 1:
            self.win_seat, self.win_card = p, card
        elif beats(card, self.win_card, self.trump, _strength):
            self.win_seat, self.win_card = p, card
        active = self.active
        if len(trick) < len(active):
            self.current_player = (p + 1) % 3 if len(active) == 3 else active[active[0] == p]
            return
        winner = self.win_seat
        self.tricks_won[winner] += 1
        self.tricks.append((self.trick_seats, trick, winner))
        self.events.append({"type": "trick", "index": len(self.tricks) - 1, "winner": winner})
        self.trick = []
        self.trick_seats = []
        if len(self.tricks) < TRICKS:
            self.leader = self.current_player = winner
            return
        self.leader = None
        self._finish()

    def _finish(self):
        self.settlement = settle(self)
        self.events.append({"type": "settlement", "items": self.settlement[2]})
        self.phase = OVER
        self.current_player = None

    # -- outcome ----------------------------------------------------------
    def result(self):
        if self.current_player is not None:
            raise ValueError("the deal is not finished")
        if self.declarer is None:
            return {
                "void": True,
                "declarer": None,
                "contract": None,
                "trump": None,
                "tricks": [0, 0, 0],
                "defence": [None, None, None],
                "balance": [0, 0, 0],
                "pot": 0,
            }
        balance, pot, _ = self.settlement
        return {
            "void": False,
            "declarer": self.declarer,
            "contract": self.contract,
            "trump": self.trump,
            "tricks": list(self.tricks_won),
            "defence": list(self.defence),
            "balance": list(balance),
            "pot": pot,
        }

    def observation(self, seat):
        """What ``seat`` may know.

        ``specific``: ``talon`` and ``discards`` (only for the declarer who
        took the talon, else None), ``no_aces`` (announced, or None before the
        step), ``defence`` (each seat's defence choice), ``host`` (the
        defender who invited the other), ``active`` (the seats that play).
        """
        check_seat(self, seat)
        own = seat == self.declarer and self.talon_taken
        return observation.build(
            self, seat,
            phase=self.phase,
            hand=self.hands[seat],
            hand_counts=[len(h) for h in self.hands],
            auction=self.auction,
            declarer=self.declarer,
            contract=self.contract,
            trump=self.trump,
            trick=zip(self.trick_seats, self.trick),
            tricks=[
                {"leader": seats[0], "seats": list(seats), "cards": list(cards), "winner": w}
                for seats, cards, w in self.tricks
            ],
            events=[_event_copy(e) for e in self.events],
            specific={
                "talon": list(self.talon) if own else None,
                "discards": list(self.discards) if own else None,
                "no_aces": self.no_aces,
                "defence": list(self.defence),
                "host": self.host,
                "active": list(self.active),
            },
        )

    def clone(self):
        other = self._clone_base()
        other.hands = [list(h) for h in self.hands]
        other.auction = list(self.auction)
        other.passed = list(self.passed)
        other.spoken = list(self.spoken)
        other.discards = list(self.discards)
        other.defence = list(self.defence)
        other.trick = list(self.trick)
        other.trick_seats = list(self.trick_seats)
        other.tricks = list(self.tricks)  # finished tricks are never mutated
        other.tricks_won = list(self.tricks_won)
        other.events = list(self.events)
        return other


def _event_copy(event):
    """An event the observer may change freely (settlement items are dicts in a list)."""
    out = dict(event)
    if "items" in out:
        out["items"] = [dict(item) for item in out["items"]]
    return out


class PreferenceMatch(Match):
    """An open-ended session of settlements against a shared pot.

    Scores: ``balance`` per seat (starting at -30, each player's buy-in) and
    ``pot`` (starting at 90).  A settlement that leaves the pot empty makes
    everybody pay another 30 (``refills`` counts those).  The pot cannot go
    below zero: it only ever loses the declarer's 10 in a deal and always holds
    a multiple of 10, so "empty" is exactly 0.
    """

    game = "preference"
    deal_class = PreferenceDeal
    open_ended = True
    BUY_IN = 30

    def _initial_scores(self):
        return {"balance": [-self.BUY_IN] * 3, "pot": 3 * self.BUY_IN, "refills": 0}

    def _next_dealer(self, dealer):
        return (dealer + 1) % 3

    def _score(self, result):
        sc = self.scores
        for s in range(3):
            sc["balance"][s] += result["balance"][s]
        sc["pot"] += result["pot"]
        if sc["pot"] <= 0 and not result["void"]:
            for s in range(3):
                sc["balance"][s] -= self.BUY_IN
            sc["pot"] += 3 * self.BUY_IN
            sc["refills"] += 1

    @property
    def is_over(self):
        return False

    @property
    def winner(self):
        return None


def upgrade_record_v1(record):
    """A record written before every declarer was asked about No Aces (record
    format 1): the rules then skipped the step for a declarer who could not
    announce it, so its forced "no-announcement" is put back where it belongs.
    A record that does not replay is returned as it is, for ``replay`` to refuse.
    """
    actions = record.get("actions")
    if not isinstance(actions, list):
        return record
    try:
        deal = PreferenceDeal(record["deck"], record["dealer"], record.get("options"))
        out = []
        for action in actions:
            if deal.phase == NO_ACES and action not in PHASE_ACTIONS[NO_ACES]:
                out.append("no-announcement")
                deal.apply("no-announcement")
            deal.apply(action)
            out.append(action)
        if deal.phase == NO_ACES and deal.legal_actions() == ["no-announcement"]:
            out.append("no-announcement")  # saved when the old rules had moved on
    except (KeyError, TypeError, ValueError):  # IllegalAction is a ValueError
        return record
    return dict(record, actions=out)


RECORD_UPGRADES = {1: upgrade_record_v1}

DEAL_CLASS = PreferenceDeal
MATCH_CLASS = PreferenceMatch


GAME = GameInfo(
    name="preference",
    players=3,
    pack=make_pack(FRENCH_RANKS_32, FRENCH_SUITS),
    hand_size=TRICKS,
    direction=1,
    deal_packets=(3, 4, 3),
    facts={
        "tricks": TRICKS,
        "to_make": settle_rules.TRICKS_TO_MAKE,
        "defender_tricks": settle_rules.DEFENDER_TRICKS,
        "host_tricks": settle_rules.HOST_TRICKS,
        "buy_in": PreferenceMatch.BUY_IN,
        "talon": 2,
        "pot_payout": settle_rules.POT_PAYOUT,
        "pot_failure": settle_rules.POT_FAILURE,
        "defence_penalty": settle_rules.DEFENCE_PENALTY,
        "bonus": settle_rules.BONUS,
    },
)


register_game(Game(
    info=GAME,
    deal_class=DEAL_CLASS,
    match_class=MATCH_CLASS,
    players="game.ai.preference",
    table="game.scenes.table.games.preference",
    pack="vienna",
    rules="preference",
    order=40,
    seat_points=reading.seat_points,
    record_upgrades=RECORD_UPGRADES,
    known_cards=reading.known_cards,
    action_card=reading.action_card,
    result_shape=reading.RESULT_SHAPE,
    solver=Solver("game.ai.preference.solver", "game.ai.preference.worlds", fast="game.ai.preference.fast",
                  core="game.ai.preference.core", core_tricks=6,
                  in_play=in_card_play, solved_for=reading.declarer_side, endgame_tricks=6),
    claim_rule=reading.claim_rule_for(STRENGTH),
    card_strength=STRENGTH,
    quiet_events=frozenset({"bid", "defence", "settlement", "talon", "trick"}),
    engine_target=3000,
))
