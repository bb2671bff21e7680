"""What the conformance checks share: the rule book's account of what each seat may
know, the shapes ``result()`` promises (``engine-api.md``), and small helpers.

What a seat may know is written out by each game's descriptor (``known_cards``)
from the rules, over the deal's internal piles (hands, tricks, talon...), and
the shape of its result too (``result_shape``); observations are never read by
key, only searched for card codes (:func:`card_mentions`).
"""

from __future__ import annotations

import json
import random
from functools import cache

from game.engine import IllegalAction, deal_class, descriptor, new_deal
from game.engine.cards import PACKS


# -- what each seat may know ----------------------------------------------------------
def known_cards(deal, seat):
    """The cards ``seat`` may know the place of now (rules.md, engine-api.md), as the
    game's descriptor writes it out from the rules."""
    return descriptor(deal.game).known_cards(deal, seat)


def card_mentions(value, pack):
    """Every card code in a JSON-like value: a string that is a card, or ends in ``:card``."""
    found = set()
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, str):
            if v in pack:
                found.add(v)
            elif ":" in v and v.rsplit(":", 1)[1] in pack:
                found.add(v.rsplit(":", 1)[1])
        elif isinstance(v, dict):
            stack.extend(v.keys())
            stack.extend(v.values())
        elif isinstance(v, (list, tuple)):
            stack.extend(v)
    return found


# -- result() shapes (engine-api.md) ---------------------------------------------------
def _int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def is_seat(v, deal):
    return _int(v) and 0 <= v < deal.n_players


# the words of a descriptor's result_shape: a name (a trailing "?" also admits None),
# "name:n" for a list of n, or ("one of?", values) / ("each of?", values, n) / ("object?", {key: shape})
# (an object of exactly those keys, or None)
_SHAPES = {
    "int": lambda v, deal: _int(v),
    "bool": lambda v, deal: isinstance(v, bool),
    "seat": is_seat,
    "team": lambda v, deal: _int(v) and v in (0, 1),
    "suit": lambda v, deal: v in {c[1] for c in PACKS[deal.game]},
}


def _fits(shape, v, deal):
    if isinstance(shape, tuple):
        kind, values, *n = shape
        if kind == "one of?":
            return v is None or v in values
        if kind == "object?":
            return v is None or (isinstance(v, dict) and set(v) == set(values)
                                 and all(_fits(values[k], v[k], deal) for k in values))
        assert kind == "each of?", f"unknown result shape {shape!r}"
        return isinstance(v, list) and len(v) == n[0] and (all(x is None for x in v) or all(x in values for x in v))
    name, _, count = shape.partition(":")
    if count:
        return isinstance(v, list) and len(v) == int(count) and all(_fits(_single(name), x, deal) for x in v)
    if name.endswith("?"):
        return v is None or _SHAPES[name[:-1]](v, deal)
    return _SHAPES[name](v, deal)


def _single(name):
    """The shape of one element of a list shape: "ints" -> "int", "seats?" -> "seat?"."""
    optional = name.endswith("?")
    base = name.rstrip("?")
    return base[:-1] + ("?" if optional else "")


def result_shape(game):
    """``{key: check(value, deal)}``: what ``result()`` promises (engine-api.md)."""
    return {key: (lambda v, deal, shape=shape: _fits(shape, v, deal))
            for key, shape in descriptor(game).result_shape.items()}


def check_result_shape(deal, where):
    result = deal.result()
    shape = result_shape(deal.game)
    assert shape, f"{where}: the game's descriptor gives no result_shape"
    assert set(result) == set(shape), f"{where}: result keys {sorted(result)}"
    for key, ok in shape.items():
        assert ok(result[key], deal), f"{where}: result[{key!r}] = {result[key]!r}"
    assert json.loads(json.dumps(result)) == result, f"{where}: result is not plain JSON"
    return result


# -- small helpers ------------------------------------------------------------------------
def n_players(game):
    return deal_class(game).n_players


def seeded_deal(game, seed):
    """The deal of ``seed``: shuffled from it, its dealer drawn from it; and the playout rng."""
    rng = random.Random(f"{game}:{seed}")
    deal = new_deal(game, seed=seed, dealer=rng.randrange(n_players(game)))
    return deal, rng


def play_out(deal, rng, limit=500):
    steps = 0
    while not deal.is_over:
        legal = deal.legal_actions()
        assert legal, f"{deal!r}: no legal action while {deal.current_player} is to act"
        deal.apply(rng.choice(legal))
        steps += 1
        assert steps <= limit, f"{deal!r}: no end after {limit} actions"
    return steps


def snapshot(deal):
    """Everything anybody can read of a deal, as text (a change anywhere shows)."""
    over = deal.is_over
    return (
        json.dumps(deal.record(), sort_keys=True),
        [json.dumps(deal.observation(s), sort_keys=True) for s in range(deal.n_players)],
        deal.legal_actions(),
        deal.current_player,
        over,
        json.dumps(deal.result(), sort_keys=True) if over else None,
    )


@cache
def vocabulary(game):
    """Every action string the game uses: the pack, the legal actions of many deals,
    and every ``prefix:card`` a prefix seen admits."""
    pack = PACKS[game]
    seen = set(pack)
    for seed in range(80):
        deal, rng = seeded_deal(game, 10_000 + seed)
        while not deal.is_over:
            legal = deal.legal_actions()
            seen.update(legal)
            deal.apply(rng.choice(legal))
    prefixes = {a.split(":", 1)[0] for a in seen if ":" in a and a.split(":", 1)[1] in pack}
    seen.update(f"{p}:{c}" for p in prefixes for c in pack)
    return tuple(sorted(seen))


GARBAGE = (
    "", " ", "pass ", "PASS", "?", "xx", "AH ", "ah", "10H", "discard:", "marry:",
    "bid:9", "bid:0", "trump:X", "take:Z", "game:H", "no-aces!", "card:AH", "AH:",
    None, 0, 1, -1, 3.5, True, False, [], ["AH"], {}, {"action": "pass"}, ("AH",), b"AH",
)


def names_a_card(action, pack):
    return bool(card_mentions(action, pack)) if isinstance(action, str) else False


def refusal(deal, action):
    """(code, params without the action, message) of refusing ``action``; None when legal."""
    if isinstance(action, str) and action in deal.legal_actions():
        return None
    try:
        deal.apply(action)
    except IllegalAction as exc:
        params = {k: v for k, v in exc.params.items() if k != "action"}
        return exc.code, params, str(exc)
    raise AssertionError(f"{deal!r}: {action!r} was accepted but is not a legal action")
