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

import errno
import os
import stat
import time

from . import PURE_ENV

#: numba's own switch: its "compiled" functions then run as plain Python (through numpy, slower
#: than our plain build), so the cores take the plain build at once
DISABLE_ENV = "NUMBA_DISABLE_JIT"
#: the compile cache is not written when it would leave less than this free on its disk:
#: the player's saved matches come first
CACHE_RESERVE = 256 * 1024 * 1024

#: why the cores run as plain Python (None where they compile): "off" (CARDAVIA_PURE_PYTHON),
#: "disabled" (NUMBA_DISABLE_JIT), "missing" (numba not installed), "broken" (numba fails to import)
WHY_PLAIN = None
#: the compile cache: its folder and whether it may be written; folder None: no cache at all
CACHE = (None, False)
#: what went wrong with the cache: a set of notes ("read-only", "link", "not-folder",
#: "not-owned", "shared", "unreadable", "uncreatable", "repaired", "full", "unsaved")
NOTES = set()


def vet_cache_folder(path):
    """``(folder or None, writable, note)`` for the compile cache folder ``path``.

    numba's cache is pickles, run when they are loaded: the folder must be a folder
    (a link is followed only to one), the user's own and writable by nobody else, or it
    is not used at all.  A missing folder is made private (mode 0700).  One the user
    made read-only is read but never written."""
    path = os.fspath(path)
    try:
        st = os.stat(path)
    except FileNotFoundError:
        if os.path.islink(path):
            return None, False, "link"  # a link to nowhere
        try:
            os.makedirs(path, mode=0o700)
            os.chmod(path, 0o700)
            st = os.stat(path)
        except OSError:
            return None, False, "uncreatable"
    except OSError:
        return None, False, "unreadable"
    if not stat.S_ISDIR(st.st_mode):
        return None, False, "not-folder"
    if hasattr(os, "getuid") and st.st_uid != os.getuid():
        return None, False, "not-owned"
    if st.st_mode & 0o022:
        return None, False, "shared"
    if (st.st_mode & (stat.S_IRUSR | stat.S_IXUSR)) != (stat.S_IRUSR | stat.S_IXUSR):
        return None, False, "unreadable"
    if not st.st_mode & stat.S_IWUSR or _read_only_disk(path):
        return path, False, "read-only"
    return path, True, None


def _read_only_disk(path):
    try:
        return bool(os.statvfs(path).f_flag & getattr(os, "ST_RDONLY", 1))
    except (AttributeError, OSError):
        return False


def cache_folder():
    """Where the compiled cores are cached: ``NUMBA_CACHE_DIR`` when set, else the
    per-user cache folder's ``numba``."""
    folder = os.environ.get("NUMBA_CACHE_DIR")
    if folder:
        return folder
    from game.paths import cache_dir

    return str(cache_dir() / "numba")


def _disabled(value):
    return value.strip().lower() not in ("", "0", "false", "no", "off")


def _numba():
    global WHY_PLAIN, CACHE
    if os.environ.get(PURE_ENV):
        WHY_PLAIN = "off"
        return None
    if _disabled(os.environ.get(DISABLE_ENV, "")):
        WHY_PLAIN = "disabled"
        return None
    try:
        folder, writable, note = vet_cache_folder(cache_folder())
    except Exception:  # noqa: BLE001 - no cache folder name at all (no home): compile each start
        folder, writable, note = None, False, "uncreatable"
    CACHE = (folder, writable)
    if note:
        NOTES.add(note)
    # numba never falls back to caching beside the package (its __pycache__) or in a folder of
    # its own: :func:`njit` gives each function a cache in the vetted folder, or none
    if folder is not None:
        os.environ["NUMBA_CACHE_DIR"] = folder
    try:
        import numba
    except Exception:  # noqa: BLE001 - no wheel for this platform, or a broken install: play on plain Python
        WHY_PLAIN = "missing" if _missing("numba") else "broken"
        return None
    return numba


