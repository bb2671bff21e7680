"""Schnapsen players.

The heuristic exchanges the trump Jack, declares marriages (trumps first),
takes 66 as soon as a card or a marriage reaches it, closes the stock when
its points and sure tricks reach 66, keeps its trumps for the endgame,
captures Aces and Tens cheaply and otherwise throws its least useful card.
The strong level searches sampled deals (``worlds``).
"""

from game.engine.cards import PACKS
from game.engine.schnapsen_scoring import STRENGTH, TARGET, VALUES
from game.engine.tricks import beats

from ..base import Player
from ..levels import noise

GAME = "schnapsen"
PACK = PACKS[GAME]
N = 2
_strength = STRENGTH.__getitem__


def _beats(card, lead, trump):
    """Does ``card`` played second win the trick ``lead`` opened?  The engine's rule: a
    call into the compiled core per card would cost more than the comparison."""
    return beats(card, lead, trump, _strength)


class Reading:
    """What one seat knows when it is to act: its hand and legal actions, the
    score, the card led and the cards it has not seen.

    Built from an observation, or in a search's playout from the sampled
    world itself (``of_world``): the same facts read without building the
    observation, which the tests check field by field.
    """

    __slots__ = ("seat", "trump", "hand", "legal", "points", "pending", "won", "strict",
                 "stock_size", "lead", "unseen")

    @classmethod
    def of_observation(cls, obs):
        r = cls()
        r.seat = seat = obs["seat"]
        r.trump = obs["trump"]
        sp = obs["specific"]
        r.hand = obs["hand"]
        r.legal = obs["legal_actions"]
        r.points = obs["scores"][seat]
        r.pending = sp["pending"][seat]
        r.won = obs["tricks_won"][seat] > 0
        r.strict = sp["strict"]
        r.stock_size = sp["stock_size"]
        r.lead = obs["trick"][0]["card"] if obs["trick"] else None
        played = set()
        for t in obs["tricks"]:
            played.update(t["cards"])
        played.update(p["card"] for p in obs["trick"])
        r._finish(played, sp["trump_card"])
        return r

    @classmethod
    def of_world(cls, deal, seat, legal):
        """The reading of ``seat`` in a deal the searcher drew and plays out
        (its own copy): only what that seat's observation holds."""
        r = cls()
        r.seat = seat
        r.trump = deal.trump
        r.hand = deal.hands[seat]
        r.legal = legal
        r.points = deal.points[seat]
        r.pending = deal.pending[seat]
        r.won = deal.tricks_won[seat] > 0
        r.strict = deal.strict
        r.stock_size = deal.stock_left
        r.lead = deal.trick[0] if deal.trick else None
        played = set(deal.trick)
        for t in deal.tricks:
            played.update(t[1])
        r._finish(played, deal.trump_card)
        return r

    def _finish(self, played, trump_card):
        visible = set(self.hand) | played
        if self.stock_size:
            visible.add(trump_card)  # face up, or turned down on closing after being seen
        self.unseen = {c for c in PACK if c not in visible}

    def opp_may_beat(self, card):
        """Could the opponent (strict rules) win a trick ``card`` leads?"""
        t = self.trump
        for c in self.unseen:
            if c[1] == card[1] and STRENGTH[c] > STRENGTH[card]:
                return True
        if card[1] != t and any(c[1] == t for c in self.unseen):
            # only when void in the suit
            if not any(c[1] == card[1] for c in self.unseen):
                return True
        return False


