"""Aluette, the "Jeu de la Vache": four players, fixed partners, free play.

Rules: ``rules.md`` section 1.  Any card may be played to any trick; the
single highest card wins it, and a tie for highest spoils the trick
(*pourri*): nobody wins it and the same leader leads again.  The player
with the most tricks wins the deal for their team (ties go to whoever
reached that number first); a late unbroken run to the last trick is a
Mordienne, worth 2 match points instead of 1.
"""

from . import observation
from .cards import ALUETTE_RANKS, SPANISH_SUITS, make_pack
from .core import Deal, check_seat
from .errors import IllegalAction
from .info import GameInfo
from .registry import Game, Solver, register_game
from .tricks import played_cards
from .match import Match

N_TRICKS = 9

# The eight named cards, highest first, then the groups of equal rank.
NAMED_CARDS = {
    "3O": "monsieur",
    "3C": "madame",
    "2O": "le_borgne",
    "2C": "la_vache",
    "9C": "grand_neuf",
    "9O": "petit_neuf",
    "2B": "deux_de_chene",
    "2S": "deux_d_ecrit",
}
_GROUPS = (
    ("1O", "1C", "1B", "1S"),
    ("KO", "KC", "KB", "KS"),
    ("NO", "NC", "NB", "NS"),
    ("JO", "JC", "JB", "JS"),
    ("9B", "9S"),
    ("8O", "8C", "8B", "8S"),
    ("7O", "7C", "7B", "7S"),
    ("6O", "6C", "6B", "6S"),
    ("5O", "5C", "5B", "5S"),
    ("4O", "4C", "4B", "4S"),
    ("3B", "3S"),
)


def _strengths():
    order = [(card,) for card in NAMED_CARDS] + list(_GROUPS)
    top = len(order)
    return {card: top - i for i, group in enumerate(order) for card in group}


#: card -> strength (higher wins; equal strengths tie and spoil the trick)
STRENGTH = _strengths()


def team_of(seat):
    return seat % 2


def deal_winner(trick_winners):
    """The deal winner (seat or None) from the trick winners in order.

    Most tricks wins; among players tied on that number, the first to
    reach it.  None when every trick was spoiled.
    """
    counts = [0, 0, 0, 0]
    for w in trick_winners:
        if w is not None:
            counts[w] += 1
    most = max(counts)
    if most == 0:
        return None
    counts = [0, 0, 0, 0]
    for w in trick_winners:
        if w is not None:
            counts[w] += 1
            if counts[w] == most:
                return w
    raise AssertionError("unreachable")


def is_mordienne(trick_winners, winner):
    """rules.md 1: there is 1 <= k <= 7 with w[i] != winner for i <= k and
    w[i] == winner for i > k (nine tricks, 1-based)."""
    if winner is None:
        return False
    n = len(trick_winners)
    run = 0
    while run < n and trick_winners[n - 1 - run] == winner:
        run += 1
    k = n - run
    return 1 <= k <= n - 2 and winner not in trick_winners[:k]


class AluetteDeal(Deal):
    game = "aluette"
    n_players = 4

    def _setup(self):
        deck, dealer = self.deck, self.dealer
        hands = [[], [], [], []]
        # three rounds of three, clockwise from the dealer's left
        for r in range(3):
            for j in range(4):
                start = 12 * r + 3 * j
                hands[(dealer + 1 + j) % 4].extend(deck[start : start + 3])
        self.hands = hands
        self.leader = (dealer + 1) % 4
        self.current_player = self.leader
        self.trick = []  # cards of the trick in progress, in play order
        self.tricks = []  # finished tricks: (leader, cards, winner or None)
        self.tricks_won = [0, 0, 0, 0]
        self._result = None

    # -- rules ---------------------------------------------------------------
    def _legal(self):
        return list(self.hands[self.current_player])

    def _why_illegal(self, action):
        if isinstance(action, str) and action in STRENGTH:
            return (
                "card_not_in_hand",
                f"{action} is not in your hand",
                {"card": action},
            )
        return ("unknown_action", f"{action!r} is not an Aluette action", {})

    def _apply(self, card):
        player = self.current_player
        self.hands[player].remove(card)
        trick = self.trick
        trick.append(card)
        if len(trick) < 4:
            self.current_player = (player + 1) % 4
            return
        strength = STRENGTH
        best = -1
        best_i = 0
        tied = False
        for i, c in enumerate(trick):
            v = strength[c]
            if v > best:
                best, best_i, tied = v, i, False
            elif v == best:
                tied = True
        leader = self.leader
        number = len(self.tricks)
        if tied:
            winner = None
            self.events.append({"type": "pourri", "trick": number, "leader": leader})
        else:
            winner = (leader + best_i) % 4
            self.tricks_won[winner] += 1
            self.leader = winner
            self.events.append({"type": "trick", "trick": number, "winner": winner})
        self.tricks.append((leader, tuple(trick), winner))
        self.trick = []
        if number + 1 == N_TRICKS:
            self.current_player = None
            self._settle()
        else:
            self.current_player = self.leader

    def _settle(self):
        winners = [t[2] for t in self.tricks]
        winner = deal_winner(winners)
        points = [0, 0]
        mordienne = False
        if winner is None:
            self.events.append({"type": "all_spoiled"})
        else:
            mordienne = is_mordienne(winners, winner)
            team = team_of(winner)
            points[team] = 2 if mordienne else 1
            if mordienne:
                self.events.append({"type": "mordienne", "seat": winner, "team": team})
            self.events.append(
                {
                    "type": "deal_won",
                    "seat": winner,
                    "team": team,
                    "tricks": self.tricks_won[winner],
                    "points": points[team],
                }
            )
        self._result = {
            "tricks": list(self.tricks_won),
            "trick_winners": winners,
            "winner": winner,
            "points": points,
            "mordienne": mordienne,
        }

    # -- surface -------------------------------------------------------------
    def result(self):
        if self._result is None:
            raise ValueError("the deal is not over")
        r = self._result
        return {
            "tricks": list(r["tricks"]),
            "trick_winners": list(r["trick_winners"]),
            "winner": r["winner"],
            "points": list(r["points"]),
            "mordienne": r["mordienne"],
        }

    @property
    def trick_winners(self):
        return [t[2] for t in self.tricks]

    def observation(self, seat):
        """What ``seat`` may know: its own hand and every card played.

        ``specific``: ``trick_number`` (tricks finished so far).
        """
        check_seat(self, seat)
        return observation.build(
            self, seat,
            hand=self.hands[seat],
            hand_counts=[len(h) for h in self.hands],
            trick=zip(observation.seats_from(self.leader, len(self.trick), 4), self.trick),
            tricks=observation.finished_tricks(self.tricks, 4),
            specific={"trick_number": len(self.tricks)},
        )

    def clone(self):
        other = self._clone_base()
        other.hands = [list(h) for h in self.hands]
        other.trick = list(self.trick)
        other.tricks = list(self.tricks)
        other.tricks_won = list(self.tricks_won)
        return other


