"""A minimal Coinche player for the table's tests, used while the game's own computer players
are not there (``game.ai.coinche``): it bids on a long suit with its Valet, coinches a bid it
holds many trumps against, and plays the first legal card.  Not a level anyone plays against.
"""

from __future__ import annotations

import importlib.util
from dataclasses import replace

from game.ai.base import Player

MODULE = "tests.scenes.coinche_players"
#: seat -> the calls it makes at its turns of the auction, in order (a test's script); past the
#: script, or for a seat without one, the habits below
SCRIPT = {}


class HabitPlayer(Player):
    def _choose(self, observation, legal, rng, cancel):
        seat, calls = observation["seat"], observation.get("auction") or []
        mine = sum(1 for c in calls if c["seat"] == seat)
        script = SCRIPT.get(seat) or []
        if observation["phase"] == "auction" and mine < len(script) and script[mine] in legal:
            return script[mine]
        hand = observation["hand"]
        bids = [a for a in legal if a.startswith("bid:")]
        if bids or "coinche" in legal or "surcoinche" in legal:
            return self._call(hand, legal, bids, rng)
        return legal[0]

    @staticmethod
    def _call(hand, legal, bids, rng):
        by_suit = {s: [c for c in hand if c[1] == s] for s in "CDHS"}
        suit = max(by_suit, key=lambda s: (len(by_suit[s]), "J" + s in hand))
        strength = len(by_suit[suit]) + ("J" + suit in hand) + ("9" + suit in hand)
        if "surcoinche" in legal:
            return "surcoinche" if strength >= 6 else "pass"
        if "coinche" in legal and rng.random() < 0.25:
            return "coinche"
        wanted = [b for b in bids if b.endswith(":" + suit)]
        if wanted and strength >= 4 and rng.random() < 0.7:
            return wanted[0]
        return "pass"


def make_player(level, rng, **options):
    return HabitPlayer(rng)


def install(monkeypatch, script=None):
    """Point the Coinche descriptor at this module: always with a ``script`` of calls
    (``{seat: [call, ...]}``), else only while the game has no players of its own."""
    from game.engine import registry

    monkeypatch.setattr(__import__(MODULE, fromlist=["SCRIPT"]), "SCRIPT", dict(script or {}))
    if script is None and importlib.util.find_spec(registry.descriptor("coinche").players) is not None:
        return False
    monkeypatch.setitem(registry._GAMES, "coinche", replace(registry.descriptor("coinche"), players=MODULE))
    return True
