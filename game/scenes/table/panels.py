"""Panels over the table: decisions, a deal's settlement, the match's end, the last trick.

A panel owns its buttons (foundation :class:`Button` widgets, so mouse and
keyboard work as everywhere else) and knows how to lay itself out for the
table's geometry and draw its sheet; the table scene puts the buttons into
its focus list.
"""

from __future__ import annotations

import pygame

from game.i18n import _

from .. import theme
from ..widgets import Button, panel, rounded_rect
from .hud import GOLD


class Option:
    """One choice of a panel: what it does and how it reads."""

    def __init__(self, key, label, on_activate, style="secondary"):
        self.key = key
        self.button = Button(label, on_activate, style=style, key=key)


class DecisionPanel:
    """A prompt and a row (or rows) of choices, just above the hand."""

    kind = "decision"

    def __init__(self, prompt, options):
        self.prompt = prompt  # callable returning the text
        self.options = options
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hint = None  # key of a hinted option

    @property
    def buttons(self):
        return [o.button for o in self.options]

    def layout(self, ui, lay):
        pad = ui.px(16)
        gap = ui.px(10)
        sizes = [o.button.measure(ui) for o in self.options]
        max_w = lay.panel_max_w - 2 * pad
        rows, row, row_w = [], [], 0
        for opt, (w, h) in zip(self.options, sizes):
            w = min(w, max_w)
            if row and row_w + gap + w > max_w:
                rows.append(row)
                row, row_w = [], 0
            row.append((opt, w, h))
            row_w += (gap if row_w else 0) + w
        if row:
            rows.append(row)
        btn_h = max((h for _w, h in sizes), default=ui.px(40))
        prompt_h = ui.text.line_height("heading")
        width = max([sum(w for _o, w, _h in r) + gap * (len(r) - 1) for r in rows] +
                    [ui.text.width(self.prompt(), "heading")]) + 2 * pad
        height = pad + prompt_h + ui.px(10) + len(rows) * btn_h + (len(rows) - 1) * gap + pad
        box = lay.panel(width, height)
        self.rect = pygame.Rect(box)
        y = self.rect.y + pad + prompt_h + ui.px(10)
        for r in rows:
            total = sum(w for _o, w, _h in r) + gap * (len(r) - 1)
            x = self.rect.centerx - total // 2
            for opt, w, _h in r:
                opt.button.rect = pygame.Rect(x, y, w, btn_h)
                x += w + gap
            y += btn_h + gap

    def draw(self, surface, ui):
        panel(surface, ui, self.rect, fill=theme.PAPER, border=theme.RULE_DARK)
        text = ui.text.fit(self.prompt(), "heading", self.rect.w - ui.px(24))
        ui.text.draw(surface, text, "heading", theme.INK, (self.rect.centerx, self.rect.y + ui.px(16)), "midtop")
        for opt in self.options:
            if opt.key == self.hint:
                glow = opt.button.rect.inflate(ui.px(12), ui.px(12))
                rounded_rect(surface, GOLD, glow, ui.px(10), max(3, ui.px(3)))


