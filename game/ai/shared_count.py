"""A whole number shared by the window and its worker processes, needing no temp folder.

multiprocessing keeps its shared values in a file of ``/dev/shm`` or the temp folder;
where those are read-only (a locked-down system) no worker could start, and the search
would move into a thread of the window.  This counter lives in anonymous memory (Linux's
``memfd``) or, where the system has none, in a file of a private folder of the user's
cache, unlinked at once; a spawned process gets it as a file descriptor.
"""

from __future__ import annotations

import mmap
import os
import struct
import tempfile
import weakref

_SIZE = 8
_FORMAT = "q"


def _memory_fd():
    """A file descriptor of fresh memory no folder holds: a memfd, else an unlinked file
    in a private folder (mode 0700) of the user's cache."""
    make = getattr(os, "memfd_create", None)
    if make is not None:
        try:
            return make("cardavia-count", getattr(os, "MFD_CLOEXEC", 0))
        except OSError:
            pass
    from game.paths import cache_dir

    folder = cache_dir() / "shared"
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    os.chmod(folder, 0o700)
    fd, name = tempfile.mkstemp(prefix="count-", dir=folder)
    os.unlink(name)
    return fd


class SharedCount:
    """``value``: a 64-bit whole number every process holding this object sees alike.

    One process writes it (the window), the others only read it, as with
    ``multiprocessing``'s ``RawValue("q")``."""

    def __init__(self, value=0, fd=None):
        fresh = fd is None
        if fresh:
            fd = _memory_fd()
            os.ftruncate(fd, _SIZE)
        self._fd = fd
        self._buffer = mmap.mmap(fd, _SIZE)
        weakref.finalize(self, os.close, fd)
        if fresh:
            self.value = value

    @property
    def value(self) -> int:
        return struct.unpack_from(_FORMAT, self._buffer)[0]

    @value.setter
    def value(self, number: int) -> None:
        struct.pack_into(_FORMAT, self._buffer, 0, number)

    def __reduce__(self):
        # only while a process is being spawned: the child gets a duplicate of the descriptor
        from multiprocessing import reduction

        return _rebuild, (reduction.DupFd(self._fd),)


def _rebuild(dup):
    return SharedCount(fd=dup.detach())


__all__ = ["SharedCount"]
