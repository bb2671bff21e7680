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


# --- folder names that are not UTF-8 -----------------------------------------------------

@pytest.fixture
def odd_home(tmp_path, monkeypatch):
    """CARDAVIA_HOME holding the byte \\xff, as a folder made on another system may."""
    home = os.path.join(os.fsdecode(tmp_path), os.fsdecode(b"caf\xff"))
    monkeypatch.setenv("CARDAVIA_HOME", home)
    return Path(home)


def drawn_texts(monkeypatch):
    from game.scenes import ui_text

    texts = []
    draw = ui_text.Text.draw

    def spy(text_obj, surface, text, *args, **kwargs):
        texts.append(text)
        return draw(text_obj, surface, text, *args, **kwargs)

    monkeypatch.setattr(ui_text.Text, "draw", spy)
    return texts


def test_display_path_escapes_folders_that_are_not_utf8(odd_home):
    shown = storage.display_path(paths.data_dir())
    shown.encode("utf-8")
    assert "caf\\xff" in shown and shown.endswith("data")
    assert storage.display_path(os.fsencode(paths.data_dir())) == shown


def test_a_read_only_data_folder_with_a_damaged_save_does_not_stop_the_start(odd_home, monkeypatch):
    from conftest import make_app

    folder = paths.data_dir()
    folder.mkdir(parents=True)
    (folder / "match-belote.json").write_text("{ damaged")

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Read-only file system")

    monkeypatch.setattr(os, "rename", refuse)  # the damaged save cannot be moved aside
    texts = drawn_texts(monkeypatch)
    app = make_app("--lang", "en")
    try:
        for _ in range(3):
            app.step(1 / 60)
        assert app.running
        shown = storage.display_path(folder)
        assert any(shown in t for t in texts), texts  # the notice names the folder, escaped
        assert not any(getattr(s, "faulted", False) for s in app.stack)
    finally:
        app.shutdown()
    assert (folder / "match-belote.json").read_text() == "{ damaged"


def test_saved_deals_and_its_fault_panel_show_a_folder_that_is_not_utf8(odd_home, monkeypatch):
    from conftest import make_app

    from game.scenes.deals_list import SavedDealsScene
    from game.scenes.fault import FaultOverlay
    from game.scenes.statistics import StatisticsScene

    texts = drawn_texts(monkeypatch)
    app = make_app("--lang", "en")
    try:
        app.push(StatisticsScene())
        app.step(1 / 60)
        app.top.controls.find("deals").activate()
        for _ in range(2):
            app.step(1 / 60)
        assert isinstance(app.top, SavedDealsScene) and not getattr(app.top, "faulted", False)
        assert any("caf\\xff" in t for t in texts)
        # a fault on that page: the panel names the log in the same folder, and does not fault itself
        monkeypatch.setattr(SavedDealsScene, "update", lambda self, dt: 1 / 0)
        for _ in range(3):
            app.step(1 / 60)
        assert isinstance(app.top, FaultOverlay) and not getattr(app.top, "faulted", False)
        assert "caf\\xff" in app.top.message()
        assert "ZeroDivisionError" in open(os.fsencode(paths.data_dir() / "errors.log"), encoding="utf-8").read()
    finally:
        app.shutdown()


def test_a_notice_that_cannot_be_drawn_is_logged_and_the_others_still_show(app, monkeypatch):
    def broken():
        raise RuntimeError("this notice cannot be drawn")

    texts = drawn_texts(monkeypatch)
    storage.notice(broken)
    storage.notice(lambda: "A calm word")
    storage.report_problem("saves", broken)
    for _ in range(3):
        app.step(1 / 60)  # nothing escapes the frame
    assert app.running and "A calm word" in texts
    assert "this notice cannot be drawn" in paths.data_dir().joinpath("errors.log").read_text()


# --- the error log is never written through a link -----------------------------------------

@pytest.mark.parametrize("nofollow", [True, False], ids=["O_NOFOLLOW", "fallback"])
def test_a_link_planted_as_errors_log_is_not_followed(tmp_path, monkeypatch, nofollow):
    from game import faults

    if not nofollow:
        monkeypatch.setattr(storage, "NOFOLLOW", 0)  # as on a platform without O_NOFOLLOW
    victim = tmp_path / "victim.txt"
    victim.write_text("precious\n")
    log = faults.log_path()
    log.parent.mkdir(parents=True)
    os.symlink(victim, log)
    storage.take_notices()
    where = faults.record_fault(RuntimeError("boom"), "Somewhere")
    assert victim.read_text() == "precious\n"  # never written through
    assert where == log and not log.is_symlink() and "boom" in log.read_text()
    kept = list(log.parent.glob("errors.log.bad-*"))
    assert len(kept) == 1 and kept[0].is_symlink()
    said = [m() for m in storage.take_notices()]
    assert len(said) == 1 and kept[0].name in said[0]


@pytest.mark.parametrize("kind", ["folder", "fifo"])
def test_a_folder_or_fifo_as_errors_log_is_kept_aside(kind):
    from game import faults

    special(faults.log_path(), kind)
    where = within(5, faults.record_fault, RuntimeError("boom"), "Somewhere")
    assert where is not None and "boom" in where.read_text()
    assert list(where.parent.glob("errors.log.bad-*"))


def test_a_planted_link_is_refused_where_links_are_never_followed(tmp_path, monkeypatch):
    target = tmp_path / "elsewhere.json"
    target.write_text("{}")
    link = tmp_path / "deal.json"
    os.symlink(target, link)
    for nofollow in (storage.NOFOLLOW, 0):
        monkeypatch.setattr(storage, "NOFOLLOW", nofollow)
        with pytest.raises(storage.LinkRefused):
            storage.read_json(link, follow=False)
    assert storage.read_json(link) == {}  # settings and saves may still be links the player made
