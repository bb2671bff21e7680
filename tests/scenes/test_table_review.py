"""The coach at the table: the review opens from the result panel, by mouse and by
keyboard, is worked out in the worker process while a spinner turns, never shows
on a newer deal, and goes back to the result panel; the hint says why."""

import time

import pygame
import pytest
from registered import games
from test_table_driver import PATIENCE, TablePlayer, open_table, play_to_result, press, start_app

from game.ai.coach import GENERIC, REASON_IDS, decisions, reason_ids
from game.scenes.table.games import table_game
from game.scenes.table.panels import SheetPanel
from game.scenes.table.review import ReviewPanel, mistake_line, reason_words
from game.scenes.table.turn import TurnOwner


@pytest.fixture
def app():
    app = start_app(speed="instant", level="easy")
    yield app
    app.shutdown()


def drawn_words(scene, draw):
    """Every text ``draw(surface)`` puts on the screen."""
    text = scene.ui.text
    seen = []
    real_draw, real_render = text.draw, text.render

    def spy_draw(surface, words, *args, **kw):
        seen.append(words)
        return real_draw(surface, words, *args, **kw)

    def spy_render(words, *args, **kw):
        seen.append(words)
        return real_render(words, *args, **kw)

    text.draw, text.render = spy_draw, spy_render
    scene.touch()  # the whole table is painted afresh, not taken from the frame cache
    try:
        draw(pygame.Surface(scene.size))
    finally:
        del text.draw, text.render
    return seen


def wait_for_review(player, limit=PATIENCE):
    scene = player.scene
    end = time.monotonic() + limit
    while scene.modal.busy and time.monotonic() < end:
        player.step()
        time.sleep(0.005)
    assert not scene.modal.busy, "the review never came"


def review_matches(review, record):
    """The review is of this deal: its decisions and what was played at each."""
    assert review["decisions"] == len(decisions(record, 0))
    for m in review["mistakes"]:
        assert record["actions"][m["index"]] == m["played"]


@pytest.mark.parametrize("mode", ["mouse", "keys"])
def test_the_review_opens_from_the_result_panel_and_goes_back(app, mode):
    scene = open_table(app, "schnapsen", seed=5)
    player = TablePlayer(app, scene, mode)
    result = play_to_result(player)
    assert "review" in [o.key for o in result.options]
    press(player, "review")
    panel = scene.modal
    assert isinstance(panel, ReviewPanel)
    # the worker reviews off the frame loop: the table keeps drawing a spinner meanwhile
    assert panel.busy
    assert any(w.startswith("Reviewing") for w in drawn_words(scene, lambda s: panel.draw(s, scene.ui)))
    wait_for_review(player)
    status, review = panel.answer
    assert status == "done" and review["available"]
    review_matches(review, scene.session.deal.record())
    lines = panel.paragraphs()
    assert lines and len(lines) == max(1, len(review["mistakes"]))
    for m, line in zip(review["mistakes"], lines):
        assert line.startswith(f"Trick {m['trick']}: you ") and "was better, by about" in line
        # the reason in the game's words, counted over the deals the expert drew
        assert " \u2014 " + reason_words(scene.spec, m["reason"]) + "." in line
        assert " game point" in line and " \u2014 " in line
    shown = drawn_words(scene, lambda s: scene.draw(s))
    first = scene.modal._lines[0]
    assert first in shown
    # back to the result panel, its Review button under the keyboard
    if mode == "keys":
        player.key(pygame.K_ESCAPE)
    else:
        player.click_button(panel.options[0].button)
    assert scene.modal is result and app.top is scene
    assert scene.controls.focus is next(o.button for o in result.options if o.key == "review")
    # opened again: the review is kept for this deal, not worked out again
    press(player, "review")
    assert isinstance(scene.modal, ReviewPanel) and not scene.modal.busy
    assert scene.modal.answer == ("done", review)


