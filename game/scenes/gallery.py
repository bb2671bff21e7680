"""The card gallery: every face of a pack, drawn for the size it is shown at.

Open it with ``--gallery PACK`` (a pack id, or a game id: the game's
pack). The three packs are one click apart;
the four-colour and Vienna-index switches are the player's own settings, and
the look sliders (contrast, grain, colour temperature) apply live. Enter or a
click shows a card large; Left/Right step through the pack there, Escape or a
click puts it back.

This module also paints the sample cards of the tradition browser and the
look preview of the settings (:mod:`game.scenes.samples`).
"""

from __future__ import annotations

import pygame

from .. import render
from ..i18n import _, pgettext
from ..render import cards as card_faces
from ..render import packs
from ..render.faces import printed_name, ranks_per_suit
from . import samples, theme
from .controls import Toggle
from .page import Page
from .widgets import Button, Widget, focus_ring, label_text

# The settings' own labels (same msgids as the settings overlay).
FOUR_COLOUR_LABEL = "Four-colour suits"
VIENNA_INDICES_LABEL = "Indices on Vienna cards"
CLOSE_LABEL = "Close"
LOOK_SETTINGS = ("contrast", "grain", "temperature", "four_colour", "show_vienna_indices")


def card_caption(pack, code):
    """The name a card is known by (Monsieur, Charles, Bube...), or ''."""
    name = printed_name(pack, code)
    if not name and code[0] == "A":
        return pgettext("card", "Ace")  # no court: named in the player's language, as at the table
    return name


def pack_name(pack):
    """The pack's printed name in the player's language (its descriptor's name is
    spelt as the traditions data spells it: a msgid of the catalogues)."""
    return _(packs.get(pack).name)


def shows_indices(pack, indices_setting):
    """Whether ``pack``'s faces carry corner indices: always, unless the pack may go without."""
    return indices_setting if packs.get(pack).indices_optional else True


def settings_look(settings):
    """The look settings as ``(name, value)`` pairs (None without settings)."""
    if settings is None:
        return None
    return tuple((name, settings.get(name)) for name in LOOK_SETTINGS)


def check_option(value):
    """The pack ``--gallery PACK`` names (a pack id, or a game's); ValueError for any other value."""
    pack = render.pack_of_game(value) or value
    if pack not in render.pack_ids():
        raise ValueError(f"expected one of {', '.join(render.pack_ids())}, not {value!r}")
    return pack


def from_option(app, value):
    """The first scene for ``--gallery PACK``."""
    try:
        pack = check_option(value)
    except ValueError as exc:
        raise SystemExit(f"cardavia: --gallery {exc}") from None
    return GalleryScene(pack)


# -- sample cards for the tradition browser and the settings preview ----------

