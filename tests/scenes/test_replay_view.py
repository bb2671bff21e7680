"""Replaying a deal: the practice table over a match, and the step-by-step viewer of a saved deal."""

import random

import pygame
import pytest
from conftest import saved_file
from registered import ready
from test_table_driver import TablePlayer, open_table, play_to_result, press, start_app

from game import i18n, paths
from game.engine import new_deal, replay
from game.scenes import ui_text
from game.scenes.deal_files import export_deal, load_deal_file
from game.scenes.replay_view import ReplayScene, result_sheet
from game.scenes.table.cards import CardImages
from game.scenes.table.panels import SheetPanel
from game.scenes.table.practice import PracticePause, PracticeTable
from game.scenes.table.session import Session, read_save
from game.scenes.table.stats import Stats


@pytest.fixture
def app():
    app = start_app(level="easy")
    yield app
    app.shutdown()


def take_in_belote(view, options):
    return next((o for o in options if o.startswith("take")), options[0])


# -- practice: the same deal again, outside the match ------------------------------------------
def test_replay_deals_the_same_cards_and_leaves_the_match_alone(app):
    table = open_table(app, "schnapsen", seed=8, synchronous_ai=True)
    player = TablePlayer(app, table, "keys")
    play_to_result(player)
    session = table.session
    end = session.ended
    assert not end.match_over
    finished = session.deal.record()
    save_before = saved_file("schnapsen").read_text()
    scores_before = session.match.scores
    stats_before = Stats().record("schnapsen")

    press(player, "replay")
    practice = app.top
    assert isinstance(practice, PracticeTable) and practice is not table
    fresh = practice.session.deal.record()
    assert fresh["deck"] == finished["deck"] and fresh["dealer"] == finished["dealer"]
    # the computer players meet the same cards with the same random draws: they repeat their moves
    assert fresh["actions"] == finished["actions"][:len(fresh["actions"])]
    assert len(fresh["actions"]) < len(finished["actions"])
    assert practice.place_name() == "Practice: replaying deal 1"
    assert practice.session.match.scores == scores_before  # the real scores before the deal

    # play the practice deal out, by mouse this time
    practice_player = TablePlayer(app, practice, "mouse")
    panel = play_to_result(practice_player)
    assert [o.key for o in panel.options] == ["again", "export", "back"]
    assert panel.badge() == "Practice"
    assert panel.sheet.totals == []
    assert practice.session.ended.scores == scores_before  # the sidebar keeps the real scores
    assert practice.session.deal.record()["deck"] == finished["deck"]
    # nothing of the practice reached the match, its save or the statistics
    assert session.deal.record() == finished and session.match.scores == scores_before
    assert saved_file("schnapsen").read_text() == save_before
    assert Stats().record("schnapsen") == stats_before

    # the same cards once more
    practice_player.choose_option("again")
    assert practice.modal is None
    again = practice.session.deal.record()
    assert again["deck"] == finished["deck"] and again["dealer"] == finished["dealer"]
    assert again["actions"] == finished["actions"][:len(again["actions"])]

    # back to the match: its result panel waits, and the deal is counted once
    practice_player.settle()
    practice_player.key(pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PracticePause)
    for _ in range(8):
        if pause.controls.focus.key == "leave":
            break
        practice_player.key(pygame.K_TAB)
    assert pause.controls.focus.text == "Back to the match"
    practice_player.key(pygame.K_RETURN)
    assert app.top is table and isinstance(table.modal, SheetPanel)
    assert saved_file("schnapsen").read_text() == save_before
    resumed = Session.from_save(read_save(game="schnapsen"))
    assert resumed.deal.record() == finished and resumed.match.scores == scores_before
    press(player, "next")  # the result panel's buttons may stand on two rows: Tab to it
    assert session.deal_number == 2
    assert session.match.scores == end.scores


def test_replaying_a_match_ending_deal_counts_nothing_more(app):
    table = open_table(app, "belote", seed=21, synchronous_ai=True)
    player = TablePlayer(app, table, "keys", choose=take_in_belote)
    play_to_result(player)
    assert table.session.ended.match_over
    counted = Stats().record("belote")
    assert counted["played"] == 1
    scores = dict(table.session.match.scores)
    press(player, "replay")
    practice = app.top
    assert isinstance(practice, PracticeTable)
    practice_player = TablePlayer(app, practice, "keys", choose=take_in_belote)
    play_to_result(practice_player)
    assert practice.session.ended.match_over  # a Belote deal is a whole match: still not counted
    assert Stats().record("belote") == counted
    assert not saved_file("belote").exists()
    practice_player.choose_option("back")
    assert app.top is table and table.modal is not None
    assert table.session.match.scores == scores


# -- the viewer --------------------------------------------------------------------------------
def scripted_deal(game="belote", seed=5, dealer=1):
    deal = new_deal(game, seed=seed, dealer=dealer)
    rng = random.Random(seed)
    while not deal.is_over:
        deal.apply(rng.choice(deal.legal_actions()))
    return deal


