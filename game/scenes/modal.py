"""A panel over the screen below: the shared part of the pause, confirmation
and settings overlays.

The screen below stays visible behind a shade; the keyboard and the mouse
belong to the panel while it is open, and Escape closes it.
"""

from __future__ import annotations

import pygame

from . import theme
from .base import Scene
from .focus import Controls
from .widgets import panel

MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL)


class ModalPanel(Scene):
    overlay = True

    def __init__(self):
        super().__init__()
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        self._shade = None

    def enter(self):
        self.controls = Controls(self.ui)

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.pop()
            else:
                self.controls.handle_event(event)
            return True  # nothing reaches the screen below while the panel is open
        if event.type in MOUSE_EVENTS:
            self.controls.handle_event(event)
            return True
        return False

    def draw_frame(self, surface) -> None:
        """The shade over the screen below and the paper panel."""
        size = surface.get_size()
        # one window-sized shade per size, not one per frame
        if self._shade is None or self._shade.get_size() != size:
            self._shade = pygame.Surface(size, pygame.SRCALPHA)
            self._shade.fill(theme.BACKDROP)
        surface.blit(self._shade, (0, 0))
        panel(surface, self.ui, self.panel_rect, fill=theme.PAPER, border=theme.RULE_DARK)
