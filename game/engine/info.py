"""What a game is, as data: players, teams, direction, dealing, card values, match length.

Each game module ends with ``GAME = GameInfo(...)``; the UI, the statistics
and the tools read these facts from the registry (``game_info(name)``)
instead of typing them again.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class GameInfo:
    name: str
    players: int
    pack: tuple  # every card code of the game's pack
    hand_size: int  # cards in a hand once dealt
    direction: int = 1  # +1: play passes to seat + 1; -1: to seat - 1
    teams: tuple | None = None  # ((0, 2), (1, 3)) for partnerships, None when each plays alone
    deal_packets: tuple = ()  # the packets each player receives in turn, e.g. (3, 2, 3)
    card_points: dict = field(default_factory=dict)  # rank -> points, for games that count cards
    match_deals: int | None = None  # a match of a fixed number of deals
    match_target: int | None = None  # a match played to (or down from) a number of points
    facts: dict = field(default_factory=dict)  # the game's own numbers the tables explain

    @property
    def has_teams(self):
        return self.teams is not None

    def team_of(self, seat):
        if self.teams is None:
            return seat
        return next(i for i, members in enumerate(self.teams) if seat in members)

    def next_seat(self, seat):
        return (seat + self.direction) % self.players


__all__ = ["GameInfo"]
