"""The rules engine: pure game rules, standard library only.

See ``engine-api`` in the specification: ``new_deal``, ``new_match``,
``replay``, ``IllegalAction`` and ``GAMES`` are the public surface.
"""

import importlib
import json
import random

from .cards import PACKS
from .errors import IllegalAction

GAMES = ("aluette", "belote", "schnapsen", "preference")


def _module(game):
    if not isinstance(game, str) or game not in GAMES:
        raise ValueError(f"unknown game {game!r}; known games: {', '.join(GAMES)}")
    return importlib.import_module(f"{__name__}.{game}")


_DEAL_CLASSES = {}


def deal_class(game):
    cls = _DEAL_CLASSES.get(game) if isinstance(game, str) else None
    if cls is None:
        cls = _DEAL_CLASSES[game] = _module(game).DEAL_CLASS
    return cls


_SEED_TYPES = (int, float, str, bytes, bytearray)


def new_deal(game, seed=None, deck=None, dealer=0, options=None):
    """A new deal of ``game``: from an explicit ``deck`` order, else shuffled from ``seed``.

    Bad input (unknown game, a deck that is not a permutation of the pack, a
    dealer out of range, a seed or options of the wrong type) raises
    ``ValueError`` naming the problem.
    """
    cls = deal_class(game)
    if deck is None:
        if seed is not None and not isinstance(seed, _SEED_TYPES):
            raise ValueError(f"a deal seed must be a number or a string, got {type(seed).__name__}")
        deck = list(PACKS[game])
        random.Random(seed).shuffle(deck)
    return cls(deck, dealer, _check_options(options))


def _check_options(options):
    """``options`` as given if it is None or a JSON object with string keys, else ValueError."""
    if options is None:
        return None
    if not isinstance(options, dict) or not all(isinstance(k, str) for k in options):
        raise ValueError(f"deal options must be a dict with string keys, got {options!r}")
    try:
        json.dumps(options)
    except (TypeError, ValueError) as exc:
        raise ValueError(f"deal options must be plain JSON values: {exc}") from None
    return options


def new_match(game, seed=None, options=None):
    return _module(game).MATCH_CLASS(seed, options)


def load_match(data):
    """Rebuild a match from ``Match.to_dict()`` output."""
    if not isinstance(data, dict):
        raise ValueError("a match save must be a JSON object")
    return _module(data.get("game")).MATCH_CLASS.from_dict(data)


# the format of deal records (record()): 2 since every Preference declarer is
# asked about No Aces; a game module's RECORD_UPGRADES brings older records up
RECORD_VERSION = 2


def upgrade_record(record, version):
    """``record`` written in record format ``version``, in today's format.

    Saves and deal files carry the version they were written with; what cannot
    be upgraded is returned unchanged, for :func:`replay` to refuse by name.
    """
    if not isinstance(record, dict) or not isinstance(version, int) or version >= RECORD_VERSION:
        return record
    try:
        upgrades = getattr(_module(record.get("game")), "RECORD_UPGRADES", {})
    except ValueError:
        return record
    for v in range(version, RECORD_VERSION):
        if v in upgrades:
            record = upgrades[v](record)
    return record


def replay(record):
    """Rebuild a deal from its record, re-applying every action in order."""
    if not isinstance(record, dict):
        raise ValueError("a deal record must be a dict")
    for key in ("game", "dealer", "deck", "actions"):
        if key not in record:
            raise ValueError(f"deal record lacks {key!r}")
    if not isinstance(record["actions"], (list, tuple)):
        raise ValueError("the record's actions must be a list")
    deal = deal_class(record["game"])(
        record["deck"], record["dealer"], _check_options(record.get("options"))
    )
    for i, action in enumerate(record["actions"]):
        try:
            deal.apply(action)
        except IllegalAction as exc:
            raise IllegalAction(
                action,
                "bad_record",
                f"action {i} ({action!r}) of the record is not legal: {exc}",
                index=i,
                reason=exc.code,
            ) from exc
    return deal


__all__ = [
    "GAMES",
    "RECORD_VERSION",
    "IllegalAction",
    "new_deal",
    "new_match",
    "load_match",
    "replay",
    "deal_class",
    "upgrade_record",
]
