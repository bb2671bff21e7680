"""Claiming the rest: the certainty test is sound (whatever the others hold and play, the claimer
takes every remaining trick), it answers from the seat's own observation, and it is found in real
deals of every game."""

import random

import pytest

from game.ai.claim import claim_action, claim_certain, unseen
from game.engine import GAMES, new_deal, replay
from game.engine.cards import PACKS


def deck_with(game, placed):
    rest = [c for c in PACKS[game] if c not in placed.values()]
    return [placed[i] if i in placed else rest.pop(0) for i in range(len(PACKS[game]))]


def sweeps(deal, seat, budget):
    """Does ``seat``, playing ``claim_action``, take every remaining trick against every play of
    the others (all their legal moves, exhaustively)?  ``budget`` caps the nodes visited."""
    if deal.is_over:
        return True
    budget[0] -= 1
    if budget[0] < 0:
        raise TimeoutError
    p = deal.current_player
    done = len(deal.observation(seat)["tricks"])
    moves = [claim_action(deal.observation(seat))] if p == seat else deal.legal_actions()
    for action in moves:
        child = deal.clone()
        child.apply(action)
        tricks = child.observation(seat)["tricks"]
        if len(tricks) > done and tricks[-1]["winner"] != seat:
            return False
        if not sweeps(child, seat, budget):
            return False
    return True


def claims_in_random_deals(game, seeds, max_hand=4):
    found = 0
    for seed in seeds:
        deal, rng = new_deal(game, seed=seed, dealer=seed % 2), random.Random(seed)
        while not deal.is_over:
            seat = deal.current_player
            obs = deal.observation(seat)
            if claim_certain(obs):
                if len(obs["hand"]) <= max_hand:
                    try:
                        assert sweeps(deal.clone(), seat, [20000]), (game, seed, deal.record())
                        found += 1
                    except TimeoutError:
                        pass
                break
            legal = deal.legal_actions()
            deal.apply(rng.choice(legal))
    return found


@pytest.mark.parametrize("game", GAMES)
def test_a_claim_is_never_wrong_whatever_the_others_play(game):
    assert claims_in_random_deals(game, range(400)) >= 3


# seat 0 (non-dealer) gets indices 0-2 and 7-8; the trump card lies face up at index 6
TRUMPS_AND_ACE = {0: "JS", 1: "TS", 2: "KS", 7: "QS", 8: "AH", 6: "AS"}


def test_schnapsen_exchange_close_and_claim():
    deal = new_deal("schnapsen", deck=deck_with("schnapsen", TRUMPS_AND_ACE), dealer=1)
    obs = deal.observation(0)
    assert sorted(obs["hand"]) == ["AH", "JS", "KS", "QS", "TS"]
    assert not claim_certain(obs)  # the stock still deals cards into the hands
    deal.apply("exchange")
    assert not claim_certain(deal.observation(0))
    deal.apply("close")
    obs = deal.observation(0)
    assert "JS" not in unseen(obs)  # face up under the closed stock: out of play
    assert claim_certain(obs)
    assert claim_action(obs) in ("marry:KS", "marry:QS")  # the marriage's 40 are the claimer's too
    assert sweeps(deal.clone(), 0, [20000])


def test_an_unseen_higher_card_or_trump_forbids_the_claim():
    placed = {**TRUMPS_AND_ACE, 8: "KH"}  # the Ace and the Ten of hearts are unseen
    deal = new_deal("schnapsen", deck=deck_with("schnapsen", placed), dealer=1)
    deal.apply("exchange")
    deal.apply("close")
    assert not claim_certain(deal.observation(0))
    # without the exchange the Bube stays in the hand; the Ace of spades lies under the stock
    deal = new_deal("schnapsen", deck=deck_with("schnapsen", TRUMPS_AND_ACE), dealer=1)
    deal.apply("close")
    assert claim_certain(deal.observation(0))  # every trump left in play is the seat's


def test_a_claim_needs_the_lead_and_reads_only_the_seats_own_cards():
    deal = new_deal("schnapsen", deck=deck_with("schnapsen", TRUMPS_AND_ACE), dealer=1)
    deal.apply("exchange")
    deal.apply("close")
    obs = deal.observation(0)
    # twin deals: the cards seat 0 cannot see moved around, the answer stays the same
    record = deal.record()
    hidden = [i for i, c in enumerate(record["deck"]) if c not in obs["hand"]]
    rng = random.Random(3)
    for _ in range(5):
        cards = [record["deck"][i] for i in hidden]
        rng.shuffle(cards)
        twin_deck = list(record["deck"])
        for i, c in zip(hidden, cards):
            twin_deck[i] = c
        try:
            twin = replay({**record, "deck": twin_deck})
        except ValueError:
            continue
        assert claim_certain(twin.observation(0)) == claim_certain(obs)
    deal.apply(claim_action(obs))
    assert not claim_certain(deal.observation(1))  # not on lead
    assert not claim_certain(deal.observation(0))  # not to act
