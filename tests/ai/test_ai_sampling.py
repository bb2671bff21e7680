"""Deck layouts: random deck orders that honour every constraint."""

import random

import pytest

from game.ai.sampling import INF, DeckLayout

PACK = [f"{r}{s}" for s in "ABCD" for r in "123456"]  # 24 toy cards


def layout_two_hands():
    # indices 0-7 seat 0 at once, 8-15 seat 1 at once, 16-19 seat 0 after
    # action 5, 20-23 a pile nobody saw
    owners = [0] * 8 + [1] * 8 + [0] * 4 + ["pile"] * 4
    avail = [0] * 16 + [5] * 4 + [INF] * 4
    return DeckLayout(PACK, owners, avail)


def test_draw_is_a_permutation_meeting_fixed_and_held():
    lay = layout_two_hands()
    lay.fix("1A", 3)
    lay.held("2A", 0, by_time=2)  # played by seat 0 at action 2: from its opening hand
    lay.held("3A", 1)
    lay.not_held([c for c in PACK if c[1] == "B"], 1, at_time=INF)  # seat 1 void in B
    for seed in range(200):
        deck = lay.draw(random.Random(seed))
        assert sorted(deck) == sorted(PACK)
        assert deck[3] == "1A"
        assert deck.index("2A") < 8
        assert 8 <= deck.index("3A") < 16
        assert not any(c[1] == "B" for c in deck[8:16])


def test_not_held_before_a_time_allows_later_draws():
    lay = layout_two_hands()
    # seat 0 had no D card at action 3: D cards it holds came at action 5
    lay.not_held([c for c in PACK if c[1] == "D"], 0, at_time=3)
    seen_late = False
    for seed in range(200):
        deck = lay.draw(random.Random(seed))
        assert not any(c[1] == "D" for c in deck[:8])
        seen_late |= any(c[1] == "D" for c in deck[16:20])
    assert seen_late


def test_tight_constraints_are_solved_by_augmenting():
    lay = layout_two_hands()
    # seat 1 holds exactly the A and B suits minus four cards; all C and D elsewhere
    lay.not_held([c for c in PACK if c[1] in "CD"], 1)
    for c in ["1A", "2A", "3A", "4A"]:
        lay.not_held([c], 1)
    for seed in range(100):
        deck = lay.draw(random.Random(seed))
        assert sorted(deck[8:16]) == sorted(c for c in PACK if c[1] in "AB" and c not in
                                            ["1A", "2A", "3A", "4A"])


def test_impossible_constraints_give_none():
    lay = layout_two_hands()
    lay.not_held([c for c in PACK if c[1] in "BCD"], 1)  # 18 cards, seat 1 may take only 6
    assert lay.draw(random.Random(1)) is None


def test_unconstrained_draw_is_roughly_uniform():
    lay = layout_two_hands()
    hits = sum(lay.draw(random.Random(seed))[0] == "1A" for seed in range(2400))
    assert 60 <= hits <= 150  # expectation 100


def test_same_seed_same_deck():
    lay = layout_two_hands()
    lay.held("5C", 1)
    assert lay.draw(random.Random(9)) == lay.draw(random.Random(9))


def test_layout_length_is_checked():
    with pytest.raises(ValueError):
        DeckLayout(PACK, [0] * 5)
