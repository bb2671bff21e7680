"""The coach: a finished deal reviewed by the expert, and the reasons it gives.

The scripted deals are explicit records (deck order, dealer, every action):
in each the player in seat 0 follows the expert's hint except for one known
blunder, which the review must find as the costliest decision, with the
better move, a positive cost and a sensible reason.
"""

import random
import threading

import pytest

from game.ai import hint, make_player
from game.ai import process as P
from game.ai.jobs import Job
from game.ai.coach import (
    REASON_IDS,
    Cancelled,
    decisions,
    explain,
    explain_hint,
    points_factor,
    reason_ids,
    review,
)
from game.engine import new_deal
from helpers import PATIENCE

# seat 0 throws the Ace of hearts on a trick the opponents win anyway (7H was the card)
BELOTE = {
    "game": "belote", "dealer": 1,
    "deck": ["9C", "7H", "QS", "8D", "TH", "AC", "AS", "8S", "JD", "TC", "TS", "JH", "8H", "AH", "KD", "QD", "KC",
             "KH", "JS", "9S", "9D", "TD", "KS", "9H", "QH", "JC", "7C", "8C", "7D", "7S", "AD", "QC"],
    "actions": ["pass", "take", "9C", "AC", "7C", "TC", "8D", "JD", "AD", "TD", "AS", "7S", "KS", "QD", "9D", "7D",
                "QC", "AH", "TH", "KH", "JH", "7H", "QH", "8S", "JS", "8H", "JC", "KC", "9S", "QS", "8C", "TS", "9H",
                "KD"],
}
BELOTE_BLUNDER = 17

# seat 0 leads the trump King without declaring the trump marriage (40) it holds
SCHNAPSEN = {
    "game": "schnapsen", "dealer": 1,
    "deck": ["QH", "JD", "KS", "AS", "AD", "JC", "QS", "QC", "JS", "QD", "JH", "TH", "AH", "KH", "KD", "TC", "TD",
             "KC", "TS", "AC"],
    "actions": ["exchange", "KS", "AS", "JC", "JD", "JH", "AH", "QC", "TH", "QH", "KH", "TS", "JS", "AD", "KD", "AC",
                "KC"],
}
SCHNAPSEN_BLUNDER = 1


@pytest.fixture(scope="module")
def belote_review():
    return review(BELOTE, 0)


@pytest.fixture(scope="module")
def schnapsen_review():
    return review(SCHNAPSEN, 0)


def test_the_belote_blunder_is_the_costliest(belote_review):
    r = belote_review
    assert r["available"] and r["decisions"] == len(decisions(BELOTE, 0))
    top = r["mistakes"][0]
    assert top["index"] == BELOTE_BLUNDER
    assert top["played"] == "AH" and top["better"] == "7H"
    assert top["cost"] > r["noise"] > 0
    assert top["trick"] == 4  # three tricks were played before it
    # the Ace, kept, takes a later trick in most of the deals the expert drew
    rid, params = top["reason"]
    assert rid in ("saves_card", "keeps_for_later", "keeps_for_last") and params["card"] == "AH"
    # costliest first, at most three, every one above the noise
    costs = [m["cost"] for m in r["mistakes"]]
    assert costs == sorted(costs, reverse=True) and len(costs) <= 3
    assert all(c > r["noise"] for c in costs)


def test_the_undeclared_marriage_is_the_costliest(schnapsen_review):
    top = schnapsen_review["mistakes"][0]
    assert top["index"] == SCHNAPSEN_BLUNDER and top["played"] == "KS"
    assert top["better"] in ("marry:KS", "marry:QS")
    assert top["cost"] > 0 and top["trick"] == 1
    assert top["reason"] == ["declares_marriage", {"card": top["better"][6:], "points": 40}]  # spades are trumps


def test_the_decisions_are_the_seats_real_choices():
    found = decisions(SCHNAPSEN, 0)
    for index, obs, action, world in found:
        assert obs["seat"] == 0 and len(obs["legal_actions"]) > 1 and action in obs["legal_actions"]
        assert world.actions == SCHNAPSEN["actions"][:index]
    # the other seat's choices and forced moves are not the player's
    assert all(SCHNAPSEN["actions"][i] != "AS" for i, *_ in found)


