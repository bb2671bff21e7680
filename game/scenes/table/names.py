"""Words at the table that need no game: seat and team names, suit symbols, numbers.

Pure, and below the games' table modules (:mod:`.games` reads them), so every game
module and the shared table use the same ones.
"""

from __future__ import annotations

import string

from game.i18n import N_, _, ngettext, pgettext

SEAT_NAMES = (N_("You"), N_("AI 1"), N_("AI 2"), N_("AI 3"))
SUIT_SYMBOLS = {"C": "\u2663", "D": "\u2666", "H": "\u2665", "S": "\u2660"}
FRENCH_SUITS = {"C": N_("clubs"), "D": N_("diamonds"), "H": N_("hearts"), "S": N_("spades")}
RED_SUITS = {"H", "D"}


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


def tricks_text(n):
    return ngettext("{count} trick", "{count} tricks", n).format(count=n)


def points_text(n):
    return ngettext("{count} point", "{count} points", n).format(count=n)


def by_seat(seat, mine, theirs, **params):
    """``mine`` (already translated) when the player in seat 0 is the subject, else ``theirs``
    with ``{name}`` filled in: languages conjugate "you" differently."""
    if seat == 0:
        return mine.format(**params)
    return theirs.format(name=seat_name(seat), **params)


__all__ = ["FRENCH_SUITS", "RED_SUITS", "SEAT_NAMES", "SUIT_SYMBOLS", "amount", "by_seat", "fill", "plural_of",
           "points_text", "seat_name", "team_name", "tricks_text"]
