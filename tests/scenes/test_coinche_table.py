"""The Coinche table through real events: the auction's grid by keyboard alone and by mouse alone
(a bid, a coinche, a surcoinche), dimmed calls refused with the engine's reason, the contract
with its factor and who doubled it in view during the play, the result sheet's lines, and a
match that ends at 1,000.

The other seats play a short script of calls (``coinche_players.SCRIPT``), then simple habits.
"""

import pygame
import pytest
from coinche_players import install
from test_table_driver import TablePlayer, open_table, play_to_result, start_app
from test_table_sidebar import drawn_texts

from game.engine import descriptor
from game.scenes.table import decisions as D
from game.scenes.table.panels import GridPanel, SheetPanel
from game.scenes.table.results import deal_sheet

GAME = "coinche"


def seed_dealt_by(dealer):
    """A match seed whose first deal ``dealer`` deals (the player after the dealer speaks first)."""
    match_class = descriptor(GAME).match_class
    return next(s for s in range(200) if match_class(seed=s).deal.dealer == dealer)


@pytest.fixture
def table(monkeypatch):
    """``open(dealer, script, mode)``: a Coinche table whose first deal ``dealer`` deals, the
    other seats calling by ``script``; the player and the app."""
    app = start_app(speed="instant", level="easy")

    def open_(dealer, script, mode):
        install(monkeypatch, script)
        scene = open_table(app, GAME, seed=seed_dealt_by(dealer), synchronous_ai=True)
        player = TablePlayer(app, scene, mode, choose=lambda view, options: options[0])
        player.settle()
        return scene, player

    yield open_
    app.shutdown()


def calls(scene):
    return list(scene.session.deal.calls)


def cell(scene, action):
    return next(o.button for o in scene.decision.options if o.key == action)


def words_drawn(scene):
    return {text for text, _rect in drawn_texts(scene)}


def test_a_bid_by_keyboard_alone_through_the_grid(table):
    scene, player = table(1, {3: ["pass"], 2: ["pass"], 1: ["pass"]}, "keys")
    assert scene.view.current == 0 and scene.view.phase == "auction"
    panel = scene.decision
    assert isinstance(panel, GridPanel)
    # a row for each suit, a cell for each value and Capot, Pass under them; no coinche with no bid
    assert len(panel.rows) == 4 and all(len(cells) == 10 for _label, cells in panel.rows)
    assert [o.key for o in panel.options if o.key in ("pass", "coinche", "surcoinche")] == ["pass"]
    # the keyboard is on the first open call at once
    assert scene.controls.focus is cell(scene, "bid:80:S")
    player.key(pygame.K_RIGHT)
    player.key(pygame.K_RIGHT)
    player.key(pygame.K_DOWN)
    assert scene.controls.focus is cell(scene, "bid:100:H")
    player.key(pygame.K_RETURN)
    player.settle()
    assert calls(scene)[:4] == [(0, "bid:100:H"), (3, "pass"), (2, "pass"), (1, "pass")]
    view = scene.view
    assert view.phase == "play" and view.trump == "H"
    # the contract in view while the cards are played: the bidder's plate, the sidebar, the log
    assert D.role(view, 0) == "100\u00a0\u2665"
    shown = words_drawn(scene)
    assert {"Contract", "100", "Bidder", "To make"} <= shown
    assert "You: 100\u00a0\u2665" in D.log_lines(view)


def test_the_keyboard_reaches_capot_and_pass_and_never_a_dimmed_call(table):
    scene, player = table(2, {1: ["bid:150:S"]}, "keys")
    assert calls(scene) == [(1, "bid:150:S")]
    # the first open call is 160 of the first suit: the values up to 150 are dimmed
    assert scene.controls.focus is cell(scene, "bid:160:S")
    assert not cell(scene, "bid:150:H").interactive and not cell(scene, "bid:80:S").interactive
    player.key(pygame.K_LEFT)  # nothing open to the left
    assert scene.controls.focus is cell(scene, "bid:160:S")
    player.key(pygame.K_RIGHT)
    assert scene.controls.focus is cell(scene, "bid:250:S")
    for _ in range(4):
        player.key(pygame.K_DOWN)
    assert getattr(scene.controls.focus, "key", None) in ("coinche", "pass")


