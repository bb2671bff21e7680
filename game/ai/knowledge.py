"""What a game tells the determinized search (``search.SearchPlayer``) and the coach.

A game's ``Knowledge`` subclasses :class:`Knowledge` and is used as a class
(its methods are static or class methods).  It must give ``game``,
``n_players``, ``budget`` (the strong level's ``search.Budget``),
``heuristic``, ``sample`` and ``value``; everything else has a default that
asks for nothing special, and a game overrides only what it knows better.
"""

from __future__ import annotations


class Knowledge:
    game = ""
    n_players = 0
    #: the strong level's budget (a ``search.Budget``)
    budget = None
    #: per level name, a budget of the game's own instead of ``budget`` scaled by the level's factor
    budgets = {}
    #: the share of the levels' counts kept where the game's core runs as plain Python for good
    #: (None: ``search.PLAIN_SHARE``; 1 for budgets already made for plain Python)
    plain_share = None
    #: the counts (a ``tree.TreeBudget``) of a level's tree where worlds would be played out; None: no tree
    tree_budget = None
    #: the coach's reasons for the game's own calls (the table has words for each)
    REASON_IDS = ()
    #: those of them whose point is how seldom the other choice succeeds (their words say "only")
    RARE_REASONS = ()

    @classmethod
    def budget_at(cls, level):
        """The budget of ``level`` (a ``levels.Level``)."""
        own = cls.budgets.get(level.name)
        if own is not None:
            return own
        if level.factor == 1:
            return cls.budget
        return cls.budget.scaled(level.factor, level.seconds)

    # -- what every game gives ---------------------------------------------------------
    @staticmethod
    def heuristic(level, rng):
        """The player whose habits play the worlds out."""
        raise NotImplementedError

    @staticmethod
    def sample(obs, rng):
        """A world consistent with ``obs`` (a deal the search may play on), or None."""
        raise NotImplementedError

    @staticmethod
    def value(result, seat):
        """The seat's outcome of a finished deal, in the game's own scoring."""
        raise NotImplementedError

    # -- what a game may know better -------------------------------------------------------
    @staticmethod
    def groups(obs):
        """None, or a function mapping an action to the representative of its equivalents."""
        return None

    @staticmethod
    def without_search(obs):
        """True for a decision left to the habits: one whose thinking time must not
        depend on how many choices the seat had (the others would learn about its hand)."""
        return False

    @staticmethod
    def certain(obs):
        """True when nothing hidden matters any more (one world is enough)."""
        return False

    @staticmethod
    def phase_budget(obs):
        """A budget of its own for a call (a bid, a discard), else None."""
        return None

    @staticmethod
    def for_match(obs):
        """None, or a function turning the deal's value into its value for the match."""
        return None

    @staticmethod
    def likelihood(obs):
        """None, or a function weighing a world by how well it explains the calls seen."""
        return None

    @staticmethod
    def solved(deal):
        """Where a playout stops and ``exact`` gives the deal's value."""
        return False

    @classmethod
    def solved_for(cls, obs):
        """``solved`` for one decision's search."""
        return cls.solved

    @staticmethod
    def exact(deal, seat, budget, cancel=None, memo=None):
        """The deal's exact value for ``seat``; None to play it out (or when the solver gave up)."""
        return None

    @staticmethod
    def fast_ready(deal):
        """Where a playout hands over to the game's own compact playout (``fast_value``)."""
        return False

    @staticmethod
    def fast_value(deal, seat, budget, cancel=None):
        """The deal's value for ``seat`` from its compact playout (where ``fast_ready``)."""
        raise NotImplementedError

    @staticmethod
    def grows(deal):
        """Does a level's tree (``game.ai.tree``) branch at ``deal`` (else the habits play on)?"""
        return True

    @staticmethod
    def world_values(world, reps, seat, budget, level):
        """The value of every action of ``reps`` in ``world`` at once, or None to play them out."""
        return None

    @staticmethod
    def reason(obs, action, other, seen):
        """Why the coach prefers ``action`` to ``other`` in the game's own terms (its calls,
        its declarations; ``seen``: what the search's worlds showed): ``[reason id, params]``,
        else None."""
        return None

    @staticmethod
    def outcome_reason(obs, action, other, seen):
        """What ``action`` does for the deal in the game's own terms, from ``seen``, else None."""
        return None


__all__ = ["Knowledge"]
