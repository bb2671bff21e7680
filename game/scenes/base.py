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

Widgets and input
-----------------
- :mod:`~game.scenes.widgets`: ``Button(label, on_activate, style=...)`` with
  styles ``primary``, ``secondary``, ``menu``, ``link``, ``header``; labels are
  msgids (``N_("Rules")``) or callables, translated when drawn; ``key=`` names
  a widget for tests. ``button.fit(ui, x, y, anchor)`` sizes and places it.
- :mod:`~game.scenes.controls`: ``Slider``, ``Toggle``, ``Choice``, each taking
  ``get()`` and ``set(value, final)``.
- Custom widgets subclass ``Widget``: set ``rect`` in layout, implement
  ``draw(surface, ui, focused)``, and optionally ``activate()``,
  ``adjust(step)`` (Left/Right), ``press/drag/release(pos, ui)``.
- :class:`~game.scenes.focus.Controls` gives any scene the shared input rules
  (Tab/arrows/Enter/Space, hover, click, drag, the focus ring drawn only while
  the keyboard is in use). ``Page`` already owns one as ``self.controls``; a
  scene of its own calls ``controls.set_widgets([...])`` in ``layout``,
  ``controls.handle_event(event)`` and ``controls.draw(surface)``.
- Look: colours and type roles in :mod:`~game.scenes.theme`; text through
  ``self.ui.text`` (``draw``, ``wrap``, ``fit``, ``render``: cached per string,
  size and colour); ``Page.draw_header`` is the common header.

Other extension points
----------------------
- Tables: :mod:`game.scenes.tables`: ``register_table(game, factory)`` (``game``
  None: every registered game, as the shared table does) and
  ``register_resume(resume)`` from a module listed in ``TABLE_MODULES``
  (imported in the background after the first frame). The tradition page shows
  *Start game* for registered games; *Continue* on the home screen is enabled
  when a saved match (``paths.saved_match_path(game)``, read and checked by
  :mod:`game.saves`) resumes and a resume function is available.
- Sample cards in the tradition browser (and the look preview in the settings):
  :mod:`game.scenes.samples`: ``register_sample_painter(pack, painter)`` (``pack``
  None: every registered pack) from a module listed in ``PAINTER_MODULES``;
  ``painter(surface, rect, context)``.
- Settings: ``self.app.settings.subscribe(callback, {"contrast", "grain",
  "temperature"})`` calls ``callback(name, value)`` after each change (also
  live while a slider is dragged) and returns an unsubscribe function; call it
  in ``exit()``. Read values as attributes (``self.app.settings.ai_level``).
- Command-line options and the first scene: append ``Option(flags, kwargs,
  scene="module:function")`` to ``game.app.OPTIONS`` (or call
  ``game.app.register_option``); when the option is given, ``function(app,
  value)`` is imported and returns the first scene instead of the home screen.
  ``app.options`` holds every parsed option (``seed``, ``exit_at_end``...).
- Notices for the player: ``self.app.notify(N_("..."))``.
- Leaving: ``self.app.quit()``; back to the menu: ``self.app.go_home()``.
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
