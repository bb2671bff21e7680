"""What every computer player shares.

A player decides from an observation only (the dict ``deal.observation(seat)``
returns); it never holds a reference to the live deal.  Every random choice
comes from an injected ``random.Random`` so a decision is reproducible from
its seed.
"""

import random


def legal_of(observation):
    """The legal actions listed in an observation (empty when not to act)."""
    return list(observation.get("legal_actions") or ())


class Player:
    """Base class: ``choose(observation, rng)`` returns one legal action string."""

    game = ""
    level = ""

    def __init__(self, rng=None):
        self.rng = rng if rng is not None else random.Random()

    def choose(self, observation, rng=None, cancel=None):
        """The action to play.  ``rng`` overrides the player's own generator;
        ``cancel`` (an object with ``is_set()``, e.g. ``threading.Event``)
        asks a long search to stop early and answer with its best so far."""
        legal = legal_of(observation)
        if not legal:
            raise ValueError("the observation offers no legal action to choose from")
        if len(legal) == 1:
            return legal[0]
        action = self._choose(observation, legal, rng if rng is not None else self.rng, cancel)
        if action not in legal:
            raise AssertionError(f"{type(self).__name__} chose {action!r}, not among {legal}")
        return action

    def _choose(self, observation, legal, rng, cancel):
        raise NotImplementedError

    def __repr__(self):
        return f"<{type(self).__name__} {self.game} {self.level}>"


class RandomPlayer(Player):
    """Uniformly random legal actions: the baseline every level must beat."""

    level = "random"

    def __init__(self, game, rng=None):
        super().__init__(rng)
        self.game = game

    def _choose(self, observation, legal, rng, cancel):
        return rng.choice(legal)