def test_a_review_never_shows_on_a_newer_deal(app):
    scene = open_table(app, "schnapsen", seed=8)
    player = TablePlayer(app, scene, "keys")
    play_to_result(player)
    press(player, "review")
    assert scene.modal.busy
    player.key(pygame.K_ESCAPE)  # back before the coach is done, then on to the next deal
    assert isinstance(scene.modal, SheetPanel)
    press(player, "next")
    assert scene.session.deal_number == 2 and scene.modal is None
    assert not scene.turn.review_busy and scene.turn.poll_review() is None
    play_to_result(player)
    assert scene.turn.poll_review() is None
    press(player, "review")
    wait_for_review(player)
    status, review = scene.modal.answer
    assert status == "done"
    review_matches(review, scene.session.deal.record())


class HeldThinker:
    """Answers only when the test says so."""

    def __init__(self):
        self.jobs = {}
        self.cancelled = set()

    def submit(self, question):
        job = len(self.jobs) + 1
        self.jobs[job] = None
        return job

    def answer(self, job, value):
        self.jobs[job] = ("done", value)

    def poll(self, job):
        return self.jobs.get(job)

    def cancel(self, job):
        self.cancelled.add(job)

    def progress(self, job):
        return 0.5


def test_a_late_answer_for_an_older_deal_is_dropped():
    turn = TurnOwner(HeldThinker())
    assert turn.ask_review("schnapsen", {"actions": []}, 0)
    assert turn.review_busy and turn.review_progress == 0.5
    assert not turn.ask_review("schnapsen", {"actions": []}, 0)  # once per state
    turn.reset()  # next deal
    assert 1 in turn.thinker.cancelled
    turn.thinker.answer(1, {"mistakes": [{"played": "stale"}]})
    assert turn.poll_review() is None and not turn.review_busy
    assert turn.ask_review("schnapsen", {"actions": []}, 0)
    turn.thinker.answer(2, {"mistakes": []})
    assert turn.poll_review() == ("done", {"mistakes": []})


def _ask_hint(app, game, seed):
    scene = open_table(app, game, seed=seed)
    player = TablePlayer(app, scene, "keys")
    player.settle()
    player.key(pygame.K_h)
    deadline = time.monotonic() + PATIENCE
    while scene.hint_action is None and time.monotonic() < deadline:
        player.step()
        time.sleep(0.005)
    assert scene.hint_action in scene.view.legal
    return scene, player


def test_the_hint_shows_its_reason(app):
    scene, player = _ask_hint(app, "schnapsen", 4)
    reason = scene.turn.hint_reason
    assert reason is not None and reason[0] in reason_ids("schnapsen")
    # in the game's own terms, counted over the deals the expert drew
    assert reason[0] not in GENERIC
    words = scene.hint_words()
    assert words == "Hint: " + reason_words(scene.spec, reason)
    if reason[1].get("worlds", 0) > 1:
        assert f"of {reason[1]['worlds']} deals" in words or f"all {reason[1]['worlds']} deals" in words
    assert words in drawn_words(scene, lambda s: scene.draw(s))
    # the next move takes the hint and its reason away
    player.act()
    assert scene.hint_words() == ""


def test_a_bid_hint_says_how_often_the_contract_is_made(app):
    # the Belote bidding: the hint's reason shows under the decision panel's choices
    for seed in range(1, 12):
        scene = open_table(app, "belote", seed=seed)
        player = TablePlayer(app, scene, "keys")
        player.settle()
        if scene.view.phase.startswith("bid") and len(scene.view.legal) > 1:
            break
    else:
        raise AssertionError("no seeded deal opens on the player's bid")
    player.key(pygame.K_h)
    deadline = time.monotonic() + PATIENCE
    while scene.hint_action is None and time.monotonic() < deadline:
        player.step()
        time.sleep(0.005)
    reason = scene.turn.hint_reason
    assert reason is not None and reason[0] in ("taking_makes", "taking_fails"), reason
    count, worlds = reason[1]["count"], reason[1]["worlds"]
    words = scene.hint_words()
    assert f"in {count} of {worlds} deals" in words and ("contract" in words or "down" in words)
    assert scene.decision is not None and scene.decision.reason == words
    assert words in drawn_words(scene, lambda s: scene.draw(s))


