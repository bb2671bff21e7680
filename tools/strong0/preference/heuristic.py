"""Preference players.

Bidding counts the tricks the hand should take with its best trumps (the
talon's help included for numeric bids); the declarer discards for its best
trump suit and announces No Aces only with tricks to spare; a defender
defends with two likely tricks and otherwise drops, and invites only with a
strong hand.  Card play: the declarer draws trumps with masters and cashes
its winners, everyone wins a trick with the cheapest card that holds it and
throws its lowest card when it cannot.  The strong level searches sampled
deals (``worlds``).
"""

from game.engine.cards import PACKS
from game.engine.preference import STRENGTH
from game.engine.tricks import beats, winning_index

from ..base import Player
from ..levels import noise
from . import evaluation as ev

GAME = "preference"
PACK = PACKS[GAME]
N = 3

# estimated tricks a decision asks for (tuned in the arena against each other)
BID_NEED = 5.5  # numeric bid, the talon's help included
GAME_NEED = 6.1  # Game or Hearts, without the talon
DEFEND_NEED = 1.5


_strength = STRENGTH.__getitem__


def _beats(card, current, trump):
    return beats(card, current, trump, _strength)


class Reading:
    """What the play tells one seat: unseen cards and revealed voids."""

    def __init__(self, obs):
        self.seat = obs["seat"]
        self.trump = trump = obs["trump"]
        self.void = [set() for _ in range(N)]
        played = set()
        tricks = [(t["seats"], t["cards"]) for t in obs["tricks"]]
        if obs["trick"]:
            tricks.append(([e["seat"] for e in obs["trick"]], [e["card"] for e in obs["trick"]]))
        for seats, cards in tricks:
            led = cards[0][1]
            for s, c in zip(seats, cards):
                played.add(c)
                if c[1] != led:
                    self.void[s].add(led)
                    if trump and c[1] != trump:
                        self.void[s].add(trump)
        self.played = played
        own = set(obs["hand"]) | set(obs["specific"].get("discards") or ())
        self.unseen = {c for c in PACK if c not in own and c not in played}
        self.possible = [
            {c for c in self.unseen if c[1] not in self.void[s]} if s != self.seat else set()
            for s in range(N)
        ]
        self.suits = [{c[1] for c in p} for p in self.possible]

    def master(self, card):
        return not any(c[1] == card[1] and STRENGTH[c] > STRENGTH[card] for c in self.unseen)

    def can_beat(self, seat, card, led):
        short_led = led not in self.suits[seat]
        for c in self.possible[seat]:
            if c[1] == card[1] and STRENGTH[c] > STRENGTH[card]:
                if card[1] == led or short_led:
                    return True
            elif c[1] == self.trump and card[1] != self.trump and short_led:
                return True
        return False


class PreferenceHeuristic(Player):
    game = GAME

    def __init__(self, level="normal", rng=None):
        super().__init__(rng)
        self.level = level
        self.noise = noise(level)

    def _choose(self, obs, legal, rng, cancel):
        phase = obs["phase"]
        if phase == "play":
            if self.noise and rng.random() < self.noise:
                return rng.choice(legal)
            return self.play(obs, legal)
        shift = rng.uniform(-0.8, 0.8) if self.level == "easy" else 0.0
        hand = obs["hand"]
        if phase == "auction":
            return ev.choose_bid(hand, legal, BID_NEED + shift, GAME_NEED + shift)
        if phase == "discard":
            n = int(obs["contract"][4:])
            k = 2 - len(obs["specific"]["discards"] or ())
            cards, _ = ev.choose_discards(hand, n, k)
            return "discard:" + cards[0]
        if phase == "trump":
            allowed = [a[6:] for a in legal]
            return "trump:" + ev.best_trump(hand, allowed)
        if phase == "no_aces":
            safe = ev.declarer_tricks(hand, obs["trump"]) >= 7.0 + shift
            return "no-aces" if safe else "no-announcement"
        if phase == "defence":
            return self.defence(obs, shift)
        if phase == "invite":
            strong = ev.defence_tricks(hand, obs["trump"]) >= 3.0 + shift
            return "invite" if strong else "alone"
        return legal[0]

    def defence(self, obs, shift):
        hand = obs["hand"]
        trump = obs["trump"]
        tricks = ev.defence_tricks(hand, trump)
        need = DEFEND_NEED + shift
        if obs["contract"] == "hearts" or obs["specific"]["no_aces"]:
            need -= 0.25  # the bonus rides on the declarer failing
        return "defend" if tricks >= need else "drop"

    # -- card play -----------------------------------------------------------
    def play(self, obs, legal):
        r = Reading(obs)
        trump = r.trump
        seat = obs["seat"]
        declarer = obs["declarer"]
        active = obs["specific"]["active"]
        trick = obs["trick"]

        def low(c):
            return (c[1] == trump, r.master(c), STRENGTH[c])

        def friend(s):
            return s == seat or (s != declarer and seat != declarer)

        if not trick:
            return self.lead(obs, legal, r)
        cards = [e["card"] for e in trick]
        led = cards[0][1]
        w = winning_index(cards, trump, _strength)
        win_seat, win_card = trick[w]["seat"], cards[w]
        i = active.index(seat)
        after = [active[(i + k) % len(active)] for k in range(1, len(active) - len(cards))]
        foes_after = [s for s in after if not friend(s)]

        def holds(card):
            return not any(r.can_beat(f, card, led) for f in foes_after)

        if friend(win_seat) and holds(win_card):
            quiet = [c for c in legal if not _beats(c, win_card, trump)] or legal
            return min(quiet, key=low)
        winners = [c for c in legal if _beats(c, win_card, trump)]
        safe = [c for c in winners if holds(c)]
        if safe:
            return min(safe, key=lambda c: (c[1] == trump, STRENGTH[c]))
        if winners and (len(winners) == len(legal) or not foes_after):
            return min(winners, key=lambda c: (c[1] == trump, STRENGTH[c]))
        losers = [c for c in legal if c not in winners] or legal
        return min(losers, key=low)

    def lead(self, obs, legal, r):
        trump = r.trump
        seat = obs["seat"]
        declarer = obs["declarer"]
        foes = [s for s in obs["specific"]["active"] if (s == declarer) != (seat == declarer)]
        trumps = [c for c in legal if c[1] == trump]
        foe_trumps = any(trump in r.suits[f] for f in foes)
        if seat == declarer and trumps and foe_trumps:
            top = max(trumps, key=STRENGTH.get)
            if r.master(top) or len(trumps) >= 4:
                return top if r.master(top) else min(trumps, key=STRENGTH.get)
        sides = [c for c in legal if c[1] != trump]
        cash = [
            c for c in sides
            if r.master(c) and not any(c[1] not in r.suits[f] and trump in r.suits[f] for f in foes)
        ]
        if cash:
            return max(cash, key=STRENGTH.get)
        if sides:
            by_len = {}
            for c in sides:
                by_len.setdefault(c[1], []).append(c)
            suit = max(by_len, key=lambda s: (len(by_len[s]), -min(STRENGTH[c] for c in by_len[s])))
            return min(by_len[suit], key=STRENGTH.get)
        return max(legal, key=STRENGTH.get) if r.master(max(legal, key=STRENGTH.get)) else min(
            legal, key=STRENGTH.get
        )

