"""Reasons for a card, counted over the worlds the search drew (:mod:`game.ai.coach_worlds`).

Each reason is a majority of the worlds: the card takes the trick, the partner
does (and holds the card that takes it), the card kept takes a later trick, a
trump lead draws the opponents' last trumps.  ``count`` is in how many of the
``worlds`` the fact holds; a reason is given only when it holds in more than
half of them, and better than for the other choice.
"""

from __future__ import annotations

from collections import Counter

from .coach_worlds import card_points, card_trick, hands_at_start, trick_winner


def _side(info, seat):
    team = info.team_of(seat)
    return lambda s: s is not None and info.team_of(s) == team


def _winning_card(seen, action, i, t):
    trick = seen.tricks(action, i)[t]
    return trick["cards"][trick["seats"].index(trick["winner"])]


def counted_card_reason(info, seen, action, card, other, alt, cheaper):
    """``[id, params]`` from the worlds for playing ``card`` rather than ``alt``, else None.

    ``cheaper`` says whether ``card`` costs less to give away than ``alt``."""
    n, seat, t = seen.worlds, seen.seat, len(seen.obs["tricks"])
    if not n or not seen.has(action):
        return None
    ours = _side(info, seat)
    mine = [trick_winner(seen, action, i, t) for i in range(n)]
    p = sum(1 for w in mine if ours(w))
    q = None
    if alt is not None and seen.has(other):
        q = sum(1 for i in range(n) if ours(trick_winner(seen, other, i, t)))
    partner = sum(1 for w in mine if ours(w) and w != seat)
    if 2 * p > n:
        if q is not None and q >= p and cheaper:
            return ["wins_cheaply", {"count": p, "worlds": n}]
        if q is None or p > q:
            if 2 * partner > n:
                return _partner_reason(seen, action, mine, partner, t)
            return ["wins_trick", {"count": p, "worlds": n, "points": _points_now(info, seen, action, card, t)}]
    if q is not None and q > p:
        if 2 * partner > n:
            return ["leaves_partner", {"count": partner, "worlds": n}]
        kept = _kept(seen, action, alt, ours)
        if kept is not None:
            return kept
    if q is not None:
        theirs = lambda w: w is not None and not ours(w)  # noqa: E731
        denied = sum(1 for i in range(n) if theirs(trick_winner(seen, other, i, t)) and not theirs(mine[i]))
        given = sum(1 for i in range(n) if theirs(mine[i]) and not theirs(trick_winner(seen, other, i, t)))
        if 2 * denied > n and denied > given:
            return ["denies_trick", {"count": denied, "worlds": n, "than": other}]
    trump = seen.obs.get("trump")
    if not seen.obs["trick"] and trump and card[1] == trump:
        drawn = _draws(info, seen, action, trump, t)
        if drawn is not None:
            return drawn
    if not seen.has(other):
        return None
    kept = _kept_other(info, seen, action, other, card, ours)
    if kept is None and alt is not None and cheaper and all(
            ours(mine[i]) == ours(trick_winner(seen, other, i, t)) for i in range(n)):
        # the trick goes the same way whichever is played: the stronger card stays in the hand
        return ["keeps_card", {"card": alt}]
    return kept


def _kept_other(info, seen, action, other, card, ours):
    """A card of the hand that takes a later trick in most worlds after ``action``, and in
    fewer after ``other`` (which spends it, or leaves it weaker)."""
    best = None
    for c in seen.obs["hand"]:
        if c == card:
            continue
        mine = theirs = 0
        for i in range(seen.worlds):
            t, winner = card_trick(seen, action, i, c)
            mine += t is not None and ours(winner)
            t, winner = card_trick(seen, other, i, c)
            theirs += t is not None and ours(winner)
        if 2 * mine > seen.worlds and mine > theirs and (best is None or mine - theirs > best[0]):
            best = (mine - theirs, c)
    return _kept(seen, action, best[1], ours) if best is not None else None


def _partner_reason(seen, action, mine, partner, t):
    """The partner takes the trick: with the card it most likely holds, when one stands out."""
    n, seat = seen.worlds, seen.seat
    cards = Counter(_winning_card(seen, action, i, t) for i, w in enumerate(mine) if w is not None and w != seat)
    card, _k = cards.most_common(1)[0]
    holder = mine[next(i for i, w in enumerate(mine) if w is not None and w != seat
                       and _winning_card(seen, action, i, t) == card)]
    held = seen.count_starts(lambda w: card in w.observation(holder)["hand"])
    if 2 * held > n:
        return ["partner_holds", {"card": card, "count": held, "worlds": n}]
    return ["partner_takes_trick", {"count": partner, "worlds": n}]


def _points_now(info, seen, action, card, t):
    """The trick's points when this card completes it (known then), else 0."""
    table = [e["card"] for e in seen.obs["trick"]]
    done = seen.tricks(action, 0)
    if t >= len(done) or done[t]["cards"] != table + [card]:
        return 0
    trump = seen.obs.get("trump")
    return sum(card_points(info, c, trump) for c in done[t]["cards"])


def _kept(seen, action, alt, ours):
    """``alt``, kept, takes a later trick (the last one, in most of those worlds)."""
    n = seen.worlds
    later = last = 0
    for i in range(n):
        t, winner = card_trick(seen, action, i, alt)
        if t is not None and ours(winner):
            later += 1
            last += t == len(seen.tricks(action, i)) - 1
    if 2 * later <= n:
        return None
    if 2 * last > n:
        return ["keeps_for_last", {"card": alt, "count": last, "worlds": n}]
    return ["keeps_for_later", {"card": alt, "count": later, "worlds": n}]


def _draws(info, seen, action, trump, t):
    """A trump lead after which the opponents hold no trump (none left unseen elsewhere)."""
    n, seat, players = seen.worlds, seen.seat, info.players
    ours = _side(info, seat)
    drawn, sizes = 0, set()
    for i, world in enumerate(seen.starts):
        hands = hands_at_start(world, players)
        held = set().union(*hands)
        theirs = {c for s in range(players) if not ours(s) for c in hands[s] if c[1] == trump}
        seen_cards = {c for tr in seen.obs["tricks"] for c in tr["cards"]} | {e["card"] for e in seen.obs["trick"]}
        elsewhere = [c for c in info.pack if c[1] == trump and c not in held and c not in seen_cards]
        tricks = seen.tricks(action, i)
        if theirs and not elsewhere and t < len(tricks) and theirs <= set(tricks[t]["cards"]):
            drawn += 1
            sizes.add(len(theirs))
    if 2 * drawn <= n:
        return None
    return ["draws_last_trumps", {"trumps": sizes.pop() if len(sizes) == 1 else 0, "count": drawn, "worlds": n}]


def _side_tricks(info, seen, action, i):
    ours = _side(info, seen.seat)
    return sum(1 for t in seen.tricks(action, i) if ours(t.get("winner")))


def more_tricks(info, seen, action, other):
    """``action`` takes more tricks for the seat's side than ``other`` in most worlds."""
    n = seen.worlds
    if n < 2 or other is None or not (seen.has(action) and seen.has(other)):
        return None
    more = fewer = 0
    for i in range(n):
        d = _side_tricks(info, seen, action, i) - _side_tricks(info, seen, other, i)
        more += d > 0
        fewer += d < 0
    if 2 * more > n and more > fewer:
        return ["more_tricks", {"count": more, "worlds": n, "than": other}]
    return None


__all__ = ["counted_card_reason", "more_tricks"]
