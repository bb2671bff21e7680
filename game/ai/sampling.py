"""Hidden cards drawn consistently with what a seat knows (determinization).

A sampled *world* is a full deal — a deck order plus the public action
history re-applied by the engine — that matches one seat's observation:
its own cards where the deal put them, every card shown so far, and every
void or refusal the play revealed.  The engine re-checks each sample by
re-applying the history; a sample whose history turns out illegal is drawn
again.

Constraints are kept per card as a bit mask of the deck indices it may
occupy, then cards are matched to indices at random (most constrained card
first, with augmenting paths when the greedy choice paints itself into a
corner).
"""

import random

from game.engine import IllegalAction, new_deal

from .solver import bits as _bits

INF = float("inf")


class DeckLayout:
    """Who received each deck index, and after how many actions.

    ``owners[i]`` is the seat (int) whose hand deck index ``i`` joined, or a
    pile name (str, e.g. ``"stock"``) for cards no seat has taken yet.
    ``avail[i]`` is the number of actions applied when that card joined its
    owner's hand (0 for the opening deal, ``INF`` for a pile).
    """

    def __init__(self, pack, owners, avail=None):
        self.pack = tuple(pack)
        self.size = len(pack)
        if len(owners) != self.size:
            raise ValueError(f"layout needs {self.size} owners, got {len(owners)}")
        self.owners = list(owners)
        self.avail = list(avail) if avail is not None else [0] * self.size
        full = (1 << self.size) - 1
        self.allowed = {card: full for card in self.pack}
        self.fixed = {}

    def _mask(self, owner, by_time=INF):
        m = 0
        for i, o in enumerate(self.owners):
            if o == owner and self.avail[i] <= by_time:
                m |= 1 << i
        return m

    def fix(self, card, index):
        """``card`` lies at deck ``index`` (a card shown where the deal put it).

        A fixed card's place is certain: later ``held``/``not_held`` facts
        about it (it may change hands by a rule, e.g. an exchange) are moot."""
        self.allowed[card] = 1 << index
        self.fixed[card] = index

    def held(self, card, owner, by_time=INF):
        """``owner`` held ``card`` once ``by_time`` actions had been applied."""
        if card not in self.fixed:
            self.allowed[card] &= self._mask(owner, by_time)

    def not_held(self, cards, owner, at_time=INF):
        """``owner`` held none of ``cards`` when ``at_time`` actions had been applied."""
        m = ~self._mask(owner, at_time)
        for card in cards:
            if card not in self.fixed:
                self.allowed[card] &= m

    def count(self, owner):
        return sum(1 for o in self.owners if o == owner)

    def draw(self, rng):
        """A deck order meeting every constraint, or None if none exists."""
        cards = list(self.pack)
        rng.shuffle(cards)
        allowed = self.allowed
        cards.sort(key=lambda c: bin(allowed[c]).count("1"))
        slot_of = {}
        card_at = [None] * self.size
        for card in cards:
            if not allowed[card]:
                return None
            free = [i for i in _bits(allowed[card]) if card_at[i] is None]
            if free:
                i = rng.choice(free)
                card_at[i] = card
                slot_of[card] = i
            elif not _augment(card, allowed, card_at, slot_of, set(), rng):
                return None
        return card_at


def _augment(card, allowed, card_at, slot_of, seen, rng):
    """Place ``card`` by moving already placed cards along (Kuhn's algorithm)."""
    options = list(_bits(allowed[card]))
    rng.shuffle(options)
    for i in options:
        if i in seen:
            continue
        seen.add(i)
        other = card_at[i]
        if other is None or _augment(other, allowed, card_at, slot_of, seen, rng):
            card_at[i] = card
            slot_of[card] = i
            return True
    return False


