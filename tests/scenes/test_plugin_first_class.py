"""A game and a pack registered at run time are first-class: every screen, file and tool takes them.

The test-only game ``duel`` (``dummy_trick.py``) and the test-only pack
``sketch`` (``dummy_pack.py``) each register one descriptor and edit no shared
file. From there they show in the traditions, play, save and resume, count in
the statistics, export a deal the viewer steps through, run with ``--demo``,
and the tools run them (the conformance suite holds the game to the engine's
contract: ``tests/engine/test_conformance.py``).
"""

import json
import pathlib
import sys

import pygame
import pytest
from conftest import FIXTURES
from test_saved_matches import home_of, saved
from test_table_demo import play_demo
from test_table_driver import TablePlayer, open_table, start_app

from game import paths, saves
from game.engine import new_deal
from game.scenes.gallery import GalleryScene, from_option
from game.scenes.table import TableScene
from game.scenes.table.panels import SheetPanel
from game.scenes.tables import playable_games

TOOLS = pathlib.Path(__file__).resolve().parents[2] / "tools"
DUEL = str(pathlib.Path(__file__).with_name("dummy_trick.py"))


@pytest.fixture
def sketch_tradition(duel, tmp_path, monkeypatch):
    """The fixture traditions with one more: the sketch pack and its game, the duel."""
    data = json.loads((FIXTURES / "content" / "traditions.json").read_text(encoding="utf-8"))
    data["traditions"].append({
        "id": "sketch", "name": "Sketch", "region": "Test", "country": "Test", "cards": 8,
        "pack": "sketch", "description": "A pack drawn for the tests.", "wikipedia": {},
        "games": ["duel"]})
    data["games"]["duel"] = {"name": "Duel", "subtitle": "", "players": 2, "summary": "2 players",
                             "description": "Four tricks, follow suit, the higher card wins."}
    path = tmp_path / "traditions.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    monkeypatch.setattr(paths, "traditions_path", lambda: path)
    return path


def test_the_game_shows_in_its_tradition_with_its_rules_and_a_table(sketch_tradition, driver):
    from game.scenes.rules import RulesScene
    from game.scenes.traditions import TraditionPage

    page = TraditionPage("sketch")
    driver.app.push(page)
    driver.step()
    start = page.controls.find("start.duel")
    assert start is not None and start.interactive
    driver.click_widget(page.controls.find("rules.duel"))
    assert isinstance(driver.top, RulesScene)
    assert [s.heading for s in driver.top.view.rules.sections] == ["Objective", "Playing a trick"]
    driver.key(pygame.K_ESCAPE)
    assert driver.top is page
    driver.click_widget(page.controls.find("start.duel"))
    assert isinstance(driver.top, TableScene) and driver.top.game == "duel"
    assert driver.top.spec.pack == "sketch"


def test_a_match_in_progress_is_saved_and_offered_by_continue(sketch_tradition, driver):
    session = saved("duel", moves=3)
    assert "duel" in {s.game for s in saves.saved_matches()}
    home_of(driver)
    cont = driver.widget("continue")
    assert cont.enabled and cont.detail() == "Duel"
    driver.click_widget(cont)
    table = driver.top
    assert isinstance(table, TableScene) and table.game == "duel"
    assert table.session.deal.actions[:3] == session.deal.actions[:3]


def test_a_finished_match_counts_in_the_statistics(duel):
    from game.scenes.statistics import StatisticsScene
    from game.scenes.table.stats import Stats

    app = start_app(speed="fast")
    try:
        scene = open_table(app, "duel", seed=5)
        assert TablePlayer(app, scene, "keys").play_match() is not None
        assert Stats().record("duel")["played"] == 1
        page = StatisticsScene()
        app.push(page)
        app._apply_ops()
        app.step(1 / 60)
        assert page.table_cells()["duel"][0] == "1"
        assert list(page.table_cells()) == list(playable_games())  # every game with a table, duel too
    finally:
        app.shutdown()


def test_a_game_without_a_tradition_entry_is_named_by_its_table(duel):
    from game.scenes.saved_matches import game_name

    assert game_name("duel") == "Duel"


def test_an_exported_deal_opens_in_the_viewer_and_steps_to_its_result(duel, driver, tmp_path):
    import random

    from game.scenes.deal_files import export_deal, list_deal_files, load_deal_file
    from game.scenes.replay_view import ReplayScene

    deal = new_deal("duel", seed=4, dealer=1)
    rng = random.Random(4)
    while not deal.is_over:
        deal.apply(rng.choice(deal.legal_actions()))
    path = export_deal(deal, folder=tmp_path)
    assert [item.game for item in list_deal_files(tmp_path)] == ["duel"]
    scene = ReplayScene(load_deal_file(path))
    driver.app.push(scene)
    driver.step()
    for _ in range(scene.total):
        driver.key(pygame.K_RIGHT)
    assert scene.k == scene.total
    assert isinstance(scene.modal, SheetPanel)


def test_the_game_runs_with_demo_to_the_end_of_its_match(duel, capsys):
    scene, report = play_demo("duel", 3, capsys)
    assert report["game"] == "duel" and scene.session.ended.match_over


@pytest.fixture
def tools(monkeypatch):
    monkeypatch.syspath_prepend(str(TOOLS))
    before = set(sys.modules)
    yield
    for name in ("arena", "bench_engine", "plugins"):
        if name not in before:  # another test may have loaded it (and pickles its jobs by name)
            sys.modules.pop(name, None)


def test_the_arena_and_the_engine_bench_run_it(duel, tools, capsys):
    import arena
    import bench_engine

    res = arena.run_arena("duel", "normal", "random", deals=3, seed=2)
    assert res.game == "duel" and len(res.diffs) == 3
    assert bench_engine.main(["--plugin", DUEL, "--game", "duel", "--seconds", "0.05"]) == 0
    assert any(line.startswith("duel ") for line in capsys.readouterr().out.splitlines())


def test_the_pack_shows_in_the_gallery_and_the_settings_preview(duel, driver):
    from game.scenes import samples
    from game.scenes.settings_overlay import SettingsOverlay

    gallery = from_option(driver.app, "duel")  # a game's id opens its pack
    assert isinstance(gallery, GalleryScene) and gallery.pack == "sketch"
    driver.app.push(gallery)
    driver.step()
    assert [t.code for t in gallery.tiles] == list(duel.dummy_pack.CODES)
    assert gallery.columns() == 4  # one suit a row
    assert gallery.controls.find("pack.sketch") is not None
    assert gallery.place_name() == "Sketch pack"
    overlay = SettingsOverlay()
    driver.app.push(overlay)
    driver.step()
    assert overlay.preview_pack == "sketch" and overlay.preview is samples.painter_for("sketch")
    before = pygame.Surface((300, 120))
    overlay.preview(before, before.get_rect(), samples.SampleContext("sketch", driver.app.settings))
    assert len({before.get_at((x, 60))[:3] for x in range(0, 300, 5)}) > 3  # cards were drawn
