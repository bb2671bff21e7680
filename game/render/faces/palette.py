"""Colours of the printed faces: ground, inks and the four-colour schemes.

All colours stay between 10 and 250 so the look controls keep headroom for
grain without clipping; the index inks keep at least 4.5:1 luminance
contrast against the ground before any look is applied.
"""

from .. import packs


GROUND = (247, 243, 232)
EDGE = (142, 136, 124)
SHADOW = (222, 215, 198)

BLACK = (28, 26, 30)
RED = (196, 24, 40)
DARK_RED = (128, 18, 30)
BLUE = (28, 72, 156)
NAVY = (24, 40, 92)
SKY = (112, 160, 210)
GREEN = (30, 116, 60)
DARK_GREEN = (20, 74, 40)
YELLOW = (238, 190, 52)
GOLD = (222, 164, 36)
DARK_GOLD = (150, 98, 16)
ORANGE = (226, 120, 30)
FLESH = (246, 212, 178)
FLESH_SHADE = (222, 170, 130)
BROWN = (110, 62, 30)
DARK_BROWN = (62, 36, 20)
WHITE = (248, 246, 240)
GREY = (150, 150, 156)
STEEL = (176, 196, 214)
PURPLE = (104, 46, 120)
PINK = (226, 120, 130)
OUTLINE = (36, 28, 26)

# French suits: traditional two colours, or one colour per suit.
FRENCH_INK = {"H": RED, "D": RED, "C": BLACK, "S": BLACK}
FRENCH_INK_4 = {"H": RED, "D": (22, 86, 192), "C": (20, 118, 50), "S": BLACK}

# Spanish suits: indices print in black; the four-colour scheme tints the
# indices and the suit marks (coins amber, cups red, batons green, swords blue).
SPANISH_INK = {"O": BLACK, "C": BLACK, "B": BLACK, "S": BLACK}
SPANISH_INK_4 = {"O": (172, 88, 0), "C": RED, "B": (20, 118, 50), "S": (22, 86, 192)}


def ink(pack, suit, four_colour=False):
    """Colour of the rank index and outline ink for ``suit`` in ``pack``."""
    if packs.get(pack).suits == "spanish":
        return (SPANISH_INK_4 if four_colour else SPANISH_INK)[suit]
    return (FRENCH_INK_4 if four_colour else FRENCH_INK)[suit]


def all_inks():
    """Every ink a rank or suit mark can be printed in (for legibility checks)."""
    inks = set()
    for table in (FRENCH_INK, FRENCH_INK_4, SPANISH_INK, SPANISH_INK_4):
        inks.update(table.values())
    return sorted(inks)


def mix(a, b, t):
    """Colour ``t`` of the way from ``a`` to ``b``."""
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))


def relative_luminance(rgb):
    """WCAG 2 relative luminance of an sRGB colour given in 0-255."""
    def lin(v):
        v = v / 255.0
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (lin(v) for v in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a, b):
    la, lb = relative_luminance(a), relative_luminance(b)
    hi, lo = max(la, lb), min(la, lb)
    return (hi + 0.05) / (lo + 0.05)


# Grounds a rank or suit mark can sit on: the card itself and the lighter
# ground inside the Vienna court frames.
GROUNDS = (GROUND, (250, 246, 236))


def outline_inks():
    """The dark key lines around the Spanish suit marks."""
    return [OUTLINE] + [mix(c, BLACK, 0.35) for c in SPANISH_INK_4.values()]


def legibility_pairs():
    """Every (ground, ink) pair that must stay readable under any look."""
    inks = sorted(set(all_inks()) | set(outline_inks()))
    return [(g, i) for g in GROUNDS for i in inks]
