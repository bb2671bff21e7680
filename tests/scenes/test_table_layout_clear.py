"""Everything in its place: each table, while bidding, with a full trick and with its
result sheet, at four window sizes and in every language.

The boxes checked are the ones the table draws: name plates, won piles, hands,
the trick, the table's own cards (turned card, stock, talon, discards), the
seats' notes, announcements and panels (see ``game.scenes.table.clearance``).
"""

import itertools

import pytest
from registered import games

from game import i18n
from game.scenes.table import clearance, hud
from game.scenes.table.games import table_game
from game.scenes.table.panels import SheetPanel
from tests.scenes.test_table_driver import TablePlayer, open_table, start_app
from tests.scenes.test_table_sidebar import check_sidebar

LANGS = list(i18n.LANGUAGES)
SIZES = [(1024, 600), (1280, 800), (1920, 1080), (3840, 2160)]

# what lies on the table for the players to read
READ = ("plate", "pile", "hand", "backs", "turned", "stock", "trump", "talon", "disc")
# events whose announcement each game may make (a game ignores the ones it does not know)
EVENTS = ("take", "contract", "capot", "void", "belote", "rebelote", "no_aces", "both_drop", "invite",
          "alone", "trump", "marriage", "exchange", "close", "twenty", "forty", "announce")


def kind(name):
    return name.rstrip("0123456789")


def clash(a, b):
    return a.colliderect(b)


def messages(game):
    table = table_game(game)
    out = []
    for event_type in EVENTS:
        event = {"type": event_type, "seat": 1, "suit": "H", "contract": "game:H", "team": 1, "card": "QH",
                 "shown": "KH", "points": 40, "number": 6}
        try:
            text = table.event_message(event)
        except (KeyError, IndexError, TypeError, ValueError):
            text = None
        if text:
            out.append(text)
    return out


def check_table(scene, where):
    """No note, panel or card of the middle over what the table shows; text fits."""
    ui = scene.ui
    check_sidebar(scene, where)
    boxes = clearance.obstacles(scene)
    for (na, a), (nb, b) in itertools.combinations(boxes, 2):
        pair = {kind(na), kind(nb)}
        if "bubble" in pair and pair != {"bubble"}:
            assert not clash(a, b), f"{where}: a seat's note {na}/{nb} covers {a} / {b}"
        elif pair == {"bubble"}:
            assert not clash(a, b), f"{where}: two notes overlap: {na} {a}, {nb} {b}"
        elif "panel" in pair:
            other = (pair - {"panel"}).pop()
            if other in READ:
                assert not clash(a, b), f"{where}: the decision panel covers {na if kind(na) != 'panel' else nb}"
        elif pair & {"trick", "held"} and pair & {"talon", "disc", "turned", "stock", "trump", "plate", "pile"}:
            assert not clash(a, b), f"{where}: a trick card lies on {na}/{nb}: {a} {b}"
    # every seat's note reads whole
    for seat, (text, rect) in clearance.bubble_boxes(scene).items():
        width = rect.w - ui.px(12)
        scale = ui.text.fit_scale(text, "body_bold", width)
        assert ui.text.width(text, "body_bold", scale) <= width, f"{where}: note of seat {seat} cut: {text!r}"
    # an announcement, of any length, finds its place clear of the plates, hands and table cards
    for text in messages(scene.game):
        box = clearance.note_box(scene, text)
        assert pygame_rect(scene.lay.play).collidepoint(box.center), where
        for name, rect in boxes:
            if kind(name) in READ or kind(name) == "bubble":
                assert not clash(box, rect), f"{where}: announcement {text!r} {box} covers {name} {rect}"
        lines, (w, h) = hud.banner_size(ui, box, text)
        assert (w, h) == box.size, (where, text)
        assert all(ui.text.width(line, "heading") <= w - ui.px(16) for line in lines), (where, text)


def panel_texts(panel, scene):
    """``[(text, role, scale, rect)]`` the panel draws (the words as drawn, cut or whole)."""
    import pygame

    drawn = []
    text = scene.ui.text
    real = text.draw

    def spy(surface, words, role, colour, pos, anchor="topleft", scale=1.0):
        box = real(surface, words, role, colour, pos, anchor, scale)
        drawn.append((words, role, scale, pygame.Rect(box), pos, anchor))
        return box

    text.draw = spy
    try:
        panel.draw(pygame.Surface(scene.size), scene.ui)
        for button in panel.buttons:
            button.draw(pygame.Surface(scene.size), scene.ui, False)
    finally:
        del text.draw
    return drawn


