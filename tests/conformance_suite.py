"""The guarantees every registered game (``game.engine.known_games()``) owes the rest of the program.

One set of checks, run over every registered game: by ``tests/engine/test_conformance.py``
in a size fit for every test run, by ``tests/ai/test_ai_honesty.py`` (the twin deals) and
by ``tools/conformance.py`` for long runs.  Each check takes ``(game, seed)``, raises
``AssertionError`` naming the deal when a guarantee is broken, and returns a
``Counter`` of what it exercised.

The checks read only the public surface (``engine-api.md``) and never an
observation key by name: observations are compared whole, and searched for
card codes.  What each seat may know, per game, is in ``conformance_base``;
the twin deals (indistinguishability) in ``conformance_twins``.
"""

from __future__ import annotations

import json
import random
from collections import Counter

from conformance_base import (
    GARBAGE,
    card_mentions,
    check_result_shape,
    is_seat,
    known_cards,
    n_players,
    play_out,
    seeded_deal,
    snapshot,
    vocabulary,
)
from conformance_inputs import check_inputs
from conformance_twins import check_twins, twin_walk

from game.engine import GAMES, IllegalAction, known_games, new_deal, replay
from game.engine.cards import PACKS

__all__ = [
    "CHECKS",
    "GAMES",
    "check_clone",
    "check_inputs",
    "check_new_deal_validation",
    "check_observations",
    "check_playout",
    "check_refusals",
    "check_replay",
    "check_twins",
    "known_cards",
    "known_games",
    "n_players",
    "twin_walk",
]


# -- the checks ----------------------------------------------------------------------------
def check_playout(game, seed):
    """A seeded random playout ends; the result has the contract's keys and types;
    every step keeps the basic promises of the surface."""
    deal, rng = seeded_deal(game, seed)
    where = f"{game} seed {seed}"
    assert new_deal(game, seed=seed, dealer=deal.dealer).deck == deal.deck, f"{where}: not reproducible"
    steps = 0
    while not deal.is_over:
        legal = deal.legal_actions()
        assert legal and all(isinstance(a, str) for a in legal), f"{where}: legal {legal!r}"
        assert len(set(legal)) == len(legal), f"{where}: repeated legal actions {legal}"
        assert is_seat(deal.current_player, deal), f"{where}: current player {deal.current_player!r}"
        try:
            deal.result()
        except ValueError:
            pass
        else:
            raise AssertionError(f"{where}: result() before the end")
        deal.apply(rng.choice(legal))
        steps += 1
        assert steps <= 500, f"{where}: no end"
    assert deal.current_player is None and deal.legal_actions() == []
    result = check_result_shape(deal, where)
    assert deal.result() == result, f"{where}: result() is not stable"
    return Counter(deals=1, actions=steps)


def check_observations(game, seed):
    """At every step every seat's observation is plain JSON, is a fresh copy, and
    names no card that seat may not know."""
    deal, rng = seeded_deal(game, seed)
    pack = frozenset(PACKS[game])
    count = Counter(deals=1)
    while True:
        for seat in range(deal.n_players):
            where = f"{game} seed {seed} seat {seat} after {len(deal.actions)} actions"
            obs = deal.observation(seat)
            text = json.dumps(obs, sort_keys=True)
            assert json.loads(text) == obs, f"{where}: observation is not plain JSON"
            leaked = card_mentions(obs, pack) - known_cards(deal, seat)
            assert not leaked, f"{where}: observation names hidden cards {sorted(leaked)}"
            if rng.random() < 0.25:
                # a fresh copy: changing it changes nothing in the deal
                _scribble(obs)
                again = json.dumps(deal.observation(seat), sort_keys=True)
                assert again == text, f"{where}: the observation shares the deal's state"
                count["copies changed"] += 1
            count["observations"] += 1
        for bad in (-1, deal.n_players, "0", None, 1.5):
            try:
                deal.observation(bad)
            except ValueError:
                continue
            raise AssertionError(f"{game}: observation({bad!r}) was accepted")
        if deal.is_over:
            return count
        deal.apply(rng.choice(deal.legal_actions()))


def _scribble(value):
    if isinstance(value, dict):
        for v in list(value.values()):
            _scribble(v)
        value["__scribble__"] = 1
    elif isinstance(value, list):
        for v in value:
            _scribble(v)
        value.append("__scribble__")


