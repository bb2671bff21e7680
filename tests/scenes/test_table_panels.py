"""Every decision that is not a card, by mouse and by keyboard, offering exactly the legal choices.

Each test sets up a deal from an explicit deck order with the earlier moves
applied, opens the table at the player's decision and checks the panel.
"""

import pytest
from test_table_driver import DIGIT_KEYS, TablePlayer, start_app

from game.engine import IllegalAction, new_match, replay
from game.engine.cards import PACKS
from game.scenes.table import TableScene
from game.scenes.table import decisions as D
from game.scenes.table.session import Session
from game.scenes.table.texts import refusal


@pytest.fixture
def app():
    app = start_app()
    yield app
    app.shutdown()


def deck_with(game, placed):
    """A deck order with ``placed`` {index: card} and the other cards in pack order."""
    rest = [c for c in PACKS[game] if c not in placed.values()]
    deck = []
    for i in range(len(PACKS[game])):
        deck.append(placed[i] if i in placed else rest.pop(0))
    return deck


def table_at(app, game, deck, dealer, actions=(), tmp_path=None, **kw):
    match = new_match(game, seed=1)
    match.deal = replay({"game": game, "dealer": dealer, "deck": deck, "actions": list(actions)})
    session = Session(game, match, save_path=(tmp_path / "match.json") if tmp_path else None)
    scene = TableScene(game, session=session, **kw)
    app.push(scene)
    app._apply_ops()
    app.step(1 / 60)
    return scene


def option_keys(scene):
    assert scene.decision is not None, "no decision panel"
    return [o.key for o in scene.decision.options]


def labels(scene):
    return [o.button.text for o in scene.decision.options]


def choose(app, scene, key, mode):
    player = TablePlayer(app, scene, mode)
    before = len(scene.session.deal.actions)
    player.choose_option(key)
    return scene.session.deal.actions[before] if len(scene.session.deal.actions) > before else None


# -- Belote --------------------------------------------------------------------------
@pytest.mark.parametrize("mode", ["mouse", "keys"])
def test_belote_first_round_take_or_pass(app, tmp_path, mode):
    deck = deck_with("belote", {20: "9H"})
    scene = table_at(app, "belote", deck, dealer=1, tmp_path=tmp_path)  # seat 0 speaks first
    assert option_keys(scene) == scene.session.deal.legal_actions() == ["take", "pass"]
    assert labels(scene)[0] == "Take \u2665\u00a0hearts" and labels(scene)[1] == "Pass"
    assert not D.playable(scene.view)
    assert choose(app, scene, "take", mode) == "take"
    assert scene.session.deal.trump == "H" and "9H" in scene.session.deal.hands[0]


@pytest.mark.parametrize("mode", ["mouse", "keys"])
def test_belote_second_round_names_another_suit(app, tmp_path, mode):
    deck = deck_with("belote", {20: "9H"})
    scene = table_at(app, "belote", deck, dealer=1, actions=["pass"] * 4, tmp_path=tmp_path)
    keys = option_keys(scene)
    assert keys == ["take:C", "take:D", "take:S", "pass"]
    assert "take:H" not in keys
    assert choose(app, scene, "take:S", mode) == "take:S"
    assert scene.session.deal.trump == "S"


# -- Schnapsen --------------------------------------------------------------------------
SCHNAPSEN = {0: "JH", 1: "KS", 2: "QS", 6: "AH", 7: "AC", 8: "TC"}


@pytest.mark.parametrize("mode", ["mouse", "keys"])
def test_schnapsen_exchange_and_close(app, tmp_path, mode):
    deck = deck_with("schnapsen", SCHNAPSEN)
    scene = table_at(app, "schnapsen", deck, dealer=1, tmp_path=tmp_path)  # seat 0 leads
    assert option_keys(scene) == ["exchange", "close"]
    assert labels(scene) == ["Exchange the trump Bube", "Close the stock"]
    assert D.playable(scene.view)  # cards may be led too
    assert choose(app, scene, "exchange", mode) == "exchange"
    assert "AH" in scene.session.deal.hands[0] and scene.session.deal.trump_card == "JH"
    app.step(2)
    assert option_keys(scene) == ["close"]
    assert choose(app, scene, "close", mode) == "close"  # asked first, and confirmed
    assert scene.session.deal.closed_by == 0
    assert scene.decision is None  # nothing left to decide but the lead


