"""Whole matches at every table, played through posted events: mouse only, then keyboard only.

Each test checks that the match ends with its panel, that the engine's
records hold exactly the player's moves, that the panel tells the engine's
result, and that the statistics counted the match and the save is gone.
"""

import json

import pytest
from conftest import saved_file
from registered import games
from test_table_driver import TablePlayer, human_actions, open_table, start_app

from game.engine import replay
from game.scenes.table.panels import SheetPanel
from game.scenes.table.stats import Stats


@pytest.fixture
def app():
    app = start_app()
    yield app
    app.shutdown()


def records(session):
    return [h["record"] for h in session.match.history] + [session.deal.record()]


def prefer_bold(game):
    """Take in Belote (so a deal is played), open with 1 in Preference, else pass or the first choice."""

    def choose(view, options):
        if game == "belote" and any(o.startswith("take") for o in options):
            return next(o for o in options if o.startswith("take"))
        if game == "preference" and "bid:1" in options:
            return "bid:1"  # declare now and then, so discards and trumps are played too
        if "pass" in options:
            return "pass"
        return options[0]

    return choose


def finish(game, session_deals_seen):
    def after_deal(scene):
        if game == "preference" and scene.session.deal_number >= 2:
            return "end"
        return "next"

    return after_deal


@pytest.mark.parametrize("mode", ["mouse", "keys"])
@pytest.mark.parametrize("game", games("players", "table"))
def test_whole_match(app, game, mode):
    scene = open_table(app, game, seed=21)
    player = TablePlayer(app, scene, mode, choose=prefer_bold(game))
    end = player.play_match(after_deal=finish(game, 2))
    session = scene.session
    assert end is not None and end.match_over
    assert isinstance(scene.modal, SheetPanel)
    assert session.match_finished

    # the engine's records hold exactly what the player chose, deal by deal
    recs = records(session)
    for number, rec in enumerate(recs, start=1):
        mine = [a for n, a in player.played if n == number]
        chosen = human_actions(rec)
        if number in player.claimed:
            chosen = chosen[: len(mine)]  # after a claim the table plays the player's cards
        assert chosen == mine, (number, mine)
        rebuilt = replay(rec)
        assert rebuilt.is_over
    assert scene.session.deal.result() == end.result

    # the match ended by the rules of its table
    if game == "aluette":
        assert len(recs) == 5
    elif game == "schnapsen":
        assert 0 in end.scores
    elif game == "belote":
        assert not end.result["void"] and all(r["actions"][:8] != ["pass"] * 8 for r in recs[-1:])
    elif game == "preference":
        # void deals go on by themselves; the player ended the session after deal 2 or later
        assert len(recs) >= 2 and not end.result["void"]
    # any other game: the match ended (above), as its table judged it

    # what the panel says is the engine's settlement
    sheet = scene.modal.sheet
    text = json.dumps([sheet.title, sheet.subtitle, sheet.rows, sheet.lines])
    assert "{" not in sheet.title
    if game == "aluette":
        assert sheet.rows[0][1] == str(end.scores[0]) and sheet.rows[1][1] == str(end.scores[1])
    elif game == "schnapsen":
        assert [r[1] for r in sheet.rows] == [str(end.scores[0]), str(end.scores[1])]
    elif game == "belote":
        assert [r[3] for r in sheet.rows] == [str(end.result["score"][0]), str(end.result["score"][1])]
    elif game == "preference":
        balance = end.scores["balance"]
        assert [r[1] for r in sheet.rows[:3]] == [f"+{b}" if b > 0 else (f"\u2212{-b}" if b < 0 else "0")
                                                  for b in balance]
    assert text

    # counted once, and nothing left to resume
    rec = Stats().record(game)
    assert rec["played"] == 1 and rec[end.outcome] == 1
    assert not saved_file(game).exists()


def test_from_start_game_on_the_tradition_page_to_the_end_and_back(app):
    from game.scenes.traditions import TraditionPage

    page = TraditionPage("paris")
    app.push(page)
    app._apply_ops()
    player = TablePlayer(app, None, "mouse")
    player.click_button(page.controls.find("start.belote"))
    scene = app.top
    assert type(scene).__name__ == "TableScene" and scene.game == "belote"
    player.scene = scene
    player.choose = prefer_bold("belote")
    end = player.play_match()
    assert end.match_over
    player.choose_option("leave")
    assert app.top is page


def test_belote_next_deal_after_the_match_keeps_the_tally(app):
    scene = open_table(app, "belote", seed=21)
    player = TablePlayer(app, scene, "keys", choose=prefer_bold("belote"))
    end = player.play_match()
    tally = list(end.scores["points"])
    player.choose_option("next")
    assert scene.session.match.scores["points"] == tally
    assert scene.modal is None and saved_file("belote").exists()
    assert scene.session.deal_number == len(scene.session.match.history) + 1
