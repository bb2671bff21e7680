"""The statistics page: the player's record at each of the four tables.

The tables count a finished match once (see :mod:`.table.stats`); this page
reads the same file and shows, per game, what was played, won, drawn and
lost, the share won and the winning streaks.  *Reset statistics* asks first.
"""

from __future__ import annotations

import pygame

from ..i18n import N_, _, pgettext
from . import theme
from .page import Page
from .tables import playable_games  # the games with a table: the ones a player can have played
from .widgets import Button, panel

COLUMNS = (
    ("played", lambda: pgettext("statistics column", "Played")),
    ("won", lambda: pgettext("statistics column", "Won")),
    ("drawn", lambda: pgettext("statistics column", "Drawn")),
    ("lost", lambda: pgettext("statistics column", "Lost")),
    ("rate", lambda: pgettext("statistics column", "Win rate")),
    ("streak", lambda: pgettext("statistics column", "Winning streak")),
    ("best_streak", lambda: pgettext("statistics column", "Best streak")),
)


def game_title(game) -> str:
    from .table.games import table_game

    return _(table_game(game).title)


def counted_what(game) -> str:
    """What one "played" means at this table, in the player's words."""
    from .table.games import table_game

    return table_game(game).counted_what()


def win_rate(record) -> str:
    played = record.get("played", 0)
    if not played:
        return "\u2014"
    return _("{percent}%").format(percent=round(100 * record.get("won", 0) / played))


def cells(record) -> list[str]:
    """The numbers of one game's row, in the order of :data:`COLUMNS`."""
    out = []
    for key, _label in COLUMNS:
        out.append(win_rate(record) if key == "rate" else str(record.get(key, 0)))
    return out


def load_stats():
    from .table.stats import Stats

    return Stats()