def check_refusals(game, seed, share=0.35):
    """Refused actions (garbage, wrong types, actions of another phase, other seats' cards)
    raise IllegalAction and change nothing anybody can see; so does acting after the end."""
    deal, rng = seeded_deal(game, seed)
    vocab = vocabulary(game)
    pack = PACKS[game]
    count = Counter(deals=1)
    while True:
        where = f"{game} seed {seed} after {len(deal.actions)} actions"
        legal = set(deal.legal_actions())
        if not deal.is_over and rng.random() > share:
            deal.apply(rng.choice(sorted(legal)))
            continue
        before = snapshot(deal)
        others = []
        if not deal.is_over:
            p = deal.current_player
            others = [c for s, hand in enumerate(deal.hands) if s != p for c in hand]
        tries = list(rng.sample(GARBAGE, 3)) + rng.sample(others, min(3, len(others)))
        unused = [a for a in vocab if a not in legal]
        tries += rng.sample(unused, min(5, len(unused)))
        tries += rng.sample(pack, 1)
        for action in tries:
            if isinstance(action, str) and action in legal:
                continue
            try:
                deal.apply(action)
            except IllegalAction as exc:
                assert isinstance(exc, ValueError)
                assert isinstance(exc.code, str) and exc.code, f"{where}: {action!r}: no code"
                assert str(exc), f"{where}: {action!r}: no message"
                params = {k: v for k, v in exc.params.items() if k != "action"}
                json.dumps(params)
                if deal.is_over:
                    assert exc.code == "deal_over", f"{where}: {action!r} after the end: {exc.code}"
            except Exception as exc:  # noqa: BLE001 - the point is to name it
                raise AssertionError(f"{where}: {action!r} raised {type(exc).__name__}: {exc}") from exc
            else:
                raise AssertionError(f"{where}: {action!r} was accepted")
            assert snapshot(deal) == before, f"{where}: refusing {action!r} changed the deal"
            count["refused"] += 1
        if deal.is_over:
            return count
        deal.apply(rng.choice(sorted(legal)))


def check_replay(game, seed):
    """record() is plain JSON and replays to the same deal, at the end and midway;
    a record with an illegal action is refused naming the first bad one."""
    deal, rng = seeded_deal(game, seed)
    mid = None
    while not deal.is_over:
        if mid is None and rng.random() < 0.08:
            mid = (len(deal.actions), snapshot(deal))
        deal.apply(rng.choice(deal.legal_actions()))
    record = json.loads(json.dumps(deal.record()))
    where = f"{game} seed {seed}"
    assert set(record) >= {"game", "dealer", "deck", "actions"}, f"{where}: record keys {sorted(record)}"
    assert record["game"] == game and record["dealer"] == deal.dealer, where
    assert snapshot(replay(record)) == snapshot(deal), f"{where}: the replay differs"
    cut, before = mid or (len(record["actions"]), snapshot(deal))
    part = replay({**record, "actions": record["actions"][:cut]})
    assert snapshot(part) == before, f"{where}: the replay of {cut} actions differs"
    # the first bad action is named, whatever follows it
    if cut < len(record["actions"]):
        legal = set(part.legal_actions())
        bad = rng.choice([a for a in vocabulary(game) + GARBAGE[:12] if a not in legal])
        broken = dict(record, actions=record["actions"][:cut] + [bad] + record["actions"][cut:] + ["?"])
        try:
            replay(broken)
        except IllegalAction as exc:
            at = f"{where}: bad action {bad!r} at {cut}"
            assert exc.code == "bad_record", at
            assert exc.params.get("index") == cut and exc.action == bad, at
            assert f"action {cut} ({bad!r})" in str(exc), f"{at}: {exc}"
        else:
            raise AssertionError(f"{where}: a record with {bad!r} was replayed")
    # actions after the end are refused too
    over = dict(record, actions=record["actions"] + [record["actions"][-1]])
    try:
        replay(over)
    except IllegalAction as exc:
        assert exc.params.get("index") == len(record["actions"]), f"{where}: {exc}"
        assert exc.params.get("reason") == "deal_over", f"{where}: {exc}"
    else:
        raise AssertionError(f"{where}: an action after the end was replayed")
    return Counter(deals=1, replayed=2)


