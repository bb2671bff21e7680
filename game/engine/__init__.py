"""The rules engine: pure game rules, standard library only.

See ``engine-api`` in the specification: ``new_deal``, ``new_match``,
``replay``, ``IllegalAction`` and ``GAMES`` are the public surface.
"""

import importlib
import math
import random

from .cards import PACKS, register_pack
from .errors import IllegalAction, shown

GAMES = ("aluette", "belote", "schnapsen", "preference")

# games added at run time (a new game's module, or a test's): name -> module
_PLUGINS = {}


def register_game(module):
    """Add a game: a module with ``GAME`` (a GameInfo), ``DEAL_CLASS`` and ``MATCH_CLASS``."""
    info = module.GAME
    if info.name in GAMES:
        raise ValueError(f"{info.name!r} is already a game")
    _PLUGINS[info.name] = module
    register_pack(info.name, info.pack)
    _DEAL_CLASSES.pop(info.name, None)


def unregister_game(name):
    _PLUGINS.pop(name, None)
    _DEAL_CLASSES.pop(name, None)


def seat_points(game, result):
    """A finished deal's value for each seat, in the game's own scoring (tools compare sides with it)."""
    return _module(game).seat_points(result)


def plugin_module(game):
    """The import name of the module that registered ``game`` at run time (None for built-in games)."""
    module = _PLUGINS.get(game)
    return getattr(module, "PLUGIN", None) or (module.__name__ if module is not None else None)


def known_games():
    """Every playable game: the built-in ones, then any registered at run time."""
    return GAMES + tuple(_PLUGINS)


def _module(game):
    if isinstance(game, str) and game in _PLUGINS:
        return _PLUGINS[game]
    if not isinstance(game, str) or game not in GAMES:
        raise ValueError(f"unknown game {shown(game)}; known games: {', '.join(known_games())}")
    return importlib.import_module(f"{__name__}.{game}")


def game_info(game):
    """The :class:`GameInfo` of ``game``: players, teams, direction, dealing, values."""
    return _module(game).GAME


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


#: how deep deal options may nest (a save must read back what was written)
MAX_OPTION_DEPTH = 32


def _check_options(options):
    """``options`` as a fresh copy if it is None or a JSON object that reads back as written, else ValueError.

    Only plain JSON values are kept: None, booleans, whole numbers, finite
    numbers, strings, lists and objects with string keys.  NaN, infinities,
    tuples and other types would make a record that cannot be saved (or reads
    back different), so they are refused here, before any deal exists.
    """
    if options is None:
        return None
    if type(options) is not dict:
        raise ValueError(f"deal options must be a dict with string keys, got {shown(options)}")
    return _plain_copy(options, "deal options")


def _plain_copy(value, where):
    """A copy of ``value`` made of plain JSON values only (walked without recursion), else ValueError."""
    root = [None]
    stack = [(value, where, 0, root, 0)]
    while stack:
        item, at, depth, into, slot = stack.pop()
        kind = type(item)
        if item is None or kind in (bool, str):
            into[slot] = item
        elif kind is int:
            if item.bit_length() > 4096:
                raise ValueError(f"{at} holds a number too long to save")
            into[slot] = item
        elif kind is float:
            if not math.isfinite(item):
                raise ValueError(f"{at} holds {item!r}: deal options take finite numbers only")
            into[slot] = item
        elif kind in (list, dict):
            if depth >= MAX_OPTION_DEPTH:
                raise ValueError(f"{at} nest deeper than {MAX_OPTION_DEPTH} levels")
            if kind is list:
                copy = into[slot] = [None] * len(item)
                stack.extend((v, f"{at}[{i}]", depth + 1, copy, i) for i, v in enumerate(item))
            else:
                copy = into[slot] = {}
                for key, v in item.items():
                    if type(key) is not str:
                        raise ValueError(f"{at} must have string keys, got {shown(key)}")
                    stack.append((v, f"{at}[{shown(key)}]", depth + 1, copy, key))
        else:
            raise ValueError(f"{at} must be plain JSON values, got a {kind.__name__}")
    return root[0]


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
                f"action {i} ({shown(action)}) of the record is not legal: {exc}",
                index=i,
                reason=exc.code,
            ) from exc
    return deal


__all__ = [
    "GAMES",
    "IllegalAction",
    "RECORD_VERSION",
    "deal_class",
    "game_info",
    "known_games",
    "load_match",
    "new_deal",
    "new_match",
    "plugin_module",
    "register_game",
    "replay",
    "seat_points",
    "unregister_game",
    "upgrade_record",
]
