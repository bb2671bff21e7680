"""The sidebar keeps every line: each section's heading, every row's label and value
and every word of a reminder are drawn whole, above the sidebar's buttons, at every
size and in every language (long deals and long words make the rows compact)."""

import pygame
import pytest
from registered import games

from game import i18n
from game.scenes.table import decisions as D
from game.scenes.table.panels import SheetPanel
from tests.scenes.test_table_driver import TablePlayer, open_table, start_app

LANGS = ["en", "pt", "da", "fr", "de", "es"]


def drawn_texts(scene):
    """``[(text, rect)]`` of every string the frame draws."""
    text = scene.ui.text
    real = text.draw
    out = []

    def spy(surface, words, role, colour, pos, anchor="topleft", scale=1.0):
        box = real(surface, words, role, colour, pos, anchor, scale)
        out.append((words, pygame.Rect(box)))
        return box

    text.draw = spy
    scene.frame.forget()  # paint the whole frame, not the still part kept from before
    try:
        scene.draw(pygame.Surface(scene.size))
    finally:
        del text.draw
    return out


def expected_lines(scene):
    s = scene.session
    scores = s.ended.scores if s.ended is not None else s.match.scores
    return D.sidebar_sections(scene.view, scores, s.deal_number, s.session_deals)


def check_sidebar(scene, where):
    lay = scene.lay
    side = pygame.Rect(lay.sidebar)
    buttons = [w.rect for w in scene.sidebar_buttons if w.visible]
    floor = min(r.top for r in buttons) if buttons else side.bottom
    shown = {}
    words = set()
    for text, rect in drawn_texts(scene):
        if side.contains(rect) and rect.bottom <= floor:
            shown.setdefault(text, rect)
            words.update(text.split())
    for heading, rows in expected_lines(scene):
        assert heading.upper() in shown, f"{where}: the sidebar lost the section {heading!r}"
        for row in rows:
            if row[0] == "text":
                missing = set(row[1].split()) - words
                assert not missing, f"{where}: the sidebar lost {heading!r}: {row[1]!r}"
                continue
            if row[0] == "suit":
                texts = [row[2], row[3]] if len(row) > 3 and row[3] else [row[2]]
            else:
                texts = [row[0]] + ([row[1]] if row[1] else [])
            for t in texts:
                if t in shown:
                    continue
                # a long value may wrap onto lines of its own: all its words are there
                assert not set(t.split()) - words, f"{where}: the sidebar lost the line {t!r} of {heading!r}"


def prefer_pass(view, options):
    """The player passes whenever a pass is offered (so the own Pass stands in the bidding)."""
    for option in options:
        if isinstance(option, str) and option.split(":")[0] == "pass":
            return option
    return options[0]


@pytest.mark.parametrize("game", games("players", "table"))
def test_sidebar_keeps_every_line_through_a_deal_at_the_smallest_size(game):
    app = start_app(size=(1024, 600), speed="fast", level="easy")
    try:
        scene = open_table(app, game, seed=3, synchronous_ai=True)
        player = TablePlayer(app, scene, "mouse", choose=prefer_pass)
        for i in range(200):
            player.settle()
            lang = LANGS[i % len(LANGS)]
            app.settings.set("language", lang)
            app.step(1 / 60)
            check_sidebar(scene, f"{game} step {i} [{lang}]")
            if isinstance(scene.modal, SheetPanel):
                break
            app.settings.set("language", "en")
            app.step(1 / 60)
            player.act()
        else:
            raise AssertionError("the deal did not end")
    finally:
        app.settings.set("language", "en")
        i18n.set_language("en")
        app.shutdown()
