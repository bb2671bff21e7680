"""The player's hand as the table points at it: the raised card, the keyboard cursor,
where the keyboard is (the hand or the panel) and the card under the mouse.

One object owns these four facts; the rest of the table asks it to change them and
reads them back, so no two parts of the table write the same one.
"""

from __future__ import annotations


class HandCursor:
    def __init__(self):
        self.selected = None  # card code raised in the hand
        self.cursor = None  # keyboard position in the hand
        self.zone = "hand"  # where the keyboard is: "hand" or "panel"
        self.hover = None  # card under the mouse

    # -- the raised card ------------------------------------------------------------
    def raise_card(self, card):
        self.selected = card

    def lower(self):
        self.selected = None

    def raised_index(self, hand):
        """The raised card's place in ``hand``, or None."""
        return hand.index(self.selected) if self.selected in hand else None

    # -- the keyboard ---------------------------------------------------------------
    def focus(self, zone):
        self.zone = zone

    def point(self, index):
        self.cursor = index

    def step(self, step, n):
        self.cursor = (self.cursor + step) % n

    def within(self, n):
        """The cursor kept inside a hand of ``n`` cards."""
        self.cursor = min(self.cursor, n - 1)

    def land(self, hand, dimmed):
        """The keyboard comes to the hand: the cursor on the raised card, else the first playable
        one (``dimmed()``: the cards that may not be played now)."""
        self.zone = "hand"
        if self.cursor is None and hand:
            if self.selected in hand:
                self.cursor = hand.index(self.selected)
            else:
                out = dimmed()
                playable = [i for i, c in enumerate(hand) if c not in out]
                self.cursor = playable[0] if playable else 0

    def keep_on(self, hand, can):
        """On the player's turn the cursor never rests on a dimmed card of its own accord."""
        if self.cursor is None or not hand or not can:
            return
        if self.cursor < len(hand) and hand[self.cursor] in can:
            return
        here = min(self.cursor, len(hand) - 1)
        self.cursor = min((i for i, c in enumerate(hand) if c in can), key=lambda i: (abs(i - here), i))

    def show(self, hand, card):
        """Point at ``card`` of ``hand`` and raise it (a hint)."""
        self.cursor = hand.index(card)
        self.selected = card
        self.zone = "hand"

    # -- the mouse --------------------------------------------------------------------
    def hover_on(self, card):
        self.hover = card

    # -- the hand changes -----------------------------------------------------------------
    def moved(self, hand):
        """A move was made: nothing is raised and the cursor stays inside the new hand."""
        self.selected = None
        if self.cursor is not None:
            self.cursor = min(self.cursor, max(0, len(hand) - 1)) if hand else None

    def clear(self):
        """A new deal: nothing raised, no cursor."""
        self.selected = self.cursor = None


__all__ = ["HandCursor"]
