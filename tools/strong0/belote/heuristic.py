"""Belote players.

Bidding weighs the trumps the hand would hold (the Jack and the Nine above
all) and the side Aces; play follows the classic habits: the taker's side
draws trumps with the master trump, everybody cashes masters, wins a trick
with the cheapest card that holds it, loads points on a partner's safe
trick, never overtakes the partner needlessly and throws its cheapest card
when the trick is lost.  The strong level searches sampled deals (``worlds``).
"""

from game.engine.belote import STRENGTH, VALUE
from game.engine.cards import FRENCH_SUITS, PACKS
from game.engine.tricks import beats, winning_index

from ..base import Player
from ..jit import build
from ..levels import noise
from .core import INDEX, SUITS
from .solver import CORE

GAME = "belote"
PACK = PACKS[GAME]
N = 4

# how much a card adds to a trump suit's case when bidding
TRUMP_WEIGHT = {"J": 4.5, "9": 3.2, "A": 2.2, "T": 1.8, "K": 1.2, "Q": 1.1, "8": 0.8, "7": 0.8}
TAKE_THRESHOLD = {"easy": 7.0, "normal": 8.0}


def next_seat(seat):
    """The player after ``seat`` (play goes counter-clockwise)."""
    return (seat - 1) % N


def trick_winner(cards, trump):
    """Index of the card winning ``cards`` (in play order): the engine's rule, in Python,
    since a call into the compiled core per card costs more than the comparison."""
    return winning_index(cards, trump, STRENGTH[trump].__getitem__)


def hand_value(hand, trump, turned=None):
    """Bidding weight of ``hand`` with ``trump`` (``turned`` joins the hand)."""
    cards = list(hand) + ([turned] if turned else [])
    trumps = [c for c in cards if c[1] == trump]
    score = sum(TRUMP_WEIGHT[c[0]] for c in trumps)
    if len(trumps) >= 3:
        score += 1.0 * (len(trumps) - 2)
    if "K" + trump in cards and "Q" + trump in cards:
        score += 1.5
    for s in FRENCH_SUITS:
        if s == trump:
            continue
        side = [c[0] for c in cards if c[1] == s]
        if "A" in side:
            score += 1.6
            if "T" in side:
                score += 0.8
        elif "T" in side and len(side) >= 2:
            score += 0.4
        if not side and len(trumps) >= 2:
            score += 0.5  # a void to trump in
    return score


class Reading:
    """What the play so far tells one seat: unseen cards, voids, known holdings."""

    def __init__(self, obs):
        self.seat = obs["seat"]
        self.trump = trump = obs["trump"]
        hand = obs["hand"]
        played = []
        self.void = [set() for _ in range(N)]
        self.known = [set() for _ in range(N)]  # cards a seat is known to hold
        st = STRENGTH[trump] if trump else None
        tricks = [(t["leader"], t["cards"]) for t in obs["tricks"]]
        cur = obs["trick"]
        if cur:
            tricks.append((cur[0]["seat"], [e["card"] for e in cur]))
        core = build(CORE)
        t = SUITS.index(trump) if trump else 0
        for leader, cards in tricks:
            idx = [INDEX[c] for c in cards]
            played.append(cards[0])
            win_card, win_seat = idx[0], leader
            for i in range(1, len(cards)):
                s = (leader - i) % N
                played.append(cards[i])
                shown = int(core.voids_shown(idx[0], idx[i], (win_seat - s) % 2 == 0, t))
                self.void[s].update(SUITS[k] for k in range(4) if shown >> k & 1)
                if core.beats(idx[i], win_card, t):
                    win_card, win_seat = idx[i], s
        self.played = set(played)
        taker = obs.get("declarer")
        turned = obs["specific"].get("turned")
        if taker is not None and turned and turned not in self.played and taker != self.seat:
            self.known[taker].add(turned)
        for e in obs.get("events", ()):
            if e.get("type") == "belote" and trump:
                s = e["seat"]
                for r in "KQ":
                    c = r + trump
                    if c not in self.played and s != self.seat:
                        self.known[s].add(c)
        mine = set(hand)
        self.unseen = unseen = {c for c in PACK if c not in mine and c not in self.played}
        self.st = st
        claimed = set().union(*self.known)
        self.possible = []
        for s in range(N):
            if s == self.seat:
                self.possible.append(set())
                continue
            self.possible.append(
                {c for c in unseen if c in self.known[s]
                 or (c not in claimed and c[1] not in self.void[s])}
            )
        self.suits = [{c[1] for c in p} for p in self.possible]

    def may_hold(self, seat, card):
        return card in self.possible[seat]

    def short(self, seat, suit):
        """``seat`` holds no card of ``suit``, as far as this seat can tell."""
        return suit not in self.suits[seat]

    def can_beat(self, seat, card, led):
        """Might ``seat`` (to play later in this trick) beat ``card``?"""
        trump, st = self.trump, self.st
        short_led = led not in self.suits[seat]
        for c in self.possible[seat]:
            if c[1] == card[1] and st[c] > st[card]:
                if card[1] == led or short_led:
                    return True
            elif c[1] == trump and card[1] != trump and short_led:
                return True
        return False

    def master(self, card):
        """No unseen card of its suit ranks above ``card``."""
        st = self.st
        return not any(c[1] == card[1] and st[c] > st[card] for c in self.unseen)


