"""The rules of a game: numbered sections, paragraphs and bullets, scrollable.

:class:`RulesView` lays out and draws the rules in any width, so the tables
can show it in their own "Full rules" tab; :class:`RulesScene` is the page.
"""

from __future__ import annotations

import pygame

from ..i18n import N_, _
from . import theme
from .content import ContentError, load_content, load_rules
from .page import Page


class RulesView:
    """The laid-out rules of one game, in content coordinates."""

    def __init__(self, game_id: str):
        self.game_id = game_id
        self.error = None
        self.game = None
        try:
            self.rules = load_rules(game_id)
        except ContentError:
            self.rules = None
            self.error = N_("The rules of this game could not be read.")
        try:
            self.game = load_content().games.get(game_id)
        except ContentError:
            self.game = None
        self.items: list[tuple] = []  # (text, role, colour, x, y)
        self.marks: list[tuple] = []  # bullet dots: (x, y, radius)
        self.rules_lines: list[tuple] = []  # (x0, x1, y)
        self.cards: list[tuple] = []  # pictured cards: (code, x, y, height)
        self.pack = None
        try:
            tradition = load_content().tradition_of_game(game_id)
            self.pack = tradition.pack if tradition is not None else None
        except ContentError:
            self.pack = None
        self.sections_y: list[int] = []
        self.height = 0
        self.width = 0

    def title(self) -> str:
        return _(self.game.name) if self.game else self.game_id.title()

    def layout(self, ui, width: int) -> int:
        """Lay out for ``width`` pixels; returns the content height."""
        self.width = width
        items, marks, lines, anchors, cards = [], [], [], [], []
        body_h = ui.text.line_height("body")
        lead = round(body_h * 1.18)
        y = 0
        items.append((_("Rules"), "small_bold", theme.ACCENT, 0, y))
        y += ui.text.line_height("small_bold") + ui.px(2)
        for text in ui.text.wrap(self.title(), "title", width):
            items.append((text, "title", theme.INK, 0, y))
            y += ui.text.line_height("title")
        if self.game and self.game.subtitle:
            items.append((_(self.game.subtitle), "subtitle", theme.INK_SOFT, 0, y))
            y += ui.text.line_height("subtitle")
        if self.game and self.game.summary:
            y += ui.px(6)
            for text in ui.text.wrap(_(self.game.summary), "small_bold", width):
                items.append((text, "small_bold", theme.INK_SOFT, 0, y))
                y += ui.text.line_height("small_bold")
        y += ui.px(16)
        lines.append((0, width, y))
        y += ui.px(8)
        if self.error:
            items.append((_(self.error), "body", theme.INK, 0, y + ui.px(20)))
            y += ui.px(20) + body_h
        for number, section in enumerate(self.rules.sections if self.rules else (), start=1):
            y += ui.px(26)
            anchors.append(y)
            num = _("{number}.").format(number=number)
            num_w = ui.text.width(num + " ", "heading")
            items.append((num, "heading", theme.ACCENT, 0, y))
            for text in ui.text.wrap(_(section.heading), "heading", width - num_w):
                items.append((text, "heading", theme.INK, num_w, y))
                y += ui.text.line_height("heading")
            y += ui.px(8)
            for block in section.blocks:
                if block.cards:
                    y = self._layout_cards(ui, block.cards, width, y, items, cards)
                elif block.bullet:
                    indent = ui.px(30)
                    first = True
                    for text in ui.text.wrap(_(block.text), "body", width - indent):
                        if first:
                            marks.append((ui.px(12), y + body_h // 2 + ui.px(1), max(2, ui.px(3.2))))
                            first = False
                        items.append((text, "body", theme.INK, indent, y))
                        y += lead
                    y += ui.px(4)
                else:
                    for text in ui.text.wrap(_(block.text), "body", width):
                        items.append((text, "body", theme.INK, 0, y))
                        y += lead
                    y += ui.px(10)
        y += ui.px(30)
        self.items, self.marks, self.rules_lines, self.sections_y = items, marks, lines, anchors
        self.cards = cards
        self.height = y
        return y

    def _layout_cards(self, ui, codes, width, y, items, cards):
        """A row (or rows) of the cards a rule names, as pictures, in the order it names them
        (the named cards carry their names on their own ribbons)."""
        from game import render

        codes = [c for c in codes if self.pack and _drawable(self.pack, c)]
        if not codes:
            return y
        gap = ui.px(14)
        unit_w, unit_h = render.card_size(1000)
        # all in one row where they stay large enough, else in even rows
        one_row = int((width - gap * (len(codes) - 1)) / len(codes) * unit_h / unit_w)
        h = max(96, min(ui.px(170), one_row))
        w = render.card_size(h)[0]
        fits = max(1, min(len(codes), (width + gap) // (w + gap)))
        rows = -(-len(codes) // fits)
        per_row = -(-len(codes) // rows)
        y += ui.px(6)
        for start in range(0, len(codes), per_row):
            row = codes[start:start + per_row]
            x = (width - (len(row) * w + (len(row) - 1) * gap)) // 2
            for code in row:
                cards.append((code, x, y, h))
                x += w + gap
            y += h + gap
        return y + ui.px(4)

    def draw(self, surface, ui, x: int, y: int, clip: pygame.Rect) -> None:
        """Draw with the content's top-left at screen ``(x, y)``; only lines inside ``clip``."""
        top, bottom = clip.top, clip.bottom
        for text, role, colour, dx, dy in self.items:
            sy = y + dy
            if sy > bottom or sy + ui.text.line_height(role) < top:
                continue
            ui.text.draw(surface, text, role, colour, (x + dx, sy))
        if self.cards:
            from game import render

            for code, dx, dy, h in self.cards:
                if y + dy > clip.bottom or y + dy + h < clip.top:
                    continue
                face = render.face(self.pack, code, h)
                area = _clip_area(clip, x + dx, y + dy, face)
                surface.blit(face, (x + dx + area.x, y + dy + area.y), area=area)
        for dx, dy, r in self.marks:
            if top - r <= y + dy <= bottom + r:
                pygame.draw.circle(surface, theme.ACCENT, (x + dx, y + dy), r)
        for x0, x1, dy in self.rules_lines:
            pygame.draw.line(surface, theme.RULE_DARK, (x + x0, y + dy), (x + x1, y + dy), max(1, ui.px(1.2)))


def _drawable(pack, code):
    from game.render.faces import printed_name

    try:
        printed_name(pack, code)
    except (KeyError, ValueError):
        return False
    return True


def _clip_area(clip, x, y, face):
    """The part of ``face`` at (x, y) that lies inside ``clip`` (in the face's coordinates)."""
    shown = pygame.Rect(x, y, *face.get_size()).clip(clip)
    return shown.move(-x, -y)


class RulesScene(Page):
    scrolls = True

    def __init__(self, game_id: str):
        super().__init__()
        self.game_id = game_id
        self.view = RulesView(game_id)
        self.start_button = None

    def build(self):
        from . import tables
        from .widgets import Button

        if not tables.has_table(self.game_id):
            return []
        # the rules end where the game begins
        self.start_button = Button(N_("Start game"), self.start_game, style="primary", key="rules.start")
        return [self.start_button]

    def initial_focus(self):
        # the page opens at its top: the button at the end waits until the reader gets there
        return self.back_button

    def start_game(self):
        from .saved_matches import start_or_ask

        start_or_ask(self, self.game_id)

    def place_name(self) -> str:
        return _("Rules of {game}").format(game=self.view.title())

    def layout_content(self, area) -> None:
        ui = self.ui
        bar_room = ui.px(30)
        width = min(area.w - 2 * bar_room, ui.px(900))
        height = self.view.layout(ui, width)
        left = area.centerx - width // 2
        viewport = pygame.Rect(left, area.y, width, area.h)
        if self.start_button is not None:
            bw, bh = self.start_button.measure(ui)
            self.place_scrolled(self.start_button, pygame.Rect(0, height, bw, bh))
            height += bh + ui.px(30)
        self.set_viewport(viewport, height)

    def handle_key(self, event) -> bool:
        # Reading comes first: arrows and page keys scroll; Tab moves between links.
        if event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN,
                         pygame.K_HOME, pygame.K_END):
            return self.scroller.handle_key(event)
        return False

    def draw_content(self, surface) -> None:
        view = self.scroller.viewport
        self.view.draw(surface, self.ui, view.x, self.scroller.y_to_screen(0), view)
