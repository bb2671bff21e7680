"""Coinche, Belote contrée (rules §6): four players in two teams, a match to 1,000.

Dealing, the auction and play go counter-clockwise: the player after seat
``s`` is ``(s - 1) % 4``.  The deal gives all eight cards at once in blocks of
3, 2 and 3 (deck indices 0-11, 12-19, 20-31, each block from ``D-1`` to the
dealer); nothing is turned up.  A deal moves through the phases ``auction``
(``coinche_auction``), ``play`` (Belote's card play, ``belote_play``) and
``over``; it is scored by ``coinche_scoring``.

Readings of the rule book:
- Belote is checked once the contract names the trumps; its 20 points are
  credited with the Rebelote (every card is played, so always).
- A void deal (four passes) is over at once with ``void`` True.
- Events (public ids, no prose): ``bid`` (every call, ``action`` the call),
  ``coinche``, ``surcoinche``, ``contract`` (``seat``, ``value``, ``suit``,
  ``factor``), ``void``, ``trick``, ``belote``, ``rebelote``, ``capot``.
"""

from . import coinche_auction as auction
from . import observation
from .belote_play import (CARDS, FACTS, OVER, PLAIN_VALUE, PLAY, TRICKS, TrickPlay, claim_rule, known_cards,
                          seat_points, trick_view)
from .coinche_auction import CAPOT, VALUES
from .coinche_scoring import FAILED_BASE, MIN_MADE, deal_score, is_made
from .cards import FRENCH_RANKS_32, FRENCH_SUITS, make_pack
from .core import Deal, check_seat
from .info import GameInfo
from .match import Match
from .registry import Game, Solver, in_card_play, register_game

AUCTION = "auction"
TARGET = 1000


class CoincheDeal(TrickPlay, Deal):
    game = "coinche"
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
        for i, s in enumerate(order):
            hands[s].extend(deck[20 + 3 * i : 23 + 3 * i])
        self.hands = hands
        self.phase = AUCTION
        self.contract = None  # (value, suit, bidder) once the auction is over
        auction.reset(self)
        self._reset_play()
        self.current_player = order[0]

    # -- legal actions ----------------------------------------------------
    def _legal(self):
        if self.phase == PLAY:
            return self._legal_cards()
        return auction.legal(self)

    def _why_illegal(self, action):
        if not isinstance(action, str):
            return ("unknown_action", f"{action!r} is not an action", {})
        if self.phase == AUCTION:
            if action in CARDS:
                return ("auction_in_progress", "cards are played once the auction is over", {})
            return auction.why_illegal(self, action)
        if action not in CARDS:
            if auction.is_call(action):
                return ("auction_over", "the auction is over", {})
            return ("unknown_action", f"{action} is not a card", {})
        if action not in self.hands[self.current_player]:
            return ("card_not_in_hand", f"{action} is not in the hand", {"card": action})
        return self._why_card(action)

    # -- moves ------------------------------------------------------------
    def _apply(self, action):
        if self.phase == PLAY:
            self._play(action)
        elif auction.apply(self, action):
            self._close_auction()

    def _close_auction(self):
        if self.high is None:
            self.phase = OVER
            self.current_player = None
            self.events.append({"type": "void"})
            return
        value, suit, bidder = self.contract = self.high
        self.events.append({"type": "contract", "seat": bidder, "value": value, "suit": suit,
                            "factor": self.factor})
        self._start_play(suit, self.order[0])

    # -- outcome ----------------------------------------------------------
    def contract_info(self):
        """The contract as the result and the observations give it, or None."""
        if self.contract is None:
            return None
        value, suit, bidder = self.contract
        return {"value": value, "trump": suit, "bidder": bidder, "factor": self.factor}

    def result(self):
        if self.current_player is not None:
            raise ValueError("the deal is not finished")
        if self.contract is None:
            return {"void": True, "contract": None, "card_points": [0, 0], "belote": [0, 0],
                    "capot": None, "made": None, "score": [0, 0]}
        value, _suit, bidder = self.contract
        attack = bidder % 2
        pts, bel = self.points, self.belote
        made = is_made(value, attack, pts, bel, self.capot)
        return {
            "void": False,
            "contract": self.contract_info(),
            "card_points": list(pts),
            "belote": list(bel),
            "capot": self.capot,
            "made": made,
            "score": deal_score(value, self.factor, attack, made, pts, bel),
        }

    def observation(self, seat):
        """What ``seat`` may know.

        ``auction`` holds every call; ``declarer``, ``contract`` (the winning
        ``bid:V:S`` call) and ``trump`` are set once the auction is over.
        ``scores``: card points per team so far.  ``specific``: ``highest``
        (``{"value", "trump", "bidder"}`` of the highest bid so far, or None),
        ``contract`` (``{"value", "trump", "bidder", "factor"}`` once the
        auction is over, else None), ``factor`` (1, 2 coinched, 4
        surcoinched), ``coinched_by`` and ``surcoinched_by`` (seats or None),
        ``to_ask`` (the attackers still to answer a coinche, in order),
        ``belote`` (Belote points per team, once announced), ``target`` (1,000).
        """
        check_seat(self, seat)
        high = self.high
        contract = self.contract
        return observation.build(
            self, seat,
            phase=self.phase,
            hand=self.hands[seat],
            hand_counts=[len(h) for h in self.hands],
            auction=self.calls,
            declarer=contract[2] if contract else None,
            contract=f"bid:{contract[0]}:{contract[1]}" if contract else None,
            trump=self.trump,
            trick=trick_view(self),
            tricks=observation.finished_tricks(self.tricks, 4, -1),
            scores=self.points,
            specific={
                "highest": {"value": high[0], "trump": high[1], "bidder": high[2]} if high else None,
                "contract": self.contract_info(),
                "factor": self.factor,
                "coinched_by": self.coinched_by,
                "surcoinched_by": self.surcoinched_by,
                "to_ask": list(self.to_ask),
                "belote": list(self.belote),
                "target": TARGET,
            },
        )

    def clone(self):
        other = self._clone_play(self._clone_base())
        other.calls = list(self.calls)
        return other


