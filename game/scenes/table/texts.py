"""Words at the table: seat and team names, refusals, and the game's own words by dispatch.

The engine speaks in ids (actions, refusal codes, event types); this module
turns them into the player's language.  What differs between games (suit and
card names, action labels, announcements) is asked of the game's table module
(:mod:`.games`); message tables hold ``N_()`` ids translated where shown, and
every placeholder is named.
"""

from __future__ import annotations

import string

from game.i18n import N_, _, pgettext

SEAT_NAMES = (N_("You"), N_("AI 1"), N_("AI 2"), N_("AI 3"))
SUIT_SYMBOLS = {"C": "\u2663", "D": "\u2666", "H": "\u2665", "S": "\u2660"}
FRENCH_SUITS = {"C": N_("clubs"), "D": N_("diamonds"), "H": N_("hearts"), "S": N_("spades")}
RED_SUITS = {"H", "D"}


def _game(game):
    from .games import table_game

    return table_game(game)


def seat_name(seat):
    return _(SEAT_NAMES[seat])


def team_name(team):
    """Team 0 is seats 0 and 2, team 1 seats 1 and 3."""
    if team == 0:
        return _("You and AI 2")
    return _("AI 1 and AI 3")


class _SafeDict(dict):
    def __missing__(self, key):
        return "{" + key + "}"


def fill(message, **params):
    """``message.format(**params)`` that leaves unknown placeholders alone."""
    return string.Formatter().vformat(message, (), _SafeDict(params))


def suit_name(game, suit):
    return _game(game).suit_name(suit)


def suit_label(game, suit):
    """A suit as shown in sentences: symbol and name for French suits."""
    return _game(game).suit_label(suit)


def rank_name(game, rank):
    return _game(game).rank_name(rank)


def card_name(game, card):
    """``Dame ♥``, ``10 ♠``, ``Monsieur`` or ``Roi of cups``."""
    return _game(game).card_name(card)


def action_label(game, action, hold=False):
    """A button's words for a non-card action."""
    return _game(game).action_label(action, None, hold=hold)


def event_message(game, event):
    """A short table message for an engine event, or None for quiet events."""
    return _game(game).event_message(event)


def turn_prompt(game, view, seat=0):
    """What the player is asked to do now (shown above the hand)."""
    return _game(game).turn_prompt(view, seat)


def amount(value, decimals=1):
    """A number as the player's language writes it: ``0.4`` or ``0,4``; whole above ten."""
    if value >= 10 or decimals == 0:
        return str(int(round(value)))
    text = f"{value:.{decimals}f}"
    if text.endswith("." + "0" * decimals):
        return text.split(".")[0]
    return text.replace(".", pgettext("decimal separator", "."))


def plural_of(value):
    """The number ``ngettext`` chooses the form by: the value itself when whole, else a plural."""
    return int(value) if value == int(value) else 2


# -- refusals -----------------------------------------------------------------------
REFUSALS = {
    "card_not_in_hand": N_("That card is not in your hand."),
    "must_follow_suit": N_("You must follow suit: play {suit}."),
    "must_trump": N_("You cannot follow suit, so you must play a trump ({suit})."),
    "must_overtrump": N_("You must play a trump higher than {card}."),
    "must_win_trick": N_("You must win the trick when you can: beat {card}."),
    "must_beat": N_("You must beat {card} when you can."),
    "must_play_lowest_beating": N_(
        "As the first defender you must play the lowest card that beats the lead: {card}."
    ),
    "cannot_close": N_("You cannot close the stock now."),
    "cannot_exchange": N_("You cannot exchange the trump Bube now."),
    "cannot_marry": N_("You cannot declare this marriage."),
    "bidding_in_progress": N_("Cards are played once the bidding is over."),
    "bidding_over": N_("The bidding is over."),
    "name_another_suit": N_("In the second round, name a suit other than {suit}."),
    "only_turned_suit": N_("In the first round only {suit} can be taken."),
    "turned_suit_refused": N_("{suit} was refused in the first round."),
    "trump_suit_too_low": N_("After your bid the trump suit must be worth at least {bid}."),
    "no_aces_not_allowed": N_("No Aces cannot be announced."),
    "game_only_first_turn": N_("Game and Hearts may be bid only at your first turn."),
    "bid_jump": N_("Bids go up one at a time."),
    "bid_too_low": N_("That bid does not outrank the current bid."),
    "wrong_phase": N_("That is not possible now."),
    "deal_over": N_("The deal is over."),
    "not_your_turn": N_("Please wait for your turn."),
}
_GENERIC_REFUSAL = N_("That move is not allowed now.")


def refusal(game, code, params=None):
    """The player's sentence for an engine refusal ``code`` with its ``params``."""
    message = _(REFUSALS.get(code, _GENERIC_REFUSAL))
    return fill(message, **_game(game).refusal_words(dict(params or {})))


# -- announcements ----------------------------------------------------------------
def by_seat(seat, mine, theirs, **params):
    """``mine`` (already translated) when the player in seat 0 is the subject, else ``theirs``
    with ``{name}`` filled in: languages conjugate "you" differently."""
    if seat == 0:
        return mine.format(**params)
    return theirs.format(name=seat_name(seat), **params)


__all__ = [
    "REFUSALS",
    "amount",
    "plural_of",
    "SEAT_NAMES",
    "SUIT_SYMBOLS",
    "action_label",
    "by_seat",
    "card_name",
    "event_message",
    "fill",
    "rank_name",
    "refusal",
    "seat_name",
    "suit_label",
    "suit_name",
    "team_name",
    "turn_prompt",
]
