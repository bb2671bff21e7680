"""The Cardavia app: window, clock, event loop, settings, language and the scene stack.

Run with ``python main.py`` or the ``cardavia`` console script. Options are
declared in :data:`OPTIONS`; an option with a ``scene`` chooses the first
scene when it is given (see :func:`register_option`).
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
import time

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The window's class on X11 and Wayland, so desktops match it to cardavia.desktop.
os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "cardavia")
os.environ.setdefault("SDL_VIDEO_WAYLAND_WMCLASS", "cardavia")
import pygame  # noqa: E402

from . import i18n  # noqa: E402
from .i18n import _  # noqa: E402

DEFAULT_WINDOW = (1280, 800)
MIN_WINDOW = (1024, 600)
FPS = 60
NOTICE_SECONDS = 7.0
FIRST_FRAME_ENV = "CARDAVIA_STAMP_FIRST_FRAME"


# --- command line ---------------------------------------------------------------

class Option:
    """A command-line option. ``scene`` ("module:function") makes it choose the first scene:
    ``function(app, value)`` is imported only when the option is given and returns a Scene.
    ``check`` ("module:function"), imported only when the option is given, refuses a bad
    value at once, before any window opens: ``function(value)`` raises ValueError saying why."""

    __slots__ = ("check", "flags", "kwargs", "scene")

    def __init__(self, flags: tuple, kwargs: dict | None = None, scene: str | None = None,
                 check: str | None = None):
        self.flags = tuple(flags)
        self.kwargs = dict(kwargs or {})
        self.scene = scene
        self.check = check


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError("size must look like 1280x800") from None
    if w < 320 or h < 200 or w > 16384 or h > 16384:
        raise argparse.ArgumentTypeError("size out of range")
    return w, h


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError("expected a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError("expected a number of at least 1")
    return value


OPTIONS: list[Option] = [
    Option(("--windowed",), dict(action="store_true", help="open in a resizable window")),
    Option(("--size",), dict(type=_size, metavar="WxH", help="window size (default 1280x800)")),
    Option(("--lang",), dict(choices=sorted(i18n.LANGUAGES), metavar="CODE",
                             help="language for this session: " + ", ".join(i18n.LANGUAGES))),
    Option(("--seed",), dict(type=int, metavar="N", help="seed for reproducible deals")),
    Option(("--frames",), dict(type=_positive, metavar="N", help="render N frames, then exit")),
    Option(("--screenshot",), dict(metavar="PATH", help="save the last frame as a PNG (PATH ends in .png)")),
    # Reserved for the card gallery and the demo tables; they choose the first scene.
    Option(("--gallery",), dict(metavar="PACK", help="show the card faces of PACK"),
           scene="game.scenes.gallery:from_option", check="game.scenes.gallery:check_option"),
    Option(("--demo",), dict(metavar="GAME", help="watch the computer play GAME"),
           scene="game.scenes.demo:from_option", check="game.scenes.demo:check_option"),
    Option(("--exit-at-end",), dict(action="store_true", help="quit when the demo ends")),
    Option(("--install-desktop",), dict(action="store_true", help="add Cardavia to the Linux applications menu")),
    Option(("--uninstall-desktop",), dict(action="store_true", help="remove it from the applications menu")),
]


def register_option(*flags: str, scene: str | None = None, check: str | None = None, **kwargs) -> None:
    """Add a command-line option (before the parser is built)."""
    OPTIONS.append(Option(tuple(flags), kwargs, scene, check))


class _Parser(argparse.ArgumentParser):
    """Refuses a bad command line with one line and status 2 (no usage block: ``--help`` has it)."""

    def error(self, message):
        self.exit(2, f"{self.prog}: error: {message} (see {self.prog} --help)\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="cardavia", description="Traditional European card games.")
    for option in OPTIONS:
        parser.add_argument(*option.flags, **option.kwargs)
    return parser


# Options that make no sense together: (a, b, message). None as b: ``a`` needs the other.
CONFLICTS = [
    ("demo", "gallery", "--demo and --gallery cannot be used together: choose one first scene"),
]
REQUIRES = [
    ("exit_at_end", "demo", "--exit-at-end needs --demo (it quits when the demo ends)"),
]


def _joined_values(parser, argv):
    """``argv`` with ``--size -5x10`` written ``--size=-5x10``: a value that starts with a dash is
    still the option's value (argparse would take it for an option and say the value is missing)."""
    takes_value = {flag for action in parser._actions if action.nargs is None for flag in action.option_strings}
    out, i = [], 0
    while i < len(argv):
        token = argv[i]
        nxt = argv[i + 1] if i + 1 < len(argv) else None
        if (token in takes_value and nxt is not None and nxt.startswith("-") and not nxt.startswith("--")
                and nxt not in parser._option_string_actions):
            out.append(f"{token}={nxt}")
            i += 2
            continue
        out.append(token)
        i += 1
    return out


