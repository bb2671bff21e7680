"""The scene base class, and how to plug a new screen into Cardavia.

The app (:mod:`game.app`) owns the window, the clock, the event loop and a
*stack* of scenes. Only the app reads events; it hands each one to the top
scene, and while that scene is an ``overlay`` that does not consume the
event, on to the scene below. Every visible scene is updated and drawn each
frame, bottom (the topmost non-overlay) first.

Writing a scene
---------------
Subclass :class:`Scene` (or :class:`game.scenes.page.Page` for a paper page
with the common header, back link, focusable widgets and scrolling)::

    class Gallery(Page):
        place = N_("Card faces")          # shown in the header; a msgid

        def build(self):                  # widgets, created once
            self.next = Button(N_("Next"), self.show_next, key="next")
            return [self.next]

        def layout_content(self, area):   # place widgets for the window size
            self.next.fit(self.ui, area.right, area.bottom, "bottomright")

        def draw_content(self, surface):  # read-only: never change state here
            ...

Hooks the app calls, in this order and only between frames:

- ``enter()``: the scene was pushed; ``self.app`` and ``self.ui`` are set.
- ``layout(size)``: compute all geometry for a window of ``size`` (called
  after ``enter``, on every resize and full-screen switch, and by the default
  ``language_changed``). Text is rendered at the real size: use
  ``self.ui.text`` and ``self.ui.px(n)`` (lengths designed for a window 800 px
  high) and never scale bitmaps.
- ``handle_event(event) -> bool``: True if the event was consumed.
- ``update(dt)``: advance animations, ``dt`` in seconds.
- ``draw(surface)``: paint the whole scene (an overlay paints over the scene
  below). Drawing must not change the scene's state; caches are fine.
- ``covered()`` / ``uncovered()``: another scene was pushed on top / removed.
- ``exit()``: the scene left the stack (unsubscribe listeners here).
- ``language_changed()``: the language switched; the default re-lays out.
  Strings from ``_()`` at draw time need nothing more.

A scene asks for stack changes with ``self.push(scene)``, ``self.pop()``,
``self.replace(scene)``, ``self.app.go_home()`` or ``self.open_settings()``;
they are applied after the current event, never while it is dispatched.

Global keys handled by the app before any scene: F11 (and Alt+Enter) toggle
full screen; F2 opens or closes the settings overlay. Pages also open the
settings with S and go back with Escape.

Other extension points
----------------------
- Tables: register a factory in :mod:`game.scenes.tables`
  (``register_table("belote", factory)``); the tradition page then shows
  *Start game* for that game, and *Continue* on the home screen uses
  ``register_resume``.
- Sample cards in the tradition browser:
  ``game.scenes.samples.register_sample_painter(pack, painter)``.
- Settings: ``self.app.settings.subscribe(callback, {"contrast", ...})``
  returns an unsubscribe function; call it in ``exit()``.
- Command-line options and the first scene: see ``game.app.OPTIONS``.
- Notices for the player: ``self.app.notify(N_("..."))``.
"""

from __future__ import annotations

from ..i18n import _


class Scene:
    """Base class of every screen and overlay."""

    #: An overlay draws over the scene below and lets unconsumed events fall through.
    overlay = False
    #: The place shown in the header (a msgid, translated when shown).
    place = ""

    def __init__(self):
        self.app = None
        self.size = (0, 0)

    @property
    def ui(self):
        return self.app.ui

    def place_name(self) -> str:
        return _(self.place) if self.place else ""

    # --- lifecycle hooks -----------------------------------------------------
    def enter(self) -> None:
        pass

    def exit(self) -> None:
        pass

    def covered(self) -> None:
        pass

    def uncovered(self) -> None:
        pass

    def layout(self, size: tuple[int, int]) -> None:
        pass

    def language_changed(self) -> None:
        self.layout(self.size)

    # --- per frame -----------------------------------------------------------
    def handle_event(self, event) -> bool:
        return False

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface) -> None:
        pass

    # --- asking the app for changes ------------------------------------------
    def push(self, scene: Scene) -> None:
        self.app.push(scene)

    def pop(self) -> None:
        self.app.pop(self)

    def replace(self, scene: Scene) -> None:
        self.app.replace(self, scene)

    def open_settings(self) -> None:
        self.app.open_settings()

    def scene_below(self) -> Scene | None:
        """The scene under this one on the stack (None at the bottom or off the stack)."""
        stack = self.app.stack if self.app else []
        if self not in stack:
            return None
        index = stack.index(self)
        return stack[index - 1] if index > 0 else None
