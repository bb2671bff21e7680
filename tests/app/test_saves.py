"""Saved matches: one per game, written off the frame loop, damaged ones kept aside with a notice."""

import json
import os
import random

import pytest
from test_file_faults import SPECIALS, drawn_texts, special, within

from game import paths, saves, storage
from game.engine import new_match
from game.scenes.table.session import Session


def play(session, n, seed=1):
    rng = random.Random(seed)
    for _ in range(n):
        if session.deal.is_over:
            break
        session.apply(rng.choice(session.deal.legal_actions()))


def good_save(game="belote", moves=6):
    session = Session.new(game, seed=4)
    play(session, moves)
    saves.flush()
    return paths.saved_match_path(game)


def test_each_game_keeps_its_own_saved_match():
    good_save("belote")
    good_save("schnapsen")
    good_save("aluette")
    found = {s.game: s for s in saves.saved_matches()}
    assert sorted(found) == ["aluette", "belote", "schnapsen"]
    assert all(s.deal == 1 and len(s.scores) == 2 for s in found.values())


def damaged(data, kind):
    if kind == "empty":
        return b""
    text = json.dumps(data)
    if kind == "truncated":
        return text[: len(text) // 2].encode()
    if kind == "bom":
        return b"\xef\xbb\xbf" + text.encode()
    if kind == "latin1":
        return text.replace('"belote"', '"b\u00e9lote"').encode("latin-1")
    if kind == "newer":
        return json.dumps({**data, "version": 9}).encode()
    if kind == "illegal":
        data["deals"][-1]["actions"].append("play:XX")
        return json.dumps(data).encode()
    if kind == "other_game":
        other = new_match("schnapsen", seed=1).to_dict()["deals"][0]
        data["deals"].insert(0, other)
        return json.dumps(data).encode()
    if kind == "wrong_slot":
        return json.dumps(new_match("schnapsen", seed=1).to_dict()).encode()
    if kind == "list":
        return b"[1, 2]"
    raise ValueError(kind)


BYTES_KINDS = ["empty", "truncated", "bom", "latin1", "newer", "illegal", "other_game", "wrong_slot", "list"]


@pytest.mark.parametrize("kind", BYTES_KINDS + SPECIALS)
def test_a_save_that_cannot_be_resumed_is_kept_aside_with_a_notice(kind):
    path = good_save("belote")
    data = json.loads(path.read_text())
    path.unlink()
    if kind in SPECIALS:
        special(path, kind)
        raw = None
    else:
        raw = damaged(data, kind)
        path.write_bytes(raw)
    storage.take_notices()
    assert within(10, saves.saved_matches) == []
    notices = storage.take_notices()
    assert len(notices) == 1
    text = notices[0]()
    assert "Belote" in text and "match-belote.json.bad-" in text
    kept = list(path.parent.glob("match-belote.json.bad-*"))
    assert len(kept) == 1 and not os.path.lexists(path)
    if raw is not None:
        assert kept[0].read_bytes() == raw  # never overwritten, never lost
    # the next table of the game writes a fresh file beside the one kept aside
    good_save("belote")
    assert [s.game for s in saves.saved_matches()] == ["belote"]
    assert kept[0].exists() or kept[0].is_symlink()


def test_the_single_save_of_earlier_versions_goes_to_its_game():
    path = good_save("schnapsen")
    legacy = paths.saved_match_path()
    os.rename(path, legacy)
    found = saves.saved_matches()
    assert [s.game for s in found] == ["schnapsen"]
    assert path.exists() and not legacy.exists()


def test_saving_is_off_the_frame_loop_and_flush_waits(monkeypatch):
    import threading

    gate = threading.Event()
    real = storage.write_text

    def slow(path, text):
        gate.wait(5)
        real(path, text)

    monkeypatch.setattr(storage, "write_text", slow)
    session = Session.new("aluette", seed=3)  # returns while the disk is still busy
    path = paths.saved_match_path("aluette")
    assert not path.exists()
    play(session, 3)
    gate.set()
    assert saves.flush(5)
    assert json.loads(path.read_text())["deals"][-1]["actions"] == session.deal.actions


def test_a_failing_folder_gives_a_lasting_notice_and_the_next_save_retries(monkeypatch):
    real = storage.write_text
    failing = [True]

    def full(path, text):
        if failing[0]:
            raise storage.WriteFailed("No space left on device")
        real(path, text)

    monkeypatch.setattr(storage, "write_text", full)
    session = Session.new("belote", seed=3)
    saves.flush()
    assert session.save_failed
    problems = storage.problems()
    assert len(problems) == 1 and str(paths.data_dir()) in problems[0]()
    failing[0] = False
    play(session, 1)
    saves.flush()
    assert not session.save_failed and storage.problems() == []
    assert json.loads(paths.saved_match_path("belote").read_text())["deals"][-1]["actions"] == session.deal.actions


def test_a_finished_match_removes_its_save_after_the_last_write():
    session = Session.new("belote", seed=2)
    for _ in range(8):
        session.apply("pass")  # a void deal: the match goes on
    session.next_deal()
    play(session, 500, seed=4)
    saves.flush()
    path = paths.saved_match_path("belote")
    assert path.exists() == (not session.match_finished)


def test_a_lasting_problem_stays_on_screen_until_it_is_over(app, monkeypatch):
    drawn = drawn_texts(monkeypatch)
    storage.report_problem(saves.SAVE_PROBLEM, saves._message(saves.NOTICE_SAVE_FAILED, folder="/full/disk"))
    for _ in range(int(60 * 12)):  # longer than any passing notice lasts
        app.step(1 / 60)
    drawn.clear()
    app.step(1 / 60)
    assert any("could not be saved" in t for t in drawn) and any("/full/disk" in t for t in drawn)
    storage.clear_problem(saves.SAVE_PROBLEM)
    drawn.clear()
    app.step(1 / 60)
    assert not any("could not be saved" in t for t in drawn)


def test_a_table_opened_without_the_menus_keeps_a_damaged_save_aside_before_writing():
    path = paths.saved_match_path("schnapsen")
    path.parent.mkdir(parents=True)
    path.write_bytes(b'{"version": 1, "game": "schnapsen", "deals": [{"truncated')
    storage.take_notices()
    Session.new("schnapsen", seed=2)
    saves.flush()
    kept = list(path.parent.glob("match-schnapsen.json.bad-*"))
    assert len(kept) == 1 and kept[0].read_bytes().endswith(b"truncated")
    assert storage.take_notices()
    assert saves.saved_match("schnapsen") is not None


def test_no_data_folder_is_no_saved_match_not_a_damaged_one(user_home):
    user_home.mkdir(exist_ok=True)
    (user_home / "data").write_text("a file where the folder should be")
    storage.take_notices()
    assert saves.saved_matches() == []
    assert storage.take_notices() == []


@pytest.mark.parametrize("value", ["1e400", "-1e400", "NaN", "Infinity", "-Infinity"])
@pytest.mark.parametrize("where", ["seed", "epoch", "table"])
def test_a_save_holding_a_value_that_cannot_be_written_back_is_kept_aside(value, where):
    path = good_save("belote")
    text = path.read_text()
    data = json.loads(text)
    if where in ("seed", "epoch"):
        raw = text.replace(f'"{where}": {data[where]}', f'"{where}": {value}', 1)
    else:
        raw = text.replace('"version":', f'"table": {{"session_deals": {value}}}, "version":', 1)
    assert raw != text
    path.write_text(raw)
    storage.take_notices()
    assert saves.saved_matches() == []  # never resumed: every later save would fail
    kept = list(path.parent.glob("match-belote.json.bad-*"))
    assert len(kept) == 1 and kept[0].read_text() == raw
    notices = storage.take_notices()
    assert len(notices) == 1 and kept[0].name in notices[0]()


def test_every_save_that_cannot_be_written_shows_the_lasting_notice():
    session = Session.new("belote", seed=3)
    saves.flush()
    assert storage.problems() == []
    session.match.seed = float("nan")  # what a damaged save once let in
    play(session, 1)
    saves.flush()
    assert session.save_failed
    problems = storage.problems()
    assert len(problems) == 1 and "could not be saved" in problems[0]()
    before = paths.saved_match_path("belote").read_text()
    play(session, 1, seed=2)
    saves.flush()
    assert storage.problems() and paths.saved_match_path("belote").read_text() == before
    session.match.seed = 3
    play(session, 1, seed=3)
    saves.flush()
    assert not session.save_failed and storage.problems() == []
    assert json.loads(paths.saved_match_path("belote").read_text())["deals"][-1]["actions"] == session.deal.actions


def _played_out(game, seed=3, most=60):
    """A match of ``game`` played at random until it is over (None: it did not end in ``most`` deals)."""
    match = new_match(game, seed=seed)
    rng = random.Random(seed)
    for _ in range(most):
        while not match.deal.is_over:
            match.deal.apply(rng.choice(match.deal.legal_actions()))
        match.next_deal()
        if match.is_over:
            return match
    return None


def _games():
    from game.engine import known_games

    return known_games()


@pytest.mark.parametrize("game", _games())
def test_a_save_with_more_finished_deals_than_the_match_allows_is_kept_aside(game):
    match = _played_out(game)
    if match is None:
        pytest.skip(f"a {game} match does not end by itself")
    # every deal that ended the match, then one more: not a save this program writes
    data = match.to_dict()
    assert len(data["deals"]) == len(match.history) + 1
    path = paths.saved_match_path(game)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data))
    storage.take_notices()
    assert saves.saved_matches() == []  # never offered by Continue
    notices = storage.take_notices()
    assert len(notices) == 1 and f"match-{game}.json.bad-" in notices[0]()
    assert not path.exists()
    with pytest.raises(ValueError):
        Session.from_save(data)  # nor opened at a table
