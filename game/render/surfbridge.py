"""The one bridge between numpy pixel arrays and pygame surfaces."""

from __future__ import annotations

import numpy as np
import pygame


def array_to_surface(rgba):
    """A per-pixel-alpha Surface sharing the memory of an ``H x W x 4`` array.

    The surface keeps the array alive; the array must not change afterwards.
    When a display mode is set the surface is converted to the display's
    pixel format (a copy) so it blits at full speed.
    """
    rgba = np.ascontiguousarray(rgba, dtype=np.uint8)
    h, w = rgba.shape[:2]
    if rgba.shape[2] == 3:
        surf = pygame.image.frombuffer(rgba, (w, h), "RGB")
    else:
        surf = pygame.image.frombuffer(rgba, (w, h), "RGBA")
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surf.convert_alpha()
    return surf


def surface_to_array(surface):
    """An ``H x W x 4`` uint8 copy of a surface's pixels (RGBA)."""
    rgb = pygame.surfarray.array3d(surface).transpose(1, 0, 2)
    if surface.get_flags() & pygame.SRCALPHA:
        alpha = pygame.surfarray.array_alpha(surface).T
    else:
        alpha = np.full(rgb.shape[:2], 255, dtype=np.uint8)
    return np.ascontiguousarray(np.dstack([rgb, alpha]))
