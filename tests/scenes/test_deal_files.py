"""Exporting a finished deal from the result panel, listing saved deals, refusing bad files."""

import json
import random

import pygame
import pytest
from conftest import saved_file
from test_table_driver import TablePlayer, open_table, play_to_result, press, start_app

from game import paths, storage
from game.engine import new_deal, replay
from game.scenes import deal_files, ui_text
from game.scenes.deal_files import (
    DealFileError,
    export_deal,
    list_deal_files,
    load_deal_file,
    parse,
)
from game.scenes.deals_list import SavedDealsScene
from game.scenes.replay_view import ReplayScene, result_sheet
from game.scenes.table.panels import SheetPanel
from game.engine import GAMES


@pytest.fixture
def app():
    app = start_app(level="easy")
    yield app
    app.shutdown()


def notices(app):
    return [n[0]() if callable(n[0]) else n[0] for n in app.notices]


def random_deal(game, seed=3, dealer=1):
    deal = new_deal(game, seed=seed, dealer=dealer)
    rng = random.Random(seed)
    while not deal.is_over:
        deal.apply(rng.choice(deal.legal_actions()))
    return deal


# -- at the table --------------------------------------------------------------------
@pytest.mark.parametrize("mode", ["keys", "mouse"])
def test_export_from_the_result_panel_writes_a_record_the_engine_replays(app, mode):
    scene = open_table(app, "schnapsen", seed=8, synchronous_ai=True)
    player = TablePlayer(app, scene, mode)
    panel = play_to_result(player)
    assert [o.key for o in panel.options][-2:] == ["replay", "export"]
    session = scene.session
    save_before = saved_file("schnapsen").read_text() if saved_file("schnapsen").exists() else None
    scores_before = session.match.scores
    number = session.deal_number
    press(player, "export")

    files = list(paths.deals_dir().glob("schnapsen-*.json"))
    assert len(files) == 1
    data = storage.load_versioned(files[0], deal_files.VERSION)
    assert data["format"] == "cardavia-deal" and data["game"] == "schnapsen"
    assert data["deal_number"] == number
    record = data["record"]
    assert record == json.loads(json.dumps(session.deal.record()))
    rebuilt = replay(record)
    assert rebuilt.is_over and rebuilt.result() == session.deal.result() == data["result"]
    # the player is told where the file went
    said = notices(app)
    assert any(files[0].name in text and str(files[0].parent) in text for text in said), said
    # the match is untouched: same panel, same scores, same save
    assert scene.modal is panel and session.match.scores == scores_before
    after = saved_file("schnapsen").read_text() if saved_file("schnapsen").exists() else None
    assert after == save_before


def test_two_exports_make_two_files(app):
    scene = open_table(app, "schnapsen", seed=8, synchronous_ai=True)
    player = TablePlayer(app, scene, "mouse")
    play_to_result(player)
    press(player, "export")
    press(player, "export")
    files = sorted(paths.deals_dir().glob("*.json"))
    assert len(files) == 2
    assert load_deal_file(files[0]).record == load_deal_file(files[1]).record == scene.session.deal.record()


def test_an_unwritable_folder_is_told_not_crashed(app, monkeypatch):
    scene = open_table(app, "schnapsen", seed=8, synchronous_ai=True)
    player = TablePlayer(app, scene, "keys")
    play_to_result(player)
    blocker = paths.deals_dir()
    blocker.parent.mkdir(parents=True, exist_ok=True)
    blocker.write_text("a file where the folder should be")
    press(player, "export")
    assert "The deal could not be saved." in notices(app)
    assert isinstance(scene.modal, SheetPanel)


# -- files -------------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_round_trip_of_every_game(game, tmp_path):
    deal = random_deal(game)
    path = export_deal(deal, number=4, folder=tmp_path, saved=1_700_000_000)
    assert path.name.startswith(f"{game}-") and path.suffix == ".json"
    item = load_deal_file(path)
    assert item.game == game and item.number == 4 and item.is_over
    assert item.record == deal.record()
    assert item.deal.result() == deal.result()
    assert abs(item.saved - 1_700_000_000) < 2


def bad(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text)
    return path


def good_data(game="belote"):
    return json.loads(json.dumps({**deal_files.file_data(random_deal(game)), "version": 1}))


