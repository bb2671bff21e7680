"""A small fan of cards showing a pack's four suit marks.

Drawn in the tradition browser until (and wherever) the card-face drawing
provides real sample cards. The suit system a pack's descriptor names: Spanish
suits (coins, cups, batons, swords) or French suits. Drawn at twice the size and
reduced while rotating, for smooth edges; cached per pack and size.
"""

from __future__ import annotations

import math

import pygame

from .. import paths
from ..render import packs
from . import theme

SPANISH = ("coins", "cups", "swords", "batons")
FRENCH = ("hearts", "spades", "diamonds", "clubs")
FRENCH_GLYPHS = {"hearts": "♥", "spades": "♠", "diamonds": "♦", "clubs": "♣"}

_cache: dict[tuple, pygame.Surface] = {}


def suits_for(pack: str) -> tuple[str, ...]:
    try:
        system = packs.get(pack).suits
    except ValueError:
        system = None
    return SPANISH if system == "spanish" else FRENCH


def emblem(pack: str, size: tuple[int, int]) -> pygame.Surface:
    """A transparent surface of ``size`` with a fan of four cards, one per suit."""
    w, h = max(8, int(size[0])), max(8, int(size[1]))
    key = (pack, w, h)
    surf = _cache.get(key)
    if surf is None:
        surf = _draw_fan(suits_for(pack), w, h)
        if len(_cache) > 64:
            _cache.clear()
        _cache[key] = surf
    return surf


def _draw_fan(suits, w, h) -> pygame.Surface:
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    card_h = h * 0.80
    card_w = card_h * 0.64
    spread = min(card_w * 0.78, (w - card_w * 1.3) / max(1, len(suits) - 1))
    angles = [15, 5, -5, -15]
    total = spread * (len(suits) - 1)
    for i, suit in enumerate(suits):
        card = _card(suit, round(card_w * 2), round(card_h * 2))
        turned = pygame.transform.rotozoom(card, angles[i], 0.5)
        cx = w / 2 - total / 2 + i * spread
        # The fan's pivot sits below the cards, so outer cards drop a little.
        cy = h / 2 + abs(angles[i]) * h * 0.004
        out.blit(turned, turned.get_rect(center=(round(cx), round(cy))))
    return out


def _card(suit: str, w: int, h: int) -> pygame.Surface:
    card = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(2, w // 12)
    rect = card.get_rect()
    pygame.draw.rect(card, (*theme.SHADOW, 60), rect.move(0, 0), border_radius=radius)
    body = rect.inflate(-max(2, w // 60), -max(2, w // 60))
    pygame.draw.rect(card, theme.PAPER_LIGHT, body, border_radius=radius)
    pygame.draw.rect(card, theme.RULE_DARK, body, max(1, w // 70), border_radius=radius)
    inner = body.inflate(-w // 7, -w // 7)
    pygame.draw.rect(card, theme.RULE, inner, max(1, w // 110), border_radius=max(1, radius // 2))
    size = min(inner.w, inner.h) * 0.62
    draw_suit(card, suit, inner.center, size)
    return card


def draw_suit(surface: pygame.Surface, suit: str, centre, size: float) -> None:
    """Draw one suit mark of about ``size`` pixels centred at ``centre``."""
    if suit in FRENCH_GLYPHS:
        colour = theme.SUIT_RED if suit in ("hearts", "diamonds") else theme.SUIT_BLACK
        font = pygame.font.Font(str(paths.font_path("DejaVuSans")), max(8, round(size * 1.25)))
        glyph = font.render(FRENCH_GLYPHS[suit], True, colour)
        surface.blit(glyph, glyph.get_rect(center=centre))
        return
    colour = theme.SPANISH_SUIT_COLOURS[suit]
    dark = tuple(max(0, c - 60) for c in colour)
    cx, cy = centre
    s = size
    line = max(1, round(s / 28))
    if suit == "coins":
        r = s * 0.46
        pygame.draw.circle(surface, colour, (cx, cy), r)
        pygame.draw.circle(surface, dark, (cx, cy), r, line * 2)
        pygame.draw.circle(surface, dark, (cx, cy), r * 0.62, line)
        for k in range(8):
            a = k * math.pi / 4
            p = (cx + math.cos(a) * r * 0.3, cy + math.sin(a) * r * 0.3)
            pygame.draw.circle(surface, dark, p, max(1, r * 0.09))
        pygame.draw.circle(surface, dark, (cx, cy), max(1, r * 0.12))
    elif suit == "cups":
        bowl = pygame.Rect(0, 0, s * 0.78, s * 0.5)
        bowl.midtop = (cx, cy - s * 0.48)
        pygame.draw.ellipse(surface, colour, bowl)
        pygame.draw.rect(surface, colour, (bowl.x, bowl.y, bowl.w, bowl.h / 2))
        pygame.draw.ellipse(surface, dark, (bowl.x, bowl.y - s * 0.05, bowl.w, s * 0.12))
        stem = pygame.Rect(0, 0, s * 0.12, s * 0.36)
        stem.midtop = (cx, bowl.bottom - s * 0.04)
        pygame.draw.rect(surface, colour, stem)
        knot = pygame.Rect(0, 0, s * 0.22, s * 0.1)
        knot.center = (cx, stem.centery)
        pygame.draw.ellipse(surface, dark, knot)
        foot = pygame.Rect(0, 0, s * 0.56, s * 0.16)
        foot.midtop = (cx, stem.bottom - s * 0.04)
        pygame.draw.ellipse(surface, colour, foot)
        pygame.draw.ellipse(surface, dark, foot, line)
    elif suit == "batons":
        top, bottom = cy - s * 0.5, cy + s * 0.5
        pygame.draw.polygon(surface, colour, [(cx - s * 0.15, top), (cx + s * 0.15, top),
                                              (cx + s * 0.07, bottom), (cx - s * 0.07, bottom)])
        pygame.draw.ellipse(surface, colour, (cx - s * 0.17, top - s * 0.08, s * 0.34, s * 0.18))
        for k, t in enumerate((0.22, 0.45, 0.68)):
            y = top + t * s
            side = -1 if k % 2 == 0 else 1
            half = s * (0.15 - 0.08 * t)
            pygame.draw.circle(surface, dark, (cx + side * half, y), max(1, s * 0.06))
        pygame.draw.polygon(surface, dark, [(cx - s * 0.15, top), (cx + s * 0.15, top),
                                            (cx + s * 0.07, bottom), (cx - s * 0.07, bottom)], line)
    elif suit == "swords":
        tip, guard = cy - s * 0.52, cy + s * 0.18
        pygame.draw.polygon(surface, colour, [(cx, tip), (cx + s * 0.08, tip + s * 0.12),
                                              (cx + s * 0.06, guard), (cx - s * 0.06, guard),
                                              (cx - s * 0.08, tip + s * 0.12)])
        pygame.draw.line(surface, dark, (cx, tip + s * 0.1), (cx, guard), line)
        pygame.draw.rect(surface, dark, (cx - s * 0.26, guard, s * 0.52, s * 0.07),
                         border_radius=max(1, round(s * 0.03)))
        pygame.draw.rect(surface, colour, (cx - s * 0.045, guard + s * 0.07, s * 0.09, s * 0.2))
        pygame.draw.circle(surface, dark, (cx, guard + s * 0.31), s * 0.07)