def _missing(name):
    from importlib.util import find_spec

    try:
        return find_spec(name) is None
    except (ImportError, ValueError):
        return True


_NUMBA = _numba()

#: True when the cores run compiled
COMPILED = _NUMBA is not None


def njit(fn=None, **options):
    """``numba.njit`` with a guarded cache (:class:`_Cache`) where numba is available,
    else ``fn`` itself."""
    if fn is None:
        return lambda f: njit(f, **options)
    if _NUMBA is None:
        return fn
    cache = options.pop("cache", True)
    dispatcher = _NUMBA.njit(**options)(fn)
    if cache and CACHE[0] is not None:
        try:
            dispatcher._cache = _cache_class()(dispatcher.py_func)
        except Exception:  # noqa: BLE001 - this numba caches differently: compile at each start
            NOTES.add("unsaved")
    return dispatcher


_CACHE_CLASS = None


def _cache_class():
    """numba's function cache, kept in the vetted folder only and never failing a compile:
    an entry that cannot be read is set aside (``<name>.bad-<time>``) and compiled anew, an
    entry that cannot be written (read-only, disk full) is only noted."""
    global _CACHE_CLASS
    if _CACHE_CLASS is not None:
        return _CACHE_CLASS
    from numba.core import caching

    class Locator(caching._SourceFileBackedLocatorMixin, caching._CacheLocator):
        def __init__(self, py_func, py_file):
            self._py_file = py_file
            self._lineno = py_func.__code__.co_firstlineno
            self._cache_path = os.path.join(CACHE[0], self.get_suitable_cache_subpath(py_file))

        def get_cache_path(self):
            return self._cache_path

        def ensure_cache_path(self):
            if not CACHE[1]:
                raise OSError(errno.EROFS, "the compile cache folder is read-only", CACHE[0])
            os.makedirs(self._cache_path, mode=0o700, exist_ok=True)

        @classmethod
        def from_function(cls, py_func, py_file):
            return cls(py_func, py_file) if os.path.exists(py_file) else None

    class Impl(caching.CompileResultCacheImpl):
        _locator_classes = [Locator]

    class Cache(caching.FunctionCache):
        _impl_class = Impl

        def load_overload(self, sig, target_context):
            try:
                return super().load_overload(sig, target_context)
            except Exception:  # noqa: BLE001 - truncated, emptied, garbage, unreadable: made again
                set_aside(self._cache_file)
                NOTES.add("repaired")
                return None

        def save_overload(self, sig, data):
            if not CACHE[1]:
                return
            try:
                if free_space(CACHE[0]) < CACHE_RESERVE:
                    NOTES.add("full")
                    return
                super().save_overload(sig, data)
            except Exception as exc:  # noqa: BLE001 - the compiled code still runs; it is only not kept
                NOTES.add("full" if getattr(exc, "errno", None) == errno.ENOSPC else "unsaved")

    _CACHE_CLASS = Cache
    return Cache


def free_space(folder):
    """Bytes free on the disk of ``folder`` (a test may pretend it is full)."""
    import shutil

    return shutil.disk_usage(folder).free


def set_aside(cache_file):
    """Move a function's cache entry (its index and data files) aside as ``<name>.bad-<time>``,
    so that it is compiled and written anew; where even that fails, the entry is only skipped."""
    index = cache_file._index_path
    folder, name = os.path.split(index)
    base = name[: -len(".nbi")]
    stamp = time.strftime("%Y%m%d-%H%M%S")
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    moved = []
    for entry in names:
        if entry == name or (entry.startswith(base + ".") and entry.endswith(".nbc")):
            try:
                os.replace(os.path.join(folder, entry), os.path.join(folder, f"{entry}.bad-{stamp}"))
                moved.append(entry)
            except OSError:
                pass
    return moved