def paint_samples(surface, rect, context):
    """A small fan of characteristic cards of ``context.pack`` inside ``rect``."""
    codes = packs.get(context.pack).samples
    n = len(codes)
    lift = max(2, rect.h // 14)
    h = rect.h - lift - render.shadow_margin(rect.h)
    # each card shows at least 45 % of its width; shrink until the fan fits
    while h > 24 and render.card_size(h)[0] * (1 + 0.55 * (n - 1)) > rect.w:
        h -= 2
    if h <= 24:
        return
    w = render.card_size(h)[0]
    step = min(int(w * 0.72), (rect.w - w) // max(1, n - 1))
    x0 = rect.centerx - (w + step * (n - 1)) // 2
    y0 = rect.y + lift + (rect.h - lift - h) // 2
    look = settings_look(context.settings)
    raised = lift if (context.hovered or context.focused) else lift // 3
    for i, code in enumerate(codes):
        # the middle card sits highest, the fan falls away to both sides
        dy = raised - abs(i - (n - 1) / 2) * raised * 0.5
        x, y = x0 + i * step, int(y0 - dy)
        _blit_card(surface, card_faces.face(context.pack, code, h, look=look), x, y, h)


def _blit_card(surface, face, x, y, h):
    m = render.shadow_margin(h)
    surface.blit(render.shadow(h), (x - m + m // 3, y - m + m // 2))
    surface.blit(face, (x, y))


# the sample cards of every registered pack, one added at run time too
samples.register_sample_painter(None, paint_samples)


# -- the gallery ----------------------------------------------------------------

class CardTile(Widget):
    """One card of the grid; activating it shows the card large. The grid is one Tab stop."""

    group = "cards"

    def __init__(self, scene, index):
        super().__init__(on_activate=lambda: scene.open_zoom(index),
                         key=f"card.{scene.codes[index]}")
        self.scene = scene
        self.index = index
        self.code = scene.codes[index]

    def draw(self, surface, ui, focused):
        scene = self.scene
        h = scene.card_h
        lift = ui.px(4) if (self.hovered or focused) else 0
        x, y = self.rect.x, self.rect.y - lift
        _blit_card(surface, scene.face(self.code, h), x, y, h)
        if focused:
            focus_ring(surface, ui, pygame.Rect(x, y, self.rect.w, self.rect.h), ui.px(8))


class BackTile(Widget):
    focusable = False

    def __init__(self, scene):
        super().__init__(key="card.back")
        self.scene = scene

    def draw(self, surface, ui, focused):
        h = self.scene.card_h
        _blit_card(surface, render.back(self.scene.pack, h), self.rect.x, self.rect.y, h)


class SettingSwitch(Toggle):
    """A switch bound to one of the player's settings, labelled like the settings."""

    def __init__(self, scene, name, label):
        super().__init__(lambda: bool(scene.app.settings.get(name)),
                         lambda value, final=True: scene.app.settings.set(name, value, persist=final),
                         key=f"setting.{name}")
        self.label = label

    def draw(self, surface, ui, focused):
        pill_w = ui.px(42)
        super().draw(surface, ui, focused)
        on_off = ui.text.width(_("On") if self.get() else _("Off"), "small")
        x = self.rect.x + pill_w + ui.px(10) + on_off + ui.px(14)
        ui.text.draw(surface, _(self.label), "body", theme.INK, (x, self.rect.centery), "midleft")

    def measure(self, ui):
        text = ui.text.width(_(self.label), "body")
        on_off = max(ui.text.width(_("On"), "small"), ui.text.width(_("Off"), "small"))
        return ui.px(42) + ui.px(24) + on_off + text + ui.px(4), ui.px(34)


class GalleryScene(Page):
    scrolls = True

    def __init__(self, pack=None):
        super().__init__()
        self.pack = pack = pack or packs.default_pack()
        self.codes = render.pack_cards(pack)
        self.card_h = 0
        self.zoom: int | None = None
        self.tiles: list[CardTile] = []
        self._unsubscribe = None

    # -- what the page shows ------------------------------------------------
    def place_name(self):
        return pack_name(self.pack)

    def look(self):
        return settings_look(self.app.settings if self.app else None)

    def face(self, code, height):
        return card_faces.face(self.pack, code, height, look=self.look())

    def build(self):
        self.pack_buttons = [
            Button((lambda p=p: pack_name(p)), (lambda p=p: self.show_pack(p)),
                   style="primary" if p == self.pack else "secondary", key=f"pack.{p}")
            for p in render.pack_ids()]
        self.four_colour = SettingSwitch(self, "four_colour", FOUR_COLOUR_LABEL)
        self.vienna_indices = SettingSwitch(self, "show_vienna_indices", VIENNA_INDICES_LABEL)
        self.vienna_indices.visible = packs.get(self.pack).indices_optional
        self.tiles = [CardTile(self, i) for i in range(len(self.codes))]
        self.back_tile = BackTile(self)
        return [*self.pack_buttons, self.four_colour, self.vienna_indices, *self.tiles,
                self.back_tile]

    def initial_focus(self):
        return self.tiles[0] if self.tiles else super().initial_focus()

    def enter(self):
        super().enter()
        settings = self.app.settings
        if settings is not None:
            self._unsubscribe = settings.subscribe(self._look_changed, set(LOOK_SETTINGS))

    def exit(self):
        if self._unsubscribe is not None:
            self._unsubscribe()
            self._unsubscribe = None

    def _look_changed(self, _name, _value):
        # the whole pack is re-graded at once (a few ms at gallery sizes)
        if self.card_h:
            self._warm()

    def _warm(self):
        grade, four_colour, vienna_indices = card_faces.options(self.look())
        indices = shows_indices(self.pack, vienna_indices)
        render.warm(self.pack, self.card_h, four_colour=four_colour, indices=indices, look=grade)

    def show_pack(self, pack):
        if pack != self.pack:
            self.replace(GalleryScene(pack))

    # -- layout -----------------------------------------------------------------
    def columns(self):
        return ranks_per_suit(self.pack)  # one suit a row

    def layout_content(self, area):
        ui = self.ui
        x = area.x
        for button in self.pack_buttons:
            button.fit(ui, x, area.y, "topleft")
            x = button.rect.right + ui.px(10)
        row_y, row_h = area.y, self.pack_buttons[0].rect.h
        x += ui.px(20)
        for switch in (self.four_colour, self.vienna_indices):
            if not switch.visible:
                switch.rect = pygame.Rect(0, 0, 0, 0)
                continue
            w, h = switch.measure(ui)
            if x + w > area.right:  # a narrow window: the switches take a row of their own
                x, row_y = area.x, row_y + row_h + ui.px(8)
            switch.rect = pygame.Rect(x, row_y + (row_h - h) // 2, w, h)
            x = switch.rect.right + ui.px(20)
        top = row_y + row_h + ui.px(18)
        viewport = pygame.Rect(area.x - ui.px(8), top, area.w + ui.px(16), area.bottom - top)
        cols, rows = self.columns(), 4
        gap = max(ui.px(8), 6)
        pad = ui.px(8)
        width = viewport.w - 2 * pad
        card_w = (width - (cols - 1) * gap) // cols
        by_width = int(card_w / 0.65)
        by_height = (viewport.h - 2 * pad - (rows - 1) * gap) // rows
        self.card_h = max(64, min(by_width, by_height) if by_height >= 96 else by_width)
        w, h = render.card_size(self.card_h)
        grid_w = cols * w + (cols - 1) * gap
        left = pad + (width - grid_w) // 2
        for i, tile in enumerate(self.tiles):
            row, col = divmod(i, cols)
            self.place_scrolled(tile, pygame.Rect(left + col * (w + gap), pad + row * (h + gap), w, h))
        back_y = pad + rows * (h + gap) + gap
        self.place_scrolled(self.back_tile, pygame.Rect(left, back_y, w, h))
        self.set_viewport(viewport, back_y + h + pad + render.shadow_margin(self.card_h))
        self._warm()

    # -- the card shown large ---------------------------------------------------
    def open_zoom(self, index):
        self.zoom = index

    def close_zoom(self):
        if self.zoom is not None:
            self.controls.focus_on(self.tiles[self.zoom])
        self.zoom = None

    def zoom_height(self):
        w, h = self.size
        top = self.header_rect.bottom
        return max(120, min(int((h - top) * 0.8), int(w * 0.8 / 0.65)))

    def _up_from_top_row(self) -> bool:
        """Up from the grid's first row goes to the pack tabs and switches above it, never past them."""
        here = self.controls.focus
        if not isinstance(here, CardTile) or any(t.rect.bottom <= here.rect.top for t in self.tiles):
            return False
        row = [w for w in (*self.pack_buttons, self.four_colour, self.vienna_indices) if w.interactive]
        if not row:
            return False
        lowest = max(row, key=lambda w: w.rect.centery)  # the line right above the cards (switches may wrap)
        near = [w for w in row if abs(w.rect.centery - lowest.rect.centery) <= lowest.rect.h // 2]
        self.controls.focus_on(min(near, key=lambda w: abs(w.rect.centerx - here.rect.centerx)))
        return True

    def handle_event(self, event):
        if self.zoom is None:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_UP and self._up_from_top_row():
                return True
            return super().handle_event(event)
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_LEFT, pygame.K_UP, pygame.K_PAGEUP):
                self.zoom = (self.zoom - 1) % len(self.codes)
            elif event.key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_PAGEDOWN, pygame.K_TAB):
                self.zoom = (self.zoom + 1) % len(self.codes)
            elif event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.close_zoom()
            else:
                return False
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.close_zoom()
            return True
        if event.type == pygame.MOUSEWHEEL:
            step = -1 if event.y > 0 else 1
            self.zoom = (self.zoom + step) % len(self.codes)
            return True
        # the large card is modal: nothing reaches the grid below it
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.KEYUP)

    def draw(self, surface):
        super().draw(surface)
        if self.zoom is not None:
            self._draw_zoom(surface)

    def _draw_zoom(self, surface):
        ui = self.ui
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill(theme.BACKDROP)
        surface.blit(veil, (0, 0))
        code = self.codes[self.zoom]
        h = self.zoom_height()
        w = render.card_size(h)[0]
        top = self.header_rect.bottom
        x = (self.size[0] - w) // 2
        y = top + (self.size[1] - top - h) // 2 - ui.px(14)
        _blit_card(surface, self.face(code, h), x, y, h)
        caption = card_caption(self.pack, code)
        hint = "‹ " + caption + " ›" if caption else "‹ ›"
        ui.text.draw(surface, hint, "body_bold", theme.PAPER_LIGHT,
                     (self.size[0] // 2, y + h + ui.px(18)), "midtop")
        close = label_text(lambda: _(CLOSE_LABEL))
        ui.text.draw(surface, close + "  (Esc)", "small", theme.PAPER_DEEP,
                     (self.size[0] - ui.metrics.margin, top + ui.px(14)), "topright")

    def draw_content(self, surface):
        pass


__all__ = ["GalleryScene", "card_caption", "from_option", "paint_samples"]
