"""Shared test setup: headless SDL, a private user folder per test, and an app driver.

The ``app`` fixture is a started, windowed 1280×800 app whose loop is not
running; ``driver`` posts real pygame events through the app's event loop and
steps frames.
"""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# one compile of the computer players' cores for every test run (each test has its own user folder)
os.environ.setdefault(
    "NUMBA_CACHE_DIR", os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                                    ".pytest_cache", "numba"))

# the thinkers share the cores with the other test processes as equals (a player's window is not here)
os.environ.setdefault("CARDAVIA_WORKER_NICE", "0")

from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

FIXTURES = Path(__file__).resolve().parent / "fixtures"
ROOT = Path(__file__).resolve().parent.parent


def pytest_configure(config):
    """Compile the computer players' cores once, before the tests (and the test
    processes of ``-n``) start: each core in a process of its own, as many at a time
    as there are cores, into the run's shared cache.  Without it every test process
    would compile each core again the first time one of its tests plays it."""
    if hasattr(config, "workerinput") or os.environ.get("CARDAVIA_PURE_PYTHON"):
        return  # a test process of ``-n`` (the main process warmed the cache), or no compiling at all
    import hashlib
    import subprocess
    import sys

    sources = sorted((ROOT / "game" / "ai").rglob("*.py"))
    digest = hashlib.sha256(b"".join(f.read_bytes() for f in sources)).hexdigest()[:16]
    stamp = Path(os.environ["NUMBA_CACHE_DIR"]) / f"warm-{digest}"
    if stamp.exists():
        return  # compiled for these very sources already
    code = ("import sys; from game.ai import jit; "
            "sys.exit(0 if jit.warm(sys.argv[1]) is not None or not jit.COMPILED else 3)")
    listed = subprocess.run([sys.executable, "-c", "from game.ai import jit; print(*jit.cores())"],
                            cwd=ROOT, capture_output=True, text=True)
    names = listed.stdout.split()
    if listed.returncode != 0 or not names:
        return  # the suite itself reports what does not import
    workers = max(1, min(len(names), os.cpu_count() or 1))
    running = []
    for name in names:
        running.append(subprocess.Popen([sys.executable, "-c", code, name], cwd=ROOT,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        if len(running) >= workers:
            running.pop(0).wait()
    for process in running:
        process.wait()
    stamp.parent.mkdir(parents=True, exist_ok=True)
    stamp.touch()


@pytest.fixture(autouse=True)
def user_home(tmp_path, monkeypatch):
    """Settings, saves and statistics of each test go to its own folder."""
    home = tmp_path / "cardavia-home"
    monkeypatch.setenv("CARDAVIA_HOME", str(home))
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    yield home
    import sys

    if "game.saves" in sys.modules:
        sys.modules["game.saves"].WRITER.reset()
    if "game.storage" in sys.modules:
        storage = sys.modules["game.storage"]
        storage.take_notices()
        for key in ("saves", "stats"):
            storage.clear_problem(key)

    if "game.i18n" in sys.modules:
        sys.modules["game.i18n"].set_language("en")


@pytest.fixture
def fixture_content(monkeypatch):
    """Point the menus at the small traditions and rules files under tests/fixtures."""
    from game import paths

    content = FIXTURES / "content"
    monkeypatch.setattr(paths, "traditions_path", lambda: content / "traditions.json")
    monkeypatch.setattr(paths, "rules_path", lambda game: content / "rules" / f"{game}.json")
    return content


@pytest.fixture
def no_tables(monkeypatch):
    """An empty table and sample-card registry, whatever the real game registers."""
    from game.scenes import samples, tables

    monkeypatch.setattr(tables, "TABLES", {})
    monkeypatch.setattr(tables, "RESUME", [])
    monkeypatch.setattr(tables, "_loaded", True)
    monkeypatch.setattr(tables, "TABLE_MODULES", [])
    monkeypatch.setattr(samples, "PAINTERS", {})
    monkeypatch.setattr(samples, "_loaded", True)
    monkeypatch.setattr(samples, "PAINTER_MODULES", [])
    return tables


@pytest.fixture
def duel():
    """The test-only game ``duel`` (tests/scenes/dummy_trick.py), registered with its one
    descriptor for the test and removed after it."""
    import sys

    scenes = str(Path(__file__).resolve().parent / "scenes")
    if scenes not in sys.path:
        sys.path.append(scenes)
    import dummy_trick

    dummy_trick.register()
    yield dummy_trick
    dummy_trick.unregister()


def make_app(*args, size=(1280, 800)):
    from game.app import App, parse_args

    argv = ["--windowed", "--size", f"{size[0]}x{size[1]}", *args]
    app = App(parse_args(argv), fps=0)
    app.start()
    return app


@pytest.fixture
def app():
    app = make_app("--lang", "en")
    yield app
    app.shutdown()


class Driver:
    """Posts real events into the queue the app reads, then runs frames."""

    def __init__(self, app):
        self.app = app

    def step(self, n=1):
        for _ in range(n):
            self.app.step(1 / 60)

    def post(self, etype, **attrs):
        import pygame

        pygame.event.post(pygame.event.Event(etype, **attrs))

    def key(self, key, mod=0, steps=1):
        import pygame

        self.post(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
        self.post(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)
        self.step(steps)

    def keys(self, *keys):
        for key in keys:
            self.key(key)

    def move(self, pos):
        import pygame

        self.post(pygame.MOUSEMOTION, pos=tuple(pos), rel=(1, 1), buttons=(0, 0, 0), touch=False)
        self.step()

    def click(self, pos, button=1):
        import pygame

        pos = tuple(int(v) for v in pos)
        self.post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0), touch=False)
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button, touch=False)
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=button, touch=False)
        self.step()

    def click_widget(self, widget):
        assert widget.interactive, f"{widget.key} is not clickable"
        visible = widget.rect.clip(widget.clip) if widget.clip is not None else widget.rect
        assert visible.w > 0 and visible.h > 0, f"{widget.key} is scrolled out of view"
        self.click(visible.center)

    def drag(self, start, end, steps=4):
        import pygame

        self.post(pygame.MOUSEMOTION, pos=start, rel=(1, 1), buttons=(0, 0, 0), touch=False)
        self.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1, touch=False)
        for i in range(1, steps + 1):
            x = start[0] + (end[0] - start[0]) * i // steps
            y = start[1] + (end[1] - start[1]) * i // steps
            self.post(pygame.MOUSEMOTION, pos=(x, y), rel=(1, 1), buttons=(1, 0, 0), touch=False)
        self.post(pygame.MOUSEBUTTONUP, pos=end, button=1, touch=False)
        self.step()

    def wheel(self, dy):
        import pygame

        self.post(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False, precise_x=0.0, precise_y=float(dy), touch=False)
        self.step()

    @property
    def top(self):
        return self.app.top

    def widget(self, key, scene=None):
        scene = scene or self.app.top
        found = scene.controls.find(key)
        assert found is not None, f"no widget {key!r} on {type(scene).__name__}"
        return found

    def focused(self, scene=None):
        scene = scene or self.app.top
        return scene.controls.focus

    def focus_key(self, key, limit=40):
        """Tab until the widget ``key`` has the focus (keyboard only)."""
        import pygame

        for _ in range(limit):
            focus = self.focused()
            if focus is not None and focus.key == key:
                return focus
            self.key(pygame.K_TAB)
        raise AssertionError(f"Tab never reached {key!r}")


@pytest.fixture
def driver(app):
    return Driver(app)


def saved_file(game):
    """The saved-match file of ``game``, once every save handed to the writer is on disk."""
    from game import paths, saves

    saves.flush()
    return paths.saved_match_path(game)
