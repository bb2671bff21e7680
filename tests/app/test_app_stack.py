"""The app: scene stack, overlays, resizing, full screen and the command line."""

import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game import app as app_module
from game.app import App, first_scene, parse_args
from game.scenes.base import Scene
from game.scenes.home import HomeScene
from game.scenes.settings_overlay import SettingsOverlay

ROOT = Path(__file__).resolve().parents[2]


class Recorder(Scene):
    def __init__(self, name, log, consume=(), overlay=False, colour=(10, 20, 30)):
        super().__init__()
        self.name, self.log, self.consume, self.overlay, self.colour = name, log, consume, overlay, colour
        self.sizes = []

    def enter(self):
        self.log.append(("enter", self.name))

    def exit(self):
        self.log.append(("exit", self.name))

    def covered(self):
        self.log.append(("covered", self.name))

    def uncovered(self):
        self.log.append(("uncovered", self.name))

    def layout(self, size):
        self.sizes.append(size)

    def language_changed(self):
        self.log.append(("language", self.name))

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN:
            self.log.append(("key", self.name, event.key))
            return event.key in self.consume
        return False

    def update(self, dt):
        self.log.append(("update", self.name))

    def draw(self, surface):
        if self.overlay:
            pygame.draw.rect(surface, self.colour, (0, 0, 10, 10))
        else:
            surface.fill(self.colour)


def key(k):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))


def test_push_pop_are_applied_between_frames_with_hooks(app):
    log = []
    a, b = Recorder("a", log), Recorder("b", log)
    app.push(a)
    assert app.top is not a  # requested, not yet applied
    app.step()
    assert app.top is a and a.app is app and a.sizes == [(1280, 800)]
    app.push(b)
    app.step()
    app.pop()
    app.step()
    assert app.top is a
    events = [e for e in log if e[0] != "update"]
    assert events == [("enter", "a"), ("covered", "a"), ("enter", "b"), ("exit", "b"), ("uncovered", "a")]


def test_replace_and_pop_to_a_scene(app):
    log = []
    a, b, c, d = (Recorder(n, log) for n in "abcd")
    for s in (a, b, c):
        app.push(s)
    app.step()
    app.pop(b)  # removes b and everything above it
    app.step()
    assert app.stack[-1] is a
    app.replace(a, d)
    app.step()
    assert app.stack[-1] is d and a not in app.stack
    assert ("exit", "c") in log and ("exit", "b") in log and ("exit", "a") in log


def test_overlay_lets_unconsumed_events_fall_through(app):
    log = []
    base = Recorder("base", log, consume=(pygame.K_b,))
    over = Recorder("over", log, consume=(pygame.K_o,), overlay=True)
    app.push(base)
    app.push(over)
    app.step()
    log.clear()
    key(pygame.K_o)
    key(pygame.K_b)
    app.step()
    keys = [e for e in log if e[0] == "key"]
    assert keys == [("key", "over", pygame.K_o), ("key", "over", pygame.K_b), ("key", "base", pygame.K_b)]
    # Both are updated and drawn: the overlay over the scene below.
    assert ("update", "base") in log and ("update", "over") in log
    assert tuple(app.screen.get_at((5, 5)))[:3] == over.colour
    assert tuple(app.screen.get_at((100, 100)))[:3] == base.colour


def test_an_opaque_scene_stops_events_and_hides_the_scenes_below(app):
    log = []
    low, high = Recorder("low", log, colour=(1, 2, 3)), Recorder("high", log, colour=(200, 100, 50))
    app.push(low)
    app.push(high)
    app.step()
    log.clear()
    key(pygame.K_x)
    app.step()
    assert [e for e in log if e[0] == "key"] == [("key", "high", pygame.K_x)]
    assert ("update", "low") not in log
    assert tuple(app.screen.get_at((640, 400)))[:3] == (200, 100, 50)


def test_resize_relayouts_every_scene(app):
    log = []
    low, over = Recorder("low", log), Recorder("over", log, overlay=True)
    app.push(low)
    app.push(over)
    app.step()
    for size in [(1024, 600), (1920, 1080), (3840, 2160)]:
        app.resize(size)
        assert app.screen.get_size() == size
        assert app.ui.size == size
        assert low.sizes[-1] == size and over.sizes[-1] == size
        app.step()


def test_window_resize_event_relayouts(app):
    log = []
    scene = Recorder("s", log)
    app.push(scene)
    app.step()
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1100, 700), w=1100, h=700))
    app.step()
    assert app.screen.get_size() == (1100, 700)
    assert scene.sizes[-1] == (1100, 700)
    assert app.stack[0].size == (1100, 700)


def test_f11_recreates_the_display_and_persists(app):
    assert not app.fullscreen
    home = app.stack[0]
    app.options.size = None  # as on a desktop: full screen takes the desktop's size
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
    app.step()
    assert app.fullscreen
    assert pygame.display.get_surface().get_flags() & pygame.FULLSCREEN
    assert app.screen.get_size() == pygame.display.get_desktop_sizes()[0]
    assert app.settings.fullscreen is True
    assert home.size == app.screen.get_size()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
    app.step()
    assert not app.fullscreen
    assert app.screen.get_size() == (1280, 800)
    assert not pygame.display.get_surface().get_flags() & pygame.FULLSCREEN
    assert pygame.display.get_surface().get_flags() & pygame.RESIZABLE
    assert app.settings.fullscreen is False
    assert home.size == (1280, 800)


