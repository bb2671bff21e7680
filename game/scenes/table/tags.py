"""Who played each card of the trick on the table: a small name tag on the card's outer edge.

Each tag sits inside its card, on the edge that faces the seat (the top for the seats
across, the bottom for the player, the outer corner without an index for the seats at the
sides), where the cards played after it never lie, so every tag stays readable and the
card's index stays in view.  The card that led the trick says so on a second line of its
tag, so that whoever follows can see which suit was led.
"""

from __future__ import annotations

import pygame

from game.i18n import _

from ..widgets import rounded_rect
from .hud import CREAM, GOLD, shaded_box
from .texts import seat_name

# the part of a card's width a tag may take on the seats at the sides (the middle cards start beyond it)
SIDE_SHARE = 0.68
#: the lead's line may be drawn this much smaller where a long word would reach the middle cards
LEAD_SMALLEST = 0.84


def lead_word():
    """The second line of the tag on the card that led the trick."""
    # Translators: under a player's name on the card that led the trick (a few letters fit)
    return _("led")


def tag_box(ui, card, side, text, lead=None):
    """The box of the tag ``text`` on the card at ``card`` (a rect) played from ``side``; taller
    by a line with ``lead`` (the words that say this card led)."""
    card = pygame.Rect(card)
    inset = max(2, ui.px(3))
    share = SIDE_SHARE if side in ("west", "east") else 0.92
    lead_w = ui.text.width(lead, "small") + ui.px(12) if lead else 0
    w = min(max(ui.text.width(text, "small_bold") + ui.px(12), lead_w), int(card.w * share))
    h = ui.text.line_height("small_bold") + (ui.text.line_height("small") if lead else 0) + ui.px(2)
    box = pygame.Rect(0, 0, max(1, w), h)
    if side == "south":
        box.midbottom = (card.centerx, card.bottom - inset)
    elif side == "west":
        box.bottomleft = (card.x + inset, card.bottom - inset)
    elif side == "east":
        box.topright = (card.right - inset, card.y + inset)
    else:
        box.midtop = (card.centerx, card.y + inset)
    return box


def draw_tag(surface, ui, box, text, won=False, lead=None):
    shaded_box(surface, box, 200, ui.px(6))
    if won:
        rounded_rect(surface, GOLD, box, ui.px(6), max(1, ui.px(1.5)))
    colour = GOLD if won else CREAM
    if not lead:
        ui.text.draw(surface, ui.text.fit(text, "small_bold", box.w - ui.px(6)), "small_bold", colour,
                     box.center, "center")
        return
    line = ui.text.line_height("small_bold")
    top = box.y + (box.h - line - ui.text.line_height("small")) // 2
    ui.text.draw(surface, ui.text.fit(text, "small_bold", box.w - ui.px(6)), "small_bold", colour,
                 (box.centerx, top), "midtop")
    # a long word keeps all its letters a little smaller rather than reach over the middle cards
    scale = lead_scale(ui, box, lead)
    ui.text.draw(surface, ui.text.fit(lead, "small", box.w - ui.px(6), scale), "small", GOLD,
                 (box.centerx, top + line), "midtop", scale)


def lead_scale(ui, box, lead):
    """The size (a share of the small text's) the lead's line is drawn at in ``box``."""
    return ui.text.fit_scale(lead, "small", box.w - ui.px(6), LEAD_SMALLEST)


def draw_trick_tags(scene, surface, moving):
    """Tag every card of the trick in the middle that has landed (not those still in flight)."""
    ui, lay = scene.ui, scene.lay
    held = scene.stage.held
    if held is not None:
        plays = list(zip(held["seats"], held["cards"]))
        winner = held.get("winner") if scene.stage.held_until is not None else None
    elif scene.stage.collect is not None:
        return  # on its way to the winner
    else:
        plays, winner = list(scene.view.trick), None
    leader = plays[0][0] if plays else None
    for seat, card in plays:
        if card in moving or card not in scene.sprites.sprites:
            continue
        area = lay.seats[seat]
        name = seat_name(seat)
        lead = lead_word() if seat == leader else None
        draw_tag(surface, ui, tag_box(ui, area.trick, area.side, name, lead), name, won=seat == winner, lead=lead)


__all__ = ["draw_tag", "draw_trick_tags", "lead_scale", "lead_word", "tag_box"]