def _check_values(parser, options) -> None:
    """Refuse empty values, and what an option's own ``check`` refuses, before any window opens."""
    for option in OPTIONS:
        value = getattr(options, _option_dest(option), None)
        if value is None or value is False:
            continue
        if value == "":
            parser.error(f"argument {option.flags[0]}: expected a value, not an empty one")
        if option.check is None:
            continue
        module_name, _sep, func = option.check.partition(":")
        try:
            check = getattr(importlib.import_module(module_name), func)
        except (ImportError, AttributeError):
            continue  # first_scene says the option is not available
        try:
            check(value)
        except ValueError as exc:
            parser.error(f"argument {option.flags[0]}: {exc}")


def screenshot_problem(path: str) -> str | None:
    """Why a screenshot could not be written to ``path`` (None when it can)."""
    if not path.lower().endswith(".png"):
        return "screenshots are PNG pictures: give a name ending in .png"
    target = os.path.abspath(path)
    if os.path.isdir(target):
        return "that is a folder"
    folder = os.path.dirname(target)
    while not os.path.exists(folder):  # missing folders are made when the picture is saved
        folder = os.path.dirname(folder)
    if not os.path.isdir(folder):
        return f"{folder} is not a folder"
    if not os.access(folder, os.W_OK | os.X_OK) or (os.path.exists(target) and not os.access(target, os.W_OK)):
        return "permission denied"
    return None


def parse_args(argv=None) -> argparse.Namespace:
    """The parsed options; exits with a one-line message (status 2) when one is bad or they conflict."""
    parser = build_parser()
    argv = sys.argv[1:] if argv is None else list(argv)
    options = parser.parse_args(_joined_values(parser, argv))
    _check_values(parser, options)
    if options.screenshot is not None:
        problem = screenshot_problem(options.screenshot)
        if problem is not None:
            parser.exit(2, f"cardavia: cannot save the screenshot to {options.screenshot}: {problem}\n")
    for a, b, message in CONFLICTS:
        if getattr(options, a, None) not in (None, False) and getattr(options, b, None) not in (None, False):
            parser.error(message)
    for a, b, message in REQUIRES:
        if getattr(options, a, None) not in (None, False) and getattr(options, b, None) in (None, False):
            parser.error(message)
    return options


def _option_dest(option: Option) -> str:
    long = next((f for f in option.flags if f.startswith("--")), option.flags[0])
    return option.kwargs.get("dest") or long.lstrip("-").replace("-", "_")


def first_scene(app):
    """The scene the app starts with: the one an option asks for, else the home screen."""
    for option in OPTIONS:
        if option.scene is None:
            continue
        value = getattr(app.options, _option_dest(option), None)
        if value in (None, False):
            continue
        module_name, _sep, func = option.scene.partition(":")
        try:
            factory = getattr(importlib.import_module(module_name), func)
        except (ImportError, AttributeError):
            raise SystemExit(f"cardavia: {option.flags[0]} is not available in this version") from None
        return factory(app, value)
    from .scenes.home import HomeScene

    return HomeScene()


