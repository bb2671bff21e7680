"""Claiming the rest, by brute force over small positions: a claim is offered only when the
claimer takes every remaining trick in *every* deal consistent with what it has seen (each
hidden distribution the seat cannot rule out, solved against every play of the others), and,
with two cards left, it is offered whenever some first card wins both tricks however the
unseen cards are shared among the others' hands (the counting the rule promises).

A consistent world is built by giving the cards hidden from the claimer other places (with
the actions that name them renamed alike) and replaying the deal; it is kept when every
action is still legal and the claimer's observation is unchanged (so a seat seen not to
follow suit holds none of that suit, and so on).
"""

import itertools
import random
from collections import Counter

import pytest

from game.ai.claim import claim_action, claim_certain, unseen
from game.engine import IllegalAction, action_card, descriptor, new_deal, replay
from game.engine.aluette import STRENGTH as ALUETTE_STRENGTH
from game.engine.cards import PACKS

PLAYERS = {"aluette": 4, "belote": 4, "schnapsen": 2, "preference": 3}


def places(deal, hidden):
    """Where each hidden card lies now: a seat's hand, or elsewhere (stock, talon, unused...)."""
    where = {}
    for seat, hand in enumerate(deal.hands):
        for card in hand:
            if card in hidden:
                where[card] = seat
    return {card: where.get(card, "elsewhere") for card in hidden}


def kinds(game, deal, seat, hidden):
    """Cards the outcome of the claimer's tricks cannot tell apart share a kind.  Aluette has
    no suits and free play: a trick goes by strength alone, so a card below every card the
    claimer holds can never take or spoil one of its tricks, and a card above them all
    takes any of them alike."""
    if game != "aluette":
        return {card: card for card in hidden}
    own = [ALUETTE_STRENGTH[c] for c in deal.hands[seat]]
    return {card: min(max(own) + 1, max(min(own) - 1, ALUETTE_STRENGTH[card])) for card in hidden}


def assignments(groups, counts):
    """Every way to share the kinds ``counts`` (Counter) out to the places ``groups``
    ([(place, size)]): lists of ``(place, [kind, ...])``."""
    if not groups:
        yield []
        return
    (place, size), rest = groups[0], groups[1:]
    pool = sorted(counts.elements(), key=repr)
    for chosen in sorted(set(itertools.combinations(pool, size)), key=repr):
        left = counts - Counter(chosen)
        for more in assignments(rest, left):
            yield [(place, list(chosen))] + more


def worlds(record, seat, stop=lambda: False):
    """Every deal consistent with ``seat``'s view at the end of ``record`` (one per kind-class;
    until ``stop()`` says the caller has seen enough)."""
    game = record["game"]
    deal = replay(record)
    known = descriptor(game).known_cards(deal, seat)
    hidden = [c for c in PACKS[game] if c not in known]
    where = places(deal, hidden)
    kind = kinds(game, deal, seat, hidden)
    by_place = {}
    for card in hidden:
        by_place.setdefault(where[card], []).append(card)
    groups = sorted(((p, len(cs)) for p, cs in by_place.items()), key=repr)
    target = deal.observation(seat)
    found = 0
    for shares in assignments(groups, Counter(kind[c] for c in hidden)):
        if stop():
            return
        # each kind stands for its cards: hand them out in order
        supply = {}
        for card in hidden:
            supply.setdefault(kind[card], []).append(card)
        sigma = {}
        for place, ks in shares:
            for old, k in zip(by_place[place], ks):
                sigma[old] = supply[k].pop(0)
        world = rebuilt(record, sigma)
        if world is not None and world.observation(seat) == target:
            found += 1
            yield world
    assert found, "the real deal is always among the worlds"


def rename(game, action, sigma):
    if action in sigma:
        return sigma[action]
    carried = action_card(game, action)
    if carried is not None and carried[0] in sigma and action.endswith(carried[0]):
        return action[: -len(carried[0])] + sigma[carried[0]]
    return action


def rebuilt(record, sigma):
    game = record["game"]
    new = dict(record, deck=[sigma.get(c, c) for c in record["deck"]],
               actions=[rename(game, a, sigma) for a in record["actions"]])
    try:
        return replay(new)
    except (IllegalAction, ValueError):
        return None


