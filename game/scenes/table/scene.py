"""The table scene: one class plays every game, asking the game's table module what differs.

The engine's match (inside a :class:`Session`) is the truth.  After every
action the scene reads the player's observation, lets the card sprites
glide to their new places, shows the announcements, and waits until the
table is still before the next move: an AI seat thinks in a worker thread
(with its own random generator and a copy of its observation) while the
window keeps drawing, and a short pause lets the player follow each card.

The pace of play lives in :mod:`.flow`, input in :mod:`.input`, drawing in
:mod:`.painter`.
"""

from __future__ import annotations

import json

import pygame

from game.i18n import N_, _
from game.render.layout import TableLayout

from ..confirm import ConfirmOverlay
from ..page import Page
from ..rules import RulesView
from ..widgets import Button
from . import clearance
from . import decisions as D
from .banners import Banners
from .cards import CardImages
from .deal_tools import record_options
from .flow import TableFlow
from .frame import FrameCache
from .games import table_game
from .hand import HandCursor
from .input import TableInput
from .log_panel import LogPanel
from .painter import TablePainter
from .panels import DecisionPanel, GridPanel, Option, SheetPanel, TrickPanel
from .pause import PauseOverlay
from .result_flow import ResultFlow
from .results import deal_sheet
from .review import TableReview
from .session import Session
from .stage import TrickStage
from .sprites import Sprites
from .stats import Stats
from .turn import TurnOwner
from .view import view_of

CARD_ASPECT = 0.65
DEMO_FACTOR = 0.4
LOOK_SETTINGS = ("contrast", "grain", "temperature", "four_colour", "show_vienna_indices")


def _reading(part, attr):
    """A read-only attribute of the scene that is ``attr`` of its part ``part``."""
    return property(lambda self: getattr(getattr(self, part), attr))


