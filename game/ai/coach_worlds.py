"""What the search's worlds show for a choice: the coach's evidence, deal by deal.

The expert searches worlds drawn from the seat's observation with a seed taken
from the position (:func:`game.ai.position_seed`).  The coach draws the first
``WORLDS`` of those same worlds again (same seed, same streams as
``search.world_records``), plays each out after the choice and after the
runner-up with the search's own playout players, and keeps the finished deals.
A reason is then a count over them ("wins the trick in 9 of 10 deals"), read by
the shared code for the trick and by each game's knowledge for its own calls.
"""

from __future__ import annotations

import random

from game.engine import action_card

from . import position_seed
from .search import playout, world_rng

#: worlds the coach looks at (the first ones the search drew)
WORLDS = 20
#: draws tried before giving up on more worlds
TRIES = 3


class Seen:
    """The worlds of a position, each played out after each of a few actions.

    ``starts[i]`` is world ``i`` at the decision point (the seat to play),
    ``ends[action][i]`` that world after ``action``, played to the end.
    ``scores`` is the search's analysis (``{action: (mean, n)}``, or None) and
    ``noise`` the margin under which two means are the same.
    """

    def __init__(self, game, obs, starts=(), ends=None, scores=None, noise=0.0, value=None):
        self.game = game
        self.obs = obs
        self.seat = obs["seat"]
        self.starts = list(starts)
        self.ends = ends or {}
        self.scores = scores
        self.noise = noise
        self._value = value
        self._tricks = {}

    @property
    def worlds(self):
        return len(self.starts)

    def has(self, action):
        return self.worlds > 0 and action in self.ends

    def count(self, action, test):
        """In how many worlds ``test(finished deal)`` holds after ``action``."""
        return sum(1 for d in self.ends.get(action, ()) if test(d))

    def count_starts(self, test):
        return sum(1 for w in self.starts if test(w))

    def results(self, action):
        return [d.result() for d in self.ends.get(action, ())]

    def value(self, deal):
        """A finished deal's value for the seat, in the game's own scoring."""
        return self._value(deal.result(), self.seat)

    def ahead(self, action, other):
        """In how many worlds ``action`` ends better for the seat than ``other``."""
        if not (self.has(action) and self.has(other)) or self._value is None:
            return 0
        return sum(1 for a, b in zip(self.ends[action], self.ends[other]) if self.value(a) > self.value(b))

    def tricks(self, action, i):
        """The finished tricks of world ``i`` after ``action`` (as the seat saw them)."""
        key = (action, i)
        if key not in self._tricks:
            self._tricks[key] = self.ends[action][i].observation(self.seat)["tricks"]
        return self._tricks[key]

    def only_ahead(self, action):
        """Does the analysis show ``action`` as the one choice that comes out ahead?"""
        scores = self.scores
        if not scores or action not in scores or len({round(m, 9) for m, _n in scores.values()}) < 2:
            return False
        rest = [m for a, (m, _n) in scores.items() if a != action]
        return scores[action][0] > self.noise and bool(rest) and max(rest) <= 0


def outcomes(game, knowledge, obs, actions, scores=None, noise=0.0, worlds=WORLDS, cancel=None):
    """A :class:`Seen` of ``obs`` for ``actions`` (no worlds when the game cannot draw them)."""
    value = getattr(knowledge, "value", None)
    seen = Seen(game, obs, scores=scores, noise=noise, value=value)
    sample = getattr(knowledge, "sample", None)
    if sample is None or value is None:
        return seen
    actions = [a for a in dict.fromkeys(actions) if a is not None]
    certain = getattr(knowledge, "certain", None)
    if certain is not None and certain(obs):
        worlds = 1  # nothing hidden matters: one world says everything
    likelihood = getattr(knowledge, "likelihood", None)
    weight = likelihood(obs) if likelihood is not None else None
    # the search draws its base from the position's seed first (search.evaluate)
    base = random.Random(position_seed(game, obs)).getrandbits(64)
    ends = {a: [] for a in actions}
    starts = []
    for index in range(worlds * TRIES):
        if len(starts) >= worlds or (cancel is not None and cancel.is_set()):
            break
        rng = world_rng(base, index)
        played = _play_world(knowledge, obs, actions, rng, weight)
        if played is None:
            continue
        starts.append(played[0])
        for a, deal in zip(actions, played[1]):
            ends[a].append(deal)
    return Seen(game, obs, starts, ends, scores, noise, value)


def _play_world(knowledge, obs, actions, rng, weight):
    """(world, [the world played out after each action]) or None when it cannot be drawn."""
    try:
        world = knowledge.sample(obs, rng)
    except Exception:  # noqa: BLE001 - a world that cannot be drawn tells nothing
        return None
    if world is None or (weight is not None and weight(world) <= 0):
        return None
    seed = rng.getrandbits(32)  # the search's playout seed of this world
    done = []
    for a in actions:
        deal = world.clone()
        try:
            deal.apply(a)
            prng = random.Random(seed)
            h = knowledge.heuristic("normal", prng)
            playout(deal, [h] * knowledge.n_players, prng)
        except Exception:  # noqa: BLE001 - the same: no evidence from this world
            return None
        done.append(deal)
    return world, done


# -- facts of the trick, world by world -------------------------------------------------
def played_card(game, action):
    """The card ``action`` puts on the table, else None (a call, a discard)."""
    found = action_card(game, action)
    return found[0] if found is not None and found[1] == "play" else None


def trick_winner(seen, action, i, t):
    """Who took trick ``t`` of world ``i`` after ``action`` (None if it was never played)."""
    tricks = seen.tricks(action, i)
    return tricks[t].get("winner") if t < len(tricks) else None


def card_trick(seen, action, i, card):
    """(trick index, winner) of the trick ``card`` was played to in world ``i`` after ``action``."""
    for t, trick in enumerate(seen.tricks(action, i)):
        if card in trick["cards"]:
            return t, trick.get("winner")
    return None, None


def card_points(info, card, trump):
    """What ``card`` counts in the game's scoring (a trump by the trump values, when they differ)."""
    facts = info.facts
    if card[1] == trump and "trump_points" in facts:
        return facts["trump_points"].get(card[0], 0)
    return info.card_points.get(card[0], 0)


def hands_at_start(world, players):
    return [set(world.observation(s)["hand"]) for s in range(players)]


__all__ = ["TRIES", "WORLDS", "Seen", "card_points", "card_trick", "hands_at_start", "outcomes", "played_card", "trick_winner"]