def test_a_deal_played_as_the_expert_would_has_no_costly_mistake():
    deal = new_deal("schnapsen", seed=2, dealer=1)
    other = make_player("schnapsen", "normal", random.Random(5))
    while not deal.is_over:
        obs = deal.observation(deal.current_player)
        deal.apply(hint("schnapsen", obs) if deal.current_player == 0 else other.choose(obs))
    r = review(deal.record(), 0)
    assert r["available"] and r["decisions"] > 0
    assert r["mistakes"] == []


def test_a_review_is_the_same_every_time_and_tells_its_progress(schnapsen_review):
    told = []
    # the worker's entry point, in this process: the same review as before
    assert P.decide(Job.review("schnapsen", SCHNAPSEN, 0), progress=told.append) == schnapsen_review
    assert told[0] == 0 and told[-1] == 1.0 and told == sorted(told)


def test_cancel_stops_the_review():
    stop = threading.Event()
    stop.set()
    with pytest.raises(Cancelled):
        review(SCHNAPSEN, 0, cancel=stop)


def test_the_thinker_runs_a_review_with_progress_and_drops_a_cancelled_one():
    thinker = P.Thinker(use_process=False)
    try:
        job = thinker.submit(Job.review("schnapsen", SCHNAPSEN, 0))
        status, value = thinker.wait(job, PATIENCE)
        assert status == "done" and value["mistakes"][0]["index"] == SCHNAPSEN_BLUNDER
        stale = thinker.submit(Job.review("schnapsen", SCHNAPSEN, 0))
        thinker.cancel(stale)
        deal = new_deal("schnapsen", seed=1)
        later = thinker.submit(Job.move("schnapsen", "easy", deal.observation(deal.current_player), "s"))
        assert thinker.wait(later, PATIENCE)[0] == "done"
        assert thinker.poll(stale) is None and thinker.progress(stale) is None
    finally:
        thinker.close()


def test_costs_are_in_the_seats_own_points():
    # two sides: the expert's outcome is their difference, half of it is the seat's
    assert points_factor("belote") == points_factor("schnapsen") == points_factor("aluette") == 0.5
    assert points_factor("preference") == 1.0


# -- reasons on crafted positions -----------------------------------------------------
def _obs(hand, trump, tricks=(), trick=(), legal=None, declarer=None, seat=0, phase="play"):
    return {"seat": seat, "hand": list(hand), "trump": trump, "trick": [{"seat": 1, "card": c} for c in trick],
            "tricks": [{"cards": list(t)} for t in tricks], "legal_actions": list(legal or hand),
            "declarer": declarer, "phase": phase}


def test_leading_a_trump_without_worlds_draws_the_trumps_still_out():
    # hearts are trumps; without the expert's deals the trumps still unseen are counted
    tricks = [("JH", "9H", "7C", "8C"), ("AH", "TH", "7D", "8D")]
    obs = _obs(["KH", "7S", "8S"], "H", tricks)
    assert explain("belote", obs, "KH", "7S") == ["draws_trumps", {"count": 3}]
    obs = _obs(["KH", "7S"], "H")
    assert explain("belote", obs, "KH", "7S") == ["draws_trumps", {"count": 7}]


def test_a_lead_keeps_the_ten_and_the_marriage():
    obs = _obs(["JC", "TD", "KS", "QS", "AD"], "H")
    assert explain("schnapsen", obs, "JC", "TD") == ["keeps_card", {"card": "TD"}]
    assert explain("schnapsen", obs, "JC", "KS") == ["keeps_marriage", {"suit": "S"}]
    # the Ace of a suit is its best card left
    assert explain("schnapsen", obs, "AD", "JC") == ["top_card", {}]