def rebuild(game, deck, dealer, actions, rng, options=None):
    """The deal from ``deck`` with ``actions`` re-applied, or None if one is illegal.

    An action may be a callable ``f(deal, rng) -> action`` for a move the
    seat did not see (e.g. another player's discard): it picks one that fits
    the sampled cards, or returns None to reject the sample.
    """
    deal = new_deal(game, deck=deck, dealer=dealer, options=options)
    for action in actions:
        if callable(action):
            action = action(deal, rng)
            if action is None:
                return None
        try:
            deal.apply(action)
        except IllegalAction:
            return None
    return deal


def sample_world(layout, game, dealer, actions, rng, options=None, tries=40):
    """A full deal consistent with ``layout`` and the public ``actions``.

    Returns None when ``tries`` draws all fail (the caller then plays on
    its heuristic alone).
    """
    for _ in range(tries):
        deck = layout.draw(rng)
        if deck is None:
            return None
        deal = rebuild(game, deck, dealer, actions, rng, options)
        if deal is not None:
            return deal
    return None


def habit_trace(world, seat, model, upto=None, phases=None):
    """``[(phase, action, legal, chosen)]`` for every action of another seat
    with more than one legal choice in ``world``'s history, replayed from its
    deck: ``chosen`` is what ``model`` (a player deciding from that seat's view
    of the world, e.g. the normal habits) would have done instead (None
    without a model: the actions and their legal alternatives alone).
    ``phase`` is the deal's phase then (None for a game without phases);
    ``upto`` stops after that many actions; with ``phases`` only the actions
    of those phases are listed (the model is asked about no other).  Everything
    read is the world's: the seats' hands in it are the searcher's own guesses."""
    record = world.record()
    actions = record["actions"] if upto is None else record["actions"][:upto]
    deal = new_deal(record["game"], deck=record["deck"], dealer=record["dealer"], options=record.get("options"))
    reader = getattr(model, "choose_in", None)
    still = random.Random(0)  # the normal habits draw nothing; a fixed stream all the same
    out = []
    for action in actions:
        s = deal.current_player
        phase = getattr(deal, "phase", None)
        if s != seat and (phases is None or phase in phases):
            legal = deal.legal_actions()
            if len(legal) > 1:
                if model is None:
                    chosen = None
                elif reader is not None:
                    chosen = reader(deal, s, legal, still)
                else:
                    chosen = model.choose(deal.observation(s), still)
                out.append((phase, action, legal, chosen))
        deal.apply(action)
    return out


def tremble(epsilon):
    """How likely a play is under habits that keep to their choice but for a
    share ``epsilon`` of decisions, made uniformly among the ``n`` legal ones:
    ``f(action, legal, chosen)`` = (1 - epsilon) [action is chosen] + epsilon / n.
    A softmax over scores with one score per choice (the habit's pick above the rest)."""

    def factor(action, legal, chosen):
        return (1.0 - epsilon) * (action == chosen) + epsilon / len(legal)

    return factor


def habit_likelihood(world, seat, model, factors, upto=None):
    """How well ``world`` explains the other seats' actions: the product over
    ``habit_trace`` of ``factors[phase](action, legal, chosen)`` (a phase
    without a factor is not weighed)."""
    weight = 1.0
    for phase, action, legal, chosen in habit_trace(world, seat, model, upto, factors):
        weight *= factors[phase](action, legal, chosen)
    return weight


def replay_weight(world, seat, surprise, upto=None):
    """The product of ``surprise(deal, action)`` over the other seats' actions
    in ``world``'s history, replayed from its deck (how well the world
    explains what they did), for a game whose model scores a call from the
    whole hand rather than by the habits' one pick."""
    record = world.record()
    actions = record["actions"] if upto is None else record["actions"][:upto]
    deal = new_deal(record["game"], deck=record["deck"], dealer=record["dealer"], options=record.get("options"))
    weight = 1.0
    for action in actions:
        if deal.current_player != seat:
            weight *= surprise(deal, action)
        deal.apply(action)
    return weight
