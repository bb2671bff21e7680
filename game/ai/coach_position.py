"""What a position shows of its cards without any search: how a card ranks, what
heads the trick, the cards gone, what a card costs to give away (the coach's
facts where no world was drawn, and the trick facts of a world it played)."""

from __future__ import annotations

from game.engine import descriptor

from .base import legal_of
from .coach_worlds import card_points, played_card


def strength(info, card, trump):
    """How high a card ranks in its suit (None when the game gives no order)."""
    facts = info.facts
    order = facts.get("trump_order") if card[1] == trump else facts.get("plain_order")
    if order and card[0] in order:
        return order.index(card[0])
    table = descriptor(info.name).card_strength  # the descriptor's ranking of every card, or None
    value = table.get(card) if table is not None else None
    return value if isinstance(value, (int, float)) else None


def card_of(game, action, hand):
    """The hand card an action plays (plain, or with a declaration), else None."""
    card = played_card(game, action) if action is not None else None
    return card if card in hand else None


def playable(game, obs):
    """The hand cards the legal actions play."""
    hand = obs["hand"]
    return [c for c in (card_of(game, a, hand) for a in legal_of(obs)) if c]


# -- what a card does in the trick -------------------------------------------------------
def trick_after(world, action, seat):
    """The finished trick if ``action`` completes it in ``world``, else None."""
    if world is None:
        return None
    w = world.clone()
    before = len(w.observation(seat)["tricks"])
    try:
        w.apply(action)
    except Exception:  # noqa: BLE001 - a world that cannot take the move tells nothing
        return None
    tricks = w.observation(seat)["tricks"]
    return tricks[-1] if len(tricks) > before else None


def friend(info, seat, other):
    return other is not None and info.team_of(seat) == info.team_of(other)


def trick_facts(info, obs, action, world):
    """(wins, points carried, partner takes it) when ``action`` ends the trick, else None."""
    seat = obs["seat"]
    done = trick_after(world, action, seat)
    if done is None:
        return None
    trump = obs.get("trump")
    pts = sum(card_points(info, c, trump) for c in done["cards"])
    winner = done.get("winner")
    return winner == seat, pts, winner is not None and winner != seat and friend(info, seat, winner)


_RANK_BASED = {}


def rank_based(info):
    """Do cards rank within their suit (a suit game), rather than each card on its own?"""
    if info.name not in _RANK_BASED:
        ranks = {}
        for c in info.pack:
            ranks.setdefault(c[0], set()).add(strength(info, c, None))
        _RANK_BASED[info.name] = all(len(v) == 1 for v in ranks.values())
    return _RANK_BASED[info.name]


def head_entry(info, obs):
    """The trick's entry (``{seat, card}``) now heading it; None when none does (a tie) or the
    game gives no order."""
    trick, trump = obs["trick"], obs.get("trump")
    if not trick or any(strength(info, e["card"], trump) is None for e in trick):
        return None
    if not rank_based(info):
        top = max(strength(info, e["card"], trump) for e in trick)
        best = [e for e in trick if strength(info, e["card"], trump) == top]
        return best[0] if len(best) == 1 else None
    best = trick[0]
    for e in trick[1:]:
        c, b = e["card"], best["card"]
        if (c[1] == b[1] and strength(info, c, trump) > strength(info, b, trump)) or (
                c[1] == trump and b[1] != trump):
            best = e
    return best


def heads(info, obs, card):
    """Does ``card`` beat every card already in the trick?  (None when that cannot be told.)"""
    trick, trump = obs["trick"], obs.get("trump")
    if not trick or strength(info, card, trump) is None or any(
            strength(info, e["card"], trump) is None for e in trick):
        return None
    if not rank_based(info):
        return strength(info, card, trump) > max(strength(info, e["card"], trump) for e in trick)
    best = head_entry(info, obs)["card"]
    if card[1] == best[1]:
        return strength(info, card, trump) > strength(info, best, trump)
    return card[1] == trump


def unseen_trumps(info, obs):
    trump = obs.get("trump")
    if not trump:
        return 0
    gone = gone_cards(obs)
    return sum(1 for c in info.pack if c[1] == trump and c not in gone)


def top_of_suit(info, obs, card):
    """Is ``card`` the highest of its suit still in play (none higher unseen)?"""
    trump = obs.get("trump")
    mine = strength(info, card, trump)
    if mine is None:
        return False
    gone = gone_cards(obs)
    for c in info.pack:
        if c[1] == card[1] and c not in gone:
            s = strength(info, c, trump)
            if s is not None and s > mine:
                return False
    return True


def gone_cards(obs):
    """The cards the seat holds or has seen played."""
    gone = set(obs["hand"])
    for t in obs["tricks"]:
        gone.update(t["cards"])
    gone.update(e["card"] for e in obs["trick"])
    return gone


def worth(info, card, trump):
    """What giving ``card`` away costs: its points first, then its rank."""
    s = strength(info, card, trump)
    return (card_points(info, card, trump), s if s is not None else 0)


def lowest(info, card, cards, trump):
    """Is ``card`` the least worth of ``cards``?"""
    return bool(cards) and worth(info, card, trump) <= min(worth(info, c, trump) for c in cards)


def lowest_reason(info, card, cards, trump):
    """``throws_lowest`` when ``card`` is worth strictly less than every other of ``cards``,
    ``throws_one_of_lowest`` when another is worth as little, else None."""
    if not lowest(info, card, cards, trump):
        return None
    mine = worth(info, card, trump)
    tied = any(c != card and worth(info, c, trump) == mine for c in cards)
    return ["throws_one_of_lowest" if tied else "throws_lowest", {}]
