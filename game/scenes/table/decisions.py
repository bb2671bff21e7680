"""From the engine's legal actions to what the player sees: choices, card actions, facts.

Pure: reads a :class:`TableView` and returns labels (already translated)
and action strings.  Only legal actions are ever offered.
"""

from __future__ import annotations

from game.i18n import _

from .texts import (
    action_label,
    bid_bubble,
    contract_label,
    seat_name,
    suit_label,
    suit_name,
    take_label,
    team_name,
    turn_prompt,
)

BID_RANK = {"bid:1": 1, "bid:2": 2, "bid:3": 3, "bid:4": 4, "game:C": 5, "game:S": 6, "game:D": 7, "hearts": 8}


def is_card_action(view, action):
    return action in view.hand or action.startswith(("discard:", "marry:"))


def card_actions(view, card):
    """The legal actions that use ``card`` from the hand: play, discard or marry."""
    return [a for a in view.legal if a == card or a in ("discard:" + card, "marry:" + card)]


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


def _high_number(view):
    high = 0
    for _seat, action in view.bids:
        if action.startswith("bid:"):
            high = max(high, int(action[4:]))
    return high


def option_label(view, action):
    if view.game == "belote" and action.startswith("take"):
        suit = view.turned[1] if action == "take" else action[5:]
        return take_label("belote", suit)
    if view.game == "preference" and action.startswith("bid:"):
        return action_label("preference", action, hold=int(action[4:]) == _high_number(view))
    return action_label(view.game, action)


def option_style(view, action):
    # no choice is pushed on the player: every option looks the same
    return "secondary"


def panel_prompt(view):
    if view.game == "schnapsen":
        return _("Before you lead")
    return turn_prompt(view.game, view)


def marriage_points(view, card):
    return 40 if card[1] == view.trump else 20


def marriage_options(view, card):
    """(action, label) for leading a King or Queen that has its partner."""
    pts = marriage_points(view, card)
    return [
        ("marry:" + card, _("Declare the marriage ({points})").format(points=pts)),
        (card, _("Play without declaring")),
    ]


def bubbles(view):
    """{seat: text} for bids and decisions worth showing beside the seats now."""
    out = {}
    if view.game == "belote" and view.phase in ("bid1", "bid2"):
        round_start = 4 if view.phase == "bid2" else 0
        for seat, action in view.bids[round_start:]:
            out[seat] = bid_bubble("belote", action)
    elif view.game == "preference" and view.phase == "auction":
        high = 0
        for seat, action in view.bids:
            hold = action.startswith("bid:") and int(action[4:]) == high
            if action.startswith("bid:"):
                high = max(high, int(action[4:]))
            out[seat] = bid_bubble("preference", action, hold=hold)
    elif view.game == "preference" and view.phase in ("defence", "invite"):
        for seat, choice in enumerate(view.defence or []):
            if choice in ("defend", "drop"):
                out[seat] = bid_bubble("preference", choice)
    return out


def role(view, seat):
    """A seat's part in this deal, for its name plate."""
    if view.game == "belote" and view.taker == seat and view.trump:
        return _("Taker {suit}").format(suit=suit_label("belote", view.trump).split("\u00a0")[0])
    if view.game == "preference":
        if view.taker == seat and view.contract:
            return _("Declarer")
        choice = (view.defence or [None] * 3)[seat]
        if choice and view.phase in ("play", "over", "invite"):
            return {"defend": _("Defends"), "drop": _("Drops"), "invited": _("Invited")}.get(choice, "")
    return ""


def trick_count_line(view, seat):
    from .results import tricks_text

    text = tricks_text(view.won[seat])
    if view.game == "schnapsen" and view.points is not None and seat == view.seat:
        text += " \u00b7 " + _("{points} pts").format(points=view.points[seat])
    return text


