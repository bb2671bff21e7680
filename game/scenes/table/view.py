"""One shape for what a seat sees at any of the four tables.

The table reads observations through :class:`TableView` only: the common
facts here, each game's own (a turned card, a stock, an auction) filled in by
its table module.  Built from an observation, so the screen can never show a
card the player may not know.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .games import table_game


@dataclass
class TableView:
    game: str
    seat: int
    n: int
    dealer: int
    current: int | None
    phase: str
    hand: list  # sorted for display
    counts: list  # cards held per seat
    trick: list  # [(seat, card)] in play order
    tricks: list  # [{"seats": [...], "cards": [...], "winner": seat or None}]
    won: list  # tricks won per seat
    legal: list
    events: list
    trump: str | None = None
    turned: str | None = None  # a card turned up for the bidding while it lies on the table
    trump_card: str | None = None  # the face-up trump card under the stock
    stock: int = 0  # face-down cards left in the stock
    closed: bool = False
    talon: int = 0  # face-down talon cards on the table
    taker: int | None = None  # the taker or declarer
    contract: str | None = None
    bids: list = field(default_factory=list)  # [(seat, action)]
    points: list | None = None  # card points per player, when the player may see them
    card_points: list | None = None  # card points per team
    defence: list | None = None
    active: list | None = None  # the seats that play this deal
    extra: dict = field(default_factory=dict)

    @property
    def is_over(self):
        return self.current is None

    @property
    def last_trick(self):
        return self.tricks[-1] if self.tricks else None


def view_of(obs, match_history=None):
    """A :class:`TableView` of observation ``obs`` (the engine's common observation keys)."""
    game = obs["game"]
    table = table_game(game)
    n = table.n_seats
    trump = obs.get("trump")
    tricks = [{"seats": list(t["seats"]), "cards": list(t["cards"]), "winner": t["winner"]}
              for t in obs.get("tricks") or []]
    view = TableView(
        game=game,
        seat=obs["seat"],
        n=n,
        dealer=obs["dealer"],
        current=obs.get("current_player"),
        phase=obs.get("phase") or "play",
        hand=table.sort_hand(obs.get("hand") or [], trump),
        counts=list(obs.get("hand_counts") or [0] * n),
        trick=[(p["seat"], p["card"]) for p in obs.get("trick") or []],
        tricks=tricks,
        won=list(obs.get("tricks_won") or [0] * n),
        legal=list(obs.get("legal_actions") or []),
        events=list(obs.get("events") or []),
        trump=trump,
        taker=obs.get("declarer"),
        contract=obs.get("contract"),
        bids=[(b["seat"], b["call"]) for b in obs.get("auction") or []],
    )
    table.view_extras(obs, view)
    return view


__all__ = ["TableView", "view_of"]
