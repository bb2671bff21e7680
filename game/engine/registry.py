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
from dataclasses import dataclass, field, replace

from .cards import register_pack
from .errors import shown


@dataclass(frozen=True)
class Solver:
    """How the tools find and judge a game's search (bench_ai.py, dd_loss.py).

    ``solver`` names a module with ``solve_moves(deal, seat, nodes=)``,
    ``knowledge`` one with ``Knowledge`` (heuristic, worlds, ``solved(deal)``),
    ``fast`` the compact playouts if the game has them. The functions are the
    game's own questions about a deal.
    """

    solver: str
    knowledge: str
    fast: str | None = None
    in_play: object = None  # deal -> whether it is in its card play (None: always)
    endgame: object = None  # deal -> whether the exact solvers judge it now (None: the last tricks)
    endgame_tricks: int = 0  # with endgame None: how many last tricks are judged
    endgame_name: str = ""  # how the tools name the judged stretch ('': "last N tricks")
    solved_for: object = None  # deal -> seat whose values the solver gives (None: the seat to play)
    core: str | None = None  # module whose warm() compiles the game's compiled core (game/ai/jit.py)
    core_tricks: int = 0  # tricks left in the positions bench_ai.py --cores solves over the core (0: none)
    bench: str | None = None  # module with search_figures(seconds, timed_loop): the game's own search bench

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
    module: str | None = None  # the module that registered it (filled in by register_game)

    @property
    def name(self):
        return self.info.name


_GAMES: dict[str, Game] = {}
_BUILT_IN: list[str] = []
_loaded = False


def register_game(game, module=None):
    """Add ``game`` (a :class:`Game`); ``module`` is the import name of the
    module that registers it, so a worker process can load it too."""
    if not isinstance(game, Game):
        raise TypeError(f"register_game expects a Game, got {type(game).__name__}")
    name = game.name
    if name in _GAMES:
        raise ValueError(f"{name!r} is already a game")
    if module is None:
        module = game.module or getattr(game.deal_class, "__module__", None)
    game = replace(game, module=module)
    _GAMES[name] = game
    if not _loaded:
        _BUILT_IN.append(name)
    register_pack(name, game.info.pack)
    return game


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


__all__ = ["Game", "Solver", "built_in", "descriptor", "in_card_play", "load_built_in", "names",
           "register_game", "unregister_game"]
