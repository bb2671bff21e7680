"""The guarantees every game of ``game.engine.GAMES`` owes the rest of the program.

One set of checks, run over every registered game: by ``tests/engine/test_conformance.py``
in a size fit for every test run, by ``tests/ai/test_ai_honesty.py`` (the twin deals) and
by ``tools/conformance.py`` for long runs.  Each check takes ``(game, seed)``, raises
``AssertionError`` naming the deal when a guarantee is broken, and returns a
``Counter`` of what it exercised.

The checks read only the public surface (``engine-api.md``) and never an
observation key by name: observations are compared whole, and searched for
card codes.  What a seat may know is written out per game in :data:`KNOWN`
from the rule book, over the deal's internal piles (hands, tricks, talon...).

Twins: for a seat ``s``, a twin deal differs only in where cards ``s`` cannot
see lie (other hands, stock, talon, unused cards).  Both deals then take the
same actions, drawn among those legal in both, and ``observation(s)`` must be
identical at every step until one of the moved cards becomes known to ``s``.
Refusals must be identical too: for the seat to act every refused action, for
the others the refusals of actions that name no card (a refusal must not tell
another seat what the player to act holds).
"""

from __future__ import annotations

import json
import random
from collections import Counter
from functools import cache

from game.engine import GAMES, IllegalAction, deal_class, new_deal, replay
from game.engine.cards import PACKS

__all__ = [
    "CHECKS",
    "GAMES",
    "KNOWN",
    "card_mentions",
    "check_clone",
    "check_new_deal_validation",
    "check_observations",
    "check_playout",
    "check_refusals",
    "check_replay",
    "check_twins",
    "known_cards",
    "twin_walk",
]


# -- what each seat may know ----------------------------------------------------------
def _played(deal):
    """Cards on the table now or in a finished trick."""
    out = set(deal.trick)
    for trick in deal.tricks:
        out.update(trick[1])
    return out


def _known_aluette(deal, seat):
    # the twelve unused cards are never shown to anyone
    return set(deal.hands[seat]) | _played(deal)


def _known_belote(deal, seat):
    known = set(deal.hands[seat]) | _played(deal) | {deal.turned}
    if any(e.get("type") == "belote" for e in deal.events):
        # "Belote" tells that the player holds the other trump honour too
        known |= {"K" + deal.trump, "Q" + deal.trump}
    return known


def _known_schnapsen(deal, seat):
    known = set(deal.hands[seat]) | _played(deal) | {deal.deck[6]}  # the face-up trump card
    if deal.exchanged_by is not None:
        known.add("J" + deal.trump)  # the Jack lies face up in its place
    for _seat, card, _points in deal.marriages:
        known.add(("Q" if card[0] == "K" else "K") + card[1])  # the partner is shown
    return known


def _known_preference(deal, seat):
    known = set(deal.hands[seat]) | _played(deal)
    if seat == deal.declarer and deal.talon_taken:
        known |= set(deal.talon) | set(deal.discards)
    if deal.settlement and any(item["id"] == "four_aces" for item in deal.settlement[2]):
        # the bonus is paid for all four aces in the declarer's hand, shown or not
        known |= {"A" + s for s in "CDHS"}
    return known


KNOWN = {
    "aluette": _known_aluette,
    "belote": _known_belote,
    "schnapsen": _known_schnapsen,
    "preference": _known_preference,
}


def known_cards(deal, seat):
    """The cards ``seat`` may know the place of now (rules.md, engine-api.md)."""
    return KNOWN[deal.game](deal, seat)


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


def _ints(n):
    return lambda v, deal: isinstance(v, list) and len(v) == n and all(_int(x) for x in v)


def _seat(v, deal):
    return _int(v) and 0 <= v < deal.n_players


def _seat_or_none(v, deal):
    return v is None or _seat(v, deal)


def _team_or_none(v, deal):
    return v is None or v in (0, 1) and _int(v)


