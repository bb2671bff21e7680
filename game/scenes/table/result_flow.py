"""The end of a deal at the table: a claim of the remaining tricks, when the result
shows, whether it has shown, the result panel waiting under the review, and whether
a demonstration's end was printed. One object owns these."""

from __future__ import annotations


class ResultFlow:
    def __init__(self):
        self.claimer = None  # the seat that claimed the rest of the deal
        self.note = None  # what the deal log says of the claim (see flow.TableFlow._start_claim)
        self.shown = False  # the result panel has been shown for this deal
        self.at = None  # the clock when the result (or the next step after it) is due
        self.printed = False  # a demonstration's end was printed (--demo)
        self.under_review = None  # the result panel while the review or the deal log covers it

    def claim(self, seat, note=None):
        self.claimer = seat
        self.note = note

    def unclaim(self):
        self.claimer = None
        self.note = None

    def due(self, when):
        self.at = when

    def showing(self):
        self.shown = True

    def print_once(self):
        """Whether the demonstration's end is still to be printed (then it counts as printed)."""
        if self.printed:
            return False
        self.printed = True
        return True

    def keep_under_review(self, panel):
        self.under_review = panel

    def back_from_review(self):
        panel, self.under_review = self.under_review, None
        return panel

    def new_deal(self):
        self.claimer = None
        self.note = None
        self.shown = False
        self.at = None
        self.printed = False
        self.under_review = None


__all__ = ["ResultFlow"]
