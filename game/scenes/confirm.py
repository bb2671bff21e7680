"""A question over the current screen: do something that cannot be undone, or not.

Cancel has the focus when it opens, Escape cancels; nothing reaches the
screen below while the question is open.
"""

from __future__ import annotations

import pygame

from . import theme
from .modal import ModalPanel
from .widgets import Button, label_text


class ConfirmOverlay(ModalPanel):
    def __init__(self, title, message, confirm_label, on_confirm, cancel_label):
        super().__init__()
        self.title = title  # msgids or callables, translated when drawn
        self.message = message
        self.on_confirm = on_confirm
        self.confirm = Button(confirm_label, self._confirm, style="primary", key="confirm.yes")
        self.cancel = Button(cancel_label, self.pop, style="secondary", key="confirm.no")
        self._lines = []

    def place_name(self):
        below = self.scene_below()
        return below.place_name() if below is not None else ""

    def _confirm(self):
        self.pop()
        self.on_confirm()

    def layout(self, size):
        ui = self.ui
        w, h = size
        pad = ui.px(32)
        gap = ui.px(14)
        width = min(w - 2 * ui.metrics.margin, ui.px(620))
        inner = width - 2 * pad
        title_lines = ui.text.wrap(label_text(self.title), "title", inner)
        body_lines = ui.text.wrap(label_text(self.message), "body", inner)
        self._lines = [(t, "title") for t in title_lines] + [(t, "body") for t in body_lines]
        text_h = sum(ui.text.line_height(role) for _t, role in self._lines) + ui.px(10)
        bw = [min(b.measure(ui)[0], inner) for b in (self.cancel, self.confirm)]
        bh = max(b.measure(ui)[1] for b in (self.cancel, self.confirm))
        stacked = bw[0] + gap + bw[1] > inner
        buttons_h = 2 * bh + gap if stacked else bh
        height = pad + text_h + ui.px(22) + buttons_h + pad
        self.panel_rect = pygame.Rect(0, 0, width, height)
        self.panel_rect.center = (w // 2, h // 2)
        bottom = self.panel_rect.bottom - pad
        right = self.panel_rect.right - pad
        if stacked:
            self.confirm.rect = pygame.Rect(right - bw[1], bottom - bh, bw[1], bh)
            self.cancel.rect = pygame.Rect(right - bw[0], bottom - 2 * bh - gap, bw[0], bh)
        else:
            self.confirm.rect = pygame.Rect(right - bw[1], bottom - bh, bw[1], bh)
            self.cancel.rect = pygame.Rect(self.confirm.rect.x - gap - bw[0], bottom - bh, bw[0], bh)
        first = not self.controls.widgets
        self.controls.set_widgets([self.cancel, self.confirm])
        if first:
            self.controls.focus_on(self.cancel)

    def draw(self, surface):
        ui = self.ui
        self.draw_frame(surface)
        pad = ui.px(32)
        x, y = self.panel_rect.x + pad, self.panel_rect.y + pad
        for i, (text, role) in enumerate(self._lines):
            if role == "body" and i and self._lines[i - 1][1] == "title":
                y += ui.px(10)
            ui.text.draw(surface, text, role, theme.INK, (x, y))
            y += ui.text.line_height(role)
        self.controls.draw(surface)


__all__ = ["ConfirmOverlay"]