def _suit_or_none(v, deal):
    return v is None or v in {c[1] for c in PACKS[deal.game]}


def _bool(v, deal):
    return isinstance(v, bool)


def _bool_or_none(v, deal):
    return v is None or isinstance(v, bool)


def _int_value(v, deal):
    return _int(v)


def _seats_or_none(n):
    return lambda v, deal: isinstance(v, list) and len(v) == n and all(
        _seat_or_none(x, deal) for x in v
    )


def _contract(v, deal):
    if v is None:
        return True
    return v in ("bid:1", "bid:2", "bid:3", "bid:4", "game:C", "game:S", "game:D", "hearts")


def _defence(v, deal):
    roles = {"declarer", "defend", "drop", "invited"}
    return isinstance(v, list) and len(v) == 3 and (
        all(x is None for x in v) or all(x in roles for x in v)
    )


RESULT_SHAPES = {
    "aluette": {
        "tricks": _ints(4),
        "trick_winners": _seats_or_none(9),
        "winner": _seat_or_none,
        "points": _ints(2),
        "mordienne": _bool,
    },
    "belote": {
        "void": _bool,
        "taker": _seat_or_none,
        "trump": _suit_or_none,
        "card_points": _ints(2),
        "belote": _ints(2),
        "capot": _team_or_none,
        "made": _bool_or_none,
        "score": _ints(2),
    },
    "schnapsen": {
        "winner": _seat,
        "game_points": _int_value,
        "points": _ints(2),
        "tricks": _ints(2),
        "closed_by": _seat_or_none,
    },
    "preference": {
        "void": _bool,
        "declarer": _seat_or_none,
        "contract": _contract,
        "trump": _suit_or_none,
        "tricks": _ints(3),
        "defence": _defence,
        "balance": _ints(3),
        "pot": _int_value,
    },
}


def check_result_shape(deal, where):
    result = deal.result()
    shape = RESULT_SHAPES[deal.game]
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
        assert _seat(deal.current_player, deal), f"{where}: current player {deal.current_player!r}"
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
        tries += rng.sample([a for a in vocab if a not in legal], 5)
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
        "a card of another pack": [("XO" if game != "aluette" else "AH")] + pack[1:],
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
    for name in (5, None, ["belote"], "", game.upper(), "whist", b"belote"):
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


# -- twins -----------------------------------------------------------------------------------
def _holder(deal, card):
    for s, hand in enumerate(deal.hands):
        if card in hand:
            return s
    return None


def twin_deck(deal, seat, rng, mode):
    """A deck that differs from ``deal``'s only where ``seat`` cannot see, or None."""
    deck = deal.deck
    known = known_cards(deal, seat)
    hidden = [i for i, c in enumerate(deck) if c not in known]
    if len(hidden) < 2:
        return None
    twin = list(deck)
    if mode == "shuffle":
        cards = [deck[i] for i in hidden]
        for _ in range(5):
            rng.shuffle(cards)
            if any(c != deck[i] for c, i in zip(cards, hidden)):
                break
        for c, i in zip(cards, hidden):
            twin[i] = c
    else:  # one swap, between two holders when there are two
        if mode == "late":
            # the cards a random playout shows to the seat last (or never) keep a twin
            # alive longest
            when = _first_known(deal, seat, rng)
            hidden.sort(key=lambda i: (-when[deck[i]], rng.random()))
            i, pool = hidden[0], hidden[1:6]
        else:
            i = rng.choice(hidden)
            pool = [j for j in hidden if j != i]
        apart = [j for j in pool if _holder(deal, deck[j]) != _holder(deal, deck[i])]
        j = rng.choice(apart or pool)
        twin[i], twin[j] = twin[j], twin[i]
    return twin if twin != deck else None