def sweeps(deal, seat, first=None, every=False):
    """Does ``seat`` take every remaining trick against every play of the others, leading
    ``first`` (then, as at the table, ``claim_action``)?  ``every``: a deal that ends before
    its last trick (Schnapsen's 66) does not count as swept."""
    if deal.is_over:
        return not (every and deal.hands[seat])
    done = len(deal.tricks)
    if deal.current_player == seat:
        moves = [first if first is not None else claim_action(deal.observation(seat))]
    else:
        moves = deal.legal_actions()
    for action in moves:
        child = deal.clone()
        child.apply(action)
        tricks = child.observation(seat)["tricks"]
        if len(tricks) > done and tricks[-1]["winner"] != seat:
            return False
        if not sweeps(child, seat, every=every):
            return False
    return True


def positions(game, seeds, max_hand, prefer=()):
    """``(record, seat)``: a seat about to lead a trick with at most ``max_hand`` cards, in
    random deals (one or two per deal)."""
    for seed in seeds:
        deal = new_deal(game, seed=seed, dealer=seed % PLAYERS[game])
        rng = random.Random(seed)
        while not deal.is_over:
            seat = deal.current_player
            obs = deal.observation(seat)
            if (obs["phase"] == "play" and not obs.get("trick") and 2 <= len(obs["hand"]) <= max_hand
                    and any(a in obs["hand"] for a in obs["legal_actions"])):
                yield deal.record(), seat
                if len(obs["hand"]) == 2:
                    break
            legal = deal.legal_actions()
            liked = [a for a in legal if a.startswith(prefer)] if prefer else []
            deal.apply(liked[0] if liked and rng.random() < 0.7 else rng.choice(legal))


def counted_worlds(deal, seat):
    """Every share of the cards ``seat`` has not seen among the others' hands, by their sizes
    alone (what the claim rule reads: counts, never where a card was seen missing)."""
    obs = deal.observation(seat)
    pool = unseen(obs)
    rivals = [(s, n) for s, n in enumerate(obs["hand_counts"]) if s != seat and n]
    groups = rivals + [("aside", len(pool) - sum(n for _s, n in rivals))]
    kind = kinds(deal.game, deal, seat, pool)
    for shares in assignments(groups, Counter(kind[c] for c in pool)):
        supply = {}
        for card in pool:
            supply.setdefault(kind[card], []).append(card)
        world = deal.clone()
        for place, ks in shares:
            if place != "aside":
                world.hands[place] = [supply[k].pop(0) for k in ks]
        yield world


def surviving(leads, worlds_, seat):
    """The first cards that win both tricks in every world."""
    for world in worlds_:
        leads = [a for a in leads if sweeps(world, seat, a, every=True)]
        if not leads:
            break
    return leads


# (game, seeds, cards in hand at most, actions a random player likes)
CASES = [("aluette", range(1000), 3, ()), ("belote", range(150), 2, ("take",)),
         ("schnapsen", range(150), 3, ("close",)), ("preference", range(100), 3, ("bid", "defend"))]


@pytest.mark.parametrize("game,seeds,max_hand,prefer", CASES, ids=[c[0] for c in CASES])
def test_a_claim_holds_in_every_consistent_world(game, seeds, max_hand, prefer):
    claims = drawn = 0
    for record, seat in positions(game, seeds, max_hand, prefer):
        deal = replay(record)
        obs = deal.observation(seat)
        if not claim_certain(obs):
            continue
        claims += 1
        drawn += any(any(beats_unseen(obs, c)) for c in obs["hand"])
        for world in worlds(record, seat):
            assert sweeps(world, seat), (game, record, seat, world.record())
    assert claims >= 3, claims
    if game != "aluette":
        assert drawn >= 1, "no claim needed a lead that draws the others' cards"


def beats_unseen(obs, card):
    beats, out, *_follows = descriptor(obs["game"]).claim_rule(obs)
    return [x for x in unseen(obs, out) if beats(x, card)]


@pytest.mark.parametrize("game,seeds,max_hand,prefer", CASES, ids=[c[0] for c in CASES])
def test_no_claim_is_missed_that_counting_proves(game, seeds, max_hand, prefer):
    """With two cards left, a claim is offered whenever some first card wins both tricks
    however the unseen cards are shared among the others' hands (by their sizes alone)."""
    checked = 0
    for record, seat in positions(game, seeds, 2, prefer):
        deal = replay(record)
        obs = deal.observation(seat)
        if claim_certain(obs):
            continue
        checked += 1
        leads = [a for a in obs["legal_actions"] if a in obs["hand"] or action_card(game, a)]
        assert not surviving(leads, counted_worlds(deal, seat), seat), (game, "a sure claim not offered", record, seat)
    assert checked >= 10, checked
