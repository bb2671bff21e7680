"""The compiled cores' cache never fails silently: a damaged entry is set aside and compiled
again, the cache lives only in a private folder of the user's, a read-only one is read and
never written, a full disk keeps its last space for the saves, and numba switched off or
broken plays plain and says why."""

import os
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from game.ai import jit

ROOT = Path(__file__).resolve().parents[2]

needs_numba = pytest.mark.skipif(not jit.COMPILED, reason="numba is not available here")


def _add(a, b):
    return a + b


def _entry(folder):
    """The cache files of ``_add`` in ``folder``: (index, [data files])."""
    index = sorted(Path(folder).rglob("*_add-*.nbi"))
    data = sorted(Path(folder).rglob("*_add-*.nbc"))
    return index, data


@pytest.fixture
def cache(tmp_path, monkeypatch):
    folder = tmp_path / "numba"
    got = jit.vet_cache_folder(folder)
    assert got == (str(folder), True, None)
    monkeypatch.setattr(jit, "CACHE", (str(folder), True))
    monkeypatch.setattr(jit, "NOTES", set())
    return folder


def _fresh():
    """A new dispatcher of ``_add``: it knows nothing compiled but what its cache holds."""
    return jit.njit(_add)


def _hits(dispatcher):
    return sum(dispatcher.stats.cache_hits.values())


def test_a_new_cache_folder_is_made_private(tmp_path):
    folder = tmp_path / "a" / "numba"
    assert jit.vet_cache_folder(folder) == (str(folder), True, None)
    assert folder.stat().st_mode & 0o777 == 0o700


@pytest.mark.parametrize("make, note", [
    (lambda p: (p.mkdir(), p.chmod(0o777)), "shared"),
    (lambda p: (p.mkdir(), p.chmod(0o770)), "shared"),
    (lambda p: (p.mkdir(), p.chmod(0o000)), "unreadable"),
    (lambda p: p.write_text("a file"), "not-folder"),
    (lambda p: p.symlink_to(p.parent / "nowhere"), "link"),
    (lambda p: (p.mkdir(), os.chown(p, 4242, 4242)), "not-owned"),
])
def test_a_cache_folder_that_is_not_private_or_usable_is_not_used(tmp_path, make, note):
    if note == "not-owned" and os.getuid() != 0:
        pytest.skip("giving a folder away needs root")
    folder = tmp_path / "numba"
    make(folder)
    try:
        assert jit.vet_cache_folder(folder) == (None, False, note)
    finally:
        if folder.is_dir() and not folder.is_symlink():
            folder.chmod(0o700)


def test_a_read_only_cache_folder_is_read_but_not_written(tmp_path):
    folder = tmp_path / "numba"
    folder.mkdir(mode=0o500)
    try:
        assert jit.vet_cache_folder(folder) == (str(folder), False, "read-only")
    finally:
        folder.chmod(0o700)


@needs_numba
@pytest.mark.parametrize("damage", ["truncated", "empty", "garbage", "folder", "data"])
def test_a_damaged_cache_entry_is_set_aside_and_compiled_again(cache, damage):
    assert _fresh()(1, 2) == 3
    (index,), (data,) = _entry(cache)
    loaded = _fresh()
    assert loaded(2, 3) == 5 and _hits(loaded) == 1  # the next start loads it
    if damage == "truncated":
        index.write_bytes(index.read_bytes()[:7])
    elif damage == "empty":
        index.write_bytes(b"")
    elif damage == "garbage":
        index.write_bytes(b"\x00not a pickle at all" * 20)
    elif damage == "folder":
        index.unlink()
        index.mkdir()
    else:
        data.write_bytes(data.read_bytes()[:50])
    again = _fresh()
    assert again(3, 4) == 7  # compiled anew: the damaged entry never stops the search
    assert "repaired" in jit.report()["notes"]
    aside = sorted(p.name for p in cache.rglob("*.bad-*"))
    assert aside and all(".bad-" in name for name in aside)
    # the entry was written again and loads at the next start
    later = _fresh()
    assert later(4, 5) == 9 and _hits(later) == 1


@needs_numba
def test_a_read_only_complete_cache_is_used_and_never_written(cache):
    assert _fresh()(1, 2) == 3
    before = sorted(p.relative_to(cache) for p in cache.rglob("*"))
    jit.CACHE = (str(cache), False)
    loaded = _fresh()
    assert loaded(1, 2) == 3 and _hits(loaded) == 1  # nothing compiled again
    (index,), _data = _entry(cache)
    index.unlink()
    fresh = _fresh()
    assert fresh(1, 2) == 3  # compiled, not saved
    assert sorted(p.relative_to(cache) for p in cache.rglob("*")) == [p for p in before if p.suffix != ".nbi"]


