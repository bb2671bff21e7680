"""Words at the table by game: refusals, and the game's own words by dispatch.

The engine speaks in ids (actions, refusal codes, event types); this module
turns them into the player's language.  What differs between games (suit and
card names, action labels, announcements) is asked of the game's table module
(:mod:`.games`); message tables hold ``N_()`` ids translated where shown, and
every placeholder is named.
"""

from __future__ import annotations

from game.i18n import N_, _

from .games import table_game
from .names import (  # noqa: F401 - the words that need no game, for the modules that read them here
    FRENCH_SUITS,
    RED_SUITS,
    SEAT_NAMES,
    SUIT_SYMBOLS,
    amount,
    by_seat,
    fill,
    plural_of,
    seat_name,
    team_name,
)


def suit_name(game, suit):
    return table_game(game).suit_name(suit)


def suit_label(game, suit):
    """A suit as shown in sentences: symbol and name for French suits."""
    return table_game(game).suit_label(suit)


def rank_name(game, rank):
    return table_game(game).rank_name(rank)


def card_name(game, card):
    """``Dame ♥``, ``10 ♠``, ``Monsieur`` or ``Roi of cups``."""
    return table_game(game).card_name(card)


def action_label(game, action, hold=False):
    """A button's words for a non-card action."""
    return table_game(game).action_label(action, None, hold=hold)


def event_message(game, event):
    """A short table message for an engine event, or None for quiet events."""
    return table_game(game).event_message(event)


def turn_prompt(game, view, seat=0):
    """What the player is asked to do now (shown above the hand)."""
    return table_game(game).turn_prompt(view, seat)


# -- refusals -----------------------------------------------------------------------
# the refusals of trick play in general; a game's own rules bring theirs (TableGame.refusals)
REFUSALS = {
    "card_not_in_hand": N_("That card is not in your hand."),
    "must_follow_suit": N_("You must follow suit: play {suit}."),
    "must_trump": N_("You cannot follow suit, so you must play a trump ({suit})."),
    "must_overtrump": N_("You must play a trump higher than {card}."),
    "must_win_trick": N_("You must win the trick when you can: beat {card}."),
    "must_beat": N_("You must beat {card} when you can."),
    "bidding_in_progress": N_("Cards are played once the bidding is over."),
    "bidding_over": N_("The bidding is over."),
    "bid_jump": N_("Bids go up one at a time."),
    "bid_too_low": N_("That bid does not outrank the current bid."),
    "wrong_phase": N_("That is not possible now."),
    "deal_over": N_("The deal is over."),
    "not_your_turn": N_("Please wait for your turn."),
}
_GENERIC_REFUSAL = N_("That move is not allowed now.")


def refusal(game, code, params=None):
    """The player's sentence for an engine refusal ``code`` with its ``params``."""
    table = table_game(game)
    message = _(table.refusals.get(code) or REFUSALS.get(code, _GENERIC_REFUSAL))
    return fill(message, **table.refusal_words(dict(params or {})))


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
