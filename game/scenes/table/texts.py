"""Words at the table: seat and card names, action labels, refusals, announcements.

The engine speaks in ids (actions, refusal codes, event types); this module
turns them into the player's language.  Message tables hold ``N_()`` ids and
are translated where they are shown; every placeholder is named.
"""

from __future__ import annotations

import string

from game.i18n import N_, _, pgettext

SEAT_NAMES = (N_("You"), N_("AI 1"), N_("AI 2"), N_("AI 3"))
SUIT_SYMBOLS = {"C": "\u2663", "D": "\u2666", "H": "\u2665", "S": "\u2660"}
FRENCH_SUITS = {"C": N_("clubs"), "D": N_("diamonds"), "H": N_("hearts"), "S": N_("spades")}
ALUETTE_SUITS = {"O": N_("coins"), "C": N_("cups"), "B": N_("batons"), "S": N_("swords")}
RED_SUITS = {"H", "D"}

# traditional court names stay as the packs print them
_COURTS = {
    "paris": {"J": "Valet", "Q": "Dame", "K": "Roi"},
    "vienna": {"J": "Bube", "Q": "Dame", "K": "K\u00f6nig"},
    "aluette": {"J": "Valet", "N": "Cavali\u00e8re", "K": "Roi"},
}
ALUETTE_NAMED = {
    "3O": "Monsieur",
    "3C": "Madame",
    "2O": "Le borgne",
    "2C": "La vache",
    "9C": "Grand-neuf",
    "9O": "Petit-neuf",
    "2B": "Deux de ch\u00eane",
    "2S": "Deux d'\u00e9crit",
}
PACK_OF = {"aluette": "aluette", "belote": "paris", "schnapsen": "vienna", "preference": "vienna"}


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
    table = ALUETTE_SUITS if game == "aluette" else FRENCH_SUITS
    return _(table[suit]) if suit in table else suit


def suit_label(game, suit):
    """A suit as shown in sentences: symbol and name for French suits."""
    if game == "aluette" or suit not in SUIT_SYMBOLS:
        return suit_name(game, suit)
    return SUIT_SYMBOLS[suit] + "\u00a0" + suit_name(game, suit)


def rank_name(game, rank):
    pack = PACK_OF[game]
    courts = _COURTS[pack]
    if rank in courts:
        return courts[rank]
    if rank == "A":
        return pgettext("card", "Ace")
    if rank == "T":
        return "10"
    return rank


def card_name(game, card):
    """``Dame ♥``, ``10 ♠``, ``Monsieur`` or ``Roi of cups``."""
    if not card:
        return ""
    if game == "aluette":
        if card in ALUETTE_NAMED:
            return ALUETTE_NAMED[card]
        return _("{rank} of {suit}").format(rank=rank_name(game, card[0]), suit=suit_name(game, card[1]))
    return rank_name(game, card[0]) + "\u00a0" + SUIT_SYMBOLS.get(card[1], card[1])


# -- actions --------------------------------------------------------------------
def action_label(game, action, hold=False):
    """A button's words for a non-card action."""
    if action == "pass":
        return _("Pass")
    if game == "belote":
        if action.startswith("take"):
            return None  # needs the suit: see take_label
    if game == "schnapsen":
        if action == "exchange":
            return _("Exchange the trump Bube")
        if action == "close":
            return _("Close the stock")
    if game == "preference":
        if action.startswith("bid:"):
            n = int(action[4:])
            return _("Hold {number}").format(number=n) if hold else _("Bid {number}").format(number=n)
        if action.startswith("game:"):
            return _("Game in {suit}").format(suit=suit_label(game, action[5:]))
        if action == "hearts":
            return _("Hearts")
        if action.startswith("trump:"):
            return suit_label(game, action[6:])
        if action == "no-aces":
            return _("Announce No Aces")
        if action == "no-announcement":
            return _("No announcement")
        if action == "defend":
            return _("Defend")
        if action == "drop":
            return _("Drop")
        if action == "invite":
            return _("Invite the other defender")
        if action == "alone":
            return _("Play alone")
    return action


def take_label(game, suit):
    return _("Take {suit}").format(suit=suit_label(game, suit))


def bid_bubble(game, action, hold=False):
    """What a seat's speech bubble shows for its bid or decision."""
    if action == "pass":
        return _("Pass")
    if game == "belote":
        return _("Takes")
    if action.startswith("bid:"):
        n = int(action[4:])
        return _("Hold {number}").format(number=n) if hold else _("Bid {number}").format(number=n)
    if action.startswith("game:"):
        return _("Game in {suit}").format(suit=SUIT_SYMBOLS.get(action[5:], action[5:]))
    if action == "hearts":
        return _("Hearts")
    if action == "defend":
        return _("Defends")
    if action == "drop":
        return _("Drops")
    if action == "invite":
        return _("Invites")
    if action == "alone":
        return _("Alone")
    if action == "invited":
        return _("Invited")
    return action


