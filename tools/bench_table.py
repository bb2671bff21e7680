"""Frame time of each card table, next to a bare fill-and-flip baseline of the same size.

For every game, opens its table in a 1920x1080 window (headless unless
SDL_VIDEODRIVER says otherwise), plays on until the player holds a full hand
with a trick in play, and times whole frames of the app (events, update,
draw, flip): first with everything still, then with cards gliding across
the table and turning over all the time, and for information a frame that
repaints the whole table (what happens once when a card is played or a
panel opens).  The baseline, measured in the same run, is a frame that only
fills the window and flips it.  Times are the median frame of several rounds
of wall-clock time.

A last row per table shows the frames while a strong search runs (the hint's
search, asked again as soon as it answers), cards moving all the while: the
search runs in the worker process, so the frame loop keeps its pace.  Its p95
and slowest frame are printed next to the same scene without a search, and,
for comparison, with the search in a thread of the window's process.

Usage: ``python tools/bench_table.py [--size WxH] [--frames N] [--game NAME ...] [--check]``
(``--check`` exits with status 1 when a table misses the targets: at most
2x the baseline and at least 120 frames per second; during a search p95 at
most 1.25x the idle p95 and no frame over 50 ms).
"""

import argparse
import os
import pathlib
import statistics
import sys
import tempfile
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("CARDAVIA_HOME", tempfile.mkdtemp(prefix="cardavia-bench-"))

import pygame  # noqa: E402

if str(pathlib.Path(__file__).resolve().parent) not in sys.path:
    sys.path.append(str(pathlib.Path(__file__).resolve().parent))  # the tools' shared --plugin option
import plugins  # noqa: E402

from game.ai.jobs import Job  # noqa: E402
from game.app import App, parse_args  # noqa: E402
from game.engine import known_games  # noqa: E402

MAX_RATIO = 2.0
MIN_FPS = 120.0
SEARCH_P95_RATIO = 1.25
SEARCH_MAX_FRAME = 0.050


def median_frame(step, frames, rounds=5):
    """Median seconds per frame over ``rounds`` rounds of ``frames`` frames."""
    times = []
    for _ in range(rounds):
        for _ in range(frames):
            t0 = time.perf_counter()
            step()
            times.append(time.perf_counter() - t0)
    return statistics.median(times)


def baseline(screen, frames):
    colour = [(18, 84, 52), (20, 86, 54)]

    def step():
        screen.fill(colour[0])
        pygame.display.flip()
        colour.reverse()

    return median_frame(step, frames)


def table_at_trick(app, game, seed=7):
    """A table where the player is to play, hand full enough, a trick on the table."""
    from game.scenes.table import TableScene
    from game.scenes.table import decisions as D

    for s in range(seed, seed + 40):
        scene = TableScene(game, seed=s)
        app.push(scene)
        app._apply_ops()
        for _ in range(4000):
            view = scene.view
            if scene.modal is not None:
                break
            if scene._human_turn() and scene._idle():
                if view.trick and D.playable(view) and view.phase == "play":
                    # warm the pictures this frame will need, as a still table does anyway
                    while scene.images.work(0.05):
                        pass
                    return scene
                if D.playable(view):
                    scene.try_card(next(c for c in view.hand if c in D.playable(view)))
                else:
                    scene.do_action(scene.decision.options[-1].key if scene.decision else view.legal[0])
            app.step(1 / 60)
        app.pop(scene)
        app._apply_ops()
    raise SystemExit(f"bench_table: no trick in play found for {game}")


def keep_moving(scene):
    """Before each frame: if nothing glides, send the trick's cards and a hand card on a trip."""
    from game.scenes.table.tween import Tween

    def prepare():
        now = scene.clock
        if scene.sprites.busy(now):
            return
        lay = scene.lay
        for seat, card in scene.view.trick:
            sprite = scene.sprites.sprites.get(card)
            if sprite is None:
                continue
            start = lay.seats[seat].hand
            sprite.tween = Tween(start, sprite.box, now, 0.3)
            sprite.flip_from, sprite.rot_from = None, sprite.rot
            sprite.flip_t0, sprite.flip_t1 = now, now + 0.2
        card = scene.view.hand[0]
        sprite = scene.sprites.sprites[card]
        sprite.tween = Tween(lay.deck, sprite.box, now, 0.3)

    return prepare


