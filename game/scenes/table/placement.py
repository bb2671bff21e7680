"""Where every visible card lies for a given view of the table.

:func:`placements` maps a *card key* to a :class:`Place`.  A known card's key
is its code, so the same sprite travels from the hand to the trick to a
pile; a face-down card has a positional key (``("b", seat, i)`` in a hand,
``("stock", i)``, ``("talon", i)``, ``("disc", i)``).  ``src`` tells where a
newly appearing card comes from, so the sprites can glide instead of
jumping.  Pure: boxes come from :class:`game.render.layout.TableLayout`.
"""

from __future__ import annotations

from typing import NamedTuple

from game.render.layout import Box

from .games import table_game

# z layers
Z_TABLE, Z_HAND, Z_BACKS, Z_TRICK, Z_REVEAL = 0, 100, 200, 300, 400
STOCK_SHOWN = 5  # at most this many stock cards are drawn, offset to show thickness


class Place(NamedTuple):
    box: Box
    face: str | None  # card code shown, or None for the back
    rot: int = 0  # 0 upright, 90 lying across
    z: int = 0
    dim: bool = False
    zone: str = ""  # hand, backs, trick, held, collect, stock, trump, turned, talon, disc, reveal
    seat: int | None = None
    src: tuple | None = None  # ("seat", s): from that seat's hand; ("table",): from the table's cards


class Stage(NamedTuple):
    """What the table is showing besides the engine's state."""

    selected: int | None = None  # index of the raised card in the hand
    raised: tuple = ()  # other raised cards (cards chosen to discard)
    held: dict | None = None  # a finished trick still shown in the middle
    collect: dict | None = None  # a finished trick gliding to its winner's pile
    reveal: tuple = ()  # ((seat, card), ...) cards shown for a moment (a marriage's partner)
    dimmed: frozenset = frozenset()  # hand cards that may not be played now
    human: int = 0


def _small(layout, box):
    return Box.centered(box.centerx, box.centery, layout.small_w, layout.small_h)


def pile_box(layout, seat):
    return layout.seats[seat].pile


def spoiled_box(layout):
    z = layout.zone
    return Box(z.right - layout.small_w, z.y, layout.small_w, layout.small_h)


def placements(view, layout, stage=None):
    """``{key: Place}`` for every card drawn as a sprite."""
    stage = stage or Stage()
    out = {}
    n = view.n
    me = stage.human

    # the player's hand, face up, left to right
    hand = view.hand
    boxes = layout.hand(len(hand), stage.selected, stage.raised)
    for i, (card, box) in enumerate(zip(hand, boxes)):
        out[card] = Place(box, card, 0, Z_HAND + i, card in stage.dimmed, "hand", me, ("table",))

    # the others' hands, face down
    for seat in range(n):
        if seat == me:
            continue
        area = layout.seats[seat]
        count = view.counts[seat]
        rot = 90 if area.vertical else 0
        for i, box in enumerate(layout.backs(seat, count)):
            out[("b", seat, i)] = Place(box, None, rot, Z_BACKS + i, False, "backs", seat, ("table",))

    # the trick in play, in play order
    for i, (seat, card) in enumerate(view.trick):
        box = layout.seats[seat].trick
        out[card] = Place(box, card, 0, Z_TRICK + i, False, "trick", seat, ("seat", seat))

    # a finished trick, held in the middle or gliding to its winner
    if stage.held:
        for i, (seat, card) in enumerate(zip(stage.held["seats"], stage.held["cards"])):
            out[card] = Place(layout.seats[seat].trick, card, 0, Z_TRICK + i, False, "held", seat, ("seat", seat))
    if stage.collect:
        winner = stage.collect["winner"]
        target = pile_box(layout, winner) if winner is not None else spoiled_box(layout)
        for i, card in enumerate(stage.collect["cards"]):
            out[card] = Place(target, None, 0, Z_TRICK + i, False, "collect", winner, None)

    # the table's own cards: the game's stock, talon, turned card...
    table_game(view.game).furniture(view, layout, out, me)

    # a card shown to the table (a marriage's partner) is lifted out of its
    # holder's fan towards the middle, face up, for a moment
    for k, (seat, card) in enumerate(stage.reveal):
        if card in out:
            continue
        area = layout.seats[seat]
        backs = layout.backs(seat, max(1, view.counts[seat]))
        last = backs[-1]
        w, h = layout.back_w, layout.back_h
        if area.vertical:
            dx = int(h * 0.55) * (1 if area.side == "west" else -1)
            box = Box.centered(last.centerx + dx, last.centery - k * w * 0.6, w, h)
        else:
            box = Box.centered(last.centerx - k * w * 0.6, last.centery + int(h * 0.45), w, h)
        out[card] = Place(box, card, 0, Z_REVEAL + k, False, "reveal", seat, ("seat", seat))
    return out


__all__ = ["Place", "Stage", "placements", "pile_box", "spoiled_box", "STOCK_SHOWN", "Z_TABLE"]