def contract_label(game, contract, trump=None):
    if not contract:
        return ""
    if contract.startswith("bid:"):
        n = contract[4:]
        if trump:
            return _("{number} in {suit}").format(number=n, suit=suit_label(game, trump))
        return _("Bid {number}").format(number=n)
    if contract.startswith("game:"):
        return _("Game in {suit}").format(suit=suit_label(game, contract[5:]))
    if contract == "hearts":
        return _("Hearts")
    return contract


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
    params = dict(params or {})
    message = _(REFUSALS.get(code, _GENERIC_REFUSAL))
    words = {}
    if "suit" in params:
        words["suit"] = suit_label(game, params["suit"])
    if "card" in params:
        words["card"] = card_name(game, params["card"])
    if "bid" in params:
        words["bid"] = str(params["bid"])
    return fill(message, **words)


# -- announcements ----------------------------------------------------------------
def by_seat(seat, mine, theirs, **params):
    """``mine`` (already translated) when the player in seat 0 is the subject, else ``theirs``
    with ``{name}`` filled in: languages conjugate "you" differently."""
    if seat == 0:
        return mine.format(**params)
    return theirs.format(name=seat_name(seat), **params)


def event_message(game, event):
    """A short table message for an engine event, or None for quiet events."""
    kind = event.get("type")
    seat = event.get("seat")
    if kind == "pourri":
        return _("Pourri! Nobody takes this trick.")
    if kind == "all_spoiled":
        return _("Every trick was spoiled: nobody scores.")
    if kind == "void":
        return _("Everybody passed: the deal is void.")
    if kind == "capot":
        return _("Capot! {team} win every trick.").format(team=team_name(event.get("team", 0)))
    if not isinstance(seat, int):
        return None
    if kind == "mordienne":
        return by_seat(seat, _("Mordienne! You score double."), _("Mordienne! {name} scores double."))
    if kind == "belote":
        return _("{name}: Belote!").format(name=seat_name(seat))
    if kind == "rebelote":
        return _("{name}: Rebelote!").format(name=seat_name(seat))
    if kind == "take":
        suit = suit_label(game, event.get("suit"))
        return by_seat(seat, _("You take: trumps are {suit}."), _("{name} takes: trumps are {suit}."), suit=suit)
    if kind == "marriage":
        suit, points = suit_label(game, event.get("suit")), event.get("points")
        return by_seat(seat, _("You declare a marriage in {suit}: {points}."),
                       _("{name} declares a marriage in {suit}: {points}."), suit=suit, points=points)
    if kind == "marriage_counted":
        return by_seat(seat, _("Your marriage now counts: {points}."), _("{name}'s marriage now counts: {points}."),
                       points=event.get("points"))
    if kind == "close":
        return by_seat(seat, _("You close the stock."), _("{name} closes the stock."))
    if kind == "exchange":
        return by_seat(seat, _("You exchange the trump Bube."), _("{name} exchanges the trump Bube."))
    if kind == "reached_66":
        return by_seat(seat, _("You reach 66!"), _("{name} reaches 66!"))
    if kind == "contract":
        contract = event.get("contract") or ""
        if contract.startswith("bid:"):
            return by_seat(seat, _("You win the bidding with {number} and take the talon."),
                           _("{name} wins the bidding with {number} and takes the talon."), number=contract[4:])
        label = contract_label(game, contract)
        return by_seat(seat, _("You play {contract}."), _("{name} plays {contract}."), contract=label)
    if kind == "trump" and game == "preference":
        return _("Trumps are {suit}.").format(suit=suit_label(game, event.get("suit")))
    if kind == "no_aces":
        return by_seat(seat, _("You announce No Aces."), _("{name} announces No Aces."))
    if kind == "both_drop":
        return by_seat(seat, _("Both opponents drop: you are credited with ten tricks."),
                       _("Both opponents drop: {name} is credited with ten tricks."))
    if kind == "invite":
        return by_seat(seat, _("You invite the other defender."), _("{name} invites the other defender."))
    if kind == "alone":
        return by_seat(seat, _("You defend alone."), _("{name} defends alone."))
    return None


def turn_prompt(game, view, seat=0):
    """What the player is asked to do now (shown above the hand)."""
    if view.current != seat:
        return ""
    phase = view.phase
    if game == "belote" and phase in ("bid1", "bid2"):
        return _("Take or pass?")
    if game == "preference":
        if phase == "auction":
            return _("Your bid")
        if phase == "discard":
            left = 2 - len(view.extra.get("discards") or [])
            return _("Choose a card to discard ({left} left)").format(left=left)
        if phase == "trump":
            return _("Choose trumps")
        if phase == "no_aces":
            if "no-aces" not in view.legal:
                return _("No Aces is not open to you.")
            return _("Announce No Aces?")
        if phase == "defence":
            return _("Defend or drop?")
        if phase == "invite":
            return _("Invite the other defender or play alone?")
    if not view.trick:
        return _("Your lead")
    return _("Your turn")


__all__ = [
    "REFUSALS",
    "SEAT_NAMES",
    "SUIT_SYMBOLS",
    "action_label",
    "bid_bubble",
    "by_seat",
    "card_name",
    "contract_label",
    "event_message",
    "fill",
    "refusal",
    "seat_name",
    "suit_label",
    "suit_name",
    "take_label",
    "team_name",
    "turn_prompt",
]
