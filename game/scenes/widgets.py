"""Widgets: buttons and links, and the base class for every control.

A widget knows its ``rect`` (screen coordinates, set by the scene's layout),
whether it is ``enabled``/``visible``, and how to draw itself with the app's
:class:`~game.scenes.ui_text.UI`. Labels are message ids (mark them with
``N_``) translated when drawn, or callables returning the text, so a language
switch needs no rebuild. Keyboard focus and mouse handling live in
:class:`~game.scenes.focus.Controls`.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ..i18n import _
from . import theme

Label = str | Callable[[], str]


def label_text(label: Label | None) -> str:
    if label is None:
        return ""
    return label() if callable(label) else _(label)


def rounded_rect(surface, colour, rect, radius: int, width: int = 0) -> None:
    pygame.draw.rect(surface, colour, rect, width, border_radius=max(0, radius))


def focus_ring(surface, ui, rect: pygame.Rect, radius: int | None = None) -> None:
    """The one focus ring every control uses: an accent outline just outside ``rect``."""
    pad = ui.px(4)
    ring = rect.inflate(pad * 2, pad * 2)
    rounded_rect(surface, theme.ACCENT, ring, ui.px(8) if radius is None else radius, max(2, ui.px(2.5)))


def panel(surface, ui, rect: pygame.Rect, fill=theme.PAPER_LIGHT, border=theme.RULE, shadow=True) -> None:
    """A raised sheet of paper: soft offset shadow, fill and a hairline border."""
    radius = ui.px(6)
    if shadow:
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        rounded_rect(shade, (*theme.SHADOW, 46), shade.get_rect(), radius)
        off = max(1, ui.px(3))
        surface.blit(shade, rect.move(off, off))
    rounded_rect(surface, fill, rect, radius)
    rounded_rect(surface, border, rect, radius, max(1, ui.px(1.2)))


class Widget:
    """Base class: geometry, state and the hooks :class:`Controls` calls."""

    focusable = True
    # Widgets sharing a group (a grid of cards) are one Tab stop; the arrows move inside it.
    group: str | None = None

    def __init__(self, *, on_activate: Callable[[], None] | None = None, enabled=True, key=None):
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.clip: pygame.Rect | None = None
        self.on_activate = on_activate
        self.enabled = enabled
        self.visible = True
        self.hovered = False
        self.key = key

    @property
    def interactive(self) -> bool:
        return self.visible and self.enabled and self.rect.w > 0 and self.rect.h > 0

    def hit(self, pos) -> bool:
        if not self.visible or not self.rect.collidepoint(pos):
            return False
        return self.clip is None or self.clip.collidepoint(pos)

    def activate(self) -> None:
        if self.enabled and self.on_activate is not None:
            self.on_activate()

    # Left/Right on a focused widget: True if the widget used the key.
    def adjust(self, step: int) -> bool:
        return False

    # Mouse press. False: a plain click, activated on release over the widget.
    # True: the widget handled the press itself and receives drag()/release().
    def press(self, pos, ui) -> bool:
        return False

    def drag(self, pos, ui) -> None:
        pass

    def release(self, pos, ui) -> None:
        pass

    def draw(self, surface: pygame.Surface, ui, focused: bool) -> None:
        raise NotImplementedError


class Button(Widget):
    """A labelled button. Styles: ``primary``, ``secondary``, ``menu``, ``link``, ``header``."""

    def __init__(self, label: Label, on_activate=None, *, style="secondary", role=None,
                 detail: Label | None = None, enabled=True, key=None):
        super().__init__(on_activate=on_activate, enabled=enabled, key=key)
        self.label = label
        self.style = style
        self.detail = detail
        self.role = role or {"menu": "subtitle", "link": "body", "header": "body"}.get(style, "button")

    @property
    def text(self) -> str:
        return label_text(self.label)

    def detail_text(self) -> str:
        return label_text(self.detail) if self.detail is not None and self.enabled else ""

    def measure(self, ui) -> tuple[int, int]:
        """The natural size of this button at the current window size."""
        w, h = ui.text.size(self.text, self.role)
        if self.style in ("primary", "secondary"):
            return w + ui.px(44), h + ui.px(18)
        if self.style == "menu":
            detail = self.detail_text()
            if detail:  # a second, smaller line under the label keeps the label centred
                w = max(w, ui.text.width(detail, "small"))
                h += ui.text.line_height("small")
            return w + ui.px(24), h + ui.px(12)
        return w + ui.px(8), h + ui.px(6)

    def fit(self, ui, x: int, y: int, anchor="topleft") -> pygame.Rect:
        """Size to :meth:`measure` and place at ``(x, y)`` with ``anchor``."""
        self.rect = pygame.Rect((0, 0), self.measure(ui))
        setattr(self.rect, anchor, (x, y))
        return self.rect

    def colours(self):
        hot = self.hovered and self.enabled
        if self.style == "primary":
            if not self.enabled:
                return theme.PAPER_DEEP, theme.INK_FAINT, theme.RULE
            return (theme.ACCENT_DARK if hot else theme.ACCENT), theme.PAPER_LIGHT, None
        if self.style == "secondary":
            if not self.enabled:
                return theme.PAPER, theme.INK_FAINT, theme.RULE
            return (theme.ACCENT_WASH if hot else theme.PAPER_LIGHT), (theme.ACCENT_DARK if hot else theme.INK), (
                theme.ACCENT if hot else theme.RULE_DARK)
        if not self.enabled:
            return None, theme.INK_FAINT, None
        if self.style == "link":
            return None, (theme.ACCENT_DARK if hot else theme.ACCENT), None
        if self.style == "header":
            return None, (theme.ACCENT if hot else theme.INK_SOFT), None
        return None, (theme.ACCENT if hot else theme.INK), None

    def draw(self, surface, ui, focused):
        if not self.visible:
            return
        fill, ink, border = self.colours()
        radius = ui.px(6)
        if fill is not None:
            rounded_rect(surface, fill, self.rect, radius)
        if border is not None:
            rounded_rect(surface, border, self.rect, radius, max(1, ui.px(1.2)))
        boxed = self.style in ("primary", "secondary")
        room = self.rect.w - (ui.px(16) if boxed else ui.px(4))
        room = max(ui.px(20), room)
        detail = self.detail_text() if self.style == "menu" else ""
        if detail:
            # Label and detail stacked and centred, so the menu stays on its axis.
            label_h = ui.text.line_height(self.role)
            top = self.rect.centery - (label_h + ui.text.line_height("small")) // 2
            rect = ui.text.draw_fit(surface, self.text, self.role, ink, (self.rect.centerx, top), room, "midtop")
            ui.text.draw_fit(surface, detail, "small", theme.INK_SOFT, (self.rect.centerx, top + label_h), room,
                             "midtop")
        elif boxed or self.style == "menu":
            rect = ui.text.draw_fit(surface, self.text, self.role, ink, self.rect.center, room, "center")
        else:
            rect = ui.text.draw_fit(surface, self.text, self.role, ink, (self.rect.x + ui.px(4), self.rect.centery),
                                    room, "midleft")
        if self.style in ("link", "menu", "header") and self.hovered and self.enabled:
            y = rect.bottom - ui.px(1)
            pygame.draw.line(surface, ink, (rect.left, y), (rect.right, y), max(1, ui.px(1.5)))
        if focused:
            focus_ring(surface, ui, self.rect)