def check_clone(game, seed):
    """A clone moves on its own: the original stays as it was, and the clone, given the
    same actions, ends where the original ends."""
    deal, rng = seeded_deal(game, seed)
    total = []
    probe = deal.clone()
    play_out(probe, random.Random(seed))
    stop = rng.randrange(len(probe.actions) + 1)
    for action in probe.actions[:stop]:
        deal.apply(action)
    deal.legal_actions()  # a filled cache must not be shared in a harmful way
    before = snapshot(deal)
    copy = deal.clone()
    assert snapshot(copy) == before, f"{game} seed {seed}: the clone differs"
    while not copy.is_over:
        action = rng.choice(copy.legal_actions())
        total.append(action)
        copy.apply(action)
    assert snapshot(deal) == before, f"{game} seed {seed}: moving the clone moved the original"
    for action in total:
        deal.apply(action)
    assert snapshot(deal) == snapshot(copy), f"{game} seed {seed}: clone and original disagree"
    return Counter(deals=1)


def _foreign_card(game):
    """A card of another registered game's pack that this game's pack lacks."""
    own = set(PACKS[game])
    others = sorted({c for g in known_games() for c in PACKS[g]} - own)
    return others[0] if others else "XO"


def _expect_value_error(call, what, words=()):
    try:
        call()
    except ValueError as exc:
        text = str(exc).lower()
        assert text, f"{what}: a ValueError without a message"
        assert not words or any(w in text for w in words), f"{what}: message {exc} names no {words}"
        return
    except Exception as exc:  # noqa: BLE001 - the point is to name it
        raise AssertionError(f"{what}: {type(exc).__name__} ({exc}) instead of ValueError") from exc
    raise AssertionError(f"{what}: accepted")


def check_new_deal_validation(game, seed):
    """new_deal and replay refuse bad input with a ValueError naming the problem."""
    rng = random.Random(seed)
    pack = list(PACKS[game])
    rng.shuffle(pack)
    n = n_players(game)
    count = Counter()
    decks = {
        "one card short": pack[:-1],
        "one card too many": pack + pack[:1],
        "a card twice": pack[:-1] + pack[:1],
        "an unknown card": ["ZZ"] + pack[1:],
        "a card of another pack": [_foreign_card(game)] + pack[1:],
        "lower-case codes": [c.lower() for c in pack],
        "None in the deck": [None] + pack[1:],
        "a number in the deck": [7] + pack[1:],
        "a list in the deck": [[pack[0]]] + pack[1:],
        "a number for a deck": 7,
        "a string for a deck": "".join(pack),
        "a dict for a deck": {c: 1 for c in pack},
        "an empty deck": [],
    }
    for what, deck in decks.items():
        _expect_value_error(lambda d=deck: new_deal(game, deck=d), f"{game}: {what}",
                            ("deck", "card", "pack"))
        count["bad decks"] += 1
    for dealer in (n, -1, 99, "0", True, None, 1.0, [0], "south"):
        _expect_value_error(lambda d=dealer: new_deal(game, seed=seed, dealer=d),
                            f"{game}: dealer {dealer!r}", ("dealer",))
        count["bad dealers"] += 1
    for name in (5, None, [game], "", game.upper(), "whist", game.encode()):
        _expect_value_error(lambda g=name: new_deal(g, seed=seed), f"game {name!r}", ("game",))
        count["bad games"] += 1
    for bad_seed in ([1], {"a": 1}, object()):
        _expect_value_error(lambda s=bad_seed: new_deal(game, seed=s), f"{game}: seed {bad_seed!r}",
                            ("seed",))
        count["bad seeds"] += 1
    for options in (5, "fast", [("a", 1)], {1: "x"}, {"a": object()}):
        _expect_value_error(lambda o=options: new_deal(game, seed=seed, options=o),
                            f"{game}: options {options!r}", ("option",))
        count["bad options"] += 1
    good = new_deal(game, seed=seed, dealer=rng.randrange(n))
    assert new_deal(game, deck=tuple(good.deck), dealer=good.dealer).deck == good.deck
    record = good.record()
    records = {
        "not a dict": [record],
        "unknown game": {**record, "game": "skat"},
        "dealer out of range": {**record, "dealer": n},
        "bad deck": {**record, "deck": record["deck"][:-1]},
        "actions not a list": {**record, "actions": "pass"},
        "bad options": {**record, "options": 3},
    }
    for key in ("game", "dealer", "deck", "actions"):
        records[f"no {key}"] = {k: v for k, v in record.items() if k != key}
    for what, rec in records.items():
        _expect_value_error(lambda r=rec: replay(r), f"{game}: record {what}")
        count["bad records"] += 1
    return count


CHECKS = {
    "playout": check_playout,
    "observations": check_observations,
    "refusals": check_refusals,
    "replay": check_replay,
    "clone": check_clone,
    "validation": check_new_deal_validation,
    "twins": check_twins,
    "inputs": check_inputs,
}
