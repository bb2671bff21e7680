#!/usr/bin/env python3
"""Startup time: from process start to Cardavia's first frame, against a bare pygame window.

Both are measured in the same run, as subprocesses that print the time of
their first flip; the figure that matters is the ratio (target: at most 1.5×).

    python tools/bench_startup.py [--runs 7] [--lang fr]
"""

from __future__ import annotations

import argparse
import os
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
print(f"first-frame {{time.time():.6f}}", file=sys.stderr, flush=True)
pygame.quit()
"""


def first_frame(cmd: list[str], env: dict) -> float:
    start = time.time()
    result = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=120, cwd=ROOT)
    if result.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} failed:\n{result.stderr}")
    for line in result.stderr.splitlines():
        if line.startswith("first-frame "):
            return float(line.split()[1]) - start
    raise SystemExit(f"no first-frame stamp from {' '.join(cmd)}:\n{result.stderr}")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--lang", default="en", help="language of the measured app (en needs no catalogue)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, CARDAVIA_HOME=home, CARDAVIA_STAMP_FIRST_FRAME="1")
        env.setdefault("SDL_VIDEODRIVER", "dummy")
        env.setdefault("SDL_AUDIODRIVER", "dummy")
        app_cmd = [sys.executable, str(ROOT / "main.py"), "--windowed", "--size", f"{SIZE[0]}x{SIZE[1]}",
                   "--frames", "1", "--lang", args.lang]
        base_cmd = [sys.executable, "-c", BASELINE]
        # Warm the file cache once, then alternate so both see the same machine load.
        first_frame(base_cmd, env)
        first_frame(app_cmd, env)
        base, app = [], []
        for _ in range(args.runs):
            base.append(first_frame(base_cmd, env))
            app.append(first_frame(app_cmd, env))
    b, a = statistics.median(base), statistics.median(app)
    print(f"bare pygame window    : {b * 1000:7.1f} ms  (median of {args.runs})")
    print(f"Cardavia first frame  : {a * 1000:7.1f} ms  (median of {args.runs}, --lang {args.lang})")
    print(f"ratio                 : {a / b:7.2f}×   (target ≤ 1.5×)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
