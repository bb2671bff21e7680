"""Table geometry: every box inside the window, nothing important overlapping."""

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.render.layout import Box, TableLayout, fan

SIZES = [(1024, 600), (1280, 720), (1366, 768), (1920, 1080), (2560, 1440), (3840, 2160), (1200, 1000)]
MAX_CARDS = {2: 6, 3: 12, 4: 9}


def overlap(a, b):
    return a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom


def inside(inner, outer):
    return inner.x >= outer.x and inner.y >= outer.y and inner.right <= outer.right and inner.bottom <= outer.bottom


def all_boxes(lay):
    boxes = [lay.header, lay.sidebar, lay.play, lay.zone, lay.stock, lay.turned, lay.banner, lay.tabs, lay.info]
    boxes += list(lay.buttons.values()) + list(lay.talon)
    for area in lay.seats:
        boxes += [area.hand, area.plate, area.trick, area.pile, area.bubble]
    boxes += lay.hand(lay.max_cards, selected=0)
    for seat in range(1, lay.n_seats):
        boxes += lay.backs(seat, lay.max_cards)
    return boxes


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", [2, 3, 4])
def test_everything_lies_inside_the_window(size, n):
    lay = TableLayout(*size, n)
    window = Box(0, 0, *size)
    for box in all_boxes(lay):
        assert box.w > 0 and box.h > 0, box
        assert inside(box, window), (box, size, n)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", [2, 3, 4])
def test_seats_hands_and_plates_do_not_collide(size, n):
    lay = TableLayout(*size, n)
    hand = lay.hand(lay.max_cards, selected=1)
    fixed = [a.plate for a in lay.seats] + [a.pile for a in lay.seats]
    for seat in range(1, n):
        fixed += lay.backs(seat, lay.max_cards)
    # plates, piles and opponents' cards never cover each other
    named = [(f"plate{a.seat}", a.plate) for a in lay.seats] + [(f"pile{a.seat}", a.pile) for a in lay.seats]
    for (na, a), (nb, b) in itertools.combinations(named, 2):
        assert not overlap(a, b), (na, nb, size, n)
    for card in hand:
        for other in fixed:
            assert not overlap(card, other), (card, other)
        assert not overlap(card, lay.sidebar)
    for seat in range(1, n):
        for back in lay.backs(seat, lay.max_cards):
            for area in lay.seats:
                assert not overlap(back, area.plate), (seat, area.seat)
                assert not overlap(back, area.trick), (seat, area.seat)
    # the trick lies between the opponents and the raised hand
    for area in lay.seats:
        assert inside(area.trick, lay.zone)
    # the buttons do not cover each other
    for a, b in itertools.combinations(lay.buttons.values(), 2):
        assert not overlap(a, b)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_sizes_scale_with_the_window(n):
    small = TableLayout(1024, 600, n)
    big = TableLayout(3840, 2160, n)
    assert big.card_h > 3 * small.card_h
    assert big.font_px > 3 * small.font_px
    assert small.font_px >= 15
    # cards keep their shape
    for lay in (small, big):
        assert abs(lay.card_w / lay.card_h - lay.aspect) < 0.02


def test_seat_sides_follow_the_rule_book():
    assert [a.side for a in TableLayout(1920, 1080, 4).seats] == ["south", "west", "north", "east"]
    assert [a.side for a in TableLayout(1920, 1080, 3).seats] == ["south", "left", "right"]
    assert [a.side for a in TableLayout(1920, 1080, 2).seats] == ["south", "north"]
    four = TableLayout(1920, 1080, 4)
    south, west, north, east = four.seats
    assert west.hand.centerx < south.hand.centerx < east.hand.centerx
    assert north.hand.centery < west.hand.centery < south.hand.centery
    assert west.vertical and east.vertical and not north.vertical
    three = TableLayout(1920, 1080, 3)
    assert three.seats[1].hand.centerx < three.seats[2].hand.centerx


def test_hand_is_left_to_right_and_selection_rises():
    lay = TableLayout(1920, 1080, 4)
    boxes = lay.hand(8)
    xs = [b.x for b in boxes]
    assert xs == sorted(xs) and len(set(xs)) == 8
    raised = lay.hand(8, selected=3)
    assert raised[3].y == boxes[3].y - lay.lift
    assert [b for i, b in enumerate(raised) if i != 3] == [b for i, b in enumerate(boxes) if i != 3]
    # centred in the hand region
    mid = (boxes[0].x + boxes[-1].right) / 2
    assert abs(mid - lay.hand_box.centerx) <= 1


