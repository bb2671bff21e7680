"""Schnapsen: two players, twenty cards, first to 66 points.

Rules: ``rules.md`` section 3.  Play is free while the stock is open; once
it is exhausted or closed the follower must follow suit and win if able,
else trump.  The player on lead may exchange the trump Jack for the trump
card and close the stock while it is open, and may lead a King or Queen of a
pair as a marriage (20, or 40 in trumps).  Settlement is in
``schnapsen_scoring``.

Exchange is allowed whenever the stock is open, also when only one
face-down card is left on the trump card (the rule says "while the stock is
open" and names no minimum).
"""

from . import observation
from . import schnapsen_scoring as scoring
from .cards import FRENCH_SUITS, SCHNAPSEN_RANKS, make_pack
from .core import Deal, check_seat
from .errors import IllegalAction
from .info import GameInfo
from .registry import Game, Solver, register_game
from .match import Match
from .schnapsen_scoring import (
    MARRIAGE,
    STRENGTH,
    TARGET,
    TRUMP_MARRIAGE,
    VALUES,
    settle,
)
from .tricks import beats, must_beat_options, played_cards

SUIT_NAMES = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}
HAND_SIZE = 5
STOCK_SIZE = 10  # nine face-down cards on the face-up trump card

_strength = STRENGTH.__getitem__
_QUEEN_OF = {"K" + s: "Q" + s for s in SUIT_NAMES}


