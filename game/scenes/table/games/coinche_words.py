"""The Coinche table's words: its calls, contracts, events, refusals, the coach's reasons for
its bids, and the lines of a deal's settlement.

The auction is read from the calls themselves (``bid:V:S``, ``coinche``, ``surcoinche``,
``pass``), so the words need nothing the engine does not show every seat.
"""

from __future__ import annotations

from game.i18n import N_, _, ngettext, pgettext

from ..texts import by_seat, seat_name, team_name

#: the engine's numbers (GameInfo.facts), with what rules §6 says where a fact is missing
CAPOT = 250  # the value of a capot bid
FLOOR = 82  # a contract of 80-160 needs at least this many points even when bid lower
BASE = 160  # what a failed contract or a doubled one adds to its value
#: the coach's reasons this table words (ids the game's computer players give, with ``count`` of
#: ``worlds`` and, for a bid, ``value`` or the ``bid`` itself), besides the shared ones
REASON_IDS = ("bid_makes", "capot_makes", "bid_fails", "coinche_beats", "coinche_risky", "surcoinche_makes",
              "surcoinche_risky", "makes_contract", "beats_contract", "more_card_points")


def bid_of(action):
    """``(value, suit)`` of a bid ``bid:V:S``, else None."""
    if not isinstance(action, str) or not action.startswith("bid:"):
        return None
    try:
        _bid, value, suit = action.split(":")
        return int(value), suit
    except ValueError:
        return None


def contract_of(bids):
    """The highest bid of an auction so far, as ``{"value", "trump", "bidder", "factor",
    "coinche", "surcoinche"}`` (the seats that doubled it, or None), else None."""
    out = None
    for seat, action in bids:
        bid = bid_of(action)
        if bid is not None:
            out = {"value": bid[0], "trump": bid[1], "bidder": seat, "factor": 1, "coinche": None,
                   "surcoinche": None}
        elif out is not None and action == "coinche":
            out["coinche"], out["factor"] = seat, 2
        elif out is not None and action == "surcoinche":
            out["surcoinche"], out["factor"] = seat, 4
    return out


def needed(contract, floor=FLOOR):
    """The points the attackers need (with their own Belote) to make a numbered contract."""
    return max(contract["value"], floor)


