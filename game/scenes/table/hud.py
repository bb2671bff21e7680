"""The table's surroundings: cloth, name plates, won piles, the sidebar, messages.

Drawing only: every function reads what it is given and paints.  Surfaces
that cost something to make (the cloth, shaded plates) are cached per size.
"""

from __future__ import annotations

import random

import pygame

from game.i18n import _, ngettext

from .. import theme
from ..widgets import rounded_rect
from .texts import RED_SUITS, SUIT_SYMBOLS, seat_name

CREAM = (246, 240, 226)
CREAM_SOFT = (214, 206, 188)
GOLD = (222, 184, 96)
GOLD_DEEP = (176, 134, 52)
SHADE = (0, 0, 0)
RED_ON_DARK = (236, 120, 108)
NOTE_BG = (250, 246, 237)

_cloth_cache = {}


def cloth(size, colour):
    """The table's cloth: the tint lit from the middle, with a fine felt grain."""
    key = (size, colour)
    surf = _cloth_cache.get(key)
    if surf is not None:
        return surf
    if len(_cloth_cache) > 6:
        _cloth_cache.clear()
    w, h = size
    # a soft light in the middle: computed small, scaled up smoothly
    sw, sh = 48, 27
    small = pygame.Surface((sw, sh))
    r, g, b = colour
    for y in range(sh):
        for x in range(sw):
            dx = (x + 0.5) / sw - 0.5
            dy = (y + 0.5) / sh - 0.45
            d = min(1.0, (dx * dx * 1.6 + dy * dy * 2.2) ** 0.5 * 1.45)
            k = 1.16 - 0.42 * d * d
            small.set_at((x, y), (min(255, int(r * k)), min(255, int(g * k)), min(255, int(b * k))))
    surf = pygame.transform.smoothscale(small, (max(1, w), max(1, h)))
    # felt: a fixed tile of faint specks (the same every frame and every run)
    tile = pygame.Surface((96, 96), pygame.SRCALPHA)
    rng = random.Random(7)
    for _i in range(900):
        x, y = rng.randrange(96), rng.randrange(96)
        v = rng.choice((0, 255))
        tile.set_at((x, y), (v, v, v, rng.randrange(6, 16)))
    for ty in range(0, h, 96):
        for tx in range(0, w, 96):
            surf.blit(tile, (tx, ty))
    _cloth_cache[key] = surf
    return surf


def shaded_box(surface, rect, alpha=110, radius=8, colour=SHADE):
    """A translucent dark box on the cloth."""
    rect = pygame.Rect(rect)
    if rect.w <= 0 or rect.h <= 0:
        return
    box = pygame.Surface(rect.size, pygame.SRCALPHA)
    rounded_rect(box, (*colour, alpha), box.get_rect(), radius)
    surface.blit(box, rect)


def suit_colour(suit, light=True):
    if suit in RED_SUITS:
        return RED_ON_DARK if light else theme.SUIT_RED
    return CREAM if light else theme.SUIT_BLACK


