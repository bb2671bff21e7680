"""What the exact (double-dummy) solvers share: bit helpers and the
exception a search raises when its node budget runs out or it is cancelled.

Each game's exact solver is its own (``game/ai/<game>/solver.py``).
"""


class GaveUp(Exception):
    """The node budget ran out (or the search was cancelled) before an answer."""


def bits(mask):
    """The set bit positions of ``mask``, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out
