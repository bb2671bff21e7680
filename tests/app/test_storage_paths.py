"""User folders and atomic JSON files."""

import json
import os

import pytest

from game import paths, storage


def test_assets_are_found_from_any_working_directory(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert paths.font_path("DejaVuSans").is_file()
    assert paths.assets_dir().is_absolute()
    assert paths.i18n_dir() == paths.ROOT_DIR / "i18n"


def test_user_folders_follow_cardavia_home(user_home):
    assert paths.config_dir() == user_home / "config"
    assert paths.data_dir() == user_home / "data"
    assert paths.settings_path().parent == user_home / "config"
    assert paths.saved_match_path() == user_home / "data" / "match.json"  # earlier versions: one for all
    assert paths.saved_match_path("belote") == user_home / "data" / "match-belote.json"


def test_user_folders_default_to_platformdirs(monkeypatch):
    import platformdirs

    monkeypatch.delenv("CARDAVIA_HOME")
    assert str(paths.config_dir()) == platformdirs.user_config_dir("Cardavia", appauthor=False)
    assert str(paths.data_dir()) == platformdirs.user_data_dir("Cardavia", appauthor=False)


def test_write_then_read_round_trip(tmp_path):
    target = tmp_path / "deep" / "file.json"
    storage.save_versioned(target, {"name": "Aluette", "n": 3}, version=2)
    assert storage.load_versioned(target, version=2) == {"name": "Aluette", "n": 3, "version": 2}
    # No temporary file is left behind.
    assert sorted(p.name for p in target.parent.iterdir()) == ["file.json"]


def test_a_failed_write_keeps_the_old_file(tmp_path, monkeypatch):
    target = tmp_path / "file.json"
    storage.write_json(target, {"a": 1})

    def broken_replace(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(storage.WriteFailed):
        storage.write_json(target, {"a": 2})
    assert json.loads(target.read_text()) == {"a": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["file.json"]


def test_unencodable_data_is_refused_before_touching_the_file(tmp_path):
    target = tmp_path / "file.json"
    storage.write_json(target, {"a": 1})
    with pytest.raises(storage.WriteFailed):
        storage.write_json(target, {"a": object()})
    assert json.loads(target.read_text()) == {"a": 1}


@pytest.mark.parametrize("raw", [b"", b"{", b"\xff\xfe", b"[1, 2", b'{"version": 1'])
def test_damaged_files_raise_corrupt(tmp_path, raw):
    target = tmp_path / "file.json"
    target.write_bytes(raw)
    with pytest.raises(storage.CorruptFile):
        storage.load_versioned(target, 1)


@pytest.mark.parametrize("data", [[], {"a": 1}, {"version": "1"}, {"version": True}, {"version": 9}])
def test_wrong_shapes_and_versions_raise_corrupt(tmp_path, data):
    target = tmp_path / "file.json"
    target.write_text(json.dumps(data))
    with pytest.raises(storage.CorruptFile):
        storage.load_versioned(target, 1)


def test_missing_file(tmp_path):
    with pytest.raises(storage.MissingFile):
        storage.read_json(tmp_path / "absent.json")


def test_bad_copy_is_kept_beside_the_file(tmp_path):
    target = tmp_path / "settings.json"
    target.write_text("garbage")
    first = storage.keep_bad_copy(target)
    second = storage.keep_bad_copy(target)
    assert first != second
    for copy in (first, second):
        assert copy.parent == tmp_path and copy.name.startswith("settings.json.bad-")
        assert copy.read_text() == "garbage"


def test_installed_package_data_comes_first(tmp_path, monkeypatch):
    # An installed Cardavia carries its files as game/assets and game/locale.
    (tmp_path / "assets" / "fonts").mkdir(parents=True)
    (tmp_path / "locale").mkdir()
    monkeypatch.setattr(paths.resources, "files", lambda package: tmp_path)
    paths._package_data.cache_clear()
    try:
        assert paths.assets_dir() == tmp_path / "assets"
        assert paths.font_path("DejaVuSans") == tmp_path / "assets" / "fonts" / "DejaVuSans.ttf"
        assert paths.catalogue_path("de") == tmp_path / "locale" / "de" / "LC_MESSAGES" / "cardavia.po"
    finally:
        monkeypatch.undo()
        paths._package_data.cache_clear()
    assert paths.assets_dir() == paths.ROOT_DIR / "assets"


def test_the_cache_folder_follows_cardavia_home(user_home, monkeypatch):
    import platformdirs

    assert paths.cache_dir() == user_home / "cache"
    monkeypatch.delenv("CARDAVIA_HOME")
    assert str(paths.cache_dir()) == platformdirs.user_cache_dir("Cardavia", appauthor=False)
