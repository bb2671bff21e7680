"""The arena's statistics: Wilson interval and the interval of a mean."""

import importlib.util
import pathlib

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("arena", ROOT / "tools" / "arena.py")
arena = importlib.util.module_from_spec(spec)
spec.loader.exec_module(arena)


def test_wilson_known_values():
    lo, hi = arena.wilson(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-3)
    assert hi == pytest.approx(0.5962, abs=1e-3)
    lo, hi = arena.wilson(0, 10)
    assert lo == 0.0 and hi == pytest.approx(0.2775, abs=1e-3)
    assert arena.wilson(0, 0) == (0.0, 1.0)


def test_wilson_stays_inside_unit_interval():
    for n in (1, 5, 40):
        for k in range(n + 1):
            lo, hi = arena.wilson(k, n)
            assert 0.0 <= lo <= k / n <= hi <= 1.0


def test_mean_ci():
    m, lo, hi = arena.mean_ci([1, 2, 3, 4, 5])
    assert m == 3
    assert lo == pytest.approx(3 - 1.96 * (2.5 / 5) ** 0.5, abs=1e-3)
    assert hi == pytest.approx(3 + 1.96 * (2.5 / 5) ** 0.5, abs=1e-3)
    assert arena.mean_ci([]) == (0.0, 0.0, 0.0)


def test_seatings_give_each_side_every_position():
    assert arena.seatings("belote") == [(0, 2), (1, 3)]
    assert arena.seatings("schnapsen") == [(0,), (1,)]
    assert arena.seatings("preference") == [(0,), (1,), (2,)]
