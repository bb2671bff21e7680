"""A monkey at the tables: seeded random keys, clicks, wheel and resize events through the real app.

For each game, starts the real :class:`game.app.App` (headless unless a
display is asked for) in a private user folder, opens that game's table and
posts random real pygame events: keys (Tab, arrows, Enter, Space, Escape,
digits, H, L, U, S, F2, F11, PgUp/PgDn…), clicks on the controls on screen
and anywhere else (the hand, the felt, the header), double clicks, wheel
turns, mouse moves and window resizes. Everything the player can reach
gets visited this way: menus, settings, rules, every table, the pause menu,
the replay viewer, statistics, saved deals and the Continue list. When the
monkey has wandered away from the table for a while it opens the table
again; Quit and closing the window take it home instead of ending the run.

A seed replays exactly: frames advance by a fixed 1/60 s, before each frame
the monkey waits for the computer's moves and hints (the table's worker
threads) to finish, so the table sees their answers at the same frame every
time, and the computer's searches are bounded by the worlds they draw, not
by the wall clock (a busy machine would otherwise change their answers). ``--trace`` prints a digest of what every event led to,
to compare two runs.

It reports the events run, every exception (with the seed, game and event
index that replays it; the app is then started again from the saved match),
and the slowest frame (with its event index and screen).

Usage::

    python tools/monkey.py [--seed N] [--events N] [--games belote ...] [--size 1280x800]
                           [--seconds S] [--trace] [--quiet]

``--events`` is per table (default 2000); ``--seconds`` stops each table's
run early after that long. The exit status is 1 when there was an exception.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import pathlib
import random
import sys
import tempfile
import threading
import time
import traceback

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SIZES = [(1024, 600), (1280, 800), (1366, 768), (1600, 900), (1920, 1080), (1100, 700)]
# Worker threads named "table-…" are waited for before each frame, as is each table's worker process.
WORKER_PREFIX = "table-"
AWAY_LIMIT = 250  # events away from the table before it is opened again


def _keys():
    import pygame

    common = [pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN,
              pygame.K_SPACE, pygame.K_RETURN, pygame.K_SPACE, pygame.K_LEFT, pygame.K_RIGHT]
    digits = [getattr(pygame, f"K_{d}") for d in "1234567890"]
    rare = [pygame.K_ESCAPE, pygame.K_h, pygame.K_l, pygame.K_u, pygame.K_s, pygame.K_F2, pygame.K_PAGEUP,
            pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END, pygame.K_a, pygame.K_BACKSPACE]
    return common, digits, rare


class Report:
    def __init__(self, seed):
        self.seed = seed
        self.events = {}
        self.exceptions = []  # (game, index, text)
        self.slowest = (0.0, None, None, None)  # seconds, game, index, screen
        # the same for the frame thread's own CPU time (what the machine's other load cannot inflate)
        self.slowest_cpu = (0.0, None, None, None)
        self.frames = 0
        self.digest = {}


class Monkey:
    def __init__(self, game, seed, report, size=(1280, 800), trace=False, quiet=False):
        self.game = game
        self.seed = seed
        self.rng = random.Random(f"{seed}:{game}")
        self.report = report
        self.size = size
        self.trace = trace
        self.quiet = quiet
        self.app = None
        self.away = 0
        self.index = 0
        self.hash = hashlib.sha1()
        self.common, self.digits, self.rare = _keys()

    # -- the app -------------------------------------------------------------------
    def start(self):
        from game.app import App, parse_args
        from game.scenes import tables

        argv = ["--windowed", "--size", f"{self.size[0]}x{self.size[1]}", "--lang", "en",
                "--seed", str(self.rng.randrange(1, 10**6))]
        self.app = App(parse_args(argv), fps=0)
        self.app.start()
        self.app.quit = self.app.go_home  # Quit and closing the window lead home, the run goes on
        self.app.settings.set("animation_speed", "fast")
        tables.load_tables()
        self.open_table()

    def open_table(self):
        from game.scenes import tables

        scene = tables.table_for(self.app, self.game)
        self.app.push(scene)
        self.app._apply_ops()
        self.away = 0

    def stop(self):
        if self.app is not None:
            try:
                self.app.shutdown()
            except Exception:  # noqa: BLE001 - a broken app is replaced anyway
                pass
            self.app = None

    # -- one frame, waited for ---------------------------------------------------------
    def wait_for_workers(self):
        """Let every computer move and hint asked for finish before the next frame.

        The tables think in the worker process: each table's turn owner is
        asked to wait for the answers of its current state; threads named
        ``table-…`` are waited for as well.
        """
        for scene in list(self.app.stack) if self.app is not None else []:
            turn = getattr(scene, "turn", None)
            if turn is not None:
                turn.wait_until_answered(60)
        for thread in threading.enumerate():
            if thread.name.startswith(WORKER_PREFIX) and thread is not threading.current_thread():
                thread.join(60)

    def frame(self):
        self.wait_for_workers()
        t, cpu = time.perf_counter(), time.thread_time()
        self.app.step(1 / 60)
        spent, spent_cpu = time.perf_counter() - t, time.thread_time() - cpu
        self.report.frames += 1
        if spent > self.report.slowest[0]:
            top = type(self.app.top).__name__ if self.app.top is not None else "-"
            self.report.slowest = (spent, self.game, self.index, top)
        if spent_cpu > self.report.slowest_cpu[0]:
            top = type(self.app.top).__name__ if self.app.top is not None else "-"
            self.report.slowest_cpu = (spent_cpu, self.game, self.index, top)

    # -- events --------------------------------------------------------------------------
    def post(self, etype, **attrs):
        import pygame

        pygame.event.post(pygame.event.Event(etype, **attrs))

    def key(self, key, mod=0):
        import pygame

        self.post(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
        self.post(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)

    def click(self, pos, button=1):
        import pygame

        pos = (int(pos[0]), int(pos[1]))
        self.post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0), touch=False)
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button, touch=False)
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=button, touch=False)

    def targets(self):
        """The interactive controls of the top scene (what a player would aim at)."""
        top = self.app.top
        controls = getattr(top, "controls", None)
        out = []
        for widget in getattr(controls, "widgets", []) or []:
            rect = widget.rect.clip(widget.clip) if getattr(widget, "clip", None) is not None else widget.rect
            if widget.interactive and rect.w > 0 and rect.h > 0:
                out.append(rect)
        return out

    def hand_point(self):
        """Somewhere along the bottom of the felt, where the player's cards are."""
        w, h = self.app.screen.get_size()
        return (self.rng.uniform(0.1, 0.75) * w, self.rng.uniform(0.72, 0.97) * h)

    def random_event(self):
        import pygame

        rng = self.rng
        w, h = self.app.screen.get_size()
        roll = rng.random()
        if roll < 0.30:
            targets = self.targets()
            if targets:
                rect = rng.choice(targets)
                self.click((rect.x + rng.random() * rect.w, rect.y + rng.random() * rect.h))
                return "click-control"
            roll = 0.5
        if roll < 0.42:
            pos = self.hand_point()
            self.click(pos)
            if rng.random() < 0.6:
                self.click(pos)  # select, then play
            return "click-hand"
        if roll < 0.50:
            self.click((rng.random() * w, rng.random() * h), button=rng.choice((1, 1, 1, 3)))
            return "click"
        if roll < 0.70:
            self.key(rng.choice(self.common), pygame.KMOD_SHIFT if rng.random() < 0.1 else 0)
            return "key"
        if roll < 0.78:
            self.key(rng.choice(self.digits))
            return "digit"
        if roll < 0.85:
            key = rng.choice(self.rare)
            self.key(key)
            return "key-rare"
        if roll < 0.91:
            dy = rng.choice((-3, -1, 1, 3))
            self.post(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False, precise_x=0.0, precise_y=float(dy),
                      touch=False)
            return "wheel"
        if roll < 0.97:
            pos = (int(rng.random() * w), int(rng.random() * h))
            self.post(pygame.MOUSEMOTION, pos=pos, rel=(3, 2), buttons=(0, 0, 0), touch=False)
            return "move"
        if roll < 0.995:
            nw, nh = rng.choice(SIZES)
            self.post(pygame.VIDEORESIZE, w=nw, h=nh, size=(nw, nh))
            return "resize"
        self.key(pygame.K_F11)
        return "fullscreen"

    def on_table(self):
        return any(type(s).__name__ == "TableScene" and getattr(s, "game", None) == self.game
                   for s in self.app.stack)

    def fingerprint(self):
        top = self.app.top
        parts = [type(top).__name__ if top is not None else "-", str(self.app.screen.get_size())]
        session = getattr(top, "session", None)
        if session is not None:
            parts.append(f"{session.match.epoch}:{len(session.match.history)}:{len(session.deal.actions)}")
        return "|".join(parts)

    # -- the run -------------------------------------------------------------------------
    def run(self, events, seconds=None):
        start = time.perf_counter()
        self.start()
        counts = self.report.events
        done = 0
        for self.index in range(events):
            if seconds is not None and time.perf_counter() - start > seconds:
                break
            try:
                if not self.on_table():
                    self.away += 1
                    if self.away > AWAY_LIMIT:
                        self.open_table()
                kind = self.random_event()
                counts[kind] = counts.get(kind, 0) + 1
                frames = 1 if self.rng.random() < 0.85 else self.rng.choice((2, 4, 12, 30))
                for _ in range(frames):
                    self.frame()
                self.hash.update(self.fingerprint().encode())
            except Exception:  # noqa: BLE001 - every exception is the report's business
                text = traceback.format_exc()
                self.report.exceptions.append((self.game, self.index, text))
                if not self.quiet:
                    print(f"EXCEPTION seed={self.seed} game={self.game} event={self.index}\n{text}", flush=True)
                self.stop()
                self.start()  # again from the saved match, as a player would
            done += 1
            if not self.quiet and done % 1000 == 0:
                rate = done / (time.perf_counter() - start)
                print(f"  {self.game}: {done} events ({rate:.0f}/s), slowest frame "
                      f"{self.report.slowest[0] * 1000:.0f} ms", flush=True)
        self.stop()
        self.report.digest[self.game] = self.hash.hexdigest()[:16]
        return done