def test_refusals_name_the_reason(tmp_path):
    cases = {
        "not-json.json": ("{this is not json", deal_files.NOT_A_DEAL),
        "list.json": ("[1, 2, 3]", deal_files.NOT_A_DEAL),
        "foreign.json": ('{"version": 1, "hello": "world"}', deal_files.NOT_A_DEAL),
    }
    data = good_data()
    data["version"] = 99
    cases["newer.json"] = (json.dumps(data), deal_files.NEWER)
    data = good_data()
    data["record"]["actions"] = ["pass", "XX"] + data["record"]["actions"]
    cases["moves.json"] = (json.dumps(data), deal_files.BAD_MOVES)
    data = good_data()
    data["record"]["deck"] = data["record"]["deck"][:-1] + [data["record"]["deck"][0]]
    cases["deck.json"] = (json.dumps(data), deal_files.NOT_A_DEAL)
    data = good_data()
    data["record"]["dealer"] = 7
    cases["dealer.json"] = (json.dumps(data), deal_files.NOT_A_DEAL)
    data = good_data()
    data["game"] = "poker"
    cases["game.json"] = (json.dumps(data), deal_files.NOT_A_DEAL)
    data = good_data()
    data["record"]["game"] = "aluette"
    cases["mixed.json"] = (json.dumps(data), deal_files.NOT_A_DEAL)
    cases["huge.json"] = ("[" + "0," * 400_000 + "0]", deal_files.NOT_A_DEAL)
    for name, (text, reason) in cases.items():
        with pytest.raises(DealFileError) as info:
            load_deal_file(bad(tmp_path, name, text))
        assert info.value.message == reason, name


def test_a_good_file_parses(tmp_path):
    item = parse(good_data("preference"), tmp_path / "x.json")
    assert item.game == "preference" and item.deal.is_over


def test_the_list_holds_good_and_bad_files_newest_first(tmp_path):
    older = export_deal(random_deal("aluette"), folder=tmp_path, saved=1_600_000_000)
    newer = export_deal(random_deal("belote"), folder=tmp_path, saved=1_700_000_000)
    broken = bad(tmp_path, "broken.json", "{nope")
    (tmp_path / "notes.txt").write_text("not listed")
    items = list_deal_files(tmp_path)
    names = [i.name for i in items]
    assert set(names) == {older.name, newer.name, broken.name}
    good = [i for i in items if isinstance(i, deal_files.DealFile)]
    assert [i.name for i in good] == [newer.name, older.name]
    assert list_deal_files(tmp_path / "missing") == []


# -- the saved deals page ------------------------------------------------------------------
class Drawn:
    def __init__(self, monkeypatch):
        self.texts = []
        draw = ui_text.Text.draw
        me = self

        def spy(text_obj, surface, text, role, colour, pos, anchor="topleft", scale=1.0):
            me.texts.append(text)
            return draw(text_obj, surface, text, role, colour, pos, anchor, scale)

        monkeypatch.setattr(ui_text.Text, "draw", spy)


def open_list(app):
    app.push(SavedDealsScene())
    app.step(1 / 60)
    return app.top


def test_the_page_lists_game_date_and_who_won(app, monkeypatch):
    deal = random_deal("belote", seed=5)
    path = export_deal(deal, number=2, saved=1_700_000_000)
    drawn = Drawn(monkeypatch)
    page = open_list(app)
    app.step(1 / 60)
    winner = result_sheet("belote", deal).title
    assert winner in drawn.texts and "Belote" in drawn.texts
    assert any(t.startswith("2023-11-14") and "deal 2" in t for t in drawn.texts), drawn.texts
    assert path.name in drawn.texts
    # Enter on the focused row opens the viewer
    assert page.controls.focus.key == f"deal.{path.name}"
    player = TablePlayer(app, page, "keys")
    player.key(pygame.K_RETURN)
    assert isinstance(app.top, ReplayScene) and app.top.record == deal.record()


def test_a_corrupt_file_is_refused_with_a_notice(app):
    folder = paths.deals_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "broken.json").write_text("{ not a deal")
    good = export_deal(random_deal("schnapsen"))
    page = open_list(app)
    player = TablePlayer(app, page, "mouse")
    row = page.controls.find("deal.broken.json")
    player.click(row.rect.center)
    assert app.top is page
    assert "This file is not a Cardavia deal." in notices(app)
    # a file damaged after the list was shown is refused when opened
    good.write_text(good.read_text()[:40])
    player.click(page.controls.find(f"deal.{good.name}").rect.center)
    assert app.top is page
    assert len(app.notices) >= 1 and all(isinstance(n, str) for n in notices(app))


