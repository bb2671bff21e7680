#!/usr/bin/env python3
"""The README's pictures, taken from the real program: headless, seeded, at 1280×800.

Every shot starts a fresh app (its own empty user folder, so the player's
settings never leak in), opens one scene the way a player would reach it and
saves the frame to docs/screenshots/<name>.png. The tables are played up to the
player's first decision; the result panel is the end of a deal the computer
plays in every seat. tests/app/test_screenshots.py renders every shot, so a
scene that no longer renders fails the tests.

    python tools/screenshots.py              # refresh every picture (make screenshots)
    python tools/screenshots.py home belote  # only these
    python tools/screenshots.py --list
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

OUT = ROOT / "docs" / "screenshots"
SIZE = (1280, 800)
SEED = 7
FRAME_LIMIT = 6000  # frames a scene may take to settle before the shot counts as broken


class SceneDidNotRender(RuntimeError):
    pass


def _settle(app, ready, what):
    for _ in range(FRAME_LIMIT):
        if ready():
            app.step(1 / 60)  # one more frame so the picture shows the settled state
            return
        app.step(1 / 60)
    raise SceneDidNotRender(f"{what} never settled in {FRAME_LIMIT} frames")


def _push(app, scene):
    app.push(scene)
    app._apply_ops()
    app.step(1 / 60)
    return scene


def home(app):
    from game.scenes.home import HomeScene

    assert isinstance(app.top, HomeScene)


def traditions(app):
    from game.scenes.traditions import TraditionBrowser

    _push(app, TraditionBrowser())


def tradition_vienna(app):
    from game.scenes.traditions import TraditionPage

    _push(app, TraditionPage("vienna"))


def rules_belote(app):
    from game.scenes.rules import RulesScene

    _push(app, RulesScene("belote"))


def gallery_paris(app):
    from game.scenes.gallery import GalleryScene

    _push(app, GalleryScene("paris"))


def _table(game):
    def shot(app):
        from game.scenes import tables

        app.settings.set("animation_speed", "instant")
        scene = tables.table_for(app, game)
        if scene is None:
            raise SceneDidNotRender(f"no table is registered for {game}")
        _push(app, scene)
        # The player's first decision: a card to play or a panel of choices.
        _settle(app, lambda: app.top is scene and (scene.modal is not None or (scene._human_turn() and scene._idle())),
                f"the {game} table")
        app.settings.set("animation_speed", "normal")

    shot.__name__ = f"table_{game}"
    return shot


def result_schnapsen(app):
    from game.scenes.table import demo_table

    app.settings.set("animation_speed", "instant")
    app.settings.set("ai_level", "easy")
    scene = _push(app, demo_table(app, "schnapsen"))
    _settle(app, lambda: type(scene.modal).__name__ == "SheetPanel", "the result panel")


def _tables():
    """A shot of every registered game's table, in the registry's order (a game whose table has
    not come yet has none)."""
    from game.scenes.tables import playable_games

    return {f"table-{game}": (game.capitalize(), _table(game)) for game in playable_games()}


# name: (what it shows, how to reach it)
SHOTS = {
    "home": ("Home", home),
    "traditions": ("The card traditions", traditions),
    "tradition-vienna": ("A tradition and its games", tradition_vienna),
    "rules-belote": ("The rules of Belote, in the game", rules_belote),
    "gallery-paris": ("The Portrait de Paris pack in the gallery", gallery_paris),
    **_tables(),
    "result-schnapsen": ("The result of a deal", result_schnapsen),
}


def render(name: str, size=SIZE, lang: str = "en") -> pygame.Surface:
    """The frame of shot ``name`` (a copy; the app is shut down)."""
    _title, reach = SHOTS[name]
    from game.app import App, parse_args

    with tempfile.TemporaryDirectory() as home_dir:
        old = os.environ.get("CARDAVIA_HOME")
        os.environ["CARDAVIA_HOME"] = home_dir
        app = App(parse_args(["--windowed", "--size", f"{size[0]}x{size[1]}", "--lang", lang,
                              "--seed", str(SEED)]), fps=0)
        try:
            app.start()
            app.step(1 / 60)
            reach(app)
            app.step(1 / 60)
            return app.screen.copy()
        finally:
            app.shutdown()
            if old is None:
                os.environ.pop("CARDAVIA_HOME", None)
            else:
                os.environ["CARDAVIA_HOME"] = old


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*", help="shots to take (default: all)")
    parser.add_argument("--list", action="store_true", help="list the shots")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    if args.list:
        for name, (title, _reach) in SHOTS.items():
            print(f"{name:18} {title}")
        return 0
    unknown = [n for n in args.names if n not in SHOTS]
    if unknown:
        parser.error(f"unknown shots: {', '.join(unknown)}")
    args.out.mkdir(parents=True, exist_ok=True)
    for name in args.names or SHOTS:
        path = args.out / f"{name}.png"
        pygame.image.save(render(name), str(path))
        print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
