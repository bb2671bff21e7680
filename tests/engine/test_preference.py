"""Scripted Preference deals (rules §4): dealing, auction, talon, trumps, No Aces,
defence decisions.  Every deck order below is explicit."""

import json

import pytest

from game.engine import IllegalAction, new_deal
from game.engine.cards import PACKS

PACK = PACKS["preference"]


def cards(text):
    return text.split()


def deck_for_hands(dealer, hands, talon):
    """The deck giving each seat ``hands[s]`` (10 cards in dealing order: three,
    then four, then three) and the two-card ``talon``."""
    order = [(dealer + 1) % 3, (dealer + 2) % 3, dealer]
    hands = {s: cards(v) for s, v in hands.items()}
    deck = []
    for s in order:
        deck += hands[s][0:3]
    deck += cards(talon)
    for s in order:
        deck += hands[s][3:7]
    for s in order:
        deck += hands[s][7:10]
    assert sorted(deck) == sorted(PACK)
    return deck


def refused(deal, action, code):
    before = (deal.record(), [deal.observation(s) for s in range(3)])
    with pytest.raises(IllegalAction) as exc:
        deal.apply(action)
    assert exc.value.code == code, exc.value
    assert exc.value.params["action"] == action
    assert (deal.record(), [deal.observation(s) for s in range(3)]) == before
    return exc.value


def run(deal, *actions):
    for a in actions:
        deal.apply(a)


# Seat 1 holds no ace; the talon holds AD.
HANDS_Q = {
    0: "AH KH QH JH TH 9H 8H 7H 8S 7S",
    1: "KS QS JS TS 9S KC QC JC KD QD",
    2: "AS AC TC 9C 8C 7C JD TD 9D 8D",
}
TALON_Q = "AD 7D"


def deal_q(dealer=0):
    return new_deal("preference", deck=deck_for_hands(dealer, HANDS_Q, TALON_Q), dealer=dealer)


def test_deal_layout_clockwise_from_the_dealers_left():
    deck = list(PACK)
    deal = new_deal("preference", deck=deck, dealer=1)
    # order 2, 0, 1
    assert deal.hands[2] == deck[0:3] + deck[11:15] + deck[23:26]
    assert deal.hands[0] == deck[3:6] + deck[15:19] + deck[26:29]
    assert deal.hands[1] == deck[6:9] + deck[19:23] + deck[29:32]
    assert deal.talon == deck[9:11]
    assert deal.current_player == 2
    assert deal.legal_actions() == ["pass", "bid:1", "game:C", "game:S", "game:D", "hearts"]