class SchnapsenDeal(Deal):
    game = "schnapsen"
    n_players = 2

    def _setup(self):
        deck, dealer = self.deck, self.dealer
        other = 1 - dealer
        hands = [None, None]
        hands[other] = deck[0:3] + deck[7:9]
        hands[dealer] = deck[3:6] + deck[9:11]
        self.hands = hands
        self.trump_card = deck[6]  # the card lying face up under the stock
        self.trump = deck[6][1]
        self.trump_jack = "J" + self.trump
        self.stock = deck[11:20]  # face-down stock, top first; never changed
        self.stock_left = STOCK_SIZE  # counting the trump card
        self.trump_card_taken_by = None
        self.exchanged_by = None
        self.closed_by = None
        self.closed_opp_points = None
        self.closed_opp_had_trick = None
        self.strict = False  # stock exhausted or closed
        self.leader = other
        self.current_player = other
        self.trick = []
        self.tricks = []  # finished tricks: (leader, (lead, follow), winner)
        self.points = [0, 0]  # card points plus marriages that count
        self.pending = [0, 0]  # marriage points waiting for a first trick
        self.tricks_won = [0, 0]
        # replaced, never changed in place, so copies may share them
        self.married = ("", "")  # suits each player has declared
        self.marriages = ()  # (seat, card led, points)
        self.last_trick_winner = None
        self._result = None

    # -- legal actions -------------------------------------------------------
    def _legal(self):
        p = self.current_player
        hand = self.hands[p]
        trick = self.trick
        if trick:
            if not self.strict:
                return list(hand)
            lead = trick[0]
            return must_beat_options(hand, lead[1], lead, self.trump, _strength)
        actions = list(hand)
        married = self.married[p]
        for card in hand:
            queen = _QUEEN_OF.get(card)
            if queen is not None and queen in hand and card[1] not in married:
                actions.append("marry:" + card)
                actions.append("marry:" + queen)
        if not self.strict:
            if self.trump_jack in hand:
                actions.append("exchange")
            if len(hand) == HAND_SIZE:
                actions.append("close")
        return actions

    def _why_illegal(self, action):
        hand = self.hands[self.current_player]
        on_lead = not self.trick
        if action in ("close", "exchange"):
            code = "cannot_" + action
            if not on_lead:
                return (code, f"only the player on lead may {action}, before leading",
                        {"reason": "not_on_lead"})
            if self.closed_by is not None:
                return (code, "the stock is closed", {"reason": "stock_closed"})
            if self.stock_left == 0:
                return (code, "the stock is exhausted", {"reason": "stock_exhausted"})
            if action == "exchange":
                jack = "J" + self.trump
                return (code, f"you do not hold the trump Jack ({jack})",
                        {"reason": "no_trump_jack", "card": jack})
            return (code, "you may close only holding five cards",
                    {"reason": "hand_not_full"})
        if isinstance(action, str) and action.startswith("marry:"):
            card = action[6:]
            if card not in VALUES or card[0] not in "KQ":
                return ("unknown_action", f"{action!r} is not a marriage", {})
            if not on_lead:
                return ("cannot_marry", "a marriage may be declared only when leading",
                        {"reason": "not_on_lead", "card": card})
            if card not in hand:
                return ("card_not_in_hand", f"{card} is not in your hand", {"card": card})
            partner = ("Q" if card[0] == "K" else "K") + card[1]
            if partner not in hand:
                return ("cannot_marry", f"a marriage needs both King and Queen ({partner})",
                        {"reason": "missing_partner", "card": card, "partner": partner})
            return ("cannot_marry", "that marriage has already been declared",
                    {"reason": "already_declared", "card": card})
        if not isinstance(action, str) or action not in VALUES:
            return ("unknown_action", f"{action!r} is not a Schnapsen action", {})
        if action not in hand:
            return ("card_not_in_hand", f"{action} is not in your hand", {"card": action})
        lead = self.trick[0]
        led = lead[1]
        if any(c[1] == led for c in hand):
            if action[1] != led:
                return ("must_follow_suit", f"you must follow suit ({SUIT_NAMES[led]})",
                        {"suit": led})
            return ("must_win_trick", f"you must beat {lead} when you can",
                    {"card": lead})
        return ("must_trump", f"you must play a trump ({SUIT_NAMES[self.trump]})",
                {"suit": self.trump})

    # -- moves ---------------------------------------------------------------
    def _apply(self, action):
        if len(action) == 2:
            self._play(action)
        elif action[0] == "m":
            self._marry(action[6:])
        elif action == "close":
            self._close()
        else:
            self._exchange()

    def _play(self, card):
        p = self.current_player
        self.hands[p].remove(card)
        trick = self.trick
        if not trick:
            trick.append(card)
            self.current_player = 1 - p
            return
        lead = trick[0]
        leader = self.leader
        winner = p if beats(card, lead, self.trump, _strength) else leader
        tricks_won = self.tricks_won
        points = self.points
        if not tricks_won[winner] and self.pending[winner]:
            points[winner] += self.pending[winner]
            self.events.append(
                {"type": "marriage_counted", "seat": winner, "points": self.pending[winner]}
            )
            self.pending[winner] = 0
        tricks_won[winner] += 1
        gained = VALUES[lead] + VALUES[card]
        points[winner] += gained
        number = len(self.tricks)
        self.tricks.append((leader, (lead, card), winner))
        self.events.append(
            {"type": "trick", "trick": number, "winner": winner, "points": gained}
        )
        self.trick = []
        self.leader = winner
        self.last_trick_winner = winner
        if points[winner] >= TARGET:
            self._finish(winner)
            return
        if not self.strict:
            self._draw(winner)
        if not self.hands[winner]:
            self._finish(None)
            return
        self.current_player = winner

    def _draw(self, winner):
        hands, stock = self.hands, self.stock
        loser = 1 - winner
        pos = STOCK_SIZE - self.stock_left  # face-down cards already taken
        hands[winner].append(stock[pos])
        if self.stock_left > 2:
            hands[loser].append(stock[pos + 1])
            self.stock_left -= 2
            return
        # the fifth draw: the loser takes the face-up trump card
        hands[loser].append(self.trump_card)
        self.trump_card_taken_by = loser
        self.stock_left = 0
        self.strict = True
        self.events.append({"type": "trump_taken", "seat": loser, "card": self.trump_card})

    def _marry(self, card):
        p = self.current_player
        suit = card[1]
        self.hands[p].remove(card)
        self.trick.append(card)
        married = list(self.married)
        married[p] += suit
        self.married = tuple(married)
        value = TRUMP_MARRIAGE if suit == self.trump else MARRIAGE
        counted = self.tricks_won[p] > 0
        if counted:
            self.points[p] += value
        else:
            self.pending[p] += value
        self.marriages += ((p, card, value),)
        self.events.append(
            {
                "type": "marriage",
                "seat": p,
                "suit": suit,
                "card": card,
                "shown": _partner(card),
                "points": value,
                "counted": counted,
            }
        )
        if counted and self.points[p] >= TARGET:
            self._finish(p)
            return
        self.current_player = 1 - p

    def _close(self):
        p = self.current_player
        opp = 1 - p
        self.closed_by = p
        self.closed_opp_points = self.points[opp]
        self.closed_opp_had_trick = self.tricks_won[opp] > 0
        self.strict = True
        self.events.append(
            {
                "type": "close",
                "seat": p,
                "opponent_points": self.closed_opp_points,
                "opponent_had_trick": self.closed_opp_had_trick,
            }
        )

    def _exchange(self):
        p = self.current_player
        jack = self.trump_jack
        hand = self.hands[p]
        hand.remove(jack)
        hand.append(self.trump_card)
        self.events.append({"type": "exchange", "seat": p, "jack": jack, "card": self.trump_card})
        self.trump_card = jack
        self.exchanged_by = p

    def _finish(self, reached):
        winner, game_points, reason = settle(self, reached)
        self.current_player = None
        if reached is not None:
            self.events.append({"type": "reached_66", "seat": reached, "points": self.points[reached]})
        self.events.append(
            {"type": "deal_won", "seat": winner, "game_points": game_points, "reason": reason}
        )
        self._result = {
            "winner": winner,
            "game_points": game_points,
            "points": list(self.points),
            "tricks": list(self.tricks_won),
            "closed_by": self.closed_by,
        }

    # -- surface -------------------------------------------------------------
    def result(self):
        if self._result is None:
            raise ValueError("the deal is not over")
        r = dict(self._result)
        r["points"] = list(r["points"])
        r["tricks"] = list(r["tricks"])
        return r

    @property
    def stock_open(self):
        return not self.strict

    def observation(self, seat):
        """What ``seat`` may know: its hand, the cards played and shown.

        ``scores``: card points per player (a marriage counts once its
        declarer has won a trick; until then it waits in ``pending``).
        ``specific``: ``trump_card`` (the face-up card under the stock, known
        to both), ``trump_card_taken_by``, ``exchanged_by``, ``stock_size``
        (cards left in the stock, the trump card included), ``closed_by``,
        ``strict`` (the rules of the closed or exhausted stock apply),
        ``pending`` (marriage points waiting for a trick) and ``marriages``.
        """
        check_seat(self, seat)
        return observation.build(
            self, seat,
            hand=self.hands[seat],
            hand_counts=[len(h) for h in self.hands],
            trick=zip(observation.seats_from(self.leader, len(self.trick), 2), self.trick),
            tricks=observation.finished_tricks(self.tricks, 2),
            trump=self.trump,
            scores=self.points,
            specific={
                "trump_card": self.trump_card,
                "trump_card_taken_by": self.trump_card_taken_by,
                "exchanged_by": self.exchanged_by,
                "stock_size": self.stock_left,
                "closed_by": self.closed_by,
                "strict": self.strict,
                "pending": list(self.pending),
                "marriages": [
                    {
                        "seat": s,
                        "suit": card[1],
                        "card": card,
                        "shown": _partner(card),
                        "points": value,
                        "counted": self.tricks_won[s] > 0,
                    }
                    for s, card, value in self.marriages
                ],
            },
        )

    def clone(self):
        other = self._clone_base()
        other.hands = [list(self.hands[0]), list(self.hands[1])]
        other.trick = list(self.trick)
        other.tricks = list(self.tricks)
        other.points = list(self.points)
        other.pending = list(self.pending)
        other.tricks_won = list(self.tricks_won)
        return other


