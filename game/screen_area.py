"""Where a window may open: the desktop's usable area (without the panels and docks)
and a window's size and place inside it, title bar included.

pygame reports only the whole desktop's size; the usable area comes from SDL
itself (``SDL_GetDisplayUsableBounds``, read through the SDL library pygame
loaded).  Anything that cannot be read gives ``None``, and the caller falls
back to the whole desktop less a margin.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import glob
import os

#: room kept above the window for the window manager's title bar
TITLE_BAR = 32


class _Rect(ctypes.Structure):
    _fields_ = [("x", ctypes.c_int), ("y", ctypes.c_int), ("w", ctypes.c_int), ("h", ctypes.c_int)]


def _sdl():
    import pygame

    here = os.path.dirname(pygame.__file__)
    patterns = [os.path.join(here, "..", "pygame_ce.libs", "libSDL2-2*.so*"), os.path.join(here, "SDL2.dll"),
                os.path.join(here, ".dylibs", "libSDL2*.dylib")]
    for pattern in patterns:
        for path in sorted(glob.glob(pattern)):
            try:
                return ctypes.CDLL(path)
            except OSError:
                continue
    name = ctypes.util.find_library("SDL2")
    return ctypes.CDLL(name) if name else None


def usable_area(display=0):
    """``(x, y, w, h)`` of the display's usable area, or None where it cannot be read."""
    try:
        lib = _sdl()
        if lib is None:
            return None
        rect = _Rect()
        if lib.SDL_GetDisplayUsableBounds(ctypes.c_int(display), ctypes.byref(rect)) != 0:
            return None
    except (OSError, AttributeError, ImportError):
        return None
    if rect.w <= 0 or rect.h <= 0:
        return None
    return (rect.x, rect.y, rect.w, rect.h)


def headless():
    """True when there is no real screen (the dummy video driver of tests and tools)."""
    import pygame

    return pygame.display.get_driver() == "dummy"


def window_place(size, area, title_bar=TITLE_BAR):
    """``(size, position)`` of a window asked at ``size`` in the usable ``area``:
    never larger than the area (its title bar counted), centred in it."""
    ax, ay, aw, ah = area
    w = max(1, min(int(size[0]), aw))
    h = max(1, min(int(size[1]), ah - title_bar))
    x = ax + (aw - w) // 2
    y = ay + title_bar + (ah - title_bar - h) // 2
    return (w, h), (x, y)


__all__ = ["TITLE_BAR", "headless", "usable_area", "window_place"]
