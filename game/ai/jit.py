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

PURE_ENV = "CARDAVIA_PURE_PYTHON"


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
