"""A tiny trick game that exists only in the tests: proof that a new game is a plugin.

Two players, eight cards (four each), follow suit if you can, the highest card
of the suit led wins, the most tricks win.  Importing this module registers
it with one descriptor (its engine, computer player, table, rules page and its
pack, the test-only ``dummy_pack``); nothing in the shared code knows its name.
"""

import pathlib

import dummy_pack

from game import engine
from game.engine import observation
from game.engine.core import Deal, check_seat
from game.engine.info import GameInfo
from game.engine.match import Match
from game.engine.tricks import follow_options, winning_index
from game.i18n import _
from game.scenes.table.games.base import TableGame
from game.scenes.table.results import Sheet, tricks_text
from game.scenes.table.texts import by_seat, seat_name

NAME = "duel"
RULES = pathlib.Path(__file__).with_name("duel_rules.json")
RANKS = "9TJQ"
PACK = tuple(r + s for s in "HS" for r in RANKS)


class DuelDeal(Deal):
    game = NAME
    n_players = 2

    def _setup(self):
        first = 1 - self.dealer
        self.hands = [[], []]
        self.hands[first] = list(self.deck[:4])
        self.hands[self.dealer] = list(self.deck[4:])
        self.trick = []  # (seat, card)
        self.tricks = []  # (leader, cards, winner)
        self.current_player = first

    def _legal(self):
        hand = self.hands[self.current_player]
        if not self.trick:
            return list(hand)
        return follow_options(hand, self.trick[0][1][1], None)

    def _apply(self, card):
        seat = self.current_player
        self.hands[seat].remove(card)
        self.trick.append((seat, card))
        if len(self.trick) < 2:
            self.current_player = 1 - seat
            return
        cards = [c for _s, c in self.trick]
        winner = self.trick[winning_index(cards, None, lambda c: RANKS.index(c[0]))][0]
        self.tricks.append((self.trick[0][0], cards, winner))
        self.events.append({"type": "trick", "seat": winner})
        self.trick = []
        self.current_player = winner if self.hands[winner] else None

    def won(self):
        return [sum(1 for t in self.tricks if t[2] == s) for s in (0, 1)]

    def result(self):
        if not self.is_over:
            raise ValueError("the deal is not over")
        won = self.won()
        return {"tricks": won, "winner": None if won[0] == won[1] else (0 if won[0] > won[1] else 1)}

    def observation(self, seat):
        check_seat(self, seat)
        return observation.build(self, seat, hand=self.hands[seat], hand_counts=[len(h) for h in self.hands],
                                 trick=self.trick, tricks=observation.finished_tricks(self.tricks, 2))

    def clone(self):
        other = self._clone_base()
        other.hands = [list(h) for h in self.hands]
        other.trick = list(self.trick)
        other.tricks = list(self.tricks)
        return other


class DuelMatch(Match):
    game = NAME
    deal_class = DuelDeal

    def _initial_scores(self):
        return [0, 0]

    def _next_dealer(self, dealer):
        return 1 - dealer

    def _score(self, result):
        for s in (0, 1):
            self.scores[s] += result["tricks"][s]

    @property
    def is_over(self):
        return len(self.history) >= 1

    @property
    def winner(self):
        a, b = self.scores
        return None if a == b else (0 if a > b else 1)


GAME = GameInfo(name=NAME, players=2, pack=PACK, hand_size=4, deal_packets=(4,), match_deals=1)
DEAL_CLASS = DuelDeal
MATCH_CLASS = DuelMatch


class _Player:
    """Plays the lowest legal card: enough to be a computer opponent."""

    def __init__(self, rng):
        self.rng = rng

    def choose(self, observation, rng=None, cancel=None):
        legal = observation["legal_actions"]
        return min(legal, key=lambda c: (RANKS.index(c[0]), c[1]))


def make_player(level, rng, **options):
    return _Player(rng)


class DuelTable(TableGame):
    key = NAME
    title = "Duel"
    cloth = (60, 60, 90)
    max_cards = 4
    rank_order = RANKS

    def deal_sheet(self, result, view, scores):
        w = result["winner"]
        if w is None:
            sheet = Sheet(_("The deal is drawn"), good=None)
        else:
            sheet = Sheet(by_seat(w, _("You win the deal"), _("{name} wins the deal")), good=w == 0)
        sheet.columns = [_("Player"), _("Tricks")]
        sheet.rows = [[seat_name(s), tricks_text(result["tricks"][s])] for s in (0, 1)]
        return sheet

    def match_table(self, scores):
        return [_("Player"), _("Tricks")], [[seat_name(s), str(scores[s])] for s in (0, 1)], set()

    def winner(self, scores, result=None):
        a, b = scores
        return None if a == b else (0 if a > b else 1)



TABLE = DuelTable()


def known_cards(deal, seat):
    # its trick holds (seat, card) pairs
    return set(deal.hands[seat]) | {c for _s, c in deal.trick} | {c for t in deal.tricks for c in t[1]}


DESCRIPTOR = engine.Game(
    info=GAME, deal_class=DuelDeal, match_class=DuelMatch, players=__name__, table=__name__,
    pack=dummy_pack.ID, rules=str(RULES), seat_points=lambda result: list(result["tricks"]), known_cards=known_cards,
    result_shape={"tricks": "ints:2", "winner": "seat?"}, quiet_events=frozenset({"trick"}),
)


def register():
    dummy_pack.register()
    if NAME not in engine.known_games():
        engine.register_game(DESCRIPTOR)


def unregister():
    from game.scenes.table import games

    engine.unregister_game(NAME)
    games.unregister(NAME)
    dummy_pack.unregister()


register()