class AluetteMatch(Match):
    """Five deals; team points add up; the dealer moves left each deal."""

    game = "aluette"
    deal_class = AluetteDeal
    n_deals = 5

    def _initial_scores(self):
        return [0, 0]

    def _next_dealer(self, dealer):
        return (dealer + 1) % 4

    def _score(self, result):
        for team in (0, 1):
            self.scores[team] += result["points"][team]

    @property
    def is_over(self):
        return len(self.history) >= self.n_deals

    @property
    def winner(self):
        """The winning team (0 or 1) once the match is over; None for a draw."""
        if not self.is_over or self.scores[0] == self.scores[1]:
            return None
        return 0 if self.scores[0] > self.scores[1] else 1


DEAL_CLASS = AluetteDeal
MATCH_CLASS = AluetteMatch


def seat_points(result):
    """What the deal is worth to each seat in the game's own scoring: its team's points."""
    return [result["points"][seat % 2] for seat in range(4)]


GAME = GameInfo(
    name="aluette",
    players=4,
    pack=make_pack(ALUETTE_RANKS, SPANISH_SUITS),
    hand_size=N_TRICKS,
    direction=1,
    teams=((0, 2), (1, 3)),
    deal_packets=(3, 3, 3),
    match_deals=AluetteMatch.n_deals,
    facts={"tricks": N_TRICKS, "named_cards": tuple(NAMED_CARDS)},
)


def known_cards(deal, seat):
    """The cards ``seat`` may know the place of: its hand and the cards played
    (the twelve unused cards are never shown to anyone)."""
    return set(deal.hands[seat]) | played_cards(deal)



def claim_rule(obs):
    """For a claim: the strictly stronger card takes a trick (a tie spoils it)."""
    return (lambda card, led: STRENGTH[card] >= STRENGTH[led]), set()


register_game(Game(
    info=GAME,
    deal_class=DEAL_CLASS,
    match_class=MATCH_CLASS,
    players="game.ai.aluette",
    table="game.scenes.table.games.aluette",
    pack="aluette",
    rules="aluette",
    order=10,
    seat_points=seat_points,
    known_cards=known_cards,
    result_shape={"tricks": "ints:4", "trick_winners": "seats?:9", "winner": "seat?", "points": "ints:2",
                  "mordienne": "bool"},
    solver=Solver("game.ai.aluette.solver", "game.ai.aluette.worlds", fast="game.ai.aluette.fast",
                  core="game.ai.aluette.core", core_tricks=5, endgame_tricks=4),
    claim_rule=claim_rule,
    quiet_events=frozenset({"deal_won", "trick"}),
    card_strength=STRENGTH,
    engine_target=5000,
))


__all__ = [
    "GAME",
    "seat_points",
    "AluetteDeal",
    "AluetteMatch",
    "DEAL_CLASS",
    "IllegalAction",
    "MATCH_CLASS",
    "NAMED_CARDS",
    "STRENGTH",
    "deal_winner",
    "is_mordienne",
    "team_of",
]
