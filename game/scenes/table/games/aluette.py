"""The Aluette table: four players in two teams, the named cards, five deals."""

from __future__ import annotations

from game.engine.aluette import STRENGTH
from game.i18n import N_, _, ngettext
from game.render.faces import aluette_named

from ..results import Sheet, points_text, tricks_text
from ..texts import by_seat, seat_name, team_name
from . import register
from .base import TableGame

SUITS = {"O": N_("coins"), "C": N_("cups"), "B": N_("batons"), "S": N_("swords")}
_SUIT_ORDER = {"O": 0, "C": 1, "B": 2, "S": 3}
# the eight named cards keep the names the pack prints, strongest first
NAMED = aluette_named.NAMED


class AluetteTable(TableGame):
    key = "aluette"
    title = N_("Aluette")
    cloth = (24, 74, 80)
    max_cards = 9
    chimes = frozenset({"mordienne"})
    rank_order = ""
    suit_names = SUITS
    suit_symbols = {}
    named_cards = NAMED

    trick_events = frozenset({"trick", "pourri"})

    def reason_text(self, rid, params, words):
        if rid == "wins_deal":
            count = int(params.get("count", 0) or 0)
            return ngettext("your side wins the deal in {count} of {worlds} deals",
                            "your side wins the deal in {count} of {worlds} deals", count).format(
                count=count, worlds=params.get("worlds", 0))
        return super().reason_text(rid, params, words)

    def untaken_trick_line(self, events):
        if any(e.get("type") == "pourri" for e in events):
            return None
        return _("Pourri: nobody took this trick.")

    def trick_taken(self, trick, event):
        if trick["winner"] is None:
            return _("pourri, nobody takes it")
        return super().trick_taken(trick, event)

    def log_words(self, view, event):
        if event.get("type") == "deal_won":
            return by_seat(event["seat"], _("You win the deal with {tricks}: {team} score {points}."),
                           _("{name} wins the deal with {tricks}: {team} score {points}."),
                           tricks=tricks_text(event.get("tricks", 0)), team=team_name(event.get("team", 0)),
                           points=points_text(event.get("points", 0)))
        return self.event_message(event)

    def cost_words(self, cost):
        # a deal is worth one point to the side that takes it: a cost is a share of that chance
        return _("raising your chance of taking the deal by about {percent}\u00a0%").format(
            percent=max(1, int(round(100 * cost))))

    def sort_hand(self, cards, trump=None):
        # suits do not matter in Aluette: the cards go by the game's own order
        return sorted(cards, key=lambda c: (STRENGTH[c], _SUIT_ORDER.get(c[1], 9)))

    def event_message(self, event):
        kind = event.get("type")
        if kind == "pourri":
            return _("Pourri! Nobody takes this trick.")
        if kind == "all_spoiled":
            return _("Every trick was spoiled: nobody scores.")
        seat = event.get("seat")
        if kind == "mordienne" and isinstance(seat, int):
            return by_seat(seat, _("Mordienne! You score double."), _("Mordienne! {name} scores double."))
        return None

    # -- the sidebar -----------------------------------------------------------------------
    def sidebar_sections(self, view, scores, deal_number, session_deals=None):
        total = self.info.match_deals
        sections = [(_("Match"), [
            (team_name(0), str(scores[0]), None),
            (team_name(1), str(scores[1]), None),
            (_("Deal"), _("{number} of {total}").format(number=min(deal_number, total), total=total), None),
        ])]
        best = max(view.won)
        rows = [(_("Tricks played"), str(len(view.tricks)), None)]
        if best:
            leaders = [seat_name(s) for s in range(self.n_seats) if view.won[s] == best]
            rows.append((_("Most tricks"), ", ".join(leaders), None))
        sections.append((_("This deal"), rows))
        return sections

    def reminder(self, view):
        arrow = " \u203a "
        named = arrow.join(NAMED[c] for c in NAMED)
        groups = arrow.join(self.rank_name(r) for r in ("1", "K", "N", "J", "9", "8", "7", "6", "5", "4", "3"))
        return _("Rank order"), named + arrow + groups

    # -- results -------------------------------------------------------------------------------
    def deal_sheet(self, result, view, scores):
        winner = result["winner"]
        tricks = result["tricks"]
        order = result["trick_winners"]
        if winner is None:
            sheet = Sheet(_("Nobody wins the deal"), good=None)
        else:
            sheet = Sheet(by_seat(winner, _("You win the deal"), _("{name} wins the deal")),
                          good=self.team_of(winner) == 0)
        sheet.columns = [_("Player"), _("Tricks")]
        for seat in range(self.n_seats):
            sheet.rows.append([seat_name(seat), str(tricks[seat])])
        if winner is not None:
            sheet.highlight.add(winner)
            most = tricks[winner]
            tied = [s for s in range(self.n_seats) if tricks[s] == most and s != winner]
            if tied:
                sheet.lines.append(by_seat(
                    winner,
                    _("You tied on {tricks} with {others} but reached it first, at trick {number}."),
                    _("{name} tied on {tricks} with {others} but reached it first, at trick {number}."),
                    tricks=tricks_text(most), others=", ".join(seat_name(s) for s in tied),
                    number=_first_reach(order, winner, most),
                ))
            else:
                sheet.lines.append(by_seat(winner, _("You won the most tricks: {tricks}."),
                                           _("{name} won the most tricks: {tricks}."), tricks=tricks_text(most)))
            team = self.team_of(winner)
            if result["mordienne"]:
                sheet.lines.append(by_seat(
                    winner,
                    _("Mordienne: you took the last {count} tricks and none before them, worth 2 points."),
                    _("Mordienne: {name} took the last {count} tricks and none before them, worth 2 points."),
                    count=_final_run(order, winner),
                ))
            sheet.lines.append(
                _("{team} score {points}.").format(team=team_name(team), points=points_text(result["points"][team]))
            )
        else:
            sheet.lines.append(_("Every trick was spoiled, so nobody scores."))
        spoiled = sum(1 for w in order if w is None)
        if spoiled:
            sheet.lines.append(
                ngettext("{count} trick was pourri.", "{count} tricks were pourri.", spoiled).format(count=spoiled))
        sheet.lines.append(
            _("Tricks in order: {list}").format(
                list=", ".join(seat_name(w) if w is not None else _("pourri") for w in order)
            )
        )
        sheet.totals = self.score_rows(scores)
        return sheet

    def score_rows(self, scores):
        return [(team_name(0), str(scores[0])), (team_name(1), str(scores[1]))]

    def match_table(self, scores):
        rows = [[team_name(0), str(scores[0])], [team_name(1), str(scores[1])]]
        best = {0 if scores[0] > scores[1] else 1} if scores[0] != scores[1] else set()
        return [_("Team"), _("Match points")], rows, best

    def winner(self, scores, result=None):
        a, b = scores
        return None if a == b else (0 if a > b else 1)


    def counted_what(self):
        return ngettext("Matches of {count} deal", "Matches of {count} deals", self.info.match_deals).format(
            count=self.info.match_deals)


def _first_reach(order, seat, count):
    n = 0
    for i, w in enumerate(order):
        if w == seat:
            n += 1
            if n == count:
                return i + 1
    return len(order)


def _final_run(order, seat):
    run = 0
    for w in reversed(order):
        if w != seat:
            break
        run += 1
    return run


TABLE = register(AluetteTable())