def test_the_analysis_says_when_only_one_choice_comes_out_ahead():
    obs = _obs(["7S", "8S"], "H", declarer=0)
    scores = {"7S": (12.0, 40), "8S": (-30.0, 40)}
    assert explain("belote", obs, "7S", "8S", scores) == ["makes_contract", {}]
    obs = _obs(["7S", "8S"], "H", declarer=1)
    assert explain("belote", obs, "7S", "8S", scores) == ["beats_contract", {}]
    # a fact of the trick comes before the analysis
    obs = _obs(["JS", "QS"], "H", trick=["AH"])
    assert explain("schnapsen", obs, "JS", "QS", {"JS": (1.0, 9), "QS": (-1.0, 9)}) == ["throws_lowest", {}]
    # a call the game has no words of its own for: the analysis alone
    obs = _obs(["7S", "8S"], None, legal=["no-aces", "no-announcement"], phase="no_aces")
    scores = {"no-aces": (3.0, 9), "no-announcement": (-1.0, 9)}
    assert explain("preference", obs, "no-aces", "no-announcement", scores) == ["only_winner", {}]


def test_the_last_card_of_a_trick_is_judged_on_the_real_trick():
    # in the scripted deal, seat 0 ends trick 4 under the opponents' Ace of hearts
    found = {i: (obs, world) for i, obs, _a, world in decisions(BELOTE, 0)}
    obs, world = found[BELOTE_BLUNDER]
    assert explain("belote", obs, "7H", "AH", world=world) == ["saves_card", {"card": "AH"}]


def test_the_explained_hint_is_the_hint():
    deal = new_deal("schnapsen", seed=4, dealer=1)
    other = make_player("schnapsen", "normal", random.Random(1))
    checked = 0
    while not deal.is_over and checked < 2:
        obs = deal.observation(deal.current_player)
        if deal.current_player == 0 and len(obs["legal_actions"]) > 1:
            got = explain_hint("schnapsen", obs)
            assert got["action"] == hint("schnapsen", obs)
            assert got["reason"][0] in reason_ids("schnapsen")
            checked += 1
            deal.apply(got["action"])
        else:
            deal.apply(other.choose(obs))
    assert checked == 2


def test_a_card_that_follows_beats_the_table_or_keeps_its_strength():
    # clubs led with the 9 (Schnapsen: J < Q < K < 10 < A), hearts are trumps
    obs = _obs(["AC", "JC", "QD"], "H", trick=["KC"], legal=["AC", "JC"])
    assert explain("schnapsen", obs, "AC", "JC") == ["heads_trick", {}]
    assert explain("schnapsen", obs, "JC", "AC") == ["keeps_card", {"card": "AC"}]
    obs = _obs(["AC", "TC", "QD"], "H", trick=["KC"], legal=["AC", "TC"])
    assert explain("schnapsen", obs, "TC", "AC") == ["heads_cheaply", {"than": "AC"}]  # named: cheaper than what
    # a trump on the table: neither club beats it, the lower one is thrown
    obs = _obs(["AC", "JC"], "H", trick=["QH"], legal=["AC", "JC"])
    assert explain("schnapsen", obs, "JC", "AC") == ["saves_card", {"card": "AC"}]
    # Aluette: every card ranks on its own, suits do not matter
    obs = _obs(["3O", "4C"], None, trick=["9C"], legal=["3O", "4C"])
    assert explain("aluette", obs, "3O", "4C") == ["heads_trick", {}]
    assert explain("aluette", obs, "4C", "3O") == ["keeps_card", {"card": "3O"}]
    # leading: the best card still out, or the stronger card kept
    played = [("3C", "2O", "2C", "9C"), ("9O", "2B", "2S", "NB")]
    obs = _obs(["3O", "4C"], None, tricks=played)
    assert explain("aluette", obs, "3O", "4C") == ["leads_master", {}]
    obs = _obs(["2O", "4C"], None)
    assert explain("aluette", obs, "4C", "2O") == ["keeps_card", {"card": "2O"}]


