"""The settlement of a deal and of a match, in words and numbers.

Builds a :class:`Sheet` (title, a small table, explanatory lines) from an
engine result; the result panel only lays it out.  Pure: no pygame.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.i18n import _, ngettext

from .games import table_game
from .names import points_text, tricks_text  # noqa: F401 - read here by the games
from .texts import card_name, seat_name


@dataclass
class Sheet:
    title: str
    subtitle: str = ""
    columns: list = field(default_factory=list)
    rows: list = field(default_factory=list)  # lists of cells (str)
    highlight: set = field(default_factory=set)  # row indices to stress
    lines: list = field(default_factory=list)  # sentences under the table
    totals: list = field(default_factory=list)  # (label, value) after the deal
    good: bool | None = None  # good news for the player, bad, or neutral


# -- one deal ---------------------------------------------------------------------
def deal_sheet(game, result, view, scores, deal_number=None):
    """The sheet of a finished deal.  ``scores`` are the match scores after it."""
    sheet = table_game(game).deal_sheet(result, view, scores)
    if deal_number is not None and not sheet.subtitle:
        sheet.subtitle = _("Deal {number}").format(number=deal_number)
    return sheet


# -- the match ------------------------------------------------------------------
def match_sheet(game, scores, outcome, deals, stats=None, last_deal=None):
    """The match-end sheet; ``outcome`` is won/drawn/lost for the player.

    ``last_deal`` is the sheet of the deal that ended the match; the game's
    table decides how it is told (a few lines, or the whole sheet when one
    deal is the match).
    """
    table = table_game(game)
    good = {"won": True, "lost": False}.get(outcome)
    sheet = Sheet(table.match_title(outcome),
                  ngettext("{count} deal played", "{count} deals played", deals).format(count=deals), good=good)
    sheet.columns, sheet.rows, sheet.highlight = table.match_table(scores)
    table.match_sheet(sheet, last_deal)
    if stats:
        sheet.lines.append(
            _("Your record at this table: {won} won, {drawn} drawn, {lost} lost.").format(
                won=stats.get("won", 0), drawn=stats.get("drawn", 0), lost=stats.get("lost", 0)
            )
        )
        if stats.get("streak", 0) > 1:
            sheet.lines.append(_("{count} wins in a row!").format(count=stats["streak"]))
        if stats.get("best_streak", 0) > 1:
            sheet.lines.append(_("Best winning streak: {count}.").format(count=stats["best_streak"]))
    return sheet


def trick_lines(game, trick):
    """A finished trick in words: who played what, who won."""
    parts = [
        _("{name}: {card}").format(name=seat_name(s), card=card_name(game, c))
        for s, c in zip(trick["seats"], trick["cards"])
    ]
    if trick["winner"] is None:
        parts.append(_("pourri"))
    return parts


__all__ = ["Sheet", "deal_sheet", "match_sheet", "points_text", "trick_lines", "tricks_text"]
