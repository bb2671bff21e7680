"""The monkey and the kill test, CI-sized (the tools run them long: tools/monkey.py, tools/killtest.py)."""

import os
import sys
from pathlib import Path

import pytest
from registered import games

TOOLS = Path(__file__).resolve().parents[2] / "tools"
sys.path.append(str(TOOLS))  # last: no tool shadows a test module (conformance_suite...)

EVENTS = int(os.environ.get("CARDAVIA_MONKEY_EVENTS", "800"))


@pytest.fixture
def monkey(monkeypatch):
    import monkey as module

    # every table gets its own folder under the test's user folder; the environment is restored after
    monkeypatch.setenv("CARDAVIA_HOME", os.environ["CARDAVIA_HOME"])
    return module


@pytest.mark.parametrize("game", games("players", "table"))
def test_random_events_at_every_table_raise_nothing(monkey, tmp_path, game):
    # one table a test, so that the tables' runs share the cores
    report = monkey.run(seed=2026, events=EVENTS, games=[game], home=tmp_path, quiet=True)
    assert report.totals == {game: EVENTS}, report.totals
    assert report.exceptions == [], "\n".join(f"seed 2026 {g} event {i}\n{t}" for g, i, t in report.exceptions)
    assert sum(report.events.values()) == EVENTS


def test_a_seed_replays_exactly(monkey, tmp_path):
    first = monkey.run(seed=7, events=120, games=["schnapsen"], home=tmp_path / "a", quiet=True)
    second = monkey.run(seed=7, events=120, games=["schnapsen"], home=tmp_path / "b", quiet=True)
    other = monkey.run(seed=8, events=120, games=["schnapsen"], home=tmp_path / "c", quiet=True)
    assert first.digest == second.digest
    assert first.digest != other.digest


def test_kills_during_play_and_saves_lose_nothing(tmp_path):
    import killtest

    kills, losses, resumed, _home = killtest.run(kills=4, seed="ci", home=str(tmp_path / "kill"), max_delay=6.0,
                                                 quiet=True)
    assert kills == 4 and losses == []