class CoincheMatch(Match):
    """Deals until a team has at least 1,000 and more than the other (§6 "Match")."""

    game = "coinche"
    deal_class = CoincheDeal

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
        team = result["contract"]["bidder"] % 2
        sc["taken"][team] += 1
        if result["made"]:
            sc["made"][team] += 1
        sc["points"][0] += result["score"][0]
        sc["points"][1] += result["score"][1]

    @property
    def is_over(self):
        a, b = self.scores["points"]
        return max(a, b) >= TARGET and a != b

    @property
    def winner(self):
        if not self.is_over:
            return None
        a, b = self.scores["points"]
        return 0 if a > b else 1


DEAL_CLASS = CoincheDeal
MATCH_CLASS = CoincheMatch


GAME = GameInfo(
    name="coinche",
    players=4,
    pack=make_pack(FRENCH_RANKS_32, FRENCH_SUITS),
    hand_size=TRICKS,
    direction=-1,
    teams=((0, 2), (1, 3)),
    deal_packets=(3, 2, 3),
    card_points=dict(PLAIN_VALUE),
    match_target=TARGET,
    facts=dict(FACTS, values=list(VALUES), capot_value=CAPOT, min_made=MIN_MADE, failed_base=FAILED_BASE),
)


register_game(Game(info=GAME, deal_class=DEAL_CLASS, match_class=MATCH_CLASS, players="game.ai.coinche",
                   table="game.scenes.table.games.coinche", pack="paris", rules="coinche", order=50,
                   seat_points=seat_points, known_cards=known_cards,
                   result_shape={"void": "bool", "contract": ("object?", {"value": "int", "trump": "suit",
                                                                          "bidder": "seat", "factor": "int"}),
                                 "card_points": "ints:2", "belote": "ints:2", "capot": "team?",
                                 "made": "bool?", "score": "ints:2"},
                   solver=Solver("game.ai.coinche.solver", "game.ai.coinche.worlds", fast="game.ai.coinche.fast",
                                 core="game.ai.coinche.core", core_tricks=5, in_play=in_card_play,
                                 endgame_tricks=4),
                   claim_rule=claim_rule, quiet_events=frozenset({"bid", "trick"}), engine_target=4000))