class BeloteHeuristic(Player):
    game = GAME
    # habits tried in the arena against each other and kept for their results
    SECURE_PARTNER = True  # overtake a partner's unsafe trick with a safe winner
    PULL_TRUMPS = "any"  # the taker draws trumps with a low one lacking the master

    def __init__(self, level="normal", rng=None):
        super().__init__(rng)
        self.level = level
        self.noise = noise(level)

    def _choose(self, obs, legal, rng, cancel):
        if obs["phase"] in ("bid1", "bid2"):
            return self.bid(obs, legal, rng)
        if self.noise and rng.random() < self.noise:
            return rng.choice(legal)
        return self.play(obs, legal)

    # -- bidding -------------------------------------------------------------
    def bid(self, obs, legal, rng):
        hand = obs["hand"]
        turned = obs["specific"]["turned"]
        threshold = TAKE_THRESHOLD.get(self.level, 8.0)
        if self.level == "easy":
            threshold += rng.uniform(-1.5, 1.5)
        if "take" in legal:
            if hand_value(hand, turned[1], turned) >= threshold:
                return "take"
            return "pass"
        best, best_v = "pass", threshold
        for a in legal:
            if a.startswith("take:"):
                v = hand_value(hand, a[5:], turned)
                if v >= best_v:
                    best, best_v = a, v
        return best

    # -- card play -----------------------------------------------------------
    def play(self, obs, legal):
        r = Reading(obs)
        trump = r.trump
        val = VALUE[trump]
        st = r.st
        seat = obs["seat"]
        partner = (seat + 2) % N
        trick = obs["trick"]

        def cheap(c):
            return (val[c], c[1] == trump, st[c])

        if not trick:
            return self.lead(obs, legal, r)
        cards = [e["card"] for e in trick]
        led = cards[0][1]
        w = trick_winner(cards, trump)
        win_seat, win_card = trick[w]["seat"], cards[w]
        after = []
        s = next_seat(seat)
        for _ in range(3 - len(cards)):
            after.append(s)
            s = next_seat(s)
        opps_after = [s for s in after if (s - seat) % 2]

        def holds(card):
            return not any(r.can_beat(o, card, led) for o in opps_after)

        if win_seat == partner:
            quiet = [c for c in legal if not _beats(c, win_card, trump, st)] or legal
            if holds(win_card):
                # the trick is ours: add points, but keep trumps and masters
                def load(c):
                    keep = c[1] == trump or (r.master(c) and c[1] != led)
                    return (not keep, val[c], -st[c])

                return max(quiet, key=load)
            if self.SECURE_PARTNER:
                sure = [c for c in legal if _beats(c, win_card, trump, st) and holds(c)]
                if sure:
                    return min(sure, key=cheap)
            return min(quiet, key=cheap)
        winners = [c for c in legal if _beats(c, win_card, trump, st)]
        if winners:
            safe = [c for c in winners if holds(c)]
            if safe:
                return min(safe, key=cheap)
            if len(winners) == len(legal):
                return min(winners, key=cheap)
        losers = [c for c in legal if c not in winners] or legal
        return min(losers, key=lambda c: (c[1] == trump, val[c], r.master(c), st[c]))

    def lead(self, obs, legal, r):
        trump, st, val = r.trump, r.st, VALUE[r.trump]
        seat = obs["seat"]
        taker = obs["declarer"]
        ours = taker is not None and (taker - seat) % 2 == 0
        trumps = [c for c in legal if c[1] == trump]
        opps = [(seat + 1) % N, (seat + 3) % N]
        opp_trumps = any(
            r.may_hold(o, c) for o in opps for c in r.unseen if c[1] == trump
        ) or any(c[1] == trump for o in opps for c in r.known[o])
        if ours and trumps and opp_trumps:
            top = max(trumps, key=lambda c: st[c])
            if r.master(top) and (taker == seat or len(trumps) >= 2):
                return top
            if self.PULL_TRUMPS == "any" and taker == seat and len(trumps) >= 3:
                return min(trumps, key=lambda c: st[c])
        sides = [c for c in legal if c[1] != trump]
        cash = [
            c for c in sides
            if r.master(c) and not any(c[1] in r.void[o] and trump not in r.void[o] for o in opps)
        ]
        if cash:
            return max(cash, key=lambda c: (val[c], st[c]))
        if sides:
            # a low card, from a suit where no Ten waits unguarded
            def risk(c):
                suit = [x for x in legal if x[1] == c[1]]
                bare_ten = any(x[0] == "T" for x in suit) and not any(x[0] == "A" for x in suit)
                return (val[c] >= 10, bare_ten, val[c], st[c])

            return min(sides, key=risk)
        top = max(legal, key=lambda c: st[c])
        return top if r.master(top) else min(legal, key=lambda c: st[c])


def _beats(card, current, trump, st):
    return beats(card, current, trump, st.__getitem__)


__all__ = ["BeloteHeuristic", "Reading", "hand_value", "trick_winner"]