class StatisticsScene(Page):
    place = N_("Statistics")
    scrolls = True

    def build(self):
        self.stats = load_stats()  # a file it cannot read is set aside; the app shows the notice
        self.deals_button = Button(N_("Saved deals"), self.open_deals, style="secondary", key="deals")
        self.reset_button = Button(N_("Reset statistics"), self.ask_reset, style="secondary", key="reset")
        self.grid = None
        self._refresh()
        return [self.deals_button, self.reset_button]

    def _refresh(self):
        self.reset_button.enabled = any(self.stats.record(g)["played"] for g in playable_games())

    def table_cells(self) -> dict[str, list[str]]:
        """What each game's row shows, as drawn."""
        return {game: cells(self.stats.record(game)) for game in playable_games()}

    # -- actions ---------------------------------------------------------------------------
    def open_deals(self):
        from .deals_list import SavedDealsScene

        self.push(SavedDealsScene())

    def ask_reset(self):
        from .confirm import ConfirmOverlay

        self.push(ConfirmOverlay(
            N_("Reset statistics?"),
            N_("Every game's record and streaks go back to zero. This cannot be undone."),
            N_("Reset"), self.reset, N_("Cancel"),
        ))

    def reset(self):
        self.stats.games = {}
        if not self.stats.save():
            self.app.notify(N_("The statistics could not be saved."))
            return
        self._refresh()
        self.app.notify(N_("Statistics reset."))
        self.layout(self.size)
        self.controls.focus_on(self.deals_button)

    def uncovered(self):
        self._refresh()
        self.layout(self.size)

    # -- layout ----------------------------------------------------------------------------
    def layout_content(self, area):
        ui = self.ui
        viewport = pygame.Rect(area.x, area.y, area.w, area.h)
        width = min(viewport.w - ui.px(24), ui.px(1180))
        left = (viewport.w - ui.px(24) - width) // 2
        pad = ui.px(20)
        y = 0
        intro = ui.text.wrap(_("Your record at each table, counted when a match ends."), "body", width)
        self.intro = [(line, left, y + i * ui.text.line_height("body")) for i, line in enumerate(intro)]
        y += len(intro) * ui.text.line_height("body") + ui.px(16)
        inner = width - 2 * pad
        first_w = max(ui.px(190), int(inner * 0.30))
        col_w = (inner - first_w) // len(COLUMNS)
        xs = [left + pad + first_w + col_w * (i + 1) for i in range(len(COLUMNS))]  # right edges
        # one size for every heading, small enough that no word is split
        room = col_w - ui.px(8)
        words = [w for _k, label in COLUMNS for w in label().split()]
        head_scale = min(ui.text.fit_scale(w, "small_bold", room) for w in words)
        heads = [ui.text.wrap(label(), "small_bold", room, head_scale) for _k, label in COLUMNS]
        head_h = max(len(h) for h in heads) * ui.text.line_height("small_bold", head_scale)
        # The widest a value can be ("100%", four digits) fits its column: one size per role.
        widest_rate = _("{percent}%").format(percent=100)
        value_room = col_w - ui.px(18)  # a clear gap before the next column's number
        value_scales = {"title": min(ui.text.fit_scale(widest_rate, "title", value_room, 0.5),
                                     ui.text.fit_scale("9999", "title", value_room, 0.5)),
                        "heading": ui.text.fit_scale("9999", "heading", value_room, 0.5)}
        top = y
        y += pad + head_h + ui.px(10)
        rows = []
        for game in playable_games():
            name = game_title(game)
            note = ui.text.wrap(counted_what(game), "small", first_w - ui.px(12))
            h = ui.text.line_height("heading") + len(note) * ui.text.line_height("small") + ui.px(20)
            h = max(h, ui.text.line_height("title") + ui.px(20))
            rows.append((game, name, note, y, h))
            y += h
        y += pad
        self.grid = {"rect": pygame.Rect(left, top, width, y - top), "xs": xs, "heads": heads, "head_scale": head_scale, "pad": pad,
                     "first_w": first_w, "col_w": col_w, "rows": rows, "head_y": top + pad,
                     "value_scales": value_scales, "room": value_room}
        y += ui.px(22)
        bw, bh = self.deals_button.measure(ui)
        self.place_scrolled(self.deals_button, pygame.Rect(left, y, bw, bh))
        rw, rh = self.reset_button.measure(ui)
        self.place_scrolled(self.reset_button, pygame.Rect(left + width - rw, y, rw, rh))
        y += max(bh, rh) + ui.px(12)
        self.set_viewport(viewport, y)

    def draw_content(self, surface):
        ui = self.ui
        sc = self.scroller
        view = sc.viewport
        for line, x, y in self.intro:
            ui.text.draw(surface, line, "body", theme.INK_SOFT, (view.x + x, sc.y_to_screen(y)))
        g = self.grid
        if g is None:
            return
        rect = sc.to_screen(g["rect"])
        panel(surface, ui, rect)
        dx = view.x
        pad = g["pad"]
        head_y = sc.y_to_screen(g["head_y"])
        scale = g["head_scale"]
        line_h = ui.text.line_height("small_bold", scale)
        for x, lines in zip(g["xs"], g["heads"]):
            for i, line in enumerate(lines):
                ui.text.draw(surface, line, "small_bold", theme.INK_SOFT,
                             (dx + x - ui.px(4), head_y + i * line_h), "topright", scale)
        table = self.table_cells()
        for game, name, note, y, h in g["rows"]:
            top = sc.y_to_screen(y)
            pygame.draw.line(surface, theme.RULE, (rect.x + pad, top), (rect.right - pad, top), 1)
            x0 = rect.x + pad
            ty = top + ui.px(10)
            ui.text.draw_fit(surface, name, "heading", theme.INK, (x0, ty), g["first_w"] - ui.px(12))
            ny = ty + ui.text.line_height("heading")
            for line in note:
                ui.text.draw(surface, line, "small", theme.INK_SOFT, (x0, ny))
                ny += ui.text.line_height("small")
            values = table[game]
            cy = top + h // 2
            for i, (x, value) in enumerate(zip(g["xs"], values)):
                role = "title" if COLUMNS[i][0] in ("played", "rate") else "heading"
                colour = theme.ACCENT if COLUMNS[i][0] == "won" and value != "0" else theme.INK
                scale = g["value_scales"][role]
                scale = min(scale, ui.text.fit_scale(value, role, g["room"], 0.5))
                ui.text.draw(surface, value, role, colour, (dx + x - ui.px(4), cy), "midright", scale)


__all__ = ["COLUMNS", "StatisticsScene", "cells", "counted_what", "win_rate"]
