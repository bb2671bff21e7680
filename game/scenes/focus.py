"""Keyboard focus and mouse routing for a scene's widgets.

:class:`Controls` gives every scene the same input rules: Tab/Shift-Tab walk
the widgets in order (a group of widgets, such as a grid of cards, is one stop
that remembers where the focus was), arrows move the focus to the nearest widget in that
direction (Left/Right first adjust a focused slider, switch or choice),
Enter/Space activate; the mouse hovers, clicks (activation on release over
the same widget) and drags sliders.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import pygame

from .widgets import Widget

ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
DIRECTIONS = {
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
}


class Controls:
    def __init__(self, ui, on_focus: Callable[[Widget], None] | None = None):
        self.ui = ui
        self.widgets: list[Widget] = []
        self.focus: Widget | None = None
        self.on_focus = on_focus
        self._pressed: Widget | None = None
        self._captured: Widget | None = None
        self._last_in_group: dict[str, Widget] = {}

    # --- the widget list -----------------------------------------------------
    def set_widgets(self, widgets: Iterable[Widget]) -> None:
        """Replace the widgets, keeping the focus on the same widget (or one with the same key)."""
        old = self.focus
        self.widgets = list(widgets)
        if old is not None and old not in self.widgets and old.key is not None:
            old = next((w for w in self.widgets if w.key == old.key), None)
        if old is None or old not in self.widgets or not self._can_focus(old):
            old = None
        self.focus = old
        if self.focus is None:
            self.focus = next((w for w in self.widgets if self._can_focus(w)), None)

    def _can_focus(self, widget: Widget) -> bool:
        return widget.focusable and widget.interactive

    def focusable(self) -> list[Widget]:
        return [w for w in self.widgets if self._can_focus(w)]

    def find(self, key) -> Widget | None:
        return next((w for w in self.widgets if w.key == key), None)

    def tab_stops(self) -> list[Widget]:
        """The focusable widgets Tab walks: one per group (the focused or last focused member)."""
        items = self.focusable()
        stops, seen = [], set()
        for widget in items:
            group = widget.group
            if group is None:
                stops.append(widget)
                continue
            if group in seen:
                continue
            seen.add(group)
            members = [w for w in items if w.group == group]
            last = self._last_in_group.get(group)
            if self.focus in members:
                stops.append(self.focus)
            else:
                stops.append(last if last in members else members[0])
        return stops

    def focus_on(self, widget: Widget | None) -> None:
        if widget is not None and not self._can_focus(widget):
            return
        self.focus = widget
        if widget is not None and widget.group is not None:
            self._last_in_group[widget.group] = widget
        if widget is not None and self.on_focus is not None:
            self.on_focus(widget)

    def move_focus(self, step: int) -> bool:
        items = self.tab_stops()
        if not items:
            return False
        if self.focus not in items:
            self.focus_on(items[0] if step > 0 else items[-1])
            return True
        index = (items.index(self.focus) + step) % len(items)
        self.focus_on(items[index])
        return True

    def move_direction(self, dx: int, dy: int) -> bool:
        """Focus the nearest widget in a direction; False if there is none."""
        items = self.focusable()
        if self.focus not in items:
            return self.move_focus(1) if items else False
        here = self.focus.rect
        best, best_score = None, None
        for widget in items:
            if widget is self.focus:
                continue
            there = widget.rect
            if dx:
                gap = (there.left - here.right) if dx > 0 else (here.left - there.right)
                along = (there.centerx - here.centerx) * dx
                across = abs(there.centery - here.centery) - (here.h + there.h) / 2
            else:
                gap = (there.top - here.bottom) if dy > 0 else (here.top - there.bottom)
                along = (there.centery - here.centery) * dy
                across = abs(there.centerx - here.centerx) - (here.w + there.w) / 2
            if along <= 0 or gap < -min(here.w if dx else here.h, there.w if dx else there.h) / 2:
                continue
            score = max(0, gap) + 2.5 * max(0, across)
            if best_score is None or score < best_score:
                best, best_score = widget, score
        if best is None:
            return False
        self.focus_on(best)
        return True

    def widget_at(self, pos) -> Widget | None:
        for widget in reversed(self.widgets):
            if widget.interactive and widget.hit(pos):
                return widget
        return None

    # --- events --------------------------------------------------------------
    def handle_event(self, event) -> bool:
        etype = event.type
        if etype == pygame.MOUSEMOTION:
            if self._captured is not None:
                self._captured.drag(event.pos, self.ui)
                return True
            self.hover(event.pos)
            return False
        if etype == pygame.MOUSEBUTTONDOWN and event.button == 1:
            widget = self.widget_at(event.pos)
            if widget is None:
                return False
            self.focus_on(widget) if self._can_focus(widget) else None
            if widget.press(event.pos, self.ui):
                self._captured = widget
            else:
                self._pressed = widget
            return True
        if etype == pygame.MOUSEBUTTONUP and event.button == 1:
            if self._captured is not None:
                widget, self._captured = self._captured, None
                widget.release(event.pos, self.ui)
                return True
            if self._pressed is not None:
                widget, self._pressed = self._pressed, None
                if widget.interactive and widget.hit(event.pos):
                    widget.activate()
                return True
            return False
        if etype == pygame.KEYDOWN:
            return self.handle_key(event)
        return False

    def handle_key(self, event) -> bool:
        key = event.key
        if key == pygame.K_TAB:
            return self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        if key in ACTIVATE_KEYS:
            if self.focus is not None and self._can_focus(self.focus):
                self.focus.activate()
                return True
            return False
        if key in DIRECTIONS:
            dx, dy = DIRECTIONS[key]
            if dx and self.focus is not None and self._can_focus(self.focus) and self.focus.adjust(dx):
                return True
            return self.move_direction(dx, dy)
        return False

    def hover(self, pos) -> None:
        for widget in self.widgets:
            widget.hovered = widget.interactive and widget.hit(pos)

    def clear_hover(self) -> None:
        for widget in self.widgets:
            widget.hovered = False

    # --- drawing -------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        focus_visible = getattr(self.ui, "focus_visible", True)
        for widget in self.widgets:
            if not widget.visible or widget.rect.w <= 0:
                continue
            focused = focus_visible and widget is self.focus and widget.interactive
            if widget.clip is not None:
                if not widget.clip.colliderect(widget.rect):
                    continue
                old = surface.get_clip()
                surface.set_clip(widget.clip.clip(old))
                widget.draw(surface, self.ui, focused)
                surface.set_clip(old)
            else:
                widget.draw(surface, self.ui, focused)