class SheetPanel:
    """A settlement sheet (see :class:`results.Sheet`) with buttons under it."""

    kind = "sheet"

    def __init__(self, sheet_fn, options, badge=""):
        self.sheet_fn = sheet_fn  # rebuilt on a language switch
        self.sheet = sheet_fn()
        self.options = options
        self.badge = badge  # callable or str: e.g. "Deal 3" or "Match over"
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hint = None
        self._lines = []

    @property
    def buttons(self):
        return [o.button for o in self.options]

    def refresh(self):
        self.sheet = self.sheet_fn()

    def layout(self, ui, lay):
        self.refresh()
        box = pygame.Rect(lay.modal())
        pad = ui.px(28)
        inner = box.w - 2 * pad
        btn_h = max((o.button.measure(ui)[1] for o in self.options), default=0)
        # pick the largest text that fits, smaller for a small window
        for role in ("body", "small"):
            lines = []
            for line in self.sheet.lines:
                lines.extend(ui.text.wrap(line, role, inner))
            h = self._height(ui, role, len(lines), btn_h, pad)
            if h <= box.h:
                break
        self.role = role
        self._lines = lines
        h = min(box.h, self._height(ui, role, len(lines), btn_h, pad))
        self.rect = pygame.Rect(0, 0, box.w, h)
        self.rect.center = box.center
        gap = ui.px(12)
        widths = [o.button.measure(ui)[0] for o in self.options]
        x = self.rect.right - pad
        for opt, w in reversed(list(zip(self.options, widths))):
            opt.button.rect = pygame.Rect(x - w, self.rect.bottom - pad - btn_h, w, btn_h)
            x -= w + gap

    def _height(self, ui, role, n_lines, btn_h, pad):
        s = self.sheet
        h = pad + ui.text.line_height("title") + ui.px(4)
        if s.subtitle:
            h += ui.text.line_height("subtitle")
        h += ui.px(14)
        if s.rows:
            h += ui.text.line_height("small_bold") + ui.px(6) + len(s.rows) * (ui.text.line_height(role) + ui.px(6))
            h += ui.px(12)
        h += n_lines * ui.text.line_height(role)
        if s.totals:
            h += ui.px(14) + ui.text.line_height("small_bold") + len(s.totals) * ui.text.line_height(role)
        return h + ui.px(20) + btn_h + pad

    def draw(self, surface, ui):
        s = self.sheet
        rect = self.rect
        panel(surface, ui, rect, fill=theme.PAPER, border=theme.RULE_DARK)
        pad = ui.px(28)
        x, y, inner = rect.x + pad, rect.y + pad, rect.w - 2 * pad
        badge = self.badge() if callable(self.badge) else self.badge
        if badge:
            ui.text.draw(surface, badge.upper(), "small_bold", theme.ACCENT, (rect.right - pad, y), "topright")
        colour = theme.ACCENT_DARK if s.good is False else theme.INK
        ui.text.draw(surface, ui.text.fit(s.title, "title", inner), "title", colour, (x, y))
        y += ui.text.line_height("title") + ui.px(4)
        if s.subtitle:
            ui.text.draw(surface, ui.text.fit(s.subtitle, "subtitle", inner), "subtitle", theme.INK_SOFT, (x, y))
            y += ui.text.line_height("subtitle")
        y += ui.px(14)
        role = self.role
        line_h = ui.text.line_height(role)
        bottom = rect.bottom - pad - (self.options[0].button.rect.h if self.options else 0) - ui.px(12)
        if s.rows:
            n = len(s.columns)
            first_w = inner * (0.40 if n > 2 else 0.6)
            col_w = (inner - first_w) / max(1, n - 1)
            xs = [x] + [x + first_w + col_w * (i + 1) for i in range(n - 1)]
            for i, col in enumerate(s.columns):
                anchor = "topleft" if i == 0 else "topright"
                ui.text.draw(surface, ui.text.fit(col.upper(), "small_bold", int(col_w if i else first_w) - ui.px(6)),
                             "small_bold", theme.INK_SOFT, (xs[i], y), anchor)
            y += ui.text.line_height("small_bold") + ui.px(6)
            for r, row in enumerate(s.rows):
                band = pygame.Rect(x - ui.px(8), y - ui.px(3), inner + ui.px(16), line_h + ui.px(6))
                if r in s.highlight:
                    rounded_rect(surface, theme.ACCENT_WASH, band, ui.px(4))
                pygame.draw.line(surface, theme.PAPER_DEEP, band.bottomleft, band.bottomright, 1)
                for i, cell in enumerate(row):
                    anchor = "topleft" if i == 0 else "topright"
                    width = int(first_w if i == 0 else col_w) - ui.px(6)
                    ui.text.draw(surface, ui.text.fit(cell, role, width), role, theme.INK, (xs[i], y), anchor)
                y += line_h + ui.px(6)
            y += ui.px(12)
        for line in self._lines:
            if y + line_h > bottom:
                break
            ui.text.draw(surface, line, role, theme.INK, (x, y))
            y += line_h
        if s.totals and y + ui.px(14) + line_h <= bottom:
            y += ui.px(14)
            ui.text.draw(surface, _("After this deal").upper(), "small_bold", theme.ACCENT, (x, y))
            y += ui.text.line_height("small_bold")
            half = inner // 2
            for label, value in s.totals:
                if y + line_h > bottom:
                    break
                ui.text.draw(surface, ui.text.fit(label, role, half), role, theme.INK_SOFT, (x, y))
                ui.text.draw(surface, value, "body_bold", theme.INK, (x + half + ui.px(80), y), "topright")
                y += line_h
        for opt in self.options:
            if opt.key == self.hint:
                rounded_rect(surface, GOLD, opt.button.rect.inflate(ui.px(12), ui.px(12)), ui.px(10), max(3, ui.px(3)))


