#!/usr/bin/env python3
"""Draw the Cardavia icon into assets/icons/cardavia-<size>.png (48, 64, 128, 256 pixels).

Two cards fanned on a transparent ground: behind, an oxblood card back; in
front, a paper card with the serif initial and a heart and a spade in its
corners. Drawn once at 1024 pixels and scaled down smoothly, so every size
is anti-aliased. The window icon and the desktop entry use these files.

    python tools/make_icons.py
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from game import paths  # noqa: E402
from game.scenes import theme  # noqa: E402

SIZES = (48, 64, 128, 256)
BIG = 1024


def card(size, fill, border, radius):
    surf = pygame.Surface(size, pygame.SRCALPHA)
    rect = surf.get_rect()
    pygame.draw.rect(surf, fill, rect, border_radius=radius)
    pygame.draw.rect(surf, border, rect, max(8, size[0] // 22), border_radius=radius)
    return surf


def draw_icon() -> pygame.Surface:
    icon = pygame.Surface((BIG, BIG), pygame.SRCALPHA)
    w, h = 560, 770
    back = card((w, h), theme.ACCENT, theme.ACCENT_DARK, 64)
    inner = pygame.Rect(0, 0, w - 120, h - 120)
    inner.center = (w // 2, h // 2)
    pygame.draw.rect(back, theme.GOLD, inner, 10, border_radius=36)
    back = pygame.transform.rotozoom(back, 14, 1)
    icon.blit(back, back.get_rect(center=(BIG // 2 + 140, BIG // 2 - 10)))

    front = card((w, h), theme.PAPER_LIGHT, theme.INK, 64)
    serif = pygame.font.Font(str(paths.font_path("DejaVuSerif-Bold")), 490)
    letter = serif.render("C", True, theme.ACCENT)
    front.blit(letter, letter.get_rect(center=(w // 2, h // 2 + 10)))
    sans = pygame.font.Font(str(paths.font_path("DejaVuSans")), 150)
    heart = sans.render("\u2665", True, theme.SUIT_RED)
    spade = pygame.transform.rotate(sans.render("\u2660", True, theme.SUIT_BLACK), 180)
    front.blit(heart, heart.get_rect(topleft=(44, 30)))
    front.blit(spade, spade.get_rect(bottomright=(w - 44, h - 30)))
    front = pygame.transform.rotozoom(front, -8, 1)
    icon.blit(front, front.get_rect(center=(BIG // 2 - 80, BIG // 2 + 20)))
    return icon


def main() -> int:
    pygame.display.init()
    pygame.font.init()
    big = draw_icon()
    folder = paths.ROOT_DIR / "assets" / "icons"
    folder.mkdir(parents=True, exist_ok=True)
    for size in SIZES:
        out = folder / f"cardavia-{size}.png"
        pygame.image.save(pygame.transform.smoothscale(big, (size, size)), str(out))
        print(out.relative_to(paths.ROOT_DIR))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