@pytest.mark.parametrize("mode", ["mouse", "keys"])
@pytest.mark.parametrize("declare", [True, False])
def test_schnapsen_marriage_or_plain(app, tmp_path, mode, declare):
    deck = deck_with("schnapsen", SCHNAPSEN)
    scene = table_at(app, "schnapsen", deck, dealer=1, tmp_path=tmp_path)
    player = TablePlayer(app, scene, mode)
    player.play_card("KS")
    assert scene.popup_card == "KS"
    keys = option_keys(scene)
    assert keys == ["marry:KS", "KS", "cancel"]
    assert labels(scene)[0] == "Declare the marriage (20)"
    want = "marry:KS" if declare else "KS"
    player.choose_option(want)
    assert scene.session.deal.actions[0] == want
    if declare:
        assert scene.session.deal.marriages[0][0] == 0


def test_schnapsen_marriage_popup_cancels(app, tmp_path):
    deck = deck_with("schnapsen", SCHNAPSEN)
    scene = table_at(app, "schnapsen", deck, dealer=1, tmp_path=tmp_path)
    player = TablePlayer(app, scene, "keys")
    player.play_card("QS")
    assert scene.popup_card == "QS"
    import pygame

    player.key(pygame.K_ESCAPE)
    assert scene.popup_card is None and scene.session.deal.actions == []
    assert option_keys(scene) == ["exchange", "close"]


# -- Preference -----------------------------------------------------------------------------
# dealer 2: seat 0 bids first; indices 0-2, 11-14, 23-25 are seat 0's; 9-10 the talon
NO_ACES_HAND = ["7C", "8C", "9C", "TC", "JC", "QC", "KC", "7D", "8D", "9D"]
SEAT0 = [0, 1, 2, 11, 12, 13, 14, 23, 24, 25]


def preference_deck(hand0=NO_ACES_HAND, talon=("7H", "8H")):
    placed = dict(zip(SEAT0, hand0))
    placed.update({9: talon[0], 10: talon[1]})
    return deck_with("preference", placed)


@pytest.mark.parametrize("mode", ["mouse", "keys"])
def test_preference_first_bid_offers_numbers_games_and_hearts(app, tmp_path, mode):
    scene = table_at(app, "preference", preference_deck(), dealer=2, tmp_path=tmp_path)
    keys = option_keys(scene)
    assert keys == ["pass", "bid:1", "game:C", "game:S", "game:D", "hearts"]
    assert labels(scene) == ["Pass", "Bid 1", "Game in \u2663\u00a0clubs", "Game in \u2660\u00a0spades",
                             "Game in \u2666\u00a0diamonds", "\u2665\u00a0Hearts"]  # every suit with its mark
    assert choose(app, scene, "bid:1", mode) == "bid:1"


@pytest.mark.parametrize("mode", ["mouse", "keys"])
def test_preference_hold(app, tmp_path, mode):
    scene = table_at(app, "preference", preference_deck(), dealer=2, actions=["bid:1", "bid:2", "pass"],
                     tmp_path=tmp_path)
    assert option_keys(scene) == ["pass", "bid:2"]
    assert labels(scene) == ["Pass", "Hold 2"]
    assert choose(app, scene, "bid:2", mode) == "bid:2"


@pytest.mark.parametrize("mode", ["mouse", "keys"])
def test_preference_discard_trumps_and_no_aces(app, tmp_path, mode):
    scene = table_at(app, "preference", preference_deck(), dealer=2, actions=["bid:1", "pass", "pass"],
                     tmp_path=tmp_path)
    view = scene.view
    assert view.phase == "discard" and len(view.hand) == 12
    assert scene.decision is None  # discarding is done with the cards
    assert scene._confirm_label() == "Discard"
    player = TablePlayer(app, scene, mode)
    first, second = view.hand[11], view.hand[0]
    player.play_card(first)  # the twelfth card: arrows on the keyboard
    assert scene.session.deal.actions[-1] == "discard:" + first
    player.play_card(second)
    assert scene.session.deal.actions[-1] == "discard:" + second
    app.step(2)
    assert option_keys(scene) == ["trump:C", "trump:S", "trump:D", "trump:H"]
    assert choose(app, scene, "trump:D", mode) == "trump:D"
    app.step(2)
    assert option_keys(scene) == ["no-aces", "no-announcement"]
    assert labels(scene) == ["Announce No Aces", "No announcement"]
    assert choose(app, scene, "no-aces", mode) == "no-aces"
    assert scene.session.deal.no_aces is True


