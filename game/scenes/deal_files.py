"""Exported deals: one finished deal's record as a versioned JSON file, and back.

A deal file holds what the engine needs to play the deal again, its
``record()`` (game, dealer, deck order, actions), with the time it was saved
and its number in the match.  Files are written atomically into the deals
folder of the user data folder.  Reading never trusts a file: it must be a
Cardavia deal of a known version whose actions the engine accepts in order,
else :class:`DealFileError` says why in the player's words.
"""

from __future__ import annotations

import os
import re
import time
from dataclasses import dataclass
from pathlib import Path

from .. import paths, storage
from ..i18n import N_

FORMAT = "cardavia-deal"
VERSION = 2  # the version of the record inside (game.engine.RECORD_VERSION); 1 is upgraded
MAX_BYTES = 512 * 1024  # a deal is a few kilobytes; anything far larger is not one of ours
MAX_ACTIONS = 500
LIST_LIMIT = 500  # the newest files shown in the list
_STAMP = "%Y-%m-%dT%H:%M:%S"


class DealFileError(Exception):
    """A file that is not a deal Cardavia can replay; ``message`` is a msgid for the player."""

    def __init__(self, message, detail=""):
        super().__init__(detail or message)
        self.message = message
        self.detail = detail


NOT_A_DEAL = N_("This file is not a Cardavia deal.")
UNREADABLE = N_("This deal file could not be read.")
NEWER = N_("This deal was saved by a newer version of Cardavia.")
BAD_MOVES = N_("This deal file is damaged: its moves cannot be replayed.")
NOT_A_FILE = N_("This is a folder or a special file, not a deal file.")
LINKED = N_("This is a link to another file; Cardavia does not follow it.")


@dataclass
class DealFile:
    """A deal file that was read and replayed successfully."""

    path: Path
    game: str
    record: dict  # the engine's record: game, dealer, deck, actions (+ options)
    saved: float  # seconds since the epoch
    number: int | None  # the deal's number in its match, when known
    deal: object  # the engine deal with every action applied

    @property
    def is_over(self):
        return self.deal.is_over

    @property
    def name(self):
        """The file name as shown: bytes that are not UTF-8 escaped (they cannot be drawn)."""
        return storage.display_path(self.path.name)


@dataclass
class BadDealFile:
    """A file in the deals folder that cannot be replayed, and why."""

    path: Path
    error: DealFileError
    saved: float

    @property
    def name(self):
        """The file name as shown: bytes that are not UTF-8 escaped (they cannot be drawn)."""
        return storage.display_path(self.path.name)


# -- writing ----------------------------------------------------------------------
def file_data(deal, number=None, saved=None):
    """The JSON object written for ``deal`` (finished or not)."""
    record = deal.record()
    record["actions"] = list(record["actions"])
    data = {
        "format": FORMAT,
        "game": record["game"],
        "saved": time.strftime(_STAMP, time.localtime(time.time() if saved is None else saved)),
        "record": record,
    }
    if number is not None:
        data["deal_number"] = int(number)
    if deal.is_over:
        data["result"] = deal.result()  # for people reading the file; the game replays instead
    return data


def export_deal(deal, number=None, folder=None, saved=None):
    """Write ``deal`` into the deals folder; the new file's path.

    Raises :class:`storage.WriteFailed` when the folder cannot be written.
    """
    folder = paths.deals_dir() if folder is None else Path(folder)
    saved = time.time() if saved is None else saved
    data = file_data(deal, number, saved)
    stem = f"{data['game']}-{time.strftime('%Y%m%d-%H%M%S', time.localtime(saved))}"
    path = folder / f"{stem}.json"
    n = 1
    while os.path.lexists(path):  # never replaces anything already there, a link included
        n += 1
        path = folder / f"{stem}-{n}.json"
    storage.save_versioned(path, data, VERSION)
    return path


# -- reading ----------------------------------------------------------------------
def _check_record(record, game):
    if not isinstance(record, dict) or record.get("game") != game:
        raise DealFileError(NOT_A_DEAL, "the record is missing or is for another game")
    dealer, deck, actions = record.get("dealer"), record.get("deck"), record.get("actions")
    if not isinstance(dealer, int) or isinstance(dealer, bool):
        raise DealFileError(NOT_A_DEAL, "the dealer is not a seat")
    if not isinstance(deck, list) or not all(isinstance(c, str) for c in deck):
        raise DealFileError(NOT_A_DEAL, "the deck is not a list of cards")
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise DealFileError(NOT_A_DEAL, "the actions are not a list of moves")
    if len(actions) > MAX_ACTIONS:
        raise DealFileError(BAD_MOVES, "too many actions")
    options = record.get("options")
    if options is not None and not isinstance(options, dict):
        raise DealFileError(NOT_A_DEAL, "the options are not an object")
    clean = {"game": game, "dealer": dealer, "deck": list(deck), "actions": list(actions)}
    if options:
        clean["options"] = dict(options)
    return clean