@needs_numba
def test_a_nearly_full_disk_keeps_its_space_for_the_saves(cache, monkeypatch):
    monkeypatch.setattr(jit, "free_space", lambda folder: jit.CACHE_RESERVE - 1)
    assert _fresh()(1, 2) == 3
    assert _entry(cache) == ([], [])
    assert "full" in jit.report()["notes"]


@needs_numba
def test_a_failing_save_is_noted_not_raised(cache, monkeypatch):
    import errno

    def full(*args):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr("numba.core.caching.IndexDataCacheFile.save", full)
    assert _fresh()(1, 2) == 3
    assert "full" in jit.report()["notes"]


@needs_numba
def test_without_a_usable_cache_nothing_is_written_anywhere(monkeypatch):
    monkeypatch.setattr(jit, "CACHE", (None, False))
    dispatcher = _fresh()
    assert dispatcher(1, 2) == 3
    assert dispatcher.stats.cache_path is None  # numba's own fallbacks (the package's __pycache__) unused
    assert not list((ROOT / "tests" / "ai" / "__pycache__").glob("*_add*.nb*"))


def _run(code, env):
    full = dict(os.environ, PYTHONPATH=str(ROOT))
    full.update(env)
    full.pop("CARDAVIA_PURE_PYTHON", None)
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=full, capture_output=True, text=True,
                          timeout=120)


class _Planted:
    def __init__(self, marker):
        self.marker = marker

    def __reduce__(self):
        return (open, (self.marker, "w"))


@needs_numba
def test_a_pickle_planted_in_a_shared_cache_folder_never_runs(tmp_path):
    folder = tmp_path / "numba"
    folder.mkdir()
    folder.chmod(0o777)
    marker = tmp_path / "planted-ran"
    # the index numba would read for the core below, holding a pickle that writes a file when loaded
    probe = tmp_path / "probe.py"
    probe.write_text("from game.ai.jit import njit\n@njit\ndef f(a):\n    return a + 1\n")
    from numba.core.caching import _CacheLocator

    sub = folder / _CacheLocator.get_suitable_cache_subpath(str(probe))
    sub.mkdir()
    tag = f"py{sys.version_info[0]}{sys.version_info[1]}"
    import numba

    with open(sub / f"probe.f-2.{tag}.nbi", "wb") as f:
        pickle.dump(numba.__version__, f, protocol=-1)
        f.write(pickle.dumps(_Planted(str(marker))))
    code = (f"import sys; sys.path.insert(0, {str(tmp_path)!r})\n"
            "import probe; from game.ai import jit\n"
            "assert probe.f(1) == 2\n"
            "print(jit.report()['notes'], jit.CACHE)")
    done = _run(code, {"NUMBA_CACHE_DIR": str(folder)})
    assert done.returncode == 0, done.stderr
    assert not marker.exists(), "the planted pickle ran"
    assert "shared" in done.stdout and "(None, False)" in done.stdout
    assert not list(tmp_path.glob("__pycache__/*.nb*"))


def test_numba_switched_off_plays_plain_and_says_why():
    done = _run("from game.ai import jit; print(jit.COMPILED, jit.report())", {"NUMBA_DISABLE_JIT": "1"})
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("False") and "'why': 'disabled'" in done.stdout


def test_a_broken_numba_plays_plain_and_says_why(tmp_path):
    broken = tmp_path / "numba"
    broken.mkdir()
    (broken / "__init__.py").write_text("raise ImportError('llvmlite is missing')\n")
    done = _run("from game.ai import jit; print(jit.COMPILED, jit.report())",
                {"PYTHONPATH": os.pathsep.join([str(tmp_path), str(ROOT)])})
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("False") and "'why': 'broken'" in done.stdout


@needs_numba
def test_no_place_for_a_cache_at_all_still_compiles_and_says_so(tmp_path):
    # a home that cannot hold a cache folder (here a file), no cache folder named: the cores
    # compile at each start, nothing is written beside the code, and the report says why
    home = tmp_path / "home"
    home.write_text("not a folder")
    probe = tmp_path / "probe.py"
    probe.write_text("from game.ai.jit import njit\n@njit\ndef f(a):\n    return a + 1\n")
    code = (f"import sys; sys.path.insert(0, {str(tmp_path)!r})\n"
            "import probe; from game.ai import jit\n"
            "assert probe.f(1) == 2\n"
            "print(jit.COMPILED, jit.report()['notes'], jit.CACHE)")
    env = {"HOME": str(home), "NUMBA_CACHE_DIR": "", "XDG_CACHE_HOME": "", "CARDAVIA_HOME": ""}
    done = _run(code, env)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("True") and "(None, False)" in done.stdout
    assert "'uncreatable'" in done.stdout or "'unreadable'" in done.stdout  # said in Settings
    assert not list(tmp_path.rglob("*.nb[ic]"))