def test_preference_no_aces_step_goes_by_itself_when_only_no_announcement_is_open(app, tmp_path):
    """A declarer holding an ace is asked too (so the others learn nothing), but with
    one answer there is nothing to decide: the table gives it, whatever the autoplay
    setting, and tells why."""
    from game.scenes.table.texts import turn_prompt
    from game.scenes.table.view import view_of

    assert not app.settings.autoplay_forced
    hand = ["AC", "8C", "9C", "TC", "JC", "QC", "KC", "7D", "8D", "9D"]
    deck = preference_deck(hand)
    actions = ["bid:1", "pass", "pass", "discard:7H", "discard:8H", "trump:C"]
    asked = replay({"game": "preference", "dealer": 2, "deck": deck, "actions": actions})
    view = view_of(asked.observation(0))
    assert view.phase == "no_aces" and view.legal == ["no-announcement"]
    assert turn_prompt("preference", view) == "No Aces is not open to you."
    scene = table_at(app, "preference", deck, dealer=2, actions=actions, tmp_path=tmp_path)
    player = TablePlayer(app, scene, "mouse")
    for _ in range(120):
        if len(scene.session.deal.actions) > 6:
            break
        player.step()
    assert scene.session.deal.actions[6] == "no-announcement"
    assert scene.session.deal.phase == "defence"
    assert player.frames < 120


@pytest.mark.parametrize("level", ["normal", "strong"])
def test_a_computer_declarer_takes_the_same_pause_whether_or_not_no_aces_is_open(app, tmp_path, level):
    """Seat 1 declares with or without an ace: the No Aces step is there either way and
    the table waits the same before its answer, so the player learns nothing from it."""
    import time

    from game.ai.jobs import Job
    from game.ai.process import shared_thinker
    from game.scenes.table import flow

    app.settings.set("animation_speed", "normal")
    app.settings.set("ai_level", level)
    thinker = shared_thinker()  # started and ready, as it is once a table has been opened
    thinker.wait(thinker.submit(Job.move("preference", "easy", replay(
        {"game": "preference", "dealer": 0, "deck": deck_with("preference", {}), "actions": []}).observation(1),
        "warm")), 60)
    seat1 = [3, 4, 5, 15, 16, 17, 18, 26, 27, 28]
    actions = ["pass", "bid:1", "pass", "discard:7D", "discard:8D", "trump:S"]
    waits = []
    for hand in (["7S", "8S", "9S", "TS", "JS", "QS", "KS", "7H", "8H", "9H"],
                 ["AS", "8S", "9S", "TS", "JS", "QS", "KS", "7H", "8H", "9H"]):
        placed = dict(zip(seat1, hand))
        placed.update({9: "7D", 10: "8D"})
        # the computer answers within the frame, so only the table's own pacing is measured
        # (how long a search takes on a busy machine is not the table's to hide)
        scene = table_at(app, "preference", deck_with("preference", placed), dealer=2, actions=actions,
                         tmp_path=tmp_path, synchronous_ai=True)
        assert scene.session.deal.phase == "no_aces" and scene.view.current == 1
        start = scene.clock
        deadline = time.time() + 20
        while len(scene.session.deal.actions) == 6 and time.time() < deadline:
            app.step(1 / 60)
            time.sleep(0.001)
        assert len(scene.session.deal.actions) == 7
        waits.append(scene.clock - start)
        app.pop(scene)
        app._apply_ops()
    # the cards are dealt first, then the pause; a frame either way is the thread's
    assert waits[0] >= flow.AI_PAUSE * scene.factor > 0
    assert abs(waits[0] - waits[1]) <= 2.5 / 60, waits


def _declarer_two(deck):
    """Seat 0 and 1 pass, seat 2 wins with bid 1, discards two and names clubs."""
    deal = replay({"game": "preference", "dealer": 2, "deck": deck, "actions": ["pass", "pass", "bid:1"]})
    hand = sorted(deal.hands[2])
    actions = ["pass", "pass", "bid:1", "discard:" + hand[0], "discard:" + hand[1], "trump:C"]
    deal = replay({"game": "preference", "dealer": 2, "deck": deck, "actions": actions})
    if deal.phase == "no_aces":
        actions.append("no-announcement")
    return actions