# --- the app --------------------------------------------------------------------

class NoDisplay(Exception):
    """No window can open here: the video driver is missing or has no display to show on."""


class App:
    """Owns the window and the scene stack; the only reader of events."""

    def __init__(self, options: argparse.Namespace | None = None, settings=None, fps: int = FPS):
        self.options = options if options is not None else parse_args([])
        self.settings = settings
        self.fps = fps
        self.stack: list = []
        self._ops: list[tuple] = []
        self.running = False
        self.screen: pygame.Surface | None = None
        self.ui = None
        self.clock = None
        self.frame = 0
        self._frame_time = 1 / FPS
        self.fullscreen = False
        self.window_size = self.options.size or DEFAULT_WINDOW
        self.notices: list[list] = []  # [message, seconds left]
        self._broken_notices: list = []  # notices whose drawing failed: logged once, not drawn again
        self._unsubscribe = []

    # --- start and run -------------------------------------------------------
    def start(self, scene=None) -> None:
        from . import saves
        from .scenes.ui_text import UI
        from .settings import Settings

        saves.clean_start()
        if self.settings is None:
            self.settings = Settings.load()
        if self.options.lang:
            self.settings.override("language", self.options.lang)
        if self.options.windowed:
            self.settings.override("fullscreen", False)
        i18n.set_language(self.settings.language)
        i18n.add_listener(self._language_changed)
        self._unsubscribe.append(lambda: i18n.remove_listener(self._language_changed))
        self._unsubscribe.append(self.settings.subscribe(self._setting_changed, {"language", "fullscreen"}))

        # Only what the menus need: audio is started by whoever plays a sound.
        try:
            pygame.display.init()
            pygame.font.init()
            pygame.key.set_repeat(350, 40)
            pygame.display.set_icon(self._icon())
            self._open_display(self.settings.fullscreen)
        except pygame.error as exc:
            raise NoDisplay(str(exc)) from None
        self.ui = UI(self.screen.get_size())
        self.ui.text.four_colour = bool(self.settings.four_colour)
        self._unsubscribe.append(self.settings.subscribe(self._four_colour_changed, {"four_colour"}))
        self.clock = pygame.time.Clock()
        self.running = True
        self.push(scene if scene is not None else first_scene(self))
        self._apply_ops()
        self._collect_notices()

    def run(self) -> int:
        self.start()
        frames = self.options.frames
        while self.running:
            self.step()
            if self.frame == 1 and frames is None:
                self._preload()
            if frames is not None and self.frame >= frames:
                break
        status = 0
        if self.options.screenshot and self.screen is not None:
            try:
                self.save_screenshot(self.options.screenshot)
            except (OSError, pygame.error) as exc:
                reason = getattr(exc, "strerror", None) or str(exc)
                print(f"cardavia: cannot save the screenshot to {self.options.screenshot}: {reason}",
                      file=sys.stderr)
                status = 2
        self.shutdown()
        return status

    def _preload(self) -> None:
        """Import the tables and card faces in the background while the player reads the menu."""
        import threading

        from .scenes import samples, tables

        def load():
            tables.load_tables()
            samples.load_painters()
            from .ai.process import shared_thinker

            shared_thinker().warm()  # the computer players are ready before the first table

        threading.Thread(target=load, name="preload", daemon=True).start()

    def shutdown(self) -> None:
        from . import saves

        for scene in reversed(self.stack):
            self._guard(scene, scene.exit)
        self.stack.clear()
        saves.flush()
        for undo in self._unsubscribe:
            undo()
        self._unsubscribe.clear()
        self.running = False
        pygame.display.quit()

    def save_screenshot(self, path) -> None:
        folder = os.path.dirname(os.path.abspath(path))
        os.makedirs(folder, exist_ok=True)
        pygame.image.save(self.screen, path)

    def quit(self) -> None:
        self.running = False

    def step(self, dt: float | None = None) -> None:
        """One frame: events, stack changes, update, draw, flip."""
        for event in pygame.event.get():
            self.dispatch(event)
            self._apply_ops()
        # The frame's duration, measured (and paced) at the end of the previous frame.
        dt = min(self._frame_time, 0.1) if dt is None else dt
        for scene in self.visible_scenes():
            self._guard(scene, scene.update, dt)
        self._apply_ops()
        self._collect_notices()
        for notice in self.notices:
            notice[1] -= dt
        self.notices = [n for n in self.notices if n[1] > 0]
        self.draw(self.screen)
        pygame.display.flip()
        if self.frame == 0 and os.environ.get(FIRST_FRAME_ENV):
            # For tools/bench_startup.py: when the first frame reached the screen.
            print(f"first-frame {time.time():.6f} {time.process_time():.6f}", file=sys.stderr, flush=True)
        self.frame += 1
        self._frame_time = (self.clock.tick(self.fps) if self.fps else self.clock.tick()) / 1000.0

    # --- events --------------------------------------------------------------
    def dispatch(self, event) -> None:
        etype = event.type
        if etype == pygame.QUIT:
            self.quit()
            return
        if etype in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._window_resized(event)
            return
        if etype == pygame.KEYDOWN:
            self.ui.focus_visible = True
            if event.key == pygame.K_F11 or (event.key == pygame.K_RETURN and event.mod & pygame.KMOD_ALT):
                self.toggle_fullscreen()
                return
            if event.key == pygame.K_F2:
                self.toggle_settings()
                return
        elif etype in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL) or (
                etype == pygame.MOUSEMOTION and getattr(event, "rel", (1, 1)) != (0, 0)):
            self.ui.focus_visible = False
        for scene in reversed(self.stack):
            if self._guard(scene, scene.handle_event, event) or not scene.overlay:
                break

    # --- the stack -----------------------------------------------------------
    @property
    def top(self):
        return self.stack[-1] if self.stack else None

    def push(self, scene) -> None:
        self._ops.append(("push", scene))

    def pop(self, scene=None) -> None:
        """Remove ``scene`` (default: the top one) and everything above it."""
        self._ops.append(("pop", scene))

    def replace(self, old, new) -> None:
        self._ops.append(("pop", old))
        self._ops.append(("push", new))

    def go_home(self) -> None:
        self._ops.append(("home", None))

    def open_settings(self) -> None:
        self._ops.append(("settings", True))

    def toggle_settings(self) -> None:
        self._ops.append(("settings", None))

    def visible_scenes(self) -> list:
        """The topmost opaque scene and the overlays above it, bottom first."""
        out = []
        for scene in reversed(self.stack):
            out.append(scene)
            if not scene.overlay:
                break
        return out[::-1]

    def _apply_ops(self) -> None:
        while self._ops:
            kind, arg = self._ops.pop(0)
            if kind == "push":
                self._do_push(arg)
            elif kind == "pop":
                self._do_pop(arg)
            elif kind == "home":
                self._do_home()
            elif kind == "settings":
                self._do_settings(arg)

    def _do_push(self, scene) -> None:
        if self.stack:
            self._guard(self.stack[-1], self.stack[-1].covered)
        scene.app = self
        self.stack.append(scene)
        scene.size = self.screen.get_size()
        if self._guard(scene, scene.enter) is not True:
            self._guard(scene, scene.layout, scene.size)

    def _do_pop(self, scene) -> None:
        if not self.stack:
            return
        target = self.stack[-1] if scene is None else scene
        if target not in self.stack:
            return
        while self.stack:
            gone = self.stack.pop()
            self._guard(gone, gone.exit)
            if gone is target:
                break
        if self.stack:
            self._guard(self.stack[-1], self.stack[-1].uncovered)
        else:
            self.quit()

    def _do_home(self) -> None:
        from .scenes.home import HomeScene

        if self.stack and isinstance(self.stack[0], HomeScene):
            if len(self.stack) > 1:
                self._do_pop(self.stack[1])
            return
        while self.stack:
            self.stack.pop().exit()
        self._do_push(HomeScene())

    def _do_settings(self, want) -> None:
        from .scenes.settings_overlay import SettingsOverlay

        showing = next((s for s in self.stack if isinstance(s, SettingsOverlay)), None)
        if showing is not None:
            if want is None:
                self._do_pop(showing)
            return
        self._do_push(SettingsOverlay())

    # --- window --------------------------------------------------------------
    def _open_display(self, fullscreen: bool) -> None:
        if fullscreen:
            if pygame.display.get_driver() == "dummy" and self.options.size:
                # Headless runs have no desktop: "full screen" is a fixed frame of --size.
                self.screen = pygame.display.set_mode(self.options.size)
            else:
                size = pygame.display.get_desktop_sizes()[0]
                self.screen = pygame.display.set_mode(size, pygame.FULLSCREEN)
        else:
            size, place = self._fit_to_desktop(self.window_size)
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
            self._limit_window_size()
            if place is not None:
                self._place_window(place)
        self.fullscreen = fullscreen
        pygame.display.set_caption("Cardavia")

    @staticmethod
    def _icon() -> pygame.Surface:
        """The Cardavia icon (two fanned cards) for the window and the task bar."""
        from . import paths

        try:
            return pygame.image.load(str(paths.icon_path(64)))
        except (pygame.error, OSError, FileNotFoundError):
            return pygame.Surface((64, 64), pygame.SRCALPHA)  # a missing icon must not stop the game

    def _limit_window_size(self) -> None:
        # The layout is designed down to 1024×600; keep the window manager from going smaller.
        import warnings

        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                window = pygame.Window.from_display_module()
            # (never more than the window opened at: a small screen's usable area may be smaller)
            w, h = self.screen.get_size()
            window.minimum_size = (min(MIN_WINDOW[0], w), min(MIN_WINDOW[1], h))
        except (AttributeError, pygame.error, ValueError, IndexError):
            pass

    def _fit_to_desktop(self, size):
        """The window's size and place: inside the desktop's usable area, title bar
        included (headless runs keep their frame size and have no place)."""
        from . import screen_area

        if screen_area.headless():
            return size, None
        area = screen_area.usable_area()
        if area is None:
            try:
                desk = pygame.display.get_desktop_sizes()[0]
            except (pygame.error, IndexError):
                return size, None
            area = (0, 0, desk[0], desk[1] - 60)  # no usable area known: leave room for a panel
        return screen_area.window_place(size, area)

    @staticmethod
    def _place_window(place) -> None:
        import warnings

        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                pygame.Window.from_display_module().position = place
        except (AttributeError, pygame.error, ValueError):
            pass

    def set_fullscreen(self, on: bool) -> None:
        """Recreate the display full screen or windowed (never SDL's toggle) and re-lay out."""
        if on == self.fullscreen and self.screen is not None:
            return
        if not on and self.screen is not None and self.fullscreen:
            self.window_size = self.options.size or self.window_size
        self._open_display(on)
        self._relayout()

    def toggle_fullscreen(self) -> None:
        want = not self.fullscreen
        if not self.settings.set("fullscreen", want):
            self.set_fullscreen(want)

    def resize(self, size) -> None:
        """Resize the window (as the window manager would) and re-lay out every scene."""
        if self.fullscreen:
            return
        self.window_size = tuple(size)
        self.screen = pygame.display.set_mode(self.window_size, pygame.RESIZABLE)
        self._relayout()

    def _window_resized(self, event) -> None:
        if self.fullscreen:
            if self.screen.get_size() != self.ui.size:
                self._relayout()
            return
        size = (getattr(event, "w", 0) or getattr(event, "x", 0), getattr(event, "h", 0) or getattr(event, "y", 0))
        if size[0] <= 0 or size[1] <= 0:
            return
        if self.screen.get_size() != size:
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.window_size = size
        if self.ui.size != self.screen.get_size():
            self._relayout()

    def _relayout(self) -> None:
        size = self.screen.get_size()
        self.ui.resize(size)
        for scene in list(self.stack):
            scene.size = size
            self._guard(scene, scene.layout, size)

    # --- settings and language -----------------------------------------------
    def _setting_changed(self, name, value) -> None:
        if name == "language":
            i18n.set_language(value)
        elif name == "fullscreen":
            self.set_fullscreen(value)

    def _four_colour_changed(self, _name, value) -> None:
        # every suit mark of the interface follows the cards' four colours
        self.ui.text.four_colour = bool(value)
        for scene in list(self.stack):
            if hasattr(scene, "touch"):
                scene.touch()

    def _language_changed(self, code) -> None:
        for scene in list(self.stack):
            self._guard(scene, scene.language_changed)

    # --- notices -------------------------------------------------------------
    def notify(self, message, seconds: float = NOTICE_SECONDS) -> None:
        """Show a short notice (a msgid, translated when drawn) at the bottom of the screen."""
        if all(n[0] != message for n in self.notices):
            self.notices.append([message, seconds])

    def _collect_notices(self) -> None:
        from . import storage

        if self.settings is not None:
            for message in self.settings.take_notices():
                self.notify(message)
        for message in storage.take_notices():
            self.notify(message, NOTICE_SECONDS * 1.5)

    # --- drawing -------------------------------------------------------------
    def draw(self, surface) -> None:
        for scene in self.visible_scenes():
            if getattr(scene, "faulted", False):
                from .scenes import theme

                surface.fill(theme.PAPER)  # what failed is not drawn again
                continue
            self._guard(scene, scene.draw, surface)
        try:
            self._draw_notices(surface)
        except Exception as exc:  # noqa: BLE001 - what the app draws itself is guarded like a screen
            self._notice_fault(None, exc)

    # --- faults ----------------------------------------------------------------
    def _guard(self, scene, fn, *args):
        """Run a scene's hook; a fault is reported to the player and logged, never fatal."""
        if getattr(scene, "faulted", False):
            return True
        try:
            return fn(*args)
        except Exception as exc:  # noqa: BLE001 - any fault of a screen: report it, keep running
            self._fault(scene, exc)
            return True

    def _fault(self, scene, exc) -> None:
        import traceback

        from .faults import record_fault
        from .scenes.fault import FaultOverlay

        traceback.print_exception(type(exc), exc, exc.__traceback__, file=sys.stderr)
        context = None
        try:
            context = scene.fault_context() if hasattr(scene, "fault_context") else None
        except Exception:  # noqa: BLE001 - the context is a courtesy
            context = None
        path = record_fault(exc, type(scene).__name__, context)
        if isinstance(scene, FaultOverlay) or scene not in self.stack:
            self._ops.append(("home", None))
            return
        scene.faulted = True
        if not any(isinstance(s, FaultOverlay) for s in self.stack):
            self.push(FaultOverlay(scene, path))

    def _notice_fault(self, message, exc) -> None:
        """A notice that could not be drawn: logged once and left out, never fatal."""
        import traceback

        from .faults import record_fault

        if message is not None:
            self.notices = [n for n in self.notices if n[0] is not message]
            self._broken_notices = [*self._broken_notices[-31:], message]
        traceback.print_exception(type(exc), exc, exc.__traceback__, file=sys.stderr)
        record_fault(exc, "notice")

    def _draw_notices(self, surface) -> None:
        from . import storage

        lasting = [m for m in storage.problems() if all(m is not b for b in self._broken_notices)]
        if not self.notices and not lasting:
            return
        ui = self.ui
        y = surface.get_height() - ui.px(28)
        width = min(ui.px(900), surface.get_width() - 2 * ui.px(80))
        for message, left in reversed(list(self.notices)):
            try:
                rect, look = self._notice_box(message, "body", width, min(1.0, left / 0.6), ui.px(20))
                rect.midbottom = (surface.get_width() // 2, y)
                rect = self._clear_of_buttons(rect)
                self._blit_notice(surface, rect, look)
            except Exception as exc:  # noqa: BLE001 - one notice that cannot be drawn hides no other
                self._notice_fault(message, exc)
                continue
            y = rect.top - ui.px(10)
        # Faults that last (saves failing) stay, small, in the bottom-left corner until they are over:
        # clear of the hand, the panels and the passing notices.
        y = surface.get_height() - ui.px(84)
        for message in reversed(lasting):
            try:
                rect, look = self._notice_box(message, "small", min(ui.px(330), surface.get_width() // 3), 0.9,
                                              ui.px(12))
                rect.bottomleft = (ui.px(12), y)
                self._blit_notice(surface, rect, look)
            except Exception as exc:  # noqa: BLE001
                self._notice_fault(message, exc)
                continue
            y = rect.top - ui.px(8)

    def _clear_of_buttons(self, rect):
        """A passing notice never covers a button of the screen on top: it moves up above
        the buttons in its way (or, when that finds no room, just under the header)."""
        top = self.stack[-1] if self.stack else None
        controls = getattr(top, "controls", None)
        if controls is None:
            return rect
        gap = self.ui.px(10)
        buttons = [pygame.Rect(w.rect).inflate(gap, gap) for w in controls.widgets if w.visible]
        header = getattr(top, "header_rect", None)
        ceiling = (header.bottom if header is not None else 0) + gap
        rect = pygame.Rect(rect)
        for _attempt in range(len(buttons) + 1):
            hit = rect.collidelist(buttons)
            if hit < 0:
                return rect
            rect.bottom = buttons[hit].top
            if rect.top < ceiling:
                break
        rect.top = ceiling
        for _attempt in range(len(buttons) + 1):
            hit = rect.collidelist(buttons)
            if hit < 0:
                break
            rect.top = buttons[hit].bottom
        return rect

    def _notice_box(self, message, role, width, opacity, pad):
        """The size of a notice's box and what to draw in it."""
        from .storage import drawable

        text = drawable(_(message) if isinstance(message, str) else message())
        ui = self.ui
        lines = ui.text.wrap(text, role, width)
        line_h = ui.text.line_height(role)
        w = max(ui.text.width(line, role) for line in lines) + 2 * pad
        h = line_h * len(lines) + pad + ui.px(6)
        return pygame.Rect(0, 0, w, h), (lines, role, line_h, opacity, pad)

    def _blit_notice(self, surface, rect, look) -> None:
        from .scenes import theme
        from .scenes.widgets import rounded_rect

        lines, role, line_h, opacity, pad = look
        ui = self.ui
        box = pygame.Surface(rect.size, pygame.SRCALPHA)
        rounded_rect(box, (*theme.INK, int(235 * opacity)), box.get_rect(), ui.px(8))
        surface.blit(box, rect)
        for i, line in enumerate(lines):
            ui.text.draw(surface, line, role, theme.PAPER_LIGHT,
                         (rect.centerx, rect.y + (pad + ui.px(6)) // 2 + i * line_h), "midtop")


def main(argv=None) -> int:
    options = parse_args(argv)
    if options.install_desktop or options.uninstall_desktop:
        from . import desktop

        return desktop.run(remove=options.uninstall_desktop)
    app = App(options)
    try:
        return app.run()
    except NoDisplay as exc:
        # no window can open here (a missing video driver, no display to show it on): one line, not a traceback
        pygame.display.quit()
        driver = os.environ.get("SDL_VIDEODRIVER")
        where = f" (SDL_VIDEODRIVER={driver})" if driver else ""
        print(f"cardavia: cannot open a window{where}: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