# -- the two builds of a core, and compiling them off the first move's path --------
#
# A core module defines ``warm()``, which calls each of its compiled functions once
# with the argument types the players use (compiling them, or loading the cached
# machine code).  Players ask :func:`build` for the core each time they need it:
# the compiled module once it is warm, else the module's plain-Python twin, which
# gives the same results more slowly.  The worker process warms every core in a
# background thread while the menus show (:func:`warm_in_background`); without
# that (tools, tests) the first use compiles before it answers.  A search never
# plays on a twin that is about to be replaced (:func:`plain_after_compiling`): it has its own
# core compiled first, so that its move is the compiled move, and it cuts its
# counts only where the core runs plain for good.

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
_urgent = 0  # searches compiling their own core now: the background warm-up waits between cores
_preferred = []  # cores wanted first (their table opened), the latest first


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
        if name in _failed:
            return None  # tried once: it plays plain from now on
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
    out = {}
    pending = cores()
    while pending:
        while _urgent:  # a search is compiling its own core: give it the compiler
            time.sleep(0.05)
        with _lock:
            name = next((n for n in _preferred if n in pending), pending[0])
        pending.remove(name)
        out[name] = warm(name)
    return out


def prefer(game):
    """Compile the core of ``game`` (its table just opened) before the others still waiting."""
    name = core_of(game)
    if name is not None:
        with _lock:
            if name in _preferred:
                _preferred.remove(name)
            _preferred.insert(0, name)


def warm_in_background(done=None):
    """Start compiling every core in a thread; the plain twins play meanwhile.
    ``done()`` is called in that thread once every core is ready (or failed)."""
    global _warming
    with _lock:
        if _warming is not None or not COMPILED:
            return _warming

        def run():
            try:
                warm_all()
            finally:
                if done is not None:
                    done()

        _warming = threading.Thread(target=run, name="cardavia-compile", daemon=True)
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


def core_of(game):
    """The compiled core the search of ``game`` plays on, by module name (None: it has none)."""
    from game.engine import descriptor

    try:
        solver = descriptor(game).solver
    except (KeyError, ValueError):
        return None
    return (solver.core or None) if solver is not None else None


def plain_after_compiling(game):
    """Have the core of ``game`` compiled before a search of it: now, in the caller's
    thread, when the background warm-up has not reached it yet.  A search never plays on
    the plain twin of a core that is about to compile, so its move is the compiled move
    with the same counts whatever the machine's speed (the first one after a fresh
    install waits for one core's compile).

    True where the core runs plain for good (numba missing or switched off, or the core
    failed to compile): the search then cuts its counts (``search.PLAIN_SHARE``)."""
    name = core_of(game)
    if name is None:
        return False
    if not COMPILED:
        return True
    if not _force_plain and name not in _ready:
        _hurry(name)
    return name in _failed


def _hurry(name):
    global _urgent
    with _lock:
        _urgent += 1
    try:
        warm(name)
    finally:
        with _lock:
            _urgent -= 1


def status():
    """``"compiled"``, ``"compiling"`` (plain Python until ready) or ``"unavailable"``."""
    if not COMPILED:
        return "unavailable"
    if all(name in _ready for name in cores()):
        return "compiled"
    return "compiling"


def report():
    """How the search runs here, as plain data for the window (Settings, the table's notices):
    ``{"mode": "compiled" | "compiling" | "plain", "why": ..., "notes": [...]}``.

    ``why`` says why the cores run plain (:data:`WHY_PLAIN`, or ``"failed"`` when a core did
    not compile); ``notes`` what became of the compile cache (:data:`NOTES`)."""
    if not COMPILED:
        mode, why = "plain", WHY_PLAIN
    elif _failed:
        mode, why = "plain", "failed"
    elif _force_plain:
        mode, why = "plain", "off"
    else:
        mode, why = ("compiled" if all(name in _ready for name in cores()) else "compiling"), None
    return {"mode": mode, "why": why, "notes": sorted(NOTES)}
