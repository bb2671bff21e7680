"""The rules engine: pure game rules, standard library only.

See ``engine-api`` in the specification: ``new_deal``, ``new_match``,
``replay``, ``IllegalAction`` and ``GAMES`` are the public surface.
"""

import math
import random
import sys

from . import registry
from .cards import PACKS
from .errors import GameError, IllegalAction, shown
from .registry import Game, Solver, descriptor

# every module of the engine is imported once: the game modules among them register themselves
registry.load_built_in(sys.modules[__name__])

# the games that ship, in the order every list shows them
GAMES = registry.built_in()


def register_game(game):
    """Add a game at run time: ``game`` is its :class:`Game` descriptor, as the
    games that ship register theirs."""
    game = registry.register_game(game)
    _DEAL_CLASSES.pop(game.name, None)
    return game


def unregister_game(name):
    registry.unregister_game(name)
    _DEAL_CLASSES.pop(name, None)


def seat_points(game, result):
    """A finished deal's value for each seat, in the game's own scoring (tools compare sides with it)."""
    return descriptor(game).seat_points(result)


def action_card(game, action):
    """``(card, how)`` for an action of ``game`` that carries a card — ``how`` is
    ``"play"`` or ``"discard"`` — else None; as the game's descriptor reads its actions."""
    if not isinstance(action, str):
        return None
    hook = descriptor(game).action_card
    found = hook(action) if hook is not None else None
    if found is None and action in PACKS[game]:
        found = (action, "play")
    return found


def plugin_module(game):
    """The import name of the module that registered ``game`` at run time (None for built-in games)."""
    if game in GAMES:
        return None
    try:
        return descriptor(game).module
    except ValueError:
        return None


def known_games():
    """Every playable game: the ones that ship, then any registered at run time."""
    return registry.names()


def game_info(game):
    """The :class:`GameInfo` of ``game``: players, teams, direction, dealing, values."""
    return descriptor(game).info


_DEAL_CLASSES = {}


def deal_class(game):
    cls = _DEAL_CLASSES.get(game) if isinstance(game, str) else None
    if cls is None:
        cls = _DEAL_CLASSES[game] = descriptor(game).deal_class
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
    return descriptor(game).match_class(seed, options)


def load_match(data):
    """Rebuild a match from ``Match.to_dict()`` output."""
    if not isinstance(data, dict):
        raise ValueError("a match save must be a JSON object")
    return descriptor(data.get("game")).match_class.from_dict(data)


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
        upgrades = descriptor(record.get("game")).record_upgrades
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
    "Game",
    "GameError",
    "Solver",
    "descriptor",
    "IllegalAction",
    "RECORD_VERSION",
    "action_card",
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
