"""The table scene: one class plays all four games.

The engine's match (inside a :class:`Session`) is the truth.  After every
action the scene reads the player's observation, lets the card sprites
glide to their new places, shows the announcements, and waits until the
table is still before the next move: an AI seat thinks in a worker thread
(with its own random generator and a copy of its observation) while the
window keeps drawing, and a short pause lets the player follow each card.

Input lives in :mod:`.input`, drawing in :mod:`.painter`.
"""

from __future__ import annotations

import json
import sys
import traceback

import pygame

from game.engine import IllegalAction
from game.i18n import _
from game.render.layout import TableLayout

from ..page import Page
from ..widgets import Button
from . import decisions as D
from .cards import CardImages
from .games import spec
from .input import TableInput
from .painter import TablePainter
from .panels import DecisionPanel, Option, SheetPanel, TrickPanel
from .placement import Stage, placements
from .session import Session
from .sprites import Sprites
from .stats import Stats
from .texts import event_message, refusal
from .worker import Worker

CARD_ASPECT = 0.65
# seconds at normal speed; the animation-speed setting scales them (instant: 0)
AI_PAUSE = 0.55
HOLD = 0.85
RESULT_DELAY = 0.6
AUTOPLAY_DELAY = 0.35
VOID_DELAY = 1.8
BANNER_TIME = 2.6
REFUSAL_TIME = 3.2
REVEAL_TIME = 2.2
DEMO_FACTOR = 0.4
DEMO_NEXT = 1.6
LOOK_SETTINGS = ("contrast", "grain", "temperature", "four_colour", "show_vienna_indices")


def _decide(game, level, obs, rng, cancel=None):
    from game.ai import make_player

    return make_player(game, level, rng).choose(obs, cancel=cancel)


def _hint(game, obs, rng, cancel=None):
    from game.ai import hint

    return hint(game, obs, rng, cancel=cancel)


