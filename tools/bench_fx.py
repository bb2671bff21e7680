"""Card face speed: drawing a whole pack and re-grading it after a slider move.

Prints each figure next to a plain numpy copy of the same pixels measured in
the same run, so the ratios mean the same on any machine. Targets: a re-grade
within 10x the copy, and a full 48-card re-grade inside one 60 fps frame.

    SDL_VIDEODRIVER=dummy python tools/bench_fx.py [--height 190] [--pack aluette]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game import render  # noqa: E402
from game.render import cache  # noqa: E402

FRAME_MS = 1000.0 / 60.0


def timed(fn, repeat):
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1000.0)
    return statistics.median(times)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pack", default="aluette", choices=render.pack_ids())
    ap.add_argument("--height", type=int, default=190, help="card height in pixels")
    ap.add_argument("--repeat", type=int, default=31)
    args = ap.parse_args(argv)
    pack, h = args.pack, args.height
    codes = render.pack_cards(pack)

    render.clear_cache()
    t0 = time.perf_counter()
    arrays = [render.raw_face_array(pack, c, h) for c in codes]
    draw_ms = (time.perf_counter() - t0) * 1000.0
    t0 = time.perf_counter()
    sheet = cache.sheet(pack, h)
    sheet_ms = (time.perf_counter() - t0) * 1000.0
    pixels = sum(a.shape[0] * a.shape[1] for a in arrays)

    copy_ms = timed(lambda: [a.copy() for a in arrays], args.repeat * 4)

    # a contrast drag at the default grain: each step is a look never seen
    drag = iter([render.Look(contrast=c % 101, grain=50, temperature=50)
                 for c in range(10_000)])
    arrays_ms = timed(lambda: sheet.grade(next(drag)), args.repeat)
    surfaces_ms = timed(lambda: render.warm(pack, h, look=next(drag)), args.repeat)
    # moving the grain slider rebuilds the grain layer as well
    grain = iter([render.Look(grain=g % 101) for g in range(1, 10_000)])
    grain_ms = timed(lambda: sheet.grade(next(grain)), args.repeat)
    per_card_ms = timed(lambda: _per_card(pack, codes, h, next(drag)), max(5, args.repeat // 3))

    w = arrays[0].shape[1]
    print(f"pack {pack}: {len(codes)} cards at {w}x{h} px ({pixels / 1e6:.2f} Mpx)")
    print(f"  baseline: numpy copy of the same pixels  {copy_ms:9.3f} ms")
    print(f"  draw the full pack                       {draw_ms:9.1f} ms"
          f"  = {draw_ms / copy_ms:6.0f}x copy ({draw_ms / len(codes):.1f} ms per card)")
    print(f"  block-code it as a sheet (once)          {sheet_ms:9.1f} ms")
    print(f"  re-grade after a contrast move, arrays   {arrays_ms:9.3f} ms"
          f"  = {arrays_ms / copy_ms:5.1f}x copy (target <= 10x)")
    print(f"  ... and after a grain move               {grain_ms:9.3f} ms"
          f"  = {grain_ms / copy_ms:5.1f}x copy")
    print(f"  re-grade to ready Surfaces               {surfaces_ms:9.3f} ms"
          f"  = {surfaces_ms / copy_ms:5.1f}x copy, {surfaces_ms / FRAME_MS:.0%} of a 60 fps"
          " frame (target <= 100%)")
    print(f"  re-grade card by card (no sheet)         {per_card_ms:9.3f} ms"
          f"  = {per_card_ms / copy_ms:5.1f}x copy")
    ok = arrays_ms <= 10 * copy_ms and surfaces_ms <= FRAME_MS
    print("  targets met" if ok else "  TARGET MISSED")
    return 0


def _per_card(pack, codes, h, look):
    for c in codes:
        entry = cache.raw_face(pack, c, h)
        cache.grade_raw((pack, c, h, False, True), entry, look)


if __name__ == "__main__":
    sys.exit(main())
