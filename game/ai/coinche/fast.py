"""Coinche playouts on a compact state, for the strong level's search: Belote's
(``game.ai.belote.fast``: the normal player's card habits on the rules core),
on the Coinche core's row, valued by the contract's score."""

from ..belote.fast import Playout
from ..belote.fast import play_out as belote_play_out
from .core import PACK
from .solver import CORE, row_of, value_of


class CoinchePlayout(Playout):
    core_name = CORE
    row_of = staticmethod(row_of)

    @staticmethod
    def taker_of(deal):
        return deal.contract[2]


def play_out(deal, solve_tricks=0, nodes=None, cancel=None, record=None):
    """Team 0's score minus team 1's after the normal habits play ``deal`` (in its card
    play) to the end, the last ``solve_tricks`` tricks solved exactly (see Belote's)."""
    return belote_play_out(deal, solve_tricks, nodes, cancel, record, playout=CoinchePlayout, exact=value_of)


__all__ = ["PACK", "CoinchePlayout", "play_out"]