def test_a_coinche_by_mouse_and_a_surcoinche_against_it(table):
    # AI 1 speaks first and bids 90 in hearts; AI 3, the first attacker asked, surcoinches
    scene, player = table(2, {1: ["bid:90:H"], 3: ["surcoinche"]}, "mouse")
    assert calls(scene) == [(1, "bid:90:H")]
    before = calls(scene)
    # a dimmed call is refused: nothing changes, and the engine's reason is said
    low = cell(scene, "bid:80:H")
    assert not low.interactive
    player.click(low.rect.center)
    assert calls(scene) == before
    # under the panel's choices, where the player looks
    assert scene.decision.reason == "Bid more than 90."
    assert "Bid more than 90." in words_drawn(scene)
    player.click_button(cell(scene, "coinche"))
    player.settle()
    assert calls(scene)[:3] == [(1, "bid:90:H"), (0, "coinche"), (3, "surcoinche")]
    view = scene.view
    assert view.phase == "play"
    # the contract, its factor and who doubled it, through the play
    assert D.role(view, 1) == "90\u00a0\u2665\u00a0\u00d74"
    assert D.role(view, 0) == "Coinche" and D.role(view, 3) == "Surcoinche"
    shown = words_drawn(scene)
    assert {"Surcoinched by AI 3", "\u00d74", "90", "AI 1"} <= shown
    rows = dict((r[0], r[1]) for _h, rs in D.sidebar_sections(view, scene.session.match.scores, 1) for r in rs
                if r[0] != "suit" and len(r) == 3)
    assert rows["To make"] == "90"


def test_a_surcoinche_by_mouse_when_the_player_s_bid_is_coinched(table):
    # the player opens; AI 3 coinches; AI 2 (asked first) passes; the player surcoinches
    scene, player = table(1, {3: ["coinche"], 2: ["pass"]}, "mouse")
    player.click_button(cell(scene, "bid:80:S"))
    player.settle()
    assert calls(scene) == [(0, "bid:80:S"), (3, "coinche"), (2, "pass")]
    # no bid may follow a coinche: the panel is its two calls, not the grid
    assert not isinstance(scene.decision, GridPanel)
    assert sorted(o.key for o in scene.decision.options) == ["pass", "surcoinche"]
    assert scene.spec.turn_prompt(scene.view) == "Your contract is coinched: surcoinche or pass?"
    player.click_button(cell(scene, "surcoinche"))
    player.settle()
    assert calls(scene)[3] == (0, "surcoinche") and scene.session.deal.factor == 4
    assert D.role(scene.view, 0) == "80\u00a0\u2660\u00a0\u00d74"


def test_the_result_sheet_tells_the_contract_and_the_sums(table):
    scene, player = table(1, {3: ["coinche"], 2: ["pass"], 0: []}, "keys")
    player.choose = lambda view, options: ("bid:80:S" if "bid:80:S" in options else
                                           "pass" if "pass" in options else options[0])
    panel = play_to_result(player)
    result = scene.session.ended.result
    sheet = panel.sheet
    assert result["contract"] == {"value": 80, "trump": "S", "bidder": 0, "factor": 2}
    made = result["made"]
    assert sheet.title == ("You made 80 \u2660\u00a0spades" if made else "You went down in 80 \u2660\u00a0spades")
    assert sheet.subtitle == "Your bid \u00b7 coinched by AI 3 \u00b7 \u00d72"
    assert sheet.columns == ["Team", "Card points", "Belote", "Score"]
    for team, row in enumerate(sheet.rows):
        assert row[1:] == [str(result["card_points"][team]), str(result["belote"][team]),
                           str(result["score"][team])]
    assert sheet.rows[0][0].endswith("attackers") and 0 in sheet.highlight
    winner = 0 if made else 1
    sum_line = f"score 160 + 80 \u00d7 2 = {160 + 160}; the other side nothing."
    assert any(line.endswith(sum_line) for line in sheet.lines), sheet.lines
    assert f"The attackers have {result['card_points'][0]}" in " ".join(sheet.lines)
    for team in (0, 1):
        if result["belote"][team]:
            assert any(line.startswith("Belote: ") for line in sheet.lines)
    assert result["score"][winner] >= 320
    points = scene.session.ended.scores["points"]
    assert sheet.totals == [("You and AI 2", str(points[0])), ("AI 1 and AI 3", str(points[1]))]


