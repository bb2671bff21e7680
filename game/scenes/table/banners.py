"""The table's messages: announcements (notes), shown one after another, and the
latest refusal (a warning). One object owns them; the painter reads what is visible."""

from __future__ import annotations

BANNER_TIME = 2.6  # seconds a note stays at normal speed (the animation speed scales it)
REFUSAL_TIME = 3.2
QUEUE_LIMIT = 6  # a note that would wait longer than this is left out


class Banners:
    def __init__(self):
        self.items = []  # [text, until, tone]
        self.status = None  # a line that stays until it is taken away (the hint being worked out)
        self.pinned = None  # a line that stays until the next deal (why the deal ended without play)

    def __iter__(self):
        return iter(self.items)

    def __len__(self):
        return len(self.items)

    def __bool__(self):
        return bool(self.items)

    def warn(self, text, now):
        """A refusal replaces the one shown."""
        self.items = [b for b in self.items if b[2] != "warn"]
        self.items.append([text, now + REFUSAL_TIME, "warn"])

    def note(self, text, now, factor):
        """An announcement, after the ones waiting (left out when the queue is long)."""
        start = max([b[1] for b in self.items if b[2] == "note"] + [now])
        if start - now > QUEUE_LIMIT:
            return
        self.items.append([text, start + BANNER_TIME * max(factor, 0.6), "note"])

    def hold(self, text):
        """Show ``text`` until :meth:`hold` is called again (None takes it away); whether it changed."""
        changed = text != self.status
        self.status = text
        return changed

    def pin(self, text):
        """Show ``text`` at once and until the messages are cleared; the same note queued goes."""
        self.pinned = text
        self.items = [b for b in self.items if b[0] != text]

    def drop_where(self, test):
        self.items = [b for b in self.items if not test(b)]

    def expire(self, now):
        """Forget the messages whose time is over; whether any went."""
        if not any(b[1] <= now for b in self.items):
            return False
        self.items = [b for b in self.items if b[1] > now]
        return True

    def visible(self, now, factor):
        """The note shown now (the first of the queue) and the latest refusal."""
        notes = [b for b in self.items if b[2] == "note" and b[1] - now <= BANNER_TIME * max(factor, 0.6) + 1e-6]
        shown = [min(notes, key=lambda b: b[1])] if notes else []
        warns = [b for b in self.items if b[2] == "warn"]
        held = [[line, float("inf"), "note"] for line in (self.pinned, self.status) if line]
        return held + shown + warns[-1:]

    def clear(self):
        self.items = []
        self.status = None
        self.pinned = None


__all__ = ["BANNER_TIME", "Banners", "REFUSAL_TIME"]
