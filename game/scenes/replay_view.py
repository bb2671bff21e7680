"""Watching a saved deal move by move, every hand face up.

Right (or *Step forward*) applies the next action of the record, Left takes
it back, Home and End jump to the deal's start and end.  Each position is
rebuilt by the engine from the record (``replay`` of the first *k*
actions), so what is shown is exactly what the rules make of the file.  A
trick just completed stays in the middle with its winner marked; the last
position shows the deal's result.  The table is drawn with the same layout,
cloth, plates and card faces as the game's table.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import pygame

from ..engine import action_card, replay
from ..i18n import _, pgettext
from .page import Page
from .widgets import Button, rounded_rect

LOOK_SETTINGS = ("contrast", "grain", "temperature", "four_colour", "show_vienna_indices")
CARD_ASPECT = 0.65
SIDE_SLOTS = ("confirm", "last", "hint", "log", "menu")  # the table's sidebar button boxes


# -- words --------------------------------------------------------------------------------
def standalone_scores(game, deal):
    """Scores as if ``deal`` were the first of a match: what a result sheet needs to be built."""
    import copy

    from ..engine import new_match

    match = new_match(game, seed=0)
    match.deal = copy.deepcopy(deal)
    try:
        match.next_deal()
    except ValueError:
        pass
    return match.scores


def result_sheet(game, deal, number=None):
    """The settlement sheet of a finished saved deal (no match totals: it stands alone)."""
    from .table.results import deal_sheet
    from .table.view import view_of

    sheet = deal_sheet(game, deal.result(), view_of(deal.observation(0)), standalone_scores(game, deal), number)
    sheet.totals = []
    return sheet


def summary(item) -> str:
    """Who won a saved deal, in a few words (the result sheet's title)."""
    if not item.deal.is_over:
        return _("Unfinished deal")
    return result_sheet(item.game, item.deal).title


def step_caption(game, seat, action, events, bids=()):
    """Sentences for one action: what ``seat`` did, then what it caused."""
    from .table.games import table_game
    from .table.texts import by_seat, card_name, event_message, seat_name

    said = [(e, event_message(game, e)) for e in events]
    said = [(e, m) for e, m in said if m]
    extras = [m for _e, m in said]
    # an announcement of the seat's own choice ("AI 1 takes: trumps are hearts") tells it best
    own = next((m for e, m in said if e.get("seat") == seat), None)
    card, how = action_card(game, action) or (None, None)
    if how == "discard":
        main = by_seat(seat, _("You discard {card}."), _("{name} discards {card}."), card=card_name(game, card))
    elif how == "play":
        main = by_seat(seat, _("You play {card}."), _("{name} plays {card}."), card=card_name(game, card))
    elif own is not None:
        main = own
        extras.remove(own)
    else:
        label = table_game(game).step_label(bids, action) or action
        main = _("{name}: {choice}").format(name=seat_name(seat), choice=label)
    return [main] + extras


@dataclass
class Position:
    """The deal after its first ``k`` actions, as the viewer shows it."""

    k: int
    view: object  # TableView of seat 0
    hands: dict  # seat -> cards, sorted as the player holds them
    shown: dict | None  # the trick just completed, kept in the middle
    lines: list  # what happened at this step
    over: bool
    n_events: int  # the engine's events so far


def position(record, k, before=None):
    """The :class:`Position` after ``k`` actions (``before``: the one after ``k - 1``)."""
    from .table.games import sort_hand, table_game
    from .table.texts import by_seat
    from .table.view import view_of

    game = record["game"]
    deal = replay({**record, "actions": record["actions"][:k]})
    view = view_of(deal.observation(0))
    n = view.n
    hands = {}
    for seat in range(n):
        cards = deal.observation(seat).get("hand") or []
        hands[seat] = sort_hand(game, cards, view.trump)
    lines, shown = [], None
    if k == 0:
        lines.append(by_seat(view.dealer, _("You deal."), _("{name} deals.")))
    elif before is not None:
        prev = before
        actor = prev.view.current
        events = [dict(e) for e in deal.events[prev.n_events:]]
        lines = step_caption(game, actor, record["actions"][k - 1], events, prev.view.bids)
        if not view.trick and len(view.tricks) > len(prev.view.tricks):
            shown = view.tricks[-1]
            if shown["winner"] is None:
                line = table_game(game).untaken_trick_line(events)
                if line:
                    lines.append(line)
            else:
                lines.append(by_seat(shown["winner"], _("You took this trick."), _("{name} took this trick.")))
    return Position(k, view, hands, shown, lines, deal.is_over, len(deal.events))


# -- the scene --------------------------------------------------------------------------------
class ReplayScene(Page):
    """A saved deal, stepped through with every hand face up."""

    back_link = False

    def __init__(self, item):
        super().__init__()
        from .table.games import spec

        self.item = item
        self.game = item.game
        self.spec = spec(item.game)
        self.record = item.record
        self.total = len(self.record["actions"])
        self.k = 0
        self._positions = {}
        self.lay = None
        self.modal = None
        self._blank = None
        self._laid_out = False
        self._unsubscribe = []

    def place_name(self):
        return _("Replay: {game}").format(game=_(self.spec.title))

    # -- positions ---------------------------------------------------------------------------
    def at(self, k):
        """The position after ``k`` actions (each needs the one before it for its caption)."""
        for i in range(k + 1):
            if i not in self._positions:
                self._positions[i] = position(self.record, i, self._positions.get(i - 1))
        return self._positions[k]

    @property
    def current(self):
        return self.at(self.k)

    def go(self, k):
        k = max(0, min(self.total, k))
        if k == self.k and (self.modal is not None) == self._wants_result():
            return
        self.k = k
        self._update()

    def step(self, delta):
        self.go(self.k + delta)

    def _wants_result(self):
        return self.k == self.total and self.at(self.total).over

    def _update(self):
        self.first_button.enabled = self.back_button_.enabled = self.k > 0
        self.forward_button.enabled = self.end_button.enabled = self.k < self.total
        if self._wants_result():
            self._show_result()
        else:
            self.modal = None
            self._set_widgets()

    def _show_result(self):
        from .table.panels import Option, SheetPanel

        deal = replay(self.record)
        options = [
            Option("result.back", lambda: "\u2190 " + _("Step back"), lambda: self.step(-1)),
            Option("result.again", lambda: _("Watch again"), lambda: self.go(0)),
            Option("result.close", lambda: _("Close"), self.back, style="primary"),
        ]
        self.modal = SheetPanel(lambda: result_sheet(self.game, deal, self.item.number), options,
                                badge=lambda: pgettext("watching a saved deal", "Replay"))
        if self.lay is not None:
            self.modal.layout(self.ui, self.lay)
        self._set_widgets()
        self.controls.focus_on(options[-1].button)

    # -- lifecycle ---------------------------------------------------------------------------
    def enter(self):
        from .table.cards import CardImages

        self.images = CardImages(self.spec.pack, look=self._look())
        settings = self.app.settings
        if settings is not None:
            self._unsubscribe.append(settings.subscribe(self._look_changed, set(LOOK_SETTINGS)))
        super().enter()

    def exit(self):
        for undo in self._unsubscribe:
            undo()
        self._unsubscribe.clear()

    def _look(self):
        s = self.app.settings if self.app is not None else None
        if s is None:
            return None
        return tuple((name, s.get(name)) for name in LOOK_SETTINGS)

    def _look_changed(self, _name, _value):
        self.images.set_look(self._look())

    def language_changed(self):
        self._positions.clear()  # their sentences were written in the old language
        super().language_changed()

    def back(self):
        if self.scene_below() is not None:
            self.pop()
        else:
            self.app.go_home()

    def build(self):
        self.forward_button = Button(lambda: _("Step forward") + " \u2192", lambda: self.step(1), style="primary",
                                     key="replay.forward")
        self.back_button_ = Button(lambda: "\u2190 " + _("Step back"), lambda: self.step(-1), key="replay.back")
        self.first_button = Button(lambda: _("From the start"), lambda: self.go(0), key="replay.start")
        self.end_button = Button(lambda: _("To the end"), lambda: self.go(self.total), key="replay.end")
        self.close_button = Button(lambda: _("Close"), self.back, key="replay.close")
        self.side_buttons = [self.forward_button, self.back_button_, self.first_button, self.end_button,
                             self.close_button]
        return list(self.side_buttons)

    def layout(self, size):
        super().layout(size)
        from ..render.layout import TableLayout

        w, h = size
        self.lay = TableLayout(w, h, self.spec.n_seats, aspect=CARD_ASPECT, header_h=self.header_rect.h,
                               max_cards=self.spec.max_cards)
        for button, slot in zip(self.side_buttons, SIDE_SLOTS):
            button.rect = pygame.Rect(self.lay.buttons[slot])
        first, self._laid_out = not self._laid_out, True
        self._update()
        if first and self.modal is None:
            self.controls.focus_on(self.forward_button if self.forward_button.interactive else self.close_button)

    def _set_widgets(self):
        if self.controls is None:
            return
        header = [self.home_button, self.settings_button]
        first = self.modal.buttons if self.modal is not None else []
        self.controls.set_widgets(first + self.side_buttons + header)

    # -- input -------------------------------------------------------------------------------
    def handle_key(self, event):
        keys = {
            pygame.K_RIGHT: lambda: self.step(1),
            pygame.K_LEFT: lambda: self.step(-1),
            pygame.K_HOME: lambda: self.go(0),
            pygame.K_END: lambda: self.go(self.total),
            pygame.K_PAGEDOWN: lambda: self.step(4),
            pygame.K_PAGEUP: lambda: self.step(-4),
        }
        action = keys.get(event.key)
        if action is None:
            return False
        action()
        return True

    # -- drawing -----------------------------------------------------------------------------
    def draw(self, surface):
        from .table import hud

        lay, ui = self.lay, self.ui
        if lay is None:
            return
        pos = self.current
        surface.blit(hud.cloth(lay.cloth[2:], self.spec.cloth), lay.cloth[:2])
        self.draw_header(surface)
        self._draw_sidebar(surface, pos)
        self._draw_seats(surface, pos)
        self._draw_cards(surface, pos)
        if self.modal is not None:
            shade = pygame.Surface(lay.play[2:], pygame.SRCALPHA)
            shade.fill((0, 0, 0, 90))
            surface.blit(shade, lay.play[:2])
            self.modal.draw(surface, ui)
        self.controls.draw(surface)

    def _heights(self):
        lay = self.lay
        return (lay.card_h, lay.trick_h, lay.back_h, lay.small_h)

    def _card(self, surface, code, box, rot=0):
        x, y, w, h = box
        img = self.images.sized(code, int(w), int(h), rot, False, self._heights())
        surface.blit(img, (int(x), int(y)))

    def _draw_cards(self, surface, pos):
        from ..render.layout import fan
        from .table import hud
        from .table.placement import Stage, placements

        lay, ui, view = self.lay, self.ui, pos.view
        # the others' hands, face up: upright cards fanned so every index shows
        for seat in range(1, view.n):
            area = lay.seats[seat]
            cards = pos.hands.get(seat, [])
            if area.vertical:
                boxes = fan(len(cards), area.hand.center, area.hand.h, lay.back_w, lay.back_h, vertical=True,
                            max_step=lay.back_h * 0.36)
            else:
                boxes = fan(len(cards), area.hand.center, area.hand.w, lay.back_w, lay.back_h,
                            max_step=lay.back_w * 0.5)
            for card, box in zip(cards, boxes):
                self._card(surface, card, box)
        for card, box in zip(pos.hands.get(0, []), lay.hand(len(pos.hands.get(0, [])))):
            self._card(surface, card, box)
        # the table's own cards (stock, trump card, talon, discards) and the trick
        places = placements(view, lay, Stage(held=pos.shown))
        winner_box = None
        for _key, place in sorted(places.items(), key=lambda kv: kv[1].z):
            if place.zone in ("hand", "backs"):
                continue
            self._card(surface, place.face, place.box, place.rot)
            if pos.shown is not None and place.zone == "held" and place.seat == pos.shown["winner"]:
                winner_box = place.box
        if winner_box is not None:
            r = pygame.Rect(winner_box).inflate(ui.px(6), ui.px(6))
            rounded_rect(surface, hud.GOLD, r, ui.px(8), max(2, ui.px(3)))

    def _draw_seats(self, surface, pos):
        from .table import decisions as D
        from .table import hud
        from .table.texts import seat_name

        lay, ui, view = self.lay, self.ui, pos.view
        bubbles = D.bubbles(view)
        for area in lay.seats:
            seat = area.seat
            turn = view.current == seat and not view.is_over
            hud.plate(surface, ui, area.plate, seat_name(seat), D.trick_count_line(view, seat),
                      dealer=view.dealer == seat, turn=turn, role=D.role(view, seat))
            hud.pile(surface, ui, self.images, area.pile, view.won[seat], lay.small_h)
            if bubbles.get(seat):
                hud.bubble(surface, ui, area.bubble, bubbles[seat])

    def sidebar_sections(self, pos):
        """(heading, rows) shown in the sidebar at this position."""
        from .table import decisions as D

        saved = time.strftime("%Y-%m-%d", time.localtime(self.item.saved))
        moves = [(pgettext("a move of the deal", "Move"), _("{number} of {total}").format(number=pos.k, total=self.total),
                  None),
                 (pgettext("the day a deal was saved", "Saved"), saved, None)]
        if self.item.number:
            moves.append((_("Deal"), str(self.item.number), None))
        sections = [(pgettext("watching a saved deal", "Replay"), moves)]
        sections.append((_("Last move") if pos.k else _("The deal"), [("text", "\n".join(pos.lines))]))
        if self._blank is None:
            self._blank = _blank_scores(self.game)
        facts = D.sidebar_sections(pos.view, self._blank, self.item.number or 1)
        sections += facts[1:2]  # this deal's facts; a match's scores do not apply to a lone deal
        sections += [f for f in facts[2:] if f[0] == _("Bidding")]
        return sections

    def _draw_sidebar(self, surface, pos):
        from .table import hud

        lay, ui = self.lay, self.ui
        hud.shaded_box(surface, lay.sidebar, 95, 0)
        pygame.draw.line(surface, hud.GOLD, lay.sidebar[:2], (lay.sidebar.x, lay.sidebar.bottom), max(1, ui.px(1)))
        top = lay.tabs.y
        bottom = self.side_buttons[0].rect.y - lay.margin
        info = pygame.Rect(lay.tabs.x, top, lay.info.w, bottom - top)
        hud.sidebar(surface, ui, info, _(self.spec.title), self.sidebar_sections(pos))


def _blank_scores(game):
    from ..engine import new_match

    return new_match(game, seed=0).scores


def open_file(app, path):
    """The viewer for the deal file at ``path``, or None (the player is told why)."""
    from .deal_files import DealFileError, load_deal_file

    try:
        item = load_deal_file(path)
    except DealFileError as exc:
        app.notify(exc.message)
        return None
    return ReplayScene(item)


__all__ = ["Position", "ReplayScene", "open_file", "position", "result_sheet", "step_caption", "summary"]
