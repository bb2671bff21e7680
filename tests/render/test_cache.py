"""Caches: drawn and graded faces kept apart, whole-pack re-grades equal to
card-by-card ones, and the adapter the table uses."""

import numpy as np
import pygame

from game import render
from game.render import cache, cards, fx, surfbridge


def test_a_whole_pack_regrade_equals_grading_each_card():
    looks = [render.Look(), render.Look(0, 100, 0), render.Look(100, 30, 100), render.NEUTRAL]
    sheet = cache.sheet("vienna", 120, True, False)
    for look in looks:
        for code, arr in zip(sheet.codes, sheet.grade(look)):
            key = ("vienna", code, 120, True, False)
            one = cache.grade_raw(key, cache.raw_face(*key), look)
            assert np.array_equal(arr, one), (code, look)


def test_after_warming_faces_come_from_the_pack_sheet():
    look = render.Look(70, 20, 40)
    surfaces = render.warm("paris", 140, look=look)
    assert len(surfaces) == 32
    assert render.face("paris", "QC", 140, look=look) is surfaces[render.pack_cards("paris").index("QC")]
    a = render.face_array("paris", "QC", 140, look=render.Look(30, 60, 60))
    key = ("paris", "QC", 140, False, True)
    assert np.array_equal(a, cache.grade_raw(key, cache.raw_face(*key), render.Look(30, 60, 60)))
    assert surfbridge.surface_to_array(render.face("paris", "QC", 140, look=render.Look(30, 60, 60))
                                       ).tobytes() == a.tobytes()


def test_raw_faces_stay_untouched_by_grading():
    raw = render.raw_face_array("aluette", "9C", 110).copy()
    render.face_array("aluette", "9C", 110, look=render.Look(100, 100, 0))
    assert np.array_equal(render.raw_face_array("aluette", "9C", 110), raw)
    assert not render.raw_face_array("aluette", "9C", 110).flags.writeable


def test_the_byte_budget_drops_the_oldest_entries():
    lru = cache.ByteLRU(100)
    for i in range(5):
        lru.put(i, str(i), 30)
    assert len(lru) == 3 and lru.bytes == 90
    assert lru.get(0) is None and lru.get(4) == "4"
    lru.get(2)
    lru.put(5, "5", 30)
    assert lru.get(2) == "2" and lru.get(3) is None


def test_the_table_adapter_reads_settings_pairs():
    settings = (("contrast", 50), ("grain", 0), ("temperature", 50), ("four_colour", True),
                ("show_vienna_indices", False))
    look, four, vienna_indices = cards.options(settings)
    assert look == render.NEUTRAL and four and not vienna_indices
    surf = cards.face("vienna", "KC", 150, look=settings)
    expected = render.raw_face_array("vienna", "KC", 150, four_colour=True, indices=False)
    assert surfbridge.surface_to_array(surf).tobytes() == expected.tobytes()
    # indices cannot be switched off for the packs that print them
    surf = cards.face("paris", "KC", 150, look=settings)
    expected = render.raw_face_array("paris", "KC", 150, four_colour=True, indices=True)
    assert surfbridge.surface_to_array(surf).tobytes() == expected.tobytes()
    assert cards.options(None) == (render.Look(), False, True)
    assert isinstance(cards.back("aluette", 150, look=settings), pygame.Surface)


def test_surfaces_keep_their_pixels_alive():
    arr = np.zeros((6, 4, 4), dtype=np.uint8)
    arr[..., 0] = 200
    arr[..., 3] = 255
    surf = surfbridge.array_to_surface(arr)
    del arr
    assert tuple(surf.get_at((1, 1))) == (200, 0, 0, 255)


def test_block_code_round_trips():
    rng = np.random.default_rng(3)
    pixels = rng.integers(0, 4, 8 * 500).astype(np.uint32) * 0x01020304
    code = fx.block_encode(pixels)
    assert np.array_equal(fx.block_decode(code), pixels)
    assert len(code.rows) == 500 and code.blocks.shape[1] == fx.BLOCK
