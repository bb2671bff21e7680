"""Table geometry: where everything lies on a card table of any size.

Pure arithmetic on integers, no window needed: the table scene asks a
:class:`TableLayout` for boxes and turns them into ``pygame.Rect`` itself.
Sizes follow the window from 1024x600 up to 3840x2160, so cards are drawn for
the size they are shown at.

The screen below the shared header is the cloth.  A sidebar on the right holds
the scoreboard, the deal's facts and the buttons; the rest is the play area:
the player's hand at the bottom, the others' backs around it (seat 1 West,
2 North, 3 East with four players; 1 top-left, 2 top-right with three; 1 North
with two), the trick in the middle.
"""

from __future__ import annotations

from typing import NamedTuple

CARD_ASPECT = 0.66  # width / height of a card face
SIDES = {2: ("south", "north"), 3: ("south", "left", "right"), 4: ("south", "west", "north", "east")}


class Box(NamedTuple):
    """An axis-aligned rectangle in window pixels."""

    x: int
    y: int
    w: int
    h: int

    @property
    def right(self):
        return self.x + self.w

    @property
    def bottom(self):
        return self.y + self.h

    @property
    def center(self):
        return (self.x + self.w // 2, self.y + self.h // 2)

    @property
    def centerx(self):
        return self.x + self.w // 2

    @property
    def centery(self):
        return self.y + self.h // 2

    def contains(self, point):
        px, py = point
        return self.x <= px < self.x + self.w and self.y <= py < self.y + self.h

    def move(self, dx, dy):
        return Box(self.x + dx, self.y + dy, self.w, self.h)

    def inflate(self, dw, dh):
        return Box(self.x - dw // 2, self.y - dh // 2, self.w + dw, self.h + dh)

    @classmethod
    def centered(cls, cx, cy, w, h):
        return cls(int(round(cx - w / 2)), int(round(cy - h / 2)), int(w), int(h))


def header_height(height):
    """Height of the shared header for a window ``height`` pixels tall."""
    return int(round(max(40, min(120, height * 0.07))))


def _clamp(v, lo, hi):
    return max(lo, min(hi, v))


def _overlap_area(a, b):
    w = min(a.x + a.w, b.x + b.w) - max(a.x, b.x)
    h = min(a.y + a.h, b.y + b.h) - max(a.y, b.y)
    return w * h if w > 0 and h > 0 else 0


def fan(count, center, length, card_w, card_h, vertical=False, max_step=None):
    """Boxes for ``count`` cards spread along a line centred on ``center``.

    Cards overlap when ``length`` is too short to lay them side by side; the
    step between neighbours never exceeds ``max_step`` (default: the card's
    own extent plus a small gap).
    """
    if count <= 0:
        return []
    extent = card_h if vertical else card_w
    if max_step is None:
        max_step = extent + max(2, extent // 12)
    step = max_step if count == 1 else min(max_step, (length - extent) / (count - 1))
    step = max(step, extent * 0.08)
    total = extent + step * (count - 1)
    cx, cy = center
    boxes = []
    for i in range(count):
        if vertical:
            y = cy - total / 2 + i * step
            boxes.append(Box(int(round(cx - card_w / 2)), int(round(y)), card_w, card_h))
        else:
            x = cx - total / 2 + i * step
            boxes.append(Box(int(round(x)), int(round(cy - card_h / 2)), card_w, card_h))
    return boxes


class SeatArea(NamedTuple):
    """Where one seat's things lie: backs or hand, name plate, trick card, won pile."""

    seat: int
    side: str  # south, west, north, east, left, right
    hand: Box  # the region the seat's cards are spread in
    vertical: bool  # backs run top to bottom (cards lie turned by 90 degrees)
    plate: Box  # name, tricks, dealer mark, turn highlight
    trick: Box  # this seat's card in the current trick
    pile: Box  # where this seat's won tricks are stacked
    bubble: Box  # where the seat's last bid or announcement is shown


def _seats(lay, south_plate, north_box):
    """Every seat's boxes: the player's, then the others' round the table."""
    south = _south_seat(lay, south_plate)
    if lay.n_seats == 2:
        return _seats_of_two(lay, south, north_box)
    if lay.n_seats == 3:
        return _seats_of_three(lay, south)
    return _seats_of_four(lay, south, north_box)


def _bubble_h(lay):
    return int(round(lay.font_px * 1.8))


def _south_seat(lay, plate):
    cx, cy = lay.zone.center
    trick = Box.centered(cx, cy + lay.trick_h * 0.34, lay.trick_w, lay.trick_h)
    pile = Box(plate.x, plate.y - lay.gap - lay.small_h, lay.small_w, lay.small_h)
    bub_h = _bubble_h(lay)
    # the player's own call stands above their plate and won pile, off the trick's way
    bubble = Box(plate.x, pile.y - lay.gap - bub_h - lay.small_h // 6, lay.plate_w, bub_h)
    return SeatArea(0, "south", lay.hand_box, False, plate, trick, pile, bubble)


def _seats_of_two(lay, south, north_box):
    m, g, tw, th = lay.margin, lay.gap, lay.trick_w, lay.trick_h
    cx, cy = lay.zone.center
    plate = Box(north_box.right + m, north_box.centery - lay.plate_h // 2, lay.plate_w, lay.plate_h)
    pile = Box(plate.x, plate.bottom + g, lay.small_w, lay.small_h)
    trick = Box.centered(cx + tw * 0.2, cy - th * 0.3, tw, th)
    south = south._replace(trick=Box.centered(cx - tw * 0.2, cy + th * 0.3, tw, th))
    bubble = Box(north_box.x, north_box.bottom + g, north_box.w, _bubble_h(lay))
    return [south, SeatArea(1, "north", north_box, False, plate, trick, pile, bubble)]


def _seats_of_three(lay, south):
    P, m, g, tw, th = lay.play, lay.margin, lay.gap, lay.trick_w, lay.trick_h
    cx, cy = lay.zone.center
    top = P.y + m
    half = (P.w - 2 * m) / 2
    seats = [south]
    for seat, sx in ((1, P.x + m), (2, P.x + m + half)):
        plate_x = sx + (0 if seat == 1 else half - lay.plate_w)
        backs_x0 = sx + (lay.plate_w + m if seat == 1 else 0)
        backs_w = half - lay.plate_w - 2 * m
        hand = Box(int(backs_x0), top, int(backs_w), lay.back_h)
        plate = Box(int(plate_x), top, lay.plate_w, lay.plate_h)
        pile = Box(plate.x if seat == 1 else plate.right - lay.small_w, plate.bottom + g, lay.small_w, lay.small_h)
        dx = -tw * 0.62 if seat == 1 else tw * 0.62
        trick = Box.centered(cx + dx, cy - th * 0.16, tw, th)
        bubble = Box(hand.x, hand.bottom + g, hand.w, _bubble_h(lay))
        seats.append(SeatArea(seat, "left" if seat == 1 else "right", hand, False, plate, trick, pile, bubble))
    seats[0] = south._replace(trick=Box.centered(cx, cy + th * 0.3, tw, th))
    return seats


def _seats_of_four(lay, south, north_box):
    P, m, zone = lay.play, lay.margin, lay.zone
    vlen = zone.h + lay.back_h * 0.4
    west = Box.centered(P.x + m + lay.back_h / 2, zone.centery, lay.back_h, vlen)
    east = Box.centered(P.right - m - lay.back_h / 2, zone.centery, lay.back_h, vlen)
    return [south, _side_seat(lay, 1, "west", west), _north_seat(lay, 2, north_box), _side_seat(lay, 3, "east", east)]


def _north_seat(lay, seat, hand):
    g, tw, th = lay.gap, lay.trick_w, lay.trick_h
    cx, cy = lay.zone.center
    plate = Box(hand.right + lay.margin, hand.centery - lay.plate_h // 2, lay.plate_w, lay.plate_h)
    pile = Box(plate.x, plate.bottom + g, lay.small_w, lay.small_h)
    trick = Box.centered(cx, cy - th * 0.34, tw, th)
    bubble = Box(hand.x, hand.bottom + g, hand.w, _bubble_h(lay))
    return SeatArea(seat, "north", hand, False, plate, trick, pile, bubble)


def _side_seat(lay, seat, side, hand):
    """West or East of four: the backs run down the side, the note grows towards the trick."""
    P, m, g, tw, th = lay.play, lay.margin, lay.gap, lay.trick_w, lay.trick_h
    cx, cy = lay.zone.center
    top, bub_h = P.y + m, _bubble_h(lay)
    if side == "west":
        plate = Box(P.x + m, top, lay.plate_w, lay.plate_h)
        pile = Box(plate.x, plate.bottom + g, lay.small_w, lay.small_h)
        trick = Box.centered(cx - tw * 0.72, cy, tw, th)
        # from the backs to the trick: the note grows away from the hand
        bubble = Box(hand.right + g, hand.centery - bub_h // 2, trick.x - g - hand.right - g, bub_h)
    else:
        plate = Box(P.right - m - lay.plate_w, top, lay.plate_w, lay.plate_h)
        pile = Box(plate.right - lay.small_w, plate.bottom + g, lay.small_w, lay.small_h)
        trick = Box.centered(cx + tw * 0.72, cy, tw, th)
        x0 = trick.right + g
        bubble = Box(x0, hand.centery - bub_h // 2, hand.x - g - x0, bub_h)
    return SeatArea(seat, side, hand, True, plate, trick, pile, bubble)


def _trick_below_notes(lay, seats):
    """The trick comes down below the notes under the top seats' cards (large trick cards in
    a short window), as far as the middle allows; the seats and where those notes end."""
    zone = lay.zone
    notes_bottom = max([a.bubble.bottom for a in seats if a.side in ("north", "left", "right")] + [zone.y])
    dy = notes_bottom + lay.gap - min(a.trick.y for a in seats)
    dy = min(dy, zone.bottom - max(a.trick.bottom for a in seats))
    if dy > 0:
        seats = [a._replace(trick=a.trick.move(0, dy)) for a in seats]
    return seats, notes_bottom


class TableLayout:
    """Every box of a table for ``n_seats`` players in a ``width`` x ``height`` window.

    ``aspect`` is the card faces' width/height.  All values are ints.  The boxes are
    worked out in the order they depend on each other, one small step each: the frame
    and the text, the card sizes, the hand and the middle, the seats, the table's own
    cards, the panels and the sidebar.
    """

    def __init__(self, width, height, n_seats, aspect=CARD_ASPECT, header_h=None, max_cards=None):
        if n_seats not in SIDES:
            raise ValueError(f"a table has 2, 3 or 4 seats, not {n_seats!r}")
        self.width = int(width)
        self.height = int(height)
        self.n_seats = n_seats
        self.aspect = aspect
        self.max_cards = max_cards or {2: 6, 3: 12, 4: 9}[n_seats]
        self._frame(header_h)
        self._card_sizes()
        south_plate, north_box, bottom = self._hand_and_middle()
        seats = _seats(self, south_plate, north_box)
        seats, notes_bottom = _trick_below_notes(self, seats)
        self.seats = tuple(seats)
        self._table_cards(notes_bottom, bottom)
        self._panels(bottom)
        self._sidebar_boxes()

    def _frame(self, header_h):
        """The header, the cloth, the margins and the text sizes."""
        W, H = self.width, self.height
        hh = header_height(H) if header_h is None else int(header_h)
        self.header = Box(0, 0, W, hh)
        self.cloth = Box(0, hh, W, max(1, H - hh))
        self.unit = min(W / 1920, H / 1080)
        self.margin = max(8, int(round(self.cloth.h * 0.022)))
        self.gap = max(4, self.margin // 2)
        # text sizes, in pixels
        self.font_px = max(15, int(round(H * 0.024)))
        self.small_px = max(13, int(round(H * 0.019)))
        self.title_px = max(20, int(round(H * 0.036)))
        self.big_px = max(28, int(round(H * 0.06)))

    def _card_sizes(self):
        """The sidebar and the play area; the cards' and the name plates' sizes."""
        W, H, hh, aspect = self.width, self.height, self.header.h, self.aspect
        avail = self.cloth.h
        side_w = int(round(_clamp(W * 0.2, 190, H * 0.38)))
        self.sidebar = Box(W - side_w, hh, side_w, avail)
        self.play = P = Box(0, hh, W - side_w, avail)
        # card sizes follow the height, unless the window is narrow for it
        avail = min(avail, P.w * 0.68)
        self.card_h = int(round(avail * 0.27))
        self.card_w = int(round(self.card_h * aspect))
        # trick cards grow towards the hand's size in small windows, so they stay readable
        small_window = _clamp((1080 - H) / 480, 0.0, 1.0)
        self.trick_h = int(round(avail * (0.205 + 0.035 * small_window)))
        self.trick_w = int(round(self.trick_h * aspect))
        self.back_h = int(round(avail * (0.15 if self.n_seats == 4 else 0.17)))
        self.back_w = int(round(self.back_h * aspect))
        self.lift = int(round(self.card_h * 0.16))
        self.small_h = int(round(avail * 0.11))  # won piles, stock, mini cards
        self.small_w = int(round(self.small_h * aspect))
        self.plate_w = int(round(_clamp(W * 0.125, 124, H * 0.3)))
        if self.n_seats == 4:
            # West's plate, North's fan and plate, East's plate share the top row
            fan_w = self._backs_fan_w()
            self.plate_w = int(min(self.plate_w, (P.w / 2 - min(P.w * 0.42, fan_w) / 2 - 3 * self.margin) / 2))
        self.plate_h = int(round(self.font_px * 1.35 + self.small_px * 1.35 + self.gap * 2))

    def _backs_fan_w(self):
        """How wide an opponent's whole hand of backs is, laid out in full."""
        back_step = self.back_w * 0.42
        return self.back_w + back_step * (self.max_cards - 1)

    def _hand_and_middle(self):
        """The player's hand along the bottom (plate at its left) and the zone between the
        opponents' cards and the hand (trick, panels); the south plate, the north hand of
        two and four players, and the zone's usable bottom."""
        P, m, g = self.play, self.margin, self.gap
        hand_y = P.bottom - m - self.card_h
        south_plate = Box(P.x + m, P.bottom - m - self.plate_h, self.plate_w, self.plate_h)
        hand_x0 = south_plate.right + m
        hand_x1 = P.right - m
        self.hand_box = Box(hand_x0, hand_y, hand_x1 - hand_x0, self.card_h)
        top = P.y + m
        bottom = hand_y - self.lift - g
        north_box = None
        if self.n_seats == 2:
            north_box = Box.centered(P.centerx, top + self.back_h / 2, min(P.w * 0.5, self._backs_fan_w()),
                                     self.back_h)
            zone_top = north_box.bottom + g
            self.zone = Box(P.x + m, zone_top, P.w - 2 * m, bottom - zone_top)
        elif self.n_seats == 3:
            zone_top = top + self.back_h + g
            self.zone = Box(P.x + m, zone_top, P.w - 2 * m, bottom - zone_top)
        else:
            north_box = Box.centered(P.centerx, top + self.back_h / 2, min(P.w * 0.42, self._backs_fan_w()),
                                     self.back_h)
            zone_top = north_box.bottom + g
            side = self.back_h + 2 * m
            self.zone = Box(P.x + side, zone_top, P.w - 2 * side, bottom - zone_top)
        return south_plate, north_box, bottom

    def _table_cards(self, notes_bottom, bottom):
        """The deal's table cards: deck, turned card, stock, talon; in the middle they lie
        below the top seats' notes, so a bid is never hidden under them."""
        tw, th, g, zone = self.trick_w, self.trick_h, self.gap, self.zone
        cx, cy = zone.center
        self.deck = Box.centered(cx, cy, tw, th)
        # and above a decision panel of two rows of buttons: smaller when the zone is short
        self.panel_room = int(round(2 * self.button_h_for(self.height) + self.title_px * 1.6 + 3 * g
                                    + 2 * self.margin))
        fh = int(_clamp(bottom - g - self.panel_room - (notes_bottom + g), self.small_h, th))
        fw = int(round(fh * self.aspect))
        self.table_card_h = fh
        ty = notes_bottom + g + fh / 2
        if self.n_seats == 2:
            sx = zone.x + tw * 1.0
            self.stock = Box.centered(sx, cy, tw, th)
            # the trump card lies across, half under the stock
            self.turned = Box.centered(sx + tw * 0.55, cy, th, tw)
            self.turned_upright = Box.centered(sx + tw * 0.55, cy, tw, th)
        else:
            # above the decision panels that come with them (bidding)
            self.stock = Box.centered(cx, ty, fw, fh)
            self.turned = Box.centered(cx, ty, fw, fh)
            self.turned_upright = self.turned
        self.talon = tuple(Box.centered(cx + dx * fw * 0.56, ty, fw, fh) for dx in (-1, 1))
        # table cards put aside while the tricks are played: small, at the left of the middle
        self.aside = tuple(Box(zone.x + i * (self.small_w + g), int(round(cy - self.small_h / 2)),
                               self.small_w, self.small_h) for i in range(2))

    def _panels(self, bottom):
        """Panels float in the lower middle of the zone, above the hand; announcements at the top."""
        zone, P, m = self.zone, self.play, self.margin
        self.panel_anchor = (zone.centerx, bottom - self.gap)
        # as wide as the middle allows, so the choices wrap to few rows above the table cards
        self.panel_max_w = int(zone.w)
        bh = max(14, self.font_px * 2.2)
        # announcements: at most this wide; where one lies is found by place_note,
        # clear of the plates, hands and cards on the table at that moment
        self.banner = Box.centered(zone.centerx, P.y + m + bh * 0.5, min(P.w - 2 * m, self.plate_w * 4), bh)
        self.button_h = self.button_h_for(self.height)

    def _sidebar_boxes(self):
        """The sidebar's sections, top to bottom: title, scoreboard, deal facts, buttons."""
        S, m, g = self.sidebar, self.margin, self.gap
        inner = S.w - 2 * m
        self.tabs = Box(S.x + m, S.y + m, inner, self.button_h)
        names = ("undo", "confirm", "last", "hint", "log", "menu")
        buttons_h = len(names) * self.button_h + (len(names) - 1) * g
        self.buttons_area = Box(S.x + m, S.bottom - m - buttons_h, inner, buttons_h)
        info_top = self.tabs.bottom + m
        self.info = Box(S.x + m, info_top, inner, self.buttons_area.y - m - info_top)
        self.buttons = {
            name: Box(S.x + m, self.buttons_area.y + i * (self.button_h + g), inner, self.button_h)
            for i, name in enumerate(names)
        }

    def button_h_for(self, height):
        return int(round(max(34, max(15, int(round(height * 0.024))) * 2.1)))

    # -- the hand ---------------------------------------------------------------
    def hand(self, count, selected=None, raised=()):
        """Boxes of the player's ``count`` cards; ``selected`` (and ``raised``) lift up."""
        boxes = fan(count, self.hand_box.center, self.hand_box.w, self.card_w, self.card_h)
        lifted = set(raised)
        if selected is not None:
            lifted.add(selected)
        return [b.move(0, -self.lift) if i in lifted else b for i, b in enumerate(boxes)]

    def hand_hit(self, count, point, selected=None, raised=()):
        """Index of the topmost hand card under ``point``, or None."""
        boxes = self.hand(count, selected, raised)
        for i in range(len(boxes) - 1, -1, -1):
            b = boxes[i]
            # a raised card also owns the strip it left, so it does not flicker
            hit = b if b.y >= self.hand_box.y else Box(b.x, b.y, b.w, b.h + self.lift)
            if hit.contains(point):
                return i
        return None

    def backs(self, seat, count):
        """Boxes of ``count`` face-down cards of an opponent ``seat`` (upright size).

        For a vertical seat the boxes are the turned cards' footprints: the
        scene draws backs rotated by 90 degrees into them.
        """
        area = self.seats[seat]
        if area.vertical:
            cw, ch = self.back_h, self.back_w
            return fan(count, area.hand.center, area.hand.h, cw, ch, vertical=True,
                       max_step=ch * 0.45)
        return fan(count, area.hand.center, area.hand.w, self.back_w, self.back_h,
                   max_step=self.back_w * 0.42)

    def modal(self, w_frac=0.72, h_frac=0.82, min_w=560):
        """A centred box over the play area for result and match panels."""
        P = self.play
        w = min(P.w - 2 * self.margin, max(P.w * w_frac, min_w * self.unit))
        h = min(P.h - 2 * self.margin, P.h * h_frac)
        return Box.centered(P.centerx, P.centery, w, h)

    def place_note(self, w, h, avoid=(), from_bottom=False):
        """Where a ``w`` x ``h`` message lies on the cloth, clear of the ``avoid`` boxes;
        with how much of them it covers (0 when it found a free place).

        Rows from the top of the middle zone down (or from its bottom up) and
        the edges of the boxes to avoid are tried, centred first; when nothing
        is free the box covering the least wins.
        """
        P, z, m = self.play, self.zone, self.margin
        w = int(min(w, P.w - 2 * m))
        h = int(h)
        top = P.y + m
        bottom = max(top + h, self.hand_box.y - self.lift - m)
        step = max(2, h // 2)
        ys = list(range(z.y, bottom - h + 1, step)) + [b.bottom for b in avoid] + [b.y - h for b in avoid]
        ys += list(range(top, z.y, step))
        ys = sorted(dict.fromkeys(y for y in ys if top <= y <= bottom - h),
                    key=(lambda y: -y) if from_bottom else (lambda y: (y < z.y, y)))
        xs = [int(round(z.centerx - w / 2)), z.x, z.right - w] + [b.right for b in avoid] + [b.x - w for b in avoid]
        xs = [x for x in dict.fromkeys(xs) if P.x + m <= x and x + w <= P.right - m] or [int(round(P.centerx - w / 2))]
        best, best_cost = None, None
        for y in ys or [top]:
            for x in xs:
                box = Box(x, y, w, h)
                cost = sum(_overlap_area(box, b) for b in avoid)
                if cost == 0:
                    return box, 0
                if best_cost is None or cost < best_cost:
                    best, best_cost = box, cost
        return best, best_cost

    def sheet_areas(self):
        """Rooms a result sheet may fill without covering a plate or a won pile, widest
        first: right of the player's plate and pile, below whatever of the other seats
        lies above them (the hands are empty when a deal ends)."""
        P, m = self.play, self.margin
        south = self.seats[0]
        things = [box for a in self.seats if a.side != "south" for box in (a.plate, a.pile)]
        left = max(south.plate.right, south.pile.right + self.small_w // 4) + m
        rights = {P.right - m} | {b.x - m for b in things if b.x - m > left + P.w * 0.4}
        areas = []
        for right in sorted(rights, reverse=True):
            above = [b.bottom + self.small_h // 6 for b in things if b.x < right and b.right > left]
            top = max(above + [P.y]) + m
            areas.append(Box(left, top, right - left, P.bottom - m - top))
        return areas

    def panel(self, w, h, low=False):
        """A decision panel of ``w`` x ``h`` sitting just above the hand; ``low``
        when no card of the hand can be raised meanwhile, so the panel may take
        the room a raised card would need."""
        ax, ay = self.panel_anchor
        if low:
            ay += self.lift
        w = min(w, self.panel_max_w)
        return Box(int(round(ax - w / 2)), int(round(ay - h)), int(w), int(h))


__all__ = ["Box", "SeatArea", "TableLayout", "fan", "header_height", "CARD_ASPECT", "SIDES"]
