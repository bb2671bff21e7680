"""Kill -9 at random moments during play and saves, start again, and count what was lost.

Each round starts the real app in a child process on one user folder (the
same folder every round): it resumes a saved match through *Continue* on the
home screen when there is one (else opens a table), then plays it with the
monkey's random events (see ``tools/monkey.py``), while also changing a
setting and counting a result in the statistics every few events, so the
settings, statistics and saved-match files are all being written when the
kill comes. After a random delay (startup included) the child gets SIGKILL.

The child keeps a journal (appended, one line per step, never synced: a
kill cannot lose what the kernel already has) of every file write it
starts and finishes, with a hash of the text. After the kill each file must
be exactly the last version whose write finished, or a version whose write
had started since (or gone, when its removal had started): anything else —
a missing, damaged or older file, a file kept aside as ``.bad-``, a saved
match that *Continue* cannot resume in the next round — is a loss.

Usage: ``python tools/killtest.py [--kills N] [--seed S] [--home DIR] [--max-delay S]``
(exit status 1 when anything was lost).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import pathlib
import random
import signal
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

JOURNAL = "killtest-journal.txt"
ABSENT = "absent"


def digest(text: str | bytes | None) -> str:
    if text is None:
        return ABSENT
    if isinstance(text, str):
        text = text.encode("utf-8")
    return hashlib.sha1(text).hexdigest()[:16]


def file_digest(path) -> str:
    try:
        return digest(pathlib.Path(path).read_bytes())
    except FileNotFoundError:
        return ABSENT
    except OSError as exc:
        return f"unreadable:{exc.errno}"


# --- the child: play, save, keep a journal --------------------------------------------

class Journal:
    def __init__(self, path):
        self.fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)

    def line(self, *parts):
        os.write(self.fd, (" ".join(str(p) for p in parts) + "\n").encode())


def child(home, seed, journal_path):
    os.environ["CARDAVIA_HOME"] = home
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import monkey

    from game import saves, storage
    from game.scenes.tables import playable_games

    journal = Journal(journal_path)
    real_write = storage.write_text
    real_perform = saves.Writer._perform

    def name_of(path):
        return pathlib.Path(path).resolve().relative_to(pathlib.Path(home).resolve()).as_posix()

    def write_text(path, text):
        if pathlib.Path(path).name.startswith("match"):
            return real_write(path, text)  # journaled by the writer below
        journal.line("start", name_of(path), digest(text))
        real_write(path, text)
        journal.line("done", name_of(path), digest(text))

    def perform(self, path, text):
        journal.line("start", name_of(path), digest(text))
        ok = real_perform(self, path, text)
        journal.line("done" if ok else "failed", name_of(path), digest(text))
        return ok

    storage.write_text = write_text
    saves.Writer._perform = perform
    monkey.clockless_searches()
    rng = random.Random(seed)

    class Player(monkey.Monkey):
        def start(self):
            from game.app import App, parse_args
            from game.scenes import tables
            from game.scenes.saved_matches import ContinueScene

            argv = ["--windowed", "--size", "1024x600", "--lang", "en", "--seed", str(rng.randrange(1, 10**6))]
            self.app = App(parse_args(argv), fps=0)
            self.app.start()
            self.app.quit = self.app.go_home
            self.app.settings.set("animation_speed", "instant")
            tables.load_tables()
            home = self.app.top
            home.refresh()
            if home.resume.enabled:
                expected = {s.game: s.data for s in saves.saved_matches()}
                home.continue_match()
                self.app._apply_ops()
                top = self.app.top
                if isinstance(top, ContinueScene):
                    top.open(rng.choice(top.matches))
                    self.app._apply_ops()
                    top = self.app.top
                session = getattr(top, "session", None)
                if session is None or session.match.to_dict()["deals"] != expected[session.game]["deals"]:
                    journal.line("resume-failed", type(top).__name__)
                else:
                    journal.line("resumed", session.game)
                self.game = getattr(top, "game", self.game)
            else:
                self.open_table()
            journal.line("ready")

    player = Player(rng.choice(playable_games()), seed, monkey.Report(seed), size=(1024, 600), quiet=True)
    player.start()
    from game.scenes.table.stats import Stats

    n = 0
    while True:
        n += 1
        player.index = n
        if not player.on_table():
            player.away += 1
            if player.away > 60:
                player.open_table()
        player.random_event()
        player.frame()
        if n % 7 == 0:
            player.app.settings.set("contrast", rng.randrange(101))
        if n % 11 == 0:
            Stats().add(player.game, rng.choice(("won", "lost", "drawn")), key=f"kill:{seed}:{n}")


# --- the parent: kill, check, count ----------------------------------------------------------

def check(home, journal_path, before, resumed_expected):
    """The losses found after a kill: a list of short descriptions."""
    losses = []
    lines = []
    try:
        lines = pathlib.Path(journal_path).read_text().splitlines()
    except FileNotFoundError:
        pass
    names = set(before)
    for line in lines:
        parts = line.split()
        if parts and parts[0] in ("start", "done", "failed"):
            names.add(parts[1])
    for name in sorted(names):
        allowed = {before.get(name, ABSENT)}
        for line in lines:
            parts = line.split()
            if len(parts) != 3 or parts[1] != name:
                continue
            if parts[0] == "done":
                allowed = {parts[2]}  # finished: nothing older may come back
            elif parts[0] == "start":
                allowed.add(parts[2])
        now = file_digest(pathlib.Path(home) / name)
        if now not in allowed:
            losses.append(f"{name}: found {now}, expected one of {sorted(allowed)}")
    for folder in ("data", "config"):
        for bad in (pathlib.Path(home) / folder).glob("*.bad-*"):
            losses.append(f"kept aside: {bad.name}")
            bad.unlink()
    if resumed_expected and any(line.startswith("resume-failed") for line in lines):
        losses.append("Continue did not resume the saved match")
    return losses


def snapshot(home):
    """Every JSON file of the user folder (settings, saves, statistics, exported deals) by its path."""
    home = pathlib.Path(home)
    return {p.relative_to(home).as_posix(): file_digest(p) for p in home.rglob("*.json") if p.is_file()}


def run(kills=20, seed=1, home=None, max_delay=5.0, quiet=False):
    """Kill ``kills`` times; returns (kills done, losses, rounds that resumed a match, temp files seen)."""
    home = home or tempfile.mkdtemp(prefix="cardavia-kill-")
    pathlib.Path(home).mkdir(parents=True, exist_ok=True)
    rng = random.Random(seed)
    losses = []
    resumed = 0
    env = dict(os.environ, CARDAVIA_HOME=home, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    for i in range(kills):
        journal = pathlib.Path(home) / JOURNAL
        journal.unlink(missing_ok=True)
        before = snapshot(home)
        had_match = any(pathlib.Path(n).name.startswith("match-") for n in before)
        proc = subprocess.Popen([sys.executable, __file__, "--child", "--seed", f"{seed}.{i}", "--home", home],
                                env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        delay = rng.uniform(0.2, max_delay)
        try:
            proc.wait(delay)
            err = proc.stderr.read().decode(errors="replace")
            losses.append(f"round {i}: the child ended by itself ({proc.returncode}): {err.strip()[-300:]}")
        except subprocess.TimeoutExpired:
            os.kill(proc.pid, signal.SIGKILL)
            proc.wait()
        proc.stderr.close()
        found = check(home, journal, before, had_match)
        text = journal.read_text() if journal.exists() else ""
        resumed += "resumed" in text
        for loss in found:
            losses.append(f"round {i} (after {delay:.2f} s): {loss}")
        if not quiet:
            state = "ok" if not found else "LOST " + "; ".join(found)
            writes = text.count("\ndone ") + text.startswith("done ")
            print(f"kill {i + 1}/{kills} after {delay:.2f} s: {writes} writes finished, "
                  f"{'resumed' if 'resumed' in text else 'new table'}: {state}", flush=True)
    return kills, losses, resumed, home


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=20)
    parser.add_argument("--seed", default="1")
    parser.add_argument("--home", help="the user folder (default: a new temporary one)")
    parser.add_argument("--max-delay", type=float, default=5.0, help="longest time before a kill (s)")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        child(args.home, args.seed, pathlib.Path(args.home) / JOURNAL)
        return 0
    kills, losses, resumed, home = run(args.kills, args.seed, args.home, args.max_delay)
    temps = [p.name for folder in ("data", "config") for p in (pathlib.Path(home) / folder).glob(".*.tmp")]
    print(f"{kills} kills, {len(losses)} losses, {resumed} restarts resumed a saved match through Continue; "
          f"temporary files left now: {len(temps)} (removed at the next start); folder {home}")
    for loss in losses:
        print("  " + loss)
    print(json.dumps({"kills": kills, "losses": len(losses), "resumed": resumed}))
    return 1 if losses else 0


if __name__ == "__main__":
    raise SystemExit(main())