def _partner(card):
    return ("Q" if card[0] == "K" else "K") + card[1]


class SchnapsenMatch(Match):
    """Seven points counting down; the first player to 0 wins; the deal
    alternates."""

    game = "schnapsen"
    deal_class = SchnapsenDeal
    start_points = 7

    def _initial_scores(self):
        return [self.start_points, self.start_points]

    def _next_dealer(self, dealer):
        return 1 - dealer

    def _score(self, result):
        w = result["winner"]
        self.scores[w] = max(0, self.scores[w] - result["game_points"])

    @property
    def is_over(self):
        return 0 in self.scores

    @property
    def winner(self):
        """The seat that reached 0 first, once the match is over."""
        if not self.is_over:
            return None
        return self.scores.index(0)


DEAL_CLASS = SchnapsenDeal
MATCH_CLASS = SchnapsenMatch


def seat_points(result):
    """What the deal is worth to each seat in the game's own scoring: the winner's game points."""
    return [result["game_points"] if seat == result["winner"] else 0 for seat in range(2)]


GAME = GameInfo(
    name="schnapsen",
    players=2,
    pack=make_pack(SCHNAPSEN_RANKS, FRENCH_SUITS),
    hand_size=HAND_SIZE,
    direction=1,
    deal_packets=(3, 2),
    card_points=dict(scoring.RANK_VALUES),
    match_target=SchnapsenMatch.start_points,
    facts={"target": scoring.TARGET, "marriage": scoring.MARRIAGE, "trump_marriage": scoring.TRUMP_MARRIAGE,
           "stock": STOCK_SIZE},
)