def check_sheet(scene, where):
    panel = scene.modal
    assert isinstance(panel, SheetPanel)
    # the sheet leaves the seats' plates and piles in view whenever a room beside them
    # holds it readably (the player's own always)
    rooms = [pygame_rect(r) for r in scene.lay.sheet_areas()]
    beside = any(panel._fit(scene.ui, room) is not None for room in rooms)
    for name, rect in clearance.obstacles(scene):
        if kind(name) in ("plate", "pile") and (beside or name.endswith("0")):
            assert not clash(panel.rect, rect), f"{where}: the result sheet covers {name}"
    assert pygame_rect(scene.lay.play).contains(panel.rect), where
    sheet = panel.sheet
    drawn = panel_texts(panel, scene)
    # every heading, cell and button label reads whole, in a size that reads
    whole = {words for words, *_rest in drawn}
    for label in [c.upper() for c in sheet.columns] + [cell for row in sheet.rows for cell in row]:
        assert label in whole, f"{where}: the result sheet cuts {label!r}"
    for words, role, scale, rect, _pos, _anchor in drawn:
        if words in {c.upper() for c in sheet.columns} or any(words in row for row in sheet.rows):
            assert scale >= 0.85, f"{where}: {words!r} drawn squeezed ({scale})"
        assert panel.rect.contains(rect), f"{where}: {words!r} runs out of the result sheet"
    for button in panel.buttons:
        assert button.text in whole, f"{where}: the button {button.text!r} is cut"
        assert panel.rect.contains(button.rect), f"{where}: a button lies outside the sheet"
    # the buttons stand in two rows at most, whatever the table, the language and the window
    assert len({b.rect.y for b in panel.buttons}) <= 2, f"{where}: the sheet's buttons take too many rows"
    # the totals' numbers stand right-aligned under the table's last column
    if sheet.rows and sheet.totals:
        last_cells = {row[-1] for row in sheet.rows}
        column_x = {pos[0] for words, _r, _s, _b, pos, anchor in drawn if words in last_cells and anchor == "topright"}
        values = [v for _label, v in sheet.totals]
        value_x = {pos[0] for words, _r, _s, _b, pos, anchor in drawn if words in values and anchor == "topright"}
        assert value_x and value_x <= column_x, f"{where}: totals at {value_x}, last column at {column_x}"


def pygame_rect(box):
    import pygame

    return pygame.Rect(box)


def in_every_language(app, scene, check, where):
    try:
        for lang in LANGS:
            app.settings.set("language", lang)
            for _ in range(2):
                app.step(1 / 60)
            check(scene, f"{where} [{lang}]")
    finally:
        app.settings.set("language", "en")
        i18n.set_language("en")


def play_until(player, ready, limit=300):
    scene = player.scene
    for _ in range(limit):
        if ready():
            return True
        player.settle()
        if isinstance(scene.modal, SheetPanel):
            return False
        player.act()
    return False


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("game", games("players", "table"))
def test_table_keeps_everything_in_its_place(game, size):
    app = start_app(size=size, speed="fast", level="easy")
    try:
        scene = open_table(app, game, seed=5, synchronous_ai=True)
        player = TablePlayer(app, scene, "mouse")
        player.settle()
        # the opening: the auction where there is one
        in_every_language(app, scene, check_table, f"{game} {size} opening")

        # a full trick on the table
        def full_trick():
            for _ in range(400):
                if scene.held is not None and len(scene.held["cards"]) == scene.view.n:
                    return True
                if player.waiting_for_me() or scene.modal is not None:
                    return False
                player.step()
            return False

        seen = False
        for _ in range(40):
            player.settle()
            if isinstance(scene.modal, SheetPanel):
                break
            player.act()
            if full_trick():
                seen = True
                break
        assert seen, f"{game}: no full trick was shown"
        in_every_language(app, scene, check_table, f"{game} {size} full trick")

        # the result sheet
        for _ in range(300):
            player.settle()
            if isinstance(scene.modal, SheetPanel):
                break
            player.act()
        in_every_language(app, scene, check_sheet, f"{game} {size} result")
    finally:
        app.shutdown()