def test_an_empty_folder_says_how_to_save_a_deal(app, monkeypatch):
    drawn = Drawn(monkeypatch)
    page = open_list(app)
    app.step(1 / 60)
    assert page.rows == []
    assert any("Export deal" in t for t in drawn.texts)


def test_a_preference_deal_exported_before_the_no_aces_question_still_reads():
    """Format 1 skipped the No Aces step for a declarer holding an ace; reading puts
    the forced "No announcement" back, and the deal replays to the same end."""
    for seed in range(40):
        deal = random_deal("preference", seed=seed)
        actions = deal.record()["actions"]
        if "no-announcement" not in actions:
            continue
        probe = new_deal("preference", deck=deal.deck, dealer=deal.dealer)
        old = []
        for action in actions:
            forced = probe.phase == "no_aces" and probe.legal_actions() == ["no-announcement"]
            probe.apply(action)
            if not forced:
                old.append(action)
        if old == actions:
            continue
        data = json.loads(json.dumps(deal_files.file_data(deal)))
        data["version"] = 1
        data["record"]["actions"] = old
        item = deal_files.parse(data)
        assert item.record == deal.record() and item.deal.result() == deal.result()
        return
    raise AssertionError("no deal with a declarer holding an ace")


# -- what is not a plain deal file ------------------------------------------------------------


def test_a_folder_fifo_or_link_in_a_deals_place_is_listed_as_refused(tmp_path):
    import os

    good = export_deal(random_deal("belote"), folder=tmp_path, saved=1_700_000_000)
    (tmp_path / "folder.json").mkdir()
    os.mkfifo(tmp_path / "fifo.json")
    elsewhere = tmp_path.parent / f"{tmp_path.name}-elsewhere.json"
    elsewhere.write_text(good.read_text())  # a good deal, but only reached through a link
    os.symlink(elsewhere, tmp_path / "link.json")
    items = {i.name: i for i in list_deal_files(tmp_path)}
    assert sorted(items) == sorted([good.name, "folder.json", "fifo.json", "link.json"])
    assert isinstance(items[good.name], deal_files.DealFile)
    assert items["folder.json"].error.message == deal_files.NOT_A_FILE
    assert items["fifo.json"].error.message == deal_files.NOT_A_FILE
    assert items["link.json"].error.message == deal_files.LINKED
    with pytest.raises(DealFileError) as info:
        load_deal_file(tmp_path / "link.json")
    assert info.value.message == deal_files.LINKED
    assert (tmp_path / "link.json").is_symlink() and elsewhere.read_text() == good.read_text()


def test_an_unreadable_deal_is_listed_with_a_notice_and_kept(app, monkeypatch):
    folder = paths.deals_dir()
    folder.mkdir(parents=True, exist_ok=True)
    locked = folder / "locked.json"
    locked.write_text(json.dumps(good_data()))
    (folder / "spare.json").mkdir()
    real = storage.read_bytes

    def refuse(path, *args, **kwargs):
        if path.name == "locked.json":
            raise storage.UnreadableFile("Permission denied")
        return real(path, *args, **kwargs)

    monkeypatch.setattr(storage, "read_bytes", refuse)
    page = open_list(app)
    app.step(1 / 60)
    assert {r.item.name for r in page.rows} == {"locked.json", "spare.json"}
    assert page.controls.find("deal.locked.json").describe() == "This deal file could not be read."
    assert any("2 files in the deals folder cannot be replayed" in n for n in notices(app)), notices(app)
    assert locked.exists() and (folder / "spare.json").is_dir()


def test_a_deals_folder_that_cannot_be_listed_is_reported(app):
    folder = paths.deals_dir()
    folder.parent.mkdir(parents=True, exist_ok=True)
    folder.write_text("a file where the folder should be")
    page = open_list(app)
    app.step(1 / 60)
    assert page.rows == []
    assert any("could not be read" in n and str(folder) in n for n in notices(app)), notices(app)


def test_an_export_never_replaces_a_link_in_its_place(tmp_path):
    import os
    import time

    deal = random_deal("belote")
    saved = 1_700_000_000
    stem = f"belote-{time.strftime('%Y%m%d-%H%M%S', time.localtime(saved))}"
    os.symlink(tmp_path / "nowhere", tmp_path / f"{stem}.json")  # a dangling link with the first name
    path = export_deal(deal, folder=tmp_path, saved=saved)
    assert path.name == f"{stem}-2.json" and (tmp_path / f"{stem}.json").is_symlink()