class TrickPanel:
    """The last trick (or the deal's log of tricks) shown face up, with who played what."""

    kind = "trick"

    def __init__(self, title_fn, tricks_fn, images, close, game):
        self.title_fn = title_fn
        self.tricks_fn = tricks_fn  # -> list of {"seats", "cards", "winner"}
        self.images = images
        self.game = game
        self.options = [Option("close", lambda: _("Close"), close, style="primary")]
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hint = None
        self.card_h = 0

    @property
    def buttons(self):
        return [o.button for o in self.options]

    def layout(self, ui, lay):
        tricks = self.tricks_fn()
        box = pygame.Rect(lay.modal(0.8, 0.86))
        pad = ui.px(24)
        rows = max(1, len(tricks))
        per_row = max(len(t["cards"]) for t in tricks) if tricks else 4
        btn_h = self.options[0].button.measure(ui)[1]
        name_h = ui.text.line_height("small")
        avail_h = box.h - 2 * pad - ui.text.line_height("title") - btn_h - ui.px(30)
        card_h = min(lay.trick_h, int(avail_h / rows - name_h - ui.px(8)))
        if rows > 1:
            # several tricks per line when there are many: fit the grid
            cols = 1
            while True:
                lines = -(-rows // cols)
                card_h = min(lay.trick_h, int(avail_h / lines - name_h - ui.px(8)))
                width_needed = cols * (per_row * card_h * lay.aspect * 0.62 + card_h * lay.aspect * 0.4 + pad)
                if card_h >= lay.small_h * 0.9 or width_needed > box.w - 2 * pad or cols >= rows:
                    break
                cols += 1
            self.cols = cols
        else:
            self.cols = 1
        self.card_h = max(24, card_h)
        self.rect = box
        btn = self.options[0].button
        btn.fit(ui, box.right - pad, box.bottom - pad, "bottomright")

    def draw(self, surface, ui):
        rect = self.rect
        panel(surface, ui, rect, fill=theme.PAPER, border=theme.RULE_DARK)
        pad = ui.px(24)
        ui.text.draw(surface, self.title_fn(), "title", theme.INK, (rect.x + pad, rect.y + pad))
        tricks = self.tricks_fn()
        from .texts import seat_name

        y0 = rect.y + pad + ui.text.line_height("title") + ui.px(14)
        if not tricks:
            ui.text.draw(surface, _("No trick has been played yet."), "body", theme.INK_SOFT, (rect.x + pad, y0))
            return
        ch = self.card_h
        cw = max(1, round(ch * 0.65))
        name_h = ui.text.line_height("small")
        cols = self.cols
        col_w = (rect.w - 2 * pad) // cols
        single = len(tricks) == 1
        step = cw + ui.px(12) if single else int(cw * 0.62)
        for n, trick in enumerate(tricks):
            col, line = n % cols, n // cols
            x = rect.x + pad + col * col_w
            y = y0 + line * (ch + name_h + ui.px(8))
            if single:
                x = rect.centerx - (step * len(trick["cards"]) - ui.px(12)) // 2
            for i, (seat, card) in enumerate(zip(trick["seats"], trick["cards"])):
                img = self.images.get(card, ch)
                cx = x + i * step
                surface.blit(img, (cx, y))
                if seat == trick["winner"]:
                    rounded_rect(surface, GOLD, pygame.Rect(cx - 2, y - 2, cw + 4, ch + 4), ui.px(6), max(2, ui.px(3)))
                if single:
                    ui.text.draw(surface, ui.text.fit(seat_name(seat), "small", cw), "small",
                                 theme.ACCENT_DARK if seat == trick["winner"] else theme.INK_SOFT,
                                 (cx + cw // 2, y + ch + ui.px(4)), "midtop")
            label = seat_name(trick["winner"]) if trick["winner"] is not None else _("pourri")
            if not single:
                ui.text.draw(surface, ui.text.fit(_("{number}. {name}").format(number=n + 1, name=label), "small",
                                                  col_w - ui.px(8)),
                             "small", theme.INK_SOFT, (x, y + ch + ui.px(2)))
            elif trick["winner"] is None:
                ui.text.draw(surface, _("Pourri: nobody took this trick."), "body", theme.INK,
                             (rect.centerx, y + ch + name_h + ui.px(14)), "midtop")


__all__ = ["DecisionPanel", "Option", "SheetPanel", "TrickPanel"]
