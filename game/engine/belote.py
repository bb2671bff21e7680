"""Belote (rules §2): four players in two fixed teams, one deal at a time.

Dealing, bidding and play go counter-clockwise: the player after seat ``s``
is ``(s - 1) % 4``.  A deal moves through the phases ``bid1`` (take the
turned suit or pass), ``bid2`` (name another suit or pass), ``play`` and
``over``.  Trick state is kept incrementally (the card now winning and its
seat) so legal moves cost one pass over the hand.

Readings of the rule book:
- Belote is checked once, on the completed eight-card hands; its 20 points
  are credited with the Rebelote (every card is played, so always).  Only
  one player can hold trump K and Q, so at most one team has a Belote.
- A void deal (eight passes) is over at once with ``void`` True.
- Events (public ids, no prose): ``bid``, ``take``, ``trick``, ``belote``,
  ``rebelote``, ``capot``, ``void``.
"""

from . import belote_play, observation
from .belote_play import (  # noqa: F401 - the card play's names stay Belote's too (the AI reads them here)
    BELOTE_BONUS,
    CAPOT_BONUS,
    CARDS,
    FACTS,
    LAST_TRICK_BONUS,
    OVER,
    PLAIN_ORDER,
    PLAIN_VALUE,
    PLAY,
    STRENGTH,
    TRICKS,
    TRUMP_ORDER,
    TRUMP_VALUE,
    VALUE,
    TrickPlay,
    claim_rule,
    seat_points,
    team_of,
    trick_view,
)
from .cards import FRENCH_RANKS_32, FRENCH_SUITS, make_pack
from .core import Deal, check_seat
from .info import GameInfo
from .match import Match
from .registry import Game, Solver, in_card_play, register_game

BID1, BID2 = "bid1", "bid2"


class BeloteDeal(TrickPlay, Deal):
    game = "belote"
    n_players = 4

    def _setup(self):
        d = self.dealer
        deck = self.deck
        # counter-clockwise from the dealer's right, the dealer last
        self.order = order = ((d - 1) % 4, (d - 2) % 4, (d - 3) % 4, d)
        hands = [[], [], [], []]
        for i, s in enumerate(order):
            hands[s].extend(deck[3 * i : 3 * i + 3])
        for i, s in enumerate(order):
            hands[s].extend(deck[12 + 2 * i : 14 + 2 * i])
        self.hands = hands
        self.turned = deck[20]
        self.phase = BID1
        self.bids = []  # (seat, action)
        self.taker = None
        self.current_player = order[0]
        self._reset_play()
        self.events = []

    # -- legal actions ----------------------------------------------------
    def _legal(self):
        phase = self.phase
        if phase == PLAY:
            return self._legal_cards()
        if phase == BID1:
            return ["take", "pass"]
        turned = self.turned[1]
        return ["take:" + s for s in FRENCH_SUITS if s != turned] + ["pass"]

    def _why_illegal(self, action):
        phase = self.phase
        if not isinstance(action, str):
            return ("unknown_action", f"{action!r} is not an action", {})
        if phase in (BID1, BID2):
            if action in CARDS:
                return ("bidding_in_progress", "cards are played after the bidding", {})
            if action == "take":
                return (
                    "name_another_suit",
                    "in the second round name a suit other than the turned one",
                    {"suit": self.turned[1]},
                )
            if action.startswith("take:") and action[5:] in FRENCH_SUITS:
                if phase == BID1:
                    return (
                        "only_turned_suit",
                        "in the first round only the turned suit can be taken",
                        {"suit": self.turned[1]},
                    )
                return (
                    "turned_suit_refused",
                    "the turned suit was refused in the first round",
                    {"suit": self.turned[1]},
                )
            return ("unknown_action", f"{action} is not a bidding action", {})
        if action not in CARDS:
            if action == "pass" or action == "take" or action.startswith("take:"):
                return ("bidding_over", "the bidding is over", {})
            return ("unknown_action", f"{action} is not a card", {})
        if action not in self.hands[self.current_player]:
            return ("card_not_in_hand", f"{action} is not in the hand", {"card": action})
        return self._why_card(action)

    # -- moves ------------------------------------------------------------
    def _apply(self, action):
        if self.phase == PLAY:
            self._play(action)
            return
        p = self.current_player
        self.bids.append((p, action))
        self.events.append({"type": "bid", "seat": p, "action": action})
        if action == "pass":
            n = len(self.bids)
            if n == 4:
                self.phase = BID2
                self.current_player = self.order[0]
            elif n == 8:
                self.phase = OVER
                self.current_player = None
                self.events.append({"type": "void"})
            else:
                self.current_player = (p - 1) % 4
            return
        trump = self.turned[1] if action == "take" else action[5:]
        self._complete(p, trump)

    def _complete(self, taker, trump):
        self.taker = taker
        self.events.append({"type": "take", "seat": taker, "suit": trump})
        hands = self.hands
        deck = self.deck
        hands[taker].append(self.turned)
        i = 21
        for s in self.order:
            n = 2 if s == taker else 3
            hands[s].extend(deck[i : i + n])
            i += n
        self._start_play(trump, self.order[0])

    # -- outcome ----------------------------------------------------------
    def result(self):
        if self.current_player is not None:
            raise ValueError("the deal is not finished")
        if self.taker is None:
            return {
                "void": True,
                "taker": None,
                "trump": None,
                "card_points": [0, 0],
                "belote": [0, 0],
                "capot": None,
                "made": None,
                "score": [0, 0],
            }
        t = self.taker % 2
        pts = self.points
        bel = self.belote
        made = pts[t] + bel[t] >= pts[1 - t] + bel[1 - t]
        if made:
            score = [pts[0] + bel[0], pts[1] + bel[1]]
        else:
            score = [0, 0]
            score[1 - t] = pts[0] + pts[1] + bel[0] + bel[1]
        return {
            "void": False,
            "taker": self.taker,
            "trump": self.trump,
            "card_points": list(pts),
            "belote": list(bel),
            "capot": self.capot,
            "made": made,
            "score": score,
        }

    def observation(self, seat):
        """What ``seat`` may know.

        ``auction`` holds the calls of both rounds; ``contract`` is the
        taker's call.  ``scores``: card points per team so far.
        ``specific``: ``turned`` (the card turned up for the bidding),
        ``belote`` (Belote points per team, once announced).
        """
        check_seat(self, seat)
        contract = next((a for s, a in self.bids if a != "pass"), None)
        return observation.build(
            self, seat,
            phase=self.phase,
            hand=self.hands[seat],
            hand_counts=[len(h) for h in self.hands],
            auction=self.bids,
            declarer=self.taker,
            contract=contract,
            trump=self.trump,
            trick=trick_view(self),
            tricks=observation.finished_tricks(self.tricks, 4, -1),
            scores=self.points,
            specific={"turned": self.turned, "belote": list(self.belote)},
        )

    def clone(self):
        other = self._clone_play(self._clone_base())
        other.bids = list(self.bids)
        return other


