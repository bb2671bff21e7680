"""Compiled or plain Python: the computer players' compact rules cores.

A core is written once in the subset of Python that numba compiles and
decorated with :func:`njit`.  Where numba imports (and ``CARDAVIA_PURE_PYTHON``
is not set) the functions are compiled on their first call and the machine
code is cached on disk in the per-user cache folder; elsewhere the very same
functions run as plain Python, slower but with the same results.

    from game.ai.jit import njit, COMPILED

    @njit
    def trick_winner(cards, trump): ...
"""

import os

from . import PURE_ENV


def _numba():
    if os.environ.get(PURE_ENV):
        return None
    if "NUMBA_CACHE_DIR" not in os.environ:
        # numba reads its cache folder once, when it is first imported
        from game.paths import cache_dir

        os.environ["NUMBA_CACHE_DIR"] = str(cache_dir() / "numba")
    try:
        import numba
    except Exception:  # no wheel for this platform, or a broken install: play on plain Python
        return None
    return numba


_NUMBA = _numba()

#: True when the cores run compiled
COMPILED = _NUMBA is not None


def njit(fn=None, **options):
    """``numba.njit(cache=True)`` where numba is available, else ``fn`` itself."""
    if fn is None:
        return lambda f: njit(f, **options)
    if _NUMBA is None:
        return fn
    options.setdefault("cache", True)
    return _NUMBA.njit(**options)(fn)


# -- the two builds of a core, and compiling them off the first move's path --------
#
# A core module defines ``warm()``, which calls each of its compiled functions once
# with the argument types the players use (compiling them, or loading the cached
# machine code).  Players ask :func:`build` for the core each time they need it:
# the compiled module once it is warm, else the module's plain-Python twin, which
# gives the same results more slowly.  The worker process warms every core in a
# background thread while the menus show (:func:`warm_in_background`); without
# that (tools, tests) the first use compiles before it answers.

import importlib  # noqa: E402
import threading  # noqa: E402
import time  # noqa: E402
import types  # noqa: E402

#: cores added by name beside those the games' descriptors name
CORES = []

_lock = threading.RLock()
_ready = {}  # module name -> seconds its warm-up took
_twins = {}
_warming = None  # the background warm-up thread
_force_plain = False
_failed = {}  # module name -> why it could not be compiled


def register(name):
    """Add a core module (by name) to those warmed in the background."""
    if name not in CORES:
        CORES.append(name)


def cores():
    """Every compiled core, by module name: those the registered games' descriptors name
    (``Solver.core``), then any added with :func:`register`."""
    from game.engine import descriptor, known_games

    named = [descriptor(g).solver.core for g in known_games() if descriptor(g).solver is not None]
    return list(dict.fromkeys([n for n in named if n] + CORES))


def plain(module):
    """``module`` with every compiled function replaced by its plain-Python
    code (a copy sharing nothing compiled: calls between its functions stay plain)."""
    with _lock:
        twin = _twins.get(module.__name__)
        if twin is not None:
            return twin
        twin = types.ModuleType(module.__name__ + ".plain")
        ns = twin.__dict__
        ns.update({k: v for k, v in vars(module).items() if k not in ("__name__", "__spec__")})
        for key, value in list(ns.items()):
            py = getattr(value, "py_func", None)
            if py is None:
                continue
            if py.__module__ != module.__name__:
                # imported from another core: its own module's twin (its names are there)
                ns[key] = getattr(plain(importlib.import_module(py.__module__)), py.__name__)
                continue
            ns[key] = types.FunctionType(py.__code__, ns, py.__name__, py.__defaults__, py.__closure__)
        _twins[module.__name__] = twin
        return twin


def warm(name):
    """Compile (or load from the cache) the core ``name`` now; seconds it took,
    None where it runs as plain Python."""
    module = importlib.import_module(name)
    if not COMPILED:
        return None
    with _lock:
        if name in _ready:
            return _ready[name]
    start = time.perf_counter()
    try:
        module.warm()
    except Exception as exc:  # noqa: BLE001 - a core that does not compile still plays, plainly
        _failed[name] = f"{type(exc).__name__}: {exc}"
        return None
    took = time.perf_counter() - start
    with _lock:
        _ready[name] = took
    return took


def warm_all():
    return {name: warm(name) for name in cores()}


def warm_in_background():
    """Start compiling every core in a thread; the plain twins play meanwhile."""
    global _warming
    with _lock:
        if _warming is not None or not COMPILED:
            return _warming
        _warming = threading.Thread(target=warm_all, name="cardavia-compile", daemon=True)
        _warming.start()
        return _warming


def use_plain(flag=True):
    """Play on the plain-Python twins even where the compiled cores are ready
    (tests and benchmarks that compare the two)."""
    global _force_plain
    _force_plain = bool(flag)


def build(name):
    """The core module ``name`` to play with now: compiled and warm, or its plain twin."""
    module = importlib.import_module(name)
    if not COMPILED:
        return module
    if _force_plain or name in _failed:
        return plain(module)
    if name in _ready:
        return module
    if _warming is not None:
        return plain(module)  # still compiling in the background: never wait for it
    warm(name)
    return module if name in _ready else plain(module)


def status():
    """``"compiled"``, ``"compiling"`` (plain Python until ready) or ``"unavailable"``."""
    if not COMPILED:
        return "unavailable"
    if all(name in _ready for name in cores()):
        return "compiled"
    return "compiling"
