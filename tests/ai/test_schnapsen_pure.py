"""Schnapsen's searching levels on the plain-Python core (where numba is not
installed) stay honest and play the exact best once the stock is gone: the
twin tests and the endgame test run again in a process without the compiler."""

import os
import pathlib
import subprocess
import sys

from game.ai.jit import PURE_ENV

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_the_searching_levels_as_plain_python_decide_from_the_observation_alone():
    env = dict(os.environ, **{PURE_ENV: "1"})
    tests = [str(ROOT / "tests" / "ai" / "test_ai_honesty.py"), str(ROOT / "tests" / "ai" / "test_schnapsen_solver.py")]
    out = subprocess.run(
        [sys.executable, "-m", "pytest", "-o", "addopts=", "-q", "-p", "no:cacheprovider", *tests,
         "-k", "schnapsen and (strong or expert)"],
        env=env, capture_output=True, text=True, timeout=600, cwd=ROOT,
    )
    assert out.returncode == 0, out.stdout[-3000:]
    assert "8 passed" in out.stdout  # the twins (strong, expert), the inference twins and the endgames
