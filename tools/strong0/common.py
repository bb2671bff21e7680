"""Small helpers shared by the game players."""

from math import comb


def survive_probability(dangerous, unseen, held):
    """Chance that players holding ``held`` of the ``unseen`` cards hold none
    of the ``dangerous`` ones (cards dealt uniformly at random)."""
    if dangerous <= 0 or held <= 0:
        return 1.0
    if dangerous + held > unseen:
        return 0.0
    return comb(unseen - dangerous, held) / comb(unseen, held)
