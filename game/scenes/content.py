"""The traditions and rules shown by the menus, read from ``assets/``.

``assets/traditions.json`` lists the traditions and their games;
``assets/rules/<game>.json`` holds each game's rules as numbered sections of
paragraphs and ``- `` bullet items. Every text is an English msgid; translate
it with ``_()`` where it is shown. Bullet items are translated without their
``- `` marker (the extraction tool writes them so).
"""

from __future__ import annotations

import json
import threading
import urllib.parse
from dataclasses import dataclass, field
from pathlib import Path

from .. import paths


class ContentError(Exception):
    """The traditions or a rules file is missing or malformed."""


@dataclass(frozen=True)
class Game:
    id: str
    name: str
    subtitle: str = ""
    players: int = 0
    summary: str = ""
    description: str = ""
    wikipedia: dict = field(default_factory=dict)


def _titles(obj) -> dict:
    wiki = obj.get("wikipedia") or {}
    if not isinstance(wiki, dict):
        return {}
    return {k: v for k, v in wiki.items() if isinstance(k, str) and isinstance(v, str) and v}


@dataclass(frozen=True)
class Tradition:
    id: str
    name: str
    region: str
    country: str
    cards: int
    pack: str
    description: str
    wikipedia: dict = field(default_factory=dict)
    games: tuple = ()


@dataclass(frozen=True)
class Content:
    traditions: tuple
    games: dict

    def tradition(self, tradition_id: str) -> Tradition | None:
        return next((t for t in self.traditions if t.id == tradition_id), None)

    def tradition_of_game(self, game_id: str) -> Tradition | None:
        return next((t for t in self.traditions if game_id in t.games), None)


#: a rules block that shows cards as pictures: ``"[cards] 3O 3C 2O"`` (card codes, no words)
CARDS_BLOCK = "[cards]"


@dataclass(frozen=True)
class Block:
    text: str
    bullet: bool = False
    cards: tuple = ()  # the card codes pictured, in order


@dataclass(frozen=True)
class Section:
    heading: str
    blocks: tuple


@dataclass(frozen=True)
class Rules:
    game: str
    sections: tuple


_cache: dict[tuple, object] = {}


def _read(path: Path):
    try:
        stamp = path.stat().st_mtime_ns
    except OSError as exc:
        raise ContentError(f"{path.name} is missing") from exc
    key = (str(path), stamp)
    if key not in _cache:
        try:
            _cache[key] = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, ValueError) as exc:
            raise ContentError(f"{path.name} cannot be read: {exc}") from exc
    return _cache[key]


def _text(obj, key, required=True) -> str:
    value = obj.get(key, "")
    if not isinstance(value, str) or (required and not value):
        raise ContentError(f"field {key!r} must be a non-empty string")
    return value


def load_content(path=None) -> Content:
    """The traditions and games (cached while the file is unchanged)."""
    data = _read(Path(path) if path else paths.traditions_path())
    try:
        games = {}
        for gid, g in data["games"].items():
            players = g.get("players", 0)
            games[gid] = Game(
                id=gid,
                name=_text(g, "name"),
                subtitle=_text(g, "subtitle", False),
                players=players if isinstance(players, int) else 0,
                summary=_text(g, "summary", False),
                description=_text(g, "description", False),
                wikipedia=_titles(g),
            )
        traditions = []
        for t in data["traditions"]:
            cards = t.get("cards", 0)
            traditions.append(Tradition(
                id=_text(t, "id"),
                name=_text(t, "name"),
                region=_text(t, "region", False),
                country=_text(t, "country", False),
                cards=cards if isinstance(cards, int) else 0,
                pack=_text(t, "pack", False) or t["id"],
                description=_text(t, "description", False),
                wikipedia=_titles(t),
                games=tuple(g for g in t.get("games", ()) if g in games),
            ))
    except (KeyError, TypeError, AttributeError) as exc:
        raise ContentError(f"traditions data is malformed: {exc!r}") from exc
    return Content(tuple(traditions), games)


def load_rules(game: str, path=None) -> Rules:
    data = _read(Path(path) if path else paths.rules_path(game))
    try:
        sections = []
        for sec in data["sections"]:
            blocks = []
            for raw in sec.get("blocks", ()):
                if not isinstance(raw, str):
                    raise TypeError("a block must be a string")
                if raw.startswith(CARDS_BLOCK):
                    blocks.append(Block("", cards=tuple(raw[len(CARDS_BLOCK):].split())))
                elif raw.startswith("- "):
                    blocks.append(Block(raw[2:].strip(), True))
                elif raw.strip():
                    blocks.append(Block(raw.strip()))
            sections.append(Section(_text(sec, "heading"), tuple(blocks)))
    except (KeyError, TypeError, AttributeError) as exc:
        raise ContentError(f"rules of {game} are malformed: {exc!r}") from exc
    return Rules(game, tuple(sections))


def wikipedia_url(titles: dict, language: str) -> str | None:
    """The article in ``language`` when the data names one, else the English one."""
    lang = language if language in titles else "en"
    title = titles.get(lang)
    if not title:
        return None
    slug = urllib.parse.quote(title.replace(" ", "_"), safe="_()',-")
    return f"https://{lang}.wikipedia.org/wiki/{slug}"


def copy_to_clipboard(text: str) -> bool:
    """Put ``text`` on the system clipboard; False where there is none (a headless session)."""
    try:
        import pygame  # put_text/get_text use SDL's clipboard directly (pygame-ce 2.2 and later)

        if not pygame.display.get_init():
            return False
        pygame.scrap.put_text(text)
        return pygame.scrap.get_text() == text
    except Exception:  # noqa: BLE001 - a missing clipboard must never stop the game
        return False


def open_in_browser(url: str) -> threading.Thread:
    """Open ``url`` in the system browser without blocking the frame loop."""

    def run():
        import webbrowser

        try:
            webbrowser.open(url)
        except Exception:  # noqa: BLE001 - a missing browser must never stop the game
            pass

    thread = threading.Thread(target=run, name="open-url", daemon=True)
    thread.start()
    return thread
