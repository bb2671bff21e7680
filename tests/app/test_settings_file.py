"""Settings: defaults, validation, persistence, damaged files and listeners."""

import json
import os

import pytest

from game import i18n, paths
from game.settings import NOTICE_CORRUPT, NOTICE_UNREADABLE, NOTICE_UNWRITABLE, VERSION, Settings

DEFAULTS = {
    "language": "en", "contrast": 50, "grain": 50, "temperature": 50, "fullscreen": True,
    "animation_speed": "normal", "ai_level": "normal", "four_colour": False,
    "autoplay_forced": False, "trick_pause": "normal", "show_vienna_indices": True, "sound": True, "undo": False,
}


def bad_copies():
    return sorted(p.name for p in paths.config_dir().glob("settings.json.bad-*"))


def test_missing_file_gives_defaults_and_no_notice():
    s = Settings.load()
    assert s.as_dict() == DEFAULTS
    assert s.notices == []
    assert not paths.settings_path().exists()


def test_round_trip_persists_every_change():
    s = Settings.load()
    s.set("contrast", 80)
    s.set("language", "fr")
    s.ai_level = "strong"
    s.set("four_colour", True)
    data = json.loads(paths.settings_path().read_text())
    assert data["version"] == VERSION
    again = Settings.load()
    assert again.contrast == 80 and again.language == "fr" and again.ai_level == "strong"
    assert again.four_colour is True
    assert again.notices == []


@pytest.mark.parametrize("name,value", [
    ("contrast", 101), ("contrast", -1), ("contrast", 50.5), ("contrast", True), ("grain", "50"),
    ("language", "nl"), ("language", 3), ("fullscreen", 1), ("animation_speed", "warp"),
    ("ai_level", "godlike"), ("sound", "yes"),
])
def test_invalid_values_are_refused(name, value):
    s = Settings.load()
    with pytest.raises(ValueError):
        s.set(name, value)
    assert s.get(name) == DEFAULTS[name]


@pytest.mark.parametrize("raw", [b"", b"{\"version\": 1, \"contrast\": 7", b"not json", b"\x00\xff", b"[]", b"42"])
def test_corrupt_or_truncated_file_gives_defaults_keeps_a_copy_and_notices(raw):
    path = paths.settings_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(raw)
    s = Settings.load()
    assert s.as_dict() == DEFAULTS
    assert s.notices == [NOTICE_CORRUPT]
    copies = bad_copies()
    assert len(copies) == 1
    assert (path.parent / copies[0]).read_bytes() == raw
    # The file is rewritten clean, so the next launch has nothing to report.
    assert Settings.load().notices == []


def test_wrong_types_and_ranges_reset_only_the_bad_fields():
    path = paths.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({
        "version": 1, "contrast": 70, "grain": 300, "temperature": "warm", "language": "de",
        "fullscreen": "no", "ai_level": "strong", "sound": False, "unknown": 1,
    }))
    s = Settings.load()
    assert (s.contrast, s.language, s.ai_level, s.sound) == (70, "de", "strong", False)
    assert (s.grain, s.temperature, s.fullscreen) == (50, 50, True)
    assert s.notices == [NOTICE_CORRUPT]
    assert len(bad_copies()) == 1


def test_missing_version_is_reported_but_values_kept():
    path = paths.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"contrast": 20}))
    s = Settings.load()
    assert s.contrast == 20
    assert s.notices == [NOTICE_CORRUPT]


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="needs a non-root POSIX user")
def test_unwritable_folder_posix(tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        s = Settings.load(folder / "settings.json")
        s.set("contrast", 10)
        assert s.contrast == 10 and s.notices == [NOTICE_UNWRITABLE]
    finally:
        folder.chmod(0o700)


def test_unwritable_folder_adds_a_notice_and_keeps_going(tmp_path):
    blocker = tmp_path / "file-not-folder"
    blocker.write_text("x")
    s = Settings.load(blocker / "settings.json")
    assert s.as_dict() == DEFAULTS
    assert s.take_notices() == [NOTICE_UNREADABLE]
    assert s.set("contrast", 10) is True
    assert s.contrast == 10
    s.set("grain", 20)
    assert s.take_notices() == [NOTICE_UNWRITABLE]
    assert s.notices == []


def test_listeners_filtered_by_name_and_unsubscribe():
    s = Settings.load()
    seen, everything = [], []
    stop = s.subscribe(lambda n, v: seen.append((n, v)), {"contrast", "grain"})
    s.subscribe(lambda n, v: everything.append(n))
    s.set("contrast", 60)
    s.set("sound", False)
    s.set("contrast", 60)  # unchanged: no call
    stop()
    s.set("grain", 10)
    assert seen == [("contrast", 60)]
    assert everything == ["contrast", "sound", "grain"]


def test_drag_values_are_not_written_until_settled():
    s = Settings.load()
    s.set("contrast", 30, persist=False)
    assert not paths.settings_path().exists()
    s.save()
    assert json.loads(paths.settings_path().read_text())["contrast"] == 30


def test_session_override_is_not_written():
    s = Settings.load()
    s.set("language", "da")
    s.override("language", "es")
    s.set("sound", False)
    assert s.language == "es"
    assert json.loads(paths.settings_path().read_text())["language"] == "da"
    s.set("language", "fr")  # an explicit choice replaces the override
    assert json.loads(paths.settings_path().read_text())["language"] == "fr"


@pytest.mark.parametrize("env,expected", [
    ({"LANG": "fr_FR.UTF-8"}, "fr"),
    ({"LC_ALL": "de_AT.UTF-8", "LANG": "fr_FR.UTF-8"}, "de"),
    ({"LC_MESSAGES": "pt_BR.UTF-8"}, "pt"),
    ({"LANGUAGE": "nl:da:en", "LANG": "nl_NL.UTF-8"}, "da"),
    ({"LANGUAGE": "es", "LANG": "C"}, "en"),
    ({"LANG": "ja_JP.UTF-8"}, "en"),
    ({}, "en"),
])
def test_default_language_comes_from_the_locale(env, expected):
    assert i18n.system_language(env) == expected
    assert Settings(language_default=i18n.system_language(env)).language == expected


def test_default_language_uses_the_process_environment(monkeypatch):
    monkeypatch.setenv("LANG", "es_ES.UTF-8")
    assert Settings.load().language == "es"
    assert Settings.load().animation_factor == 1.0
