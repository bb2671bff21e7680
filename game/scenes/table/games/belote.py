"""The Belote table: two teams, counter-clockwise, the turned card and two rounds of taking."""

from __future__ import annotations

from game.i18n import N_, _, ngettext

from ..placement import Z_TABLE, Place
from ..results import Sheet
from ..texts import by_seat, seat_name, team_name
from . import register
from .base import TableGame


class BeloteTable(TableGame):
    key = "belote"
    title = N_("Belote")
    cloth = (22, 84, 54)
    max_cards = 8
    chimes = frozenset({"belote", "rebelote", "capot"})
    rank_order = "789JQKTA"
    trump_order = "78QKTA9J"
    # every deal played out is a match of its own at this table: it may always go on
    endless = True

    def reason_text(self, rid, params, words):
        count, worlds = int(params.get("count", 0) or 0), params.get("worlds", 0)
        n = {"count": count, "worlds": worlds}
        if rid == "taking_makes":
            if words.get("suit"):
                return ngettext("taking {suit} makes the contract in {count} of {worlds} deals",
                                "taking {suit} makes the contract in {count} of {worlds} deals", count).format(
                    suit=words["suit"], **n)
            return ngettext("taking makes the contract in {count} of {worlds} deals",
                            "taking makes the contract in {count} of {worlds} deals", count).format(**n)
        if rid == "taking_fails":
            return ngettext("taking would go down in {count} of {worlds} deals",
                            "taking would go down in {count} of {worlds} deals", count).format(**n)
        if rid == "makes_contract":
            if not worlds:
                return _("the only choice that makes the contract")
            return ngettext("it makes the contract in {count} of {worlds} deals",
                            "it makes the contract in {count} of {worlds} deals", count).format(**n)
        if rid == "beats_contract":
            if not worlds:
                return _("the only choice that beats the contract")
            return ngettext("it beats the contract in {count} of {worlds} deals",
                            "it beats the contract in {count} of {worlds} deals", count).format(**n)
        if rid == "more_card_points":
            points = int(params.get("points", 0))
            if words.get("than"):
                return ngettext("it brings your side {points} more card point on average than {than}",
                                "it brings your side {points} more card points on average than {than}",
                                points).format(points=points, than=words["than"])
            return ngettext("it brings your side {points} more card point on average",
                            "it brings your side {points} more card points on average", points).format(
                points=points)
        return super().reason_text(rid, params, words)

    def view_extras(self, obs, view):
        turned = obs["specific"].get("turned")
        view.turned = turned if view.phase in ("bid1", "bid2") else None
        view.extra["turned_suit"] = turned[1] if turned else None
        view.extra["turned_card"] = turned
        view.card_points = list(obs.get("scores") or [0, 0])
        view.extra["belote"] = list(obs["specific"].get("belote") or [0, 0])

    def claim_points(self, view, seat):
        return view.card_points[self.team_of(seat)] if view.card_points else None

    # -- choices ----------------------------------------------------------------------------
    def take_label(self, suit):
        return _("Take {suit}").format(suit=self.suit_label(suit))

    def action_label(self, action, view=None, hold=False):
        return _("Pass") if action == "pass" else super().action_label(action, view)

    def option_label(self, view, action):
        if action.startswith("take"):
            return self.take_label(view.turned[1] if action == "take" else action[5:])
        return self.action_label(action, view)

    def turn_prompt(self, view, seat=0):
        if view.current == seat and view.phase in ("bid1", "bid2"):
            return _("Take or pass?")
        return super().turn_prompt(view, seat)

    def bubble(self, action, hold=False):
        return _("Pass") if action == "pass" else _("Takes")

    def calls(self, view):
        turned = view.extra.get("turned_suit")
        out = []
        for seat, action in view.bids:
            if action == "pass":
                out.append((seat, _("Pass")))
            else:
                suit = action[5:] if action.startswith("take:") else turned
                out.append((seat, _("Takes {suit}").format(suit=self.suit_short(suit)) if suit else _("Takes")))
        return out

    def bubbles(self, view):
        if view.phase not in ("bid1", "bid2"):
            return {}
        start = self.n_seats if view.phase == "bid2" else 0
        return {seat: self.bubble(action) for seat, action in view.bids[start:]}

    def role(self, view, seat):
        if view.taker == seat and view.trump:
            return _("Taker {suit}").format(suit=self.suit_label(view.trump).split("\u00a0")[0])
        return ""

    # -- the table ---------------------------------------------------------------------------
    def furniture(self, view, layout, out, me):
        if view.turned:
            out[view.turned] = Place(layout.turned, view.turned, 0, Z_TABLE + 1, False, "turned", None, ("table",))

    refusals = {
        "name_another_suit": N_("In the second round, name a suit other than {suit}."),
        "only_turned_suit": N_("In the first round only {suit} can be taken."),
        "turned_suit_refused": N_("{suit} was refused in the first round."),
    }

    def table_to(self, event):
        # the taker picks up the turned card
        return event.get("seat") if event.get("type") == "take" else None

    def event_message(self, event):
        kind = event.get("type")
        if kind == "void":
            return _("Everybody passed: the deal is void.")
        if kind == "capot":
            return _("Capot! {team} win every trick.").format(team=team_name(event.get("team", 0)))
        seat = event.get("seat")
        if not isinstance(seat, int):
            return None
        if kind == "belote":
            return _("{name}: Belote!").format(name=seat_name(seat))
        if kind == "rebelote":
            return _("{name}: Rebelote!").format(name=seat_name(seat))
        if kind == "take":
            suit = self.suit_label(event.get("suit"))
            return by_seat(seat, _("You take: trumps are {suit}."), _("{name} takes: trumps are {suit}."), suit=suit)
        return None

    def log_lines(self, view, claim=None):
        lines = super().log_lines(view, claim)
        turned = view.extra.get("turned_card")
        if turned:
            # the card turned up for everybody to see opens the deal
            lines.insert(0, _("The turned card is {card}.").format(card=self.card_name(turned)))
        return lines

    def log_words(self, view, event):
        if event.get("type") == "take":
            return None  # the call that takes names the suit in the log already
        return self.event_message(event)

    # -- the sidebar ----------------------------------------------------------------------------
    def sidebar_sections(self, view, scores, deal_number, session_deals=None):
        sections = [(_("Session"), [
            (team_name(0), str(scores["points"][0]), None),
            (team_name(1), str(scores["points"][1]), None),
            (_("Deals played"), str(scores["deals"]), None),
        ])]
        rows = []
        if view.trump:
            rows.append(("suit", view.trump, _("Trumps"), self.suit_name(view.trump)))
            rows.append((_("Taker"), seat_name(view.taker), None))
            rows.append((team_name(0), _("{points} pts").format(points=view.card_points[0]), None))
            rows.append((team_name(1), _("{points} pts").format(points=view.card_points[1]), None))
        elif view.turned:
            rows.append(("suit", view.turned[1], _("Turned card"), self.suit_name(view.turned[1])))
            rows.append((_("Round"), "1" if view.phase == "bid1" else "2", None))
        sections.append((_("This deal"), rows))
        return sections

    def reminder(self, view):
        if not view.trump:
            return None
        return _("Trump order"), " \u203a ".join(self.rank_name(r) for r in reversed(self.trump_order))

    # -- results -----------------------------------------------------------------------------------
    def deal_sheet(self, result, view, scores):
        if result["void"]:
            sheet = Sheet(_("The deal is void"), good=None)
            sheet.lines.append(_("All four players passed twice: nothing is scored and the next dealer deals."))
            self._tally(sheet, scores)
            return sheet
        taker = result["taker"]
        tteam = self.team_of(taker)
        made = result["made"]
        cp, bel, score = result["card_points"], result["belote"], result["score"]
        mine = score[0] > score[1]
        if made:
            title = by_seat(taker, _("You made the contract"), _("{name} made the contract"))
        else:
            title = by_seat(taker, _("You went down"), _("{name} went down"))
        subtitle = by_seat(taker, _("You took {suit}"), _("{name} took {suit}"), suit=self.suit_label(result["trump"]))
        sheet = Sheet(title, subtitle, good=mine if score[0] != score[1] else None)
        sheet.columns = [_("Team"), _("Card points"), _("Belote"), _("Score")]
        for team in (0, 1):
            label = team_name(team) + (" \u00b7 " + _("takers") if team == tteam else "")
            sheet.rows.append([label, str(cp[team]), str(bel[team]), str(score[team])])
        sheet.highlight.add(tteam)
        if result["capot"] is not None:
            sheet.lines.append(
                _("Capot: {team} won all eight tricks and score 100 instead of 10 for the last trick.").format(
                    team=team_name(result["capot"])
                )
            )
        elif view is not None and view.tricks:
            last = view.tricks[-1]["winner"]
            sheet.lines.append(_("Last trick: 10 points to {team}.").format(team=team_name(self.team_of(last))))
        t_total = cp[tteam] + bel[tteam]
        d_total = cp[1 - tteam] + bel[1 - tteam]
        if made:
            sheet.lines.append(
                _("Takers {takers} against defenders {defenders}: the contract is made and each team scores its own points.").format(
                    takers=t_total, defenders=d_total
                )
            )
        else:
            sheet.lines.append(
                _("Takers {takers} against defenders {defenders}: the contract fails and the defenders score all {total} points.").format(
                    takers=t_total, defenders=d_total, total=score[1 - tteam]
                )
            )
        self._tally(sheet, scores)
        return sheet

    def _tally(self, sheet, scores):
        sheet.totals = [(_("Deals played"), str(scores["deals"]))] + self.score_rows(scores)

    def score_rows(self, scores):
        pts = scores["points"]
        return [(team_name(0), str(pts[0])), (team_name(1), str(pts[1]))]

    def match_title(self, outcome):
        return {"won": _("You win the deal!"), "drawn": _("The deal is drawn"), "lost": _("You lose the deal")}[outcome]

    def match_badge(self):
        return ""

    def match_sheet(self, sheet, last_deal):
        # a deal is the whole match: its settlement is the sheet
        if last_deal is None:
            return
        sheet.subtitle = " \u00b7 ".join(x for x in (last_deal.title, last_deal.subtitle) if x)
        sheet.columns, sheet.rows, sheet.highlight = last_deal.columns, last_deal.rows, last_deal.highlight
        sheet.lines = list(last_deal.lines) + sheet.lines
        sheet.totals = list(last_deal.totals)

    def match_ends_after_deal(self, match, session_deals=None):
        deal = match.deal
        return deal.is_over and not deal.result()["void"]

    def winner(self, scores, result=None):
        s = result["score"]
        return None if s[0] == s[1] else (0 if s[0] > s[1] else 1)


    def counted_what(self):
        return _("Every deal played out counts on its own")


TABLE = register(BeloteTable())
