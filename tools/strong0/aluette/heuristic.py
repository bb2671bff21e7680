"""The easy and normal Aluette players' habits.

Free play, a unique rank order and ties that spoil a trick: the heuristic
wins a trick with the lowest card likely to hold it, keeps its high cards
otherwise, never spends a card to overtake its partner, and spoils an
opponent's trick by tying when that is the cheap answer.
"""

from game.engine.aluette import STRENGTH
from game.engine.cards import PACKS

from ..base import Player
from ..common import survive_probability
from ..levels import noise

GAME = "aluette"
PACK = PACKS[GAME]
N = 4
#: Aluette's own slack for the easy player (more than the levels table's)
NOISE = {"easy": 0.3}


def _key(card):
    return (STRENGTH[card], card)


def public_actions(obs):
    """Every card played so far, in order, with the seat that played it."""
    out = []
    for t in obs["tricks"]:
        out.extend(zip(t["seats"], t["cards"]))
    out.extend((p["seat"], p["card"]) for p in obs["trick"])
    return out


class AluetteHeuristic(Player):
    game = GAME
    # chances a card must have to hold the trick (tuned in the arena)
    SURE = 0.8  # lead it: it should win
    TAKE = 1.01  # the partner still to play: leave the trick to the partner
    TAKE_LAST = 0.45  # ... when the partner has played
    TIE = 0.5  # spoil with a tie that is likely to stand
    LEAD_QUANTILE = 0.7  # no sure card: lead from the upper middle of the hand

    def __init__(self, level="normal", rng=None):
        super().__init__(rng)
        self.level = level
        self.noise = noise(level, NOISE)

    def _choose(self, obs, legal, rng, cancel):
        if self.noise and rng.random() < self.noise:
            return rng.choice(legal)
        return self.play(obs, legal)

    # -- the card to play --------------------------------------------------
    def play(self, obs, hand):
        seat = obs["seat"]
        played = {c for _, c in public_actions(obs)}
        unseen = [c for c in PACK if c not in played and c not in hand]
        cards = [p["card"] for p in obs["trick"]]
        leader = obs["trick"][0]["seat"] if obs["trick"] else seat
        sizes = obs["hand_counts"]
        # opponents still to play after me in this trick, and their cards
        to_play = [(seat + k) % N for k in range(1, N - len(cards))]
        opp_after = [s for s in to_play if s % 2 != seat % 2]
        held_after = sum(sizes[s] for s in opp_after)
        low = min(hand, key=_key)

        def safe(card):
            danger = sum(1 for c in unseen if STRENGTH[c] >= STRENGTH[card])
            return survive_probability(danger, len(unseen), held_after)

        if not cards:
            return self._lead(obs, hand, safe)

        best = max(STRENGTH[c] for c in cards)
        holders = [(leader + i) % N for i, c in enumerate(cards) if STRENGTH[c] == best]
        partner = (seat + 2) % N
        winning = holders[0] if len(holders) == 1 else None
        if winning == partner:
            # let the partner have it: throw the lowest card that does not spoil it
            quiet = [c for c in hand if STRENGTH[c] < best]
            if quiet:
                return min(quiet, key=_key)
            return min((c for c in hand if STRENGTH[c] > best), key=_key, default=low)
        beaters = sorted((c for c in hand if STRENGTH[c] > best), key=_key)
        ties = [c for c in hand if STRENGTH[c] == best]
        if winning is None and not opp_after:
            # spoiled so far and no opponent left: a win is cheap when it comes
            return beaters[0] if beaters and safe(beaters[0]) > 0.5 else low
        partner_after = partner in to_play
        for card in beaters:
            p = safe(card)
            if p >= self.TAKE or (p >= self.TAKE_LAST and not partner_after):
                return card
        if ties and (not opp_after or safe(ties[0]) >= self.TIE):
            return min(ties, key=_key)
        if beaters and not partner_after and not opp_after:
            return beaters[0]
        return low

    def _lead(self, obs, hand, safe):
        # a card nobody is likely to top wins cheaply; otherwise a fairly
        # high card: it often holds, keeps the lead and takes tricks early
        # (the first to reach the top count wins a tie)
        ranked = sorted(hand, key=_key)
        sure = [c for c in ranked if safe(c) >= self.SURE]
        if sure:
            return sure[0]
        return ranked[min(len(ranked) - 1, int(self.LEAD_QUANTILE * len(ranked)))]
