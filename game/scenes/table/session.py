"""A match at the table, without the window: actions, saving, the end of a match.

The session owns the engine's match and keeps the promise that nothing is
lost: after every action the whole match (its deal records) is handed to
:mod:`game.saves`, which writes this game's saved-match file atomically off
the frame loop, and the file is removed once the match is over.  It also
decides when a match ends at this table (the game's table module says) and
counts the statistics once.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game import paths, saves, storage
from game.engine import load_match, new_match, replay

from . import games
from .results import Sheet, deal_sheet, match_sheet
from .view import view_of

TABLE_KEY = "table"


@dataclass
class DealEnd:
    """Everything the result panel shows about a finished deal."""

    result: dict
    sheet: Sheet
    scores: object  # match scores with this deal counted
    match_over: bool
    outcome: str | None  # won/drawn/lost for the player when the match is over
    void: bool = False


class Session:
    def __init__(self, game, match, humans=(0,), save_path=None, saving=True, stats=None,
                 session_deals=None):
        self.game = game
        self.spec = games.table_game(game)
        self.match = match
        self.humans = frozenset(humans)
        self.save_path = paths.saved_match_path(game) if save_path is None else save_path
        self.saving = saving
        self.stats = stats
        # an open-ended game has no fixed end: a session ends when the player ends it,
        # or after this many deals when set (demonstrations)
        self.session_deals = session_deals
        self.ended = None  # DealEnd of the finished current deal, once known
        self.match_finished = False

    # -- construction ---------------------------------------------------------
    @classmethod
    def new(cls, game, seed=None, **kw):
        if seed is None:
            seed = random.randrange(2**31)
        session = cls(game, new_match(game, seed=seed), **kw)
        session.save()
        return session

    @classmethod
    def from_save(cls, data, **kw):
        """Rebuild from the saved-match JSON object (ValueError if unusable)."""
        match = load_match(data)
        if saves.ended_early(match):
            raise ValueError("the save holds deals played after the end of the match")
        extra = data.get(TABLE_KEY) if isinstance(data.get(TABLE_KEY), dict) else {}
        deals = extra.get("session_deals")
        if isinstance(deals, int) and not isinstance(deals, bool) and deals > 0:
            kw.setdefault("session_deals", deals)
        session = cls(match.game, match, **kw)
        if session.deal.is_over:
            session.finish_deal()
        return session

    # -- reading ----------------------------------------------------------------
    @property
    def deal(self):
        return self.match.deal

    @property
    def to_act(self):
        return self.deal.current_player

    def is_human(self, seat):
        return seat in self.humans

    @property
    def human_turn(self):
        seat = self.to_act
        return seat is not None and seat in self.humans

    def view(self, seat=0):
        return view_of(self.deal.observation(seat))

    def observation(self, seat):
        return self.deal.observation(seat)

    @property
    def deal_number(self):
        return len(self.match.history) + 1

    def ai_seed(self, seat):
        """The seed of one AI decision, reproducible from the match seed and the position."""
        m = self.match
        return f"{m.game}:{m.seed}:{m.epoch}:{len(m.history)}:{len(self.deal.actions)}:{seat}"

    def ai_rng(self, seat):
        return random.Random(self.ai_seed(seat))

    # -- moving -----------------------------------------------------------------
    def apply(self, action):
        """Apply ``action`` for the seat to act; the new events.  IllegalAction if refused."""
        deal = self.deal
        before = len(deal.events)
        deal.apply(action)
        events = [dict(e) for e in deal.events[before:]]
        self.save()
        if deal.is_over:
            self.finish_deal()
        return events

    def _last_human_index(self):
        deal = self.deal
        probe = replay({**deal.record(), "actions": []})
        last = None
        for i, action in enumerate(deal.actions):
            # a forced move was no choice: taking it back would only make it again
            if probe.current_player in self.humans and len(probe.legal_actions()) > 1:
                last = i
            probe.apply(action)
        return last

    @property
    def can_undo(self):
        """Is there a move of the player's in the deal in progress to take back?"""
        return bool(self.humans) and not self.deal.is_over and self._last_human_index() is not None

    def undo(self):
        """Take back the player's last move (and everything played after it)."""
        last = self._last_human_index() if not self.deal.is_over else None
        if last is None:
            raise ValueError("there is no move of yours to take back in this deal")
        record = self.deal.record()
        record["actions"] = record["actions"][:last]
        self.match.deal = replay(record)
        self.save()

    def finish_deal(self):
        """Settle the finished deal: result, scores after it, end of the match."""
        if self.ended is not None:
            return self.ended
        deal = self.deal
        result = deal.result()
        after = games.projected(self.match)
        scores = after.scores
        void = bool(result.get("void"))
        over = self._ends_match(result)
        view = view_of(deal.observation(0))
        sheet = deal_sheet(self.game, result, view, scores, self.deal_number)
        outcome = self.spec.outcome(scores, result) if over else None
        self.ended = DealEnd(result, sheet, scores, over, outcome, void)
        if over:
            self._match_over(outcome)
        return self.ended

    def _ends_match(self, result):
        return self.spec.match_ends_after_deal(self.match, self.session_deals)

    def _match_over(self, outcome):
        self.match_finished = True
        if self.stats is not None and self.humans:
            m = self.match
            self.stats.add(self.game, outcome, key=f"{self.game}:{m.seed}:{m.epoch}:{len(m.history)}")
        self.clear_save()

    def end_session(self):
        """An open-ended game: the player ends the session after a finished deal."""
        if not self.spec.ends_by_player or not self.deal.is_over:
            raise ValueError("a session can be ended only after a finished deal of an open-ended game")
        end = self.finish_deal()
        if not end.match_over:
            end.match_over = True
            end.outcome = self.spec.outcome(end.scores, end.result)
            self._match_over(end.outcome)
        return end

    def match_summary(self, stats_record=None):
        end = self.ended
        deals = len(self.match.history) + (1 if self.deal.is_over else 0)
        last = deal_sheet(self.game, end.result, view_of(self.deal.observation(0)), end.scores, self.deal_number)
        return match_sheet(self.game, end.scores, end.outcome, deals, stats_record, last)

    def next_deal(self):
        """The next deal (scores kept, dealer rotated)."""
        if not self.can_continue:
            raise ValueError("there is no next deal: the deal is not finished or the match is over")
        self.match.next_deal()
        self._reset_end()
        self.save()

    @property
    def can_continue(self):
        """May the table go on to a next deal?  (An endless table always may.)"""
        if not self.deal.is_over:
            return False
        end = self.finish_deal()
        return not end.match_over or self.spec.endless

    def restart(self):
        """Clear the scores and begin a new match with fresh deals."""
        self.match.restart()
        self._reset_end()
        self.save()

    def _reset_end(self):
        self.ended = None
        self.match_finished = False

    # -- saving -------------------------------------------------------------------
    def snapshot(self):
        data = self.match.to_dict()
        extra = {}
        if self.session_deals is not None:
            extra["session_deals"] = self.session_deals
        if extra:
            data[TABLE_KEY] = extra
        return data

    def save(self):
        if not self.saving or not self.humans:
            return False
        if self.match_finished:
            return False
        try:
            saves.write_match(self.save_path, self.snapshot())
        except storage.StorageError:
            return False
        return True

    @property
    def save_failed(self):
        """Did the last write of this match fail? (The player sees a notice meanwhile.)"""
        return saves.WRITER.failed(self.save_path)

    def clear_save(self):
        if not self.saving or not self.humans:
            return
        saves.delete_match(self.save_path)


def read_save(path=None, game=None):
    """The saved match's JSON object, or None when there is none or it is unreadable."""
    saves.flush()
    path = paths.saved_match_path(game) if path is None else path
    try:
        data = storage.read_json(path)
    except storage.StorageError:
        return None
    return data if isinstance(data, dict) else None


__all__ = ["DealEnd", "Session", "read_save"]
