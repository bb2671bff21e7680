"""One shape for what a seat sees at any of the four tables.

The engine's observations differ a little between games (a trick as a
leader and cards, or as seat/card pairs; hand sizes per seat); the table
reads them through :class:`TableView` only.  Built from an observation, so
the screen can never show a card the player may not know.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .games import sort_hand, spec


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
    turned: str | None = None  # Belote's turned card while it lies on the table
    trump_card: str | None = None  # Schnapsen's face-up trump card under the stock
    stock: int = 0  # Schnapsen: face-down cards left on the trump card
    closed: bool = False
    talon: int = 0  # Preference: face-down talon cards on the table
    taker: int | None = None  # Belote taker, Preference declarer
    contract: str | None = None
    bids: list = field(default_factory=list)  # [(seat, action)]
    points: list | None = None  # Schnapsen points per player
    card_points: list | None = None  # Belote card points per team
    defence: list | None = None
    active: list | None = None  # Preference: the seats that play
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
    sp = spec(game)
    n = sp.n_seats
    counts = obs.get("hand_sizes") or obs.get("hand_counts") or [0] * n
    trump = obs.get("trump")

    raw = obs.get("trick")
    if isinstance(raw, dict):
        cards = list(raw.get("cards") or [])
        seats = _trick_seats(raw.get("leader") or 0, len(cards), n, sp.direction)
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
            seats = _trick_seats(t["leader"], len(cards), n, sp.direction)
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
        hand=sort_hand(game, obs.get("hand") or [], trump),
        counts=list(counts),
        trick=trick,
        tricks=tricks,
        won=won,
        legal=list(obs.get("legal_actions") or []),
        events=list(obs.get("events") or []),
        trump=trump,
    )
    if game == "belote":
        view.turned = obs.get("turned") if phase in ("bid1", "bid2") else None
        view.taker = obs.get("taker")
        view.bids = [(b["seat"], b["action"]) for b in obs.get("bids") or []]
        view.card_points = list(obs.get("card_points") or [0, 0])
        view.extra["belote"] = list(obs.get("belote") or [0, 0])
        if view.current is None and view.taker is None:
            view.phase = "over"
    elif game == "schnapsen":
        view.stock = max(0, int(obs.get("stock_size") or 0) - 1) if obs.get("trump_card_taken_by") is None else 0
        view.trump_card = obs.get("trump_card") if obs.get("trump_card_taken_by") is None else None
        view.closed = obs.get("closed_by") is not None
        view.extra["closed_by"] = obs.get("closed_by")
        view.points = list(obs.get("points") or [0, 0])
        view.extra["pending"] = list(obs.get("pending") or [0, 0])
        view.extra["marriages"] = list(obs.get("marriages") or [])
        view.extra["strict"] = bool(obs.get("strict"))
    elif game == "preference":
        view.taker = obs.get("declarer")
        view.contract = obs.get("contract")
        view.bids = [(b["seat"], b["action"]) for b in obs.get("auction") or []]
        view.defence = list(obs.get("defence") or [None] * 3)
        view.active = list(obs.get("active") or [])
        view.talon = 2 if (view.taker is None or not view.contract or not view.contract.startswith("bid:")) else 0
        if view.phase == "over" and view.taker is None:
            view.talon = 2
        view.extra["no_aces"] = obs.get("no_aces")
        view.extra["host"] = obs.get("host")
        view.extra["discards"] = obs.get("discards")
    return view


__all__ = ["TableView", "view_of"]
