"""Twin deals: the indistinguishability check of the conformance suite.

For a seat ``s``, a twin deal differs only in where cards ``s`` cannot see lie
(other hands, stock, talon, unused cards).  Both deals then take the same
actions, drawn among those legal in both, and ``observation(s)`` must be
identical at every step until one of the moved cards becomes known to ``s``.
Refusals must be identical too: for the seat to act every refused action, for
the others the refusals of actions that name no card (a refusal must not tell
another seat what the player to act holds).
"""

from __future__ import annotations

import random
from collections import Counter

from conformance_base import known_cards, n_players, names_a_card, refusal, seeded_deal, vocabulary

from game.engine import new_deal
from game.engine.cards import PACKS


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
