"""Aluette players.

Free play, a unique rank order and ties that spoil a trick: the heuristic
wins a trick with the lowest card likely to hold it, keeps its high cards
otherwise, never spends a card to overtake its partner, and spoils an
opponent's trick by tying when that is the cheap answer.  The strong level
searches sampled deals (``search.SearchPlayer``).
"""

from game.engine.aluette import STRENGTH
from game.engine.cards import PACKS

from . import aluette_solver
from .base import Player
from .common import survive_probability
from .endgame import TrickEndgame
from .levels import noise, searches
from .match_value import total_value
from .sampling import INF, DeckLayout, sample_world
from .search import Budget, SearchPlayer

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


# -- the strong level --------------------------------------------------------


def layout_for(obs):
    """Who received each deck index (indices 36-47 are never dealt)."""
    dealer = obs["dealer"]
    owners = []
    for _round in range(3):
        for j in range(4):
            owners += [(dealer + 1 + j) % N] * 3
    owners += ["unused"] * 12
    avail = [0] * 36 + [INF] * 12
    lay = DeckLayout(PACK, owners, avail)
    seat = obs["seat"]
    for c in obs["hand"]:
        lay.held(c, seat)
    for s, c in public_actions(obs):
        lay.held(c, s)
    return lay


#: match points a team scores in a deal (Mordienne: 2), as often as in 600
#: deals between normal players (some team always wins the deal there)
DEAL_POINTS = {1: 0.497, 2: 0.003}


def for_match(obs):
    """Deal value (my team's points minus theirs) -> the five-deal match's
    value from the score so far and the deals still to come; None outside a match."""
    match = obs["specific"].get("match")
    if not match or match.get("deals_left") is None:
        return None
    team = obs["seat"] % 2
    lead = match["scores"][team] - match["scores"][1 - team]
    left = match["deals_left"]
    table = {d: total_value(lead + d, left, DEAL_POINTS) for d in range(-2, 3)}
    return lambda v: table[v] if v in table else v


class Knowledge(TrickEndgame):
    solver = aluette_solver
    solve_tricks = 2
    play_phase = None  # the whole deal is card play
    game = GAME
    n_players = N
    # raced (see search.evaluate), with the compact playouts (2.2 times cheaper than the
    # engine's): 1.3 times the rollouts of the plain search for about its time
    budget = Budget(worlds=110, rollouts=400, race=2.0)

    @staticmethod
    def heuristic(level, rng):
        return AluetteHeuristic(level, rng)

    for_match = staticmethod(for_match)

    @staticmethod
    def sample(obs, rng):
        actions = [c for _, c in public_actions(obs)]
        return sample_world(layout_for(obs), GAME, obs["dealer"], actions, rng)

    @staticmethod
    def value(result, seat):
        team = seat % 2
        return result["points"][team] - result["points"][1 - team]

    @staticmethod
    def groups(obs):
        # cards of equal rank are interchangeable
        rep = {}
        for c in sorted(obs["legal_actions"]):
            rep.setdefault(STRENGTH[c], c)
        return lambda card: rep[STRENGTH[card]]

    @classmethod
    def fast_value(cls, deal, seat, budget, cancel=None):
        from .aluette_fast import play_out

        v = play_out(deal, cls.solve_tricks, budget.nodes, cancel)
        return v if seat % 2 == 0 else -v


def make_player(level, rng, budget=None):
    if searches(level):
        return SearchPlayer(Knowledge, rng, budget, level)
    return AluetteHeuristic(level, rng)
