"""A practice table: one finished deal dealt again, on top of the match it came from.

The same deck and dealer, a copy of the match (so the scores shown are the
real ones before that deal), no save and no statistics.  When the deal ends
the player may play it again or go back to the match, which waits where it
was, its result panel still open.
"""

from __future__ import annotations

from game.engine import replay
from game.i18n import _

from .deal_tools import export_current, fresh_record, register_practice
from .panels import Option, SheetPanel
from .pause import PauseOverlay
from .scene import TableScene
from .stats import empty_record


class _Uncounted:
    """The statistics of a practice deal: nothing is ever counted."""

    def record(self, game):
        return empty_record()

    def add(self, game, outcome, key=None):
        return False


class PracticeTable(TableScene):
    def __init__(self, game, session, number, **kw):
        super().__init__(game, session=session, stats=_Uncounted(), **kw)
        self.number = number
        self.record = fresh_record(session.deal)

    # nothing a practice deal holds can be lost: leaving or dealing again never asks
    match_in_progress = False

    def place_name(self):
        return _("Practice: replaying deal {number}").format(number=self.number)

    def enter(self):
        super().enter()
        self.say(_("Practice: this deal is not counted and your match waits for you."))

    # -- the end of the practice deal ---------------------------------------------------
    def _show_result(self):
        self.result.showing()
        options = [
            Option("again", lambda: _("Play it again"), self.play_again, style="primary"),
            Option("export", lambda: _("Export deal"), lambda: export_current(self)),
            Option("back", lambda: _("Back to the match"), self.leave),
        ]
        self._set_modal(SheetPanel(self._practice_sheet, options, badge=lambda: _("Practice")))
        self._rebuild_panels()

    def _show_match_end(self, end):
        self._show_result()

    def _practice_sheet(self):
        sheet = self._deal_sheet()
        sheet.totals = []
        sheet.lines.append(_("A practice deal: the match scores do not change."))
        return sheet

    def next_deal(self):
        # a practice deal that ends void still ends the practice
        if not self.result.shown:
            self._show_result()

    def restart(self):
        self.play_again()

    def end_session(self):
        self._show_result()

    def play_again(self):
        """The same deck and dealer once more, from the first card."""
        self.session.match.deal = replay(self.record)
        self.session._reset_end()
        self._new_deal()

    def open_pause(self):
        self.push(PracticePause(self))


class PracticePause(PauseOverlay):
    """The pause menu of a practice table: restarting means dealing the same cards again."""

    def enter(self):
        super().enter()
        for button in self.buttons:
            if button.key == "restart":
                button.label = lambda: _("Play the deal again")
            elif button.key == "leave":
                button.label = lambda: _("Back to the match")


register_practice(PracticeTable)

__all__ = ["PracticePause", "PracticeTable"]
