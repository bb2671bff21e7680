"""The games: one descriptor per game, registered by the game's own module.

A game module ends with ``register_game(Game(...))``: its facts, its deal and
match classes, and the names of everything that lives in the later layers
(its computer players, its part of the table, its pack of cards, its rules
page), so the engine imports none of them. The games that ship are the engine
modules that register themselves (:func:`load_built_in`); a game added at run
time calls the same function. Every list of games is read from here.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from dataclasses import dataclass, field, replace

from .cards import register_pack
from .core import Deal
from .errors import GameError, shown
from .info import GameInfo


@dataclass(frozen=True)
class Solver:
    """How the tools find and judge a game's search (bench_ai.py, dd_loss.py).

    ``knowledge`` names a module with ``Knowledge`` (heuristic, worlds,
    ``solved(deal)``): the game's search knowledge, which every searching game
    has; ``solver`` one with ``solve_moves(deal, seat, nodes=)``, its exact
    solver, or None for a game that searches without one (``Solver(knowledge=...)``:
    the tools that judge by an exact solver pass it over); ``fast`` the compact
    playouts if the game has them. The functions are the game's own questions
    about a deal.
    """

    solver: str | None = None
    knowledge: str | None = None
    fast: str | None = None
    in_play: object = None  # deal -> whether it is in its card play (None: always)
    endgame: object = None  # deal -> whether the exact solvers judge it now (None: the last tricks)
    endgame_tricks: int = 0  # with endgame None: how many last tricks are judged
    endgame_name: str = ""  # how the tools name the judged stretch ('': "last N tricks")
    solved_for: object = None  # deal -> seat whose values the solver gives (None: the seat to play)
    core: str | None = None  # module whose warm() compiles the game's compiled core (game/ai/jit.py)
    core_tricks: int = 0  # tricks left in the positions bench_ai.py --cores solves over the core (0: none)
    bench: str | None = None  # module with search_figures(seconds, timed_loop): the game's own search bench

    @property
    def exact(self):
        """Whether the game has an exact solver (``solver``)."""
        return self.solver is not None

    def playing(self, deal):
        return self.in_play is None or self.in_play(deal)

    def judged(self, deal, tricks, total):
        """Whether ``deal`` is in the stretch the exact solvers judge (``tricks`` last of ``total``)."""
        if self.endgame is not None:
            return self.endgame(deal)
        return self.playing(deal) and total - len(deal.tricks) <= tricks


def in_card_play(deal):
    """``Solver.in_play`` of a game with a ``phase`` whose card play is ``"play"``."""
    return deal.phase == "play"


@dataclass(frozen=True)
class Game:
    """Everything the program needs to know about one game."""

    info: object  # its GameInfo
    deal_class: type
    match_class: type
    players: str  # module with make_player(level, rng, **options)
    table: str  # module whose import registers its TableGame (or that holds TABLE)
    pack: str  # the id of the printed pack it is played with (game.render)
    rules: str | None = None  # assets/rules/<rules>.json, or the path of a rules file of its own
    order: int = 1000  # where it stands in every list of games
    seat_points: object = None  # result -> value for each seat, in the game's own scoring
    record_upgrades: dict = field(default_factory=dict)  # record format version -> upgrade
    known_cards: object = None  # (deal, seat) -> cards the seat may know the place of
    result_shape: dict = field(default_factory=dict)  # result key -> shape (see conformance)
    solver: Solver | None = None
    # action -> (card, "play" or "discard") for an action that carries a card other than by
    # being its code (a marriage, a discard); None: only the pack's codes carry their card
    action_card: object = None
    # observation -> (beats(card, led), cards out of play[, every player follows the suit led
    # when able]) for claiming the rest, or None when no claim can be judged now
    # (game/ai/claim.py); None: the game has no claims
    claim_rule: object = None
    # event types the table passes over in silence (no message, no sound): a game's bookkeeping
    quiet_events: frozenset = frozenset()
    engine_target: int = 0  # random deals per second bench_engine.py expects (0: no target)
    # card -> its strength inside its suit (higher wins), for the coach's facts about a card, where
    # the info's facts give no "plain_order"/"trump_order"; None: the game gives no order
    card_strength: dict | None = None
    module: str | None = None  # the module that registered it (filled in by register_game)

    @property
    def name(self):
        return self.info.name


_GAMES: dict[str, Game] = {}
_BUILT_IN: list[str] = []
_loaded = False


def register_game(game, module=None):
    """Add ``game`` (a :class:`Game`); ``module`` is the import name of the
    module that registers it, so a worker process can load it too.

    A descriptor that breaks a rule every game keeps is refused here with a
    :class:`GameError` naming the rule (:func:`check_game`), not later by a
    test or a tool."""
    check_game(game)
    name = game.name
    if name in _GAMES:
        raise GameError(f"{name!r} is already a game")
    if module is None:
        module = game.module or getattr(game.deal_class, "__module__", None)
    game = replace(game, module=module)
    _GAMES[name] = game
    if not _loaded:
        _BUILT_IN.append(name)
    register_pack(name, game.info.pack)
    return game


_NAME = re.compile(r"[a-z][a-z0-9_]*\Z")
_MODULE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*\Z")


def check_game(game):
    """Raise :class:`GameError` if ``game`` breaks a rule every game keeps.

    The rules: ``info`` is a :class:`GameInfo` whose ``name`` is a lower-case
    id, with players and a pack; ``deal_class`` is a :class:`~.core.Deal` of that
    game and player count, ``match_class`` a :class:`~.match.Match` of that game
    over that deal class; ``players`` and ``table`` name modules (the engine
    imports neither: they may come later); ``pack`` names a printed pack;
    ``seat_points`` and ``known_cards`` are functions and ``result_shape`` says
    every key of ``result()`` (the tools and the conformance suite read them);
    ``solver``, when given, names at least the search knowledge; the hooks are
    functions or None; ``card_strength``, when given, ranks every card of the pack.
    """
    if not isinstance(game, Game):
        raise GameError(f"register_game expects a Game descriptor, got {type(game).__name__}")
    info = game.info
    if not isinstance(info, GameInfo):
        raise GameError(f"a game's info must be a GameInfo, got {type(info).__name__}")
    name = info.name
    if not isinstance(name, str) or not _NAME.match(name):
        raise GameError(f"a game's name must be a lower-case id (letters, digits, _), got {shown(name)}")

    def refuse(message):
        raise GameError(f"game {name!r}: {message}")

    if not isinstance(info.players, int) or info.players < 1 or not info.pack:
        refuse("its GameInfo needs a number of players and a pack")
    for key, cls, is_kind, kind in (("deal_class", game.deal_class, _is_deal_class, "game.engine.core.Deal"),
                                    ("match_class", game.match_class, _is_match_class, "game.engine.match.Match")):
        if not is_kind(cls):
            refuse(f"{key} must be a subclass of {kind}, got {shown(cls)}")
        if cls.game != name:
            refuse(f"{key} {cls.__name__} plays {shown(cls.game)} (its class attribute game)")
    if game.deal_class.n_players != info.players:
        refuse(f"deal_class {game.deal_class.__name__} seats {game.deal_class.n_players} players, "
               f"its GameInfo {info.players}")
    if game.match_class.deal_class is not game.deal_class:
        refuse(f"match_class {game.match_class.__name__} must deal {game.deal_class.__name__} (its deal_class)")
    for key in ("players", "table"):
        if not isinstance(getattr(game, key), str) or not _MODULE.match(getattr(game, key)):
            refuse(f"{key} must name a module (a dotted import name), got {shown(getattr(game, key))}")
    if not isinstance(game.pack, str) or not game.pack:
        refuse(f"pack must name a printed pack, got {shown(game.pack)}")
    for key in ("seat_points", "known_cards"):
        if not callable(getattr(game, key)):
            refuse(f"{key} must be a function (the tools and the conformance suite call it)")
    for key in ("action_card", "claim_rule"):
        if getattr(game, key) is not None and not callable(getattr(game, key)):
            refuse(f"{key} must be a function or None")
    shape = game.result_shape
    if not isinstance(shape, dict) or not shape or not all(isinstance(k, str) for k in shape):
        refuse("result_shape must give the shape of every key of result() (see tests/conformance_base.py)")
    _check_solver(game.solver, refuse)
    _check_strength(game.card_strength, info.pack, refuse)


def _is_deal_class(cls):
    return isinstance(cls, type) and issubclass(cls, Deal)


def _is_match_class(cls):
    # by name along its bases: importing game.engine.match here would close an import cycle
    # (the match module reads the engine package, which reads this module)
    return isinstance(cls, type) and any(
        base.__name__ == "Match" and base.__module__.endswith("engine.match") for base in cls.__mro__)


def _check_solver(solver, refuse):
    if solver is None:
        return
    if not isinstance(solver, Solver):
        refuse(f"solver must be a Solver or None, got {type(solver).__name__}")
    if not isinstance(solver.knowledge, str) or not _MODULE.match(solver.knowledge):
        refuse("a Solver must name the game's search knowledge (knowledge=, a module with Knowledge)")
    for key in ("solver", "fast", "core", "bench"):
        value = getattr(solver, key)
        if value is not None and (not isinstance(value, str) or not _MODULE.match(value)):
            refuse(f"Solver.{key} must name a module or be None, got {shown(value)}")


def _check_strength(strength, pack, refuse):
    if strength is None:
        return
    if not isinstance(strength, dict) or any(
        not isinstance(strength.get(card), (int, float)) or isinstance(strength.get(card), bool) for card in pack
    ):
        refuse("card_strength must give a number for every card of the pack")


def unregister_game(name):
    if name in _BUILT_IN:
        raise ValueError(f"{name!r} is a game that ships; it cannot be removed")
    _GAMES.pop(name, None)


def load_built_in(package):
    """Import every module of the engine ``package``: the game modules among
    them register themselves. Run once, when the engine is first imported."""
    global _loaded
    if _loaded:
        return
    for info in pkgutil.iter_modules(package.__path__):
        if not info.name.startswith("_"):
            importlib.import_module(f"{package.__name__}.{info.name}")
    _loaded = True
    _BUILT_IN.sort(key=lambda name: (_GAMES[name].order, name))


def built_in():
    """The games that ship, in their order."""
    return tuple(_BUILT_IN)


def names():
    """Every playable game: the ones that ship, then any added at run time."""
    extra = sorted((g for g in _GAMES if g not in _BUILT_IN), key=lambda n: (_GAMES[n].order, n))
    return tuple(_BUILT_IN) + tuple(extra)


def descriptor(name):
    """The :class:`Game` called ``name`` (ValueError naming the known games)."""
    game = _GAMES.get(name) if isinstance(name, str) else None
    if game is None:
        raise ValueError(f"unknown game {shown(name)}; known games: {', '.join(names())}")
    return game


__all__ = ["Game", "GameError", "Solver", "built_in", "check_game", "descriptor", "in_card_play", "load_built_in", "names",
           "register_game", "unregister_game"]
