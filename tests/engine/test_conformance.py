"""Every game of ``GAMES`` keeps the engine's contract (the checks live in
``tests/conformance_suite.py``; ``tools/conformance.py`` runs them over many more deals)."""

import pytest
from conformance_suite import CHECKS, GAMES

# deals per game and check: a few hundred for the cheap checks, fewer for the costly
DEALS = {
    "playout": 300,
    "observations": 150,
    "refusals": 100,
    "replay": 200,
    "clone": 150,
    "validation": 3,
    "twins": 150,
    "inputs": 8,
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


# -- the checks can fail: each catches the leak it is there for -------------------------
def failing_seeds(check, game, seeds=range(30)):
    failed = 0
    for seed in seeds:
        try:
            check(game, seed)
        except AssertionError:
            failed += 1
    return failed


def test_the_twin_check_catches_an_observation_that_tells_a_hidden_fact(monkeypatch):
    """As the No Aces step once did: whether the declarer holds an ace, shown to all."""
    from game.engine.preference import PreferenceDeal

    plain = PreferenceDeal.observation

    def leaky(self, seat):
        obs = plain(self, seat)
        if self.declarer is not None:
            obs["extra"] = any(c[0] == "A" for c in self.hands[self.declarer])
        return obs

    monkeypatch.setattr(PreferenceDeal, "observation", leaky)
    assert failing_seeds(CHECKS["twins"], "preference") > 5


def test_the_twin_check_catches_a_refusal_that_tells_a_hidden_fact(monkeypatch):
    """As the old refusal of No Aces did: a reason drawn from the declarer's hand."""
    from game.engine.preference import PreferenceDeal

    plain = PreferenceDeal._why_illegal

    def leaky(self, action):
        code, message, params = plain(self, action)
        if self.declarer is not None:
            params = dict(params, holds_ace=any(c[0] == "A" for c in self.hands[self.declarer]))
        return code, message, params

    monkeypatch.setattr(PreferenceDeal, "_why_illegal", leaky)
    assert failing_seeds(CHECKS["twins"], "preference") > 5


def test_the_observation_check_catches_a_hidden_card(monkeypatch):
    from game.engine.belote import BeloteDeal

    plain = BeloteDeal.observation

    def leaky(self, seat):
        return dict(plain(self, seat), extra=self.hands[(seat + 1) % 4][:1])

    monkeypatch.setattr(BeloteDeal, "observation", leaky)
    assert failing_seeds(CHECKS["observations"], "belote", range(5)) == 5


# -- a game registered at run time is held to the same contract -------------------------
@pytest.mark.parametrize("check", list(CHECKS))
def test_a_game_registered_at_run_time_keeps_the_contract(duel, check):
    test_conformance(duel.NAME, check)
