"""What a message on the table must leave in view, and where the seats' notes lie.

The painter places announcements with :meth:`TableLayout.place_note` clear of
the boxes listed here; the layout test reads the same boxes, so what it checks
is what the player sees.  Reading only: nothing here changes the scene.
"""

from __future__ import annotations

import pygame

from game.render.layout import Box

from . import decisions as D
from . import hud

#: where a card lying there is something to read: the table's cards and the trick
TABLE_ZONES = ("trick", "held", "turned", "stock", "trump", "talon", "disc", "reveal")

_ALIGN = {"west": "left", "east": "right", "south": "left"}


def _union(rects):
    rects = [pygame.Rect(r) for r in rects]
    if not rects:
        return None
    return rects[0].unionall(rects[1:])


def bubble_boxes(scene):
    """``{seat: (text, rect)}`` of the seats' notes as they are drawn."""
    out = {}
    texts = D.bubbles(scene.view)
    for area in scene.lay.seats:
        text = texts.get(area.seat)
        if text:
            out[area.seat] = (text, hud.bubble_box(scene.ui, area.bubble, text, _ALIGN.get(area.side, "center")))
    return out


def bubble_align(area):
    return _ALIGN.get(area.side, "center")


def obstacles(scene):
    """``[(name, rect)]``: the plates, won piles, hands, table cards, trick, notes and
    decision panel a message may not cover."""
    ui, lay, view = scene.ui, scene.lay, scene.view
    glow = ui.px(8)
    out = []
    for area in lay.seats:
        out.append((f"plate{area.seat}", pygame.Rect(area.plate).inflate(glow, glow)))
        won = view.won[area.seat] if area.seat < len(view.won) else 0
        if won:
            # the stack's layers and its count badge stand out above and to the right
            badge = max(9, ui.text.line_height("small_bold") // 2 + ui.px(2))
            pile = pygame.Rect(area.pile)
            out.append((f"pile{area.seat}", pygame.Rect(pile.x, pile.y - badge - ui.px(5), pile.w + badge + ui.px(5),
                                                        pile.h + badge + ui.px(5))))
    places = scene.stage.places
    by_zone = {}
    for place in places.values():
        key = place.zone if place.zone not in ("backs",) else f"backs{place.seat}"
        by_zone.setdefault(key, []).append(place.box)
    hand = by_zone.pop("hand", None)
    if hand:
        box = _union(hand)
        # room for a raised card, unless a panel holds the turn while no card can rise
        low = scene.decision is not None and scene.decision.low and scene.modal is None
        lift = 0 if low else lay.lift
        out.append(("hand", pygame.Rect(box.x, box.y - lift, box.w, box.h + lift)))
    for key, boxes in sorted(by_zone.items()):
        if key.startswith("backs"):
            out.append((key, _union(boxes)))
        elif key in TABLE_ZONES:
            out.extend((key, pygame.Rect(b)) for b in boxes)
    for seat, (_text, rect) in bubble_boxes(scene).items():
        out.append((f"bubble{seat}", rect))
    if scene.decision is not None and scene.modal is None:
        out.append(("panel", pygame.Rect(scene.decision.rect)))
    return out


def note_box(scene, text, tone="note", also=()):
    """The box an announcement (``tone`` note) or a refusal (warn) is drawn in: as wide
    as the layout allows, or narrower on more lines where that finds a free place."""
    lay, ui = scene.lay, scene.ui
    pad = ui.px(4)
    boxes = obstacles(scene)
    best = None
    # clear of everything; else, for its few seconds, over the decision panel (a large one, an
    # auction's grid, may leave no room) rather than over a seat's plate or the cards
    for names in (None, {"panel"}):
        rects = [r for n, r in boxes if names is None or n not in names] + list(also)
        avoid = [Box(*pygame.Rect(r).inflate(2 * pad, 2 * pad)) for r in rects]
        box, cost = _free_place(lay, ui, text, tone, avoid)
        if cost == 0:
            return pygame.Rect(box)
        if best is None:
            best = box
    return pygame.Rect(best)


def _free_place(lay, ui, text, tone, avoid):
    """``(box, cost)`` of the announcement as wide as the layout allows or narrower on more lines,
    the first clear of ``avoid`` (cost 0), else the one covering least."""
    widest = pygame.Rect(lay.banner)
    best = None
    for frac in (1.0, 0.75, 0.55, 0.4):
        rect = pygame.Rect(widest.x, widest.y, int(widest.w * frac), widest.h)
        _lines, (w, h) = hud.banner_size(ui, rect, text)
        box, cost = lay.place_note(w, h, avoid, from_bottom=(tone == "warn"))
        if cost == 0:
            return box, 0
        if best is None or cost < best[1]:
            best = (box, cost)
    return best


__all__ = ["TABLE_ZONES", "bubble_align", "bubble_boxes", "note_box", "obstacles"]
