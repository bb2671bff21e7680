"""A vertical scroll area: wheel, drag (content or bar), keys, and a visible scroll bar.

The scene lays its content out in *content coordinates* (y from 0 at the top
of the content) and converts with :meth:`Scroller.to_screen`. Widgets inside
get ``clip = scroller.viewport`` so they are neither drawn nor clickable
outside it.
"""

from __future__ import annotations

import pygame

from . import theme
from .widgets import rounded_rect

SCROLL_KEYS = (pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END)


class Scroller:
    def __init__(self, ui):
        self.ui = ui
        self.viewport = pygame.Rect(0, 0, 0, 0)
        self.content_height = 0
        self.offset = 0
        self._drag: tuple[str, int, int] | None = None  # (what, start mouse y, start offset)
        self.bar_hovered = False

    # --- geometry ------------------------------------------------------------
    def set_geometry(self, viewport: pygame.Rect, content_height: int) -> None:
        self.viewport = pygame.Rect(viewport)
        self.content_height = max(0, int(content_height))
        self.offset = self.clamp(self.offset)

    @property
    def max_offset(self) -> int:
        return max(0, self.content_height - self.viewport.h)

    @property
    def scrollable(self) -> bool:
        return self.max_offset > 0

    def clamp(self, value) -> int:
        return int(min(self.max_offset, max(0, round(value))))

    def to_screen(self, rect) -> pygame.Rect:
        return pygame.Rect(rect).move(self.viewport.x, self.viewport.y - self.offset)

    def y_to_screen(self, y: int) -> int:
        return self.viewport.y - self.offset + y

    # --- moving --------------------------------------------------------------
    def scroll_to(self, value) -> bool:
        new = self.clamp(value)
        changed = new != self.offset
        self.offset = new
        return changed

    def scroll_by(self, delta) -> bool:
        return self.scroll_to(self.offset + delta)

    def line_step(self) -> int:
        return self.ui.text.line_height("body") * 2

    def page_step(self) -> int:
        return max(self.line_step(), self.viewport.h - self.line_step())

    def ensure_visible(self, content_rect: pygame.Rect, margin: int = 0) -> bool:
        """Scroll the least needed so ``content_rect`` (content coordinates) is inside the view."""
        top = content_rect.top - margin
        bottom = content_rect.bottom + margin
        if top < self.offset:
            return self.scroll_to(top)
        if bottom > self.offset + self.viewport.h:
            return self.scroll_to(min(top, bottom - self.viewport.h))
        return False

    # --- scroll bar ----------------------------------------------------------
    def bar_rect(self) -> pygame.Rect:
        w = self.ui.px(10)
        return pygame.Rect(self.viewport.right + self.ui.px(10), self.viewport.y, w, self.viewport.h)

    def thumb_rect(self) -> pygame.Rect:
        bar = self.bar_rect()
        if not self.scrollable:
            return bar
        h = max(self.ui.px(36), round(bar.h * self.viewport.h / self.content_height))
        travel = bar.h - h
        y = bar.y + round(travel * self.offset / self.max_offset)
        return pygame.Rect(bar.x, y, bar.w, h)

    # --- input ---------------------------------------------------------------
    def handle_key(self, event) -> bool:
        key = event.key
        if key == pygame.K_UP:
            return self.scroll_by(-self.line_step()) or True
        if key == pygame.K_DOWN:
            return self.scroll_by(self.line_step()) or True
        if key == pygame.K_PAGEUP:
            return self.scroll_by(-self.page_step()) or True
        if key == pygame.K_PAGEDOWN or (key == pygame.K_SPACE and not event.mod & pygame.KMOD_SHIFT):
            return self.scroll_by(self.page_step()) or True
        if key == pygame.K_HOME:
            return self.scroll_to(0) or True
        if key == pygame.K_END:
            return self.scroll_to(self.max_offset) or True
        return False

    def handle_mouse(self, event, drag_content: bool = True) -> bool:
        """Wheel over the view, dragging the bar, and (if asked) dragging the content itself."""
        etype = event.type
        if etype == pygame.MOUSEWHEEL:
            # A page has one scroll area, so the wheel scrolls it wherever the pointer is.
            if self.scrollable:
                self.scroll_by(-event.y * self.line_step())
                return True
            return False
        if etype == pygame.MOUSEBUTTONDOWN and event.button in (4, 5):
            return False  # wheel also arrives as MOUSEWHEEL
        if etype == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.scrollable:
            bar = self.bar_rect().inflate(self.ui.px(8), 0)
            if bar.collidepoint(event.pos):
                thumb = self.thumb_rect()
                if not thumb.collidepoint(event.pos):
                    # Clicking the bar jumps a page towards the click, then the thumb follows the drag.
                    self.scroll_by(self.page_step() if event.pos[1] > thumb.centery else -self.page_step())
                self._drag = ("bar", event.pos[1], self.offset)
                return True
            if drag_content and self.viewport.collidepoint(event.pos):
                self._drag = ("content", event.pos[1], self.offset)
                return True
            return False
        if etype == pygame.MOUSEMOTION:
            self.bar_hovered = self.bar_rect().inflate(self.ui.px(8), 0).collidepoint(event.pos)
            if self._drag is None:
                return False
            what, start_y, start_offset = self._drag
            dy = event.pos[1] - start_y
            if what == "bar":
                bar, thumb = self.bar_rect(), self.thumb_rect()
                travel = max(1, bar.h - thumb.h)
                self.scroll_to(start_offset + dy * self.max_offset / travel)
            else:
                self.scroll_to(start_offset - dy)
            return True
        if etype == pygame.MOUSEBUTTONUP and event.button == 1 and self._drag is not None:
            self._drag = None
            return True
        return False

    @property
    def dragging(self) -> bool:
        return self._drag is not None

    # --- drawing -------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if not self.scrollable:
            return
        bar = self.bar_rect()
        rounded_rect(surface, theme.PAPER_DEEP, bar, bar.w // 2)
        active = self.bar_hovered or (self._drag is not None and self._drag[0] == "bar")
        rounded_rect(surface, theme.ACCENT if active else theme.RULE_DARK, self.thumb_rect(), bar.w // 2)
