"""Look controls: identity at neutral, monotonic effects, fixed grain, and
legibility of every rank and suit mark under every setting."""

import itertools

import numpy as np
import pytest

from game import render
from game.render import cache, fx
from game.render.faces import palette as P

H = 96  # small cards keep the grids quick; the thumbnail design is checked too


def lum(rgb):
    return fx._luminance(np.asarray(rgb, dtype=np.float64)[..., :3])


def test_neutral_look_gives_the_drawn_face_byte_for_byte():
    for pack, code in (("paris", "KH"), ("aluette", "2C"), ("vienna", "TS")):
        raw = render.raw_face_array(pack, code, 150)
        out = render.face_array(pack, code, 150, look=render.Look(50, 0, 50))
        assert out.dtype == np.uint8 and out.shape == raw.shape
        assert out.tobytes() == raw.tobytes()
        assert fx.apply_look(raw, render.Look(50, 0, 50)).tobytes() == raw.tobytes()


def test_default_look_is_fifty_percent_each_and_values_are_clamped():
    assert render.Look() == render.Look(50, 50, 50)
    assert render.Look(-20, 300, 49.6) == render.Look(0, 100, 50)
    assert render.NEUTRAL.neutral and not render.Look().neutral


def test_contrast_raises_the_luminance_spread():
    spreads = [lum(render.face_array("paris", "QD", 150, look=render.Look(c, 0, 50))).std()
               for c in (0, 25, 50, 75, 100)]
    assert all(a < b for a, b in zip(spreads, spreads[1:])), spreads


def test_temperature_raises_the_red_to_blue_ratio():
    ratios = []
    for t in (0, 25, 50, 75, 100):
        a = render.face_array("aluette", "KC", 150, look=render.Look(50, 0, t)).astype(float)
        ratios.append(a[..., 0].mean() / a[..., 2].mean())
    assert all(a < b for a, b in zip(ratios, ratios[1:])), ratios


def _ground_noise(look):
    raw = render.raw_face_array("paris", "7H", 150)
    out = render.face_array("paris", "7H", 150, look=look).astype(float)
    ground = np.all(raw[..., :3] == P.GROUND, axis=-1)
    return out[..., 1][ground].std()


def test_grain_is_zero_at_zero_and_grows_with_the_slider():
    noise = [_ground_noise(render.Look(50, g, 50)) for g in (0, 25, 50, 75, 100)]
    assert noise[0] == 0.0
    assert all(a < b for a, b in zip(noise, noise[1:])), noise


def test_grain_is_a_fixed_texture_per_card_and_size():
    look = render.Look(50, 70, 50)
    first = render.face_array("vienna", "8C", 120, look=look).copy()
    render.clear_cache()
    again = render.face_array("vienna", "8C", 120, look=look)
    assert again.tobytes() == first.tobytes()
    # another card of the same size has its own texture
    a = render.face_array("vienna", "8C", 120, look=look).astype(int)
    b = render.face_array("vienna", "9C", 120, look=look).astype(int)
    ra = render.raw_face_array("vienna", "8C", 120).astype(int)
    rb = render.raw_face_array("vienna", "9C", 120).astype(int)
    both = np.all(ra == rb, axis=-1) & np.all(ra[..., :3] == P.GROUND, axis=-1)
    assert both.sum() > 1000
    assert (a - ra)[both].tolist() != (b - rb)[both].tolist()


def test_grain_never_wraps_round_the_byte_range():
    """The fast path (uint8 add into reserved headroom) equals plain clipping."""
    for look in (render.Look(100, 100, 100), render.Look(0, 100, 0), render.Look(50, 100, 50)):
        raw = cache.raw_face("aluette", "KS", 130)
        fast = render.face_array("aluette", "KS", 130, look=look).astype(int)
        tables, _ = fx.look_tables(look)
        noise = fx.grain_layer(raw.field, look.grain).view(np.int8).astype(int)
        graded = np.stack([tables[c][raw.rgba[..., c]] for c in range(3)], -1).astype(int)
        reference = np.clip(graded + noise[..., :3], 0, 255)
        assert np.array_equal(fast[..., :3], reference)
        assert np.array_equal(fast[..., 3], raw.rgba[..., 3])


def test_extreme_settings_are_clamped_for_legibility():
    tables, strength = fx.look_tables(render.Look(0, 100, 0))
    assert strength < 1.0
    assert fx._min_ratio(tables) >= fx.MIN_RATIO
    assert fx.look_tables(render.Look(60, 50, 55))[1] == 1.0


GRID = [render.Look(c, g, t) for c, g, t in itertools.product((0, 50, 100), repeat=3)]


def _marks(pack, code, four_colour):
    """Ink colours a card prints its rank and suit marks in."""
    inks = {P.ink(pack, code[1], four_colour)}
    if pack == "aluette":
        inks.update(P.outline_inks())
    return inks


@pytest.mark.parametrize("four_colour", [False, True])
@pytest.mark.parametrize("pack", render.pack_ids())
def test_every_mark_keeps_3_to_1_against_the_ground_at_every_setting(pack, four_colour):
    """Measured in the graded faces: the mean colour of each mark's ink against
    the mean ground. Per card through the look's curves alone (grain is
    zero-mean, but a dozen pixels of it are a noisy sample), and with the
    grain over the whole pack's mark area for each ink."""
    sheet = cache.sheet(pack, H, four_colour, True)
    grounds = []
    for raw in sheet.raw:
        ground = np.all(raw[..., :3] == P.GROUND, axis=-1) & (raw[..., 3] == 255)
        assert ground.sum() > 200
        grounds.append(ground)
    checked = 0
    for look in GRID:
        pooled = {}
        for code, raw, grained, ground in zip(sheet.codes, sheet.raw, sheet.grade(look),
                                              grounds):
            curves_only = fx.apply_look(raw, look)
            seen = False
            for colour in _marks(pack, code, four_colour):
                mark = np.all(raw[..., :3] == colour, axis=-1)
                if mark.sum() < 3:
                    continue
                seen = True
                checked += 1
                r = _ratio(_mean(curves_only, mark), _mean(curves_only, ground))
                assert r >= fx.MIN_RATIO, (pack, code, look, colour, r)
                sums = pooled.setdefault(colour, [np.zeros(3), 0, np.zeros(3), 0])
                sums[0] += grained[..., :3][mark].sum(axis=0)
                sums[1] += int(mark.sum())
                sums[2] += grained[..., :3][ground].sum(axis=0)
                sums[3] += int(ground.sum())
            assert seen, (pack, code)
        pooled_checks = 0
        for colour, (mark_sum, n_mark, ground_sum, n_ground) in pooled.items():
            if n_mark < 100:  # too few pixels to average the grain out
                continue
            pooled_checks += 1
            r = _ratio(mark_sum / n_mark, ground_sum / n_ground)
            assert r >= fx.MIN_RATIO, (pack, look, colour, r, "with grain")
        assert pooled_checks >= 2
    assert checked >= len(GRID) * len(sheet.codes)


def _mean(img, mask):
    return img[..., :3][mask].reshape(-1, 3).astype(float).mean(axis=0)


def _ratio(a, b):
    lg, lm = lum(a), lum(b)
    return (max(lg, lm) + 0.05) / (min(lg, lm) + 0.05)


def test_grain_is_zero_mean_so_it_does_not_shift_colours():
    for code in ("KH", "7S"):
        raw = cache.raw_face("paris", code, 200)
        for g in (50, 100):
            noise = fx.grain_layer(raw.field, g).view(np.int8)[..., :3].astype(float)
            assert abs(noise.mean()) < 0.25 * fx.grain_sigma(g)
