"""Saved matches in the menus: the Continue list, and the question before a new match replaces one.

Each game keeps its own match in progress (see :mod:`game.saves`). *Continue*
on the home screen resumes the only one at once, or lists them all (game,
score, deal, when it was saved); *Start game* for a game with a saved match
first asks whether to continue it or start a new one in its place.
"""

from __future__ import annotations

import time

import pygame

from .. import saves
from ..i18n import N_, _, ngettext
from . import tables, theme
from .confirm import ConfirmOverlay
from .page import Page
from .widgets import Widget, focus_ring, panel

NOTICE_NOT_RESUMED = N_("The saved match could not be resumed.")


def game_name(game) -> str:
    from .content import ContentError, load_content

    try:
        info = load_content().games.get(game)
    except ContentError:
        info = None
    if info is not None:
        return _(info.name)
    try:  # a game without a tradition entry goes by its table's title
        from .table.games import table_game

        return _(table_game(game).title) or str(game)
    except ValueError:
        return str(game)


_scores_cache: dict = {}


def _scores_now(saved):
    """The match's scores with its last finished deal counted in (as the table shows
    them), or None when the save cannot say."""
    return _read(saved)[0]


def _read(saved):
    """(scores as the table shows them or None, whether the saved deal is finished)."""
    from .table.games.base import projected

    key = (saved.game, str(saved.path), saved.saved, saved.deal)
    if key not in _scores_cache:
        over = False
        try:
            match = saves.check_match(saved.data, saved.game)
            over = match.deal.is_over
            if over:
                match = projected(match)
            scores = match.scores
        except Exception:  # noqa: BLE001 - a save the menus cannot score shows its plain numbers
            scores = None
        if len(_scores_cache) > 16:
            _scores_cache.clear()
        _scores_cache[key] = (scores, over)
    return _scores_cache[key]


def score_text(saved) -> str:
    """The score as the table says it: each side by name with its points."""
    from .table.games import table_game

    scores = _scores_now(saved)
    if scores is not None:
        try:
            rows = table_game(saved.game).score_rows(scores)
        except (KeyError, IndexError, TypeError, ValueError):
            rows = None
        if rows:
            return " \u00b7 ".join(_("{side} {score}").format(side=side, score=value) for side, value in rows)
    return " \u2013 ".join(str(v) for v in saved.scores)


def when_text(saved) -> str:
    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(saved.saved)) if saved.saved else ""
    if _read(saved)[1]:
        # saved at the result of its deal: that deal is over, not in progress
        return ngettext("{date} · {count} deal played", "{date} · {count} deals played", saved.deal).format(
            date=when, count=saved.deal)
    return _("{date} · deal {number}").format(date=when, number=saved.deal)


def resume(app, saved):
    """The table of a saved match, or None (it is then kept aside, with a notice)."""
    scene = None
    try:
        scene = tables.resume(app, saved.data)
    except Exception:  # noqa: BLE001 - a save the engine accepted but the table cannot show
        scene = None
    if scene is None:
        saves.set_aside(saved.game)
        app.notify(NOTICE_NOT_RESUMED)
    return scene


class MatchRow(Widget):
    """One saved match as a wide button: game, score, deal and date."""

    def __init__(self, saved, on_activate):
        super().__init__(on_activate=on_activate, key=f"match.{saved.game}")
        self.saved = saved

    def draw(self, surface, ui, focused):
        saved = self.saved
        hot = self.hovered or focused
        panel(surface, ui, self.rect, border=theme.ACCENT if hot else theme.RULE, shadow=False)
        pad = ui.px(16)
        x, width = self.rect.x + pad, self.rect.w - 2 * pad
        left_w = int(width * 0.42)
        y = self.rect.y + ui.px(10)
        ui.text.draw_fit(surface, game_name(saved.game), "heading", theme.ACCENT if hot else theme.INK, (x, y),
                         left_w)
        ui.text.draw_fit(surface, when_text(saved), "small", theme.INK_SOFT,
                         (x, y + ui.text.line_height("heading")), left_w)
        if saved.scores:
            rx = x + left_w + ui.px(16)
            # a score of three or four named sides takes a second line rather than shrinking
            lines = ui.text.wrap(_("Score: {score}").format(score=score_text(saved)), "body", x + width - rx)
            if len(lines) > 2:
                lines = [lines[0], " ".join(lines[1:])]
            for i, line in enumerate(lines):
                ui.text.draw_fit(surface, line, "body", theme.INK, (rx, y + ui.px(2) + i * ui.text.line_height("body")),
                                 x + width - rx)
        if focused:
            focus_ring(surface, ui, self.rect)