def clockless_searches():
    """Searches stop after their worlds, never after wall-clock seconds: the same answer on any machine."""
    from game.ai import search

    if getattr(search.Budget, "_clockless", False):
        return
    original = search.Budget.__init__

    def init(self, *args, **kwargs):
        original(self, *args, **kwargs)
        self.seconds = None

    search.Budget.__init__ = init
    search.Budget._clockless = True


def run(seed=1, events=2000, games=None, size=(1280, 800), seconds=None, trace=False, quiet=False, home=None):
    """Run the monkey at each table; the :class:`Report`."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game.scenes.tables import playable_games

    clockless_searches()
    report = Report(seed)
    totals = {}
    for game in games or playable_games():
        folder = pathlib.Path(home or tempfile.mkdtemp(prefix="cardavia-monkey-")) / game
        os.environ["CARDAVIA_HOME"] = str(folder)
        totals[game] = Monkey(game, seed, report, size, trace, quiet).run(events, seconds)
    report.totals = totals
    return report


def _size(text):
    w, h = (int(v) for v in text.lower().split("x"))
    return w, h


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--events", type=int, default=2000, help="events per table (default 2000)")
    parser.add_argument("--games", nargs="*", help="tables to visit (default: all)")
    parser.add_argument("--size", type=_size, default=(1280, 800))
    parser.add_argument("--seconds", type=float, help="stop each table's run after this long")
    parser.add_argument("--trace", action="store_true", help="print a digest per table to compare runs")
    parser.add_argument("--quiet", action="store_true")
    args = parser.parse_args(argv)
    t = time.perf_counter()
    report = run(args.seed, args.events, args.games, args.size, args.seconds, args.trace, args.quiet)
    spent = time.perf_counter() - t
    print(f"seed {report.seed}: {sum(report.totals.values())} events in {spent:.0f} s "
          f"({', '.join(f'{g} {n}' for g, n in report.totals.items())}), {report.frames} frames")
    print("events: " + ", ".join(f"{k} {v}" for k, v in sorted(report.events.items())))
    slow = report.slowest
    print(f"slowest frame: {slow[0] * 1000:.0f} ms ({slow[1]}, event {slow[2]}, {slow[3]})")
    slow = report.slowest_cpu
    print(f"slowest frame in CPU time of the frame thread: {slow[0] * 1000:.0f} ms ({slow[1]}, event {slow[2]}, "
          f"{slow[3]})")
    if args.trace:
        for game, digest in report.digest.items():
            print(f"trace {game} {digest}")
    print(f"exceptions: {len(report.exceptions)}")
    for game, index, text in report.exceptions:
        last = text.strip().splitlines()[-1]
        print(f"  seed {report.seed} {game} event {index}: {last}")
    return 1 if report.exceptions else 0


if __name__ == "__main__":
    raise SystemExit(main())
