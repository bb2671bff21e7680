"""The distribution: what pyproject.toml ships, and the wheel installed and started in a clean venv."""

from __future__ import annotations

import fnmatch
import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
# What a build needs from the checkout; anything else missing from here is a packaging bug.
SOURCES = ("pyproject.toml", "README.md", "game", "assets", "i18n")

def _config():
    tomllib = pytest.importorskip("tomllib")  # Python 3.11+; the wheel test below runs everywhere
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]


def test_every_package_under_game_is_listed():
    found = {
        ".".join(p.parent.relative_to(ROOT).parts)
        for p in (ROOT / "game").rglob("__init__.py")
        if "__pycache__" not in p.parts
    }
    listed = set(_config()["packages"])
    assert found - listed == set(), "add these packages to [tool.setuptools] packages"
    assert listed - found == {"game.assets", "game.locale"}


def test_every_data_file_is_declared():
    config = _config()
    for package, source in config["package-dir"].items():
        folder = ROOT / source
        patterns = config["package-data"][package]
        files = [p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file()]
        if source == "i18n":
            files = [f for f in files if f.endswith(".po")]  # the .pot is for translators only
        missed = [f for f in files if not any(fnmatch.fnmatch(f, pat) for pat in patterns)]
        assert missed == [], f"{source}/ files left out of the distribution"


def _build_wheel(tmp_path) -> Path:
    """Build from a copy of what the distribution is made of (never in the checkout), offline."""
    src = tmp_path / "src"
    src.mkdir()
    for name in SOURCES:
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, src / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(ROOT / name, src / name)
    out = tmp_path / "dist"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
                    "--no-index", "-w", str(out), str(src)], check=True, capture_output=True, text=True)
    (wheel,) = out.glob("cardavia-*.whl")
    return wheel


def _clean_env(tmp_path) -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "CARDAVIA", "VIRTUAL_ENV"))}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", CARDAVIA_HOME=str(tmp_path / "home"),
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    return env


def test_the_wheel_installs_and_starts_anywhere(tmp_path):
    wheel = _build_wheel(tmp_path)
    tops = {name.split("/")[0] for name in zipfile.ZipFile(wheel).namelist()}
    assert tops == {"game", wheel.name.split("-py3")[0] + ".dist-info"}  # nothing generic in site-packages

    # A venv of its own; the dependencies come from the test environment's site-packages through a
    # .pth path (so no network), whose own .pth files (the editable checkout) are not read.
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    bindir = venv / ("Scripts" if os.name == "nt" else "bin")
    python = bindir / ("python.exe" if os.name == "nt" else "python")
    site = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                          check=True, capture_output=True, text=True).stdout.strip()
    deps = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    Path(site, "cardavia-test-deps.pth").write_text("\n".join(sorted(deps)) + "\n", encoding="utf-8")
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "--quiet", "--no-deps",
                    "--no-index", str(wheel)], check=True, capture_output=True, text=True)

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = _clean_env(tmp_path)
    where = subprocess.run([str(python), "-c", "import game, game.paths as p; print(game.__file__);"
                            "print(p.assets_dir()); print(p.i18n_dir())"],
                           cwd=elsewhere, env=env, check=True, capture_output=True, text=True).stdout.split()
    for path in where:
        assert Path(path).resolve().is_relative_to(venv.resolve()), f"{path} is not the installed copy"

    shot = elsewhere / "x.png"
    cardavia = bindir / ("cardavia.exe" if os.name == "nt" else "cardavia")
    run = subprocess.run([str(cardavia), "--windowed", "--frames", "2", "--screenshot", "x.png", "--lang", "de"],
                         cwd=elsewhere, env=env, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert shot.is_file()
    # The German catalogue came from the installed package and was compiled into the cache.
    compiled = list((tmp_path / "home" / "cache" / "catalogues").glob("de-*.mo"))
    assert len(compiled) == 1

    import pygame

    picture = pygame.image.load(str(shot))
    assert picture.get_size() == (1280, 800)
    colours = {tuple(picture.get_at((x, y)))[:3] for x in range(0, 1280, 8) for y in range(0, 800, 8)}
    assert len(colours) > 40, "the first frame is blank"

    as_module = subprocess.run([str(python), "-m", "game", "--windowed", "--frames", "1"], cwd=elsewhere, env=env,
                               capture_output=True, text=True, timeout=120)
    assert as_module.returncode == 0, as_module.stderr
