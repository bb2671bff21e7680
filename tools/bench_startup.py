#!/usr/bin/env python3
"""Startup time: from process start to Cardavia's first frame, against a bare pygame window.

Both are measured in the same run, as subprocesses that print the time of
their first flip, in pairs run back to back; the figure that matters is the
median of the pairs' ratios (target: at most 1.2×), for every language by
default. Beside it, the ratio of the CPU time each process had used by its
first frame, which a busy machine disturbs much less than the wall-clock time.

Catalogues are compiled into the cache folder by the warm-up start, as they
are by a player's first start, and so is the bytecode of the modules;
``--cold`` measures the first start of a language instead (the catalogue cache
emptied before every run).

    python tools/bench_startup.py [--runs 7] [--lang fr] [--cold]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SIZE = (1280, 800)

BASELINE = f"""
import os, sys, time
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame
pygame.init()
screen = pygame.display.set_mode({SIZE!r}, pygame.RESIZABLE)
screen.fill((243, 236, 222))
pygame.display.flip()
print(f"first-frame {{time.time():.6f}} {{time.process_time():.6f}}", file=sys.stderr, flush=True)
pygame.quit()
"""


def first_frame(cmd: list[str], env: dict) -> tuple[float, float]:
    """(wall seconds from launch, CPU seconds of the process) at the first frame."""
    start = time.time()
    result = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=120, cwd=ROOT)
    if result.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} failed:\n{result.stderr}")
    for line in result.stderr.splitlines():
        if line.startswith("first-frame "):
            _tag, wall, cpu = line.split()
            return float(wall) - start, float(cpu)
    raise SystemExit(f"no first-frame stamp from {' '.join(cmd)}:\n{result.stderr}")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--lang", default="all", help="language of the measured app, or all (default)")
    parser.add_argument("--cold", action="store_true", help="empty the catalogue cache before each start")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    from game.i18n import LANGUAGES

    langs = list(LANGUAGES) if args.lang == "all" else [args.lang]
    rows = []
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, CARDAVIA_HOME=home, CARDAVIA_STAMP_FIRST_FRAME="1")
        # A player's Python keeps compiled bytecode (pip writes it at install time, a checkout on
        # its first start): let the warm-up start write it here too.
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env.setdefault("SDL_VIDEODRIVER", "dummy")
        env.setdefault("SDL_AUDIODRIVER", "dummy")
        base_cmd = [sys.executable, "-c", BASELINE]
        cache = Path(home) / "cache"
        for lang in langs:
            app_cmd = [sys.executable, str(ROOT / "main.py"), "--windowed", "--size", f"{SIZE[0]}x{SIZE[1]}",
                       "--frames", "1", "--lang", lang]
            # Warm the file cache once, then alternate so both see the same machine load.
            first_frame(base_cmd, env)
            first_frame(app_cmd, env)
            base, app = [], []
            for _ in range(args.runs):
                base.append(first_frame(base_cmd, env))
                if args.cold:
                    shutil.rmtree(cache, ignore_errors=True)
                app.append(first_frame(app_cmd, env))
            # Each pair ran back to back, so its ratio saw one machine load: report their median.
            wall = statistics.median(a[0] / b[0] for a, b in zip(app, base))
            cpu = statistics.median(a[1] / b[1] for a, b in zip(app, base))
            rows.append((lang, statistics.median(b[0] for b in base), statistics.median(a[0] for a in app),
                         wall, cpu))
    kind = "first start, cache emptied" if args.cold else "catalogue compiled once"
    print(f"start to first frame at {SIZE[0]}x{SIZE[1]}, median of {args.runs} ({kind}); target ≤ 1.2×")
    print("language   bare pygame   Cardavia   ratio   (CPU time ratio)")
    for lang, b, a, wall, cpu in rows:
        print(f"{lang:8} {b * 1000:10.1f} ms {a * 1000:7.1f} ms {wall:6.2f}×   ({cpu:.2f}×)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
