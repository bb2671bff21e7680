"""The calm panel shown when a screen met a fault it did not expect.

The screen that failed is left (its saved match stays on disk); the player
returns to the screen below it, usually the tradition page, or to Home.
"""

from __future__ import annotations

import pygame

from .. import storage
from ..i18n import N_, _
from . import theme
from .modal import ModalPanel
from .widgets import Button


class FaultOverlay(ModalPanel):
    def __init__(self, failed, log_path=None):
        super().__init__()
        self.failed = failed  # the scene that raised: it is closed when the player goes on
        self.log_path = log_path
        self.button = Button(N_("Go back"), self._go_on, style="primary", key="fault.back")
        self._lines = []

    def place_name(self):
        return _("A problem")

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._go_on()
            return True
        return super().handle_event(event)

    def _go_on(self):
        app = self.app
        below = None
        if self.failed in app.stack:
            i = app.stack.index(self.failed)
            below = app.stack[i - 1] if i > 0 else None
        if below is None:
            app.go_home()
        else:
            app.pop(self.failed)

    def message(self):
        text = _("Something went wrong on this screen. Nothing you made is lost: a match in progress "
                 "is saved and Continue on Home brings it back.")
        if self.log_path is not None:
            text += " " + _("The details were written to {path}.").format(path=storage.display_path(self.log_path))
        return text

    def layout(self, size):
        ui = self.ui
        w, h = size
        pad = ui.px(32)
        width = min(w - 2 * ui.metrics.margin, ui.px(640))
        inner = width - 2 * pad
        title = ui.text.wrap(_("Something went wrong"), "title", inner)
        body = ui.text.wrap(self.message(), "body", inner)
        self._lines = [(t, "title") for t in title] + [(t, "body") for t in body]
        text_h = sum(ui.text.line_height(role) for _t, role in self._lines)
        bw, bh = self.button.measure(ui)
        height = pad + text_h + ui.px(24) + bh + pad
        self.panel_rect = pygame.Rect(0, 0, width, height)
        self.panel_rect.center = (w // 2, h // 2)
        self.button.rect = pygame.Rect(self.panel_rect.right - pad - bw, self.panel_rect.bottom - pad - bh, bw, bh)
        self.controls.set_widgets([self.button])
        self.controls.focus_on(self.button)

    def draw(self, surface):
        ui = self.ui
        self.draw_frame(surface)
        pad = ui.px(32)
        y = self.panel_rect.y + pad
        for text, role in self._lines:
            ui.text.draw(surface, text, role, theme.INK, (self.panel_rect.x + pad, y))
            y += ui.text.line_height(role)
        self.controls.draw(surface)


__all__ = ["FaultOverlay"]