def _params(spec):
    card = spec.info.pack[-1]
    return {"card": card, "points": 3, "count": 7, "worlds": 10, "suit": card[1], "trumps": 2, "tricks": 2}


@pytest.mark.parametrize("game", games("players", "table"))
def test_every_reason_and_cost_reads_in_every_game(game):
    spec = table_game(game)
    params = _params(spec)
    for rid in reason_ids(game):
        words = reason_words(spec, [rid, params])
        assert words and "{" not in words, rid
    legal = [a for a in ("pass", spec.info.pack[-1]) if a]
    line = mistake_line(spec, {"trick": 2, "played": legal[1], "better": spec.info.pack[0], "cost": 0.4,
                               "reason": ["best_average", {}]})
    assert line.startswith("Trick 2: you played ") and "{" not in line
    line = mistake_line(spec, {"trick": None, "played": "pass", "better": "pass", "cost": 12.3, "reason": None})
    assert line.startswith("Before the play: you chose") and "{" not in line


def test_a_counted_reason_says_in_how_many_deals():
    spec = table_game("belote")
    assert reason_words(spec, ["wins_trick", {"count": 9, "worlds": 10}]) == "it wins the trick in 9 of 10 deals"
    assert reason_words(spec, ["wins_trick", {"count": 10, "worlds": 10}]) == "it wins the trick in all 10 deals"
    assert reason_words(spec, ["wins_trick", {"count": 1, "worlds": 1, "points": 14}]) == (
        "it wins the trick and its 14 points")
    assert reason_words(spec, ["draws_last_trumps", {"trumps": 2, "count": 8, "worlds": 10}]) == (
        "it draws the opponents' last 2 trumps in 8 of 10 deals")
    assert reason_words(spec, ["keeps_for_last", {"card": "AH", "count": 6, "worlds": 10}]) == (
        "it keeps " + spec.card_name("AH") + " for the last trick in 6 of 10 deals")
    assert reason_words(spec, ["partner_holds", {"card": "AS", "count": 8, "worlds": 10}]) == (
        "your partner most likely holds " + spec.card_name("AS") + ", which takes the trick")
    assert reason_words(spec, ["taking_makes", {"count": 8, "worlds": 10, "suit": "H"}]) == (
        "taking " + spec.suit_label("H") + " makes the contract in 8 of 10 deals")
    schnapsen = table_game("schnapsen")
    assert reason_words(schnapsen, ["closing_makes", {"count": 8, "worlds": 10}]) == (
        "closing now makes 66 in 8 of 10 deals")


@pytest.mark.parametrize("game", games("players", "table"))
def test_every_reason_reads_in_every_language(game):
    from game import i18n

    spec = table_game(game)
    params = _params(spec)
    english = {rid: reason_words(spec, [rid, params]) for rid in reason_ids(game)}
    languages = [code for code, _native, _english in i18n.catalogue_languages() if code != "en"]
    assert len(languages) >= 5
    try:
        for lang in languages:
            i18n.set_language(lang)
            for rid, words in english.items():
                got = reason_words(spec, [rid, params])
                assert got and "{" not in got and got != words, (lang, rid, got)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("game", games("players", "table"))
def test_the_games_own_reasons_read_at_its_table(game):
    spec = table_game(game)
    own = set(reason_ids(game)) - set(REASON_IDS)
    assert own, "every game words some reasons of its own"
    for rid in own:
        params = _params(spec)
        words = spec.reason_text(rid, params, dict(params, card=spec.card_name(params["card"])))
        assert words and "{" not in words, rid
    if game == "schnapsen":
        words = reason_words(spec, ["takes_trump_card", {"card": "AH"}])
        assert words == "it takes " + spec.card_name("AH") + " for the trump Bube"