def test_hold_chain_at_three_and_four():
    deal = deal_q(dealer=0)  # bidding order 1, 2, 0
    run(deal, "bid:1")
    assert deal.current_player == 2
    assert deal.legal_actions() == ["pass", "bid:2", "game:C", "game:S", "game:D", "hearts"]
    refused(deal, "bid:1", "bid_too_low")  # seat 2 is later than seat 1: no hold
    refused(deal, "bid:3", "bid_jump")
    run(deal, "bid:2")
    run(deal, "bid:3")  # seat 0
    # seat 1 sits earlier than seat 0: it may hold 3, and it is past its first turn
    assert deal.current_player == 1
    assert deal.legal_actions() == ["pass", "bid:3"]
    refused(deal, "bid:4", "bid_jump")
    refused(deal, "game:C", "game_only_first_turn")
    refused(deal, "hearts", "game_only_first_turn")
    run(deal, "bid:3")
    assert (deal.high_seat, deal.high_action) == (1, "bid:3")
    assert deal.legal_actions() == ["pass", "bid:4"]  # seat 2, later than seat 1
    run(deal, "bid:4")
    assert deal.current_player == 0
    assert deal.legal_actions() == ["pass"]  # nobody bids above 4
    err = refused(deal, "bid:4", "bid_too_low")
    assert err.params["minimum"] is None
    run(deal, "pass")
    assert deal.current_player == 1
    assert deal.legal_actions() == ["pass", "bid:4"]  # hold 4
    run(deal, "bid:4")
    assert deal.legal_actions() == ["pass"]
    run(deal, "pass")
    assert deal.phase == "discard" and deal.declarer == 1 and deal.contract == "bid:4"
    assert [(b["seat"], b["call"]) for b in deal.observation(0)["auction"]] == [
        (1, "bid:1"), (2, "bid:2"), (0, "bid:3"), (1, "bid:3"),
        (2, "bid:4"), (0, "pass"), (1, "bid:4"), (2, "pass"),
    ]
    # the talon goes to the declarer, privately
    assert deal.hands[1] == cards(HANDS_Q[1]) + cards(TALON_Q)
    assert deal.observation(1)["specific"]["talon"] == cards(TALON_Q)
    assert deal.observation(0)["specific"]["talon"] is None and deal.observation(2)["specific"]["talon"] is None
    assert deal.observation(0)["hand_counts"] == [10, 12, 10]
    # discard two, then trumps at least the final number: only hearts after 4
    run(deal, "discard:AD")
    refused(deal, "discard:AD", "card_not_in_hand")
    refused(deal, "trump:H", "wrong_phase")
    run(deal, "discard:7D")
    assert deal.legal_actions() == ["trump:H"]
    err = refused(deal, "trump:D", "trump_suit_too_low")
    assert err.params == {"action": "trump:D", "suit": "D", "bid": 4}
    run(deal, "trump:H")
    assert deal.trump == "H"
    # the declarer discarded an ace: still asked, but only "no announcement" is open,
    # and the refusal names the rule, not the cards
    assert deal.phase == "no_aces" and deal.current_player == 1
    assert deal.legal_actions() == ["no-announcement"]
    err = refused(deal, "no-aces", "no_aces_not_allowed")
    assert err.params == {"action": "no-aces"}
    assert deal.observation(1)["specific"]["discards"] == ["AD", "7D"]
    assert deal.observation(0)["specific"]["discards"] is None and deal.observation(2)["specific"]["discards"] is None
    run(deal, "no-announcement")
    assert deal.no_aces is False and deal.phase == "defence" and deal.current_player == 2
    # once the defence has begun, No Aces is refused for the phase alone
    err = refused(deal, "no-aces", "wrong_phase")
    assert err.params == {"action": "no-aces", "phase": "defence"}


def test_trump_choice_after_a_low_bid():
    deal = deal_q(dealer=0)
    run(deal, "bid:1", "pass", "pass")
    assert deal.declarer == 1 and deal.phase == "discard"
    assert deal.legal_actions() == ["discard:" + c for c in cards(HANDS_Q[1] + " " + TALON_Q)]
    run(deal, "discard:KD", "discard:QD")
    assert deal.legal_actions() == ["trump:C", "trump:S", "trump:D", "trump:H"]
    run(deal, "trump:S")
    # AD came from the talon and was kept: an ace in hand, nothing to announce
    assert deal.phase == "no_aces" and deal.legal_actions() == ["no-announcement"]
    err = refused(deal, "no-aces", "no_aces_not_allowed")
    assert err.params == {"action": "no-aces"}
    run(deal, "no-announcement")
    assert deal.phase == "defence"
    assert refused(deal, "no-aces", "wrong_phase").params["phase"] == "defence"


def test_no_aces_offered_to_a_declarer_without_any_ace():
    deal = deal_q(dealer=0)
    run(deal, "bid:1", "pass", "pass", "discard:AD", "discard:7D")
    run(deal, "trump:C")
    # AD went out, but it was discarded: still no offer
    assert deal.phase == "no_aces" and deal.legal_actions() == ["no-announcement"]
    deal = deal_q(dealer=0)
    run(deal, "game:S", "pass", "pass")
    # a Game declarer keeps its hand and never sees the talon
    assert deal.trump == "S" and deal.hands[1] == cards(HANDS_Q[1])
    assert all(deal.observation(s)["specific"]["talon"] is None for s in range(3))
    assert deal.phase == "no_aces" and deal.current_player == 1
    assert deal.legal_actions() == ["no-aces", "no-announcement"]
    refused(deal, "defend", "wrong_phase")
    run(deal, "no-aces")
    assert deal.no_aces is True
    assert {"type": "no_aces", "seat": 1} in deal.events
    assert deal.phase == "defence" and deal.current_player == 2


