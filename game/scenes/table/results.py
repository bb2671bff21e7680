"""The settlement of a deal and of a match, in words and numbers.

Builds a :class:`Sheet` (title, a small table, explanatory lines) from an
engine result; the result panel only lays it out.  Pure: no pygame.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.i18n import _, ngettext

from .texts import by_seat, card_name, contract_label, seat_name, suit_label, team_name


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


def tricks_text(n):
    return ngettext("{count} trick", "{count} tricks", n).format(count=n)


def points_text(n):
    return ngettext("{count} point", "{count} points", n).format(count=n)


# -- one deal ---------------------------------------------------------------------
def deal_sheet(game, result, view, scores, deal_number=None):
    """The sheet of a finished deal.  ``scores`` are the match scores after it."""
    builder = {"aluette": _aluette, "belote": _belote, "schnapsen": _schnapsen, "preference": _preference}
    sheet = builder[game](result, view, scores)
    if deal_number is not None and not sheet.subtitle:
        sheet.subtitle = _("Deal {number}").format(number=deal_number)
    return sheet


def _aluette(result, view, scores):
    winner = result["winner"]
    tricks = result["tricks"]
    order = result["trick_winners"]
    if winner is None:
        sheet = Sheet(_("Nobody wins the deal"), good=None)
    else:
        sheet = Sheet(by_seat(winner, _("You win the deal"), _("{name} wins the deal")), good=winner % 2 == 0)
    sheet.columns = [_("Player"), _("Tricks")]
    for seat in range(4):
        sheet.rows.append([seat_name(seat), str(tricks[seat])])
    if winner is not None:
        sheet.highlight.add(winner)
        most = tricks[winner]
        tied = [s for s in range(4) if tricks[s] == most and s != winner]
        if tied:
            first = _first_reach(order, winner, most)
            sheet.lines.append(by_seat(
                winner,
                _("You tied on {tricks} with {others} but reached it first, at trick {number}."),
                _("{name} tied on {tricks} with {others} but reached it first, at trick {number}."),
                tricks=tricks_text(most), others=", ".join(seat_name(s) for s in tied), number=first,
            ))
        else:
            sheet.lines.append(by_seat(winner, _("You won the most tricks: {tricks}."),
                                       _("{name} won the most tricks: {tricks}."), tricks=tricks_text(most)))
        team = winner % 2
        if result["mordienne"]:
            run = _final_run(order, winner)
            sheet.lines.append(by_seat(
                winner,
                _("Mordienne: you took the last {count} tricks and none before them, worth 2 points."),
                _("Mordienne: {name} took the last {count} tricks and none before them, worth 2 points."),
                count=run,
            ))
        sheet.lines.append(
            _("{team} score {points}.").format(team=team_name(team), points=points_text(result["points"][team]))
        )
    else:
        sheet.lines.append(_("Every trick was spoiled, so nobody scores."))
    spoiled = sum(1 for w in order if w is None)
    if spoiled:
        sheet.lines.append(ngettext("{count} trick was pourri.", "{count} tricks were pourri.", spoiled).format(count=spoiled))
    sheet.lines.append(
        _("Tricks in order: {list}").format(
            list=", ".join(seat_name(w) if w is not None else _("pourri") for w in order)
        )
    )
    sheet.totals = [(team_name(0), str(scores[0])), (team_name(1), str(scores[1]))]
    return sheet


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


def _belote(result, view, scores):
    if result["void"]:
        sheet = Sheet(_("The deal is void"), good=None)
        sheet.lines.append(_("All four players passed twice: nothing is scored and the next dealer deals."))
        _belote_tally(sheet, scores)
        return sheet
    taker = result["taker"]
    tteam = taker % 2
    made = result["made"]
    cp, bel, score = result["card_points"], result["belote"], result["score"]
    mine = score[0] > score[1]
    if made:
        title = by_seat(taker, _("You made the contract"), _("{name} made the contract"))
    else:
        title = by_seat(taker, _("You went down"), _("{name} went down"))
    subtitle = by_seat(taker, _("You took {suit}"), _("{name} took {suit}"), suit=suit_label("belote", result["trump"]))
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
        sheet.lines.append(_("Last trick: 10 points to {team}.").format(team=team_name(last % 2)))
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
    _belote_tally(sheet, scores)
    return sheet


def _belote_tally(sheet, scores):
    pts = scores["points"]
    sheet.totals = [
        (_("Deals played"), str(scores["deals"])),
        (team_name(0), str(pts[0])),
        (team_name(1), str(pts[1])),
    ]


def _schnapsen(result, view, scores):
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
        had = close.get("opponent_had_trick") if close else True
        if had:
            sheet.lines.append(_("A failed closing costs 2 game points."))
        else:
            sheet.lines.append(
                _("A failed closing costs 3 game points: the opponent had no trick when the stock was closed.")
            )
    elif reason == "last_trick":
        sheet.lines.append(by_seat(winner, _("Nobody reached 66: you won the last trick and score 1 game point."),
                                   _("Nobody reached 66: {name} won the last trick and scores 1 game point.")))
    else:
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
    marriages = view.extra.get("marriages", []) if view is not None else []
    for m in marriages:
        sheet.lines.append(
            by_seat(m["seat"], _("You declared a marriage in {suit} ({points})."),
                    _("{name} declared a marriage in {suit} ({points})."),
                    suit=suit_label("schnapsen", m["suit"]), points=m["points"])
            + ("" if m.get("counted") else " " + _("It never counted: no trick was won."))
        )
    sheet.totals = [(seat_name(s), str(scores[s])) for s in (0, 1)]
    sheet.lines.append(_("Match points count down from 7; the first to reach 0 wins the match."))
    return sheet


def payment_line(item):
    """One transfer of a Preference settlement as a sentence."""
    payer, payee = item["from"], item["to"]
    params = {"amount": item["amount"], "reason": _reason(item)}
    if payer == "pot":
        if payee == 0:
            return _("The pot pays you {amount}: {reason}.").format(**params)
        return _("The pot pays {payee} {amount}: {reason}.").format(payee=seat_name(payee), **params)
    if payee == "pot":
        return by_seat(payer, _("You pay {amount} into the pot: {reason}."),
                       _("{name} pays {amount} into the pot: {reason}."), **params)
    if payer == 0:
        return _("You pay {payee} {amount}: {reason}.").format(payee=seat_name(payee), **params)
    if payee == 0:
        return _("{payer} pays you {amount}: {reason}.").format(payer=seat_name(payer), **params)
    return _("{payer} pays {payee} {amount}: {reason}.").format(
        payer=seat_name(payer), payee=seat_name(payee), **params)


def _reason(item):
    rid = item.get("id")
    return {
        "defence_tricks": _("defence tricks"),
        "contract_made": _("contract made"),
        "contract_failed": _("contract failed"),
        "host_short": _("the defence fell short of four tricks"),
        "defender_short": _("the defender fell short of two tricks"),
        "hearts": _("Hearts bonus"),
        "four_aces": _("four aces"),
        "no_aces": _("No Aces"),
    }.get(rid, rid or "")


def _preference(result, view, scores):
    if result["void"]:
        sheet = Sheet(_("The deal is void"), good=None)
        sheet.lines.append(_("All three players passed: nothing is settled and the next dealer deals."))
        _preference_totals(sheet, scores)
        return sheet
    d = result["declarer"]
    contract = contract_label("preference", result["contract"], result["trump"])
    tricks = result["tricks"]
    made = tricks[d] >= 6
    if made:
        title = by_seat(d, _("You make {contract}"), _("{name} makes {contract}"), contract=contract)
    else:
        title = by_seat(d, _("You fail {contract}"), _("{name} fails {contract}"), contract=contract)
    sheet = Sheet(title, good=result["balance"][0] > 0 if result["balance"][0] else None)
    roles = {
        "declarer": _("Declarer"),
        "defend": _("Defends"),
        "drop": _("Drops"),
        "invited": _("Invited"),
    }
    sheet.columns = [_("Player"), _("Role"), _("Tricks"), _("Change")]
    host = view.extra.get("host") if view is not None else None
    for seat in range(3):
        role = roles.get(result["defence"][seat], "")
        if seat == host:
            role = _("Invites")
        sheet.rows.append([seat_name(seat), role, str(tricks[seat]), _signed(result["balance"][seat])])
    sheet.highlight.add(d)
    if all(result["defence"][s] in ("drop", None) for s in range(3) if s != d):
        sheet.lines.append(_("Both opponents dropped: the declarer is credited with ten tricks."))
    sheet.lines.append(by_seat(d, _("You needed 6 tricks and won {count}."),
                               _("{name} needed 6 tricks and won {count}."), count=tricks[d]))
    events = view.events if view is not None else []
    items = next((e.get("items") for e in reversed(events) if e.get("type") == "settlement"), None) or []
    for item in items:
        sheet.lines.append(payment_line(item))
    if result["pot"]:
        sheet.lines.append(_("The pot changes by {amount}.").format(amount=_signed(result["pot"])))
    _preference_totals(sheet, scores)
    return sheet


def _preference_totals(sheet, scores):
    sheet.totals = [(seat_name(s), _signed(scores["balance"][s])) for s in range(3)]
    sheet.totals.append((_("Pot"), str(scores["pot"])))


def _signed(n):
    return f"+{n}" if n > 0 else ("\u2212" + str(-n) if n < 0 else "0")


# -- the match ------------------------------------------------------------------
def match_sheet(game, scores, outcome, deals, stats=None, last_deal=None):
    """The match-end sheet; ``outcome`` is won/drawn/lost for the player.

    ``last_deal`` is the sheet of the deal that ended the match: a Belote
    deal is the whole match, so its settlement is the table; other games
    tell the last deal in a few lines under the final scores.
    """
    title = {
        "won": _("You win the match!"),
        "drawn": _("The match is drawn"),
        "lost": _("You lose the match"),
    }[outcome]
    if game == "belote":
        title = {"won": _("You win the deal!"), "drawn": _("The deal is drawn"), "lost": _("You lose the deal")}[outcome]
    if game == "preference":
        title = {
            "won": _("You finish the session ahead!"),
            "drawn": _("The session ends level"),
            "lost": _("The session is over"),
        }[outcome]
    good = {"won": True, "lost": False}.get(outcome)
    if game == "belote" and last_deal is not None:
        sheet = Sheet(title, " \u00b7 ".join(x for x in (last_deal.title, last_deal.subtitle) if x), good=good)
        sheet.columns, sheet.rows, sheet.highlight = last_deal.columns, last_deal.rows, last_deal.highlight
        sheet.lines = list(last_deal.lines)
        sheet.totals = list(last_deal.totals)
    else:
        sheet = Sheet(title, ngettext("{count} deal played", "{count} deals played", deals).format(count=deals),
                      good=good)
        if game == "aluette":
            sheet.columns = [_("Team"), _("Match points")]
            sheet.rows = [[team_name(0), str(scores[0])], [team_name(1), str(scores[1])]]
            sheet.highlight = {0 if scores[0] > scores[1] else 1} if scores[0] != scores[1] else set()
        elif game == "schnapsen":
            sheet.columns = [_("Player"), _("Points left")]
            sheet.rows = [[seat_name(s), str(scores[s])] for s in (0, 1)]
            sheet.highlight = {scores.index(0)} if 0 in scores else set()
        else:
            sheet.columns = [_("Player"), _("Balance")]
            sheet.rows = [[seat_name(s), _signed(scores["balance"][s])] for s in range(3)]
            sheet.rows.append([_("Pot"), str(scores["pot"])])
        if last_deal is not None:
            sheet.lines.append(_("Last deal: {summary}.").format(summary=last_deal.title))
            sheet.lines.extend(last_deal.lines[:3])
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
