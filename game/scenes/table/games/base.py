"""What a game's table module fills in: the one small protocol every table game follows.

The shared table (layout, sprites, input, the turn, panels) never names a
game; it asks the game's :class:`TableGame` for words (labels, prompts,
bubbles, roles), the sidebar, the result sheet, the table's own cards
(talon, stock, turned card) and the end of a match.  The defaults suit a
plain trick game; each game module overrides what it does differently.
"""

from __future__ import annotations

import copy
from itertools import permutations

from game.engine import descriptor, game_info
from game.i18n import _, ngettext, pgettext
from game.render import packs

from ..names import FRENCH_SUITS, SUIT_SYMBOLS, amount, by_seat, fill, plural_of, points_text, seat_name, tricks_text  # noqa: F401 - fill, seat_name for games

_FRENCH_SUIT_ORDER = {"S": 0, "H": 1, "C": 2, "D": 3}  # alternate colours
_RED = {"H", "D"}


def projected(match):
    """A copy of ``match`` with its finished current deal scored in."""
    other = copy.deepcopy(match)
    other.next_deal()
    return other


def signed(n):
    return f"+{n}" if n > 0 else ("\u2212" + str(-n) if n < 0 else "0")


class TableGame:
    key = ""  # the engine's game name
    title = ""  # an N_() message id
    cloth = (22, 84, 54)  # RGB of the table's cloth
    max_cards = 8  # the most cards a hand holds (layout spacing)
    rank_order = "789TJQKA"  # weakest first, for sorting a hand
    trump_order = ""  # weakest first inside the trump suit, when it differs
    suit_names = FRENCH_SUITS  # suit letter -> N_() name
    suit_symbols = SUIT_SYMBOLS  # suit letter -> symbol shown beside names ({} for none)
    named_cards = {}  # cards the pack names on their own (code -> name)
    chimes = frozenset()  # event types announced with a chime
    demo_deals = None  # a demonstration of an open-ended game stops after this many deals
    session_deals = None  # a table session of an open-ended game lasts this many deals
    endless = False  # the table may always go on to another deal, even after a match ends
    ends_by_player = False  # the player ends the session (no match end by the rules)
    reasons = {}  # the coach's reasons in the game's own terms: id -> N_() words

    # -- the game's facts, from the engine ------------------------------------------
    @property
    def info(self):
        return game_info(self.key)

    @property
    def pack(self):
        """The printed pack the game is played with, as its descriptor names it."""
        return descriptor(self.key).pack

    @property
    def n_seats(self):
        return self.info.players

    @property
    def direction(self):
        return self.info.direction

    @property
    def teams(self):
        return self.info.has_teams

    def next_seat(self, seat):
        return self.info.next_seat(seat)

    def team_of(self, seat):
        return self.info.team_of(seat)

    # -- cards in words -----------------------------------------------------------------
    def suit_name(self, suit):
        return _(self.suit_names[suit]) if suit in self.suit_names else str(suit)

    def suit_label(self, suit):
        """A suit in sentences: symbol and name where the pack has symbols."""
        if suit not in self.suit_symbols:
            return self.suit_name(suit)
        return self.suit_symbols[suit] + "\u00a0" + self.suit_name(suit)

    def suit_short(self, suit):
        return self.suit_symbols.get(suit, self.suit_name(suit))

    def rank_name(self, rank):
        courts = packs.get(self.pack).courts  # as the pack prints them
        if rank in courts:
            return courts[rank]
        if rank == "A":
            return pgettext("card", "Ace")
        if rank == "T":
            return "10"
        return rank

    def card_name(self, card):
        if not card:
            return ""
        if card in self.named_cards:
            return self.named_cards[card]
        if card[1] not in self.suit_symbols:
            return _("{rank} of {suit}").format(rank=self.rank_name(card[0]), suit=self.suit_name(card[1]))
        return self.rank_name(card[0]) + "\u00a0" + self.suit_symbols.get(card[1], card[1])

    # -- the hand ----------------------------------------------------------------------
    def sort_hand(self, cards, trump=None):
        """By suit with colours alternating, trumps at the right end, strongest on the right.

        The suits' order comes from the whole pack, not from the cards left, so the
        hand keeps one order through the deal while suits run out (it changes only
        when trumps are named)."""
        present = {c[1] for c in cards}
        every = sorted(set(_FRENCH_SUIT_ORDER) | present, key=lambda s: (_FRENCH_SUIT_ORDER.get(s, 9), s))
        if trump in every:
            every.remove(trump)
            every.append(trump)
        suits = [s for s in _alternate(every, trump if trump in every else None) if s in present]
        pos = {s: i for i, s in enumerate(suits)}

        def key(card):
            order = self.trump_order if (card[1] == trump and self.trump_order) else self.rank_order
            return (pos[card[1]], order.index(card[0]) if card[0] in order else -1)

        return sorted(cards, key=key)

    # -- reading an observation --------------------------------------------------------------
    def view_extras(self, obs, view):
        """Fill in the view's game facts (turned card, stock, auction...) from ``obs``."""

    # -- choices ---------------------------------------------------------------------------
    def reason_text(self, rid, params, words):
        """The words of one of the game's own coach reasons, or None for a shared one.

        ``params`` are the reason's numbers and codes, ``words`` the same ready to
        show (card and suit names); a game whose reasons count overrides this for
        its plurals."""
        message = self.reasons.get(rid)
        return fill(_(message), **words) if message else None

    def action_label(self, action, view=None, hold=False):
        """A button's words for a non-card action (``hold``: a bid that holds the current one)."""
        return action

    def holds(self, bids, action):
        """Whether the call ``action`` holds the highest of ``bids`` ((seat, call) so far)."""
        return False

    def step_label(self, bids, action):
        """A call's words as it was made after ``bids`` (the deal viewer's caption)."""
        return self.action_label(action, hold=self.holds(bids, action))

    def move_words(self, action, card):
        """A decision that carries ``card`` in words (the review): by default the card's name."""
        return self.card_name(card)

    def untaken_trick_line(self, events):
        """The viewer's caption for a trick nobody took (None: the step's events already say so)."""
        return _("Nobody took this trick.")

    def hint_note(self, action):
        """A line said when the hint is ``action``, a card of the hand (None: nothing more)."""
        return None

    def option_label(self, view, action):
        return self.action_label(action, view)

    def panel_prompt(self, view):
        return self.turn_prompt(view)

    def panel_note(self, view):
        """What the decision panel's choices mean, in a line or two (None for none)."""
        return None

    def panel_grid(self, view, actions):
        """The decision panel's choices ``actions`` as a grid, or None for a flow of buttons.

        ``(rows, rest)``: each row ``(label, [(action, words)])`` (``label`` may be a pair: its
        words and a short form for a narrow panel, and a third part, a suit, for a row of a suit, drawn
        in its colour), a cell whose action is not
        in ``actions`` shown but not open (an auction's values below the highest bid); ``rest``
        the other actions, in a row of their own under the grid."""
        return None

    def turn_prompt(self, view, seat=0):
        """What the player is asked to do now (shown above the hand)."""
        if view.current != seat:
            return ""
        return _("Your lead") if not view.trick else _("Your turn")

    def confirm_label(self, view):
        return _("Play card")

    def question(self, view, action, ends_deal):
        """(title, message, confirm label), callables, when ``action`` asks first; None to go at once.

        By default a call that ends the deal asks; a game adds its other irreversible calls.
        """
        if not ends_deal:
            return None
        def label():
            return self.option_label(view, action)

        return (lambda: _("End the deal with \u201c{call}\u201d?").format(call=label()),
                lambda: _("This call ends the deal at once and cannot be taken back."), label)

    def card_choices(self, view, card, actions):
        """(title, [(action, label)]) when one card offers several actions, else None."""
        return None

    # -- the seats ----------------------------------------------------------------------------
    def bubbles(self, view):
        """{seat: text} for bids and decisions worth showing beside the seats now."""
        return {}

    def bubble(self, action, hold=False):
        """What a seat's speech bubble shows for its call ``action`` (the deal log, the viewer)."""
        return self.action_label(action)

    def calls(self, view):
        """Every call of this deal's bidding in order, as ``(seat, words)``."""
        return [(seat, self.bubble(action)) for seat, action in view.bids]

    def auction_rows(self, view):
        """The bidding for the sidebar: one row per seat, its calls in order, first bidder first."""
        calls = self.calls(view)
        order = []
        for seat, _words in calls:
            if seat not in order:
                order.append(seat)
        return [(seat_name(seat), " \u00b7 ".join(w for s, w in calls if s == seat), None) for seat in order]

    # -- the deal log ------------------------------------------------------------------------------
    trick_events = frozenset({"trick"})  # the engine's event types that close a trick

    def log_lines(self, view, claim=None):
        """The deal log: every call, announcement and finished trick so far, in order (with a
        seat's claim of the rest where it was made, see :meth:`claim_line`)."""
        calls = iter(self.calls(view))
        tricks = iter(enumerate(view.tricks))
        lines = []
        for at, event in enumerate(view.events):
            if claim is not None and claim["at"] == at:
                lines.append(self.claim_line(view, claim))
            kind = event.get("type")
            if kind in self.trick_events:
                number, trick = next(tricks, (None, None))
                if trick is not None:
                    lines.append(self.trick_line(number + 1, trick, event))
            elif kind == "bid":
                seat, words = next(calls, (event.get("seat"), self.bubble(event.get("action", ""))))
                lines.append(_("{name}: {call}").format(name=seat_name(seat), call=words))
            else:
                text = self.log_words(view, event)
                if text:
                    lines.append(text)
        if claim is not None and claim["at"] >= len(view.events):
            lines.append(self.claim_line(view, claim))
        return lines

    def claim_line(self, view, claim):
        """A claim of the rest in the log: who, and what it gives: the tricks left to play, and
        once the deal is over the tricks played after it (a deal may end early) and the points
        they brought, where the table counts points."""
        seat = claim["seat"]
        before, after = claim.get("points"), self.claim_points(view, seat)
        count = len(view.tricks) - claim["played"] if view.is_over else claim["tricks"]
        if view.is_over and before is not None and after is not None:
            return by_seat(seat, _("You claim the rest of the deal: {tricks}, {points}."),
                           _("{name} claims the rest of the deal: {tricks}, {points}."),
                           tricks=tricks_text(count), points=points_text(after - before))
        return by_seat(seat, _("You claim the rest of the deal: {tricks}."),
                       _("{name} claims the rest of the deal: {tricks}."), tricks=tricks_text(count))

    def claim_points(self, view, seat):
        """The points ``seat``'s side has won so far in the deal, where this table counts them
        in sight (None: tricks are what counts, or the points are not shown)."""
        return None

    def trick_line(self, number, trick, event):
        """One finished trick in the log: who played which card, and who took it."""
        plays = ", ".join(_("{name} {card}").format(name=seat_name(s), card=self.card_name(c))
                          for s, c in zip(trick["seats"], trick["cards"]))
        return _("Trick {number}: {plays} \u2014 {taken}").format(number=number, plays=plays,
                                                                  taken=self.trick_taken(trick, event))

    def trick_taken(self, trick, event):
        return by_seat(trick["winner"], _("you take it"), _("{name} takes it"))

    def log_words(self, view, event):
        """An event of the deal (not a call or a trick) in the log's words, or None to leave it out."""
        return self.event_message(event)

    def role(self, view, seat):
        return ""

    def trick_count_line(self, view, seat):
        return tricks_text(view.won[seat])

    # -- the sidebar ------------------------------------------------------------------------------
    def sidebar_sections(self, view, scores, deal_number, session_deals=None):
        return []

    def reminder(self, view):
        """(heading, paragraph): what a player most often needs to look up at this table."""
        return None

    # -- the table's own cards ------------------------------------------------------------------------
    def furniture(self, view, layout, out, me):
        """Add the table's cards (stock, talon, turned card...) to the placements ``out``."""

    # -- announcements ------------------------------------------------------------------------------
    def event_message(self, event):
        """A short table message for an engine event, or None for quiet events."""
        return None

    def revealed(self, event):
        """``(seat, cards)`` an event shows face up for a moment (a declaration), or None."""
        return None

    def table_to(self, event):
        """The seat the table's own cards (turned card, talon) go to after ``event``, or None."""
        return None

    #: refusal code -> N_() sentence, for the game's own rules (the common ones are in texts)
    refusals = {}

    def refusal_words(self, params):
        words = {}
        if "suit" in params:
            words["suit"] = self.suit_label(params["suit"])
        if "card" in params:
            words["card"] = self.card_name(params["card"])
        if "bid" in params:
            words["bid"] = str(params["bid"])
        return words

    # -- results ---------------------------------------------------------------------------------------
    def deal_sheet(self, result, view, scores):
        raise NotImplementedError

    def match_title(self, outcome):
        return {
            "won": _("You win the match!"),
            "drawn": _("The match is drawn"),
            "lost": _("You lose the match"),
        }[outcome]

    def match_badge(self):
        return _("Match over")

    def match_table(self, scores):
        """(columns, rows, highlighted rows) of the final scores."""
        return [], [], set()

    def match_sheet(self, sheet, last_deal):
        """Finish the match sheet: by default the final scores and the last deal in a few lines."""
        if last_deal is not None:
            sheet.lines.append(_("Last deal: {summary}.").format(summary=last_deal.title))
            sheet.lines.extend(last_deal.lines[:3])

    def cost_words(self, cost):
        """How much a choice cost the player (in this game's points), as the review says it."""
        value = round(cost) if cost >= 3 else round(cost, 1)
        return ngettext("by about {points} point", "by about {points} points",
                        plural_of(value)).format(points=amount(value))

    def score_rows(self, scores):
        """The match score as ``[(side, value)]`` words for the player: each side named
        (the menus' Continue list and the sheets' totals)."""
        return [(seat_name(s), str(v)) for s, v in enumerate(scores)]

    def result_options(self, scene):
        """Extra buttons of the result panel (after Next deal): ``Option`` objects."""
        return []

    # -- the end of a match ------------------------------------------------------------------------------
    def match_ends_after_deal(self, match, session_deals=None):
        """Does the finished current deal end the match at this table?"""
        if not match.deal.is_over:
            return False
        return projected(match).is_over

    def outcome(self, scores, result=None):
        """``"won"``, ``"drawn"`` or ``"lost"`` for the player in seat 0 (scores with the deal counted)."""
        winner = self.winner(scores, result)
        if winner is None:
            return "drawn"
        return "won" if winner == self.team_of(0) else "lost"

    def winner(self, scores, result=None):
        """The winning team or seat of a finished match, None for a draw."""
        raise NotImplementedError

    def counted_what(self):
        """What one "played" means in the statistics of this table."""
        return _("Matches played to the end")


def _alternate(suits, trump):
    fixed_last = trump in suits
    body = [s for s in suits if s != trump] if fixed_last else list(suits)
    tail = [trump] if fixed_last else []
    best = body
    for perm in permutations(body):
        seq = list(perm) + tail
        if all((a in _RED) != (b in _RED) for a, b in zip(seq, seq[1:])):
            best = list(perm)
            break
    return best + tail


__all__ = ["TableGame", "fill", "projected", "seat_name", "signed"]
