"""tools/schnapsen_judge.py, CI-sized: the open-stock judge reads no hidden card
unless it is the seer, and a loss is never negative."""

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

import schnapsen_judge as judge  # noqa: E402


def _late_position():
    """A position of seeded deals with the stock open but short (cheap exact searches)."""
    found = judge.positions(2, 5, ("normal", "normal"))
    assert found and all(not deal.strict for deal, _ in found)
    return min(found, key=lambda p: p[1]["specific"]["stock_size"])


def test_the_honest_reference_reads_only_the_observation():
    deal, obs = _late_position()
    seen, habits = judge.reference(deal, obs, 3, False, random.Random(1))
    # no deal at all: the same values, so the true deal's hidden cards were never read
    blind, blind_habits = judge.reference(None, obs, 3, False, random.Random(1))
    assert seen == blind and habits == blind_habits
    assert set(seen) == set(obs["legal_actions"])


def test_the_seer_reads_the_true_deal_and_losses_are_never_negative():
    deal, obs = _late_position()
    seer, _ = judge.reference(deal, obs, 3, True, random.Random(1))
    assert set(seer) == set(obs["legal_actions"])
    records = judge.run(["normal", "easy"], {}, 1, 5, ("normal", "normal"), 2, False)
    assert records
    assert all(loss >= 0 and alt >= 0 for _, _, losses in records for loss, alt in losses.values())
    assert {kind for kind, _, _ in records} <= set(judge.KINDS)
