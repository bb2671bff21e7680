"""The Linux desktop entry: ``cardavia --install-desktop`` puts Cardavia in the applications menu.

It writes ``cardavia.desktop`` to ``$XDG_DATA_HOME/applications`` (by default
``~/.local/share/applications``) and the icon in four sizes to
``$XDG_DATA_HOME/icons/hicolor/<size>x<size>/apps/cardavia.png``; the entry starts
the very command that installed it (a pipx or venv ``cardavia``, or
``python main.py`` in a checkout) and carries the name and description in every
shipped language. ``cardavia --uninstall-desktop`` removes those files again.
"""

from __future__ import annotations

import os
import shlex
import sys
from pathlib import Path

from . import i18n, paths
from .i18n import N_

APP_ID = "cardavia"
GENERIC_NAME = N_("Card games")
# the product's own line about itself, naming the registered games (comment()); the menu's
# search words are their names too (keywords())
COMMENT = N_("Traditional European card games: {games}")
ICON_SIZES = (48, 64, 128, 256)


def data_home(environ=None) -> Path:
    env = os.environ if environ is None else environ
    value = env.get("XDG_DATA_HOME", "")
    # The spec says a relative value is invalid and must be ignored.
    return Path(value) if value and os.path.isabs(value) else Path.home() / ".local" / "share"


def launch_command(argv0: str | None = None) -> list[str]:
    """How this Cardavia was started, as a command a desktop can run from anywhere."""
    argv0 = sys.argv[0] if argv0 is None else argv0
    script = Path(argv0)
    if script.name in ("cardavia", "cardavia.exe") and script.exists():
        return [str(script.resolve())]
    if script.suffix == ".py" and script.exists():
        return [sys.executable, str(script.resolve())]
    return [sys.executable, "-m", "game"]


def _exec_value(command: list[str]) -> str:
    # Desktop entries quote arguments with double quotes and escape ", `, $ and \ inside them.
    def quote(arg):
        if arg and all(c.isalnum() or c in "/._-+:" for c in arg):
            return arg
        return '"' + "".join("\\" + c if c in '"`$\\' else c for c in arg) + '"'

    return " ".join(quote(arg) for arg in command)


def entry_text(command: list[str]) -> str:
    lines = [
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.4",
        "Name=Cardavia",
        f"GenericName={GENERIC_NAME}",
    ]
    lines += [f"GenericName[{code}]={_in(code, GENERIC_NAME)}" for code in _languages()]
    lines.append(f"Comment={comment(COMMENT, lambda text: text)}")
    lines += [f"Comment[{code}]={comment(_in(code, COMMENT), lambda text, code=code: _in(code, text))}"
              for code in _languages()]
    lines += [
        f"Exec={_exec_value(command)}",
        f"Icon={APP_ID}",
        "Terminal=false",
        "Categories=Game;CardGame;",
        "Keywords=" + "".join(f"{word};" for word in keywords()),
        f"StartupWMClass={APP_ID}",
    ]
    return "\n".join(lines) + "\n"


def comment(line, translate) -> str:
    """The menu's comment ``line`` (already in its language) with the games' names, each
    put in that language by ``translate``."""
    return line.format(games=", ".join(translate(title) for title in _game_titles()))


def _game_titles() -> list[str]:
    from .scenes.table.games import table_game
    from .scenes.tables import playable_games

    return [table_game(game).title for game in playable_games()]


def keywords() -> list[str]:
    """The words the applications menu finds Cardavia by: cards, and every registered game's name."""
    return ["cards"] + _game_titles()


def _languages() -> list[str]:
    return [code for code in i18n.LANGUAGES if code != i18n.DEFAULT_LANGUAGE]


def _in(code: str, message: str) -> str:
    return i18n.load_catalogue(code).gettext(message).replace("\n", " ")


def targets(base: Path) -> list[Path]:
    icons = [base / "icons" / "hicolor" / f"{n}x{n}" / "apps" / f"{APP_ID}.png" for n in ICON_SIZES]
    return [base / "applications" / f"{APP_ID}.desktop", *icons]


def install(base: Path | None = None, command: list[str] | None = None) -> list[Path]:
    """Write the desktop entry and the icons; returns the files written."""
    base = data_home() if base is None else base
    entry, *icons = targets(base)
    for size, target in zip(ICON_SIZES, icons):
        target.parent.mkdir(parents=True, exist_ok=True)
        _write(target, paths.icon_path(size).read_bytes())
    entry.parent.mkdir(parents=True, exist_ok=True)
    _write(entry, entry_text(command or launch_command()).encode("utf-8"))
    return [entry, *icons]


def uninstall(base: Path | None = None) -> list[Path]:
    """Remove what :func:`install` wrote; returns the files removed."""
    base = data_home() if base is None else base
    removed = []
    for target in targets(base):
        if target.is_file():
            target.unlink()
            removed.append(target)
    return removed


def _write(target: Path, data: bytes) -> None:
    tmp = target.with_name(target.name + ".tmp")
    tmp.write_bytes(data)
    os.replace(tmp, target)


def run(remove: bool = False) -> int:
    """The command-line action: report the files, or why nothing was done."""
    if not sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        print("cardavia: desktop entries are for Linux and BSD desktops", file=sys.stderr)
        return 2
    try:
        files = uninstall() if remove else install()
    except OSError as exc:
        print(f"cardavia: {exc}", file=sys.stderr)
        return 1
    for path in files:
        print(("removed " if remove else "") + shlex.quote(str(path)))
    return 0
