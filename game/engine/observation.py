"""One shape for what a seat sees, in every game.

``deal.observation(seat)`` is a JSON-serialisable dict with these common keys
(the tables, the computer players and the tools read them the same way for
every game):

=================  ============================================================
``game``           the game's name
``seat``           the observing seat
``dealer``         the dealer's seat
``phase``          the game's phase id; ``"play"`` while cards are played,
                   ``"over"`` once the deal is over
``current_player`` the seat to act, or None once the deal is over
``hand``           the observing seat's own cards
``hand_counts``    how many cards each seat holds (a list, one per seat)
``trick``          the trick in progress, in play order: ``[{"seat", "card"}]``
``tricks``         the finished tricks, in order:
                   ``[{"leader", "seats", "cards", "winner"}]`` (``seats`` in
                   play order; ``winner`` None for a trick nobody takes)
``tricks_won``     finished tricks won by each seat
``auction``        every call of the bidding, in order: ``[{"seat", "call"}]``
                   (empty for a game without bidding)
``declarer``       the seat that took the contract, or None
``contract``       the call that made the contract (``"take"``, ``"bid:2"``...)
``trump``          the trump suit, or None
``scores``         the deal's running count as the game keeps it (card points
                   per team or per seat), or None for a game that counts tricks
``legal_actions``  the observing seat's legal actions (empty when not to act)
``events``         the deal's public events so far (ids and parameters)
``is_over``        whether the deal is over
``result``         ``deal.result()`` once the deal is over, else None
``specific``       what only this game has, documented by its module; for a
                   deal played in a match also ``match``: ``{"scores"`` (the
                   match's scores before this deal, as ``match.scores``),
                   ``"deals_played"``, ``"deals_left"`` (after this one; None
                   for a match without a fixed number of deals)``}``
=================  ============================================================

An observation never holds a card the seat may not see.
"""

from __future__ import annotations

import copy

COMMON_KEYS = (
    "game",
    "seat",
    "dealer",
    "phase",
    "current_player",
    "hand",
    "hand_counts",
    "trick",
    "tricks",
    "tricks_won",
    "auction",
    "declarer",
    "contract",
    "trump",
    "scores",
    "legal_actions",
    "events",
    "is_over",
    "result",
    "specific",
)


def seats_from(leader, count, players, direction=1):
    """The seats of a trick's cards in play order, from its leader."""
    return [(leader + direction * i) % players for i in range(count)]


def finished_tricks(tricks, players, direction=1):
    """``[{"leader", "seats", "cards", "winner"}]`` from ``(leader, cards, winner)`` tuples."""
    return [
        {"leader": leader, "seats": seats_from(leader, len(cards), players, direction), "cards": list(cards),
         "winner": winner}
        for leader, cards, winner in tricks
    ]


def won_by_seat(tricks, players):
    won = [0] * players
    for trick in tricks:
        if trick["winner"] is not None:
            won[trick["winner"]] += 1
    return won


def build(deal, seat, *, hand, hand_counts, trick, tricks, phase=None, auction=(), declarer=None, contract=None,
          trump=None, scores=None, specific=None, events=None):
    """The common observation of ``deal`` for ``seat``; ``trick`` as ``[(seat, card)]``."""
    over = deal.current_player is None
    return {
        "game": deal.game,
        "seat": seat,
        "dealer": deal.dealer,
        "phase": "over" if over else (phase or "play"),
        "current_player": deal.current_player,
        "hand": list(hand),
        "hand_counts": list(hand_counts),
        "trick": [{"seat": s, "card": c} for s, c in trick],
        "tricks": tricks,
        "tricks_won": won_by_seat(tricks, deal.n_players),
        "auction": [{"seat": s, "call": a} for s, a in auction],
        "declarer": declarer,
        "contract": contract,
        "trump": trump,
        "scores": list(scores) if scores is not None else None,
        "legal_actions": deal.legal_actions() if seat == deal.current_player else [],
        "events": events if events is not None else [dict(e) for e in deal.events],
        "is_over": over,
        "result": deal.result() if over else None,
        "specific": _specific(deal, specific),
    }


def _specific(deal, specific):
    out = dict(specific or {})
    state = getattr(deal, "match_state", None)
    if state is not None:
        out["match"] = copy.deepcopy(state)
    return out


__all__ = ["COMMON_KEYS", "build", "finished_tricks", "seats_from", "won_by_seat"]