class TableScene(TableInput, TablePainter, Page):
    back_link = False

    def __init__(self, game, session=None, seed=None, demo=False, exit_at_end=False,
                 session_deals=None, stats=None, synchronous_ai=False):
        super().__init__()
        self.game = game
        self.spec = spec(game)
        self.place = self.spec.title
        self.session = session
        self.seed = seed
        self.demo = demo
        self.exit_at_end = exit_at_end
        self.session_deals = session_deals
        self.stats = stats
        self.clock = 0.0
        self.paused = False
        self.tab = "table"
        self.sprites = Sprites()
        self.worker = Worker(synchronous_ai)
        self.hint_worker = Worker(synchronous_ai)
        self.lay = None
        self.view = None
        self.selected = None  # card code raised in the hand
        self.cursor = None  # keyboard position in the hand
        self.focus_zone = "hand"
        self.hover = None
        self.held = None
        self.held_until = 0.0
        self.collect = None
        self.banners = []  # [text, until, tone]
        self.reveals = []  # [(seat, card), until]
        self.ai_started = 0.0
        self.ai_tag = None
        self.wait_until = 0.0
        self.wait_tag = None
        self.hint_action = None
        self.hint_tag = None
        self.decision = None
        self.modal = None
        self.popup_card = None
        self.pending = None  # an action the player chose while cards were still moving
        self.result_shown = False
        self.result_at = None
        self.finished_json = False
        self._ai_answer = None
        self._table_to = None
        self._places = {}
        self._draw_version = 0  # bumped whenever what the still table shows may change
        self._frame_cache = None
        self._unsubscribe = []

    # -- lifecycle ------------------------------------------------------------------
    def enter(self):
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
        self.view = self.session.view(0)
        if self.session.ended is not None:
            self.result_at = self.clock

    def exit(self):
        self.worker.stop()
        self.hint_worker.stop()
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
        items = [(None, lay.back_h), (None, lay.small_h), (None, lay.trick_h)]
        items += [(c, lay.card_h) for c in hand] + [(c, lay.trick_h) for c in hand]
        items += [(c, lay.trick_h) for c in pack_cards(self.spec.pack)]
        self.images.want(items)

    @property
    def factor(self):
        s = self.app.settings if self.app is not None else None
        f = s.animation_factor if s is not None else 1.0
        return min(f, DEMO_FACTOR) if self.demo else f

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
        if self.view is not None and self.view.phase == "discard":
            return _("Discard")
        return _("Play card")

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

    def touch(self):
        """What is drawn may have changed: the next frame repaints the still table."""
        self._draw_version += 1

    def _refresh_widgets(self):
        self.touch()
        if self.controls is None:
            return
        self._update_buttons()
        header = [self.home_button, self.tab_table, self.tab_rules, self.settings_button]
        if self.tab == "rules":
            self.controls.set_widgets(header)
            return
        panel = self.modal or self.decision
        first = panel.buttons if panel is not None else []
        self.controls.set_widgets(first + self.sidebar_buttons + header)
        if self.focus_zone == "hand" and self.modal is None and self._hand_active():
            self.controls.focus = None  # the keyboard is on the cards

    def _update_buttons(self):
        human = self._human_turn()
        self.confirm_button.enabled = bool(human and self.selected and self.modal is None)
        self.last_button.enabled = bool(self.view and self.view.tricks)
        self.hint_button.enabled = bool(human and self.modal is None)
        self.log_button.enabled = bool(self.view and (self.view.tricks or self.view.bids))
        self.menu_button.enabled = True
        self.undo_button.visible = self._undo_allowed()
        self.undo_button.enabled = self.undo_button.visible and self.modal is None and self.session.can_undo

    # -- panels ------------------------------------------------------------------------
    def _rebuild_panels(self):
        """Decision panel from the legal actions; settlement panels from the session."""
        self.decision = None
        view = self.view
        if self.popup_card is not None and self._human_turn():
            options = [Option(a, (lambda lbl=lbl: lbl), (lambda a=a: self.do_action(a)),
                              style="primary" if a.startswith("marry:") else "secondary")
                       for a, lbl in D.marriage_options(view, self.popup_card)]
            options.append(Option("cancel", lambda: _("Cancel"), self.cancel_popup))
            self.decision = DecisionPanel(lambda: _("A marriage?"), options)
        elif self._human_turn() and D.panel_actions(view):
            options = [Option(a, (lambda a=a: D.option_label(self.view, a)), (lambda a=a: self.do_action(a)),
                              style=D.option_style(view, a)) for a in D.panel_actions(view)]
            self.decision = DecisionPanel(lambda: D.panel_prompt(self.view), options)
        for panel in (self.decision, self.modal):
            if panel is not None and self.lay is not None:
                panel.layout(self.ui, self.lay)
                panel.hint = self.hint_action
        if self.decision is not None and self.modal is None:
            self.focus_zone = "panel" if not D.playable(view) else self.focus_zone
        self._refresh_widgets()
        if self.decision is not None and self.focus_zone == "panel" and self.modal is None:
            self.controls.focus_on(self.decision.buttons[0])
        if self.modal is not None and self.modal.buttons:
            self.controls.focus_on(self.modal.buttons[0])

    def _show_result(self):
        end = self.session.ended
        self.result_shown = True
        if end.match_over:
            self._show_match_end(end)
            return
        options = [Option("next", lambda: _("Next deal"), self.next_deal, style="primary")]
        if self.game == "preference":
            options.append(Option("end", lambda: _("End session"), self.end_session))
        options.append(Option("restart", lambda: _("Restart"), self.restart))
        self.modal = SheetPanel(lambda: self._deal_sheet(), options)
        self._rebuild_panels()

    def _deal_sheet(self):
        from .results import deal_sheet
        from .view import view_of

        end = self.session.ended
        return deal_sheet(self.game, end.result, view_of(self.session.deal.observation(0)), end.scores,
                          self.session.deal_number)

    def _show_match_end(self, end):
        stats = self.stats.record(self.game) if (self.stats is not None and not self.demo) else None
        options = []
        if self.session.can_continue:
            options.append(Option("next", lambda: _("Next deal"), self.next_deal, style="primary"))
            options.append(Option("restart", lambda: _("Restart"), self.restart))
        else:
            options.append(Option("restart", lambda: _("New match"), self.restart, style="primary"))
        options.append(Option("leave", lambda: _("Leave table"), self.leave))

        def sheet():
            return self.session.match_summary(stats)

        self.modal = SheetPanel(sheet, options, badge=lambda: _("Match over") if self.game != "belote" else "")
        self._rebuild_panels()
        if self.demo:
            self._demo_finished()

    def _demo_finished(self):
        if self.finished_json:
            return
        self.finished_json = True
        end = self.session.ended
        print(json.dumps(self.match_result(end), sort_keys=True), flush=True)
        if self.exit_at_end:
            self.app.quit()

    def match_result(self, end):
        game = self.game
        scores = end.scores
        if game == "aluette":
            winner = None if scores[0] == scores[1] else (0 if scores[0] > scores[1] else 1)
        elif game == "schnapsen":
            winner = scores.index(0) if 0 in scores else None
        elif game == "belote":
            s = end.result["score"]
            winner = None if s[0] == s[1] else (0 if s[0] > s[1] else 1)
        else:
            bal = scores["balance"]
            best = max(bal)
            winner = bal.index(best) if bal.count(best) == 1 else None
        deals = len(self.session.match.history) + 1
        return {"game": game, "scores": scores, "winner": winner, "deals": deals, "outcome": end.outcome}

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
        self.modal = None
        self._show_match_end(self.session.ended)

    def leave(self):
        """Back to where the player came from (a tradition page or home); the save stays."""
        if self.scene_below() is not None:
            self.pop()
        else:
            self.app.go_home()

    def _new_deal(self):
        self.worker.stop()
        self.hint_worker.stop()
        self.modal = None
        self.popup_card = None
        self.result_shown = False
        self.result_at = None
        self.finished_json = False
        self.held = self.collect = None
        self.selected = self.cursor = None
        self.hint_action = None
        self.banners.clear()
        self.reveals.clear()
        self.pending = None
        self.sprites.clear()
        self.view = self.session.view(0)
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
        self.worker.stop()
        self.hint_worker.stop()
        self.ai_tag = None
        self._ai_answer = None
        self.held = self.collect = None
        self.pending = None
        self.popup_card = None
        self.hint_action = None
        self.session.undo()
        self.view = self.session.view(0)
        self.selected = None
        self.say(_("Your last move was taken back."))
        self._sync()
        self._rebuild_panels()

    def show_tab(self, tab):
        self.tab = tab
        if tab == "rules":
            self._layout_rules()
        self._refresh_widgets()

    def open_pause(self):
        from .pause import PauseOverlay

        self.push(PauseOverlay(self))

    # -- the human's moves --------------------------------------------------------------------
    def _human_turn(self):
        s = self.session
        return s is not None and self.view is not None and s.human_turn and not self.view.is_over

    def do_action(self, action):
        """Carry out the player's choice (a legal action) as soon as the table is still."""
        if not self._human_turn():
            self.say(refusal(self.game, "not_your_turn"), "warn")
            return
        self.popup_card = None
        if not self._idle():
            self.pending = action
            return
        self._apply(action)

    def try_card(self, card):
        """The player confirms ``card``: play it, or say why not."""
        if not self._human_turn():
            self.say(refusal(self.game, "not_your_turn"), "warn")
            return
        acts = D.card_actions(self.view, card)
        if not acts:
            try:
                self.session.apply(card)
            except IllegalAction as exc:
                self.say(refusal(self.game, exc.code, exc.params), "warn")
                return
            # legal after all (cannot happen: legal actions come from the same deal)
            self._after_apply([])
            return
        if len(acts) > 1:
            self.popup_card = card
            self._rebuild_panels()
            return
        self.do_action(acts[0])

    def cancel_popup(self):
        self.popup_card = None
        self._rebuild_panels()

    def _apply(self, action, seat_events=None):
        before = self.view
        events = self.session.apply(action)
        self._after_apply(events, before)

    def _after_apply(self, events, before=None):
        before = before or self.view
        view = self.session.view(0)
        if len(view.tricks) > len(before.tricks):
            self.held = view.tricks[-1]
            self.held_until = self.clock + (self.factor * (0.32 + HOLD))
        for event in events:
            self._announce(event)
            if event.get("type") in ("take", "talon"):
                self._table_to = event.get("seat")
        self.view = view
        self.selected = None
        if self.cursor is not None:
            self.cursor = min(self.cursor, max(0, len(view.hand) - 1)) if view.hand else None
        self.hint_action = None
        self.hint_worker.stop()
        self.worker.stop()
        self._sync()
        self._rebuild_panels()
        if view.is_over:
            self.result_at = None

    def _announce(self, event):
        kind = event.get("type")
        if kind == "marriage" and event.get("seat") != 0:
            self.reveals.append(((event["seat"], event["shown"]), self.clock + REVEAL_TIME * max(self.factor, 0.5)))
        if kind in ("deal_won", "trick", "bid", "defence", "settlement", "talon", "trump_taken"):
            return
        text = event_message(self.game, event)
        if text:
            self.say(text)

    def say(self, text, tone="note"):
        self.touch()
        if tone == "warn":
            self.banners = [b for b in self.banners if b[2] != "warn"]
            self.banners.append([text, self.clock + REFUSAL_TIME, tone])
            return
        start = max([b[1] for b in self.banners if b[2] == "note"] + [self.clock])
        if start - self.clock > 6:
            return
        self.banners.append([text, start + BANNER_TIME * max(self.factor, 0.6), tone])

    def confirm_selected(self):
        if self.selected is not None:
            self.try_card(self.selected)

    # -- the frame loop ---------------------------------------------------------------------------
    def _idle(self):
        return self.held is None and self.collect is None and not self.sprites.busy(self.clock)

    def update(self, dt):
        if self.paused or self.tab == "rules":
            return
        self.clock += dt
        now = self.clock
        if any(b[1] <= now for b in self.banners):
            self.banners = [b for b in self.banners if b[1] > now]
            self.touch()
        if self.reveals and any(until <= now for _r, until in self.reveals):
            self.reveals = [(r, until) for r, until in self.reveals if until > now]
            self._sync()
        self._poll_hint()
        if self.held is not None:
            if now >= self.held_until and not self.sprites.busy(now):
                self.collect, self.held = self.held, None
                self._sync()
            return
        if self.collect is not None:
            if not self.sprites.busy(now):
                self.collect = None
                self._sync()
            return
        if self.sprites.busy(now):
            return
        if self.modal is not None or self._human_turn():
            self.images.work(0.004)  # the table is still: draw ahead what will be needed
        if self.pending is not None:
            action, self.pending = self.pending, None
            if self._human_turn() and action in self.view.legal:
                self._apply(action)
            return
        if self.view.is_over:
            self._deal_over(now)
            return
        seat = self.view.current
        if self.session.is_human(seat):
            self._maybe_autoplay(now)
            return
        self._ai_turn(seat, now)

    def _deal_over(self, now):
        end = self.session.ended
        if end is None or self.result_shown:
            if self.result_shown and self.demo and self.modal is not None and not end.match_over:
                if now >= (self.result_at or now) + DEMO_NEXT * max(self.factor, 0.25):
                    self.next_deal()
            return
        if self.result_at is None:
            self.result_at = now
        if end.void:
            if now >= self.result_at + VOID_DELAY * max(self.factor, 0.3):
                self.next_deal()
            return
        if now >= self.result_at + RESULT_DELAY * self.factor:
            self.result_at = now
            self._show_result()

    def _ai_turn(self, seat, now):
        tag = (self.session.deal_number, len(self.session.deal.actions), seat)
        if self.ai_tag != tag:
            level = self._ai_level()
            obs = self.session.observation(seat)
            self.ai_tag = tag
            self.ai_started = now
            self.worker.start(tag, _decide, self.game, level, obs, self.session.ai_rng(seat))
        try:
            done, action = self.worker.poll(tag)
        except Exception:  # noqa: BLE001 - a failing player must not stop the match
            traceback.print_exc(file=sys.stderr)
            done, action = True, self._fallback_move(seat)
        if done:
            if action not in self.session.deal.legal_actions():
                action = self._fallback_move(seat)
            self._ai_answer = action
        answer = self._ai_answer
        if answer is not None and now >= self.ai_started + AI_PAUSE * self.factor:
            self._ai_answer = None
            self.ai_tag = None
            self._apply(answer)

    def _fallback_move(self, seat):
        """A sound move when the chosen player failed: the easy player's, else the first legal one."""
        legal = self.session.deal.legal_actions()
        try:
            from game.ai import make_player

            action = make_player(self.game, "easy", self.session.ai_rng(seat)).choose(self.session.observation(seat))
        except Exception:  # noqa: BLE001
            traceback.print_exc(file=sys.stderr)
            action = None
        return action if action in legal else legal[0]

    def _ai_level(self):
        s = self.app.settings if self.app is not None else None
        return s.ai_level if s is not None else "normal"

    def ai_thinking(self):
        """The seat whose AI is taking longer than the pause (shown as thinking), or None."""
        if self.ai_tag is None or self._ai_answer is not None:
            return None
        if self.clock - self.ai_started < max(0.4, AI_PAUSE * self.factor):
            return None
        return self.ai_tag[2]

    def _maybe_autoplay(self, now):
        s = self.app.settings if self.app is not None else None
        if s is None or not s.autoplay_forced:
            return
        legal = self.view.legal
        if len(legal) == 1 and legal[0] in self.view.hand:
            tag = (self.session.deal_number, len(self.session.deal.actions))
            if self.wait_tag != tag:  # a fresh wait, so the player sees the card go
                self.wait_tag = tag
                self.wait_until = now + AUTOPLAY_DELAY * self.factor
            if now >= self.wait_until:
                self._apply(legal[0])

    def ask_hint(self):
        if not self._human_turn() or self.hint_worker.busy:
            return
        tag = ("hint", self.session.deal_number, len(self.session.deal.actions))
        self.hint_tag = tag
        self.hint_worker.start(tag, _hint, self.game, self.session.observation(0), self.session.ai_rng(0))
        self.say(_("Thinking about a hint\u2026"))

    def _poll_hint(self):
        if self.hint_tag is None:
            return
        try:
            done, action = self.hint_worker.poll(self.hint_tag)
        except Exception:  # noqa: BLE001 - no hint this time; the game goes on
            traceback.print_exc(file=sys.stderr)
            done, action = True, None
        if not done:
            return
        self.hint_tag = None
        if action is None or action not in self.view.legal:
            return
        self.hint_action = action
        self.banners = [b for b in self.banners if not b[0].endswith("\u2026")]
        card = action.split(":", 1)[1] if action.startswith(("discard:", "marry:")) else action
        if card in self.view.hand:
            self.cursor = self.view.hand.index(card)
            self.selected = card
            self._sync()
            if action.startswith("marry:"):
                self.say(_("Hint: lead it as a marriage."))
        self._rebuild_panels()

    # -- sprites -----------------------------------------------------------------------------------
    def _stage(self):
        view = self.view
        sel = view.hand.index(self.selected) if self.selected in view.hand else None
        dimmed = frozenset()
        if self._human_turn():
            can = D.playable(view)
            if can:
                dimmed = frozenset(c for c in view.hand if c not in can)
        reveal = tuple(r for r, _u in self.reveals)
        return Stage(sel, (), self.held, self.collect, reveal, dimmed, 0)

    def _sync(self, instant=False):
        self.touch()
        if self.lay is None or self.view is None:
            return
        places = placements(self.view, self.lay, self._stage())
        self._places = places
        lay = self.lay
        factor = 0.0 if instant else self.factor

        def seat_box(seat):
            return lay.seats[seat].hand

        table_to, self._table_to = self._table_to, None
        self.sprites.sync(places, self.clock, factor, deck_box=lay.deck, seat_box=seat_box,
                          deal_key=self._deal_key, table_to=table_to)

    def _deal_key(self, key, place):
        """Dealing order: packets round the table from the dealer's neighbour."""
        sp = self.spec
        n = sp.n_seats
        first = (self.view.dealer + sp.direction) % n
        if place.seat is None:
            return (99, 0, place.z)
        pos = ((place.seat - first) * sp.direction) % n
        index = place.z % 100
        packets = {"aluette": (3, 3, 3), "belote": (3, 2, 3), "schnapsen": (3, 2), "preference": (3, 4, 3)}
        k, total = 0, 0
        for k, size in enumerate(packets[self.game]):
            total += size
            if index < total:
                break
        return (k, pos, index)


__all__ = ["TableScene"]