def test_the_match_ends_at_one_thousand(table):
    scene, player = table(1, {3: ["pass"], 2: ["pass"], 1: ["pass"]}, "mouse")
    match = scene.session.match
    match.scores["points"] = [995, 995]  # whoever wins this deal passes 1,000 with more
    player.choose = lambda view, options: "bid:80:S" if "bid:80:S" in options else options[0]
    end = player.play_match()
    assert end is not None and end.match_over and scene.session.deal_number == 1
    points = end.scores["points"]
    assert max(points) >= 1000 and points[0] != points[1]
    assert end.outcome == ("won" if points[0] > points[1] else "lost")
    sheet = scene.modal.sheet
    assert isinstance(scene.modal, SheetPanel)
    assert sheet.title == ("You win the match!" if points[0] > points[1] else "You lose the match")
    assert sheet.rows == [["You and AI 2", str(points[0])], ["AI 1 and AI 3", str(points[1])]]
    assert any(line.startswith("Last deal: You ") for line in sheet.lines)


def test_a_void_deal_is_said_and_the_next_dealer_deals(table):
    scene, player = table(1, {3: ["pass"], 2: ["pass"], 1: ["pass"]}, "keys")
    player.choose = lambda view, options: "pass"
    player.act()
    for _ in range(600):
        if scene.session.deal_number == 2:
            break
        player.step()
    assert scene.session.deal_number == 2 and scene.session.deal.dealer == 0
    first = scene.session.match.history[0]["result"]
    assert first["void"] and first["score"] == [0, 0]
    sheet = deal_sheet(GAME, first, None, scene.session.match.scores)
    assert sheet.title == "The deal is void"
    assert scene.spec.event_message({"type": "void"}) == "Everybody passed: the deal is void."


def test_the_full_rules_tab_opens_the_coinche_rules(table):
    scene, player = table(1, {}, "mouse")
    player.click_button(scene.tab_rules)
    player.step(2)
    assert scene.tab == "rules" and scene.rules_view.error is None
    headings = [s.heading for s in scene.rules_view.rules.sections]
    assert "Coinche and surcoinche" in headings and "Bidding" in headings


def test_the_portrait_de_paris_offers_coinche_beside_belote(driver):
    from game.scenes.content import load_content
    from game.scenes.traditions import TraditionPage

    assert load_content().tradition("paris").games == ("belote", "coinche")
    page = TraditionPage("paris")
    driver.app.push(page)
    driver.step()
    start = page.controls.find("start.coinche")
    assert start is not None and start.interactive and page.controls.find("rules.coinche") is not None


def test_the_coach_s_reasons_for_calls_read_in_the_game_s_words():
    from game.scenes.table.games import table_game
    from game.scenes.table.games.coinche_words import REASON_IDS
    from game.scenes.table.review import reason_words

    spec = table_game(GAME)
    assert reason_words(spec, ["bid_makes", {"count": 31, "worlds": 40, "value": 100}]) == (
        "your hand makes 100 in 31 of 40 deals")
    assert reason_words(spec, ["bid_makes", {"count": 3, "worlds": 40, "bid": "bid:250:H"}]) == (
        "your side takes every trick in 3 of 40 deals")
    assert reason_words(spec, ["bid_fails", {"count": 9, "worlds": 40, "bid": "bid:120:S"}]) == (
        "bidding 120 would go down in 9 of 40 deals")
    assert reason_words(spec, ["coinche_beats", {"count": 30, "worlds": 40}]) == (
        "their contract goes down in 30 of 40 deals")
    for rid in REASON_IDS:
        for params in ({"count": 7, "worlds": 10}, {"count": 7, "worlds": 10, "value": 90, "points": 3}):
            words = reason_words(spec, [rid, params])
            assert words and "{" not in words, rid
