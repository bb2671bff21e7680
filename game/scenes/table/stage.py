"""The trick stage: the finished trick held in view, the trick going to its winner,
the cards a seat shows for a moment, and where the table's own cards go next.

One object owns this; the table's clock (:mod:`.flow`) tells it what happened and
the painter and the placements read it.
"""

from __future__ import annotations


class TrickStage:
    def __init__(self):
        self.held = None  # the finished trick still in view
        self.held_until = None  # when it goes on (None until its last card lands)
        self.collect = None  # the trick gliding to its winner
        self.reveals = []  # [((seat, cards), until)] shown face up for a moment
        self.table_to = None  # the seat the table's cards (turned card, talon) go to at the next sync
        self.places = {}  # key -> Place of the last sync

    # -- the tricks -------------------------------------------------------------------
    def finished(self, trick):
        """``trick`` is complete: it stays in view, counted once its last card has landed."""
        self.held = trick
        self.held_until = None

    def hold_until(self, when):
        self.held_until = when

    def release(self):
        """The held trick goes to its winner."""
        self.collect, self.held = self.held, None

    def drop_held(self):
        """The held trick leaves the view without gliding anywhere (the deal is over)."""
        self.held = None

    def collected(self):
        self.collect = None

    def still(self):
        """No trick is held or on its way."""
        return self.held is None and self.collect is None

    # -- shown cards ---------------------------------------------------------------------
    def reveal(self, shown, until):
        self.reveals.append((shown, until))

    def expire(self, now):
        """Forget the reveals whose time is over; whether any went."""
        if not any(until <= now for _r, until in self.reveals):
            return False
        self.reveals = [(r, until) for r, until in self.reveals if until > now]
        return True

    def shown(self):
        return tuple(r for r, _u in self.reveals)

    # -- the table's own cards and the placements -------------------------------------------
    def send_table_to(self, seat):
        self.table_to = seat

    def take_table_to(self):
        seat, self.table_to = self.table_to, None
        return seat

    def placed(self, places):
        self.places = places

    def forget_tricks(self):
        """A move taken back: no trick held or on its way."""
        self.held = self.collect = None

    def clear(self):
        """A new deal: nothing held, nothing shown."""
        self.held = self.collect = None
        self.reveals = []


__all__ = ["TrickStage"]
