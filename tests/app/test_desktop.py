"""The Linux desktop entry and icons written by ``cardavia --install-desktop``."""

import shutil
import subprocess
import sys

import pygame
import pytest

from game import app as app_module
from game import desktop, i18n


def _entry(path):
    fields = {}
    for line in path.read_text(encoding="utf-8").splitlines()[1:]:
        key, _sep, value = line.partition("=")
        fields[key] = value
    return fields


def test_install_writes_the_entry_and_every_icon(tmp_path):
    written = desktop.install(tmp_path, ["/opt/Card Games/bin/cardavia"])
    entry = tmp_path / "applications" / "cardavia.desktop"
    assert written[0] == entry
    assert entry.read_text(encoding="utf-8").startswith("[Desktop Entry]\n")
    fields = _entry(entry)
    assert fields["Type"] == "Application" and fields["Name"] == "Cardavia"
    assert fields["Exec"] == '"/opt/Card Games/bin/cardavia"'
    assert fields["Icon"] == "cardavia" and fields["StartupWMClass"] == "cardavia"
    assert fields["Categories"].endswith(";") and "CardGame" in fields["Categories"]
    for code in i18n.LANGUAGES:
        if code != "en":
            assert fields[f"Comment[{code}]"] not in ("", fields["Comment"]), code
    assert fields["GenericName[de]"] == "Kartenspiele"
    for size in desktop.ICON_SIZES:
        icon = tmp_path / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "cardavia.png"
        assert icon in written
        assert pygame.image.load(str(icon)).get_size() == (size, size)


def test_uninstall_removes_only_what_install_wrote(tmp_path):
    other = tmp_path / "applications" / "other.desktop"
    other.parent.mkdir(parents=True)
    other.write_text("[Desktop Entry]\n")
    written = desktop.install(tmp_path, ["cardavia"])
    assert sorted(desktop.uninstall(tmp_path)) == sorted(written)
    assert not any(p.exists() for p in written) and other.exists()
    assert desktop.uninstall(tmp_path) == []


def test_the_entry_starts_the_command_that_installed_it(tmp_path):
    script = tmp_path / "bin" / "cardavia"
    script.parent.mkdir()
    script.write_text("#!/bin/sh\n")
    assert desktop.launch_command(str(script)) == [str(script.resolve())]
    main_py = tmp_path / "main.py"
    main_py.write_text("")
    assert desktop.launch_command(str(main_py)) == [sys.executable, str(main_py.resolve())]
    assert desktop.launch_command("-c") == [sys.executable, "-m", "game"]
    assert desktop._exec_value(["/usr/bin/python3", "/a b/main.py"]) == '/usr/bin/python3 "/a b/main.py"'
    assert desktop._exec_value(['/x/$HOME"q']) == '"/x/\\$HOME\\"q"'


def test_xdg_data_home_is_honoured_when_absolute(tmp_path):
    assert desktop.data_home({"XDG_DATA_HOME": str(tmp_path)}) == tmp_path
    assert desktop.data_home({"XDG_DATA_HOME": "relative"}).parts[-2:] == (".local", "share")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="desktop entries are for Linux desktops")
def test_the_command_line_option_installs_and_removes(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert app_module.main(["--install-desktop"]) == 0
    assert (tmp_path / "applications" / "cardavia.desktop").is_file()
    assert str(tmp_path / "applications" / "cardavia.desktop") in capsys.readouterr().out
    assert app_module.main(["--uninstall-desktop"]) == 0
    assert not (tmp_path / "applications" / "cardavia.desktop").exists()


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils not installed")
def test_the_entry_passes_desktop_file_validate(tmp_path):
    desktop.install(tmp_path, ["/usr/bin/python3", "/home/a player/cardavia/main.py"])
    result = subprocess.run(["desktop-file-validate", str(tmp_path / "applications" / "cardavia.desktop")],
                            capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr
