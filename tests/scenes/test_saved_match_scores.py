"""Continue and the "match in progress" question give the true score: each side by
name, with the last finished deal counted in, as the table shows it."""

import random

from test_deal_files import Drawn
from test_saved_matches import home_of, start_game_page

from game import saves
from game.scenes.saved_matches import ContinueScene, ResumeOrNew
from game.scenes.table.games import table_game
from game.scenes.table.games.base import projected
from game.scenes.table.session import Session


def finished_deal(game, seed=3):
    """A saved match whose current deal is over (the player has not yet asked for the next)."""
    session = Session.new(game, seed=seed)
    rng = random.Random(seed)
    while not session.deal.is_over:
        session.apply(rng.choice(session.deal.legal_actions()))
    saves.flush()
    return session


def expected_words(session):
    rows = table_game(session.game).score_rows(projected(session.match).scores)
    return rows


def test_continue_shows_names_and_the_finished_deal(driver, monkeypatch):
    session = finished_deal("preference")
    finished_deal("schnapsen")
    rows = expected_words(session)
    assert any(value not in ("0", "+0") for _side, value in rows)  # the deal changed the balances
    home_of(driver)
    drawn = Drawn(monkeypatch)
    driver.click_widget(driver.widget("continue"))
    assert isinstance(driver.top, ContinueScene)
    driver.step()
    line = " ".join(drawn.texts)  # (a long score takes two lines)
    assert "Score:" in line
    for side, value in rows:
        assert f"{side} {value}" in line, (line, rows)


def test_the_match_in_progress_question_shows_the_same_score(driver):
    session = finished_deal("schnapsen", seed=4)
    rows = expected_words(session)
    page = start_game_page(driver, "schnapsen")
    page.start_game("schnapsen")
    driver.step()
    ask = driver.top
    assert isinstance(ask, ResumeOrNew)
    message = ask.message() if callable(ask.message) else ask.message
    for side, value in rows:
        assert f"{side} {value}" in message, (message, rows)
    assert "You" in message and "AI 1" in message
