"""From the engine's legal actions to what the player sees: choices, card actions, facts.

Pure: reads a :class:`TableView` and returns labels (already translated)
and action strings.  Only legal actions are ever offered.  What a game says
differently comes from its table module (:mod:`.games`).
"""

from __future__ import annotations

from game.engine import action_card
from game.i18n import _

from .games import table_game


def is_card_action(view, action):
    return action in view.hand or action_card(view.game, action) is not None


def carried_card(view, action):
    """The card ``action`` uses from the hand, as the game reads its actions (else ``action``)."""
    carried = action_card(view.game, action)
    return carried[0] if carried is not None else action


def card_actions(view, card):
    """The legal actions that use ``card`` from the hand: played, or used in a game's own way."""
    return [a for a in view.legal if a == card or carried_card(view, a) == card]


def playable(view):
    """Hand cards that may be used now (empty when no card may be)."""
    return {c for c in view.hand if card_actions(view, c)}


def lone_choice(view, autoplay_cards):
    """The move the table makes by itself for the player, or None.

    A decision panel with a single choice asks nothing, so it goes by itself
    (e.g. "No announcement" for a declarer who may not announce No Aces); a
    single legal card goes by itself only when the player asked for that.
    """
    if len(view.legal) != 1:
        return None
    action = view.legal[0]
    if is_card_action(view, action) and not autoplay_cards:
        return None
    return action


def panel_actions(view):
    """Legal actions that are not a card of the hand: the decision panel's choices."""
    return [a for a in view.legal if not is_card_action(view, a)]


def option_label(view, action):
    return table_game(view.game).option_label(view, action)


def option_style(view, action):
    # no choice is pushed on the player: every option looks the same
    return "secondary"


def panel_prompt(view):
    return table_game(view.game).panel_prompt(view)


def panel_grid(view):
    """The decision panel's choices as ``(rows, rest)`` when its game lays them out as a grid."""
    return table_game(view.game).panel_grid(view, panel_actions(view))


def panel_note(view):
    """A line under the decision panel's choices saying what they mean, or None."""
    return table_game(view.game).panel_note(view)


def card_choices(view, card):
    """(title, [(action, label)]) when ``card`` offers several legal actions, else None."""
    return table_game(view.game).card_choices(view, card, card_actions(view, card))


def bubbles(view):
    """{seat: text} for bids and decisions worth showing beside the seats now."""
    return table_game(view.game).bubbles(view)


def role(view, seat):
    """A seat's part in this deal, for its name plate."""
    return table_game(view.game).role(view, seat)


def trick_count_line(view, seat):
    return table_game(view.game).trick_count_line(view, seat)


def sidebar_sections(view, scores, deal_number, session_deals=None):
    """(heading, rows) for the sidebar: the match, this deal, a reminder."""
    table = table_game(view.game)
    sections = list(table.sidebar_sections(view, scores, deal_number, session_deals))
    rows = table.auction_rows(view)
    if rows:
        # the bidding stays in view for the whole deal
        sections.append((_("Bidding"), rows))
    note = table.reminder(view)
    if note:
        sections.append((note[0], [("text", note[1])]))
    return sections


def log_lines(view, claim=None):
    """The deal log: every call, announcement and trick so far, one sentence each (and a claim
    of the rest, ``{"seat", "at", "tricks", "played", "points"}``, where it was made)."""
    return table_game(view.game).log_lines(view, claim)


def claim_points(view, seat):
    """The points ``seat``'s side has won so far in this deal, where its table counts and shows them."""
    return table_game(view.game).claim_points(view, seat)


def reminder(view):
    """(heading, paragraph): what a player most often needs to look up at this table."""
    return table_game(view.game).reminder(view)


__all__ = [
    "bubbles",
    "card_actions",
    "card_choices",
    "claim_points",
    "carried_card",
    "is_card_action",
    "option_label",
    "option_style",
    "panel_actions",
    "lone_choice",
    "log_lines",
    "panel_grid",
    "panel_note",
    "panel_prompt",
    "playable",
    "reminder",
    "role",
    "sidebar_sections",
    "trick_count_line",
]
