"""The Schnapsen table: two players, the stock and its trump card, marriages, seven points down."""

from __future__ import annotations

import dataclasses

from game.i18n import N_, _, ngettext, pgettext

from ..placement import STOCK_SHOWN, Z_TABLE, Place
from ..results import Sheet
from ..texts import amount, by_seat, plural_of, seat_name
from . import register
from .base import TableGame


class SchnapsenTable(TableGame):
    key = "schnapsen"
    title = N_("Schnapsen")
    cloth = (98, 30, 40)
    max_cards = 5
    chimes = frozenset({"reached_66", "marriage", "marriage_counted"})
    rank_order = "JQKTA"
    reasons = {
        "takes_trump_card": N_("it takes {card} for the trump Bube"),
        "closes_stock": N_("it closes the stock: nobody draws any more"),
        "keeps_marriage": N_("it keeps the King and Queen of {suit} together for a marriage"),
    }

    def reason_text(self, rid, params, words):
        count, worlds = int(params.get("count", 0) or 0), params.get("worlds", 0)
        if rid == "closing_makes":
            return ngettext("closing now makes 66 in {count} of {worlds} deals",
                            "closing now makes 66 in {count} of {worlds} deals", count).format(count=count,
                                                                                              worlds=worlds)
        if rid == "keeps_stock_open":
            return ngettext("closing now would make 66 in only {count} of {worlds} deals",
                            "closing now would make 66 in only {count} of {worlds} deals", count).format(
                count=count, worlds=worlds)
        if rid == "declares_marriage":
            return _("it scores {points} for the marriage").format(points=params.get("points", 20))
        if rid == "wins_deal":
            return ngettext("you win the deal in {count} of {worlds} deals",
                            "you win the deal in {count} of {worlds} deals", count).format(count=count, worlds=worlds)
        if rid == "more_game_points":
            value = float(params.get("points", 0))
            if words.get("than"):
                return ngettext("it gains {points} more game point on average than {than}",
                                "it gains {points} more game points on average than {than}", plural_of(value)).format(
                    points=amount(value), than=words["than"])
            return ngettext("it gains {points} more game point on average",
                            "it gains {points} more game points on average", plural_of(value)).format(
                points=amount(value))
        if rid == "more_card_points":
            points = int(params.get("points", 0))
            if words.get("than"):
                return ngettext("it brings in {points} more card point on average than {than}",
                                "it brings in {points} more card points on average than {than}", points).format(
                    points=points, than=words["than"])
            return ngettext("it brings in {points} more card point on average",
                            "it brings in {points} more card points on average", points).format(points=points)
        return super().reason_text(rid, params, words)

    def view_extras(self, obs, view):
        facts = obs["specific"]
        taken = facts.get("trump_card_taken_by") is not None
        view.stock = 0 if taken else max(0, int(facts.get("stock_size") or 0) - 1)
        view.trump_card = None if taken else facts.get("trump_card")
        view.closed = facts.get("closed_by") is not None
        view.extra["closed_by"] = facts.get("closed_by")
        view.points = list(obs.get("scores") or [0, 0])
        view.extra["pending"] = list(facts.get("pending") or [0, 0])
        view.extra["marriages"] = list(facts.get("marriages") or [])
        view.extra["strict"] = bool(facts.get("strict"))

    def claim_points(self, view, seat):
        return view.points[seat] if view.points else None

    def cost_words(self, cost):
        # the review weighs a deal by its game points (1 to 3), so a cost is a fraction of one
        value = max(0.1, round(cost, 1))
        return ngettext("by about {points} game point", "by about {points} game points",
                        plural_of(value)).format(points=amount(value))

    # -- choices --------------------------------------------------------------------------------
    def action_label(self, action, view=None, hold=False):
        if action == "exchange":
            return _("Exchange the trump Bube")
        if action == "close":
            return _("Close the stock")
        return super().action_label(action, view)

    def panel_prompt(self, view):
        return _("Before you lead (or simply play a card)")

    def move_words(self, action, card):
        if action.startswith("marry:"):
            return _("{card} with the marriage").format(card=self.card_name(card))
        return super().move_words(action, card)

    def hint_note(self, action):
        return _("Hint: lead it as a marriage.") if action.startswith("marry:") else None

    def question(self, view, action, ends_deal):
        if action != "close":
            return super().question(view, action, ends_deal)
        return (lambda: _("Close the stock?"),
                lambda: _("Nobody draws any more and suit must be followed. If you do not reach 66, your opponent "
                          "scores at least 2 game points. This cannot be taken back."),
                lambda: _("Close the stock"))

    def marriage_points(self, view, card):
        facts = self.info.facts
        return facts["trump_marriage"] if card[1] == view.trump else facts["marriage"]

    def card_choices(self, view, card, actions):
        if ("marry:" + card) not in actions:
            return None
        pts = self.marriage_points(view, card)
        return _("A marriage?"), [
            ("marry:" + card, _("Declare the marriage ({points})").format(points=pts)),
            (card, _("Play without declaring")),
        ]

    def trick_count_line(self, view, seat):
        text = super().trick_count_line(view, seat)
        if view.points is not None and seat == view.seat:
            text += " \u00b7 " + pgettext("Schnapsen", "{points} pts").format(points=view.points[seat])
        return text

    # -- the table ---------------------------------------------------------------------------------
    def furniture(self, view, layout, out, me):
        base = layout.stock
        step = max(1, layout.trick_h // 90)
        if view.trump_card:
            out[view.trump_card] = Place(layout.turned, None if view.closed else view.trump_card, 90, Z_TABLE,
                                         False, "trump", None, ("table",))
        # key 0 is the bottom card: drawing takes the highest keys, the rest stay put
        for i in range(view.stock):
            lift = step * min(i, STOCK_SHOWN - 1)
            out[("stock", i)] = Place(base.move(-lift, -lift), None, 0, Z_TABLE + 2 + i, False, "stock",
                                      None, ("table",))

    refusals = {
        "cannot_close": N_("You cannot close the stock now."),
        "cannot_exchange": N_("You cannot exchange the trump Bube now."),
        "cannot_marry": N_("You cannot declare this marriage."),
    }

    def revealed(self, event):
        # a marriage declared by another seat shows its partner card for a moment
        if event.get("type") == "marriage":
            return event["seat"], event["shown"]
        return None

    def event_message(self, event):
        kind = event.get("type")
        seat = event.get("seat")
        if not isinstance(seat, int):
            return None
        if kind == "marriage":
            suit, points = self.suit_label(event.get("suit")), event.get("points")
            return by_seat(seat, _("You declare a marriage in {suit}: {points}."),
                           _("{name} declares a marriage in {suit}: {points}."), suit=suit, points=points)
        if kind == "marriage_counted":
            return by_seat(seat, _("Your marriage now counts: {points}."),
                           _("{name}'s marriage now counts: {points}."), points=event.get("points"))
        if kind == "close":
            return by_seat(seat, _("You close the stock."), _("{name} closes the stock."))
        if kind == "exchange":
            return by_seat(seat, _("You exchange the trump Bube."), _("{name} exchanges the trump Bube."))
        if kind == "reached_66":
            return by_seat(seat, _("You reach 66!"), _("{name} reaches 66!"))
        return None

    def trick_taken(self, trick, event):
        points = event.get("points", 0)
        return by_seat(trick["winner"], ngettext("you take it ({points} point)", "you take it ({points} points)", points),
                       ngettext("{name} takes it ({points} point)", "{name} takes it ({points} points)", points),
                       points=points)

    def log_lines(self, view, claim=None):
        # the engine counts a pending marriage as the first trick is won, before it tells the trick:
        # the log tells the trick first, then that the marriage now counts
        events, i = list(view.events), 0
        while i < len(events) - 1:
            if events[i].get("type") == "marriage_counted" and events[i + 1].get("type") in self.trick_events:
                events[i], events[i + 1] = events[i + 1], events[i]
                i += 1  # only past its own trick
            i += 1
        if events == view.events:
            return super().log_lines(view, claim)
        return super().log_lines(dataclasses.replace(view, events=events), claim)

    def log_words(self, view, event):
        kind, seat = event.get("type"), event.get("seat")
        if kind == "exchange":
            return by_seat(seat, _("You exchange the trump Bube for {card}."),
                           _("{name} exchanges the trump Bube for {card}."), card=self.card_name(event.get("card")))
        if kind == "trump_taken":
            return by_seat(seat, _("You draw the face-up trump card, {card}."),
                           _("{name} draws the face-up trump card, {card}."), card=self.card_name(event.get("card")))
        if kind == "deal_won":
            count = event.get("game_points", 0)
            return by_seat(seat, ngettext("You win the deal: {count} game point.", "You win the deal: {count} game points.",
                                          count),
                           ngettext("{name} wins the deal: {count} game point.",
                                    "{name} wins the deal: {count} game points.", count), count=count)
        return self.event_message(event)

    # -- the sidebar -------------------------------------------------------------------------------
    def sidebar_sections(self, view, scores, deal_number, session_deals=None):
        sections = [(_("Match"), [(seat_name(s), str(scores[s]), None) for s in range(self.n_seats)])]
        rows = []
        if view.trump:
            rows.append(("suit", view.trump, _("Trumps"), self.suit_name(view.trump)))
        if view.points is not None:
            rows.append((_("Your points"), str(view.points[0]), None))
            rows.append((_("{name}'s points").format(name=seat_name(1)), str(view.points[1]), None))
        if view.closed:
            rows.append((_("Stock"), _("closed by {name}").format(name=seat_name(view.extra.get("closed_by"))),
                         None))
        else:
            total = view.stock + (1 if view.trump_card else 0)
            rows.append((_("Stock"), str(total) if total else _("exhausted"), None))
        sections.append((_("This deal"), rows))
        return sections

    def reminder(self, view):
        values = self.info.card_points
        text = " \u00b7 ".join(
            _("{rank} {points}").format(rank=self.rank_name(r), points=values[r]) for r in reversed(self.rank_order)
        )
        return pgettext("Schnapsen", "Card points"), text  # German says "Augen" in Schnapsen

    # -- results --------------------------------------------------------------------------------------
    def deal_sheet(self, result, view, scores):
        winner = result["winner"]
        gp = result["game_points"]
        if winner == 0:
            title = ngettext("You win {count} game point", "You win {count} game points", gp).format(count=gp)
        else:
            title = ngettext("{name} wins {count} game point", "{name} wins {count} game points", gp).format(
                name=seat_name(winner), count=gp
            )
        sheet = Sheet(title, good=winner == 0)
        sheet.columns = [_("Player"), _("Points"), _("Tricks")]
        for seat in (0, 1):
            sheet.rows.append([seat_name(seat), str(result["points"][seat]), str(result["tricks"][seat])])
        sheet.highlight.add(winner)
        self._why(sheet, result, view)
        for m in view.extra.get("marriages", []) if view is not None else []:
            sheet.lines.append(
                by_seat(m["seat"], _("You declared a marriage in {suit} ({points})."),
                        _("{name} declared a marriage in {suit} ({points})."),
                        suit=self.suit_label(m["suit"]), points=m["points"])
                + ("" if m.get("counted") else " " + _("It never counted: no trick was won."))
            )
        sheet.totals = self.score_rows(scores)
        sheet.lines.append(_("Match points count down from {count}; the first to reach 0 wins the match.").format(
            count=self.info.match_target))
        return sheet

    def _why(self, sheet, result, view):
        winner = result["winner"]
        events = view.events if view is not None else []
        reason = next((e.get("reason") for e in reversed(events) if e.get("type") == "deal_won"), None)
        close = next((e for e in events if e.get("type") == "close"), None)
        loser = 1 - winner
        closer = result["closed_by"]
        if reason == "closer_failed":
            if closer == loser and any(e.get("type") == "reached_66" for e in events):
                sheet.lines.append(by_seat(closer, _("You closed the stock but {other} reached 66 first."),
                                           _("{name} closed the stock but {other} reached 66 first."),
                                           other=seat_name(winner)))
            else:
                sheet.lines.append(by_seat(closer, _("You closed the stock but did not reach 66."),
                                           _("{name} closed the stock but did not reach 66.")))
            if close.get("opponent_had_trick") if close else True:
                sheet.lines.append(_("A failed closing costs 2 game points."))
            else:
                sheet.lines.append(
                    _("A failed closing costs 3 game points: the opponent had no trick when the stock was closed.")
                )
            return
        if reason == "last_trick":
            sheet.lines.append(by_seat(winner, _("Nobody reached 66: you won the last trick and score 1 game point."),
                                       _("Nobody reached 66: {name} won the last trick and scores 1 game point.")))
            return
        sheet.lines.append(by_seat(winner, _("You reached 66 with {points} points."),
                                   _("{name} reached 66 with {points} points."), points=result["points"][winner]))
        if closer is not None and close is not None:
            lp, had = close.get("opponent_points", 0), close.get("opponent_had_trick", True)
            sheet.lines.append(by_seat(closer, _("You closed the stock; the count is taken from that moment."),
                                       _("{name} closed the stock; the count is taken from that moment.")))
        else:
            lp, had = result["points"][loser], result["tricks"][loser] > 0
        if not had:
            sheet.lines.append(by_seat(loser, _("You had no trick: 3 game points."),
                                       _("{name} had no trick: 3 game points.")))
        elif lp < 33:
            sheet.lines.append(by_seat(loser, _("You had {points} points, fewer than 33: 2 game points."),
                                       _("{name} had {points} points, fewer than 33: 2 game points."), points=lp))
        else:
            sheet.lines.append(by_seat(loser, _("You had {points} points, at least 33: 1 game point."),
                                       _("{name} had {points} points, at least 33: 1 game point."), points=lp))

    def match_table(self, scores):
        rows = [[seat_name(s), str(scores[s])] for s in (0, 1)]
        return [_("Player"), _("Points left")], rows, ({scores.index(0)} if 0 in scores else set())

    def winner(self, scores, result=None):
        return scores.index(0) if 0 in scores else None


    def counted_what(self):
        return ngettext("Matches to {count} game point", "Matches to {count} game points",
                        self.info.match_target).format(count=self.info.match_target)


TABLE = register(SchnapsenTable())