def parse(data, path=Path("deal.json")):
    """A :class:`DealFile` from a file's JSON object; :class:`DealFileError` if unusable."""
    from ..engine import known_games, new_deal, replay, upgrade_record

    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise DealFileError(NOT_A_DEAL, "no cardavia-deal format tag")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise DealFileError(NOT_A_DEAL, "no valid version")
    if version > VERSION:
        raise DealFileError(NEWER, f"version {version}")
    game = data.get("game")
    if game not in known_games():
        raise DealFileError(NOT_A_DEAL, f"unknown game {game!r}")
    record = upgrade_record(_check_record(data.get("record"), game), version)
    try:
        # the deck and dealer first, so a bad pack is told apart from bad moves
        new_deal(game, deck=record["deck"], dealer=record["dealer"], options=record.get("options"))
    except Exception as exc:  # noqa: BLE001 - whatever the engine refuses, the file is not a deal
        raise DealFileError(NOT_A_DEAL, f"the deck or dealer is refused: {exc}") from exc
    try:
        deal = replay(record)
    except Exception as exc:  # noqa: BLE001
        raise DealFileError(BAD_MOVES, str(exc)) from exc
    number = data.get("deal_number")
    if not isinstance(number, int) or isinstance(number, bool) or number < 1:
        number = None
    saved = _saved_time(data.get("saved"), path)
    return DealFile(Path(path), game, record, saved, number, deal)


def _saved_time(text, path):
    if isinstance(text, str):
        try:
            return time.mktime(time.strptime(text[:19], _STAMP))
        except (ValueError, OverflowError):
            pass
    try:
        return os.lstat(path).st_mtime
    except OSError:
        return 0.0


def load_deal_file(path):
    """Read and replay one deal file; :class:`DealFileError` if it cannot be replayed.

    A symbolic link in a deal's place is refused, never followed; a folder,
    FIFO or device is refused without waiting on it.
    """
    path = Path(path)
    try:
        data = storage.read_json(path, limit=MAX_BYTES, follow=False)
    except storage.LinkRefused as exc:
        raise DealFileError(LINKED, str(exc)) from exc
    except storage.NotAFile as exc:
        raise DealFileError(NOT_A_FILE, str(exc)) from exc
    except storage.CorruptFile as exc:
        raise DealFileError(NOT_A_DEAL, str(exc)) from exc
    except storage.StorageError as exc:
        raise DealFileError(UNREADABLE, str(exc)) from exc
    return parse(data, path)


_NAME = re.compile(r"^[^.].*\.json$", re.IGNORECASE)


def list_deal_files(folder=None, limit=LIST_LIMIT):
    """Everything named ``*.json`` in the deals folder, newest first, read or refused.

    Returns :class:`DealFile` and :class:`BadDealFile` items: a folder, FIFO
    or link with a deal's name is listed as refused, not skipped. A missing
    folder is an empty list; one that cannot be listed raises
    :class:`storage.UnreadableFile`.
    """
    folder = paths.deals_dir() if folder is None else Path(folder)
    try:
        with os.scandir(folder) as entries:
            names = [folder / e.name for e in entries if _NAME.match(e.name)]
    except FileNotFoundError:
        return []
    except OSError as exc:
        raise storage.UnreadableFile(f"cannot list {storage.display_path(folder)}: {exc}") from exc

    def mtime(p):
        try:
            return os.lstat(p).st_mtime  # a link's own time: what it points to is never looked at
        except OSError:
            return 0.0

    names.sort(key=mtime, reverse=True)
    out = []
    for path in names[:limit]:
        try:
            out.append(load_deal_file(path))
        except DealFileError as exc:
            out.append(BadDealFile(path, exc, mtime(path)))
    out.sort(key=lambda item: item.saved, reverse=True)
    return out


__all__ = [
    "BadDealFile",
    "DealFile",
    "DealFileError",
    "FORMAT",
    "VERSION",
    "export_deal",
    "file_data",
    "list_deal_files",
    "load_deal_file",
    "parse",
]
