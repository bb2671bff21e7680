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
from .hud import GOLD, suit_colour


class Option:
    """One choice of a panel: what it does and how it reads."""

    def __init__(self, key, label, on_activate, style="secondary", group="main"):
        self.key = key
        self.button = Button(label, on_activate, style=style, key=key)
        self.group = group  # a sheet's buttons that do not fit one row are split by group


class DecisionPanel:
    """A prompt and a row (or rows) of choices, just above the hand, and
    under them an optional note: what the choices mean."""

    kind = "decision"

    def __init__(self, prompt, options, note=None, low=False):
        self.prompt = prompt  # callable returning the text
        self.options = options
        self.note = note  # callable returning the note's text or None
        self.low = low  # no card can be raised under it meanwhile
        self.note_lines = []
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hint = None  # key of a hinted option
        self.reason = ""  # a line under the choices: the hint's reason

    @property
    def buttons(self):
        return [o.button for o in self.options]

    def _reason_h(self, ui):
        return ui.text.line_height("body_bold") + ui.px(8) if self.reason else 0

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
                    [ui.text.width(self.prompt(), "heading"), ui.text.width(self.reason, "body_bold")]) + 2 * pad
        height = pad + prompt_h + ui.px(10) + len(rows) * btn_h + (len(rows) - 1) * gap + pad + self._reason_h(ui)
        # while a hint's reason shows, it takes the note's place: the panel keeps its size
        note = self.note() if self.note is not None and not self.reason else None
        self.note_lines = []
        if note:
            # one line where the table's middle allows, so the panel grows as little as it can
            room = max(width - 2 * pad, max_w)
            width = max(width, min(room, ui.text.width(note, "small")) + 2 * pad)
            self.note_lines = ui.text.wrap(note, "small", width - 2 * pad)
            height += ui.px(8) + len(self.note_lines) * ui.text.line_height("small")
        box = lay.panel(width, height, low=self.low)
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
        below = max((o.button.rect.bottom for o in self.options), default=self.rect.y)
        if self.reason:
            reason = ui.text.fit(self.reason, "body_bold", self.rect.w - ui.px(24))
            ui.text.draw(surface, reason, "body_bold", theme.ACCENT_DARK, (self.rect.centerx, below + ui.px(8)),
                         "midtop")
            below += self._reason_h(ui)
        for opt in self.options:
            if opt.key == self.hint:
                glow = opt.button.rect.inflate(ui.px(12), ui.px(12))
                rounded_rect(surface, GOLD, glow, ui.px(10), max(3, ui.px(3)))
        if self.note_lines:
            y = below + ui.px(8)
            step = ui.text.line_height("small")
            for line in self.note_lines:
                ui.text.draw(surface, line, "small", theme.INK_SOFT, (self.rect.centerx, y), "midtop")
                y += step


