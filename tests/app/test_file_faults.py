"""Every fault of a user file is reported and never fatal; no file is overwritten unless kept aside."""

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from game import paths, storage
from game.settings import NOTICE_CORRUPT, NOTICE_UNREADABLE, Settings

ROOT = Path(__file__).resolve().parents[2]


def within(seconds, fn, *args):
    """Run ``fn`` in a thread; fail (instead of hanging the suite) if it takes longer."""
    out = {}

    def run():
        try:
            out["value"] = fn(*args)
        except BaseException as exc:  # noqa: BLE001 - handed back to the test
            out["error"] = exc

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), f"{fn.__name__} hung"
    if "error" in out:
        raise out["error"]
    return out.get("value")


def special(path, kind):
    """Put a folder, a FIFO or a link to /dev/zero where a file is expected."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "folder":
        path.mkdir()
    elif kind == "fifo":
        os.mkfifo(path)
    else:
        os.symlink("/dev/zero", path)


SPECIALS = ["folder", "fifo", "zero"]


# --- reading only regular files --------------------------------------------------------

@pytest.mark.parametrize("kind", SPECIALS)
def test_special_files_are_refused_without_hanging(tmp_path, kind):
    target = tmp_path / "file.json"
    special(target, kind)
    with pytest.raises(storage.UnreadableFile):
        within(5, storage.read_json, target)


def test_a_file_over_the_size_limit_is_refused(tmp_path):
    target = tmp_path / "big.json"
    target.write_bytes(b" " * 100 + b"{}")
    with pytest.raises(storage.CorruptFile):
        storage.read_bytes(target, limit=50)


def test_a_byte_order_mark_is_damage(tmp_path):
    target = tmp_path / "bom.json"
    target.write_bytes(b"\xef\xbb\xbf" + json.dumps({"version": 1}).encode())
    with pytest.raises(storage.CorruptFile):
        storage.read_json(target)


def test_keep_aside_moves_files_folders_and_links(tmp_path):
    for i, kind in enumerate(SPECIALS):
        target = tmp_path / f"f{i}.json"
        special(target, kind)
        kept = storage.keep_aside(target)
        assert kept is not None and kept.name.startswith(f"f{i}.json.bad-")
        assert not os.path.lexists(target) and os.path.lexists(kept)
    assert storage.keep_aside(tmp_path / "absent.json") is None


def test_stale_temporary_files_are_removed(tmp_path):
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    names = {
        f".match-belote.json.{dead.pid}-abc.tmp": True,  # its writer is gone
        f".stats.json.{os.getpid()}-def.tmp": False,  # a write of this process, in progress
        ".settings.json.xyz123.tmp": False,  # old style, fresh: may still be written
        ".match.json.old456.tmp": True,  # old style, old
        "match-belote.json": False,
        "notes.tmp": False,
    }
    for name in names:
        (tmp_path / name).write_text("{")
    old = time.time() - 2 * storage.STALE_SECONDS
    os.utime(tmp_path / ".match.json.old456.tmp", (old, old))
    removed = storage.remove_stale_temps(tmp_path)
    assert sorted(removed) == sorted(n for n, gone in names.items() if gone)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(n for n, gone in names.items() if not gone)


def test_the_app_removes_stale_temporary_files_at_start(user_home):
    from conftest import make_app

    folder = paths.data_dir()
    folder.mkdir(parents=True)
    leftover = folder / ".match-belote.json.999999999-x.tmp"
    leftover.write_text("{")
    app = make_app("--lang", "en")
    app.shutdown()
    assert not leftover.exists()


def test_names_that_are_not_utf8_are_shown_escaped():
    name = os.fsdecode(b"deal-\xff\xfe.json")
    shown = storage.display_path(name)
    shown.encode("utf-8")  # drawable
    assert shown == "deal-\\xff\\xfe.json"
    assert storage.display_path("donn\u00e9e.json") == "donn\u00e9e.json"


# --- settings ----------------------------------------------------------------------------

def test_settings_of_a_newer_version_are_kept_aside_with_a_notice(tmp_path):
    path = tmp_path / "settings.json"
    newer = {"version": 7, "contrast": 20, "language": "fr", "telepathy": True}
    path.write_text(json.dumps(newer))
    s = Settings.load(path)
    assert s.contrast == 20 and s.language == "fr"  # what this version knows is used
    from game.settings import NOTICE_NEWER

    assert s.take_notices() == [NOTICE_NEWER]
    kept = list(tmp_path.glob("settings.json.bad-*"))
    assert len(kept) == 1 and json.loads(kept[0].read_text()) == newer


@pytest.mark.parametrize("kind", SPECIALS)
def test_unreadable_settings_are_kept_aside_before_any_change_is_written(tmp_path, kind):
    path = tmp_path / "settings.json"
    special(path, kind)
    s = within(5, Settings.load, path)
    assert s.take_notices() == [NOTICE_UNREADABLE]
    kept = list(tmp_path.glob("settings.json.bad-*"))
    assert len(kept) == 1
    s.set("contrast", 10)
    assert json.loads(path.read_text())["contrast"] == 10
    assert os.path.lexists(kept[0])


def test_settings_that_cannot_be_kept_aside_are_never_written_over(tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    path.write_text("{ damaged")
    monkeypatch.setattr(storage, "keep_aside", lambda p: None)
    s = Settings.load(path)
    assert NOTICE_CORRUPT in s.take_notices()
    s.set("contrast", 10)
    s.save()
    assert path.read_text() == "{ damaged"


# --- statistics --------------------------------------------------------------------------

@pytest.mark.parametrize("kind", SPECIALS + ["newer"])
def test_unreadable_statistics_are_kept_aside_and_counting_goes_on(tmp_path, kind):
    from game.scenes.table.stats import Stats

    path = tmp_path / "stats.json"
    if kind == "newer":
        path.write_text(json.dumps({"version": 5, "games": {}}))
    else:
        special(path, kind)
    storage.take_notices()
    stats = within(5, Stats, path)
    assert storage.take_notices()
    assert list(tmp_path.glob("stats.json.bad-*"))
    assert stats.add("belote", "won", key="k1")
    assert json.loads(path.read_text())["games"]["belote"]["won"] == 1


def test_statistics_when_the_data_folder_is_a_file(tmp_path):
    from game.scenes.table.stats import NOTICE_STUCK, Stats

    storage.take_notices()
    blocker = tmp_path / "data"
    blocker.write_text("not a folder")
    stats = Stats(blocker / "stats.json")
    assert stats.record("belote")["played"] == 0
    assert stats.add("belote", "lost", key="k") is not False  # counted for this session
    assert any("statistics" in m() for m in storage.problems() if callable(m))
    assert [str(n) for n in storage.take_notices()] == [NOTICE_STUCK]
    storage.clear_problem("stats")


def test_the_statistics_page_opens_over_a_folder_named_stats_json(driver):
    from game.scenes.statistics import StatisticsScene

    special(paths.stats_path(), "folder")
    driver.app.push(StatisticsScene())
    driver.step(2)
    assert isinstance(driver.top, StatisticsScene)
    assert any("statistics" in str(n[0]).lower() for n in driver.app.notices)


def test_a_table_opens_when_the_data_folder_is_a_file(driver, user_home):
    from game import saves
    from game.scenes.table import TableScene

    user_home.mkdir(exist_ok=True)
    (user_home / "data").write_text("not a folder")
    driver.app.push(TableScene("belote", seed=3, synchronous_ai=True))
    driver.step(3)
    assert isinstance(driver.top, TableScene)
    saves.flush()
    driver.step()
    assert storage.problems()  # a calm, lasting notice says nothing can be saved
    storage.clear_problem(saves.SAVE_PROBLEM)


# --- the command line --------------------------------------------------------------------

def run_main(*args):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], capture_output=True, text=True,
                          env=env, timeout=120)


def test_a_screenshot_to_an_unwritable_path_is_one_line_and_status_2(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    done = run_main("--windowed", "--size", "1024x600", "--frames", "1", "--screenshot", str(blocker / "x.png"))
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("cardavia: cannot save the screenshot"), done.stderr


@pytest.mark.parametrize("argv,word", [
    (["--demo", "belote", "--gallery", "vienna"], "--gallery"),
    (["--exit-at-end"], "--demo"),
])
def test_conflicting_options_are_refused(argv, word, capsys):
    from game.app import parse_args

    with pytest.raises(SystemExit) as info:
        parse_args(argv)
    assert info.value.code == 2
    assert word in capsys.readouterr().err
