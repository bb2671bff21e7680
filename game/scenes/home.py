"""The home screen: the CARDAVIA title, the main menu (Continue resumes or lists the saved matches)
and, below it, the packs of the traditions, each a way into its tradition."""

from __future__ import annotations

import os

import pygame

from .. import paths
from ..i18n import N_, _
from . import samples, tables, theme
from .emblems import emblem
from .page import Page
from .widgets import Button, Widget, focus_ring


def saved_matches() -> list:
    """The saved matches that can be resumed (damaged ones are kept aside, with a notice)."""
    from .. import saves

    saves.flush()  # a table left a moment ago may still be writing the first save
    if not _any_save_file():
        return []  # nothing to check: the engine need not even be imported
    return saves.saved_matches()


def _any_save_file() -> bool:
    try:
        names = os.listdir(paths.data_dir())
    except OSError:
        return False
    return any(n.startswith("match") and n.endswith(".json") for n in names)


class PackShortcut(Widget):
    """A tradition's pack, fanned small under the menu; activating it opens the tradition."""

    def __init__(self, tradition, on_activate, settings):
        super().__init__(on_activate=on_activate, key=f"home.{tradition.id}")
        self.tradition = tradition
        self.settings = settings

    def fan_rect(self, ui) -> pygame.Rect:
        caption = ui.text.line_height("small") + ui.px(4)
        return pygame.Rect(self.rect.x, self.rect.y, self.rect.w, self.rect.h - caption)

    def draw(self, surface, ui, focused):
        t = self.tradition
        fan = self.fan_rect(ui)
        painter = samples.painter_if_loaded(t.pack)  # the faces load in the background after the first frame
        old = surface.get_clip()
        surface.set_clip(fan.clip(old))
        if painter is not None:
            painter(surface, fan, samples.SampleContext(t.pack, self.settings, self.hovered, focused))
        else:
            art = emblem(t.pack, (fan.w, int(fan.h * 0.9)))
            surface.blit(art, art.get_rect(center=fan.center))
        surface.set_clip(old)
        ink = theme.ACCENT if (self.hovered or focused) else theme.INK_SOFT
        ui.text.draw_fit(surface, _(t.name), "small", ink, (self.rect.centerx, fan.bottom + ui.px(2)), self.rect.w,
                         "midtop")
        if focused:
            focus_ring(surface, ui, self.rect)


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
        self.menu = [self.traditions, self.resume, self.statistics, self.settings_entry, self.quit]
        self.packs = self._pack_shortcuts()
        return [*self.menu, *self.packs]

    def handle_event(self, event) -> bool:
        used = super().handle_event(event)
        # one selection at a time: the pointer takes the focus along, a key puts the pointer's aside
        if event.type == pygame.MOUSEMOTION:
            hovered = next((w for w in self.content_widgets if w.hovered and w.interactive), None)
            if hovered is not None and self.controls.focus is not hovered:
                self.controls.focus_on(hovered)
        elif event.type == pygame.KEYDOWN:
            self.controls.clear_hover()
        return used

    def _pack_shortcuts(self) -> list:
        from .content import ContentError, load_content

        try:
            traditions = load_content().traditions
        except ContentError:
            return []  # the menu alone; the traditions page reports the fault
        return [PackShortcut(t, (lambda t=t: self.open_tradition(t.id)), self.app.settings) for t in traditions]

    def open_tradition(self, tradition_id: str) -> None:
        from .traditions import TraditionPage

        self.push(TraditionPage(tradition_id))

    def refresh(self) -> None:
        self._saved = saved_matches() if tables.can_resume() else []
        self.resume.enabled = bool(self._saved)

    def uncovered(self) -> None:
        self.refresh()
        self.layout(self.size)

    def _continue_detail(self) -> str:
        from .saved_matches import game_name

        return ", ".join(game_name(saved.game) for saved in self._saved or ())

    def open_traditions(self) -> None:
        from .traditions import TraditionBrowser

        self.push(TraditionBrowser())

    def open_statistics(self) -> None:
        from .statistics import StatisticsScene

        self.push(StatisticsScene())

    def continue_match(self) -> None:
        """The only saved match resumes at once; several are listed."""
        from .saved_matches import NOTICE_NOT_RESUMED, ContinueScene, resume

        self.refresh()
        if len(self._saved) > 1:
            self.push(ContinueScene(self._saved))
            return
        scene = resume(self.app, self._saved[0]) if self._saved else None
        if scene is None:
            self.app.notify(NOTICE_NOT_RESUMED)
            self.refresh()
            return
        self.push(scene)

    def layout_content(self, area) -> None:
        ui = self.ui
        title_h = ui.text.line_height("display")
        self.title_y = area.y + max(ui.px(30), int(area.h * 0.13))
        y = self.title_y + title_h + ui.px(18) + ui.text.line_height("subtitle") + ui.px(48)
        x = area.centerx
        widest = max(b.measure(ui)[0] for b in self.menu)
        widest += ui.px(40)
        for button in self.menu:
            w, h = button.measure(ui)
            button.rect = pygame.Rect(x - widest // 2, y, widest, h)
            y += h + ui.px(14)
        self._layout_packs(area, y + ui.px(10))

    def _layout_packs(self, area, top) -> None:
        """The packs in a calm row in the room left under the menu (none when there is too little)."""
        ui = self.ui
        if not self.packs:
            return
        room = area.bottom - ui.px(16) - top
        h = min(room, ui.px(150))
        n = len(self.packs)
        gap = ui.px(36)
        w = min(ui.px(230), (area.w - gap * (n - 1)) // n)
        if h < ui.px(70) or w < ui.px(110):
            for pack in self.packs:
                pack.rect = pygame.Rect(0, 0, 0, 0)  # hidden and out of the focus order
            return
        y = top + (room - h) // 2
        x = area.centerx - (n * w + (n - 1) * gap) // 2
        for pack in self.packs:
            pack.rect = pygame.Rect(x, y, w, h)
            x += w + gap

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
        for button in self.menu:
            active = button.enabled and (button.hovered or (self.controls.focus is button and ui.focus_visible))
            if not active:
                continue
            r = ui.px(5)
            half = ui.text.width(button.text, button.role) // 2 + ui.px(22)
            for mx in (button.rect.centerx - half, button.rect.centerx + half):
                my = button.rect.centery
                pygame.draw.polygon(surface, theme.ACCENT, [(mx, my - r), (mx + r, my), (mx, my + r), (mx - r, my)])