@given(
    w=st.integers(1024, 3840), h=st.integers(600, 2160), n=st.sampled_from([2, 3, 4]),
    count=st.integers(1, 12), sel=st.one_of(st.none(), st.integers(0, 11)),
)
@settings(max_examples=120, deadline=None)
def test_hand_hit_finds_the_visible_card(w, h, n, count, sel):
    lay = TableLayout(w, h, n)
    if sel is not None and sel >= count:
        sel = None
    boxes = lay.hand(count, selected=sel)
    for i, b in enumerate(boxes):
        # a point just inside the card's visible left strip (not covered by the next card)
        right = boxes[i + 1].x if i + 1 < count and boxes[i + 1].y <= b.y else b.right
        px = (b.x + max(b.x + 1, min(right, b.right))) // 2
        py = b.y + 3
        assert lay.hand_hit(count, (px, py), selected=sel) == i
    assert lay.hand_hit(count, (0, 0), selected=sel) is None
    # the hand never leaves the hand region horizontally
    assert boxes[0].x >= lay.hand_box.x - 1 and boxes[-1].right <= lay.hand_box.right + 1


def test_fan_steps():
    boxes = fan(5, (500, 100), 1000, 60, 90)
    steps = {b2.x - b1.x for b1, b2 in zip(boxes, boxes[1:])}
    assert len(steps) <= 2 and min(steps) > 60  # side by side with a gap
    tight = fan(12, (500, 100), 300, 60, 90)
    assert tight[0].x >= 500 - 150 - 1 and tight[-1].right <= 500 + 150 + 1
    vertical = fan(4, (100, 500), 400, 90, 60, vertical=True)
    assert len({b.x for b in vertical}) == 1 and vertical[0].y < vertical[-1].y
    assert fan(0, (0, 0), 10, 1, 1) == []


def test_modal_and_panel_stay_on_the_play_area():
    for size in SIZES:
        lay = TableLayout(*size, 4)
        m = lay.modal()
        assert inside(m, lay.play)
        p = lay.panel(10_000, 100)
        assert inside(p, lay.play) and p.w <= lay.panel_max_w
        assert p.bottom <= lay.hand(8)[0].y - lay.lift


def test_bad_seat_count():
    with pytest.raises(ValueError):
        TableLayout(1024, 600, 5)


CLEAR_SIZES = [(1024, 600), (1280, 800), (1920, 1080), (3840, 2160)]


@pytest.mark.parametrize("size", CLEAR_SIZES)
@pytest.mark.parametrize("n", [2, 3, 4])
def test_seats_notes_and_table_cards_keep_clear(size, n):
    lay = TableLayout(*size, n)
    table_cards = [lay.turned, lay.stock, *lay.talon] if n > 2 else []
    things = [a.plate for a in lay.seats] + [a.pile for a in lay.seats] + table_cards
    things += [box for seat in range(1, n) for box in lay.backs(seat, lay.max_cards)]
    things += lay.hand(lay.max_cards, selected=0)
    tricks = [a.trick for a in lay.seats]
    for area in lay.seats:
        # a seat's note (at its widest) covers no plate, pile, hand, table card or trick card
        for other in things + tricks:
            assert not overlap(area.bubble, other), (area.side, area.bubble, other, size, n)
        for other in lay.seats:
            if other.seat != area.seat:
                assert not overlap(area.bubble, other.bubble), (area.side, other.side)
    # cards put aside during the play lie clear of the trick, the plates and the piles
    for box in lay.aside:
        for other in tricks + [a.plate for a in lay.seats] + [a.pile for a in lay.seats]:
            assert not overlap(box, other), (box, other, size, n)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_trick_cards_stay_readable_in_a_small_window(n):
    small, large = TableLayout(1024, 600, n), TableLayout(1920, 1080, n)
    assert small.trick_h >= 0.85 * small.card_h
    assert large.trick_h >= 0.74 * large.card_h
    # the trick cards never touch each other's faces' top-left index entirely
    for a, b in itertools.combinations([s.trick for s in small.seats], 2):
        assert not (a.x == b.x and a.y == b.y)


@pytest.mark.parametrize("size", CLEAR_SIZES)
@pytest.mark.parametrize("n", [2, 3, 4])
def test_result_sheet_rooms_leave_plates_and_piles_alone(size, n):
    lay = TableLayout(*size, n)
    rooms = lay.sheet_areas()
    assert rooms and rooms[0].w >= lay.play.w * 0.6
    for room in rooms:
        assert inside(room, lay.play)
        for area in lay.seats:
            assert not overlap(room, area.plate) and not overlap(room, area.pile), (room, area.side)


def test_a_note_finds_a_free_place_or_the_least_covered():
    lay = TableLayout(1280, 800, 4)
    z = lay.zone
    blocker = Box(z.x, z.y, z.w, z.h // 2)
    box, cost = lay.place_note(300, 40, [blocker])
    assert cost == 0 and not overlap(box, blocker) and inside(box, lay.play)
    everything = Box(0, 0, 1280, 800)
    box, cost = lay.place_note(300, 40, [everything])
    assert box is not None and cost == 300 * 40