def known_cards(deal, seat):
    """The cards ``seat`` may know the place of: its hand, the cards played, the face-up
    trump card (or the Jack exchanged for it) and the partner shown with each marriage."""
    known = set(deal.hands[seat]) | played_cards(deal) | {deal.deck[6]}
    if deal.exchanged_by is not None:
        known.add("J" + deal.trump)
    for _seat, card, _points in deal.marriages:
        known.add(("Q" if card[0] == "K" else "K") + card[1])
    return known


def after_the_first_action(deal):
    """The card play's start as the tools take it: once the first action is made."""
    return bool(deal.actions)


def action_card(action):
    """A marriage declared with a card plays that card."""
    return (action[6:], "play") if action.startswith("marry:") else None


def strict_play(deal):
    """Whether the stock is gone or closed: from then on the exact solvers judge every card."""
    return deal.strict



def claim_rule(obs):
    """For a claim, once no card is drawn any more: the highest trump or the highest card of
    the suit led takes a trick; the card left face up under a closed stock is out of play."""
    facts = obs["specific"]
    if not facts.get("strict"):
        return None  # the stock still deals cards into the hands
    out = set()
    closed = facts.get("closed_by") is not None
    if closed and facts.get("trump_card") and facts.get("trump_card_taken_by") is None:
        out.add(facts["trump_card"])
    trump = obs.get("trump")
    # from then on every player follows the suit led when able
    return (lambda card, led: beats(card, led, trump, STRENGTH.__getitem__)), out, True


register_game(Game(
    info=GAME,
    deal_class=DEAL_CLASS,
    match_class=MATCH_CLASS,
    players="game.ai.schnapsen",
    table="game.scenes.table.games.schnapsen",
    pack="vienna",
    rules="schnapsen",
    order=30,
    seat_points=seat_points,
    known_cards=known_cards,
    action_card=action_card,
    result_shape={"winner": "seat", "game_points": "int", "points": "ints:2", "tricks": "ints:2",
                  "closed_by": "seat?"},
    solver=Solver("game.ai.schnapsen.solver", "game.ai.schnapsen.worlds", core="game.ai.schnapsen",
                  bench="game.ai.schnapsen.bench",
                  in_play=after_the_first_action,
                  endgame=strict_play,
                  endgame_name="stock gone or closed"),
    claim_rule=claim_rule,
    quiet_events=frozenset({"deal_won", "trick", "trump_taken"}),
    card_strength=STRENGTH,
    engine_target=15000,
))


__all__ = [
    "GAME",
    "seat_points",
    "DEAL_CLASS",
    "IllegalAction",
    "MATCH_CLASS",
    "SchnapsenDeal",
    "SchnapsenMatch",
    "STRENGTH",
    "VALUES",
]
