"""``--demo GAME``: the computer plays a whole match at the real table, headless."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import saved_file
from registered import games
from test_table_driver import start_app

from game import paths
from game.scenes.table import demo_table
from game.scenes.table.panels import SheetPanel

ROOT = Path(__file__).resolve().parents[2]


def play_demo(game, seed, capsys):
    """``--demo GAME --exit-at-end`` played to its end headless: (the table, the JSON report)."""
    app = start_app(size=(1024, 600))
    try:
        app.options.exit_at_end = True
        app.options.seed = seed
        scene = demo_table(app, game)
        app.push(scene)
        app._apply_ops()
        for _ in range(20000):
            if not app.running:
                break
            app.step(1 / 60)
        assert not app.running, "the demo did not end"
        assert isinstance(scene.modal, SheetPanel) and scene.session.ended.match_over
    finally:
        app.shutdown()
    return scene, json.loads(capsys.readouterr().out.strip().splitlines()[-1])


@pytest.mark.parametrize("game", games("players", "table"))
def test_demo_plays_a_whole_match_and_reports_it(game, capsys):
    scene, report = play_demo(game, 12, capsys)
    assert report["game"] == game
    assert report["deals"] == len(scene.session.match.history) + 1
    assert report["scores"] == json.loads(json.dumps(scene.session.ended.scores))
    if game == "aluette":
        assert report["deals"] == 5
        a, b = report["scores"]
        assert report["winner"] == (None if a == b else (0 if a > b else 1))
    if game == "schnapsen":
        assert report["scores"][report["winner"]] == 0
    if game == "preference":
        assert report["deals"] == 9
    # nobody's match: nothing saved, nothing counted
    assert not saved_file(game).exists()
    assert not paths.stats_path().exists()


def test_demo_from_the_command_line_exits_at_the_end(user_home):
    config = user_home / "config"
    config.mkdir(parents=True, exist_ok=True)
    (config / "settings.json").write_text(json.dumps({"version": 1, "animation_speed": "instant"}))
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", CARDAVIA_HOME=str(user_home))
    done = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "--windowed", "--size", "1024x600", "--demo", "belote",
         "--exit-at-end", "--seed", "5"],
        capture_output=True, text=True, timeout=120, env=env, cwd=str(user_home),
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["game"] == "belote" and set(report) >= {"game", "scores", "winner", "deals"}


def test_demo_refuses_an_unknown_game():
    app = start_app()
    try:
        with pytest.raises(SystemExit):
            demo_table(app, "poker")
    finally:
        app.shutdown()
