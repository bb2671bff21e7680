"""Every game of ``GAMES`` keeps the engine's contract (the checks live in
``tests/conformance.py``; ``tools/conformance.py`` runs them over many more deals)."""

import pytest
from conformance import CHECKS, GAMES

# deals per game and check: a few hundred for the cheap checks, fewer for the costly
DEALS = {
    "playout": 300,
    "observations": 150,
    "refusals": 100,
    "replay": 200,
    "clone": 150,
    "validation": 3,
    "twins": 150,
}


@pytest.mark.parametrize("check", list(CHECKS))
@pytest.mark.parametrize("game", GAMES)
def test_conformance(game, check):
    run = CHECKS[check]
    total = {}
    for seed in range(DEALS[check]):
        for key, n in run(game, seed).items():
            total[key] = total.get(key, 0) + n
    assert total, f"{check} exercised nothing for {game}"
