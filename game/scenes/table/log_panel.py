"""The deal log over the table: every call, announcement and trick of the deal so far, in words.

The lines come from the game's table module (``TableGame.log_lines``); the panel wraps them
to its width, opens on the latest and scrolls by keys (arrows, PgUp/PgDn, Home/End) and the
wheel.  Escape, Close or the Deal log button again close it.
"""

from __future__ import annotations

import pygame

from game.i18n import _

from .. import theme
from ..widgets import panel
from .panels import Option

SCROLL_STEPS = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -8, pygame.K_PAGEDOWN: 8}


class LogPanel:
    kind = "log"

    def __init__(self, title_fn, lines_fn, close):
        self.title_fn = title_fn
        self.lines_fn = lines_fn
        self.options = [Option("close", lambda: _("Close"), close, style="primary")]
        self.escape = close
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hint = None
        self._rows = []  # (text, first line of an entry)
        self._room = 1  # rows that fit
        self.top = None  # first row shown; None: the latest rows

    @property
    def buttons(self):
        return [o.button for o in self.options]

    def layout(self, ui, lay):
        pad = ui.px(24)
        box = pygame.Rect(lay.modal(0.8, 0.9))
        btn = self.options[0].button
        btn_w, btn_h = btn.measure(ui)
        inner = box.w - 2 * pad
        self._rows = []
        for line in self.lines_fn() or [_("Nothing has happened in this deal yet.")]:
            for i, part in enumerate(ui.text.wrap(line, "body", inner - ui.px(16))):
                self._rows.append((part, i == 0))
        row_h = ui.text.line_height("body")
        head = ui.text.line_height("title") + ui.px(12)
        room = box.h - 2 * pad - head - btn_h - ui.px(16)
        self._room = max(1, room // row_h)
        shown = min(len(self._rows), self._room)
        h = 2 * pad + head + shown * row_h + ui.px(16) + btn_h
        self.rect = pygame.Rect(box.x, box.y, box.w, min(box.h, h))
        self.rect.center = box.center
        btn.fit(ui, self.rect.right - pad, self.rect.bottom - pad, "bottomright")
        self.top = None if self.top is None else min(self.top, self._last_top())

    def _last_top(self):
        return max(0, len(self._rows) - self._room)

    def first_row(self):
        return self._last_top() if self.top is None else self.top

    def scroll(self, step):
        top = max(0, min(self._last_top(), self.first_row() + step))
        self.top = None if top == self._last_top() else top

    def scroll_key(self, key):
        """Scroll by a key; True when the key scrolls the log."""
        if key in SCROLL_STEPS:
            self.scroll(SCROLL_STEPS[key])
        elif key == pygame.K_HOME:
            self.top = 0 if self._last_top() else None
        elif key == pygame.K_END:
            self.top = None
        else:
            return False
        return True

    def visible_rows(self):
        first = self.first_row()
        return [text for text, _start in self._rows[first:first + self._room]]

    def draw(self, surface, ui):
        rect = self.rect
        panel(surface, ui, rect, fill=theme.PAPER, border=theme.RULE_DARK)
        pad = ui.px(24)
        x, y = rect.x + pad, rect.y + pad
        ui.text.draw_fit(surface, self.title_fn(), "title", theme.INK, (x, y), rect.w - 2 * pad)
        first = self.first_row()
        if first or first + self._room < len(self._rows):
            where = _("{first}\u2013{last} of {total}").format(
                first=first + 1, last=min(len(self._rows), first + self._room), total=len(self._rows))
            ui.text.draw(surface, where, "small", theme.INK_SOFT, (rect.right - pad, y), "topright")
        y += ui.text.line_height("title") + ui.px(12)
        row_h = ui.text.line_height("body")
        for text, start in self._rows[first:first + self._room]:
            ui.text.draw(surface, text, "body", theme.INK if start else theme.INK_SOFT,
                         (x + (0 if start else ui.px(16)), y))
            y += row_h


__all__ = ["LogPanel"]