class Seen:
    """The card faces and the strings drawn in the last frame."""

    def __init__(self, monkeypatch):
        self.faces, self.texts = [], []
        sized, draw = CardImages.sized, ui_text.Text.draw
        me = self

        def sized_spy(images, code, w, h, rot=0, dim=False, heights=()):
            me.faces.append(code)
            return sized(images, code, w, h, rot, dim, heights)

        def draw_spy(text_obj, surface, text, *a, **kw):
            me.texts.append(text)
            return draw(text_obj, surface, text, *a, **kw)

        monkeypatch.setattr(CardImages, "sized", sized_spy)
        monkeypatch.setattr(ui_text.Text, "draw", draw_spy)

    def frame(self, app):
        self.faces.clear()
        self.texts.clear()
        app.step(1 / 60)
        return self


def open_viewer(app, deal, number=3):
    path = export_deal(deal, number=number)
    scene = ReplayScene(load_deal_file(path))
    app.push(scene)
    app.step(1 / 60)
    return scene


def hands(deal):
    return {seat: set(deal.observation(seat).get("hand") or []) for seat in range(4)}


def test_the_viewer_steps_forward_and_back_with_every_hand_face_up(app, monkeypatch):
    deal = scripted_deal()
    record = deal.record()
    scene = open_viewer(app, deal)
    seen = Seen(monkeypatch)
    player = TablePlayer(app, scene, "keys")
    seen.frame(app)
    start = replay({**record, "actions": []})
    for seat, cards in hands(start).items():
        assert cards <= set(seen.faces), (seat, cards - set(seen.faces))
    assert f"0 of {len(record['actions'])}" in seen.texts

    for k in range(1, 6):
        player.key(pygame.K_RIGHT)
        assert scene.k == k
        now = replay({**record, "actions": record["actions"][:k]})
        seen.frame(app)
        for cards in hands(now).values():
            assert cards <= set(seen.faces)
        assert f"{k} of {len(record['actions'])}" in seen.texts
    faces_at_5 = sorted(map(str, seen.faces))
    player.key(pygame.K_LEFT)
    player.key(pygame.K_LEFT)
    assert scene.k == 3
    player.key(pygame.K_RIGHT)
    player.key(pygame.K_RIGHT)
    assert sorted(map(str, seen.frame(app).faces)) == faces_at_5
    player.key(pygame.K_HOME)
    assert scene.k == 0
    player.key(pygame.K_LEFT)  # nothing before the start
    assert scene.k == 0


def test_the_viewer_ends_on_the_result_and_steps_back_from_it(app, monkeypatch):
    deal = scripted_deal("schnapsen", seed=9, dealer=0)
    scene = open_viewer(app, deal)
    seen = Seen(monkeypatch)
    player = TablePlayer(app, scene, "keys")
    total = len(deal.record()["actions"])
    for _ in range(total + 2):  # past the end is still the end
        player.key(pygame.K_RIGHT)
    assert scene.k == total
    assert isinstance(scene.modal, SheetPanel)
    title = result_sheet("schnapsen", deal).title
    assert title in seen.frame(app).texts
    assert scene.controls.focus.key == "result.close"
    player.key(pygame.K_LEFT)
    assert scene.k == total - 1 and scene.modal is None
    player.key(pygame.K_END)
    assert isinstance(scene.modal, SheetPanel)
    player.click_button(scene.controls.find("result.again"))
    assert scene.k == 0 and scene.modal is None


def test_the_viewer_by_mouse_shows_each_move_and_the_trick_taken(app, monkeypatch):
    deal = scripted_deal("aluette", seed=2, dealer=3)
    record = deal.record()
    scene = open_viewer(app, deal)
    seen = Seen(monkeypatch)
    player = TablePlayer(app, scene, "mouse")
    forward = scene.controls.find("replay.forward")
    for k in range(1, 5):  # four cards: Aluette's first trick
        player.click_button(forward)
        assert scene.k == k
    texts = seen.frame(app).texts
    first = replay({**record, "actions": record["actions"][:4]}).observation(0)["tricks"][0]
    winner = first.get("winner")
    expected = ("Pourri! Nobody takes this trick." if winner is None else
                "You took this trick." if winner == 0 else f"AI {winner} took this trick.")
    assert expected in " ".join(texts), texts  # the sidebar may wrap it
    assert scene.current.shown is not None and set(scene.current.shown["cards"]) <= set(seen.faces)
    player.click_button(scene.controls.find("replay.back"))
    assert scene.k == 3 and scene.current.shown is None
    player.click_button(scene.controls.find("replay.end"))
    assert scene.k == len(record["actions"]) and isinstance(scene.modal, SheetPanel)
    player.click_button(scene.controls.find("result.close"))
    assert not isinstance(app.top, ReplayScene)


@pytest.mark.parametrize("size, game", [((1024, 600), g) for g in ready("players", "table")]
                         + [((3840, 2160), g) for g in ("belote", "preference")],
                         ids=lambda v: f"{v[0]}x{v[1]}" if isinstance(v, tuple) else v)
