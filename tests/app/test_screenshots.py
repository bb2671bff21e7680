"""The README's pictures: every shot of tools/screenshots.py still renders its scene, and is in the README."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import screenshots  # noqa: E402

sys.path.remove(str(ROOT / "tools"))


def _colours(surface):
    w, h = surface.get_size()
    return {tuple(surface.get_at((x, y)))[:3] for x in range(0, w, 8) for y in range(0, h, 8)}


@pytest.fixture(scope="module")
def home_frame():
    return screenshots.render("home")


@pytest.mark.parametrize("name", list(screenshots.SHOTS))
def test_every_shot_renders_its_scene(name, home_frame):
    frame = screenshots.render(name)
    assert frame.get_size() == screenshots.SIZE
    assert len(_colours(frame)) > 25, f"{name} is blank"
    if name != "home":
        # A scene that failed to open would leave the home screen in the picture.
        assert pygame.image.tobytes(frame, "RGB") != pygame.image.tobytes(home_frame, "RGB")


def test_a_scene_that_never_settles_fails_the_shot(monkeypatch):
    monkeypatch.setattr(screenshots, "FRAME_LIMIT", 1)
    with pytest.raises(screenshots.SceneDidNotRender):
        screenshots.render("result-schnapsen")


def test_every_shot_is_committed_and_in_the_readme():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for name in screenshots.SHOTS:
        picture = ROOT / "docs" / "screenshots" / f"{name}.png"
        assert picture.is_file(), f"run `make screenshots` for {name}"
        assert pygame.image.load(str(picture)).get_size() == screenshots.SIZE
        assert f"docs/screenshots/{name}.png" in readme, f"the README does not show {name}"


def test_the_tool_writes_the_pictures(tmp_path, capsys):
    assert screenshots.main(["home", "--out", str(tmp_path)]) == 0
    assert pygame.image.load(str(tmp_path / "home.png")).get_size() == screenshots.SIZE