def sidebar_sections(view, scores, deal_number, session_deals=None):
    """(heading, rows) for the sidebar: the match, this deal, trumps."""
    game = view.game
    sections = []
    if game == "aluette":
        sections.append((_("Match"), [
            (team_name(0), str(scores[0]), None),
            (team_name(1), str(scores[1]), None),
            (_("Deal"), _("{number} of {total}").format(number=min(deal_number, 5), total=5), None),
        ]))
        best = max(view.won)
        rows = [(_("Tricks played"), str(len(view.tricks)), None)]
        if best:
            leaders = [seat_name(s) for s in range(4) if view.won[s] == best]
            rows.append((_("Most tricks"), ", ".join(leaders), None))
        sections.append((_("This deal"), rows))
    elif game == "belote":
        sections.append((_("Session"), [
            (team_name(0), str(scores["points"][0]), None),
            (team_name(1), str(scores["points"][1]), None),
            (_("Deals played"), str(scores["deals"]), None),
        ]))
        rows = []
        if view.trump:
            rows.append(("suit", view.trump, _("Trumps"), suit_name(game, view.trump)))
            rows.append((_("Taker"), seat_name(view.taker), None))
            rows.append((team_name(0), _("{points} pts").format(points=view.card_points[0]), None))
            rows.append((team_name(1), _("{points} pts").format(points=view.card_points[1]), None))
        elif view.turned:
            rows.append(("suit", view.turned[1], _("Turned card"), suit_name(game, view.turned[1])))
            rows.append((_("Round"), "1" if view.phase == "bid1" else "2", None))
        sections.append((_("This deal"), rows))
    elif game == "schnapsen":
        sections.append((_("Match"), [
            (seat_name(0), str(scores[0]), None),
            (seat_name(1), str(scores[1]), None),
        ]))
        rows = []
        if view.trump:
            rows.append(("suit", view.trump, _("Trumps"), suit_name(game, view.trump)))
        if view.points is not None:
            rows.append((_("Your points"), str(view.points[0]), None))
            rows.append((_("{name}'s points").format(name=seat_name(1)), str(view.points[1]), None))
        if view.closed:
            rows.append((_("Stock"), _("closed by {name}").format(name=seat_name(view.extra.get("closed_by"))), None))
        else:
            total = view.stock + (1 if view.trump_card else 0)
            rows.append((_("Stock"), str(total) if total else _("exhausted"), None))
        sections.append((_("This deal"), rows))
    else:
        rows = [(seat_name(s), _signed(scores["balance"][s]), None) for s in range(3)]
        rows.append((_("Pot"), str(scores["pot"]), None))
        sections.append((_("Balances"), rows))
        deal_rows = []
        if view.contract:
            if view.trump:
                deal_rows.append(("suit", view.trump, _("Contract"), contract_label(game, view.contract, view.trump)))
            else:
                deal_rows.append((_("Contract"), contract_label(game, view.contract), None))
            deal_rows.append((_("Declarer"), seat_name(view.taker), None))
            if view.extra.get("no_aces"):
                deal_rows.append((_("No Aces"), _("announced"), None))
        else:
            deal_rows.append((_("Bidding"), _("in progress") if view.phase == "auction" else "", None))
        label = _("Deal {number}").format(number=deal_number)
        if session_deals:
            label = _("{number} of {total}").format(number=deal_number, total=session_deals)
        deal_rows.append((_("Deal"), label if session_deals else str(deal_number), None))
        sections.append((_("This deal"), deal_rows))
    note = reminder(view)
    if note:
        sections.append((note[0], [("text", note[1])]))
    return sections


def reminder(view):
    """(heading, paragraph): what a player most often needs to look up at this table."""
    from .texts import ALUETTE_NAMED, rank_name

    game = view.game
    arrow = " \u203a "
    if game == "aluette":
        named = arrow.join(ALUETTE_NAMED[c] for c in ("3O", "3C", "2O", "2C", "9C", "9O", "2B", "2S"))
        groups = arrow.join(rank_name(game, r) for r in ("1", "K", "N", "J", "9", "8", "7", "6", "5", "4", "3"))
        return _("Rank order"), named + arrow + groups
    if game == "belote" and view.trump:
        order = arrow.join(rank_name(game, r) for r in "J9ATKQ87")
        return _("Trump order"), order
    if game == "schnapsen":
        values = " \u00b7 ".join(
            _("{rank} {points}").format(rank=rank_name(game, r), points=p)
            for r, p in (("A", 11), ("T", 10), ("K", 4), ("Q", 3), ("J", 2))
        )
        return _("Card points"), values
    if game == "preference" and view.contract:
        return _("To make"), _("The declarer needs 6 of the 10 tricks; a defender who defends needs 2.")
    return None


def _signed(n):
    return f"+{n}" if n > 0 else ("\u2212" + str(-n) if n < 0 else "0")


__all__ = [
    "bubbles",
    "card_actions",
    "is_card_action",
    "marriage_options",
    "option_label",
    "option_style",
    "panel_actions",
    "lone_choice",
    "panel_prompt",
    "playable",
    "role",
    "sidebar_sections",
    "trick_count_line",
]
