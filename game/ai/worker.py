"""Thinking off the frame loop.

A table asks a player for its move without waiting for it:

    thinker = Thinker(player, deal.observation(seat))   # starts at once
    ...each frame...
    if thinker.done:
        deal.apply(thinker.action)

``cancel()`` stops a search early (leaving the table, undo, restart): the
thread then ends quickly and ``action`` holds the best move found so far.
The observation is a private copy, so the live deal may be read while the
player thinks; the player never sees the deal itself.
"""

import copy
import threading


class Thinker:
    def __init__(self, player, observation, rng=None, start=True):
        self.player = player
        self.observation = copy.deepcopy(observation)
        self.rng = rng
        self.action = None
        self.error = None
        self._cancel = threading.Event()
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._run, name="cardavia-ai", daemon=True)
        if start:
            self._thread.start()

    def start(self):
        self._thread.start()

    def _run(self):
        try:
            self.action = self.player.choose(self.observation, self.rng, cancel=self._cancel)
        except Exception as exc:  # handed to the caller, never lost in the thread
            self.error = exc
        finally:
            self._done.set()

    @property
    def done(self):
        return self._done.is_set()

    def cancel(self):
        self._cancel.set()

    def wait(self, timeout=None):
        """Block until the move is known (tests and tools); returns the action."""
        self._done.wait(timeout)
        if self.error is not None:
            raise self.error
        return self.action