def test_alt_enter_also_toggles(app):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=pygame.KMOD_LALT, unicode="",
                                         scancode=0))
    app.step()
    assert app.fullscreen and app.settings.fullscreen


def test_fullscreen_uses_the_desktop_size(monkeypatch):
    a = App(parse_args(["--lang", "en"]), fps=0)
    a.start()
    try:
        assert a.fullscreen
        assert a.screen.get_size() == pygame.display.get_desktop_sizes()[0]
        assert pygame.display.get_surface().get_flags() & pygame.FULLSCREEN
    finally:
        a.shutdown()


def test_fullscreen_by_default_without_windowed():
    a = App(parse_args(["--size", "1024x600", "--lang", "en"]), fps=0)
    a.start()
    try:
        assert a.fullscreen and a.screen.get_size() == (1024, 600)
        assert isinstance(a.top, HomeScene)
    finally:
        a.shutdown()


def test_f2_toggles_settings_from_any_scene(app):
    log = []
    app.push(Recorder("plain", log))
    app.step()
    key(pygame.K_F2)
    app.step()
    assert isinstance(app.top, SettingsOverlay)
    key(pygame.K_F2)
    app.step()
    assert isinstance(app.top, Recorder)


def test_quit_event_stops_the_loop(app):
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step()
    assert app.running is False


def test_go_home_from_deep_in_the_stack(app):
    log = []
    app.push(Recorder("x", log))
    app.push(Recorder("y", log))
    app.step()
    app.go_home()
    app.step()
    assert len(app.stack) == 1 and isinstance(app.top, HomeScene)


def test_notices_are_shown_then_expire(app):
    app.notify("Something to say")
    app.step(0.1)
    before = app.screen.copy()
    assert app.notices
    app.step(10)
    app.step(0.1)
    assert not app.notices
    assert pygame.image.tobytes(before, "RGB") != pygame.image.tobytes(app.screen, "RGB")


def test_settings_notice_reaches_the_player(user_home):
    folder = user_home / "config"
    folder.mkdir(parents=True)
    (folder / "settings.json").write_text("{broken")
    from conftest import make_app

    a = make_app("--lang", "en")
    try:
        assert [n[0] for n in a.notices] == ["Your settings file was damaged; the defaults are used for what "
                                             "could not be read."]
    finally:
        a.shutdown()


def test_command_line_options():
    o = parse_args(["--windowed", "--lang", "de", "--seed", "7", "--frames", "3", "--screenshot", "x.png",
                    "--size", "1024x600"])
    assert (o.windowed, o.lang, o.seed, o.frames, o.screenshot, o.size) == (True, "de", 7, 3, "x.png", (1024, 600))
    o = parse_args(["--gallery", "vienna"])
    assert o.gallery == "vienna"
    o = parse_args(["--demo", "belote", "--exit-at-end"])
    assert (o.demo, o.exit_at_end) == ("belote", True)
    for bad in (["--size", "big"], ["--frames", "0"], ["--lang", "nl"], ["--size", "10x10"]):
        with pytest.raises(SystemExit):
            parse_args(bad)


def test_an_option_can_choose_the_first_scene(monkeypatch):
    import types

    module = types.ModuleType("fake_first_scene")
    chosen = []

    def from_option(app, value):
        chosen.append(value)
        return HomeScene()

    module.from_option = from_option
    monkeypatch.setitem(sys.modules, "fake_first_scene", module)
    monkeypatch.setattr(app_module, "OPTIONS", list(app_module.OPTIONS))
    app_module.register_option("--peek", metavar="X", scene="fake_first_scene:from_option")
    a = App(parse_args(["--peek", "hello"]))
    assert isinstance(first_scene(a), HomeScene) and chosen == ["hello"]
    assert isinstance(first_scene(App(parse_args([]))), HomeScene) and chosen == ["hello"]


def _run_main(tmp_path, *args):
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "CARDAVIA_HOME": str(tmp_path / "home"),
           "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"}
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], env=env, capture_output=True,
                          text=True, timeout=120, cwd=tmp_path)


@pytest.mark.parametrize("size", ["1024x600", "1920x1080"])
def test_frames_and_screenshot_produce_a_real_picture(tmp_path, size):
    shot = tmp_path / "shot.png"
    result = _run_main(tmp_path, "--windowed", "--size", size, "--frames", "2", "--screenshot", str(shot))
    assert result.returncode == 0, result.stderr
    image = pygame.image.load(str(shot))
    assert image.get_size() == tuple(int(v) for v in size.split("x"))
    colours = {tuple(image.get_at((x, y))) for x in range(0, image.get_width(), 7)
               for y in range(0, image.get_height(), 7)}
    assert len(colours) > 20  # the home screen, not a blank frame


def test_unavailable_reserved_option_exits_cleanly(tmp_path, monkeypatch):
    monkeypatch.setattr(app_module, "OPTIONS", list(app_module.OPTIONS) + [
        app_module.Option(("--nowhere",), dict(metavar="X"), scene="game.scenes.no_such_module:from_option")])
    with pytest.raises(SystemExit) as info:
        first_scene(App(parse_args(["--nowhere", "x"])))
    assert "not available" in str(info.value)
