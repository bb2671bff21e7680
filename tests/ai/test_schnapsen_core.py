"""The Schnapsen core agrees with the engine, compiled and as plain Python:
random deals played through both, every legal set, state field and result
compared (``tools/schnapsen_core_check.py`` runs the long form)."""

import os
import pathlib
import subprocess
import sys

from game.ai.jit import PURE_ENV

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

from schnapsen_core_check import check_deal  # noqa: E402


def test_core_plays_random_deals_as_the_engine():
    assert sum(check_deal(seed) for seed in range(300)) > 3000


def test_core_as_plain_python_plays_random_deals_as_the_engine():
    env = dict(os.environ, **{PURE_ENV: "1"})
    out = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "schnapsen_core_check.py"), "--deals", "300", "--seed", "7"],
        env=env, capture_output=True, text=True, timeout=300,
    )
    assert out.returncode == 0, out.stderr
    assert "agree (plain Python" in out.stdout