@pytest.mark.parametrize("mode", ["mouse", "keys"])
def test_preference_defend_or_drop_then_invite_or_alone(app, tmp_path, mode):
    deck = preference_deck(hand0=["AC", "AS", "AD", "KC", "KS", "KD", "QC", "QS", "QD", "JC"])
    actions = _declarer_two(deck)
    scene = table_at(app, "preference", deck, dealer=2, actions=actions, tmp_path=tmp_path)
    assert scene.view.phase == "defence" and scene.view.current == 0
    assert option_keys(scene) == ["defend", "drop"]
    assert choose(app, scene, "defend", mode) == "defend"
    # seat 1 decides by itself; if it drops, seat 0 is asked to invite or play alone
    scene2 = table_at(app, "preference", deck, dealer=2, actions=actions + ["defend", "drop"], tmp_path=tmp_path)
    assert option_keys(scene2) == ["invite", "alone"]
    assert labels(scene2) == ["Invite the other defender", "Play alone"]
    assert choose(app, scene2, "invite", mode) == "invite"
    assert scene2.session.deal.host == 0


# -- refusals -------------------------------------------------------------------------------
def belote_follow_state():
    """A Belote deal where seat 0 must follow suit and holds other suits too."""
    import random

    from game.engine import new_deal

    for seed in range(200):
        deal = new_deal("belote", seed=seed, dealer=1)
        rng = random.Random(seed)
        while not deal.is_over:
            if deal.current_player == 0 and deal.phase == "play" and deal.trick:
                illegal = [c for c in deal.hands[0] if c not in deal.legal_actions()]
                if illegal:
                    return deal, illegal[0]
            legal = deal.legal_actions()
            deal.apply("take" if "take" in legal and rng.random() < 0.5 else rng.choice(legal))
    raise AssertionError("no state found")


@pytest.mark.parametrize("mode", ["mouse", "keys"])
def test_illegal_card_is_dimmed_and_refused_with_the_reason(app, tmp_path, mode):
    deal, card = belote_follow_state()
    record = deal.record()
    scene = table_at(app, "belote", record["deck"], record["dealer"], record["actions"], tmp_path)
    assert card in scene._stage().dimmed
    assert scene.sprites.sprites[card].dim
    before = list(scene.session.deal.actions)
    player = TablePlayer(app, scene, mode)
    for _ in range(2):  # refused at once, never raised as if it could be played, and again
        if mode == "mouse":
            player.click(player.card_point(card))
        else:
            player.key(DIGIT_KEYS[scene.view.hand.index(card)])
        assert scene.selected is None
    assert scene.session.deal.actions == before
    with pytest.raises(IllegalAction) as info:
        replay(record).apply(card)
    expected = refusal("belote", info.value.code, info.value.params)
    warns = [b[0] for b in scene.banners if b[2] == "warn"]
    assert warns == [expected]
    assert "{" not in expected and expected.startswith("You must")
    # a legal card still plays
    good = next(c for c in scene.view.hand if c not in scene._stage().dimmed)
    player.play_card(good)
    assert scene.session.deal.actions[len(before)] == good


def test_waiting_for_an_opponent_says_so(app, tmp_path):
    deck = deck_with("belote", {20: "9H"})
    match = new_match("belote", seed=1)
    match.deal = replay({"game": "belote", "dealer": 0, "deck": deck, "actions": []})  # seat 3 speaks first
    scene = TableScene("belote", session=Session("belote", match, save_path=tmp_path / "m.json"))
    app.push(scene)
    app._apply_ops()
    scene.paused = True  # hold the opponents still
    app.step(1 / 60)
    assert scene.view.current == 3
    scene.try_card(scene.view.hand[0])
    assert [b[0] for b in scene.banners if b[2] == "warn"] == ["Please wait for your turn."]
    assert scene.session.deal.actions == []