class SchnapsenHeuristic(Player):
    game = GAME
    TRUMP_CAPTURE = 3  # trump a lead worth at least this while the stock is open
    CLOSE_MARGIN = 0  # close when points and sure points reach 66 plus this

    def __init__(self, level="normal", rng=None):
        super().__init__(rng)
        self.level = level
        self.noise = noise(level)

    def _choose(self, obs, legal, rng, cancel):
        return self.decide(Reading.of_observation(obs), rng)

    def choose_in(self, deal, seat, legal, rng):
        """The same choice in a search's playout, read from the sampled world
        (the searcher's copy) without building an observation."""
        return self.decide(Reading.of_world(deal, seat, legal), rng)

    def decide(self, r, rng):
        legal = r.legal
        if self.noise and rng.random() < self.noise:
            plain = [a for a in legal if a not in ("close",)]
            return rng.choice(plain or legal)
        if r.lead is not None:
            return self.follow(r, legal)
        return self.lead(r, legal)

    # -- leading -------------------------------------------------------------
    def lead(self, r, legal):
        trump = r.trump
        points = r.points
        marriages = [a for a in legal if a.startswith("marry:")]
        # a counted marriage reaching 66 ends the deal at once
        for a in marriages:
            value = 40 if a[-1] == trump else 20
            if r.won and points + value >= TARGET:
                return a
        if "exchange" in legal:
            return "exchange"
        hand = [a for a in legal if len(a) == 2]
        # a sure trick reaching 66
        for c in sorted(hand, key=lambda c: -VALUES[c]):
            if not r.opp_may_beat(c) and (r.strict or c[1] == trump):
                if points + r.pending + VALUES[c] >= TARGET:
                    return c
        if "close" in legal and self.should_close(r, hand):
            return "close"
        if marriages:
            trump_m = [a for a in marriages if a[-1] == trump]
            pick = trump_m or marriages
            queen = [a for a in pick if a[6] == "Q"]
            return (queen or pick)[0]
        if r.strict:
            return self.lead_strict(r, hand)
        return self.lead_open(r, hand)

    def should_close(self, r, hand):
        if r.stock_size <= 2:
            return False
        return r.points + r.pending + sure_points(hand, r) >= TARGET + self.CLOSE_MARGIN

    def lead_open(self, r, hand):
        trump = r.trump

        def waste(c):
            # keep trumps, marriage halves and masters; give away little
            pair = c[0] in "KQ" and (("Q" if c[0] == "K" else "K") + c[1]) in r.unseen
            return (c[1] == trump, pair and c[1] != trump, VALUES[c] >= 10, VALUES[c])

        return min(hand, key=waste)

    def lead_strict(self, r, hand):
        trump = r.trump
        # draw trumps with masters, then cash side masters, else give little
        masters = [c for c in hand if not r.opp_may_beat(c)]
        trumps_out = any(c[1] == trump for c in r.unseen)
        master_trumps = [c for c in masters if c[1] == trump]
        if master_trumps and trumps_out:
            return max(master_trumps, key=lambda c: VALUES[c])
        if masters:
            return max(masters, key=lambda c: (VALUES[c], c[1] != trump))
        return min(hand, key=lambda c: (c[1] == trump, VALUES[c]))

    # -- following -----------------------------------------------------------
    def follow(self, r, legal):
        trump = r.trump
        lead = r.lead
        points = r.points + r.pending
        winners = [c for c in legal if _beats(c, lead, trump)]
        # a win reaching 66 ends the deal
        for c in sorted(winners, key=lambda c: VALUES[c]):
            if points + VALUES[c] + VALUES[lead] >= TARGET:
                return c
        losers = [c for c in legal if c not in winners]
        if r.strict:
            if winners:
                return min(winners, key=lambda c: (c[1] == trump, VALUES[c]))
            return min(legal, key=lambda c: VALUES[c])
        same = [c for c in winners if c[1] == lead[1]]
        if same:
            # capture with the Ten when it wins (it is the card at risk), else the Ace
            return max(same, key=lambda c: (c[0] == "T", VALUES[c]))
        trumps = [c for c in winners if c[1] == trump]
        if trumps and VALUES[lead] >= self.TRUMP_CAPTURE:
            return min(trumps, key=lambda c: VALUES[c])
        if losers:
            return min(losers, key=lambda c: self._keep(c, r))
        return min(legal, key=lambda c: VALUES[c])

    def _keep(self, c, r):
        """Sort key: cards worth keeping sort last."""
        pair = c[0] in "KQ" and (("Q" if c[0] == "K" else "K") + c[1]) in r.unseen
        return (c[1] == r.trump, pair, VALUES[c])


def sure_points(hand, r):
    """Points a hand collects with tricks nobody can take from it (strict play)."""
    total = 0
    unseen = set(r.unseen)
    for c in sorted(hand, key=lambda c: (c[1] != r.trump, -STRENGTH[c])):
        higher = [u for u in unseen if u[1] == c[1] and STRENGTH[u] > STRENGTH[c]]
        if higher:
            continue
        beatable = c[1] != r.trump and any(u[1] == r.trump for u in unseen) and not any(
            u[1] == c[1] for u in unseen
        )
        if beatable:
            continue
        total += VALUES[c]
        # the opponent must follow: count a low card of the suit if there is one
        follow = [u for u in unseen if u[1] == c[1]]
        if follow:
            low = min(follow, key=lambda u: VALUES[u])
            total += VALUES[low]
            unseen.discard(low)
    return total