def _first_known(deal, seat, rng):
    """card -> the step of a random playout at which ``seat`` first knows it (inf: never)."""
    probe = deal.clone()
    when = dict.fromkeys(probe.deck, float("inf"))
    known = known_cards(probe, seat)
    for c in known:
        when[c] = 0
    step = 0
    while not probe.is_over:
        probe.apply(rng.choice(probe.legal_actions()))
        step += 1
        for c in known_cards(probe, seat) - known:
            when[c] = step
            known.add(c)
    return when


def twin_walk(game, seed, seat, mode, rng):
    """Yield (deal, twin) at every step the twin is alive for ``seat``: the same actions
    (drawn among those legal in both) and no moved card known to ``seat`` in either."""
    deal, _ = seeded_deal(game, seed)
    other = twin_deck(deal, seat, rng, mode)
    if other is None:
        return
    twin = new_deal(game, deck=other, dealer=deal.dealer, options=deal.options or None)
    moved = {c for c, d in zip(deal.deck, other) if c != d}
    while True:
        if moved & (known_cards(deal, seat) | known_cards(twin, seat)):
            return
        yield deal, twin
        if deal.is_over or twin.is_over:
            return
        in_twin = set(twin.legal_actions())
        both = [a for a in deal.legal_actions() if a in in_twin]
        if not both:
            return
        action = rng.choice(both)
        deal.apply(action)
        twin.apply(action)


def _diff(a, b, path="observation"):
    """The first place two JSON-like values differ, for the failure message."""
    if type(a) is not type(b):
        return f"{path}: {a!r} != {b!r}"
    if isinstance(a, dict):
        for k in sorted(set(a) | set(b), key=str):
            if k not in a or k not in b:
                return f"{path}[{k!r}] only on one side"
            if a[k] != b[k]:
                return _diff(a[k], b[k], f"{path}[{k!r}]")
    if isinstance(a, list):
        if len(a) != len(b):
            return f"{path}: {len(a)} items != {len(b)} items ({a!r} / {b!r})"
        for i, (x, y) in enumerate(zip(a, b)):
            if x != y:
                return _diff(x, y, f"{path}[{i}]")
    return f"{path}: {a!r} != {b!r}"


TWIN_MODES = ("pair", "late", "shuffle")


def check_twins(game, seed, probes=4):
    """Indistinguishability: twins that differ only in cards a seat cannot see look the
    same to that seat at every step, and refuse the same actions for the same reasons."""
    rng = random.Random(f"twins:{game}:{seed}")
    n = n_players(game)
    pack = PACKS[game]
    vocab = vocabulary(game)
    count = Counter()
    for seat in range(n):
        for mode in TWIN_MODES:
            walked = 0
            for deal, twin in twin_walk(game, seed, seat, mode, rng):
                where = (f"{game} seed {seed}, seat {seat}, {mode} twin, "
                         f"after {deal.actions} (deck {deal.deck} / twin {twin.deck})")
                assert deal.current_player == twin.current_player, f"{where}: a different seat to act"
                a, b = deal.observation(seat), twin.observation(seat)
                assert a == b, f"{where}: {_diff(a, b)}"
                walked += 1
                if deal.is_over:
                    continue
                to_act = deal.current_player == seat
                for action in rng.sample(vocab, probes):
                    if not to_act and names_a_card(action, pack):
                        continue  # only the seat to act may learn about its own cards
                    ra, rb = refusal(deal, action), refusal(twin, action)
                    if ra is None or rb is None:
                        assert to_act is False or ra == rb, f"{where}: {action!r} legal in one only"
                        continue
                    assert ra == rb, f"{where}: {action!r} refused as {ra} / {rb}"
                    count["refusals compared"] += 1
            count["twins"] += 1
            count["twin steps"] += walked
    return count


CHECKS = {
    "playout": check_playout,
    "observations": check_observations,
    "refusals": check_refusals,
    "replay": check_replay,
    "clone": check_clone,
    "validation": check_new_deal_validation,
    "twins": check_twins,
}
