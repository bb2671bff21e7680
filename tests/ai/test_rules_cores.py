"""Random deals through the engine and each game's rules core side by side,
compiled and in plain Python (the long run: tools/core_conformance.py)."""

import sys
from collections import Counter
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import conformance_cores  # noqa: E402

from game.ai import jit  # noqa: E402

DEALS = {"compiled": 300, "plain": 300}
#: cards played in a deal with card play, at least (Preference: two may play alone)
CARDS = {"aluette": 36, "belote": 28, "coinche": 28, "preference": 20}


@pytest.mark.parametrize("game", sorted(conformance_cores.CHECKS))
@pytest.mark.parametrize("mode", ["compiled", "plain"])
def test_the_rules_core_plays_as_the_engine(game, mode):
    if mode == "compiled" and not jit.COMPILED:
        pytest.skip("numba is not installed")
    jit.use_plain(mode == "plain")
    try:
        seen = Counter()
        for seed in range(DEALS[mode]):
            seen.update(conformance_cores.check(game, seed))
    finally:
        jit.use_plain(False)
    assert seen["results"] > DEALS[mode] // 2
    assert seen["legal sets"] >= CARDS[game] * seen["results"]
