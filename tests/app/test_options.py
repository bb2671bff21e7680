"""Bad command-line options are refused at once, before any window opens: one line on
stderr and status 2, whatever the option (README, "Command-line options")."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.app import parse_args

ROOT = Path(__file__).resolve().parents[2]


def run_main(tmp_path, *args):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", CARDAVIA_HOME=str(tmp_path / "home"))
    return subprocess.run([sys.executable, str(ROOT / "main.py"), "--windowed", "--size", "1024x600", *args],
                          capture_output=True, text=True, env=env, timeout=120, cwd=tmp_path)


def refusal(capsys, argv):
    """The status and stderr lines of parsing ``argv``, which must be refused."""
    with pytest.raises(SystemExit) as info:
        parse_args(argv)
    return info.value.code, capsys.readouterr().err.strip().splitlines()


@pytest.mark.parametrize("argv, words", [
    (["--gallery", "nope"], ["--gallery", "aluette, paris, vienna", "'nope'"]),
    (["--demo", "nope"], ["--demo", "belote", "'nope'"]),
    (["--gallery", ""], ["--gallery", "empty"]),
    (["--demo", ""], ["--demo", "empty"]),
    (["--screenshot", ""], ["--screenshot", "empty"]),
    (["--size", "-5x10"], ["--size", "out of range"]),
    (["--size=-5x10"], ["--size", "out of range"]),
    (["--size", "big"], ["--size", "1280x800"]),
    (["--frames", "0"], ["--frames"]),
    (["--lang", "nl"], ["--lang"]),
    (["--no-such-option"], ["--no-such-option"]),
    (["--screenshot", "shot.jpg"], ["screenshot", ".png"]),
    (["--screenshot", "shot"], ["screenshot", ".png"]),
])
def test_a_bad_option_is_one_line_and_status_2(capsys, argv, words):
    code, lines = refusal(capsys, argv)
    assert code == 2
    assert len(lines) == 1, lines  # no usage block before it
    assert all(word in lines[0] for word in words), lines[0]


def test_a_dashed_size_says_the_same_as_the_joined_one(capsys):
    assert refusal(capsys, ["--size", "-5x10"]) == refusal(capsys, ["--size=-5x10"])


def test_a_value_starting_with_a_dash_is_still_the_options_value():
    assert parse_args(["--seed", "-5"]).seed == -5
    assert parse_args(["--size", "1024x600", "--windowed"]).size == (1024, 600)


def test_a_screenshot_path_that_cannot_be_written_is_refused_before_the_frames(capsys, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    for path in (blocker / "x.png", tmp_path):
        code, lines = refusal(capsys, ["--screenshot", str(path)])
        assert code == 2 and len(lines) == 1 and lines[0].startswith("cardavia: cannot save the screenshot")
    # a folder still to be made, or any case of the extension, is fine
    assert parse_args(["--screenshot", str(tmp_path / "new" / "shot.PNG")]).screenshot.endswith("shot.PNG")


@pytest.mark.parametrize("args", [
    ["--gallery", "nope"], ["--demo", "nope"], ["--demo", ""], ["--screenshot", ""], ["--size", "-5x10"],
    ["--screenshot", "shot.bmp"],
])
def test_the_real_entry_point_refuses_before_any_frame(tmp_path, args):
    # --frames would open the window and draw: a refusal must come before, and leave no picture
    done = run_main(tmp_path, "--frames", "1", *args)
    assert done.returncode == 2, done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("cardavia: "), done.stderr
    assert not list(tmp_path.glob("*.bmp")) and not (tmp_path / "home").exists()


def test_good_first_scene_options_still_parse():
    assert parse_args(["--gallery", "belote"]).gallery == "belote"
    assert parse_args(["--demo", "schnapsen", "--exit-at-end"]).demo == "schnapsen"


@pytest.mark.parametrize("driver", ["no-such-driver", "x11", "wayland"])
def test_no_window_possible_is_one_line_and_status_2(tmp_path, driver):
    # a missing video driver, or x11/wayland with no display to show on: no traceback
    runtime = tmp_path / "run"
    runtime.mkdir(mode=0o700)
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.update(SDL_VIDEODRIVER=driver, SDL_AUDIODRIVER="dummy", CARDAVIA_HOME=str(tmp_path / "home"),
               XDG_RUNTIME_DIR=str(runtime))
    done = subprocess.run([sys.executable, str(ROOT / "main.py"), "--frames", "2"], capture_output=True,
                          text=True, env=env, timeout=120, cwd=tmp_path)
    lines = done.stderr.strip().splitlines()
    assert done.returncode == 2, done.stderr
    assert len(lines) == 1 and "Traceback" not in done.stderr, done.stderr
    assert "cannot open a window" in lines[0] and driver in lines[0]