class CoincheWords:
    """The words of the Coinche table (mixed into its :class:`TableGame`)."""

    def fact(self, name, default):
        """One of the game's numbers as its engine states it (``capot_value``, ``min_made``...)."""
        return self.info.facts.get(name, default)

    @property
    def capot(self):
        return self.fact("capot_value", CAPOT)

    # -- values and contracts -------------------------------------------------------------------
    def value_words(self, value):
        return _("Capot") if value == self.capot else str(value)

    def contract_words(self, value, suit):
        """A contract in sentences: ``100 ♥ hearts``, ``Capot ♠ spades`` (no suit: the value)."""
        if suit is None:
            return self.value_words(value)
        return _("{value} {suit}").format(value=self.value_words(value), suit=self.suit_label(suit))

    def contract_short(self, contract):
        """A contract in a few characters, with its factor: ``100 ♥``, ``Capot ♠ ×2``."""
        words = self.value_words(contract["value"]) + "\u00a0" + self.suit_short(contract["trump"])
        if contract.get("factor", 1) > 1:
            words += "\u00a0\u00d7" + str(contract["factor"])
        return words

    def factor_words(self, contract):
        """Who doubled the contract, in a sidebar label."""
        if contract.get("surcoinche") is not None:
            return _("Surcoinched by {name}").format(name=seat_name(contract["surcoinche"]))
        if contract.get("coinche") is not None:
            return _("Coinched by {name}").format(name=seat_name(contract["coinche"]))
        return _("Factor")

    def contract_subtitle(self, contract):
        parts = [by_seat(contract["bidder"], _("Your bid"), _("Bid by {name}"))]
        if contract.get("coinche") is not None:
            parts.append(_("coinched by {name}").format(name=seat_name(contract["coinche"])))
        if contract.get("surcoinche") is not None:
            parts.append(_("surcoinched by {name}").format(name=seat_name(contract["surcoinche"])))
        if contract.get("factor", 1) > 1:
            parts.append("\u00d7" + str(contract["factor"]))
        return " \u00b7 ".join(parts)

    # -- calls ------------------------------------------------------------------------------------------
    def action_label(self, action, view=None, hold=False):
        bid = bid_of(action)
        if bid is not None:
            return self.contract_words(*bid)
        labels = {"pass": pgettext("coinche button", "Pass"), "coinche": pgettext("coinche button", "Coinche"),
                  "surcoinche": pgettext("coinche button", "Surcoinche")}
        return labels.get(action, action)

    def option_label(self, view, action):
        return self.action_label(action, view)

    def bubble(self, action, hold=False):
        bid = bid_of(action)
        if bid is not None:
            return self.value_words(bid[0]) + "\u00a0" + self.suit_short(bid[1])
        words = {"pass": pgettext("coinche call", "Pass"), "coinche": pgettext("coinche call", "Coinche!"),
                 "surcoinche": pgettext("coinche call", "Surcoinche!")}
        return words.get(action, action)

    def step_label(self, bids, action):
        return self.bubble(action)

    def move_words(self, action, card):
        return self.card_name(card)

    # -- events ------------------------------------------------------------------------------------------
    def event_message(self, event):
        """The auction's own events; the void deal, capot, Belote and Rebelote read as at Belote's
        table (the next class of the table's)."""
        kind = event.get("type")
        seat = event.get("seat")
        if kind not in ("coinche", "surcoinche", "contract"):
            return super().event_message(event)
        if not isinstance(seat, int):
            return None
        if kind == "coinche":
            return by_seat(seat, _("You coinche: the contract counts double."),
                           _("{name} coinches: the contract counts double."))
        if kind == "surcoinche":
            return by_seat(seat, _("You surcoinche: the contract counts four times."),
                           _("{name} surcoinches: the contract counts four times."))
        if kind == "contract":
            value, suit = event.get("value"), event.get("trump") or event.get("suit")
            if value is None or suit is None:
                return None
            contract = self.contract_words(value, suit)
            factor = event.get("factor") or 1
            if factor > 1:
                return by_seat(seat, _("You play {contract} at \u00d7{factor}."),
                               _("{name} plays {contract} at \u00d7{factor}."), contract=contract, factor=factor)
            return by_seat(seat, _("You play {contract}."), _("{name} plays {contract}."), contract=contract)
        return None

    def log_words(self, view, event):
        if event.get("type") in ("coinche", "surcoinche"):
            return None  # the call stands in the log already
        return self.event_message(event)

    def table_to(self, event):
        return None  # no card lies on the table for anyone to pick up

    refusals = {
        "bid_too_low": N_("Bid more than {highest}."),
        "bidding_closed": N_("After a coinche nobody may bid: surcoinche or pass."),
        "coinche_own_team": N_("You cannot coinche your own side's bid."),
        "nothing_to_coinche": N_("There is no bid to coinche yet."),
        "already_coinched": N_("The contract is already coinched."),
        "no_coinche": N_("Only a coinched contract can be surcoinched."),
    }

    def refusal_words(self, params):
        words = super().refusal_words(params)
        for key in ("highest", "value"):
            if isinstance(params.get(key), int):
                words[key] = self.value_words(params[key])
        if isinstance(params.get("seat"), int):
            words["name"] = seat_name(params["seat"])
        return words

    # -- the coach's reasons ----------------------------------------------------------------------------
    def reason_text(self, rid, params, words):
        count, worlds = int(params.get("count", 0) or 0), params.get("worlds", 0)
        n = {"count": count, "worlds": worlds}
        value = params.get("value")
        bid = bid_of(params.get("bid"))
        if value is None and bid is not None:
            value = bid[0]
        if rid in ("bid_makes", "capot_makes"):
            if value is None or rid == "capot_makes" or int(value) == self.capot:
                return ngettext("your side takes every trick in {count} of {worlds} deals",
                                "your side takes every trick in {count} of {worlds} deals", count).format(**n)
            return ngettext("your hand makes {value} in {count} of {worlds} deals",
                            "your hand makes {value} in {count} of {worlds} deals", count).format(value=value, **n)
        if rid == "bid_fails":
            if value is None:
                return ngettext("bidding on would go down in {count} of {worlds} deals",
                                "bidding on would go down in {count} of {worlds} deals", count).format(**n)
            return ngettext("bidding {value} would go down in {count} of {worlds} deals",
                            "bidding {value} would go down in {count} of {worlds} deals", count).format(
                value=self.value_words(int(value)), **n)
        if rid == "coinche_beats":
            return ngettext("their contract goes down in {count} of {worlds} deals",
                            "their contract goes down in {count} of {worlds} deals", count).format(**n)
        if rid == "coinche_risky":
            return ngettext("their contract is made in {count} of {worlds} deals",
                            "their contract is made in {count} of {worlds} deals", count).format(**n)
        if rid == "surcoinche_makes":
            return ngettext("your contract is made in {count} of {worlds} deals",
                            "your contract is made in {count} of {worlds} deals", count).format(**n)
        if rid == "surcoinche_risky":
            return ngettext("your contract goes down in {count} of {worlds} deals",
                            "your contract goes down in {count} of {worlds} deals", count).format(**n)
        return super().reason_text(rid, params, words)

    # -- the settlement ------------------------------------------------------------------------------
    def sheet_lines(self, result, contract, team):
        """The lines under a deal's table: what was needed, what was made, and the sums."""
        cp, bel = result["card_points"], result["belote"]
        value, factor, made = contract["value"], contract.get("factor", 1), bool(result["made"])
        lines = []
        if result.get("capot") is not None:
            lines.append(_("Capot: {team} took all eight tricks: 252 card points.").format(
                team=team_name(result["capot"])))
        base = self.fact("failed_base", BASE)
        if value == self.capot:
            lines.append(_("A Capot contract is made only by taking all eight tricks."))
        else:
            total = cp[team] + bel[team]
            key = (_("The attackers have {points} card points and {belote} of Belote, {total} in all: they "
                     "needed {need}.") if bel[team] else
                   _("The attackers have {points} card points: they needed {need}."))
            lines.append(key.format(points=cp[team], belote=bel[team], total=total,
                                  need=needed(contract, self.fact("min_made", FLOOR))))
        winner = team if made else 1 - team
        if factor == 1 and made:
            lines.append(_("{team} score {value} + {points} = {sum}; the defenders their {other} card points.").format(
                team=team_name(team), value=value, points=cp[team], sum=value + cp[team], other=cp[1 - team]))
        elif factor == 1:
            lines.append(_("The contract fails: {team} score {base} + {value} = {sum}.").format(
                team=team_name(winner), base=base, value=value, sum=base + value))
        else:
            lines.append(_("{team} score {base} + {value} × {factor} = {sum}; the other side nothing.").format(
                team=team_name(winner), base=base, value=value, factor=factor, sum=base + value * factor))
        for side in (0, 1):
            if bel[side]:
                lines.append(_("Belote: {team} add {points}.").format(team=team_name(side), points=bel[side]))
        return lines


__all__ = ["BASE", "CAPOT", "FLOOR", "REASON_IDS", "CoincheWords", "bid_of", "contract_of", "needed"]
