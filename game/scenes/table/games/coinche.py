"""The Coinche table: Belote's play after an auction of numbered contracts, the coinche and the
surcoinche, and a match to 1,000.

The auction is a grid panel (a row for each suit, a cell for each value, Capot last); the calls
stay on the seats' plates, in the sidebar and in the deal log through the deal.
"""

from __future__ import annotations

from game.i18n import N_, _, ngettext, pgettext

from ..results import Sheet
from ..texts import by_seat, seat_name, team_name
from . import register
from .base import _FRENCH_SUIT_ORDER
from .belote import BeloteTable
from .coinche_words import FLOOR, CoincheWords, bid_of, contract_of, needed

#: the values of a bid, lowest first (the last is capot), where the engine does not state them
VALUES = (80, 90, 100, 110, 120, 130, 140, 150, 160, 250)
AUCTION = "auction"


class CoincheTable(CoincheWords, BeloteTable):
    key = "coinche"
    title = N_("Coinche")
    cloth = (20, 70, 80)
    chimes = frozenset({"belote", "rebelote", "capot", "coinche", "surcoinche"})
    endless = False

    # -- reading an observation -------------------------------------------------------------
    def view_extras(self, obs, view):
        facts = obs.get("specific") or {}
        view.card_points = list(obs.get("scores") or [0, 0])
        view.extra["belote"] = list(facts.get("belote") or [0, 0])
        contract = contract_of(view.bids)
        view.extra["contract"] = contract
        if contract is not None and view.taker is None and view.phase != AUCTION:
            view.taker = contract["bidder"]

    def in_auction(self, view):
        return view.phase == AUCTION

    # -- the auction panel ----------------------------------------------------------------------
    def panel_grid(self, view, actions):
        """A row for each suit, a cell for each value (Capot last); the values not open dimmed.
        Once no bid can be made (a coinche, a capot bid) the panel is its few buttons."""
        if not any(a.startswith("bid:") for a in actions):
            return None
        suits = sorted({a.rsplit(":", 1)[1] for a in actions if a.startswith("bid:")} | set(_FRENCH_SUIT_ORDER),
                       key=lambda s: _FRENCH_SUIT_ORDER.get(s, 9))
        rows = []
        for suit in suits:
            name = self.suit_name(suit)
            label = self.suit_short(suit) + "\u00a0" + name[:1].upper() + name[1:]
            cells = [(f"bid:{v}:{suit}", self.value_words(v)) for v in self.fact("values", VALUES)]
            rows.append(((label, self.suit_short(suit), suit), cells))
        rest = [a for a in ("coinche", "surcoinche", "pass") if a in actions]
        rest += [a for a in actions if not a.startswith("bid:") and a not in rest]
        return rows, rest

    def panel_prompt(self, view):
        return self.turn_prompt(view)

    def panel_note(self, view):
        if view.current != 0:
            return None
        contract = contract_of(view.bids)
        if contract is None:
            return _("Bid the points your side will make with the trumps you name (at least {least} to make); "
                     "Capot is all eight tricks.").format(least=self.fact("min_made", FLOOR))
        words = by_seat(contract["bidder"], _("Highest bid: yours, {bid}."), _("Highest bid: {bid} by {name}."),
                        bid=self.contract_words(contract["value"], contract["trump"]))
        if contract["coinche"] is not None and "surcoinche" in view.legal:
            return words + " " + _("Surcoinche doubles it again (×4); pass and it is played at ×2.")
        if "coinche" in view.legal:
            return words + " " + _("Coinche doubles it (×2): nobody may bid after it.")
        return words

    def turn_prompt(self, view, seat=0):
        if view.current == seat and self.in_auction(view):
            if "surcoinche" in view.legal:
                return _("Your contract is coinched: surcoinche or pass?")
            return _("Your bid")
        return super(BeloteTable, self).turn_prompt(view, seat)

    # -- the seats ---------------------------------------------------------------------------------
    def bubbles(self, view):
        if not self.in_auction(view):
            return {}
        out = {}
        for seat, action in view.bids:
            out[seat] = self.bubble(action)
        return out

    def calls(self, view):
        return [(seat, self.bubble(action)) for seat, action in view.bids]

    def role(self, view, seat):
        contract = view.extra.get("contract")
        if contract is None or self.in_auction(view):
            return ""
        if seat == contract["bidder"]:
            return self.contract_short(contract)
        if seat == contract["coinche"]:
            return pgettext("role", "Coinche")
        if seat == contract["surcoinche"]:
            return pgettext("role", "Surcoinche")
        return ""

    # -- the sidebar ---------------------------------------------------------------------------------
    def sidebar_sections(self, view, scores, deal_number, session_deals=None):
        totals = _points(scores)
        sections = [(_("Match to {target}").format(target=self.target_words()), [
            (team_name(0), str(totals[0]), None),
            (team_name(1), str(totals[1]), None),
            (_("Deal"), str(deal_number), None),
        ])]
        rows = []
        contract = view.extra.get("contract")
        if contract is not None and not self.in_auction(view):
            rows.append(("suit", contract["trump"], _("Contract"), self.contract_words(contract["value"], None)))
            rows.append((_("Bidder"), seat_name(contract["bidder"]), None))
            if contract["factor"] > 1:
                rows.append((self.factor_words(contract), "\u00d7" + str(contract["factor"]), None))
            team = self.team_of(contract["bidder"])
            need = needed(contract, self.fact("min_made", FLOOR))
            rows.append((_("To make"), str(need) if contract["value"] != self.capot else _("every trick"), None))
            rows.append((team_name(team), _("{points} pts").format(points=view.card_points[team]), None))
            rows.append((team_name(1 - team), _("{points} pts").format(points=view.card_points[1 - team]), None))
        else:
            rows.append((_("Highest bid"), self.contract_short(contract) if contract else "\u2014", None))
        sections.append((_("This deal"), rows))
        return sections

    def target_words(self):
        return f"{self.info.match_target or 1000:,}".replace(",", pgettext("thousands separator", ","))

    def reminder(self, view):
        if not view.trump or self.in_auction(view):
            return None
        return super().reminder(view)

    # -- results -------------------------------------------------------------------------------------
    def deal_sheet(self, result, view, scores):
        contract = result.get("contract")
        if result.get("void") or not contract:
            sheet = Sheet(_("The deal is void"), good=None)
            sheet.lines.append(_("All four players passed: nothing is scored and the next dealer deals."))
            sheet.totals = self.score_rows(scores)
            return sheet
        contract = _contract_facts(contract, view)
        bidder, made = contract["bidder"], bool(result["made"])
        team = self.team_of(bidder)
        cp, bel, score = result["card_points"], result["belote"], result["score"]
        words = self.contract_words(contract["value"], contract["trump"])
        if made:
            title = by_seat(bidder, _("You made {contract}"), _("{name} made {contract}"), contract=words)
        else:
            title = by_seat(bidder, _("You went down in {contract}"), _("{name} went down in {contract}"),
                            contract=words)
        sheet = Sheet(title, self.contract_subtitle(contract), good=score[0] > score[1] if score[0] != score[1]
                      else None)
        sheet.columns = [_("Team"), _("Card points"), _("Belote"), _("Score")]
        for side in (0, 1):
            label = team_name(side) + (" \u00b7 " + _("attackers") if side == team else "")
            sheet.rows.append([label, str(cp[side]), str(bel[side]), str(score[side])])
        sheet.highlight.add(team)
        sheet.lines.extend(self.sheet_lines(result, contract, team))
        sheet.totals = self.score_rows(scores)
        return sheet

    def score_rows(self, scores):
        totals = _points(scores)
        return [(team_name(0), str(totals[0])), (team_name(1), str(totals[1]))]

    # -- the end of a match ---------------------------------------------------------------------------------
    def match_title(self, outcome):
        return {"won": _("You win the match!"), "drawn": _("The match is drawn"),
                "lost": _("You lose the match")}[outcome]

    def match_badge(self):
        return _("Match over")

    def match_table(self, scores):
        totals = _points(scores)
        rows = [[team_name(0), str(totals[0])], [team_name(1), str(totals[1])]]
        best = {0 if totals[0] > totals[1] else 1} if totals[0] != totals[1] else set()
        return [_("Team"), _("Match points")], rows, best

    def match_sheet(self, sheet, last_deal):
        if last_deal is not None:
            sheet.lines.append(_("Last deal: {summary}.").format(summary=last_deal.title))
            sheet.lines.extend(line for line in last_deal.lines if line)

    def match_ends_after_deal(self, match, session_deals=None):
        return super(BeloteTable, self).match_ends_after_deal(match, session_deals)

    def winner(self, scores, result=None):
        a, b = _points(scores)
        return None if a == b else (0 if a > b else 1)

    def counted_what(self):
        target = self.info.match_target or 1000
        return ngettext("Matches to {target} point", "Matches to {target} points", target).format(
            target=self.target_words())


def _points(scores):
    """The match's totals per team, as the engine keeps them (a list, or under ``points``)."""
    if isinstance(scores, dict):
        scores = scores.get("points") or scores.get("totals") or [0, 0]
    return list(scores)[:2]


def _contract_facts(contract, view):
    """The contract of a result in the table's shape (value, trump, bidder, factor, who doubled)."""
    calls = contract_of(view.bids) if view is not None else None
    out = dict(calls or {})
    for key in ("value", "trump", "bidder", "factor"):
        if key in contract:
            out[key] = contract[key]
    out.setdefault("coinche", None)
    out.setdefault("surcoinche", None)
    return out


TABLE = register(CoincheTable())

__all__ = ["AUCTION", "TABLE", "VALUES", "CoincheTable", "bid_of"]