def plate(surface, ui, rect, name, detail, *, dealer=False, turn=False, role=""):
    """A seat's name plate: name and role, a line of detail, the dealer chip, a glow on its turn."""
    rect = pygame.Rect(rect)
    radius = ui.px(8)
    if turn:
        glow = rect.inflate(ui.px(8), ui.px(8))
        shaded_box(surface, glow, 90, radius + ui.px(3), GOLD)
    shaded_box(surface, rect, 150 if turn else 115, radius)
    if turn:
        rounded_rect(surface, GOLD, rect, radius, max(2, ui.px(2.5)))
    pad = ui.px(10)
    chip_r = max(7, ui.text.line_height("small_bold") // 2)
    right = rect.right - pad - (2 * chip_r + ui.px(10) if dealer else 0)
    y = rect.y + ui.px(5)
    name_w = min(ui.text.width(name, "body_bold"), right - rect.x - pad)
    ui.text.draw(surface, ui.text.fit(name, "body_bold", right - rect.x - pad), "body_bold",
                 GOLD if turn else CREAM, (rect.x + pad, y))
    if role:
        room = right - (rect.x + pad + name_w + ui.px(8))
        scale = ui.text.fit_scale(role, "small_bold", room)
        if room > ui.px(24) and ui.text.width(role, "small_bold", scale) <= room:
            ui.text.draw(surface, role, "small_bold", GOLD,
                         (right, y + ui.text.line_height("body_bold") // 2), "midright", scale)
        else:
            # a long role (in some languages) moves to the detail line rather than being cut
            detail = _("{role} · {detail}").format(role=role, detail=detail)
    if dealer:
        c = (rect.right - pad - chip_r, y + ui.text.line_height("body_bold") // 2)
        pygame.draw.circle(surface, GOLD, c, chip_r)
        pygame.draw.circle(surface, GOLD_DEEP, c, chip_r, max(1, ui.px(1.5)))
        ui.text.draw(surface, _("D"), "small_bold", theme.INK, c, "center")
    y += ui.text.line_height("body_bold")
    ui.text.draw_fit(surface, detail, "small", CREAM_SOFT, (rect.x + pad, y), rect.w - 2 * pad)


def pile(surface, ui, images, rect, count, back_h):
    """A seat's won tricks: a small squared stack of backs with the count."""
    if count <= 0:
        return
    rect = pygame.Rect(rect)
    back = images.get(None, back_h)
    step = max(1, ui.px(1.5))
    layers = min(count, 4)
    for i in range(layers):
        surface.blit(back, (rect.x + i * step, rect.y - i * step))
    badge_r = max(9, ui.text.line_height("small_bold") // 2 + ui.px(2))
    c = (rect.right + (layers - 1) * step - ui.px(2), rect.y - (layers - 1) * step + ui.px(2))
    pygame.draw.circle(surface, CREAM, c, badge_r)
    pygame.draw.circle(surface, GOLD_DEEP, c, badge_r, max(1, ui.px(1.5)))
    ui.text.draw(surface, str(count), "small_bold", theme.INK, c, "center")


def bubble_box(ui, rect, text, align="center"):
    """The paper note of a seat's bid: inside ``rect``, as wide as its words need,
    held against the hand's side (``align`` left or right) or centred."""
    rect = pygame.Rect(rect)
    w = min(rect.w, ui.text.width(text, "body_bold") + ui.px(24))
    h = min(rect.h, ui.text.line_height("body_bold") + ui.px(10))
    box = pygame.Rect(0, 0, w, max(h, ui.text.line_height("body_bold")))
    box.center = rect.center
    if align == "left":
        box.left = rect.left
    elif align == "right":
        box.right = rect.right
    return box


def bubble(surface, ui, rect, text, align="center"):
    """A seat's bid or decision in a small paper note; the box it covers."""
    if not text:
        return None
    box = bubble_box(ui, rect, text, align)
    rounded_rect(surface, NOTE_BG, box, ui.px(10))
    rounded_rect(surface, theme.RULE_DARK, box, ui.px(10), max(1, ui.px(1.2)))
    ui.text.draw_fit(surface, text, "body_bold", theme.INK, box.center, box.w - ui.px(12), "center")
    return box


def banner_size(ui, rect, text):
    """The lines of an announcement at most ``rect``'s width wide, and its box size."""
    rect = pygame.Rect(rect)
    room = max(ui.px(120), rect.w - ui.px(40))
    lines = ui.text.wrap(text, "heading", room)
    line_h = ui.text.line_height("heading")
    w = min(rect.w, max(ui.text.width(line, "heading") for line in lines) + ui.px(40))
    return lines, (w, line_h * len(lines) + ui.px(16))


def banner(surface, ui, rect, text, alpha=1.0, tone="note", place=None):
    """A short announcement on the table; ``place(w, h)`` chooses its box (else it
    hangs from the top of ``rect``).  The box it covers."""
    rect = pygame.Rect(rect)
    lines, (w, h) = banner_size(ui, rect, text)
    line_h = ui.text.line_height("heading")
    if place is not None:
        box = pygame.Rect(place(w, h))
    else:
        box = pygame.Rect(0, 0, w, h)
        box.midtop = (rect.centerx, rect.y)
    sheet = pygame.Surface(box.size, pygame.SRCALPHA)
    fill = {"note": (*NOTE_BG, 255), "warn": (*theme.ACCENT_WASH, 255)}[tone]
    rounded_rect(sheet, fill, sheet.get_rect(), ui.px(10))
    rounded_rect(sheet, theme.GOLD if tone == "note" else theme.ACCENT, sheet.get_rect(), ui.px(10), max(2, ui.px(2)))
    for i, line in enumerate(lines):
        ui.text.draw_fit(sheet, line, "heading", theme.ACCENT_DARK if tone == "warn" else theme.INK,
                         (box.w // 2, ui.px(8) + i * line_h), box.w - ui.px(16), "midtop")
    if alpha < 1.0:
        sheet.set_alpha(int(255 * max(0.0, alpha)))
    surface.blit(sheet, box)
    return box


def prompt(surface, ui, centre_bottom, text):
    """What the player is asked to do, just above the hand; the box it covers."""
    if not text:
        return None
    surf = ui.text.render(text, "body_bold", GOLD)
    rect = surf.get_rect(midbottom=centre_bottom)
    box = rect.inflate(ui.px(20), ui.px(8))
    shaded_box(surface, box, 120, ui.px(10))
    surface.blit(surf, rect)
    return box


# -- the sidebar -------------------------------------------------------------------
#: the scales the sidebar tries, largest first: a long deal or a long language gets
#: compact rows rather than losing a line
SIDEBAR_SCALES = (1.0, 0.92, 0.85, 0.78, 0.72, 0.66, 0.6)


def sidebar(surface, ui, rect, title, sections):
    """The sidebar's facts: ``sections`` is a list of (heading, rows) with rows of
    (label, value, colour or None), ("suit", suit, caption, value) or ("text", paragraph).
    Every line is kept: the rows grow compact until they all fit.  The list of
    ``(text, rect)`` drawn."""
    rect = pygame.Rect(rect)
    ops = None
    for scale in SIDEBAR_SCALES:
        ops, bottom = sidebar_plan(ui, rect, title, sections, scale)
        if bottom <= rect.bottom:
            break
    drawn = []
    for op in ops:
        if op[0] == "line":
            pygame.draw.line(surface, GOLD_DEEP, op[1], op[2], max(1, ui.px(1)))
            continue
        _kind, text, role, colour, pos, anchor, scale, width = op
        if width is None:
            box = ui.text.draw(surface, text, role, colour, pos, anchor, scale)
        else:
            box = ui.text.draw_fit(surface, text, role, colour, pos, width, anchor, scale)
        drawn.append((text, box))
    return drawn


def sidebar_plan(ui, rect, title, sections, scale=1.0):
    """What :func:`sidebar` draws at ``scale``: ``(ops, bottom)``, the drawing steps
    and the lowest y they reach.  Pure measuring: nothing is drawn."""
    rect = pygame.Rect(rect)
    ops = []
    w = rect.w
    gap = max(1, ui.px(6 * scale))
    y = rect.y
    ops.append(("text", title, "heading", CREAM, (rect.x, y), "topleft", scale, w))
    y += ui.text.line_height("heading", scale) + gap
    small_h = ui.text.line_height("small_bold", scale)
    body_h = ui.text.line_height("body", scale)
    for heading, rows in sections:
        ops.append(("line", (rect.x, y), (rect.right, y)))
        y += gap
        ops.append(("text", heading.upper(), "small_bold", GOLD, (rect.x, y), "topleft", scale, w))
        y += small_h + ui.px(2)
        for row in rows:
            if row[0] == "suit":
                y = _trump_row(ops, ui, rect, y, scale, *row[1:])
                continue
            if row[0] == "text":
                for line in ui.text.wrap(row[1], "small", w, scale):
                    ops.append(("text", line, "small", CREAM_SOFT, (rect.x, y), "topleft", scale, None))
                    y += ui.text.line_height("small", scale)
                continue
            label, value, colour = row
            value_w = ui.text.width(value, "body_bold", scale) if value else 0
            label_w = ui.text.width(label, "body", scale)
            if value and label_w + value_w + ui.px(8) > w:
                # a long value (a seat's whole bidding) takes its own line under the label
                ops.append(("text", label, "body", CREAM_SOFT, (rect.x, y), "topleft", scale, w))
                y += body_h
                for line in ui.text.wrap(value, "body_bold", w, scale):
                    ops.append(("text", line, "body_bold", colour or CREAM, (rect.right, y), "topright", scale, w))
                    y += body_h
                continue
            ops.append(("text", label, "body", CREAM_SOFT, (rect.x, y), "topleft", scale, w - value_w - ui.px(8)))
            if value:
                ops.append(("text", value, "body_bold", colour or CREAM, (rect.right, y), "topright", scale, None))
            y += body_h
        y += max(1, ui.px(8 * scale))
    return ops, y


def _trump_row(ops, ui, rect, y, scale, suit, caption, value=""):
    big = ui.text.line_height("title", scale)
    glyph = SUIT_SYMBOLS.get(suit)
    x = rect.x
    if glyph:
        ops.append(("text", glyph, "title", suit_colour(suit), (rect.x, y), "topleft", scale, None))
        x = rect.x + ui.text.width(glyph, "title", scale) + ui.px(10 * scale)
    room = rect.right - x
    if value:
        small_h = ui.text.line_height("small", scale)
        top = y + (big - small_h - ui.text.line_height("body_bold", scale)) // 2
        ops.append(("text", caption, "small", CREAM_SOFT, (x, top), "topleft", scale, room))
        ops.append(("text", value, "body_bold", CREAM, (x, top + small_h), "topleft", scale, room))
    else:
        ops.append(("text", caption, "body_bold", CREAM, (x, y + big // 2), "midleft", scale, room))
    return y + big + ui.px(4 * scale)


def tricks_detail(n):
    return ngettext("{count} trick", "{count} tricks", n).format(count=n)


__all__ = ["CREAM", "GOLD", "banner", "banner_size", "bubble", "bubble_box", "cloth", "pile", "plate", "prompt", "shaded_box", "sidebar", "sidebar_plan",
           "seat_name", "suit_colour", "tricks_detail"]