class TableScene(TableReview, TableFlow, TableInput, TablePainter, Page):
    back_link = False

    def __init__(self, game, session=None, seed=None, demo=False, exit_at_end=False,
                 session_deals=None, stats=None, synchronous_ai=False):
        super().__init__()
        self.game = game
        self.spec = table_game(game)  # the game's own part of the table
        self.place = self.spec.title
        self.session = session
        self.seed = seed
        self.demo = demo
        self.exit_at_end = exit_at_end
        self.session_deals = session_deals
        self.stats = stats
        self.paused = False
        self.tab = "table"
        self.sprites = Sprites()
        self.synchronous_ai = synchronous_ai
        self.turn = None  # the owner of the live turn, made on entering
        self.lay = None
        # the table's parts, each the only writer of its own state
        self.hand = HandCursor()  # the raised card, the keyboard cursor and focus, the mouse's card
        self.stage = TrickStage()  # held and collected tricks, shown cards
        self.messages = Banners()  # announcements and refusals
        self.result = ResultFlow()  # a claim, the result's timing, the panel under the review
        self.frame = FrameCache()  # the still picture the painter keeps
        self.decision = None
        self.modal = None
        self.rules_view = None
        self._draw_version = 0  # bumped whenever what the still table shows may change
        self._unsubscribe = []

    # -- what the parts hold, for reading (each part alone writes it) ---------------------
    selected = _reading("hand", "selected")
    cursor = _reading("hand", "cursor")
    focus_zone = _reading("hand", "zone")
    hover = _reading("hand", "hover")
    held = _reading("stage", "held")
    held_until = _reading("stage", "held_until")
    collect = _reading("stage", "collect")
    reveals = _reading("stage", "reveals")
    banners = _reading("messages", "items")
    claimer = _reading("result", "claimer")
    result_shown = _reading("result", "shown")
    result_at = _reading("result", "at")

    def _set_modal(self, panel):
        """The panel over the table (a result, a review, a trick view), or None."""
        self.modal = panel

    # -- the live turn, owned by self.turn ------------------------------------------
    @property
    def popup_card(self):
        return self.turn.popup if self.turn is not None else None

    @property
    def hint_action(self):
        return self.turn.hint_action if self.turn is not None else None

    @property
    def pending(self):
        return self.turn.pending if self.turn is not None else None

    def _thinker(self):
        from game.ai.process import InlineThinker, shared_thinker

        return InlineThinker() if self.synchronous_ai else shared_thinker()

    # -- lifecycle ------------------------------------------------------------------
    def enter(self):
        if self.turn is None:
            self.turn = TurnOwner(self._thinker())
        self.turn.thinker.warm(self.game)  # the worker starts (its game's core first) while the cards are dealt
        if self.stats is None and not self.demo:
            self.stats = Stats()
        if self.session is None:
            self.session = Session.new(self.game, self.seed, humans=() if self.demo else (0,), stats=self.stats,
                                       session_deals=self.session_deals)
        elif self.session.stats is None:
            self.session.stats = self.stats
        self.images = CardImages(self.spec.pack, look=self._look())
        settings = self.app.settings
        if settings is not None:
            self._unsubscribe.append(settings.subscribe(self._look_changed, set(LOOK_SETTINGS)))
            self._unsubscribe.append(settings.subscribe(lambda _n, _v: self._refresh_widgets(), {"undo"}))
        super().enter()
        self._read_view()
        if self.session.ended is not None:
            self.result.due(self.clock)

    def exit(self):
        self.turn.close()
        for undo in self._unsubscribe:
            undo()
        self._unsubscribe.clear()

    def covered(self):
        self.paused = True

    def uncovered(self):
        self.paused = False
        self._refresh_widgets()

    def _look(self):
        s = self.app.settings if self.app is not None else None
        if s is None:
            return None
        return tuple((name, s.get(name)) for name in LOOK_SETTINGS)

    def _look_changed(self, _name, _value):
        self.images.set_look(self._look())
        self._want_faces()

    def _want_faces(self):
        """Queue the pictures this deal will need, drawn while the table is still."""
        if self.lay is None or self.view is None:
            return
        from game.render import pack_cards

        lay, hand = self.lay, self.view.hand
        items = [(None, lay.back_h), (None, lay.small_h), (None, lay.trick_h), (None, lay.table_card_h)]
        items += [(c, lay.card_h) for c in hand] + [(c, lay.trick_h) for c in hand]
        items += [(c, lay.trick_h) for c in pack_cards(self.spec.pack)]
        self.images.want(items)

    @property
    def factor(self):
        s = self.app.settings if self.app is not None else None
        f = s.animation_factor if s is not None else 1.0
        return min(f, DEMO_FACTOR) if self.demo else f

    def fault_context(self):
        """What the fault log needs to replay the moment: the deal's record."""
        s = self.session
        if s is None:
            return {"game": self.game}
        return {"game": self.game, "deal_number": s.deal_number, "deal": s.deal.record()}

    # -- widgets --------------------------------------------------------------------
    def build(self):
        self.tab_table = Button(lambda: _("Table"), lambda: self.show_tab("table"), style="header", key="tab.table")
        self.tab_rules = Button(lambda: _("Full rules"), lambda: self.show_tab("rules"), style="header",
                                key="tab.rules")
        self.confirm_button = Button(self._confirm_label, self.confirm_selected, style="primary", key="confirm")
        self.last_button = Button(lambda: _("Last trick"), self.toggle_last_trick, key="last")
        self.hint_button = Button(lambda: _("Hint"), self.ask_hint, key="hint")
        self.log_button = Button(lambda: _("Deal log"), self.toggle_log, key="log")
        self.menu_button = Button(lambda: _("Menu"), self.open_pause, key="menu")
        self.undo_button = Button(lambda: _("Undo my last move"), self.undo, key="undo")
        self.sidebar_buttons = [self.undo_button, self.confirm_button, self.last_button, self.hint_button,
                                self.log_button, self.menu_button]
        return []

    def _confirm_label(self):
        if self.view is None:
            return _("Play card")
        return self.spec.confirm_label(self.view)

    def layout(self, size):
        self.touch()
        super().layout(size)
        ui = self.ui
        w, h = size
        self.lay = TableLayout(w, h, self.spec.n_seats, aspect=CARD_ASPECT, header_h=self.header_rect.h,
                               max_cards=self.spec.max_cards)
        mid = self.header_rect.centery
        self.tab_rules.fit(ui, self.settings_button.rect.left - ui.px(28), mid, "midright")
        self.tab_table.fit(ui, self.tab_rules.rect.left - ui.px(22), mid, "midright")
        for button in self.sidebar_buttons:
            button.rect = pygame.Rect(self.lay.buttons[button.key])
        self._layout_rules()
        self._rebuild_panels()
        if self.sprites.sprites:
            # a new window size: everything goes straight to its new place
            self.sprites.settle(self.clock)
            self._sync(instant=True)
        else:
            self._sync()  # the first look at the table: the cards are dealt
        self._want_faces()

    def _layout_rules(self):
        if self.controls is None or self.lay is None:
            return
        ui = self.ui
        if self.rules_view is None:
            self.rules_view = RulesView(self.game)
        top = self.header_rect.bottom + ui.px(24)
        w, h = self.size
        width = min(w - 2 * ui.metrics.margin - ui.px(30), ui.px(900))
        height = self.rules_view.layout(ui, width)
        viewport = pygame.Rect(w // 2 - width // 2, top, width, h - top - ui.px(20))
        self.scroller.set_geometry(viewport, height)

    def touch(self):
        """What is drawn may have changed: the next frame repaints the still table."""
        self._draw_version += 1

    def _refresh_widgets(self):
        self.touch()
        if self.controls is None:
            return
        self._update_buttons()
        header = [self.home_button, self.tab_table, self.tab_rules, self.settings_button]
        old = self.controls.focus
        if self.tab == "rules":
            self.controls.set_widgets(header)
            if old not in header:
                self.controls.focus_on(None)  # the arrows scroll the rules; nothing is pressed by Enter
            return
        panel = self.modal or self.decision
        first = panel.buttons if panel is not None else []
        self.controls.set_widgets(first + self.sidebar_buttons + header)
        lost = old is not None and self.controls.focus is not old
        if lost and panel is None and self._hand_active():
            # the panel that had the keyboard is gone: back to the cards, never to a sidebar button
            self._enter_hand()
        elif self.focus_zone == "hand" and self.modal is None and self._hand_active():
            self.controls.focus_on(None)  # the keyboard is on the cards

    def _update_buttons(self):
        human = self._human_turn()
        self.confirm_button.enabled = bool(human and self.selected and self.modal is None)
        # under a sheet or dialog the trick views open nothing: they look it (a trick view closes by them)
        free = self.modal is None or isinstance(self.modal, TrickPanel)
        self.last_button.enabled = bool(free and self.view and self.view.tricks)
        self.hint_button.enabled = bool(human and self.modal is None)
        # the deal log stays readable from the result panel until the next deal starts
        readable = free or isinstance(self.modal, (SheetPanel, LogPanel))
        self.log_button.enabled = bool(readable and self.view and (self.view.tricks or self.view.bids
                                                                   or self.view.events))
        self.menu_button.enabled = True
        self.undo_button.visible = self._undo_allowed()
        self.undo_button.enabled = self.undo_button.visible and self.modal is None and self.session.can_undo

    # -- panels ------------------------------------------------------------------------
    def _rebuild_panels(self):
        """Decision panel from the legal actions; settlement panels from the session."""
        self.decision = None
        view = self.view
        choices = D.card_choices(view, self.popup_card) if self.popup_card is not None else None
        if self.popup_card is not None and (choices is None or not self._human_turn()):
            self.turn.close_popup()  # asked for a state that has passed
        if choices is not None and self._human_turn():
            title, pairs = choices
            options = [Option(a, (lambda lbl=lbl: lbl), (lambda a=a: self.do_action(a)),
                              style="primary" if i == 0 else "secondary")
                       for i, (a, lbl) in enumerate(pairs)]
            options.append(Option("cancel", lambda: _("Cancel"), self.cancel_popup))
            self.decision = DecisionPanel(lambda: title, options)
        elif self._human_turn() and D.panel_actions(view) and self.stage.still():
            # the finished trick is cleared first: the panel would open over it
            self.decision = self._decision_panel(view)
        self._offer_claim()
        if self.decision is not None:
            self.decision.reason = self.hint_words()  # the hint's reason, under the choices
        if isinstance(self.decision, GridPanel) and self.lay is not None:
            self.decision.avoid = [box for _text, box in clearance.bubble_boxes(self).values()]
        for panel in (self.decision, self.modal):
            if panel is not None and self.lay is not None:
                panel.hint = self.hint_action
                panel.layout(self.ui, self.lay)
        if self.decision is not None and self.modal is None and not D.playable(view):
            self.hand.focus("panel")
        self._keep_cursor_on_playable()
        self._refresh_widgets()
        if self.decision is not None and self.focus_zone == "panel" and self.modal is None:
            self.controls.focus_on(self.panel_focus())
        if self.modal is not None and self.modal.buttons:
            self.controls.focus_on(self.modal.buttons[0])

    def panel_reason(self, text):
        """``text`` on the line under the decision panel's choices (where the hint's reason goes)."""
        self.decision.reason = text
        self.decision.layout(self.ui, self.lay)
        self.touch()

    def _decision_panel(self, view):
        """The panel of the legal choices: a flow of buttons, or a grid where the game lays them out so."""
        def option(a, label=None):
            words = (lambda: label) if label is not None else (lambda a=a: D.option_label(self.view, a))
            return Option(a, words, (lambda a=a: self.do_action(a)), style=D.option_style(view, a))

        prompt, note, low = (lambda: D.panel_prompt(self.view)), (lambda: D.panel_note(self.view)), not D.playable(view)
        grid = D.panel_grid(view)
        if grid is None:
            return DecisionPanel(prompt, [option(a) for a in D.panel_actions(view)], note=note, low=low)
        rows = []
        for label, cells in grid[0]:
            row = []
            for action, words in cells:
                opt = option(action, words)
                opt.button.enabled = action in view.legal
                row.append(opt)
            rows.append(((lambda label=label: label), row))
        return GridPanel(prompt, rows, [option(a) for a in grid[1]], note=note, low=low)

    def _offer_claim(self):
        """A "Claim the rest" choice beside the others when every remaining trick is the player's."""
        if self.view is None or self.session is None or not self.stage.still() or not self.can_claim():
            return
        option = Option("claim", lambda: _("Claim the rest"), self.claim_rest, style="primary")
        if self.decision is None:
            self.decision = DecisionPanel(lambda: _("Every remaining trick is yours"), [option])
        else:
            self.decision.options.append(option)

    def panel_focus(self):
        """The decision panel's button the keyboard lands on: the hinted choice, else the first."""
        for option in self.decision.options:
            if option.key == self.hint_action and option.button.interactive:
                return option.button
        return next((b for b in self.decision.buttons if b.interactive), self.decision.buttons[0])

    def _keep_cursor_on_playable(self):
        """On the player's turn the cursor never rests on a dimmed card of its own accord."""
        view = self.view
        if self.hand.cursor is None or not self._human_turn() or not view.hand:
            return
        self.hand.keep_on(view.hand, D.playable(view))

    def _show_result(self):
        end = self.session.ended
        self.result.showing()
        if end.match_over:
            self._show_match_end(end)
            return
        self._set_modal(SheetPanel(lambda: self._deal_sheet(), self._result_buttons(True, self.spec.result_options(self))))
        self._rebuild_panels()

    def _result_buttons(self, can_continue, extra=()):
        """The buttons under a deal's or a match's sheet: the same ones in the same order
        at every table; a game's own (such as ending an open session) right after them."""
        if can_continue:
            options = [Option("next", lambda: _("Next deal"), self.next_deal, style="primary")]
        else:
            options = [Option("restart", lambda: _("New match"), self.restart, style="primary")]
        options += self.review_option()
        if can_continue:
            options.append(Option("restart", lambda: _("Restart"), self.ask_restart))
        options.append(Option("leave", lambda: _("Leave table"), self.ask_leave))  # asks as leaving mid-deal does
        return options + list(extra) + record_options(self)

    def _deal_sheet(self):
        end = self.session.ended
        return deal_sheet(self.game, end.result, view_of(self.session.deal.observation(0)), end.scores,
                          self.session.deal_number)

    def _show_match_end(self, end):
        stats = self.stats.record(self.game) if (self.stats is not None and not self.demo) else None
        options = self._result_buttons(self.session.can_continue)

        def sheet():
            return self.session.match_summary(stats)

        self._set_modal(SheetPanel(sheet, options, badge=self.spec.match_badge))
        self._rebuild_panels()
        if self.demo:
            self._demo_finished()

    def _demo_finished(self):
        if not self.result.print_once():
            return
        end = self.session.ended
        print(json.dumps(self.match_result(end), sort_keys=True), flush=True)
        if self.exit_at_end:
            self.app.quit()

    def match_result(self, end):
        scores = end.scores
        winner = self.spec.winner(scores, end.result)
        deals = len(self.session.match.history) + 1
        return {"game": self.game, "scores": scores, "winner": winner, "deals": deals, "outcome": end.outcome}

    # -- actions from buttons ---------------------------------------------------------------
    def next_deal(self):
        if not self.session.can_continue:
            return
        self.session.next_deal()
        self._new_deal()

    def restart(self):
        self.session.restart()
        self._new_deal()

    def end_session(self):
        self.session.end_session()
        self._set_modal(None)
        self._show_match_end(self.session.ended)

    def ask_end_session(self):
        self.ask_first(N_("End the session?"), N_("The session ends here, with the balances as they stand."),
                       N_("End session"), self.end_session)

    @property
    def match_in_progress(self):
        s = self.session
        return bool(s is not None and s.humans and not s.match_finished and not self.demo)

    def ask_first(self, title, message, confirm_label, action):
        """Do ``action`` now, or after asking when a match is in progress."""
        if not self.match_in_progress:
            action()
            return
        self.push(ConfirmOverlay(title, message, confirm_label, action, N_("Keep playing")))

    def _go_home(self):
        self.ask_first(N_("Leave the table?"), N_("Your match is saved: Continue on Home brings you back to it."),
                       N_("Leave"), self.app.go_home)

    def ask_leave(self):
        self.ask_first(N_("Leave the table?"), N_("Your match is saved: Continue on Home brings you back to it."),
                       N_("Leave"), self.leave)

    def ask_restart(self):
        self.ask_first(N_("Restart the match?"), N_("The scores go back to the start and new cards are dealt."),
                       N_("Restart"), self.restart)

    def leave(self):
        """Back to where the player came from (a tradition page or home); the save stays."""
        self.turn.reset()
        if self.scene_below() is not None:
            self.pop()
        else:
            self.app.go_home()

    def _new_deal(self):
        self.turn.reset()
        self._set_modal(None)
        self.result.new_deal()
        self.stage.clear()
        self.hand.clear()
        self.messages.clear()
        self.sprites.clear()
        self._read_view()
        self._sync()
        self._want_faces()
        self._rebuild_panels()

    def _undo_allowed(self):
        s = self.app.settings if self.app is not None else None
        return bool(s is not None and s.undo and self.session is not None and self.session.humans)

    def undo(self):
        """Take back the player's last move, when the settings allow it."""
        if not self._undo_allowed() or self.modal is not None or not self.session.can_undo:
            return
        self.stage.forget_tricks()
        self.result.unclaim()
        self.session.undo()
        self.turn.reset()
        self._read_view()
        self.hand.lower()
        self.say(_("Your last move was taken back."))
        self._sync()
        self._rebuild_panels()

    def show_tab(self, tab):
        self.tab = tab
        if tab == "rules":
            self._layout_rules()
        self._refresh_widgets()

    def open_pause(self):
        self.push(PauseOverlay(self))

__all__ = ["TableScene"]
