"""Coinche's habits (easy and normal): the auction from a hand evaluation
(``bidding``), the card play Belote's habits (``game.ai.belote.heuristic``) with
the contract's trumps and attackers.  The easy level sees its hand less clearly
in the auction (a random shift of its margins) and plays a random card now and
then."""

from ..base import Player
from ..belote.heuristic import BeloteHeuristic
from ..levels import noise
from . import bidding

GAME = "coinche"
AUCTION = "auction"
#: the easy level's slack in the auction, in points either way
EASY_JITTER = 20.0


class CoincheHeuristic(Player):
    game = GAME

    def __init__(self, level="normal", rng=None):
        super().__init__(rng)
        self.level = level
        self.noise = noise(level)
        self.cards = BeloteHeuristic(level, self.rng)

    def _choose(self, obs, legal, rng, cancel):
        if obs["phase"] == AUCTION:
            return self.call(obs, legal, rng)
        if self.noise and rng.random() < self.noise:
            return rng.choice(legal)
        return self.cards.play(obs, legal)

    def call(self, obs, legal, rng):
        jitter = rng.uniform(-EASY_JITTER, EASY_JITTER) if self.level == "easy" else 0.0
        return bidding.call(obs, legal, self.level, jitter)


__all__ = ["CoincheHeuristic"]
