"""The strong and expert levels' auction: a few candidate calls, each tried in the
sampled worlds and played out (the rest of the auction by the normal player's calls,
the card play on the compiled core), the best expected score chosen.

A call among some forty is searched only among the candidates a hand could mean:
pass, coinche or surcoinche when open, the normal player's own call, and for the two
suits the hand rates best the values its evaluation brackets (``bidding``).  The card
play is the shared search's (``game.ai.search``)."""

import random

from ..search import SearchPlayer, best_action
from . import bidding
from .heuristic import AUCTION

#: the suits whose contracts are searched, the best rated first
SUITS_TRIED = 2
#: margins (points below the expected) whose contract values are tried in a suit
MARGINS = (-10.0, 10.0, 30.0)
#: points of the deal's score the habits' own call is credited with: another call must show
#: itself better by more than the noise of a few dozen worlds (a close call stays the habits')
HABIT_BONUS = 15.0


def candidates(obs, preferred):
    """The calls worth searching in ``obs``'s auction (in the order of its legal calls)."""
    legal = obs["legal_actions"]
    keep = {a for a in ("pass", "coinche", "surcoinche") if a in legal}
    keep.add(preferred)
    high = obs["specific"]["highest"]
    floor = high["value"] if high else 0
    rated = sorted(bidding.SUITS, key=lambda s: -bidding.team_estimate(obs, s, bidding.MARGIN["normal"]))
    for suit in rated[:SUITS_TRIED]:
        expected = bidding.team_estimate(obs, suit, bidding.MARGIN["normal"])
        values = {bidding.bid_value(expected, m) for m in MARGINS}
        values = {v for v in values if v is not None and v > floor}
        if not values and expected >= floor + 10 - MARGINS[0]:
            values = {min(v for v in bidding.VALUES if v > floor)}
        keep |= {f"bid:{v}:{suit}" for v in values}
    return [a for a in legal if a in keep]


class CoincheSearchPlayer(SearchPlayer):
    """The shared search, its auction calls narrowed to :func:`candidates`, the habits'
    call kept unless another one comes out ahead by more than :data:`HABIT_BONUS`."""

    def decide(self, observation, rng, cancel=None):
        if observation.get("phase") != AUCTION:
            return super().decide(observation, rng, cancel)
        scores = self.analyse(observation, rng, cancel)
        preferred = self.fallback.choose(observation, rng)
        if not scores:
            return preferred, scores
        credited = {a: (m + HABIT_BONUS if a == preferred else m, n) for a, (m, n) in scores.items()}
        return best_action(credited, preferred), scores

    def analyse(self, observation, rng=None, cancel=None):
        if observation.get("phase") == AUCTION:
            # the normal player's call (its auction draws nothing at random)
            preferred = self.fallback.choose(observation, random.Random(0))
            observation = dict(observation, legal_actions=candidates(observation, preferred))
        return super().analyse(observation, rng, cancel)


__all__ = ["CoincheSearchPlayer", "candidates"]
