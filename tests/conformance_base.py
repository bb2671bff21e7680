"""What the conformance checks share: the rule book's account of what each seat may
know, the shapes ``result()`` promises (``engine-api.md``), and small helpers.

What a seat may know is written out per game in :data:`KNOWN` from the rules,
over the deal's internal piles (hands, tricks, talon...); observations are
never read by key, only searched for card codes (:func:`card_mentions`).
"""

from __future__ import annotations

import json
import random
from functools import cache

from game.engine import IllegalAction, deal_class, new_deal
from game.engine.cards import PACKS


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


def is_seat(v, deal):
    return _int(v) and 0 <= v < deal.n_players


def _seat_or_none(v, deal):
    return v is None or is_seat(v, deal)


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
        "winner": is_seat,
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