def frame_times(step, frames):
    times = []
    for _ in range(frames):
        t0 = time.perf_counter()
        step()
        times.append(time.perf_counter() - t0)
    return times


def p95(times):
    return statistics.quantiles(times, n=20)[-1]


def searching(scene, thinker, prepare):
    """A frame step that keeps a strong search running in ``thinker`` (None: no search)."""
    job = [None]
    obs = scene.session.observation(0)

    def step():
        if thinker is not None and (job[0] is None or thinker.poll(job[0]) is not None):
            job[0] = thinker.submit(Job.hint(scene.game, obs))
        prepare()
        scene.app.step(1 / 120)

    def stop():
        if thinker is not None and job[0] is not None:
            thinker.cancel(job[0])

    return step, stop


def search_rows(app, scene, frames):
    """(label, times) for the scene moving idle, with a search in the worker process, and in a thread."""
    from game.ai.process import Thinker, shared_thinker

    prepare = keep_moving(scene)
    rows = []
    process = shared_thinker()
    warm = process.submit(Job.move(scene.game, "easy", scene.session.observation(0), "warm"))
    process.wait(warm, 60)
    thread = Thinker(use_process=False)
    for label, thinker in (("idle", None), ("search in worker process", process),
                           ("search in a thread (for comparison)", thread)):
        step, stop = searching(scene, thinker, prepare)
        for _ in range(10):
            step()  # the search is under way before the count starts
        rows.append((label, frame_times(step, frames)))
        stop()
    thread.close()
    return rows


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size", default="1920x1080")
    ap.add_argument("--frames", type=int, default=60)
    plugins.add_option(ap)
    plugins.preload(argv)
    ap.add_argument("--game", action="append", choices=known_games())
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args(argv)
    w, h = (int(v) for v in args.size.lower().split("x"))
    app = App(parse_args(["--windowed", "--size", f"{w}x{h}", "--lang", "en"]), fps=0)
    app.start()
    app.settings.set("animation_speed", "normal")
    base = baseline(app.screen, args.frames)
    print(f"window {w}x{h}, driver {pygame.display.get_driver()}")
    print(f"{'baseline fill+flip':<28} {base * 1000:7.3f} ms  {1 / base:8.0f} fps")
    failed = False
    for game in args.game or known_games():
        scene = table_at_trick(app, game)
        # the player thinks: nothing moves, the AI waits
        still = median_frame(lambda: app.step(1 / 120), args.frames)
        prepare = keep_moving(scene)

        def moving_step(prepare=prepare):
            prepare()
            app.step(1 / 120)

        moving = median_frame(moving_step, args.frames)

        def repaint_step(scene=scene):
            scene.touch()
            app.step(1 / 120)

        # what a frame costs when the table changes (a card played, a panel opened)
        repaint = median_frame(repaint_step, max(10, args.frames // 3))
        for label, t, target in ((f"{game} still", still, True), (f"{game} cards moving", moving, True),
                                 (f"{game} full repaint", repaint, False)):
            ratio = t / base
            ok = ratio <= MAX_RATIO and 1 / t >= MIN_FPS
            if target:
                failed |= not ok
                verdict = "ok" if ok else "MISSES TARGET"
            else:
                verdict = "(once per change)" if 1 / t >= MIN_FPS else "(once per change, slow)"
            print(f"{label:<28} {t * 1000:7.3f} ms  {1 / t:8.0f} fps  {ratio:5.2f}x baseline  {verdict}")
        rows = search_rows(app, scene, max(200, args.frames * 5))
        idle_p95 = p95(rows[0][1])
        for label, times in rows:
            ratio = p95(times) / idle_p95
            verdict = ""
            if label.startswith("search in worker"):
                ok = ratio <= SEARCH_P95_RATIO and max(times) <= SEARCH_MAX_FRAME
                failed |= not ok
                verdict = "ok" if ok else "MISSES TARGET"
            print(f"{game + ' moving, ' + label:<52} p95 {p95(times) * 1000:7.3f} ms ({ratio:4.2f}x idle p95)"
                  f"  max {max(times) * 1000:7.2f} ms  {verdict}")
        app.pop(scene)
        app._apply_ops()
    app.shutdown()
    return 1 if (failed and args.check) else 0


if __name__ == "__main__":
    raise SystemExit(main())
