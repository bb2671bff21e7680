"""Where Cardavia finds its files.

Assets (fonts, traditions, rules, icons) and catalogues are package data: an
installed Cardavia (wheel, ``pip install .``, pipx) carries them inside the
package as ``game/assets`` and ``game/locale`` (``pyproject.toml`` maps the
repository's top-level ``assets/`` and ``i18n/`` there at build time), found
with :mod:`importlib.resources`. A source checkout or an editable install has no
such folders and reads the repository's own. Either way the game works from any
working directory.

Per-user files (settings, the saved match, statistics) go to the platform's
config and data folders, compiled catalogues to its cache folder; setting
``CARDAVIA_HOME`` puts all of them under one folder instead (tests use this).
"""

from __future__ import annotations

import os
from functools import cache
from importlib import resources
from pathlib import Path

APP_NAME = "Cardavia"
HOME_ENV = "CARDAVIA_HOME"

PACKAGE_DIR = Path(__file__).resolve().parent
ROOT_DIR = PACKAGE_DIR.parent


@cache
def _package_data(installed: str, source: str) -> Path:
    """The installed data folder ``game/<installed>``, else the checkout's ``<source>``."""
    packaged = resources.files(__package__).joinpath(installed)
    if packaged.is_dir():
        # Wheels are always unpacked, so the resource is a real folder that fonts can be opened from.
        return Path(str(packaged))
    return ROOT_DIR / source


def assets_dir() -> Path:
    return _package_data("assets", "assets")


def asset_path(*parts: str) -> Path:
    return assets_dir().joinpath(*parts)


def fonts_dir() -> Path:
    return assets_dir() / "fonts"


def font_path(name: str) -> Path:
    """A shipped font by file stem, e.g. ``font_path("DejaVuSerif-Bold")``."""
    return fonts_dir() / f"{name}.ttf"


def i18n_dir() -> Path:
    return _package_data("locale", "i18n")


def catalogue_path(lang: str) -> Path:
    return i18n_dir() / lang / "LC_MESSAGES" / "cardavia.po"


def traditions_path() -> Path:
    return assets_dir() / "traditions.json"


def rules_dir() -> Path:
    return assets_dir() / "rules"


def rules_path(game: str) -> Path:
    """The rules page of ``game``: the file its descriptor names (a name in the shipped
    rules folder, or a path of its own for a game added at run time)."""
    from .engine import descriptor

    try:
        rules = descriptor(game).rules or game
    except ValueError:
        rules = game
    if os.path.isabs(str(rules)):
        return Path(rules)
    return rules_dir() / f"{rules}.json"


def icon_path(size: int = 256) -> Path:
    """The Cardavia icon as a square PNG (48, 64, 128 or 256 pixels)."""
    return assets_dir() / "icons" / f"cardavia-{size}.png"


def _home_override() -> Path | None:
    value = os.environ.get(HOME_ENV)
    return Path(value).expanduser() if value else None


def config_dir() -> Path:
    home = _home_override()
    if home is not None:
        return home / "config"
    import platformdirs  # imported lazily: only needed once a user file is touched

    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    home = _home_override()
    if home is not None:
        return home / "data"
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def cache_dir() -> Path:
    """Files Cardavia can always make again (compiled catalogues)."""
    home = _home_override()
    if home is not None:
        return home / "cache"
    import platformdirs

    return Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))


def settings_path() -> Path:
    return config_dir() / "settings.json"


def saved_match_path(game: str | None = None) -> Path:
    """The match in progress at the table of ``game``, written after every action.

    One file per game (``match-<game>.json``); without a game, the single
    ``match.json`` of earlier versions, which :mod:`game.saves` moves to its
    game's file.
    """
    if game is None:
        return data_dir() / "match.json"
    return data_dir() / f"match-{game}.json"


def stats_path() -> Path:
    return data_dir() / "stats.json"


def deals_dir() -> Path:
    """Exported deal records (``Export deal`` at the table), one JSON file each."""
    return data_dir() / "deals"
