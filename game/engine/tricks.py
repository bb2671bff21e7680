"""Trick logic shared by the suit games (Belote, Schnapsen, Preference).

``order`` maps a card to its strength inside its own suit (higher wins);
games with a different trump order pass a function that knows the trump.
"""


def played_cards(deal):
    """The cards on the table now or in a finished trick (``deal.trick`` and ``deal.tricks``)."""
    out = set(deal.trick)
    for trick in deal.tricks:
        out.update(trick[1])
    return out


def of_suit(hand, suit):
    """The cards of ``hand`` in ``suit``."""
    return [c for c in hand if c[1] == suit]


def winning_index(trick, trump, strength):
    """Index in ``trick`` (list of cards, in play order) of the card winning it.

    The highest trump wins; without trumps, the highest card of the suit led.
    ``strength(card)`` orders cards of one suit; ``trump`` may be None.
    """
    best = 0
    best_card = trick[0]
    for i in range(1, len(trick)):
        card = trick[i]
        s = card[1]
        bs = best_card[1]
        # the card now winning is always of the suit led or a trump, so a
        # card wins only by being higher in that suit or the first trump
        if (s == bs and strength(card) > strength(best_card)) or (
            s == trump and bs != trump
        ):
            best, best_card = i, card
    return best


def beats(card, current, trump, strength):
    """Does ``card`` beat ``current`` (the card now winning the trick)?"""
    if card[1] == current[1]:
        return strength(card) > strength(current)
    return card[1] == trump


def follow_options(hand, led, trump):
    """Cards allowed by "follow suit, else trump, else anything"."""
    same = of_suit(hand, led)
    if same:
        return same
    if trump is not None:
        trumps = of_suit(hand, trump)
        if trumps:
            return trumps
    return list(hand)


def must_beat_options(hand, led, winning, trump, strength):
    """Cards allowed by "follow suit, else trump, else anything; within that,
    beat the card now winning the trick if able".

    ``led`` is the suit led, ``winning`` the card now winning the trick
    (a trump once the trick has been trumped), ``trump`` may be None.
    """
    same = [c for c in hand if c[1] == led]
    if not same and trump is not None:
        same = [c for c in hand if c[1] == trump]
    if not same:
        return list(hand)
    # only cards of the winning card's suit can beat it by rank; otherwise
    # either every one of them wins (first trump onto a plain trick) or
    # none can (following a trick already trumped)
    if same[0][1] == winning[1]:
        ws = strength(winning)
        higher = [c for c in same if strength(c) > ws]
        if higher:
            return higher
    return same
