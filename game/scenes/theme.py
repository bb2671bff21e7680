"""The one visual language of Cardavia: palette, type scale and spacing.

A museum of living card traditions: warm paper, dark ink, one oxblood accent,
a serif display face for titles and a clean sans for small text. Every size
derives from the window (the *unit* is the height, capped by the width for
very wide windows), so text is always rendered at the real pixel size.
"""

from __future__ import annotations

# Paper and ink.
PAPER = (243, 236, 222)
PAPER_DEEP = (233, 223, 202)
PAPER_LIGHT = (250, 246, 237)
INK = (42, 35, 30)
INK_SOFT = (98, 85, 74)
INK_FAINT = (158, 144, 128)
RULE = (199, 180, 150)
RULE_DARK = (150, 126, 94)
ACCENT = (140, 44, 34)
ACCENT_DARK = (104, 30, 22)
ACCENT_WASH = (236, 214, 200)
GOLD = (166, 128, 64)
SHADOW = (120, 96, 70)
BACKDROP = (26, 20, 16, 150)
WHITE = (255, 255, 255)

# Suit colours for emblems: French red/black; Spanish as printed on Spanish-suited packs.
SUIT_RED = (170, 36, 36)
SUIT_BLACK = (36, 32, 30)
SPANISH_SUIT_COLOURS = {
    "coins": (184, 134, 40),
    "cups": (168, 40, 36),
    "batons": (60, 104, 60),
    "swords": (46, 76, 128),
}

# role: (family, bold, fraction of the unit, minimum pixels)
FONT_ROLES = {
    "display": ("serif", True, 0.100, 40),
    "title": ("serif", True, 0.050, 24),
    "subtitle": ("serif", False, 0.030, 17),
    "heading": ("serif", True, 0.031, 17),
    "wordmark": ("serif", True, 0.027, 16),
    "place": ("serif", False, 0.026, 15),
    "body": ("sans", False, 0.0235, 14),
    "body_bold": ("sans", True, 0.0235, 14),
    "button": ("sans", True, 0.0235, 14),
    "small": ("sans", False, 0.0195, 12),
    "small_bold": ("sans", True, 0.0195, 12),
}

FONT_FILES = {
    ("serif", False): "DejaVuSerif",
    ("serif", True): "DejaVuSerif-Bold",
    ("sans", False): "DejaVuSans",
    ("sans", True): "DejaVuSans-Bold",
}

BASE_UNIT = 800  # the design was drawn for a 1280×800 window
MIN_SIZE = (1024, 600)
MAX_SIZE = (3840, 2160)


class Metrics:
    """Sizes for one window size. ``px(n)`` scales a length drawn for 800 px of height."""

    __slots__ = ("width", "height")

    def __init__(self, width: int, height: int):
        self.width, self.height = int(width), int(height)

    def __eq__(self, other):
        return isinstance(other, Metrics) and (self.width, self.height) == (other.width, other.height)

    def __hash__(self):
        return hash((self.width, self.height))

    @property
    def unit(self) -> float:
        return max(1.0, min(self.height, self.width / 1.6))

    def px(self, n: float) -> int:
        return max(1, round(n * self.unit / BASE_UNIT))

    def font_size(self, role: str) -> int:
        _family, _bold, fraction, minimum = FONT_ROLES[role]
        return max(minimum, round(fraction * self.unit))

    @property
    def margin(self) -> int:
        return self.px(56)

    @property
    def gap(self) -> int:
        return self.px(24)

    @property
    def header_height(self) -> int:
        return self.px(64)