class ContinueScene(Page):
    place = N_("Continue")
    scrolls = True

    def __init__(self, matches=None):
        super().__init__()
        self.matches = matches

    def build(self):
        if self.matches is None:
            self.matches = saves.saved_matches()
        self.rows = [MatchRow(saved, (lambda saved=saved: self.open(saved))) for saved in self.matches]
        return list(self.rows)

    def open(self, saved):
        scene = resume(self.app, saved)
        if scene is None:
            self.matches = saves.saved_matches()
            self.rebuild()
            return
        self.replace(scene)  # leaving the table goes home, not back to this list

    def rebuild(self):
        self.rows = [MatchRow(saved, (lambda saved=saved: self.open(saved))) for saved in self.matches]
        self.content_widgets = list(self.rows)
        self.layout(self.size)

    def layout_content(self, area):
        ui = self.ui
        viewport = pygame.Rect(area.x, area.y, area.w, area.h)
        width = min(viewport.w - ui.px(24), ui.px(900))
        left = (viewport.w - ui.px(24) - width) // 2
        y = 0
        self.texts = []
        intro = _("Your matches in progress, one per game. Choose one to carry on where you left it.")
        if not self.rows:
            intro = _("No match in progress. Start a game from its tradition page.")
        for line in ui.text.wrap(intro, "body", width):
            self.texts.append((line, "body", theme.INK, left, y))
            y += ui.text.line_height("body")
        y += ui.px(18)
        row_h = ui.text.line_height("heading") + ui.text.line_height("small") + ui.px(22)
        gap = ui.px(10)
        for row in self.rows:
            self.place_scrolled(row, pygame.Rect(left, y, width, row_h))
            y += row_h + gap
        self.set_viewport(viewport, y + ui.px(8))

    def draw_content(self, surface):
        ui = self.ui
        sc = self.scroller
        for text, role, colour, x, y in self.texts:
            ui.text.draw(surface, text, role, colour, (sc.viewport.x + x, sc.y_to_screen(y)))


class ResumeOrNew(ConfirmOverlay):
    """*Start game* over a saved match: Continue (the focus) or Start new; Escape does neither."""

    def __init__(self, saved, on_new, on_continue):
        def title():
            return _("You have a {game} match in progress").format(game=game_name(saved.game))

        def message():
            parts = [when_text(saved)]
            if saved.scores:
                parts.insert(0, _("Score: {score}").format(score=score_text(saved)))
            return _("{where}. Continue it, or start a new match in its place?").format(where=", ".join(parts))

        super().__init__(title, message, N_("Start new"), on_new, N_("Continue"))
        self.on_continue = on_continue
        self.cancel.key = "confirm.continue"
        self.confirm.key = "confirm.new"
        self.cancel.on_activate = self._continue
        # carrying on is the main answer: it looks so and stands where the main button stands
        self.cancel.style, self.confirm.style = "primary", "secondary"

    def layout(self, size):
        super().layout(size)
        a, b = self.cancel.rect, self.confirm.rect
        if a.y == b.y:
            b.x, a.x = a.x, a.x + b.w + (b.x - a.right)

    def _continue(self):
        self.pop()
        self.on_continue()


def start_or_ask(page, game) -> None:
    """*Start game*: straight to the table, or ask first when this game has a saved match."""
    saved = saves.saved_match(game)

    def start_new():
        scene = tables.table_for(page.app, game)
        if scene is not None:
            page.push(scene)

    if saved is None:
        start_new()
        return

    def carry_on():
        fresh = saves.saved_match(game)
        scene = resume(page.app, fresh) if fresh is not None else None
        if scene is not None:
            page.push(scene)

    page.push(ResumeOrNew(saved, start_new, carry_on))


__all__ = ["ContinueScene", "MatchRow", "ResumeOrNew", "resume", "start_or_ask"]
