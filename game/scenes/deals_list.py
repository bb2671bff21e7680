"""Saved deals: the deals exported from the tables, newest first, each opened in the replay viewer.

Everything named ``*.json`` in the deals folder is listed.  A file that
cannot be replayed (damaged, unreadable, not a Cardavia deal, or a folder,
FIFO or link in a deal's place) is listed with the reason and kept as it
is; a notice says how many there are, and choosing one says why it cannot
be watched.
"""

from __future__ import annotations

import time

import pygame

from ..i18n import N_, _, ngettext
from . import theme
from .deal_files import BadDealFile, DealFileError, list_deal_files, load_deal_file
from .page import Page
from .widgets import Widget, focus_ring, panel

NOTICE_FOLDER = N_("The deals folder {folder} could not be read.")


def bad_files_notice(count):
    """What the player is told when the list holds files that cannot be replayed."""
    return ngettext("{count} file in the deals folder cannot be replayed; it is listed and kept as it is.",
                    "{count} files in the deals folder cannot be replayed; they are listed and kept as they are.",
                    count).format(count=count)


class DealRow(Widget):
    """One saved deal as a wide button: game, date, who won, file name."""

    def __init__(self, item, on_activate):
        super().__init__(on_activate=on_activate, key=f"deal.{item.name}")
        self.item = item
        self.words = ""  # who won, computed once

    def describe(self):
        if isinstance(self.item, BadDealFile):
            return _(self.item.error.message)
        if not self.words:
            from .replay_view import summary

            self.words = summary(self.item)
        return self.words

    def draw(self, surface, ui, focused):
        item = self.item
        hot = self.hovered or focused
        bad = isinstance(item, BadDealFile)
        panel(surface, ui, self.rect, border=theme.ACCENT if hot else theme.RULE, shadow=False)
        pad = ui.px(16)
        x, width = self.rect.x + pad, self.rect.w - 2 * pad
        left_w = int(width * 0.34)
        y = self.rect.y + ui.px(10)
        if bad:
            title = _("Unreadable file")
        else:
            from .table.games import spec

            title = _(spec(item.game).title)
        ui.text.draw_fit(surface, title, "heading", theme.ACCENT if hot else theme.INK, (x, y), left_w)
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(item.saved)) if item.saved else ""
        if not bad and item.number:
            when = _("{date} · deal {number}").format(date=when, number=item.number)
        ui.text.draw_fit(surface, when, "small", theme.INK_SOFT, (x, y + ui.text.line_height("heading")), left_w)
        rx = x + left_w + ui.px(16)
        rw = x + width - rx
        ui.text.draw_fit(surface, self.describe(), "body_bold" if not bad else "body",
                         theme.ACCENT_DARK if bad else theme.INK, (rx, y + ui.px(2)), rw)
        ui.text.draw_fit(surface, item.name, "small", theme.INK_FAINT,
                         (rx, y + ui.text.line_height("heading")), rw)
        if focused:
            focus_ring(surface, ui, self.rect)


class SavedDealsScene(Page):
    place = N_("Saved deals")
    scrolls = True

    def build(self):
        from .. import paths, storage

        self.folder = storage.display_path(paths.deals_dir())
        try:
            self.items = list_deal_files()
        except storage.UnreadableFile:
            self.items = []
            storage.notice(lambda folder=self.folder: _(NOTICE_FOLDER).format(folder=folder))
        bad = sum(isinstance(item, BadDealFile) for item in self.items)
        if bad:
            storage.notice(lambda: bad_files_notice(bad))
        self.rows = [DealRow(item, (lambda item=item: self.open(item))) for item in self.items]
        return list(self.rows)

    def language_changed(self):
        for row in self.rows:
            row.words = ""
        super().language_changed()

    def open(self, item):
        """Watch a saved deal, or say why it cannot be watched."""
        if isinstance(item, BadDealFile):
            self.app.notify(item.error.message)
            return
        try:
            fresh = load_deal_file(item.path)  # the file may have changed since it was listed
        except DealFileError as exc:
            self.app.notify(exc.message)
            return
        from .replay_view import ReplayScene

        self.push(ReplayScene(fresh))

    def layout_content(self, area):
        ui = self.ui
        viewport = pygame.Rect(area.x, area.y, area.w, area.h)
        width = min(viewport.w - ui.px(24), ui.px(1100))
        left = (viewport.w - ui.px(24) - width) // 2
        y = 0
        self.texts = []
        intro = _("Deals you exported from the table. Choose one to watch it move by move, every hand face up.")
        if not self.items:
            intro = _("No saved deals yet. After a deal, choose \u201cExport deal\u201d on the result panel.")
        for line in ui.text.wrap(intro, "body", width):
            self.texts.append((line, "body", theme.INK, left, y))
            y += ui.text.line_height("body")
        folder = _("Deal files are kept in {folder}").format(folder=self.folder)
        for line in ui.text.wrap(folder, "small", width):
            self.texts.append((line, "small", theme.INK_SOFT, left, y))
            y += ui.text.line_height("small")
        y += ui.px(18)
        row_h = ui.text.line_height("heading") + ui.text.line_height("small") + ui.px(22)
        gap = ui.px(10)
        for row in self.rows:
            self.place_scrolled(row, pygame.Rect(left, y, width, row_h))
            y += row_h + gap
        self.set_viewport(viewport, y + ui.px(8))

    def draw_content(self, surface):
        ui = self.ui
        sc = self.scroller
        for text, role, colour, x, y in self.texts:
            ui.text.draw(surface, text, role, colour, (sc.viewport.x + x, sc.y_to_screen(y)))


__all__ = ["DealRow", "SavedDealsScene"]