class GridPanel(DecisionPanel):
    """A decision panel whose choices stand in a grid: a label at the head of each row and
    compact cells (an auction's values in each suit), the cells not open now dimmed; the
    panel's other choices in a row under it.  Arrows move through the grid as they look."""

    def __init__(self, prompt, rows, rest, note=None, low=False):
        self.rows = [(label, [o for o in cells]) for label, cells in rows]  # (label, [Option])
        self.cells = [o for _label, cells in self.rows for o in cells]
        super().__init__(prompt, self.cells + list(rest), note=note, low=low)
        self.label_w = 0
        self.role = "button"
        self.short = False
        self.avoid = []  # boxes the panel leaves in view where it can (the seats' notes), set before layout

    def _rest(self):
        cells = set(map(id, self.cells))
        return [o for o in self.options if id(o) not in cells]

    def neighbour(self, button, dx, dy):
        """The open choice an arrow leads to from ``button``: the next along its row, else the
        nearest open one in the row above or below (the grid's rows, then the other choices);
        None at the grid's edge."""
        lines = [[o.button for o in cells] for _label, cells in self.rows] + [[o.button for o in self._rest()]]
        row = next((i for i, line in enumerate(lines) if button in line), None)
        if row is None:
            return None
        x = button.rect.centerx
        if dx:
            ahead = [b for b in lines[row] if b.interactive and (b.rect.centerx - x) * dx > 0]
            return min(ahead, key=lambda b: abs(b.rect.centerx - x), default=None)
        r = row + dy
        while 0 <= r < len(lines):
            open_ = [b for b in lines[r] if b.interactive]
            if open_:
                return min(open_, key=lambda b: abs(b.rect.centerx - x))
            r += dy
        return None

    @staticmethod
    def _label(label, short):
        """A row's label: its words, or (``short``) its short form where a row label is a pair."""
        words = label()
        if isinstance(words, (tuple, list)):
            return words[1] if short else words[0]
        return words

    def _grid_size(self, ui, role, short):
        for opt in self.cells:
            opt.button.role = role
        # each column as wide as its widest cell (a column of words beside columns of numbers), at least
        # as wide as most
        n = max(len(cells) for _label, cells in self.rows)
        margin = ui.px(20 if role == "button" else 14)
        cell_w = [max(ui.text.width(cells[i].button.text, role) for _label, cells in self.rows if i < len(cells))
                  + margin for i in range(n)]
        common = sorted(cell_w)[n // 2]  # short columns take the common width: the grid stays even
        cell_w = [max(w, common) for w in cell_w]
        cell_h = ui.text.line_height(role) + ui.px(12 if role == "button" else 8)
        label_w = max(ui.text.width(self._label(label, short), "body_bold") for label, _cells in self.rows) + ui.px(12)
        gap = ui.px(5 if role == "button" else 3)
        return label_w, cell_w, cell_h, gap, label_w + sum(cell_w) + (n - 1) * gap

    #: the sizes tried, largest first: whole row labels, their short forms, then smaller cells
    SIZES = (("button", False), ("button", True), ("body", True), ("small", True))

    def layout(self, ui, lay):
        """The largest words that fit the middle and leave the seats' notes (``avoid``) in view."""
        max_w = lay.panel_max_w - 2 * ui.px(16)
        fitting = [size for size in self.SIZES if self._grid_size(ui, *size)[4] <= max_w] or [self.SIZES[-1]]
        for size in fitting:
            self._place(ui, lay, *size)
            if not any(self.rect.colliderect(pygame.Rect(box)) for box in self.avoid):
                return

    def _place(self, ui, lay, role, short):
        pad, gap = ui.px(16), ui.px(10)
        max_w = lay.panel_max_w - 2 * pad
        label_w, cell_w, cell_h, cell_gap, grid_w = self._grid_size(ui, role, short)
        self.role, self.label_w, self.short = role, label_w, short
        rest = self._rest()
        sizes = [o.button.measure(ui) for o in rest]
        rest_w = sum(min(w, max_w) for w, _h in sizes) + gap * max(0, len(sizes) - 1)
        rest_h = max((h for _w, h in sizes), default=0)
        prompt_h = ui.text.line_height("heading")
        width = max(grid_w, rest_w, ui.text.width(self.prompt(), "heading"),
                    ui.text.width(self.reason, "body_bold")) + 2 * pad
        rows_h = len(self.rows) * cell_h + (len(self.rows) - 1) * cell_gap
        height = pad + prompt_h + ui.px(10) + rows_h + (gap + rest_h if rest else 0) + pad + self._reason_h(ui)
        note = self.note() if self.note is not None and not self.reason else None
        self.note_lines = []
        if note:
            # the note wraps to the grid's width rather than widen the panel over the seats' notes
            self.note_lines = ui.text.wrap(note, "small", width - 2 * pad)
            height += ui.px(8) + len(self.note_lines) * ui.text.line_height("small")
        self.rect = pygame.Rect(lay.panel(width, height, low=self.low))
        x0 = self.rect.centerx - grid_w // 2 + label_w
        y = self.rect.y + pad + prompt_h + ui.px(10)
        for _label, cells in self.rows:
            x = x0
            for opt, w in zip(cells, cell_w):
                opt.button.rect = pygame.Rect(x, y, w, cell_h)
                x += w + cell_gap
            y += cell_h + cell_gap
        y += gap - cell_gap
        x = self.rect.centerx - rest_w // 2
        for opt, (w, _h) in zip(rest, sizes):
            opt.button.rect = pygame.Rect(x, y, min(w, max_w), rest_h)
            x += min(w, max_w) + gap

    def draw(self, surface, ui):
        super().draw(surface, ui)
        for label, cells in self.rows:
            if not cells:
                continue
            first = cells[0].button.rect
            text = ui.text.fit(self._label(label, self.short), "body_bold", self.label_w - ui.px(8))
            words = label()
            # a row of a suit (a label's third part) is in the suit's colour, as its cards are printed
            colour = suit_colour(words[2], light=False) if isinstance(words, (tuple, list)) and len(words) > 2 \
                else theme.INK
            ui.text.draw(surface, text, "body_bold", colour, (first.x - ui.px(8), first.centery), "midright")


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
        self._widths = None  # the table's column widths, set by layout

    @property
    def buttons(self):
        return [o.button for o in self.options]

    def refresh(self):
        self.sheet = self.sheet_fn()

    def layout(self, ui, lay):
        self.refresh()
        modal = pygame.Rect(lay.modal())
        areas = [pygame.Rect(a) for a in lay.sheet_areas()]
        # clear of the plates and won piles when the sheet fits there, over them otherwise
        rooms = []
        for area in areas:
            free = pygame.Rect(0, 0, min(modal.w, area.w), area.h)
            free.center = area.center
            rooms += [free, area]
        # over them, the whole height beside the player's plate when the buttons need the width
        play, m = pygame.Rect(lay.play), lay.margin
        wide = (pygame.Rect(areas[0].x, play.y + m, areas[0].w, play.h - 2 * m) if areas
                else pygame.Rect(lay.modal(w_frac=1.0)))
        for box in rooms + [modal, wide]:
            fitted = self._fit(ui, box)
            if fitted is not None:
                break
        else:
            box = wide
        role, lines, h, rows, widths, one_h, self._widths = fitted or self._fit(ui, wide, force=True)
        self.role = role
        self._lines = lines
        pad = ui.px(28)
        gap = ui.px(12)
        self.rect = pygame.Rect(0, 0, box.w, min(box.h, h))
        self.rect.center = box.center
        # the first buttons on the bottom row, right-aligned; any that do not fit go above
        for r, row in enumerate(rows):
            x = self.rect.right - pad
            y = self.rect.bottom - pad - one_h - r * (one_h + gap)
            for i in reversed(row):
                self.options[i].button.rect = pygame.Rect(x - widths[i], y, widths[i], one_h)
                x -= widths[i] + gap

    def _fit(self, ui, box, force=False):
        """The text size, lines and height of the sheet in ``box`` (None if it does not fit).

        A box fits when every heading, cell and button reads whole, the buttons stand
        in at most two rows and the height is enough; ``force`` takes the best there is.
        """
        pad = ui.px(28)
        inner = box.w - 2 * pad
        one_h = max((o.button.measure(ui)[1] for o in self.options), default=0)
        gap = ui.px(12)
        groups = [o.group for o in self.options]
        widths = [min(o.button.measure(ui)[0], inner) for o in self.options]
        rows = _button_rows(widths, inner, gap, groups)
        if len(rows) > 2:
            # a long language: the buttons lose some of their side margins (the words stay whole)
            # rather than take a third row
            trim = ui.px(20)
            widths = [min(o.button.measure(ui)[0] - trim, inner) for o in self.options]
            rows = _button_rows(widths, inner, gap, groups)
        btn_h = len(rows) * one_h + (len(rows) - 1) * gap if self.options else 0
        if not force and (len(rows) > 2 or ui.text.width(self.sheet.title, "title", 0.85) > inner):
            return None
        # pick the largest text that fits, smaller for a small window
        for role in ("body", "small"):
            lines = []
            for line in self.sheet.lines:
                lines.extend(ui.text.wrap(line, role, inner))
            h = self._height(ui, role, len(lines), btn_h, pad)
            columns = self._column_widths(ui, role, inner)
            if h <= box.h and columns is not None:
                return role, lines, h, rows, widths, one_h, columns
        if not force:
            return None
        columns = self._column_widths(ui, role, inner) or self._column_widths(ui, role, inner, squeeze=True)
        return role, lines, h, rows, widths, one_h, columns

    def _column_widths(self, ui, role, inner, squeeze=False):
        """Widths of the table's columns in ``inner``: each as wide as its heading and
        cells need, the room left shared out; None when they do not all fit
        (``squeeze`` shares ``inner`` out in proportion instead)."""
        s = self.sheet
        n = len(s.columns)
        if not s.rows or not n:
            return []
        gap = ui.px(14)
        needs = []
        for i, col in enumerate(s.columns):
            cells = [ui.text.width(row[i], role) for row in s.rows if i < len(row)]
            needs.append(max([ui.text.width(col.upper(), "small_bold", 0.85)] + cells) + gap)
        total = sum(needs)
        if total > inner:
            if not squeeze:
                return None
            return [inner * need / total for need in needs]
        extra = inner - total
        if n == 1:
            return [inner]
        # the names' column takes part of the room left, the figures the rest
        return [needs[0] + extra * 0.35] + [need + extra * 0.65 / (n - 1) for need in needs[1:]]

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

    def _columns(self, x, inner):
        """Left edge of the first column, right edges of the others; the widths."""
        widths = self._widths or self._column_widths_even(inner)
        xs, edge = [x], x + widths[0]
        for w in widths[1:]:
            edge += w
            xs.append(int(edge))
        return xs, widths[0], widths

    def _column_widths_even(self, inner):
        n = len(self.sheet.columns)
        first_w = inner * (0.40 if n > 2 else 0.6)
        return [first_w] + [(inner - first_w) / max(1, n - 1)] * (n - 1)

    def _last_column_x(self, x, inner):
        xs, _first, _col = self._columns(x, inner)
        return int(xs[-1])

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
        ui.text.draw_fit(surface, s.title, "title", colour, (x, y), inner)
        y += ui.text.line_height("title") + ui.px(4)
        if s.subtitle:
            ui.text.draw_fit(surface, s.subtitle, "subtitle", theme.INK_SOFT, (x, y), inner)
            y += ui.text.line_height("subtitle")
        y += ui.px(14)
        role = self.role
        line_h = ui.text.line_height(role)
        bottom = min((o.button.rect.y for o in self.options), default=rect.bottom - pad) - ui.px(12)
        if s.rows:
            xs, first_w, col_ws = self._columns(x, inner)
            for i, col in enumerate(s.columns):
                anchor = "topleft" if i == 0 else "topright"
                ui.text.draw_fit(surface, col.upper(), "small_bold", theme.INK_SOFT, (xs[i], y),
                                 int(col_ws[i]) - ui.px(6), anchor)
            y += ui.text.line_height("small_bold") + ui.px(6)
            for r, row in enumerate(s.rows):
                band = pygame.Rect(x - ui.px(8), y - ui.px(3), inner + ui.px(16), line_h + ui.px(6))
                if r in s.highlight:
                    rounded_rect(surface, theme.ACCENT_WASH, band, ui.px(4))
                pygame.draw.line(surface, theme.PAPER_DEEP, band.bottomleft, band.bottomright, 1)
                for i, cell in enumerate(row):
                    anchor = "topleft" if i == 0 else "topright"
                    width = int(col_ws[i]) - ui.px(6)
                    ui.text.draw_fit(surface, cell, role, theme.INK, (xs[i], y), width, anchor)
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
            # the totals' numbers stand under the table's last column, where that deal's scores are
            value_x = self._last_column_x(x, inner) if s.rows else x + inner
            for label, value in s.totals:
                if y + line_h > bottom:
                    break
                value_w = ui.text.width(value, role + "_bold")
                ui.text.draw_fit(surface, label, role, theme.INK_SOFT, (x, y), value_x - value_w - x - ui.px(12))
                ui.text.draw(surface, value, role + "_bold", theme.INK, (value_x, y), "topright")
                y += line_h
        for opt in self.options:
            if opt.key == self.hint:
                rounded_rect(surface, GOLD, opt.button.rect.inflate(ui.px(12), ui.px(12)), ui.px(10), max(3, ui.px(3)))


def _button_rows(widths, inner, gap, groups=None):
    """Indices of the buttons per row, bottom row first, each row at most ``inner`` wide.

    One row when they all fit; otherwise each group (in order of first use) starts a
    row of its own, unless that takes more than two rows where the buttons would
    stand in two rows side by side.
    """
    groups = groups or ["main"] * len(widths)
    if sum(widths) + gap * (len(widths) - 1) <= inner:
        return [list(range(len(widths)))] if widths else []
    rows = []
    for group in dict.fromkeys(groups):
        rows += _flow([i for i in range(len(widths)) if groups[i] == group], widths, inner, gap)
    if len(rows) > 2:
        flowed = _flow(list(range(len(widths))), widths, inner, gap)
        if len(flowed) < len(rows):
            return flowed
    return rows


def _flow(indices, widths, inner, gap):
    rows, row, used = [], [], 0
    for i in indices:
        if row and used + gap + widths[i] > inner:
            rows.append(row)
            row, used = [], 0
        used += (gap if row else 0) + widths[i]
        row.append(i)
    if row:
        rows.append(row)
    return rows


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
        self.cols = 1

    @property
    def buttons(self):
        return [o.button for o in self.options]

    def layout(self, ui, lay):
        tricks = self.tricks_fn()
        pad = ui.px(24)
        gap = ui.px(12)
        btn = self.options[0].button
        btn_w, btn_h = btn.measure(ui)
        title_h = ui.text.line_height("title")
        name_h = ui.text.line_height("small")
        limit = pygame.Rect(lay.modal(0.9, 0.9))
        per = max((len(t["cards"]) for t in tricks), default=4)
        if len(tricks) <= 1:
            # one trick: the cards side by side at the size they had on the table
            self.cols = 1
            self.card_h = lay.trick_h
            cw = round(self.card_h * lay.aspect)
            body_w = per * cw + (per - 1) * gap
            body_h = self.card_h + name_h + ui.px(6) + ui.text.line_height("body") + gap
        else:
            # the log: a grid of small fans, as many per row as fit
            avail_w = limit.w - 2 * pad
            avail_h = limit.h - 2 * pad - title_h - btn_h - 3 * gap
            best = None
            for cols in range(1, len(tricks) + 1):
                rows = -(-len(tricks) // cols)
                h_card = (avail_h / rows) - name_h - ui.px(10)
                cw = h_card * lay.aspect
                fan_w = cw * (1 + 0.55 * (per - 1))
                if cols * fan_w + (cols - 1) * gap * 2 > avail_w:
                    h_card = min(h_card, (avail_w - (cols - 1) * gap * 2) / cols / (lay.aspect * (1 + 0.55 * (per - 1))))
                h_card = min(h_card, lay.trick_h)
                if best is None or h_card > best[0]:
                    best = (h_card, cols)
            self.card_h, self.cols = max(20, int(best[0])), best[1]
            cw = round(self.card_h * lay.aspect)
            fan_w = int(cw * (1 + 0.55 * (per - 1)))
            rows = -(-len(tricks) // self.cols)
            body_w = self.cols * fan_w + (self.cols - 1) * gap * 2
            body_h = rows * (self.card_h + name_h + ui.px(10))
        if not tricks:
            body_w, body_h = ui.text.width(_("No trick has been played yet."), "body"), ui.text.line_height("body")
        w = max(body_w, ui.text.width(self.title_fn(), "title"), btn_w) + 2 * pad
        h = pad + title_h + gap + body_h + gap + btn_h + pad
        self.rect = pygame.Rect(0, 0, min(w, limit.w), min(h, limit.h))
        self.rect.center = limit.center
        btn.fit(ui, self.rect.right - pad, self.rect.bottom - pad, "bottomright")

    def draw(self, surface, ui):
        from .texts import by_seat, seat_name

        rect = self.rect
        panel(surface, ui, rect, fill=theme.PAPER, border=theme.RULE_DARK)
        pad = ui.px(24)
        gap = ui.px(12)
        ui.text.draw(surface, self.title_fn(), "title", theme.INK, (rect.x + pad, rect.y + pad))
        tricks = self.tricks_fn()
        y0 = rect.y + pad + ui.text.line_height("title") + gap
        if not tricks:
            ui.text.draw(surface, _("No trick has been played yet."), "body", theme.INK_SOFT, (rect.x + pad, y0))
            return
        ch = self.card_h
        cw = max(1, round(ch * 0.65))
        name_h = ui.text.line_height("small")
        if len(tricks) == 1:
            trick = tricks[0]
            n = len(trick["cards"])
            x0 = rect.centerx - (n * cw + (n - 1) * gap) // 2
            for i, (seat, card) in enumerate(zip(trick["seats"], trick["cards"])):
                cx = x0 + i * (cw + gap)
                surface.blit(self.images.get(card, ch), (cx, y0))
                won = seat == trick["winner"]
                if won:
                    rounded_rect(surface, GOLD, pygame.Rect(cx - 3, y0 - 3, cw + 6, ch + 6), ui.px(7), max(2, ui.px(3)))
                ui.text.draw(surface, ui.text.fit(seat_name(seat), "small_bold" if won else "small", cw + gap),
                             "small_bold" if won else "small", theme.ACCENT_DARK if won else theme.INK_SOFT,
                             (cx + cw // 2, y0 + ch + ui.px(4)), "midtop")
            y = y0 + ch + name_h + ui.px(10)
            if trick["winner"] is None:
                text = _("Pourri: nobody took this trick.")
            else:
                text = by_seat(trick["winner"], _("You took this trick."), _("{name} took this trick."))
            ui.text.draw(surface, text, "body", theme.INK, (rect.centerx, y), "midtop")
            return
        per = max(len(t["cards"]) for t in tricks)
        step = int(cw * 0.55)
        fan_w = cw + step * (per - 1)
        for k, trick in enumerate(tricks):
            col, line = k % self.cols, k // self.cols
            x = rect.x + pad + col * (fan_w + 2 * gap)
            y = y0 + line * (ch + name_h + ui.px(10))
            for i, (seat, card) in enumerate(zip(trick["seats"], trick["cards"])):
                cx = x + i * step
                surface.blit(self.images.get(card, ch), (cx, y))
                if seat == trick["winner"]:
                    rounded_rect(surface, GOLD, pygame.Rect(cx - 2, y - 2, cw + 4, ch + 4), ui.px(5), max(2, ui.px(2)))
            label = seat_name(trick["winner"]) if trick["winner"] is not None else _("pourri")
            ui.text.draw(surface, ui.text.fit(_("{number}. {name}").format(number=k + 1, name=label), "small", fan_w),
                         "small", theme.INK_SOFT, (x, y + ch + ui.px(2)))


__all__ = ["DecisionPanel", "GridPanel", "Option", "SheetPanel", "TrickPanel"]