def test_calls_name_the_suit_and_the_discard_they_keep():
    # round two of the Belote bidding: spades are the longer suit
    obs = _obs(["7S", "8S", "AS", "KH", "9D"], None, legal=["take:S", "take:H", "pass"])
    assert explain("belote", obs, "take:S", "take:H") == ["longer_suit", {"suit": "S"}]
    assert explain("preference", obs, "game:S", "game:H") == ["longer_suit", {"suit": "S"}]
    assert explain("belote", obs, "take:H", "take:S") == ["best_average", {}]
    # a discard that empties a suit, or one that keeps the higher card
    hand = ["7S", "8S", "AS", "KH", "9D", "TD"]
    legal = ["discard:" + c for c in hand]
    obs = _obs(hand, None, legal=legal)
    assert explain("preference", obs, "discard:KH", "discard:7S") == ["voids_suit", {"suit": "H"}]
    assert explain("preference", obs, "discard:9D", "discard:TD") == ["keeps_card", {"card": "TD"}]
    assert explain("preference", obs, "discard:TD", "discard:9D") == ["best_average", {}]


def test_the_schnapsen_calls_give_their_own_reasons():
    deal = new_deal("schnapsen", seed=1, dealer=1)
    obs = deal.observation(0)
    obs["specific"] = dict(obs["specific"], trump_card="AH")
    assert explain("schnapsen", obs, "exchange", obs["hand"][0]) == ["takes_trump_card", {"card": "AH"}]
    assert explain("schnapsen", obs, "close", obs["hand"][0]) == ["closes_stock", {}]
    assert explain("schnapsen", obs, "exchange", "marry:KH") == ["takes_trump_card", {"card": "AH"}]
    assert {"takes_trump_card", "closes_stock", "closing_makes", "declares_marriage"} <= set(
        reason_ids("schnapsen")) - set(REASON_IDS)
    assert {"taking_makes", "taking_fails"} <= set(reason_ids("belote")) - set(REASON_IDS)


def test_the_lowest_card_only_when_no_other_is_as_low():
    # the opponents' Ace of hearts takes the trick whatever is played
    obs = _obs(["JS", "QS"], "H", trick=["AH"])
    assert explain("schnapsen", obs, "JS", "QS", {"JS": (1.0, 9), "QS": (-1.0, 9)}) == ["throws_lowest", {}]
    # two Buben are worth the same: the one thrown is one of the lowest, not the lowest
    obs = _obs(["JS", "JD", "QS"], "H", trick=["AH"])
    assert explain("schnapsen", obs, "JS", "QS", {"JS": (1.0, 9), "JD": (1.0, 9), "QS": (-1.0, 9)}) == [
        "throws_one_of_lowest", {}]


class _Worlds:
    """Twenty drawn deals where the choice ``A`` takes one trick more than ``B`` in ``more`` of them."""

    def __init__(self, more):
        self.worlds, self.seat, self.more = 20, 0, more

    def has(self, action):
        return True

    def tricks(self, action, i):
        return [{"winner": 0}] if action == "A" and i < self.more else []


def test_more_tricks_names_the_other_choice_and_only_when_it_holds_in_most_deals():
    from game.ai.coach_cards import more_tricks
    from game.engine import game_info

    info = game_info("belote")
    assert more_tricks(info, _Worlds(4), "A", "B") is None  # 4 of 20 is no reason
    assert more_tricks(info, _Worlds(10), "A", "B") is None  # nor half of them
    assert more_tricks(info, _Worlds(14), "A", "B") == ["more_tricks", {"count": 14, "worlds": 20, "than": "B"}]


def test_a_count_in_a_minority_of_the_deals_is_never_the_reason(monkeypatch):
    from game.ai import coach

    obs = _obs(["7S", "8S"], "H", trick=["AH"])
    monkeypatch.setattr(coach, "_card_reason",
                        lambda *a: ["denies_trick", {"count": 5, "worlds": 20, "than": "8S"}])
    found = explain("belote", obs, "7S", "8S", {"7S": (1.0, 20), "8S": (-1.0, 20)})
    assert found[0] != "denies_trick"
    assert not coach.minority("belote", found)
    monkeypatch.setattr(coach, "_card_reason",
                        lambda *a: ["denies_trick", {"count": 15, "worlds": 20, "than": "8S"}])
    assert explain("belote", obs, "7S", "8S")[0] == "denies_trick"