def test_a_game_outbid_by_a_higher_game():
    deal = deal_q(dealer=0)
    run(deal, "game:S")  # seat 1
    assert deal.legal_actions() == ["pass", "game:D", "hearts"]
    refused(deal, "game:S", "bid_too_low")  # an equal suit goes to the earlier player
    refused(deal, "game:C", "bid_too_low")
    refused(deal, "bid:1", "bid_too_low")
    run(deal, "game:D")  # seat 2
    assert deal.legal_actions() == ["pass", "hearts"]  # seat 0's first turn
    run(deal, "pass")
    assert deal.current_player == 1
    assert deal.legal_actions() == ["pass"]
    refused(deal, "game:D", "game_only_first_turn")
    run(deal, "pass")
    assert (deal.declarer, deal.contract, deal.trump) == (2, "game:D", "D")
    assert not deal.talon_taken
    # seat 2 holds AS and AC: asked all the same, with nothing to announce
    assert deal.phase == "no_aces" and deal.current_player == 2
    assert deal.legal_actions() == ["no-announcement"]
    run(deal, "no-announcement")
    assert deal.phase == "defence" and deal.current_player == 0
    assert {"type": "contract", "seat": 2, "contract": "game:D"} in deal.events


def test_hearts_ends_the_auction_at_once():
    deal = deal_q(dealer=0)
    run(deal, "bid:1", "hearts")
    assert (deal.declarer, deal.contract, deal.trump) == (2, "hearts", "H")
    assert [a for _, a in deal.auction] == ["bid:1", "hearts"]  # seat 0 never bid
    assert deal.phase == "no_aces" and deal.current_player == 2
    assert deal.hands[2] == cards(HANDS_Q[2])


def test_all_pass_is_a_void_deal():
    deal = deal_q(dealer=2)
    run(deal, "pass", "pass")
    assert deal.current_player == 2 and not deal.is_over  # the dealer still speaks
    run(deal, "pass")
    assert deal.is_over
    assert deal.result() == {
        "void": True,
        "declarer": None,
        "contract": None,
        "trump": None,
        "tricks": [0, 0, 0],
        "defence": [None, None, None],
        "balance": [0, 0, 0],
        "pot": 0,
    }
    assert deal.events[-1] == {"type": "void"}


def test_a_single_bid_wins_when_the_others_pass():
    deal = deal_q(dealer=0)
    run(deal, "pass", "pass")
    assert deal.current_player == 0
    run(deal, "bid:1")
    assert deal.declarer == 0 and deal.phase == "discard"


def test_defence_decisions_in_order_and_invitation_choice():
    deal = deal_q(dealer=0)
    run(deal, "game:S", "pass", "pass", "no-announcement")
    assert deal.no_aces is False
    assert deal.current_player == 2 and deal.legal_actions() == ["defend", "drop"]
    run(deal, "drop")
    assert deal.current_player == 0
    refused(deal, "invite", "wrong_phase")
    run(deal, "defend")
    assert deal.phase == "invite" and deal.current_player == 0
    assert deal.legal_actions() == ["invite", "alone"]
    run(deal, "invite")
    assert deal.defence == ["defend", "declarer", "invited"]
    assert deal.host == 0 and deal.active == (1, 2, 0)
    assert deal.phase == "play" and deal.current_player == 1


def test_observation_keys_and_privacy():
    deal = deal_q(dealer=0)
    run(deal, "bid:1", "pass", "pass")
    for seat in range(3):
        obs = deal.observation(seat)
        json.dumps(obs)
        assert obs["game"] == "preference" and obs["seat"] == seat
        assert obs["hand"] == deal.hands[seat]
        text = json.dumps({k: v for k, v in obs.items() if k not in ("hand", "talon", "legal_actions")})
        for other in range(3):
            if other != seat:
                assert not any(f'"{c}"' in text for c in deal.hands[other])
        if seat != 1:
            assert not any(f'"{c}"' in json.dumps(obs) for c in deal.talon)
    assert deal.observation(1)["legal_actions"][0] == "discard:KS"
    assert deal.observation(0)["legal_actions"] == []
    with pytest.raises(ValueError):
        deal.observation(3)


