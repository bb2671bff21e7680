"""The home screen: the CARDAVIA title and the main menu."""

from __future__ import annotations

import pygame

from .. import paths, storage
from ..i18n import N_, _
from . import tables, theme
from .page import Page
from .widgets import Button


def saved_match() -> dict | None:
    """The saved match's JSON object, or None when there is none (or it is unreadable)."""
    path = paths.saved_match_path()
    if not path.exists():
        return None
    try:
        data = storage.read_json(path)
    except storage.StorageError:
        return None
    return data if isinstance(data, dict) else None


class HomeScene(Page):
    place = N_("Home")
    back_link = False

    def build(self):
        self.traditions = Button(N_("Card traditions"), self.open_traditions, style="menu", key="traditions")
        self.resume = Button(N_("Continue"), self.continue_match, style="menu", key="continue",
                             detail=self._continue_detail)
        self.statistics = Button(N_("Statistics"), self.open_statistics, style="menu", key="statistics")
        self.settings_entry = Button(N_("Settings"), self.open_settings, style="menu", key="settings")
        self.quit = Button(N_("Quit"), self.app.quit, style="menu", key="quit")
        self._saved = None
        self.refresh()
        return [self.traditions, self.resume, self.statistics, self.settings_entry, self.quit]

    def refresh(self) -> None:
        self._saved = saved_match() if tables.can_resume() else None
        self.resume.enabled = self._saved is not None

    def uncovered(self) -> None:
        self.refresh()
        self.layout(self.size)

    def _continue_detail(self) -> str:
        game = (self._saved or {}).get("game")
        if not isinstance(game, str):
            return ""
        try:
            from .content import ContentError, load_content

            info = load_content().games.get(game)
        except ContentError:
            info = None
        return _(info.name) if info else ""

    def open_traditions(self) -> None:
        from .traditions import TraditionBrowser

        self.push(TraditionBrowser())

    def open_statistics(self) -> None:
        from .statistics import StatisticsScene

        self.push(StatisticsScene())

    def continue_match(self) -> None:
        data = saved_match()
        scene = tables.resume(self.app, data) if data is not None else None
        if scene is None:
            self.app.notify(N_("The saved match could not be resumed."))
            self.refresh()
            return
        self.push(scene)

    def layout_content(self, area) -> None:
        ui = self.ui
        title_h = ui.text.line_height("display")
        self.title_y = area.y + max(ui.px(30), int(area.h * 0.13))
        y = self.title_y + title_h + ui.px(18) + ui.text.line_height("subtitle") + ui.px(48)
        x = area.centerx
        widest = max(b.measure(ui)[0] for b in self.content_widgets)
        widest += ui.px(40)
        for button in self.content_widgets:
            w, h = button.measure(ui)
            button.rect = pygame.Rect(x - widest // 2, y, widest, h)
            y += h + ui.px(14)

    def draw_content(self, surface) -> None:
        ui = self.ui
        cx = self.content_rect.centerx
        title = ui.text.draw(surface, "CARDAVIA", "display", theme.INK, (cx, self.title_y), "midtop")
        y = title.bottom + ui.px(6)
        half = ui.px(150)
        pygame.draw.line(surface, theme.GOLD, (cx - half, y), (cx + half, y), max(1, ui.px(1.5)))
        pygame.draw.circle(surface, theme.GOLD, (cx, y), ui.px(4))
        ui.text.draw(surface, _("A museum of living card traditions"), "subtitle", theme.INK_SOFT,
                     (cx, y + ui.px(14)), "midtop")
        # Menu markers: a small lozenge either side of the hovered or focused entry.
        for button in self.content_widgets:
            active = button.enabled and (button.hovered or (self.controls.focus is button and ui.focus_visible))
            if not active:
                continue
            r = ui.px(5)
            half = ui.text.width(button.text, button.role) // 2 + ui.px(22)
            for mx in (button.rect.centerx - half, button.rect.centerx + half):
                my = button.rect.centery
                pygame.draw.polygon(surface, theme.ACCENT, [(mx, my - r), (mx + r, my), (mx, my + r), (mx - r, my)])
