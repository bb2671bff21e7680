"""Schnapsen players.

The heuristic exchanges the trump Jack, declares marriages (trumps first),
takes 66 as soon as a card or a marriage reaches it, closes the stock when
its points and sure tricks reach 66, keeps its trumps for the endgame,
captures Aces and Tens cheaply and otherwise throws its least useful card.
The strong level searches sampled deals (``schnapsen_worlds``).
"""

from game.engine.cards import PACKS
from game.engine.schnapsen_scoring import STRENGTH, TARGET, VALUES

from .base import Player

GAME = "schnapsen"
PACK = PACKS[GAME]
N = 2


def _beats(card, lead, trump):
    if card[1] == lead[1]:
        return STRENGTH[card] > STRENGTH[lead]
    return card[1] == trump


class Reading:
    """What one seat knows: unseen cards and the opponent's known cards."""

    def __init__(self, obs):
        self.seat = seat = obs["seat"]
        self.opp = 1 - seat
        self.trump = obs["trump"]
        hand = set(obs["hand"])
        played = set()
        for t in obs["tricks"]:
            played.update(t["cards"])
        played.update(p["card"] for p in obs["trick"])
        self.played = played
        known = set()
        for m in obs["specific"]["marriages"]:
            if m["seat"] == self.opp:
                known.add(m["shown"])
        if obs["specific"]["trump_card_taken_by"] == self.opp:
            known.add(obs["specific"]["trump_card"])
        for e in obs["events"]:
            if e["type"] == "exchange" and e["seat"] == self.opp:
                known.add(e["card"])
        self.known = {c for c in known if c not in played and c not in hand}
        visible = set(hand) | played
        if obs["specific"]["stock_size"]:
            visible.add(obs["specific"]["trump_card"])  # face up, or turned down on closing after being seen
        self.unseen = {c for c in PACK if c not in visible}
        self.opp_cards = obs["hand_counts"][self.opp]
        # once the stock is gone every unseen card is in the opponent's hand
        self.opp_hand_known = obs["specific"]["stock_size"] == 0

    def master(self, card):
        """No unseen card of its suit ranks higher."""
        return not any(c[1] == card[1] and STRENGTH[c] > STRENGTH[card] for c in self.unseen)

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
        self.noise = 0.25 if level == "easy" else 0.0

    def _choose(self, obs, legal, rng, cancel):
        if self.noise and rng.random() < self.noise:
            plain = [a for a in legal if a not in ("close",)]
            return rng.choice(plain or legal)
        if obs["trick"]:
            return self.follow(obs, legal)
        return self.lead(obs, legal)

    # -- leading -------------------------------------------------------------
    def lead(self, obs, legal):
        seat = obs["seat"]
        r = Reading(obs)
        trump = r.trump
        points = obs["scores"][seat]
        won = obs["tricks_won"][seat] > 0
        marriages = [a for a in legal if a.startswith("marry:")]
        # a counted marriage reaching 66 ends the deal at once
        for a in marriages:
            value = 40 if a[-1] == trump else 20
            if won and points + value >= TARGET:
                return a
        if "exchange" in legal:
            return "exchange"
        hand = [a for a in legal if len(a) == 2]
        # a sure trick reaching 66
        pending = obs["specific"]["pending"][seat]
        for c in sorted(hand, key=lambda c: -VALUES[c]):
            if not r.opp_may_beat(c) and (obs["specific"]["strict"] or c[1] == trump):
                if points + pending + VALUES[c] >= TARGET:
                    return c
        if "close" in legal and self.should_close(obs, r, hand):
            return "close"
        if marriages:
            trump_m = [a for a in marriages if a[-1] == trump]
            pick = trump_m or marriages
            queen = [a for a in pick if a[6] == "Q"]
            return (queen or pick)[0]
        if obs["specific"]["strict"]:
            return self.lead_strict(obs, r, hand)
        return self.lead_open(obs, r, hand)

    def should_close(self, obs, r, hand):
        seat = obs["seat"]
        points = obs["scores"][seat] + obs["specific"]["pending"][seat]
        sure = sure_points(hand, r)
        return points + sure >= TARGET + self.CLOSE_MARGIN and obs["specific"]["stock_size"] > 2

    def lead_open(self, obs, r, hand):
        trump = r.trump

        def waste(c):
            # keep trumps, marriage halves and masters; give away little
            pair = c[0] in "KQ" and (("Q" if c[0] == "K" else "K") + c[1]) in r.unseen
            return (c[1] == trump, pair and c[1] != trump, VALUES[c] >= 10, VALUES[c])

        return min(hand, key=waste)

    def lead_strict(self, obs, r, hand):
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
    def follow(self, obs, legal):
        seat = obs["seat"]
        r = Reading(obs)
        trump = r.trump
        lead = obs["trick"][0]["card"]
        points = obs["scores"][seat] + obs["specific"]["pending"][seat]
        winners = [c for c in legal if _beats(c, lead, trump)]
        # a win reaching 66 ends the deal
        for c in sorted(winners, key=lambda c: VALUES[c]):
            if points + VALUES[c] + VALUES[lead] >= TARGET:
                return c
        losers = [c for c in legal if c not in winners]
        if obs["specific"]["strict"]:
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


def make_player(level, rng, budget=None):
    if level == "strong":
        from .schnapsen_worlds import Knowledge
        from .search import SearchPlayer

        return SearchPlayer(Knowledge, rng, budget)
    return SchnapsenHeuristic(level, rng)
