"""Time-based motion: easing curves and tweens between boxes.

A tween is a pure function of the table's clock, so drawing a frame reads a
position without changing anything; only ``update`` moves the clock.
"""

from __future__ import annotations

import math


def ease_out_cubic(t):
    t = min(1.0, max(0.0, t))
    return 1 - (1 - t) ** 3


def ease_in_out(t):
    t = min(1.0, max(0.0, t))
    return 0.5 - math.cos(math.pi * t) / 2


def lerp(a, b, t):
    return a + (b - a) * t


class Tween:
    """From ``start`` to ``end`` (tuples of numbers) between ``t0`` and ``t0 + duration``."""

    __slots__ = ("start", "end", "t0", "duration", "ease")

    def __init__(self, start, end, t0, duration, ease=ease_out_cubic):
        self.start = tuple(start)
        self.end = tuple(end)
        self.t0 = t0
        self.duration = max(0.0, duration)
        self.ease = ease

    def progress(self, now):
        if self.duration <= 0:
            return 1.0 if now >= self.t0 else 0.0
        return min(1.0, max(0.0, (now - self.t0) / self.duration))

    def value(self, now):
        p = self.progress(now)
        if p >= 1.0:
            return self.end
        if p <= 0.0:
            return self.start
        k = self.ease(p)
        return tuple(lerp(a, b, k) for a, b in zip(self.start, self.end))

    def done(self, now):
        return now >= self.t0 + self.duration

    @property
    def finish(self):
        return self.t0 + self.duration


__all__ = ["Tween", "ease_in_out", "ease_out_cubic", "lerp"]
