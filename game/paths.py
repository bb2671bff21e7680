"""Where Cardavia finds its files.

Assets (fonts, traditions, rules) and catalogues live beside the package, so the
game works from any working directory. Per-user files (settings, the saved
match, statistics) go to the platform's config and data folders; setting
``CARDAVIA_HOME`` puts both under one folder instead (tests use this).
"""

from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "Cardavia"
HOME_ENV = "CARDAVIA_HOME"

PACKAGE_DIR = Path(__file__).resolve().parent
ROOT_DIR = PACKAGE_DIR.parent


def assets_dir() -> Path:
    return ROOT_DIR / "assets"


def asset_path(*parts: str) -> Path:
    return assets_dir().joinpath(*parts)


def fonts_dir() -> Path:
    return assets_dir() / "fonts"


def font_path(name: str) -> Path:
    """A shipped font by file stem, e.g. ``font_path("DejaVuSerif-Bold")``."""
    return fonts_dir() / f"{name}.ttf"


def i18n_dir() -> Path:
    return ROOT_DIR / "i18n"


def catalogue_path(lang: str) -> Path:
    return i18n_dir() / lang / "LC_MESSAGES" / "cardavia.po"


def traditions_path() -> Path:
    return assets_dir() / "traditions.json"


def rules_dir() -> Path:
    return assets_dir() / "rules"


def rules_path(game: str) -> Path:
    return rules_dir() / f"{game}.json"


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
