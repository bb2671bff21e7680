"""The still picture of the table, kept between frames.

The painter paints the table once and then only the cards in flight over it, until
something in the picture changes (its signature). This object owns that picture and
what the last frame drew, so painting itself writes nothing in the scene.
"""

from __future__ import annotations

import pygame


class FrameCache:
    def __init__(self):
        self.sig = None
        self.dynamic = frozenset()  # the sprites drawn over the still picture every frame
        self.surface = None  # the still picture
        self.over = []  # boxes drawn over the cards (panels, messages, buttons)
        self.last_frame = None  # the app's frame number of the last full paint on the screen
        self.last_rects = []  # where the moving cards were drawn then

    def stale(self, sig, size, moving):
        """Whether the still picture must be painted again."""
        return (self.surface is None or self.sig != sig or self.surface.get_size() != size
                or moving != self.dynamic)

    def blank(self, size):
        """The surface to paint the still picture on: the old one when it has the size."""
        still = self.surface
        if still is None or still.get_size() != size:
            still = pygame.Surface(size)
            if pygame.display.get_surface() is not None:
                still = still.convert()
        return still

    def keep(self, sig, moving, surface, over):
        self.sig, self.dynamic, self.surface, self.over = sig, frozenset(moving), surface, over
        self.last_frame, self.last_rects = None, []

    def drawn(self, rects, frame):
        """The moving cards were drawn at ``rects`` in app frame ``frame`` (None: not on the screen alone)."""
        self.last_rects = rects
        self.last_frame = frame

    def forget(self):
        """The next frame paints the whole picture afresh."""
        self.surface = None


__all__ = ["FrameCache"]
