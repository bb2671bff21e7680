"""The Preference table: three players, the auction and the talon, defence, balances and the pot."""

from __future__ import annotations

from game.i18n import N_, _, ngettext, pgettext

from ..panels import Option
from ..placement import Z_TABLE, Place, pile_box
from ..results import Sheet
from ..texts import by_seat, seat_name
from . import register
from .base import TableGame, signed

#: a Preference session at this table: every player deals three times
SESSION_DEALS = 9

_REASONS = {
    "defence_tricks": N_("defence tricks"),
    "contract_made": N_("contract made"),
    "contract_failed": N_("contract failed"),
    "host_short": N_("the defence fell short of four tricks"),
    "defender_short": N_("the defender fell short of two tricks"),
    "hearts": N_("Hearts bonus"),
    "four_aces": N_("four aces"),
    "no_aces": N_("No Aces"),
}


def _high_number(bids):
    high = 0
    for _seat, action in bids:
        if action.startswith("bid:"):
            high = max(high, int(action[4:]))
    return high


class PreferenceTable(TableGame):
    key = "preference"
    title = N_("Preference")
    cloth = (30, 58, 88)
    max_cards = 12
    rank_order = "789TJQKA"
    demo_deals = SESSION_DEALS
    ends_by_player = True

    def reason_text(self, rid, params, words):
        count, worlds = int(params.get("count", 0) or 0), params.get("worlds", 0)
        n = {"count": count, "worlds": worlds}
        if rid == "bid_makes":
            return ngettext("playing it makes the contract in {count} of {worlds} deals",
                            "playing it makes the contract in {count} of {worlds} deals", count).format(**n)
        if rid == "bid_fails":
            return ngettext("bidding on would go down in {count} of {worlds} deals",
                            "bidding on would go down in {count} of {worlds} deals", count).format(**n)
        if rid == "trump_makes":
            return ngettext("with {suit} as trumps the contract is made in {count} of {worlds} deals",
                            "with {suit} as trumps the contract is made in {count} of {worlds} deals",
                            count).format(suit=words.get("suit", ""), **n)
        if rid == "defending_holds":
            return ngettext("defending takes your {tricks} tricks in {count} of {worlds} deals",
                            "defending takes your {tricks} tricks in {count} of {worlds} deals", count).format(
                tricks=params.get("tricks", 2), **n)
        if rid == "defending_short":
            return ngettext("defending would fall short of {tricks} tricks in {count} of {worlds} deals",
                            "defending would fall short of {tricks} tricks in {count} of {worlds} deals",
                            count).format(tricks=params.get("tricks", 2), **n)
        if rid == "invite_holds":
            return ngettext("with the other player invited, the defence takes its four tricks in {count} of "
                            "{worlds} deals", "with the other player invited, the defence takes its four tricks "
                            "in {count} of {worlds} deals", count).format(**n)
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
        return super().reason_text(rid, params, words)

    def view_extras(self, obs, view):
        facts = obs["specific"]
        view.defence = list(facts.get("defence") or [None] * self.n_seats)
        view.active = list(facts.get("active") or [])
        talon = self.info.facts["talon"]
        view.talon = talon if (view.taker is None or not (view.contract or "").startswith("bid:")) else 0
        if view.phase == "over" and view.taker is None:
            view.talon = talon
        view.extra["no_aces"] = facts.get("no_aces")
        view.extra["host"] = facts.get("host")
        view.extra["discards"] = facts.get("discards")
        view.extra["talon_cards"] = facts.get("talon")  # known only to the declarer who took it

    # -- words ------------------------------------------------------------------------------------
    def contract_label(self, contract, trump=None):
        if not contract:
            return ""
        if contract.startswith("bid:"):
            n = contract[4:]
            if trump:
                return _("{number} in {suit}").format(number=n, suit=self.suit_label(trump))
            return _("Bid {number}").format(number=n)
        if contract.startswith("game:"):
            return _("Game in {suit}").format(suit=self.suit_label(contract[5:]))
        if contract == "hearts":
            return self.hearts_label(_("Hearts"))
        return contract

    def hearts_label(self, word):
        """The Hearts contract with its suit's mark, like every other contract that names a suit."""
        symbol = self.suit_symbols.get("H")
        return symbol + "\u00a0" + word if symbol else word

    def role_words(self):
        """What each seat is in the deal, as a noun (the plates and the result sheet)."""
        return {"declarer": _("Declarer"), "defend": pgettext("role", "Defender"),
                "drop": pgettext("role", "Dropped out"), "invited": _("Invited")}

    def action_label(self, action, view=None, hold=False):
        # Buttons say what you do (one verb form per language), bubbles what a seat did.
        if action.startswith("bid:"):
            n = int(action[4:])
            if hold:
                return pgettext("bid button", "Hold {number}").format(number=n)
            return pgettext("bid button", "Bid {number}").format(number=n)
        if action.startswith("game:"):
            return pgettext("bid button", "Game in {suit}").format(suit=self.suit_label(action[5:]))
        labels = {
            "hearts": self.hearts_label(pgettext("bid button", "Hearts")),
            "no-aces": _("Announce No Aces"),
            "no-announcement": _("No announcement"),
            "defend": _("Defend"),
            "drop": _("Drop"),
            "invite": _("Invite the other defender"),
            "alone": _("Play alone"),
            "pass": _("Pass"),
        }
        if action in labels:
            return labels[action]
        if action.startswith("trump:"):
            return self.suit_label(action[6:])
        return super().action_label(action, view)

    def holds(self, bids, action):
        return action.startswith("bid:") and int(action[4:]) == _high_number(bids)

    def option_label(self, view, action):
        return self.action_label(action, view, hold=self.holds(view.bids, action))

    def confirm_label(self, view):
        return _("Discard") if view.phase == "discard" else _("Play card")

    def turn_prompt(self, view, seat=0):
        if view.current != seat:
            return ""
        prompts = {
            "auction": lambda: _("Your bid"),
            "discard": lambda: _("Choose a card to discard ({left} left)").format(
                left=self.info.facts["talon"] - len(view.extra.get("discards") or [])),
            "trump": lambda: _("Choose trumps"),
            "no_aces": lambda: _("Announce No Aces?") if "no-aces" in view.legal else _("No Aces is not open to you."),
            "defence": lambda: _("Defend or drop?"),
            "invite": lambda: _("Invite the other defender or play alone?"),
        }
        if view.phase in prompts:
            return prompts[view.phase]()
        return super().turn_prompt(view, seat)

    def panel_note(self, view):
        if view.current != 0:
            return None
        facts = self.info.facts
        if view.phase == "auction":
            high = _high_number(view.bids)
            if high and f"bid:{high}" in view.legal:
                return _("Hold: you bid before the high bidder, so saying {number} again keeps the bid.").format(
                    number=high)
            return _("Bid 1–4 takes the talon, trumps from that suit up: {suits}. Game and Hearts: no talon.").format(
                suits=" · ".join(f"{n}\u00a0{self.suit_short(s)}" for n, s in ((1, "C"), (2, "S"), (3, "D"), (4, "H"))))
        if view.phase == "defence":
            return _("Defending, you need {defend} tricks or pay {penalty} into the pot; each trick you take "
                     "earns 1 from the declarer. Dropping costs nothing.").format(
                defend=facts["defender_tricks"], penalty=facts["defence_penalty"])
        if view.phase == "invite":
            return _("Inviting brings the other defender back: together you need {host} tricks, and you "
                     "receive every defence payment.").format(host=facts["host_tricks"])
        if view.phase == "no_aces" and "no-aces" in view.legal:
            return _("No Aces: each opponent pays you {bonus} if you make the contract; you pay each {bonus} "
                     "if you fail.").format(bonus=facts["bonus"])
        return None

    def bubble(self, action, hold=False):
        if action == "pass":
            return _("Pass")
        if action.startswith("bid:"):
            n = int(action[4:])
            if hold:
                return pgettext("bid call", "Hold {number}").format(number=n)
            return pgettext("bid call", "Bid {number}").format(number=n)
        if action.startswith("game:"):
            return _("Game in {suit}").format(suit=self.suit_short(action[5:]))
        words = {"hearts": self.hearts_label(_("Hearts")), "defend": _("Defends"), "drop": _("Drops"), "invite": _("Invites"),
                 "alone": _("Alone"), "invited": _("Invited")}
        return words.get(action, action)

    def calls(self, view):
        out, high = [], 0
        for seat, action in view.bids:
            hold = action.startswith("bid:") and int(action[4:]) == high
            if action.startswith("bid:"):
                high = max(high, int(action[4:]))
            out.append((seat, self.bubble(action, hold=hold)))
        return out

    def bubbles(self, view):
        out = {}
        if view.phase == "auction":
            high = 0
            for seat, action in view.bids:
                hold = action.startswith("bid:") and int(action[4:]) == high
                if action.startswith("bid:"):
                    high = max(high, int(action[4:]))
                out[seat] = self.bubble(action, hold=hold)
        elif view.phase in ("defence", "invite"):
            for seat, choice in enumerate(view.defence or []):
                if choice in ("defend", "drop"):
                    out[seat] = self.bubble(choice)
        return out

    def role(self, view, seat):
        if view.taker == seat and view.contract:
            return _("Declarer")
        choice = (view.defence or [None] * self.n_seats)[seat]
        if choice and view.phase in ("play", "over", "invite"):
            return self.role_words().get(choice, "")
        return ""

    # -- the table ---------------------------------------------------------------------------------
    def furniture(self, view, layout, out, me):
        # once the auction is over an untaken talon moves aside, small, so no trick card lies on it
        boxes = layout.talon if view.phase == "auction" else layout.aside
        for i in range(view.talon):
            out[("talon", i)] = Place(boxes[i], None, 0, Z_TABLE + 1 + i, False, "talon", None, ("table",))
        d = view.taker
        if d is None or not (view.contract or "").startswith("bid:"):
            return
        talon = self.info.facts["talon"]
        made = (self.info.hand_size + talon - view.counts[d]) if view.phase == "discard" else talon
        # the discards lie face down beside the declarer's won tricks, towards the table
        pile = pile_box(layout, d)
        step = layout.small_w + layout.gap
        beside = pile.move(-step if layout.seats[d].side == "right" else step, 0)
        for i in range(made):
            box = beside.move(i * max(2, layout.small_w // 10), 0)
            out[("disc", i)] = Place(box, None, 0, Z_TABLE + 10 + i, False, "disc", d, ("seat", d))

    refusals = {
        "must_play_lowest_beating": N_(
            "As the first defender you must play the lowest card that beats the lead: {card}."
        ),
        "trump_suit_too_low": N_("After your bid the trump suit must be worth at least {bid}."),
        "no_aces_not_allowed": N_("No Aces cannot be announced."),
        "game_only_first_turn": N_("Game and Hearts may be bid only at your first turn."),
    }

    def table_to(self, event):
        # the declarer picks up the talon
        return event.get("seat") if event.get("type") == "talon" else None

    def event_message(self, event):
        kind = event.get("type")
        if kind == "void":
            return _("All three passed: the deal is passed out. The next dealer deals.")
        if kind == "trump":
            return _("Trumps are {suit}.").format(suit=self.suit_label(event.get("suit")))
        seat = event.get("seat")
        if not isinstance(seat, int):
            return None
        if kind == "contract":
            contract = event.get("contract") or ""
            if contract.startswith("bid:"):
                return by_seat(seat, _("You win the bidding with {number} and take the talon."),
                               _("{name} wins the bidding with {number} and takes the talon."), number=contract[4:])
            return by_seat(seat, _("You play {contract}."), _("{name} plays {contract}."),
                           contract=self.contract_label(contract))
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

    def log_words(self, view, event):
        kind, seat = event.get("type"), event.get("seat")
        if kind == "defence":
            if event.get("choice") == "defend":
                return by_seat(seat, _("You defend."), _("{name} defends."))
            return by_seat(seat, _("You drop."), _("{name} drops."))
        if kind == "talon":
            text = by_seat(seat, _("You take the talon."), _("{name} takes the talon."))
            talon = view.extra.get("talon_cards") or []
            if seat == view.seat and talon:
                # taken privately: the talon's cards are named in the log of the one who took them
                text = _("You take the talon: {cards}.").format(cards=", ".join(self.card_name(c) for c in talon))
            discards = view.extra.get("discards") or []
            if seat == view.seat and discards:
                text += " " + _("You discard {cards}.").format(cards=", ".join(self.card_name(c) for c in discards))
            return text
        if kind == "settlement":
            return " ".join(self.payment_line(item) for item in event.get("items") or []) or None
        return self.event_message(event)

    # -- the sidebar ------------------------------------------------------------------------------------
    def sidebar_sections(self, view, scores, deal_number, session_deals=None):
        rows = [(seat_name(s), signed(scores["balance"][s]), None) for s in range(self.n_seats)]
        rows.append((_("Pot"), str(scores["pot"]), None))
        sections = [(_("Balances"), rows)]
        deal_rows = []
        if view.contract:
            if view.trump:
                deal_rows.append(("suit", view.trump, _("Contract"), self.contract_label(view.contract, view.trump)))
            else:
                deal_rows.append((_("Contract"), self.contract_label(view.contract), None))
            deal_rows.append((_("Declarer"), seat_name(view.taker), None))
            if view.extra.get("no_aces"):
                deal_rows.append((_("No Aces"), _("announced"), None))
        else:
            deal_rows.append((_("Bidding"), _("in progress") if view.phase == "auction" else "", None))
        if session_deals:
            label = _("{number} of {total}").format(number=deal_number, total=session_deals)
        else:
            label = str(deal_number)
        deal_rows.append((_("Deal"), label, None))
        sections.append((_("This deal"), deal_rows))
        return sections

    def reminder(self, view):
        if not view.contract:
            facts = self.info.facts
            return _("Pot"), _("All paid {buy_in} into the pot at the start (−{buy_in} each). A contract made takes "
                               "{payout} from it; a failed one pays {failure} in.").format(
                buy_in=facts["buy_in"], payout=facts["pot_payout"], failure=facts["pot_failure"])
        facts = self.info.facts
        if view.extra.get("host") is not None:
            text = _("The declarer needs {make} of the {tricks} tricks; the two defenders need {host} together.")
        else:
            text = _("The declarer needs {make} of the {tricks} tricks; a defender who defends needs {defend}.")
        return _("To make"), text.format(make=facts["to_make"], tricks=facts["tricks"], host=facts["host_tricks"],
                                         defend=facts["defender_tricks"])

    # -- results -------------------------------------------------------------------------------------------
    def payment_line(self, item):
        """One transfer of a settlement as a sentence."""
        payer, payee = item["from"], item["to"]
        rid = item.get("id")
        params = {"amount": item["amount"], "reason": _(_REASONS[rid]) if rid in _REASONS else (rid or "")}
        if payer == "pot":
            if payee == 0:
                return _("The pot pays you {amount}: {reason}.").format(**params)
            return _("The pot pays {amount} to {payee}: {reason}.").format(payee=seat_name(payee), **params)
        if payee == "pot":
            return by_seat(payer, _("You pay {amount} into the pot: {reason}."),
                           _("{name} pays {amount} into the pot: {reason}."), **params)
        if payer == 0:
            return _("You pay {amount} to {payee}: {reason}.").format(payee=seat_name(payee), **params)
        if payee == 0:
            return _("{payer} pays you {amount}: {reason}.").format(payer=seat_name(payer), **params)
        return _("{payer} pays {amount} to {payee}: {reason}.").format(
            payer=seat_name(payer), payee=seat_name(payee), **params)

    def deal_sheet(self, result, view, scores):
        if result["void"]:
            sheet = Sheet(_("The deal is void"), good=None)
            sheet.lines.append(_("All three players passed: nothing is settled and the next dealer deals."))
            self._totals(sheet, scores)
            return sheet
        d = result["declarer"]
        contract = self.contract_label(result["contract"], result["trump"])
        tricks = result["tricks"]
        need = self.info.facts["to_make"]
        if tricks[d] >= need:
            title = by_seat(d, _("You make {contract}"), _("{name} makes {contract}"), contract=contract)
        else:
            title = by_seat(d, _("You fail {contract}"), _("{name} fails {contract}"), contract=contract)
        sheet = Sheet(title, good=result["balance"][0] > 0 if result["balance"][0] else None)
        roles = self.role_words()
        sheet.columns = [_("Player"), _("Role"), _("Tricks"), _("Change")]
        host = view.extra.get("host") if view is not None else None
        for seat in range(self.n_seats):
            # the defender who invited the other still defends: a role, not the call made
            role = roles["defend"] if seat == host else roles.get(result["defence"][seat], "")
            sheet.rows.append([seat_name(seat), role, str(tricks[seat]), signed(result["balance"][seat])])
        sheet.highlight.add(d)
        if all(result["defence"][s] in ("drop", None) for s in range(self.n_seats) if s != d):
            sheet.lines.append(_("Both opponents dropped: the declarer is credited with ten tricks."))
        sheet.lines.append(by_seat(d, _("You needed {need} tricks and won {count}."),
                                   _("{name} needed {need} tricks and won {count}."), need=need, count=tricks[d]))
        events = view.events if view is not None else []
        items = next((e.get("items") for e in reversed(events) if e.get("type") == "settlement"), None) or []
        for item in items:
            sheet.lines.append(self.payment_line(item))
        if result["pot"]:
            sheet.lines.append(_("The pot changes by {amount}.").format(amount=signed(result["pot"])))
        self._totals(sheet, scores)
        return sheet

    def _totals(self, sheet, scores):
        sheet.totals = self.score_rows(scores)

    def score_rows(self, scores):
        return [(seat_name(s), signed(scores["balance"][s])) for s in range(self.n_seats)] + [
            (_("Pot"), str(scores["pot"]))]

    def match_title(self, outcome):
        return {
            "won": _("You finish the session ahead!"),
            "drawn": _("The session ends level"),
            "lost": _("The session is over"),
        }[outcome]

    def match_table(self, scores):
        rows = [[seat_name(s), signed(scores["balance"][s])] for s in range(self.n_seats)]
        rows.append([_("Pot"), str(scores["pot"])])
        return [_("Player"), _("Balance")], rows, set()

    def result_options(self, scene):
        return [Option("end", lambda: _("End session"), scene.ask_end_session)]

    def match_ends_after_deal(self, match, session_deals=None):
        return session_deals is not None and len(match.history) + 1 >= session_deals

    def winner(self, scores, result=None):
        bal = scores["balance"]
        best = max(bal)
        return bal.index(best) if bal.count(best) == 1 else None

    def outcome(self, scores, result=None):
        balance = scores["balance"]
        best = max(balance)
        if balance[0] < best:
            return "lost"
        return "won" if balance.count(best) == 1 else "drawn"

    def counted_what(self):
        from game.i18n import ngettext

        return ngettext("Sessions of up to {count} deal, won with the best balance",
                        "Sessions of up to {count} deals, won with the best balance", SESSION_DEALS).format(
            count=SESSION_DEALS)


TABLE = register(PreferenceTable())