def test_the_viewer_fits_small_and_large_windows(size, game, monkeypatch):
    cut = []
    fit = ui_text.Text.fit

    def fit_spy(text_obj, text, role, width, scale=1.0):
        out = fit(text_obj, text, role, width, scale)
        if out != text:
            cut.append(text)
        return out

    monkeypatch.setattr(ui_text.Text, "fit", fit_spy)
    app = start_app(size=size)
    try:
        deal = scripted_deal(game, seed=4, dealer=1)
        scene = open_viewer(app, deal)
        screen = pygame.Rect((0, 0), size)
        total = scene.total
        for k in (0, total // 2, total):
            scene.go(k)
            app.step(1 / 60)
            for button in scene.side_buttons:
                assert screen.contains(button.rect)
        assert isinstance(scene.modal, SheetPanel)
        assert all(screen.contains(o.button.rect) for o in scene.modal.options)
        assert not cut, cut
    finally:
        app.shutdown()


def test_a_language_switch_rewrites_the_viewer(app):
    deal = scripted_deal("belote", seed=5, dealer=1)
    scene = open_viewer(app, deal)
    assert scene.current.lines == ["AI 1 deals."]
    app.settings.set("language", "de")
    app.step(1 / 60)
    assert "KI 1" in " ".join(scene.current.lines)


@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
def test_every_language_fits_the_small_window(lang, monkeypatch):
    """Statistics, saved deals, the viewer and the result panels with their new buttons, at 1024x600."""
    from game import i18n
    from game.engine import new_match
    from game.scenes.deals_list import SavedDealsScene
    from game.scenes.statistics import StatisticsScene
    from game.scenes.table import TableScene

    cut = []
    fit = ui_text.Text.fit

    def fit_spy(text_obj, text, role, width, scale=1.0):
        out = fit(text_obj, text, role, width, scale)
        if out != text:
            cut.append(text)
        return out

    monkeypatch.setattr(ui_text.Text, "fit", fit_spy)
    app = start_app(size=(1024, 600), lang=lang)
    try:
        export_deal(scripted_deal("preference", seed=4))
        (paths.deals_dir() / "broken.json").write_text("{")
        for scene in (StatisticsScene(), SavedDealsScene()):
            app.push(scene)
            app.step(1 / 60)
        app.top.open(next(item for item in app.top.items if hasattr(item, "deal")))
        app.step(1 / 60)
        viewer = app.top
        for k in (0, 7, viewer.total):
            viewer.go(k)
            app.step(1 / 60)
        # a long role beside a name on a seat's plate is the table's own plate, shortened by design there
        roles = {i18n._(r) for r in ("Declarer", "Invited")} | {i18n.pgettext("role", r)
                                                                for r in ("Defender", "Dropped out")}
        cut = [t for t in cut if t not in roles]
        assert not cut, (lang, "menus and viewer", cut)
        # a finished Preference deal at a player's table: the result panel with every button
        match = new_match("preference", seed=4)
        rng = random.Random(1)
        while not match.deal.is_over:
            legal = match.deal.legal_actions()
            match.deal.apply("bid:1" if "bid:1" in legal else rng.choice(legal))
        session = Session("preference", match, saving=False)
        session.finish_deal()
        table = TableScene("preference", session=session)
        app.push(table)
        for _ in range(3):
            app.step(1 / 60)
        assert isinstance(table.modal, SheetPanel)
        keys = [o.key for o in table.modal.options]
        assert "replay" in keys and "export" in keys
        for option in table.modal.options:
            assert table.modal.rect.contains(option.button.rect), option.key
        table.modal.options[keys.index("replay")].button.activate()
        app.step(1 / 60)
        practice = app.top
        assert isinstance(practice, PracticeTable)
        played = practice.session.deal.record()["actions"]
        for action in match.deal.record()["actions"][len(played):]:
            practice._apply(action)  # the same moves as the real deal, straight to its end
        for _ in range(3):
            app.step(1 / 60)
        assert isinstance(practice.modal, SheetPanel)
        for option in practice.modal.options:
            assert practice.modal.rect.contains(option.button.rect), option.key
        cut = [t for t in cut if t not in roles]
        assert not cut, (lang, "tables", cut)
    finally:
        app.shutdown()
        i18n.set_language("en")


def test_captions_tell_the_move_then_what_it_caused():
    from game.scenes.replay_view import position

    deal = new_deal("belote", seed=3, dealer=0)
    for _ in range(8):
        deal.apply("pass")
    record = deal.record()
    pos = None
    for k in range(len(record["actions"]) + 1):
        pos = position(record, k, pos)
    assert pos.over and pos.lines == ["You: Pass", "Everybody passed: the deal is void."]
    taken = new_deal("belote", seed=3, dealer=0)
    taken.apply("take")
    first = position(taken.record(), 0)
    assert position(taken.record(), 1, first).lines[0].startswith("AI 3 takes: trumps are")
