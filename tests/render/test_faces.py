"""Card faces: every card of every pack draws at any size, the same inputs give
the same pixels, and the options (four colours, indices, backs) show."""

import numpy as np
import pygame
import pytest

from game import render
from game.engine import known_games
from game.engine.cards import PACKS as ENGINE_PACKS
from game.render import faces
from game.render.faces import aluette_named
from game.render.faces import palette as P


def test_packs_hold_the_engines_cards():
    assert set(render.pack_cards("aluette")) == set(ENGINE_PACKS["aluette"])
    assert set(render.pack_cards("paris")) == set(ENGINE_PACKS["belote"])
    assert set(render.pack_cards("vienna")) == set(ENGINE_PACKS["preference"])
    assert set(ENGINE_PACKS["schnapsen"]) <= set(render.pack_cards("vienna"))
    for game in known_games():
        assert set(ENGINE_PACKS[game]) <= set(render.pack_cards(render.pack_of_game(game)))


@pytest.mark.parametrize("height", [60, 700])
@pytest.mark.parametrize("pack", render.pack_ids())
def test_every_card_draws_at_small_and_large_sizes(pack, height):
    w, h = render.card_size(height)
    assert h == height and 0.64 <= w / h <= 0.66
    for code in render.pack_cards(pack):
        a = faces.draw_face(pack, code, height)
        assert a.shape == (h, w, 4) and a.dtype == np.uint8, code
        # opaque card, transparent rounded corners, something printed on it
        assert a[h // 2, w // 2, 3] == 255 and a[0, 0, 3] < 128 and a[-1, -1, 3] < 128
        assert len(np.unique(a.reshape(-1).view(np.uint32))) > 8, code
    back = faces.draw_back(pack, height)
    assert back.shape == (h, w, 4)


def test_faces_are_surfaces_of_the_card_size():
    surf = render.face("vienna", "KS", 180)
    assert isinstance(surf, pygame.Surface)
    assert surf.get_size() == render.card_size(180)
    assert surf.get_flags() & pygame.SRCALPHA
    assert render.face("vienna", "KS", 180) is surf  # cached
    assert render.back("vienna", 180).get_size() == render.card_size(180)


def test_the_same_inputs_give_byte_identical_faces():
    a = faces.draw_face("aluette", "NB", 230, four_colour=True)
    b = faces.draw_face("aluette", "NB", 230, four_colour=True)
    assert a.tobytes() == b.tobytes()
    render.clear_cache()
    c = render.raw_face_array("aluette", "NB", 230, four_colour=True)
    assert c.tobytes() == a.tobytes()


def test_unknown_packs_and_cards_are_refused():
    with pytest.raises(ValueError):
        faces.draw_face("tarot", "KH", 100)
    with pytest.raises(ValueError):
        faces.draw_face("paris", "NB", 100)  # a Spanish card in a French pack
    with pytest.raises(ValueError):
        faces.draw_face("aluette", "TS", 100)


def _count(arr, colour):
    return int(np.all(arr[..., :3] == colour, axis=-1).sum())


def test_four_colour_suits_recolour_diamonds_and_clubs():
    for code, old, new in (("8D", P.RED, P.FRENCH_INK_4["D"]),
                           ("8C", P.BLACK, P.FRENCH_INK_4["C"])):
        two = render.raw_face_array("paris", code, 200)
        four = render.raw_face_array("paris", code, 200, four_colour=True)
        assert _count(two, old) > 500 and _count(two, new) == 0
        assert _count(four, new) > 500 and _count(four, old) == 0
    # hearts and spades keep their colours
    assert np.array_equal(render.raw_face_array("paris", "9H", 200),
                          render.raw_face_array("paris", "9H", 200, four_colour=True))


def test_four_colour_suits_recolour_the_spanish_marks():
    for suit in "OCBS":
        two = render.raw_face_array("aluette", "5" + suit, 200)
        four = render.raw_face_array("aluette", "5" + suit, 200, four_colour=True)
        ink = P.SPANISH_INK_4[suit]
        corner = (slice(0, 40), slice(0, 24))  # the index: rank and a small mark
        assert _count(two[corner], P.BLACK) > 20, suit
        assert _count(four[corner], ink) > 20 and _count(four[corner], P.BLACK) == 0, suit
        assert np.abs(two.astype(int) - four.astype(int)).mean() > 1.0, suit
    inks = {P.SPANISH_INK_4[s] for s in "OCBS"}
    assert len(inks) == 4


def test_vienna_indices_are_an_overlay_that_can_be_switched_off():
    on = render.raw_face_array("vienna", "QH", 300)
    off = render.raw_face_array("vienna", "QH", 300, indices=False)
    # the index sits left of the court frame, which widens when it is off
    corner = (slice(10, 70), slice(3, 15))
    assert _count(on[corner], P.RED) > 20
    assert _count(off[corner], P.RED) == 0
    assert render.face("vienna", "QH", 120).get_size() == render.card_size(120)


def test_each_pack_has_its_own_back():
    backs = [faces.draw_back(p, 150) for p in render.pack_ids()]
    for i in range(3):
        for j in range(i + 1, 3):
            assert not np.array_equal(backs[i], backs[j])
    means = [b[30:-30, 30:-30, :3].reshape(-1, 3).mean(axis=0) for b in backs]
    # red Aluette, blue Paris, green Vienna
    assert np.argmax(means[0]) == 0 and np.argmax(means[1]) == 2 and np.argmax(means[2]) == 1


def test_named_aluette_cards_carry_their_ribbon():
    ribbon = aluette_named.RIBBON
    for code in render.pack_cards("aluette"):
        n = _count(render.raw_face_array("aluette", code, 300), ribbon)
        if code in aluette_named.NAMED:
            assert n > 400, code
        else:
            assert n == 0, code
    assert set(aluette_named.NAMED) == {"3O", "3C", "2O", "2C", "9C", "9O", "2B", "2S"}


def test_paris_courts_are_double_ended_and_vienna_courts_differ():
    a = render.raw_face_array("paris", "KH", 300)[..., :3].astype(int)
    turned = a[::-1, ::-1]
    # the picture turns end over end (indices, names and marks included),
    # give or take a pixel of rounding
    best = max(
        (np.abs(np.roll(turned, (dy, dx), axis=(0, 1)) - a).max(axis=-1) <= 40)[20:-20, 20:-20].mean()
        for dy in (-1, 0, 1) for dx in (-1, 0, 1))
    assert best > 0.97
    v = render.raw_face_array("vienna", "KH", 300)[..., :3].astype(int)
    assert np.abs(v - a).mean() > 10


def test_thumbnails_switch_to_the_large_index_design():
    """Under 110 px one large corner index (top left only); the ace one large mark."""
    shares = []
    for height, thumbnail in ((100, True), (110, False)):
        a = render.raw_face_array("paris", "AS", height)
        h, w = a.shape[:2]
        bottom_right = a[int(h * 0.85):, int(w * 0.86):]
        assert (_count(bottom_right, P.BLACK) == 0) == thumbnail
        top_left = a[: int(h * 0.3), : int(w * 0.3)]
        shares.append(_count(top_left, P.BLACK) / top_left[..., 0].size)
    assert shares[0] > shares[1], shares


@pytest.mark.parametrize("height", [60, 80, 96, 109, 110, 124, 149, 150, 170, 200, 260, 400])
def test_named_aluette_cards_keep_a_readable_name_at_every_size(height):
    from game.render.faces.canvas import Canvas

    cv = Canvas(height)
    for code, name in aluette_named.NAMED.items():
        text, size, _ = aluette_named.lettering(cv, code)
        assert text in (name, aluette_named.SHORT[code])
        # the lettering is at least the readable height on screen; the smallest
        # thumbnails (under 90 px, narrower than nine-pixel lettering) fill their width
        least = aluette_named.LETTER_PX if height >= 90 else 6.0
        assert size * height / 1000.0 >= 0.97 * least, (code, height)
        # and the foot of the drawn card carries it: dark lettering inside a light band
        foot = render.raw_face_array("aluette", code, height)[int(height * 0.78):, :, :3].astype(int)
        light = np.abs(foot - aluette_named.RIBBON).sum(axis=-1) < 60
        rows, cols = np.nonzero(light)
        assert light.sum() >= 30, (code, height)
        inside = foot[rows.min() + 2:rows.max() - 1, cols.min() + 3:cols.max() - 2]
        dark = inside.sum(axis=-1) < 520
        assert dark.sum() >= 10, (code, height, int(dark.sum()))


def test_named_aluette_cards_keep_their_full_name_where_it_fits():
    from game.render.faces.canvas import Canvas

    for code, name in aluette_named.NAMED.items():
        assert aluette_named.lettering(Canvas(260), code)[0] == name
        assert aluette_named.lettering(Canvas(130), code)[0] in (name, aluette_named.SHORT[code])
    # the short forms are only for the long names
    assert aluette_named.lettering(Canvas(100), "3O")[0] == "Monsieur"
