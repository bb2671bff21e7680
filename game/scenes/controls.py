"""Value controls for settings-like rows: a slider, an on/off switch and a choice.

Each takes ``get()`` and ``set(value, final)`` callables so it always shows
the live value (another control or a listener may change it). ``final`` is
False while a slider is being dragged, True when the value is settled; use it
to persist once instead of at every pixel.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from ..i18n import _
from . import theme
from .widgets import Label, Widget, focus_ring, label_text, rounded_rect


class Slider(Widget):
    """A 0–100 % slider: drag or click the track, or Left/Right in steps."""

    def __init__(self, get: Callable[[], int], set: Callable[[int, bool], None], *,
                 low=0, high=100, step=5, key=None):
        super().__init__(key=key)
        self.get, self.set = get, set
        self.low, self.high, self.step = low, high, step
        self.dragging = False

    def track(self, ui) -> pygame.Rect:
        value_w = ui.text.width("100 %", "small") + ui.px(14)
        knob = ui.px(9)
        return pygame.Rect(self.rect.x + knob, self.rect.centery - ui.px(2),
                           max(ui.px(20), self.rect.w - value_w - 2 * knob), max(2, ui.px(4)))

    def value_at(self, x: int, ui) -> int:
        track = self.track(ui)
        frac = (x - track.x) / max(1, track.w)
        frac = min(1.0, max(0.0, frac))
        return round(self.low + frac * (self.high - self.low))

    def adjust(self, step):
        value = min(self.high, max(self.low, self.get() + step * self.step))
        value = round(value / self.step) * self.step if step else value
        value = min(self.high, max(self.low, value))
        if value != self.get():
            self.set(value, True)
        return True

    def press(self, pos, ui):
        self.dragging = True
        self.set(self.value_at(pos[0], ui), False)
        return True

    def drag(self, pos, ui):
        if self.dragging:
            self.set(self.value_at(pos[0], ui), False)

    def release(self, pos, ui):
        if self.dragging:
            self.dragging = False
            self.set(self.get(), True)

    def draw(self, surface, ui, focused):
        track = self.track(ui)
        value = self.get()
        frac = (value - self.low) / max(1, self.high - self.low)
        rounded_rect(surface, theme.RULE, track, track.h // 2)
        filled = track.copy()
        filled.w = round(track.w * frac)
        rounded_rect(surface, theme.ACCENT if self.enabled else theme.INK_FAINT, filled, track.h // 2)
        # A tick at 50 %, the neutral point of every look slider.
        mid = track.x + track.w // 2
        pygame.draw.line(surface, theme.RULE_DARK, (mid, track.y - ui.px(5)), (mid, track.bottom + ui.px(5)),
                         max(1, ui.px(1)))
        knob_r = ui.px(9) + (ui.px(2) if (self.hovered or self.dragging) else 0)
        centre = (track.x + filled.w, track.centery)
        pygame.draw.circle(surface, theme.PAPER_LIGHT, centre, knob_r)
        pygame.draw.circle(surface, theme.ACCENT if self.enabled else theme.INK_FAINT, centre, knob_r,
                           max(2, ui.px(2.5)))
        text = _("{value} %").format(value=value)
        ui.text.draw(surface, text, "small", theme.INK, (self.rect.right, self.rect.centery), "midright")
        if focused:
            focus_ring(surface, ui, self.rect)


class Toggle(Widget):
    """An on/off switch; Enter/Space/click flip it, Left/Right set off/on."""

    def __init__(self, get: Callable[[], bool], set: Callable[[bool, bool], None], *, key=None):
        super().__init__(key=key)
        self.get, self.set = get, set
        self.on_activate = self._flip

    def _flip(self):
        self.set(not self.get(), True)

    def adjust(self, step):
        want = step > 0
        if self.get() != want:
            self.set(want, True)
        return True

    @staticmethod
    def width_needed(ui) -> int:
        """The switch and the longer of its two words in this language (\"Desligado\" is long)."""
        words = max(ui.text.width(_("On"), "small"), ui.text.width(_("Off"), "small"))
        return ui.px(42) + ui.px(10) + words + ui.px(6)

    def draw(self, surface, ui, focused):
        on = self.get()
        h = ui.px(22)
        w = ui.px(42)
        pill = pygame.Rect(0, 0, w, h)
        pill.midleft = (self.rect.x, self.rect.centery)
        fill = theme.ACCENT if on else (theme.RULE_DARK if self.hovered else theme.RULE)
        rounded_rect(surface, fill, pill, h // 2)
        r = h // 2 - ui.px(3)
        cx = pill.right - h // 2 if on else pill.x + h // 2
        pygame.draw.circle(surface, theme.PAPER_LIGHT, (cx, pill.centery), r)
        text = _("On") if on else _("Off")
        room = max(ui.px(10), self.rect.right - pill.right - ui.px(12))
        ui.text.draw_fit(surface, text, "small", theme.INK, (pill.right + ui.px(10), pill.centery), room, "midleft")
        if focused:
            focus_ring(surface, ui, self.rect)


class Choice(Widget):
    """One of a few values, shown as ‹ value ›; Left/Right or clicking the arrows step through."""

    def __init__(self, options: Sequence[tuple[object, Label]], get, set, *, wrap=False, key=None):
        super().__init__(key=key)
        self.options = list(options)
        self.get, self.set = get, set
        self.wrap = wrap
        self.on_activate = self._step_forward

    def _step_forward(self):
        # Enter keeps stepping: past the last value it starts again at the first.
        if self.wrap or self._index() < len(self.options) - 1:
            self.adjust(1)
        else:
            self._go(0)

    def _index(self) -> int:
        values = [v for v, _label in self.options]
        current = self.get()
        return values.index(current) if current in values else 0

    def _go(self, index):
        value = self.options[index][0]
        if value != self.get():
            self.set(value, True)

    def adjust(self, step):
        index = self._index() + step
        if self.wrap:
            index %= len(self.options)
        index = min(len(self.options) - 1, max(0, index))
        self._go(index)
        return True

    def press(self, pos, ui):
        # The left third steps back, the rest steps forward.
        if pos[0] < self.rect.x + self.rect.w / 3:
            self.adjust(-1)
        else:
            self._step_forward()
        return True

    def draw(self, surface, ui, focused):
        index = self._index()
        label = label_text(self.options[index][1])
        border = theme.ACCENT if self.hovered else theme.RULE_DARK
        rounded_rect(surface, theme.PAPER_LIGHT, self.rect, ui.px(6))
        rounded_rect(surface, border, self.rect, ui.px(6), max(1, ui.px(1.2)))
        can_back = self.wrap or index > 0
        can_fwd = self.wrap or index < len(self.options) - 1
        pad = ui.px(12)
        ui.text.draw(surface, "‹", "body_bold", theme.ACCENT if can_back else theme.RULE,
                     (self.rect.x + pad, self.rect.centery), "midleft")
        ui.text.draw(surface, "›", "body_bold", theme.ACCENT if can_fwd else theme.RULE,
                     (self.rect.right - pad, self.rect.centery), "midright")
        text = ui.text.fit(label, "body", self.rect.w - 4 * pad)
        ui.text.draw(surface, text, "body", theme.INK, self.rect.center, "center")
        if focused:
            focus_ring(surface, ui, self.rect)


def row_label(surface, ui, text: Label, rect: pygame.Rect, enabled=True) -> None:
    ui.text.draw(surface, label_text(text), "body", theme.INK if enabled else theme.INK_FAINT,
                 (rect.x, rect.centery), "midleft")