def test_unknown_and_misplaced_actions():
    deal = deal_q(dealer=0)
    refused(deal, "bid:5", "unknown_action")
    refused(deal, "AH", "wrong_phase")
    refused(deal, "defend", "wrong_phase")
    refused(deal, "no-aces", "wrong_phase")
    refused(deal, None, "unknown_action")


def test_the_no_aces_step_looks_the_same_whether_or_not_it_is_open():
    """rules §4: a Game declarer without an ace and one holding an ace are both asked,
    and defender 0 sees the same deal (no ace: seat 1 of HANDS_Q; with an ace: KS and AS
    trade places between seats 1 and 2, the cards seat 0 cannot see)."""
    with_ace = {1: HANDS_Q[1].replace("KS", "AS"), 2: HANDS_Q[2].replace("AS", "KS"), 0: HANDS_Q[0]}
    open_ = deal_q(dealer=0)
    shut = new_deal("preference", deck=deck_for_hands(0, with_ace, TALON_Q), dealer=0)
    for deal in (open_, shut):
        run(deal, "game:S", "pass", "pass")
        assert deal.phase == "no_aces" and deal.current_player == 1
    assert open_.legal_actions() == ["no-aces", "no-announcement"]
    assert shut.legal_actions() == ["no-announcement"]
    assert open_.observation(0) == shut.observation(0)
    # a defender poking at No Aces learns nothing either, before or after the step
    for deal in (open_, shut):
        run(deal, "no-announcement")
    errors = [refused(deal, "no-aces", "wrong_phase") for deal in (open_, shut)]
    assert errors[0].params == errors[1].params and str(errors[0]) == str(errors[1])
    assert open_.observation(0) == shut.observation(0)


def _as_written_before(record):
    """The record as format 1 wrote it: no No Aces step for a declarer holding an ace."""
    deal = new_deal("preference", deck=record["deck"], dealer=record["dealer"])
    old = []
    for action in record["actions"]:
        forced = deal.phase == "no_aces" and deal.legal_actions() == ["no-announcement"]
        deal.apply(action)
        if not forced:
            old.append(action)
    return dict(record, actions=old)


def test_records_written_before_the_no_aces_question_are_upgraded():
    from game.engine import RECORD_VERSION, replay, upgrade_record

    assert RECORD_VERSION == 2
    upgraded = 0
    for seed in range(60):
        deal = new_deal("preference", seed=seed, dealer=seed % 3)
        rng = __import__("random").Random(seed)
        stop = rng.randrange(4, 40)
        while not deal.is_over and len(deal.actions) < stop:
            deal.apply(rng.choice(deal.legal_actions()))
        if deal.phase == "no_aces" and deal.legal_actions() == ["no-announcement"]:
            deal.apply("no-announcement")  # format 1 had moved on already: no such moment
        record = deal.record()
        old = _as_written_before(record)
        assert upgrade_record(old, 1) == record
        assert upgrade_record(record, 2) is record  # today's records are left alone
        assert replay(upgrade_record(old, 1)).record() == record
        upgraded += old != record
    assert upgraded > 10
    # a record that does not replay stays as it is, for replay to name its fault
    bad = {"game": "preference", "dealer": 0, "deck": list(PACK), "actions": ["bid:1", "nonsense"]}
    assert upgrade_record(bad, 1) == bad
    assert upgrade_record({"game": "whist"}, 1) == {"game": "whist"}


def test_a_session_saved_before_the_no_aces_question_loads():
    import random

    from game.engine import load_match, new_match

    match = new_match("preference", seed=6)
    rng = random.Random(2)
    for _ in range(3):
        while not match.deal.is_over:
            match.deal.apply(rng.choice(match.deal.legal_actions()))
        match.next_deal()
    while match.deal.phase != "defence":
        match.deal.apply(rng.choice(match.deal.legal_actions()))
        if match.deal.is_over:
            match.next_deal()
    saved = match.to_dict()
    assert saved["version"] == 2
    old = dict(saved, version=1, deals=[_as_written_before(r) for r in saved["deals"]])
    loaded = load_match(json.loads(json.dumps(old)))
    assert loaded.to_dict() == saved and loaded.scores == match.scores
    with pytest.raises(ValueError, match="version"):
        load_match(dict(saved, version=3))
