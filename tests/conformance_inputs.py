"""Hostile inputs every game must refuse cleanly: nested, long, non-finite or misshapen.

``check_hostile(game, seed, value)`` hands ``value`` to every way in: as an action
midway through a deal, as an action of a record, as the deal's options, and in place
of each field of a match save (and of its deal records).  Each must be refused with a
``ValueError`` (an ``IllegalAction`` for actions) whose message is short, and leave
the deal it was given to as it was; whatever is accepted must be plain JSON that
reads back the same.  ``check_inputs(game, seed)`` draws its values from the seed
(``CHECKS["inputs"]``); the hypothesis test in ``tests/engine`` draws many more.
"""

from __future__ import annotations

import copy
import json
import math
import random
from collections import Counter

from conformance_base import GARBAGE, seeded_deal, snapshot

from game.engine import IllegalAction, load_match, new_deal, new_match, replay

#: the longest message a refusal may have, however large the input
MESSAGE_CHARS = 400


def nested(depth, leaf="AH"):
    """``[[[...leaf...]]]`` ``depth`` lists deep, built without recursion."""
    value = leaf
    for _ in range(depth):
        value = [value]
    return value


def _plain(value):
    """Does ``value`` read back from JSON exactly as it is (finite numbers, string keys, no tuples)?"""
    try:
        text = json.dumps(value, allow_nan=False)
    except (TypeError, ValueError, RecursionError):
        return False
    try:
        return _same(json.loads(text), value)
    except RecursionError:
        return False


def _same(a, b):
    if type(a) is not type(b):
        return False
    if isinstance(a, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    return a == b


def _refused(call, kinds, where):
    """Run ``call``; it must raise one of ``kinds`` with a short, non-empty message."""
    try:
        got = call()
    except kinds as exc:
        text = str(exc)
        assert text, f"{where}: refused without a message"
        assert len(text) <= MESSAGE_CHARS, f"{where}: a message of {len(text)} characters"
        return None
    except Exception as exc:  # noqa: BLE001 - the point is to name it
        raise AssertionError(f"{where}: {type(exc).__name__} instead of ValueError: {str(exc)[:200]}") from exc
    return got


def _played_match(game, seed):
    match = new_match(game, seed=seed)
    rng = random.Random(seed)
    while not match.deal.is_over:
        match.deal.apply(rng.choice(match.deal.legal_actions()))
    if not match.is_over:
        match.next_deal()
    for _ in range(rng.randrange(6)):
        if not match.deal.is_over:
            match.deal.apply(rng.choice(match.deal.legal_actions()))
    return match.to_dict()


def _places(save):
    """Every field of a match save and of its first and last deal records, as key paths."""
    out = [(key,) for key in save]
    for i in {0, len(save["deals"]) - 1}:
        out += [("deals", i, key) for key in save["deals"][i]]
    return out


def check_hostile(game, seed, value):
    """``value`` at every way in of ``game``'s engine: refused cleanly, or accepted as plain JSON."""
    count = Counter()
    where = f"{game} seed {seed}: {type(value).__name__}"
    # as an action, midway through a deal
    deal, rng = seeded_deal(game, seed)
    for _ in range(rng.randrange(12)):
        if not deal.is_over:
            deal.apply(rng.choice(deal.legal_actions()))
    before = snapshot(deal)
    if not (isinstance(value, str) and value in deal.legal_actions()):
        _refused(lambda: deal.apply(value), IllegalAction, f"{where} as an action")
        assert snapshot(deal) == before, f"{where}: refusing it changed the deal"
        # and as an action of a record
        record = dict(deal.record(), actions=deal.record()["actions"] + [value])
        _refused(lambda: replay(record), IllegalAction, f"{where} in a record")
        count["actions"] += 2
    # as the deal's options
    options = {"x": value}
    kept = copy.deepcopy(options) if _plain(options) else None
    made = _refused(lambda: new_deal(game, seed=seed, options=options), ValueError, f"{where} as an option")
    if made is not None:
        assert _plain(options), f"{where}: options that cannot be saved were taken"
        assert _same(options, kept), f"{where}: the options given were changed"
        saved = made.record()
        assert _same(json.loads(json.dumps(saved, allow_nan=False)), saved), f"{where}: a record that reads back different"
    count["options"] += 1
    # in place of each field of a match save
    save = _played_match(game, seed)
    text = json.dumps(save, sort_keys=True)
    for path in _places(save):
        broken = copy.deepcopy(save)
        holder, original = broken, save
        for key in path[:-1]:
            holder, original = holder[key], original[key]
        holder[path[-1]] = value
        match = _refused(lambda b=broken: load_match(b), ValueError, f"{where} as the save's {path}")
        # the save given is left as it was (the value compared by identity: it may not print)
        assert holder[path[-1]] is value, f"{where}: loading replaced the save's {path}"
        holder[path[-1]] = original[path[-1]]
        assert json.dumps(broken, sort_keys=True) == text, f"{where}: loading changed the save"
        if match is not None:
            json.dumps(match.to_dict(), allow_nan=False)  # what loads can be saved again
        count["saves"] += 1
    return count


def hostile_values(rng):
    """A few inputs of the kinds that once broke the engine, drawn from ``rng``."""
    return [
        nested(rng.choice((50, 2000, 100_000))),
        {"a": nested(rng.randrange(40, 200))},
        rng.choice("Zx?:") * rng.randrange(100, 10_000),
        rng.choice((math.nan, math.inf, -math.inf, 1e308 * 10)),
        [math.nan] * rng.randrange(1, 4),
        rng.choice(GARBAGE),
        ("AH", rng.random()),
        {rng.randrange(9): "x"},
        2 ** rng.randrange(64, 20_000),
        -rng.randrange(1, 10**6),
        object(),
    ]


def check_inputs(game, seed):
    rng = random.Random(f"inputs:{game}:{seed}")
    count = Counter(deals=1)
    for value in rng.sample(hostile_values(rng), 3):
        count.update(check_hostile(game, seed, value))
    return count


__all__ = ["MESSAGE_CHARS", "check_hostile", "check_inputs", "hostile_values", "nested"]
