"""Hostile inputs to the engine: each is refused with a ValueError naming what is wrong,
with a short message, and nothing it was given to changes (the cross-game checks are in
``tests/conformance_inputs.py``; here they run on hypothesis's values over all four games)."""

import json
import math

import pytest
from conformance_base import snapshot
from conformance_inputs import MESSAGE_CHARS, check_hostile, nested
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import GAMES, IllegalAction, load_match, new_deal, new_match, replay

_leaves = (st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True, allow_infinity=True)
           | st.text(max_size=12) | st.binary(max_size=6))
_values = st.recursive(
    _leaves,
    lambda inner: (st.lists(inner, max_size=3) | st.tuples(inner)
                   | st.dictionaries(st.text(max_size=4) | st.integers(0, 9), inner, max_size=3)),
    max_leaves=8,
)
_large = (st.builds(nested, st.integers(500, 100_000))
          | st.builds(lambda ch, n: ch * n, st.characters(), st.integers(65, 12_000))
          | st.builds(lambda bits: 2 ** bits, st.integers(64, 20_000)))


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=st.sampled_from(GAMES), seed=st.integers(0, 40), value=_values | _large)
def test_a_hostile_value_is_refused_cleanly_everywhere(game, seed, value):
    check_hostile(game, seed, value)


def _played(game, seed=2):
    deal = new_deal(game, seed=seed)
    for _ in range(3):
        deal.apply(deal.legal_actions()[-1])
    assert not deal.is_over
    return deal


@pytest.mark.parametrize("game", GAMES)
def test_a_deeply_nested_action_is_a_value_error(game):
    deal = _played(game)
    deep = nested(100_000)
    record = dict(deal.record(), actions=deal.record()["actions"] + [deep])
    with pytest.raises(IllegalAction) as caught:
        replay(record)
    assert caught.value.params["index"] == 3 and len(str(caught.value)) <= MESSAGE_CHARS
    before = snapshot(deal)
    with pytest.raises(IllegalAction):
        deal.apply(deep)
    assert snapshot(deal) == before


@pytest.mark.parametrize("game", GAMES)
def test_a_long_garbage_action_is_cut_in_the_message(game):
    deal = _played(game)
    garbage = "Q" * 10_000
    with pytest.raises(IllegalAction) as caught:
        deal.apply(garbage)
    text = str(caught.value)
    assert len(text) < 200 and "QQQQ" in text and "10000 characters" in text
    assert caught.value.action == garbage and caught.value.code == "unknown_action"
    record = dict(deal.record(), actions=deal.record()["actions"] + [garbage])
    with pytest.raises(IllegalAction) as caught:
        replay(record)
    assert len(str(caught.value)) < 400 and str(caught.value).startswith("action 3 ('QQQQ")


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("bad", [math.nan, math.inf, -math.inf, ("a", 1), {"k": [1, math.nan]}, {3: "x"},
                                 2 ** 5000, nested(100, leaf=1), nested(100_000)])
def test_deal_options_must_be_plain_json(game, bad):
    options = {"speed": bad}
    with pytest.raises(ValueError, match="option") as caught:
        new_deal(game, seed=1, options=options)
    assert len(str(caught.value)) <= MESSAGE_CHARS
    assert options == {"speed": bad} or bad is not bad  # untouched (NaN is not equal to itself)
    assert options["speed"] is bad


@pytest.mark.parametrize("game", GAMES)
def test_plain_options_are_kept_and_saved(game):
    options = {"speed": [1, 2.5, None, True, "x", {"k": []}]}
    deal = new_deal(game, seed=1, options=options)
    assert deal.record()["options"] == options
    options["speed"].append("later")  # the deal holds its own copy
    assert deal.record()["options"]["speed"][-1] == {"k": []}
    assert json.loads(json.dumps(deal.record(), allow_nan=False)) == deal.record()


def _save(game):
    match = new_match(game, seed=5)
    match.deal.apply(match.deal.legal_actions()[0])
    return match.to_dict()


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("change, words", [
    ({"options": 5}, "options"),
    ({"options": [["a", 1]]}, "options"),
    ({"options": True}, "options"),
    ({"options": {"a": math.nan}}, "option"),
    ({"seed": math.inf}, "seed"),
    ({"seed": [1]}, "seed"),
    ({"seed": 2 ** 20_000}, "seed"),
    ({"epoch": "one"}, "epoch"),
    ({"epoch": -1}, "epoch"),
    ({"version": nested(100_000)}, "version"),
    ({"deals": {"a": 1}}, "deal"),
])
def test_a_match_save_of_the_wrong_shape_is_a_value_error(game, change, words):
    data = dict(_save(game), **change)
    with pytest.raises(ValueError, match=words) as caught:
        load_match(data)
    assert type(caught.value) is ValueError and len(str(caught.value)) <= MESSAGE_CHARS


@pytest.mark.parametrize("game", GAMES)
def test_a_save_whose_deals_are_of_another_game_is_refused(game):
    other = next(g for g in GAMES if g != game)
    data = dict(_save(other), game=game)
    with pytest.raises(ValueError, match=f"deal 0 of the {game} save is for '{other}'"):
        load_match(data)
