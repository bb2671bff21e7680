"""The tradition browser (one panel per tradition) and a tradition's page (its games)."""

from __future__ import annotations

import pygame

from ..i18n import N_, _, current_language, ngettext
from . import samples, tables, theme
from .content import ContentError, copy_to_clipboard, load_content, open_in_browser, wikipedia_url
from .emblems import emblem
from .page import Page
from .widgets import Button, Widget, focus_ring, panel


def tradition_meta(tradition) -> str:
    parts = [_(p) for p in (tradition.region, tradition.country) if p]
    if tradition.cards:
        parts.append(ngettext("{n} card", "{n} cards", tradition.cards).format(n=tradition.cards))
    return " · ".join(parts)


# Long enough to read or copy the address by hand.
ADDRESS_NOTICE_SECONDS = 9.0


def address_notice(url: str, copied: bool):
    """The notice naming the article's address (whether or not a browser shows up, the player sees it)."""
    if copied:
        return lambda: _("Opening {address} in your browser. The address is also copied to the clipboard.").format(
            address=url)
    return lambda: _("Opening {address} in your browser.").format(address=url)


def open_wikipedia(app, subject):
    """Open a tradition's or a game's article, in the player's language when there is one.

    Some desktops open no browser and say nothing, so the address is shown and copied as well."""
    url = wikipedia_url(subject.wikipedia, current_language())
    if not url:
        return None
    if app is not None:
        app.notify(address_notice(url, copy_to_clipboard(url)), ADDRESS_NOTICE_SECONDS)
    return open_in_browser(url)


def wikipedia_button(subject, key, role="small_bold", app=None) -> Button:
    button = Button(lambda: _("Wikipedia") + " ↗", lambda: open_wikipedia(app, subject),
                    style="link", role=role, key=key)
    button.visible = bool(subject.wikipedia)
    return button


def fitted_title(ui, text, role, width) -> tuple[str, float]:
    """Shrink a title (to 70 % at most) before cutting it short."""
    scale = 1.0
    while scale > 0.7 and ui.text.width(text, role, scale) > width:
        scale -= 0.04
    return ui.text.fit(text, role, width, scale), scale


class TraditionPanel(Widget):
    """A whole tradition as one large button: sample cards, name, place, description, games."""

    def __init__(self, tradition, games, on_activate, settings):
        super().__init__(on_activate=on_activate, key=f"tradition.{tradition.id}")
        self.tradition = tradition
        self.games = games
        self.settings = settings
        self.link_space = 0
        self.painter = samples.painter_for(tradition.pack)

    def sample_rect(self, ui) -> pygame.Rect:
        pad = ui.px(18)
        h = min(int(self.rect.h * 0.36), ui.px(200))
        return pygame.Rect(self.rect.x + pad, self.rect.y + pad, self.rect.w - 2 * pad, h)

    def draw(self, surface, ui, focused):
        t = self.tradition
        hot = self.hovered or focused
        panel(surface, ui, self.rect, border=theme.ACCENT if hot else theme.RULE)
        sample = self.sample_rect(ui)
        pygame.draw.rect(surface, theme.PAPER_DEEP, sample, border_radius=ui.px(4))
        painter = self.painter
        old = surface.get_clip()
        surface.set_clip(sample.clip(old))
        if painter is not None:
            painter(surface, sample, samples.SampleContext(t.pack, self.settings, self.hovered, focused))
        else:
            art = emblem(t.pack, (sample.w, int(sample.h * 0.92)))
            surface.blit(art, art.get_rect(center=sample.center))
        surface.set_clip(old)
        pad = ui.px(18)
        x, width = self.rect.x + pad, self.rect.w - 2 * pad
        y = sample.bottom + ui.px(14)
        name, scale = fitted_title(ui, _(t.name), "title", width)
        ui.text.draw(surface, name, "title", theme.ACCENT if hot else theme.INK,
                     (x, y + ui.text.line_height("title") - ui.text.line_height("title", scale)), scale=scale)
        y += ui.text.line_height("title") + ui.px(2)
        for line in ui.text.wrap(tradition_meta(t), "small_bold", width):
            ui.text.draw(surface, line, "small_bold", theme.INK_SOFT, (x, y))
            y += ui.text.line_height("small_bold")
        y += ui.px(8)
        bottom = self.rect.bottom - pad - self.link_space
        games_h = ui.text.line_height("small") + ui.px(10)
        for line in ui.text.wrap(_(t.description), "body", width):
            if y + ui.text.line_height("body") > bottom - games_h:
                break
            ui.text.draw(surface, line, "body", theme.INK, (x, y))
            y += ui.text.line_height("body")
        names = " · ".join(_(g.name) for g in self.games)
        label = ngettext("Game: {names}", "Games: {names}", len(self.games)).format(names=names)
        gy = bottom - ui.text.line_height("small")
        pygame.draw.line(surface, theme.RULE, (x, gy - ui.px(8)), (x + width, gy - ui.px(8)), 1)
        ui.text.draw_fit(surface, label, "small", theme.INK_SOFT, (x, gy), width)
        if focused:
            focus_ring(surface, ui, self.rect)