class BeloteMatch(Match):
    """An open-ended session: a running tally of independently decided deals.

    Rules §2 decide each deal on its own and keep no target score, so the
    session never ends by itself (``is_over`` stays False); the table may be
    left or restarted at any time.
    """

    game = "belote"
    deal_class = BeloteDeal
    open_ended = True

    def _initial_scores(self):
        return {"points": [0, 0], "deals": 0, "void": 0, "taken": [0, 0], "made": [0, 0]}

    def _next_dealer(self, dealer):
        return (dealer - 1) % 4

    def _score(self, result):
        sc = self.scores
        sc["deals"] += 1
        if result["void"]:
            sc["void"] += 1
            return
        team = result["taker"] % 2
        sc["taken"][team] += 1
        if result["made"]:
            sc["made"][team] += 1
        sc["points"][0] += result["score"][0]
        sc["points"][1] += result["score"][1]

    @property
    def is_over(self):
        return False

    @property
    def winner(self):
        return None


DEAL_CLASS = BeloteDeal
MATCH_CLASS = BeloteMatch


GAME = GameInfo(
    name="belote",
    players=4,
    pack=make_pack(FRENCH_RANKS_32, FRENCH_SUITS),
    hand_size=TRICKS,
    direction=-1,
    teams=((0, 2), (1, 3)),
    deal_packets=(3, 2, 3),
    card_points=dict(PLAIN_VALUE),
    facts=dict(FACTS),
)


def known_cards(deal, seat):
    """As every Belote deal's (:func:`belote_play.known_cards`), with the turned card."""
    return belote_play.known_cards(deal, seat, shown=(deal.turned,))


register_game(Game(
    info=GAME,
    deal_class=DEAL_CLASS,
    match_class=MATCH_CLASS,
    players="game.ai.belote",
    table="game.scenes.table.games.belote",
    pack="paris",
    rules="belote",
    order=20,
    seat_points=seat_points,
    known_cards=known_cards,
    result_shape={"void": "bool", "taker": "seat?", "trump": "suit?", "card_points": "ints:2",
                  "belote": "ints:2", "capot": "team?", "made": "bool?", "score": "ints:2"},
    solver=Solver("game.ai.belote.solver", "game.ai.belote.worlds", fast="game.ai.belote.fast",
                  core="game.ai.belote.core", core_tricks=5,
                  in_play=in_card_play, endgame_tricks=4),
    claim_rule=claim_rule,
    quiet_events=frozenset({"bid", "trick"}),
    engine_target=4000,
))
