"""Fonts and text: loading, cached rendering at the real pixel size, word wrap.

Rendered text is cached per (string, role/size, colour): redrawing a screen
every frame costs a blit, not a render.
"""

from __future__ import annotations

import re
from collections import OrderedDict

import pygame

from .. import paths
from .theme import FONT_FILES, FONT_ROLES, Metrics

_CACHE_LIMIT = 3000


class Fonts:
    """pygame fonts per (family, bold, size), loaded once."""

    def __init__(self):
        self._fonts: dict[tuple[str, bool, int], pygame.font.Font] = {}

    def get(self, family: str, bold: bool, size: int) -> pygame.font.Font:
        key = (family, bold, size)
        font = self._fonts.get(key)
        if font is None:
            if not pygame.font.get_init():
                pygame.font.init()
            font = pygame.font.Font(str(paths.font_path(FONT_FILES[(family, bold)])), size)
            self._fonts[key] = font
        return font


#: the four-colour inks of the suit marks: (on a light ground, on a dark one)
SUIT_INKS = {
    "\u2660": ((28, 26, 30), (238, 232, 220)),
    "\u2665": ((178, 30, 40), (240, 128, 116)),
    "\u2666": ((22, 86, 192), (124, 172, 255)),
    "\u2663": ((20, 118, 50), (118, 204, 128)),
}


def _suit_marked(font, text, colour):
    """``text`` with each suit mark in its own ink (light text means a dark ground)."""
    light = (0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2]) > 140
    pieces, start = [], 0
    for i, ch in enumerate(text):
        if ch in SUIT_INKS:
            if i > start:
                pieces.append((text[start:i], colour))
            pieces.append((ch, SUIT_INKS[ch][1 if light else 0]))
            start = i + 1
    if start < len(text):
        pieces.append((text[start:], colour))
    width, height = font.size(text)
    surf = pygame.Surface((max(1, width), max(1, height)), pygame.SRCALPHA)
    for i, (piece, ink) in enumerate(pieces):
        part = font.render(piece, True, ink)
        # place each piece where it stands in the whole line (kerning included)
        x = font.size("".join(p for p, _ink in pieces[:i]))[0]
        surf.blit(part, (x, 0))
    return surf


class Text:
    """Text rendering for one window size; roles come from :data:`theme.FONT_ROLES`."""

    def __init__(self, metrics: Metrics, fonts: Fonts | None = None):
        self.metrics = metrics
        self.fonts = fonts or Fonts()
        self._cache: OrderedDict = OrderedDict()
        #: four-colour suits: every suit mark in the interface in its suit's own ink
        self.four_colour = False

    def resize(self, metrics: Metrics) -> None:
        self.metrics = metrics
        self._cache.clear()

    def font(self, role: str, scale: float = 1.0) -> pygame.font.Font:
        family, bold, _fraction, _minimum = FONT_ROLES[role]
        size = max(8, round(self.metrics.font_size(role) * scale))
        return self.fonts.get(family, bold, size)

    def render(self, text: str, role: str, colour, scale: float = 1.0) -> pygame.Surface:
        marked = self.four_colour and any(mark in text for mark in SUIT_INKS)
        key = (text, role, scale, tuple(colour), marked)
        surf = self._cache.get(key)
        if surf is None:
            font = self.font(role, scale)
            surf = _suit_marked(font, text, colour) if marked else font.render(text, True, colour)
            self._cache[key] = surf
            if len(self._cache) > _CACHE_LIMIT:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(key)
        return surf

    def size(self, text: str, role: str, scale: float = 1.0) -> tuple[int, int]:
        return self.font(role, scale).size(text)

    def width(self, text: str, role: str, scale: float = 1.0) -> int:
        return self.font(role, scale).size(text)[0]

    def line_height(self, role: str, scale: float = 1.0) -> int:
        return self.font(role, scale).get_linesize()

    def draw(self, surface, text, role, colour, pos, anchor="topleft", scale=1.0) -> pygame.Rect:
        """Blit ``text`` with its ``anchor`` (a pygame.Rect attribute name) at ``pos``."""
        surf = self.render(text, role, colour, scale)
        rect = surf.get_rect(**{anchor: pos})
        surface.blit(surf, rect)
        return rect

    def fit(self, text: str, role: str, width: int, scale: float = 1.0) -> str:
        """``text`` shortened with an ellipsis to fit ``width``."""
        font = self.font(role, scale)
        if font.size(text)[0] <= width:
            return text
        while text and font.size(text + "…")[0] > width:
            text = text[:-1]
        return text.rstrip() + "…"

    def fit_scale(self, text: str, role: str, width: int, smallest: float = 0.72, start: float = 1.0) -> float:
        """The largest scale (1.0 down to ``smallest``) at which ``text`` fits ``width``.

        Longer translations shrink a little before anything is cut, so a
        label keeps all its words in every language.
        """
        scale = start
        while scale > smallest and self.width(text, role, scale) > width:
            scale = round(scale - 0.04, 2)
        return max(scale, smallest)

    def draw_fit(self, surface, text, role, colour, pos, width, anchor="topleft", scale=1.0) -> pygame.Rect:
        """Draw ``text`` within ``width``: slightly smaller if needed, cut only as a last resort."""
        scale = self.fit_scale(text, role, width, 0.72 * scale, scale)
        if self.width(text, role, scale) > width:
            text = self.fit(text, role, width, scale)
        return self.draw(surface, text, role, colour, pos, anchor, scale)

    def wrap(self, text: str, role: str, width: int, scale: float = 1.0) -> list[str]:
        return wrap(text, self.font(role, scale), width)


def wrap(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """Break ``text`` into lines no wider than ``width`` (long words are split);
    a no-break space keeps its two sides on one line."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        # str.split() would also break at no-break spaces
        words = re.split(r"[ \t\r\f\v]+", paragraph.strip(" \t\r\f\v"))
        words = [w for w in words if w]
        if not words:
            lines.append("")
            continue
        line = ""
        for word in words:
            candidate = f"{line} {word}" if line else word
            if font.size(candidate)[0] <= width:
                line = candidate
                continue
            if line:
                lines.append(line)
            while font.size(word)[0] > width and len(word) > 1:
                cut = len(word) - 1
                while cut > 1 and font.size(word[:cut])[0] > width:
                    cut -= 1
                lines.append(word[:cut])
                word = word[cut:]
            line = word
        lines.append(line)
    return lines


class UI:
    """What a scene needs to draw: metrics and text for the current window size.

    One instance lives on the app (``app.ui``) and is resized in place, so
    scenes may keep a reference. ``focus_visible`` is True while the player is
    using the keyboard; widgets draw their focus ring only then.
    """

    def __init__(self, size: tuple[int, int]):
        self.metrics = Metrics(*size)
        self.text = Text(self.metrics)
        self.focus_visible = True

    def resize(self, size: tuple[int, int]) -> None:
        if (self.metrics.width, self.metrics.height) != tuple(size):
            self.metrics = Metrics(*size)
            self.text.resize(self.metrics)

    @property
    def size(self) -> tuple[int, int]:
        return (self.metrics.width, self.metrics.height)

    def px(self, n: float) -> int:
        return self.metrics.px(n)