class TraditionBrowser(Page):
    place = N_("Card traditions")
    scrolls = True

    def build(self):
        self.error = None
        self.panels: list[TraditionPanel] = []
        self.links: list[Button] = []
        try:
            content = load_content()
        except ContentError:
            self.error = N_("The card traditions could not be read.")
            return []
        self.content = content
        widgets = []
        for t in content.traditions:
            games = [content.games[g] for g in t.games]
            p = TraditionPanel(t, games, (lambda t=t: self.open_tradition(t)), self.app.settings)
            link = wikipedia_button(t, f"wiki.{t.id}", app=self.app)
            self.panels.append(p)
            self.links.append(link)
            widgets += [p, link]
        return widgets

    def open_tradition(self, tradition) -> None:
        self.push(TraditionPage(tradition.id))

    def layout_content(self, area) -> None:
        ui = self.ui
        intro_h = ui.text.line_height("body") + ui.px(18)
        viewport = pygame.Rect(area.x, area.y + intro_h, area.w, area.h - intro_h)
        self.intro_y = area.y
        n = max(1, len(self.panels))
        gap = ui.metrics.gap
        min_w = ui.px(330)
        cols = max(1, min(n, (viewport.w + gap) // (min_w + gap)))
        rows = -(-n // cols)
        panel_w = (viewport.w - ui.px(22) - gap * (cols - 1)) // cols if rows > 1 else (viewport.w - gap * (cols - 1)) // cols
        panel_w = min(panel_w, ui.px(520))
        panel_h = max(ui.px(400), min(viewport.h - ui.px(8), ui.px(560)))
        total_w = cols * panel_w + gap * (cols - 1)
        left = (viewport.w - total_w) // 2
        link_h = ui.text.line_height("small_bold") + ui.px(8)
        height = rows * panel_h + gap * (rows - 1) + ui.px(8)
        self.set_viewport(viewport, height)
        for i, (p, link) in enumerate(zip(self.panels, self.links)):
            r, c = divmod(i, cols)
            rect = pygame.Rect(left + c * (panel_w + gap), r * (panel_h + gap), panel_w, panel_h)
            p.link_space = link_h + ui.px(6)
            self.place_scrolled(p, rect)
            lw, lh = link.measure(ui)
            pad = ui.px(18)
            self.place_scrolled(link, pygame.Rect(rect.x + pad, rect.bottom - pad - lh, lw, lh))

    def draw_content(self, surface) -> None:
        ui = self.ui
        if self.error:
            ui.text.draw(surface, _(self.error), "body", theme.INK, self.content_rect.topleft)
            return
        old = surface.get_clip()
        surface.set_clip(None)
        ui.text.draw(surface, _("Three living packs of cards and the games still played with them."),
                     "body", theme.INK_SOFT, (self.content_rect.x, self.intro_y))
        surface.set_clip(old)


class GameCard:
    """One game on a tradition page: its texts and its buttons."""

    def __init__(self, page, game):
        self.game = game
        app = page.app
        self.rules = Button(N_("Rules"), lambda: page.open_rules(game.id), style="secondary",
                            key=f"rules.{game.id}")
        self.start = Button(N_("Start game"), lambda: page.start_game(game.id), style="primary",
                            key=f"start.{game.id}")
        self.wiki = wikipedia_button(game, f"wiki.{game.id}", app=app)
        self.rect = pygame.Rect(0, 0, 0, 0)  # content coordinates
        self.wiki_above = False
        self.buttons_first = False  # the buttons under the summary, before the description (a low window)
        self.lines: list[tuple[str, str, tuple, int]] = []  # (text, role, colour, y offset)

    def widgets(self):
        return [self.start, self.rules, self.wiki]

    def measure(self, ui, width, buttons_first=False) -> int:
        """Lay the texts out for ``width``; the card's height.  ``buttons_first`` puts the
        buttons' row under the summary, where a low window shows it without scrolling."""
        self.buttons_first = buttons_first
        pad = ui.px(22)
        inner = width - 2 * pad
        g = self.game
        lines = []
        y = pad
        for text in ui.text.wrap(_(g.name), "title", inner):
            lines.append((text, "title", theme.INK, y))
            y += ui.text.line_height("title")
        if g.subtitle:
            for text in ui.text.wrap(_(g.subtitle), "subtitle", inner):
                lines.append((text, "subtitle", theme.INK_SOFT, y))
                y += ui.text.line_height("subtitle")
        y += ui.px(10)
        if g.summary:
            for text in ui.text.wrap(_(g.summary), "small_bold", inner):
                lines.append((text, "small_bold", theme.ACCENT, y))
                y += ui.text.line_height("small_bold")
            y += ui.px(10)
        button_h = self.rules.measure(ui)[1]
        if buttons_first:
            self.button_y = y + ui.px(4)
            y = self.button_y + button_h + ui.px(16)
        for text in ui.text.wrap(_(g.description), "body", inner):
            lines.append((text, "body", theme.INK, y))
            y += ui.text.line_height("body")
        self.lines = lines
        if buttons_first:
            return y + pad
        self.button_y = y + ui.px(18)
        return self.button_y + button_h + pad


class TraditionPage(Page):
    scrolls = True

    def __init__(self, tradition_id: str):
        super().__init__()
        self.tradition_id = tradition_id

    def place_name(self) -> str:
        return _(self.tradition.name) if getattr(self, "tradition", None) else ""

    def build(self):
        self.error = None
        self.cards: list[GameCard] = []
        try:
            content = load_content()
            self.tradition = content.tradition(self.tradition_id)
        except ContentError:
            self.tradition = None
        if self.tradition is None:
            self.error = N_("This tradition could not be read.")
            return []
        self.cards = [GameCard(self, content.games[g]) for g in self.tradition.games]
        self.wiki = wikipedia_button(self.tradition, "wiki", role="body", app=self.app)
        count = self.tradition.cards
        self.pack_button = Button(lambda: ngettext("See the {count} card", "See all {count} cards", count).format(count=count),
                                  self.open_pack,
                                  style="link", role="body", key="pack")
        widgets = []
        for card in self.cards:
            widgets += card.widgets()
        return [self.pack_button, self.wiki] + widgets

    def open_pack(self) -> None:
        from .gallery import GalleryScene

        self.push(GalleryScene(self.tradition.pack))

    def initial_focus(self):
        for card in self.cards:
            for widget in card.widgets():
                if widget.interactive:
                    return widget
        return super().initial_focus()

    def open_rules(self, game_id: str) -> None:
        from .rules import RulesScene

        self.push(RulesScene(game_id))

    def start_game(self, game_id: str) -> None:
        from .saved_matches import start_or_ask

        start_or_ask(self, game_id)

    def layout_content(self, area) -> None:
        ui = self.ui
        if self.error:
            self.set_viewport(area, 0)
            return
        viewport = pygame.Rect(area.x, area.y, area.w - ui.px(24), area.h)
        gap = ui.metrics.gap
        # Wide windows show the games and the pack side by side; narrower ones put the pack's
        # fan beside the tradition's description.
        self.side_by_side = viewport.w >= ui.px(1150)
        width = min(viewport.w, ui.px(1720) if self.side_by_side else ui.px(1280))
        left = (viewport.w - width) // 2
        if self.side_by_side:
            fan_w = int(width * 0.32)
            main_w = width - fan_w - gap
        else:
            fan_w = min(int(width * 0.34), ui.px(380))
            main_w = width
        y = self._layout_head(left, main_w if self.side_by_side else width - fan_w - gap)
        pw, ph = self.pack_button.measure(ui)
        ww, wh = self.wiki.measure(ui)
        if self.side_by_side:
            self.place_scrolled(self.wiki, pygame.Rect(left, y, ww, wh))
            y += wh + ui.px(22)
        else:
            self.place_scrolled(self.pack_button, pygame.Rect(left, y, pw, ph))
            self.place_scrolled(self.wiki, pygame.Rect(left + pw + ui.px(28), y, ww, wh))
            y += max(wh, ph) + ui.px(22)
            # The fan stands beside the heading, as tall as the heading.
            self.fan_rect = pygame.Rect(left + width - fan_w, 0, fan_w, max(ui.px(90), y - ui.px(22)))
            self.fan_panel = None
        width = main_w
        self._layout_game_cards(left, y, width, gap)
        if self.cards and max(self._button_top(card) for card in self.cards[:1]) > viewport.h - ui.px(16):
            # a low window: each game's buttons come before its description, in view as the page opens
            self._layout_game_cards(left, y, width, gap, buttons_first=True)
        row_h = 0
        for card in self.cards:
            self._place_card_buttons(card)
            row_h = max(row_h, card.rect.bottom)
        bottom = row_h if self.cards else y
        if self.side_by_side:
            bottom = self._layout_pack_panel(pygame.Rect(left + width + gap, 0, fan_w, bottom), pw, ph)
        self.set_viewport(viewport, bottom + ui.px(10))

    def _layout_head(self, left, head_w) -> int:
        """The tradition's name, facts and description; the height they take."""
        ui = self.ui
        y = 0
        self.head = []
        for text in ui.text.wrap(_(self.tradition.name), "title", head_w):
            self.head.append((text, "title", theme.INK, left, y))
            y += ui.text.line_height("title")
        for text in ui.text.wrap(tradition_meta(self.tradition), "small_bold", head_w):
            self.head.append((text, "small_bold", theme.INK_SOFT, left, y))
            y += ui.text.line_height("small_bold")
        y += ui.px(10)
        text_w = min(head_w, ui.px(900))
        for text in ui.text.wrap(_(self.tradition.description), "body", text_w):
            self.head.append((text, "body", theme.INK, left, y))
            y += ui.text.line_height("body")
        return y + ui.px(6)

    def _button_top(self, card) -> int:
        """Where the card's buttons' row ends, in content coordinates."""
        ui = self.ui
        if card.buttons_first:
            return card.rect.y + card.button_y + card.rules.measure(ui)[1]
        return card.rect.bottom - ui.px(22)

    def _layout_game_cards(self, left, y, width, gap, buttons_first=False) -> None:
        """The games' cards in rows from ``y``: side by side when they fit, each row as tall as its tallest."""
        ui = self.ui
        n = max(1, len(self.cards))
        cols = n if width >= n * ui.px(400) else 1
        card_w = (width - gap * (cols - 1)) // cols if cols > 1 else min(width, ui.px(820))
        row_y = y
        for i, card in enumerate(self.cards):
            c = i % cols
            if c == 0 and i:
                row_y += max(cd.rect.h for cd in self.cards[i - cols:i]) + gap
            h = card.measure(ui, card_w, buttons_first)
            # A narrow card gives its Wikipedia link a line of its own above the buttons.
            buttons_w = card.rules.measure(ui)[0] + card.wiki.measure(ui)[0] + ui.px(44 + 28)
            if tables.has_table(card.game.id):
                buttons_w += card.start.measure(ui)[0] + ui.px(14)
            card.wiki_above = buttons_w > card_w
            if card.wiki_above:
                h += card.wiki.measure(ui)[1] + ui.px(6)
            card.rect = pygame.Rect(left + c * (card_w + gap), row_y, card_w, h)
        for i in range(0, len(self.cards), cols):
            row = self.cards[i:i + cols]
            h = max(cd.rect.h for cd in row)
            if buttons_first:
                # the buttons level across the row: the texts under them move down alike
                top = max(cd.button_y for cd in row)
                for cd in row:
                    shift, cd.button_y = top - cd.button_y, top
                    cd.lines = [(t, r, c, dy + shift if dy > top - shift else dy) for t, r, c, dy in cd.lines]
                    cd.rect.h += shift
                h = max(cd.rect.h for cd in row)
            for cd in row:
                cd.rect.h = h

    def _place_card_buttons(self, card) -> None:
        """A game card's Start, Rules and Wikipedia buttons along its bottom."""
        ui = self.ui
        pad = ui.px(22)
        bx = card.rect.x + pad
        rw, rh = card.rules.measure(ui)
        by = card.rect.y + card.button_y if card.buttons_first else card.rect.bottom - pad - rh
        self.place_scrolled(card.rules, pygame.Rect(bx, by, rw, rh))
        card.start.visible = tables.has_table(card.game.id)
        if card.start.visible:
            sw, sh = card.start.measure(ui)
            self.place_scrolled(card.start, pygame.Rect(bx, by, sw, sh))
            bx += sw + ui.px(14)
            self.place_scrolled(card.rules, pygame.Rect(bx, by, rw, rh))
        else:
            card.start.rect = pygame.Rect(0, 0, 0, 0)
        ww, wh = card.wiki.measure(ui)
        if card.wiki_above:
            # its own line: above the buttons, or at the foot of the card when they come first
            wy = card.rect.bottom - pad - wh if card.buttons_first else by - wh - ui.px(6)
        else:
            wy = by + (rh - wh) // 2
        self.place_scrolled(card.wiki, pygame.Rect(card.rect.right - pad - ww, wy, ww, wh))

    def _layout_pack_panel(self, rect, pw, ph) -> int:
        """The pack beside the games: a fan of its cards, its name and the way to all its cards."""
        ui = self.ui
        pad = ui.px(22)
        name_h = ui.text.line_height("heading")
        inner_w = rect.w - 2 * pad
        # Five cards fanned, each showing at least 55 % of its width, fill the panel's width.
        by_width = int(inner_w / (1 + 0.55 * 4) / 0.65 * 1.08)  # cards are about 0.65 as wide as tall
        fan_h = max(ui.px(120), min(ui.px(420), by_width))
        block = fan_h + ui.px(12) + name_h + ph
        rect.h = max(rect.h, 2 * pad + block)
        self.fan_panel = rect
        top = rect.y + (rect.h - block) // 2  # the fan and its caption sit in the middle of the panel
        self.fan_rect = pygame.Rect(rect.x + pad, top, inner_w, fan_h)
        self.pack_name_y = self.fan_rect.bottom + ui.px(12)
        self.place_scrolled(self.pack_button, pygame.Rect(rect.centerx - pw // 2, self.pack_name_y + name_h, pw, ph))
        return rect.bottom

    def draw_content(self, surface) -> None:
        ui = self.ui
        if self.error:
            ui.text.draw(surface, _(self.error), "body", theme.INK, self.content_rect.topleft)
            return
        view = self.scroller.viewport
        for text, role, colour, x, y in self.head:
            ui.text.draw(surface, text, role, colour, (view.x + x, self.scroller.y_to_screen(y)))
        self._draw_pack(surface)
        for card in self.cards:
            rect = self.scroller.to_screen(card.rect)
            if not rect.colliderect(view):
                continue
            panel(surface, ui, rect)
            # A thin accent band marks the top of each game card.
            band = pygame.Rect(rect.x, rect.y, rect.w, max(2, ui.px(4)))
            pygame.draw.rect(surface, theme.ACCENT, band, border_top_left_radius=ui.px(6),
                             border_top_right_radius=ui.px(6))
            pad = ui.px(22)
            for text, role, colour, dy in card.lines:
                ui.text.draw(surface, text, role, colour, (rect.x + pad, rect.y + dy))

    def _draw_pack(self, surface) -> None:
        """The pack's own cards, fanned, with the look settings applied (the emblem without faces)."""
        ui = self.ui
        fan = getattr(self, "fan_rect", None)
        if fan is None:
            return
        view = self.scroller.viewport
        panel_rect = getattr(self, "fan_panel", None)
        if panel_rect is not None:
            shown = self.scroller.to_screen(panel_rect)
            panel(surface, ui, shown)
            name = ui.text.fit(_(self.tradition.name), "heading", shown.w - ui.px(24))
            ui.text.draw(surface, name, "heading", theme.INK,
                         (shown.centerx, self.scroller.y_to_screen(self.pack_name_y)), "midtop")
        rect = self.scroller.to_screen(fan)
        old = surface.get_clip()
        surface.set_clip(rect.clip(view).clip(old))
        painter = samples.painter_for(self.tradition.pack)
        if painter is not None:
            painter(surface, rect, samples.SampleContext(self.tradition.pack, self.app.settings,
                                                         self.pack_button.hovered))
        else:
            art = emblem(self.tradition.pack, (rect.w, int(rect.h * 0.92)))
            surface.blit(art, art.get_rect(center=rect.center))
        surface.set_clip(old)
