"""Mouse and keyboard at the table.

Select, then confirm: a click raises a card and a second click plays it (or
the *Play card* button does); with the keyboard Left/Right move along the
hand, a digit selects the n-th card (the same digit again plays it), Enter
raises then plays, Escape lowers the card again (or, with nothing raised,
opens the pause menu).  Up and Tab move
to the panel's choices and the buttons, Down comes back to the hand.
H asks for a hint (Escape stops it while it is worked out), L shows the last trick.
"""

from __future__ import annotations

import pygame

from game.i18n import _

from ..scroll import SCROLL_KEYS
from . import decisions as D
from .log_panel import LogPanel
from .panels import SheetPanel, TrickPanel

DIGITS = {getattr(pygame, f"K_{d}"): (d - 1) % 10 for d in range(10)}
DIGITS.update({getattr(pygame, f"K_KP{d}"): (d - 1) % 10 for d in range(10)})
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
MODIFIERS = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META


class TableInput:
    # -- helpers -----------------------------------------------------------------
    def _hand_active(self):
        return (self.view is not None and bool(self.view.hand) and bool(self.session.humans)
                and self.modal is None and self.popup_card is None and self.tab == "table")

    def _enter_hand(self):
        if self.controls is not None:
            self.controls.focus_on(None)
        self.hand.land(self.view.hand, lambda: self._stage().dimmed)

    def _enter_widgets(self, step=1):
        self.hand.focus("panel")
        if self.decision is not None and self.decision.buttons:
            self.controls.focus_on(self.panel_focus())
        elif self.controls.focus is None:
            self.controls.move_focus(step)

    def select_or_confirm(self, card):
        if self._human_turn() and card not in D.playable(self.view):
            # a card that may not be played now is never raised as if it could be: only say why not
            self.hand.lower()
            self._sync()
            self._refresh_widgets()
            self.try_card(card)
            return
        if self.hand.selected == card:
            self.try_card(card)
            return
        if self._human_turn() and D.card_choices(self.view, card) is not None:
            # a card with several moves (a declaration) asks which at once
            self.hand.raise_card(card)
            self._sync()
            self.try_card(card)
            return
        self.hand.raise_card(card)
        self._sync()
        self._refresh_widgets()

    def deselect(self):
        self.hand.lower()
        self._sync()
        self._refresh_widgets()

    def pick(self, index):
        hand = self.view.hand
        if not 0 <= index < len(hand):
            return
        self._enter_hand()
        self.hand.point(index)
        self.select_or_confirm(hand[index])

    # -- events ----------------------------------------------------------------------
    def handle_event(self, event):
        if event.type == pygame.MOUSEMOTION:
            # repaint only when the pointer's hover really changes something
            before = (self.hand.hover, tuple(w.hovered for w in self.controls.widgets))
            used = self._handle(event)
            if (self.hand.hover, tuple(w.hovered for w in self.controls.widgets)) != before or self.tab == "rules":
                self.touch()
            return used
        self.touch()  # clicks and keys may all change the picture
        return self._handle(event)

    def _handle(self, event):
        if self.tab == "rules":
            return self._rules_event(event)
        etype = event.type
        if (self.stage.held is not None and self.stage.held_until is not None and self._waits_for_player()
                and self.modal is None and self._goes_on(event)):
            self.release_trick()
            return True
        pos = getattr(event, "pos", None)
        if self.void_waits() and self._goes_on(event) and (pos is None or self.controls.widget_at(pos) is None):
            self.next_deal()  # the notice was read: on to the next deal
            return True
        if etype == pygame.KEYDOWN:
            return self._key(event)
        if etype == pygame.MOUSEBUTTONDOWN:
            if event.button != 1:
                return False
            return self._mouse_down(event)
        if etype == pygame.MOUSEWHEEL and isinstance(self.modal, LogPanel):
            self.modal.scroll(-3 * event.y)
            return True
        if etype == pygame.MOUSEBUTTONUP:
            self.controls.handle_event(event)
            return True
        if etype == pygame.MOUSEMOTION:
            self.controls.handle_event(event)
            self.hand.hover_on(self._hand_at(event.pos) if self._hand_active() else None)
            return False
        return False

    @staticmethod
    def _goes_on(event):
        """A click or a key (other than Escape and the modifiers) that releases a held trick."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            return event.button == 1
        if event.type == pygame.KEYDOWN:
            return event.key != pygame.K_ESCAPE and not event.mod & MODIFIERS and event.key not in (
                pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LALT, pygame.K_RALT)
        return False

    def _hand_at(self, pos):
        hand = self.view.hand
        i = self.lay.hand_hit(len(hand), pos, self.hand.raised_index(hand))
        return None if i is None else hand[i]

    def _mouse_down(self, event):
        if self.controls.widget_at(event.pos) is not None:
            self.controls.handle_event(event)
            if self.hand.zone == "hand" and self.controls.focus in (self.decision.buttons if self.decision else []):
                self.hand.focus("panel")
            return True
        if self.modal is not None or self.popup_card is not None:
            return True  # the panel is modal for the mouse
        if self._hand_active():
            card = self._hand_at(event.pos)
            if card is not None:
                self.hand.point(None)
                self.hand.focus("hand")
                self.controls.focus_on(None)
                self.select_or_confirm(card)
                return True
        return False

    def _key(self, event):
        key = event.key
        if event.mod & MODIFIERS:
            return False
        if key == pygame.K_ESCAPE:
            if self.popup_card is not None:
                self.cancel_popup()
            elif self.cancel_hint():
                pass  # the hint being worked out is stopped; nothing else
            elif isinstance(self.modal, TrickPanel):
                self.close_trick_panel()
            elif getattr(self.modal, "escape", None) is not None:
                self.modal.escape()  # a panel that goes back somewhere (the review: to the result)
            elif self.hand.selected is not None:
                self.deselect()
            elif self.hand.zone != "hand" and self._hand_active() and self.decision is None:
                self._enter_hand()
            else:
                self.open_pause()
            return True
        if key == pygame.K_h:
            self.ask_hint()
            return True
        if key == pygame.K_l:
            self.toggle_last_trick()
            return True
        if key == pygame.K_s:
            self.open_settings()
            return True
        if key in (pygame.K_u, pygame.K_BACKSPACE):
            self.undo()
            return True
        if isinstance(self.modal, LogPanel) and self.modal.scroll_key(key):
            return True
        if self.modal is not None or self.popup_card is not None:
            self.controls.handle_event(event)
            return True
        hand_ok = self._hand_active()
        if key in DIGITS and hand_ok:
            self.pick(DIGITS[key])
            return True
        if self.hand.zone == "hand" and hand_ok:
            return self._hand_key(key, event)
        if key in ENTER and hand_ok and self.hand.selected in self.view.hand and not self._focus_in_panel():
            self.try_card(self.hand.selected)  # a raised card: Enter plays it, wherever the focus wandered
            return True
        if key == pygame.K_DOWN and hand_ok and self._focus_in_panel():
            # down through a panel of several rows, then to the cards under it
            if not (self.controls.move_direction(0, 1) and self._focus_in_panel()):
                self._enter_hand()
            return True
        if self.controls.handle_event(event):
            return True
        if key in (pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT) and hand_ok:
            self._enter_hand()
            return True
        return key in ENTER or key == pygame.K_TAB

    def _focus_in_panel(self):
        return self.decision is not None and self.controls.focus in self.decision.buttons

    def _hand_key(self, key, event):
        hand = self.view.hand
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = -1 if key == pygame.K_LEFT else 1
            if self.hand.cursor is None:
                self._enter_hand()
            else:
                self.hand.step(step, len(hand))
            return True
        if key in ENTER:
            if self.hand.cursor is None:
                self._enter_hand()
            self.hand.within(len(hand))
            self.select_or_confirm(hand[self.hand.cursor])
            return True
        if key == pygame.K_UP:
            if self.decision is not None:
                self._enter_widgets()
            else:
                self.hand.focus("panel")
                self.controls.focus_on(self.confirm_button if self.confirm_button.interactive else None)
                if self.controls.focus is None:
                    self.controls.move_focus(1)
            return True
        if key == pygame.K_TAB:
            self.hand.focus("panel")
            self.controls.focus_on(None)
            self.controls.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        return False

    def _rules_event(self, event):
        etype = event.type
        if etype == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.show_tab("table")
                return True
            if event.key in SCROLL_KEYS:
                return self.scroller.handle_key(event)
            return self.controls.handle_event(event)
        if etype == pygame.MOUSEWHEEL:
            return self.scroller.handle_mouse(event)
        if etype in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            if self.scroller.dragging:
                return self.scroller.handle_mouse(event)
            if self.controls.handle_event(event):
                return True
            return self.scroller.handle_mouse(event)
        return False

    # -- the trick panels -------------------------------------------------------------------
    def toggle_last_trick(self):
        if isinstance(self.modal, TrickPanel):
            self.close_trick_panel()
            return
        if self.modal is not None or not self.view.tricks:
            return
        self._set_modal(TrickPanel(lambda: _("Last trick"), lambda: self.view.tricks[-1:], self.images,
                                   self.close_trick_panel, self.game))
        self._rebuild_panels()

    def toggle_log(self):
        if isinstance(self.modal, (TrickPanel, LogPanel)):
            self.close_trick_panel()
            return
        if self.modal is not None and not isinstance(self.modal, SheetPanel):
            return
        if self.modal is not None:
            self.result.keep_under_review(self.modal)  # the result panel comes back when the log closes
        self._set_modal(LogPanel(lambda: _("Deal log"), lambda: D.log_lines(self.view, self.claim_in_log()),
                                 self.close_trick_panel))
        self._rebuild_panels()

    def claim_in_log(self):
        """The claim of this deal for its log (none once taken back or after the deal)."""
        return self.result.note if self.result.claimer is not None else None

    def close_trick_panel(self):
        if isinstance(self.modal, (TrickPanel, LogPanel)):
            under = self.result.back_from_review() if isinstance(self.modal, LogPanel) else None
            self._set_modal(under)
            self._rebuild_panels()
            if under is not None:
                log = self.log_button
                self.controls.focus_on(log if log in self.controls.widgets else None)


__all__ = ["TableInput"]