# -- what the choices mean ------------------------------------------------------------------
def drawn_text(app, scene):
    """Every string the table draws in one frame."""
    seen = []
    text = scene.ui.text
    original = text.draw

    def record(surface, words, *args, **kwargs):
        seen.append(words)
        return original(surface, words, *args, **kwargs)

    text.draw = record
    scene.frame.forget()  # the still picture is painted afresh
    try:
        scene.draw(app.screen)
    finally:
        del text.draw
    return seen


def test_preference_bidding_panel_explains_numbers_games_and_hearts(app, tmp_path):
    scene = table_at(app, "preference", preference_deck(), dealer=2, tmp_path=tmp_path)
    panel = scene.decision
    note = " ".join(panel.note_lines)
    assert "Bid 1–4 takes the talon" in note and "1\u00a0\u2663 · 2\u00a0\u2660 · 3\u00a0\u2666 · 4\u00a0\u2665" in note
    assert "Game and Hearts: no talon" in note
    seen = drawn_text(app, scene)
    assert all(line in seen for line in panel.note_lines)
    # the note sits inside the panel, under its buttons
    bottom = max(b.rect.bottom for b in panel.buttons)
    assert bottom < panel.rect.bottom - scene.ui.text.line_height("small")
    # the sidebar explains the starting balances and the pot while nobody has a contract
    assert "All paid 30 into the pot at the start (−30 each)." in " ".join(seen)
    assert "POT" in seen


def test_preference_hold_is_explained_where_a_hold_is_open(app, tmp_path):
    scene = table_at(app, "preference", preference_deck(), dealer=2, actions=["bid:1", "bid:2", "pass"],
                     tmp_path=tmp_path)
    assert " ".join(scene.decision.note_lines) == (
        "Hold: you bid before the high bidder, so saying 2 again keeps the bid.")


def test_preference_defence_invitation_and_no_aces_say_what_they_risk(app, tmp_path):
    deck = preference_deck(hand0=["AC", "AS", "AD", "KC", "KS", "KD", "QC", "QS", "QD", "JC"])
    actions = _declarer_two(deck)
    scene = table_at(app, "preference", deck, dealer=2, actions=actions, tmp_path=tmp_path)
    note = " ".join(scene.decision.note_lines)
    assert "you need 2 tricks or pay 10 into the pot" in note and "Dropping costs nothing" in note
    scene2 = table_at(app, "preference", deck, dealer=2, actions=actions + ["defend", "drop"], tmp_path=tmp_path)
    assert "together you need 4 tricks" in " ".join(scene2.decision.note_lines)
    no_aces = table_at(app, "preference", preference_deck(), dealer=2,
                       actions=["bid:1", "pass", "pass", "discard:7H", "discard:8H", "trump:C"], tmp_path=tmp_path)
    assert no_aces.view.phase == "no_aces" and "no-aces" in no_aces.view.legal
    assert "each opponent pays you 10 if you make the contract" in " ".join(no_aces.decision.note_lines)


def test_other_games_panels_carry_no_note(app, tmp_path):
    deck = deck_with("belote", {20: "9H"})
    scene = table_at(app, "belote", deck, dealer=1, tmp_path=tmp_path)
    assert scene.decision is not None and scene.decision.note_lines == []


def test_a_card_clicked_under_a_bidding_panel_does_not_rise_into_it(app, tmp_path):
    scene = table_at(app, "preference", preference_deck(), dealer=2, tmp_path=tmp_path)
    assert scene.decision.low and not D.playable(scene.view)
    scene.select_or_confirm(scene.view.hand[0])
    assert scene.selected is None
    assert scene.session.deal.actions == []


def test_the_whole_bidding_stays_in_the_sidebar_at_the_smallest_window(tmp_path):
    small = start_app(size=(1024, 600))
    try:
        deck = preference_deck(hand0=["AC", "AS", "AD", "KC", "KS", "KD", "QC", "QS", "QD", "JC"])
        scene = table_at(small, "preference", deck, dealer=2, actions=_declarer_two(deck) + ["defend", "drop"],
                         tmp_path=tmp_path)
        assert not scene.undo_button.visible
        seen = drawn_text(small, scene)
        bidding = seen[seen.index("BIDDING") + 1:]
        # every seat's calls, the declarer's winning bid included
        assert bidding[:6] == ["You", "Pass", "AI 1", "Pass", "AI 2", "Bid 1"]
    finally:
        small.shutdown()
