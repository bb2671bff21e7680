"""Where a trick game's search hands its last tricks to an exact solver, and
its card play to the compact play-out (see ``search.SearchPlayer``).

A game's ``Knowledge`` inherits :class:`TrickEndgame` (a ``knowledge.Knowledge``) and names its
``solver`` module (``tricks_left(deal)`` and ``solve(deal, seat, nodes,
cancel)``) and how many tricks it solves; it adds its own ``fast_value``.
"""

from .knowledge import Knowledge
from .solver import GaveUp


class TrickEndgame(Knowledge):
    #: the solver module of the game
    solver = None
    #: the last tricks solved exactly instead of played out (tools/bench_ai.py)
    solve_tricks = 0
    #: the deal's card-play phase; None when the whole deal is card play
    play_phase = "play"

    @classmethod
    def in_play(cls, deal):
        return cls.play_phase is None or deal.phase == cls.play_phase

    @classmethod
    def solved(cls, deal):
        """The last tricks are left to the exact solver."""
        return cls.in_play(deal) and cls.solver.tricks_left(deal) <= cls.solve_tricks

    @classmethod
    def exact(cls, deal, seat, budget, cancel=None, memo=None):
        """The deal's exact value for ``seat``, or None when the solver gave up."""
        try:
            return cls.solver.solve(deal, seat, nodes=budget.nodes, cancel=cancel)
        except GaveUp:
            return None

    @classmethod
    def fast_ready(cls, deal):
        """The card play runs on the compact state."""
        return cls.in_play(deal)
