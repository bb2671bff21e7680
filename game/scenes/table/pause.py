"""The pause menu over a table: resume, full rules, settings, restart, leave."""

from __future__ import annotations

import pygame

from game.i18n import _

from .. import theme
from ..modal import ModalPanel
from ..widgets import Button


class PauseOverlay(ModalPanel):
    place = ""

    def __init__(self, table):
        super().__init__()
        self.table = table

    def place_name(self):
        return _("Paused")

    def enter(self):
        super().enter()
        self.buttons = [
            Button(lambda: _("Resume"), self.pop, style="primary", key="resume"),
            Button(lambda: _("Full rules"), self._rules, key="rules"),
            Button(lambda: _("Settings"), self._settings, key="settings"),
            Button(lambda: _("Restart the match"), self._restart, key="restart"),
            Button(lambda: _("Leave the table"), self._leave, key="leave"),
        ]

    def _rules(self):
        self.pop()
        self.table.show_tab("rules")

    def _settings(self):
        self.pop()
        self.table.open_settings()

    def _restart(self):
        self.pop()
        self.table.ask_restart()

    def _leave(self):
        self.pop()
        self.table.ask_leave()

    def layout(self, size):
        ui = self.ui
        w, h = size
        pad = ui.px(32)
        gap = ui.px(12)
        width = max(max(b.measure(ui)[0] for b in self.buttons), ui.px(300)) + 2 * pad
        btn_h = max(b.measure(ui)[1] for b in self.buttons)
        title_h = ui.text.line_height("title") + ui.px(12)
        hint_h = ui.text.line_height("small") + ui.px(8)
        height = pad + title_h + len(self.buttons) * (btn_h + gap) - gap + hint_h + pad
        self.panel_rect = pygame.Rect(0, 0, width, height)
        self.panel_rect.center = (w // 2, h // 2)
        y = self.panel_rect.y + pad + title_h
        for b in self.buttons:
            b.rect = pygame.Rect(self.panel_rect.x + pad, y, width - 2 * pad, btn_h)
            y += btn_h + gap
        self.controls.set_widgets(self.buttons)

    def draw(self, surface):
        ui = self.ui
        self.draw_frame(surface)
        pad = ui.px(32)
        ui.text.draw(surface, _("Paused"), "title", theme.INK, (self.panel_rect.x + pad, self.panel_rect.y + pad))
        ui.text.draw(surface, _("Your match is saved after every card."), "small", theme.INK_SOFT,
                     (self.panel_rect.centerx, self.panel_rect.bottom - pad), "midbottom")
        self.controls.draw(surface)


__all__ = ["PauseOverlay"]
