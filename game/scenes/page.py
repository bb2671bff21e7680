"""A paper page: the common header, an optional back link, widgets and scrolling.

Subclasses implement :meth:`Page.build` (create widgets once),
:meth:`Page.layout_content` (place them in the content area for the current
window size) and :meth:`Page.draw_content`. Set ``scrolls = True`` to lay the
content out in content coordinates inside a :class:`Scroller`: call
:meth:`Page.place_scrolled` for each widget and set the content height with
:meth:`Page.set_content_height`.
"""

from __future__ import annotations

import pygame

from ..i18n import _
from . import theme
from .base import Scene
from .focus import Controls
from .scroll import SCROLL_KEYS, Scroller
from .widgets import Button, Widget


class Page(Scene):
    scrolls = False
    #: Show "← <place below>" at the top of the content when there is a scene below.
    back_link = True

    def __init__(self):
        super().__init__()
        self.controls: Controls | None = None
        self.scroller: Scroller | None = None
        self.content_widgets: list[Widget] = []
        self._scrolled: dict[int, tuple[Widget, pygame.Rect]] = {}
        self.header_rect = pygame.Rect(0, 0, 0, 0)
        self.content_rect = pygame.Rect(0, 0, 0, 0)
        self.home_button = Button(lambda: "CARDAVIA", self._go_home, style="header", role="wordmark",
                                  key="header.home")
        self.settings_button = Button(lambda: "⚙  " + _("Settings"), self.open_settings, style="header",
                                      key="header.settings")
        self.back_button = Button(self._back_text, self.back, style="link", key="back")

    # --- to implement --------------------------------------------------------
    def build(self) -> list[Widget]:
        return []

    def layout_content(self, area: pygame.Rect) -> None:
        pass

    def draw_content(self, surface: pygame.Surface) -> None:
        pass

    # --- navigation ----------------------------------------------------------
    def back(self) -> None:
        if self.scene_below() is not None:
            self.pop()

    def _back_text(self) -> str:
        below = self.scene_below()
        name = below.place_name() if below is not None else ""
        return "← " + (name or _("Back"))

    def _go_home(self) -> None:
        self.app.go_home()

    # --- lifecycle -----------------------------------------------------------
    def enter(self) -> None:
        self.controls = Controls(self.ui, on_focus=self._focused)
        self.scroller = Scroller(self.ui)
        self.content_widgets = list(self.build())

    def layout(self, size) -> None:
        m = self.ui.metrics
        w, h = size
        self.header_rect = pygame.Rect(0, 0, w, m.header_height)
        mid = self.header_rect.centery
        self.home_button.fit(self.ui, m.margin - self.ui.px(2), mid, "midleft")
        self.settings_button.fit(self.ui, w - m.margin, mid, "midright")
        top = self.header_rect.bottom + m.px(22)
        has_back = self.back_link and self.scene_below() is not None
        self.back_button.visible = has_back
        if has_back:
            self.back_button.fit(self.ui, m.margin - self.ui.px(2), top, "topleft")
            top = self.back_button.rect.bottom + m.px(10)
        else:
            self.back_button.rect = pygame.Rect(0, 0, 0, 0)
        self.content_rect = pygame.Rect(m.margin, top, w - 2 * m.margin, h - top - m.px(28))
        self._scrolled.clear()
        self.layout_content(self.content_rect)
        header = [self.home_button, self.back_button]
        first_layout = not self.controls.widgets
        self.controls.set_widgets(header + self.content_widgets + [self.settings_button])
        self._sync_scroll()
        if first_layout:
            self.controls.focus_on(self.initial_focus())

    def initial_focus(self) -> Widget | None:
        """The widget focused when the page opens: the first content widget that can be."""
        for widget in self.content_widgets:
            if widget.focusable and widget.interactive:
                return widget
        return self.back_button if self.back_button.interactive else self.controls.focus

    # --- scrolled content ----------------------------------------------------
    def set_viewport(self, viewport: pygame.Rect, content_height: int) -> None:
        self.scroller.set_geometry(viewport, content_height)

    def place_scrolled(self, widget: Widget, content_rect: pygame.Rect) -> None:
        """Put ``widget`` at ``content_rect`` (content coordinates) inside the scroll view."""
        self._scrolled[id(widget)] = (widget, pygame.Rect(content_rect))

    def _sync_scroll(self) -> None:
        for widget, rect in self._scrolled.values():
            widget.rect = self.scroller.to_screen(rect)
            widget.clip = self.scroller.viewport

    def _focused(self, widget: Widget) -> None:
        placed = self._scrolled.get(id(widget))
        if placed is not None:
            self.scroller.ensure_visible(placed[1], self.ui.px(16))
            self._sync_scroll()

    # --- events --------------------------------------------------------------
    def handle_event(self, event) -> bool:
        consumed = self._handle(event)
        self._sync_scroll()
        return consumed

    def _handle(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                if self.scene_below() is not None:
                    self.back()
                    return True
                return False
            if event.key == pygame.K_s and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
                self.open_settings()
                return True
            if self.handle_key(event):
                return True
            if self.controls.handle_event(event):
                return True
            if self.scrolls and event.key in SCROLL_KEYS:
                return self.scroller.handle_key(event)
            return False
        if event.type == pygame.MOUSEWHEEL:
            return self.scrolls and self.scroller.handle_mouse(event)
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            if self.scrolls and self.scroller.dragging:
                return self.scroller.handle_mouse(event)
            if self.controls.handle_event(event):
                return True
            if self.scrolls and self.scroller.handle_mouse(event):
                return True
            return event.type != pygame.MOUSEMOTION and self.handle_click(event)
        return False

    def handle_key(self, event) -> bool:
        """Keys a page wants before the focus moves (e.g. scrolling); True if used."""
        return False

    def handle_click(self, event) -> bool:
        return False

    # --- drawing -------------------------------------------------------------
    def draw(self, surface) -> None:
        surface.fill(theme.PAPER)
        self.draw_header(surface)
        if self.scrolls:
            old = surface.get_clip()
            surface.set_clip(self.scroller.viewport.clip(old))
            self.draw_content(surface)
            surface.set_clip(old)
        else:
            self.draw_content(surface)
        self.controls.draw(surface)
        if self.scrolls:
            self.scroller.draw(surface)

    def draw_header(self, surface) -> None:
        ui = self.ui
        rect = self.header_rect
        pygame.draw.rect(surface, theme.PAPER_DEEP, rect)
        y = rect.bottom
        pygame.draw.line(surface, theme.RULE_DARK, (0, y), (rect.w, y), max(1, ui.px(1.5)))
        pygame.draw.line(surface, theme.RULE, (0, y + ui.px(4)), (rect.w, y + ui.px(4)), 1)
        place = self.place_name()
        if place:
            x = self.home_button.rect.right + ui.px(18)
            pygame.draw.line(surface, theme.RULE_DARK, (x, rect.centery - ui.px(13)),
                             (x, rect.centery + ui.px(13)), max(1, ui.px(1.2)))
            room = self.settings_button.rect.left - ui.px(24) - (x + ui.px(18))
            text = ui.text.fit(place, "place", max(ui.px(40), room))
            ui.text.draw(surface, text, "place", theme.INK_SOFT, (x + ui.px(18), rect.centery), "midleft")
