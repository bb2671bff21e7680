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


def _trick_seats(leader, count, n, direction):
    return [(leader + direction * i) % n for i in range(count)]


def view_of(obs, match_history=None):
    """A :class:`TableView` of observation ``obs``."""
    game = obs["game"]
    table = table_game(game)
    n = table.n_seats
    counts = obs.get("hand_sizes") or obs.get("hand_counts") or [0] * n
    trump = obs.get("trump")

    raw = obs.get("trick")
    if isinstance(raw, dict):
        cards = list(raw.get("cards") or [])
        seats = _trick_seats(raw.get("leader") or 0, len(cards), n, table.direction)
        trick = list(zip(seats, cards))
    else:
        trick = [(t["seat"], t["card"]) for t in (raw or [])]

    tricks = []
    won = [0] * n
    for t in obs.get("tricks") or []:
        cards = list(t["cards"])
        if "seats" in t:
            seats = list(t["seats"])
        else:
            seats = _trick_seats(t["leader"], len(cards), n, table.direction)
        tricks.append({"seats": seats, "cards": cards, "winner": t.get("winner")})
        if t.get("winner") is not None:
            won[t["winner"]] += 1

    phase = obs.get("phase") or ("over" if obs.get("current_player") is None else "play")
    view = TableView(
        game=game,
        seat=obs["seat"],
        n=n,
        dealer=obs["dealer"],
        current=obs.get("current_player"),
        phase=phase,
        hand=table.sort_hand(obs.get("hand") or [], trump),
        counts=list(counts),
        trick=trick,
        tricks=tricks,
        won=won,
        legal=list(obs.get("legal_actions") or []),
        events=list(obs.get("events") or []),
        trump=trump,
    )
    table.view_extras(obs, view)
    return view


__all__ = ["TableView", "view_of"]
