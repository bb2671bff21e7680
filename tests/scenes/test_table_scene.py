"""The table as a scene: resizing and switching language mid-deal, saving and resuming,
the pause menu and rules tab, hints, the last trick, and an AI that never blocks the window."""

import threading
import time

import pygame
import pytest
from conftest import saved_file
from test_table_driver import PATIENCE, TablePlayer, open_table, start_app

from game import storage
from game.ai import process
from game.ai.process import Thinker
from game.scenes import tables
from game.scenes.confirm import ConfirmOverlay
from game.scenes.table import scene as scene_module
from game.scenes.table.panels import SheetPanel, TrickPanel
from game.scenes.table.pause import PauseOverlay
from game.scenes.table.placement import placements


@pytest.fixture
def app():
    app = start_app()
    yield app
    app.shutdown()


def thread_table(app, game, seed):
    """A table whose computer players think in a thread of this process (so a test can stand in for them)."""
    from game.scenes.table.turn import TurnOwner

    scene = scene_module.TableScene(game, seed=seed)
    scene.turn = TurnOwner(Thinker(use_process=False))
    app.push(scene)
    app._apply_ops()
    return scene


def snapshot(scene):
    """Everything a frame could disturb."""
    return (
        scene.clock,
        scene.selected,
        scene.cursor,
        repr(scene.view),
        tuple(scene.session.deal.actions),
        tuple((k, s.box, s.face, s.tween.t0, s.tween.duration, s.flip_t1) for k, s in scene.sprites.sprites.items()),
        tuple(tuple(b) for b in scene.banners),
        scene.modal,
        scene.decision,
    )


def test_drawing_changes_nothing(app):
    app.settings.set("animation_speed", "normal")
    scene = open_table(app, "schnapsen", seed=3)
    for _ in range(8):
        app.step(1 / 60)
    before = snapshot(scene)
    surface = pygame.Surface(app.screen.get_size())
    scene.draw(surface)
    scene.draw(surface)
    assert snapshot(scene) == before


def test_resize_during_the_deal(app):
    app.settings.set("animation_speed", "normal")
    scene = open_table(app, "aluette", seed=3)
    for _ in range(10):
        app.step(1 / 60)
    assert scene.sprites.busy(scene.clock)  # the cards are still being dealt
    app.resize((1024, 600))
    app.step(1 / 60)
    assert (scene.lay.width, scene.lay.height) == (1024, 600)
    places = placements(scene.view, scene.lay, scene._stage())
    window = pygame.Rect(0, 0, 1024, 600)
    for key, sprite in scene.sprites.sprites.items():
        assert sprite.box == places[key].box
        assert window.contains(pygame.Rect(sprite.box)), key
    # and play goes on, at the new size
    app.settings.set("animation_speed", "instant")
    player = TablePlayer(app, scene, "mouse")
    player.settle()
    player.act()
    player.settle()
    assert scene.session.deal.actions
    app.resize((1920, 1080))
    app.step(1 / 60)
    player.act()
    assert (scene.lay.width, scene.lay.height) == (1920, 1080)


def test_language_switch_during_a_deal(app):
    scene = open_table(app, "preference", seed=5)
    player = TablePlayer(app, scene, "keys")
    player.settle()
    assert scene.place_name() == "Preference"
    app.settings.set("language", "fr")
    app.step(1 / 60)
    assert scene.place_name() == "Pr\u00e9f\u00e9rence"
    from game.i18n import _

    if scene.decision is not None:
        for opt in scene.decision.options:
            assert opt.button.text  # labels follow the language when drawn
        assert scene.decision.rect.w > 0
    player.settle()
    player.act()  # still playable
    app.settings.set("language", "en")
    app.step(1 / 60)
    assert _("You") == "You"


def test_saved_after_every_action_and_resumed_mid_deal(app):
    scene = open_table(app, "belote", seed=8)
    player = TablePlayer(app, scene, "mouse", choose=lambda view, opts: next(
        (o for o in opts if o.startswith("take")), opts[0]))
    for _ in range(4):
        player.settle()
        player.act()
        data = storage.read_json(saved_file("belote"))
        assert data["deals"][-1]["actions"] == scene.session.deal.actions
    player.settle()
    record = scene.session.deal.record()
    hand = list(scene.view.hand)
    app.shutdown()

    again = start_app()
    try:
        tables.load_tables()
        resumed = tables.resume(again, storage.read_json(saved_file("belote")))
        again.push(resumed)
        again._apply_ops()
        again.step(1 / 60)
        assert resumed.session.deal.record() == record
        assert resumed.view.hand == hand
        player = TablePlayer(again, resumed, "keys")
        end = player.play_match()
        assert end.match_over
    finally:
        again.shutdown()


def test_home_offers_a_match_whose_save_is_still_being_written(app, monkeypatch):
    """Leaving a table hands its save to the background writer; the home
    screen must wait for it rather than find the folder still empty."""
    slow = storage.write_text

    def late(path, text):
        time.sleep(0.3)
        slow(path, text)

    monkeypatch.setattr(storage, "write_text", late)
    scene = open_table(app, "schnapsen", seed=2)
    player = TablePlayer(app, scene, "mouse")
    player.settle()
    player.act()
    app.go_home()
    app._apply_ops()
    home = app.top
    home.refresh()
    assert home.resume.enabled


def test_home_continue_resumes_the_saved_match(app):
    scene = open_table(app, "schnapsen", seed=2)
    player = TablePlayer(app, scene, "mouse")
    player.settle()
    player.act()
    actions = list(scene.session.deal.actions)
    app.go_home()
    app._apply_ops()
    home = app.top
    home.refresh()
    assert home.resume.enabled
    home.continue_match()
    app._apply_ops()
    assert isinstance(app.top, scene_module.TableScene)
    assert app.top.session.deal.actions[: len(actions)] == actions


def test_pause_menu_by_keyboard(app):
    scene = open_table(app, "aluette", seed=1)
    player = TablePlayer(app, scene, "keys")
    player.settle()
    player.key(pygame.K_ESCAPE)
    assert isinstance(app.top, PauseOverlay)
    clock = scene.clock
    player.step(5)
    assert scene.clock == clock  # the table waits while paused
    player.key(pygame.K_ESCAPE)
    assert app.top is scene
    # Escape lowers a raised card before it pauses
    player.key(pygame.K_1)
    assert scene.selected is not None
    player.key(pygame.K_ESCAPE)
    assert scene.selected is None and app.top is scene
    # the rules from the pause menu, then back
    player.key(pygame.K_ESCAPE)
    pause = app.top
    pause.controls.focus_on(pause.controls.find("rules"))
    player.key(pygame.K_RETURN)
    assert app.top is scene and scene.tab == "rules"
    player.key(pygame.K_PAGEDOWN)
    assert scene.scroller.offset > 0
    player.key(pygame.K_ESCAPE)
    assert scene.tab == "table"


def test_pause_restart_and_leave_by_mouse(app):
    scene = open_table(app, "aluette", seed=1)
    player = TablePlayer(app, scene, "mouse")
    player.settle()
    player.act()
    player.click_button(scene.menu_button)
    pause = app.top
    assert isinstance(pause, PauseOverlay)
    player.click_button(pause.controls.find("restart"))
    assert isinstance(app.top, ConfirmOverlay)  # a match in progress: asked first
    player.click_button(app.top.confirm)
    assert app.top is scene and scene.session.deal.actions == [] or scene.session.match.epoch == 1
    player.click_button(scene.tab_rules)
    assert scene.tab == "rules"
    player.click_button(scene.tab_table)
    assert scene.tab == "table"
    player.click_button(scene.menu_button)
    player.click_button(app.top.controls.find("leave"))
    assert isinstance(app.top, ConfirmOverlay)
    player.click_button(app.top.confirm)
    assert type(app.top).__name__ == "HomeScene"
    assert saved_file("aluette").exists()  # Continue can pick it up


def test_last_trick_panel(app):
    scene = open_table(app, "aluette", seed=6)
    player = TablePlayer(app, scene, "keys")
    player.settle()
    player.key(pygame.K_l)
    assert scene.modal is None  # no trick yet
    while not scene.view.tricks:
        player.act()
        player.settle()
    player.key(pygame.K_l)
    assert isinstance(scene.modal, TrickPanel)
    assert scene.modal.tricks_fn() == scene.view.tricks[-1:]
    player.key(pygame.K_ESCAPE)
    assert scene.modal is None and app.top is scene
    player.click_button(scene.log_button)
    from game.scenes.table.log_panel import LogPanel

    assert isinstance(scene.modal, LogPanel)
    assert sum(row.startswith("Trick ") for row in scene.modal.visible_rows()) == len(scene.view.tricks)
    player.click_button(scene.modal.options[0].button)
    assert scene.modal is None


def test_hint_highlights_a_legal_move(app):
    scene = open_table(app, "schnapsen", seed=4)
    player = TablePlayer(app, scene, "keys")
    player.settle()
    player.key(pygame.K_h)
    deadline = time.time() + 30
    while scene.hint_action is None and time.time() < deadline:
        player.step()
        time.sleep(0.005)
    action = scene.hint_action
    assert action in scene.view.legal
    card = action.split(":", 1)[-1]
    if card in scene.view.hand:
        assert scene.selected == card


def test_the_ai_thinks_off_the_frame_loop(app, monkeypatch):
    release = threading.Event()
    seen = []

    def slow_decide(job, cancel=None, progress=None):
        if job.kind == "warm":
            return None
        seen.append(job.observation)
        release.wait(10)
        return job.observation["legal_actions"][0]

    monkeypatch.setattr(process, "decide", slow_decide)
    scene = thread_table(app, "aluette", seed=2)
    player = TablePlayer(app, scene, "mouse")
    # the worker thread may be slow to be scheduled on a busy machine: wait in real time, not in frames
    deadline = time.monotonic() + PATIENCE
    while not seen and time.monotonic() < deadline:
        if player.waiting_for_me():
            player.act()
        player.step()
        if scene.turn.thinking_seat is not None:
            time.sleep(0.001)
    assert seen, (player.frames, scene.view.current, scene.modal, scene.paused, app.top, scene.turn.thinking_seat,
                  scene.turn.thinker.kind)
    assert scene.view.current != 0
    actions = len(scene.session.deal.actions)
    start = time.perf_counter()
    player.step(30)  # frames keep coming while the seat thinks
    assert time.perf_counter() - start < 5
    assert len(scene.session.deal.actions) == actions
    assert scene.ai_thinking() == scene.view.current
    # the AI got its own copy of what its seat may see
    assert seen[0]["seat"] == scene.view.current and "hands" not in seen[0]
    release.set()
    for _ in range(100):
        player.step()
        if len(scene.session.deal.actions) > actions:
            break
        time.sleep(0.002)
    assert len(scene.session.deal.actions) > actions


def test_forced_moves_play_themselves_when_asked(app):
    from game.engine import replay

    app.settings.set("autoplay_forced", True)
    auto = 0
    for seed in range(11, 15):
        scene = open_table(app, "schnapsen", seed=seed)
        player = TablePlayer(app, scene, "mouse")
        for _ in range(400):
            player.settle()
            if scene.modal is not None:
                break
            legal = scene.view.legal
            if len(legal) == 1 and legal[0] in scene.view.hand:
                player.step()  # the table plays it
                continue
            player.act()
        assert isinstance(scene.modal, SheetPanel)
        # every move of the player's seat the player did not make was the only legal one
        record = scene.session.deal.record()
        chosen = [a for n, a in player.played if n == 1]
        deal = replay({**record, "actions": []})
        for action in record["actions"]:
            if deal.current_player == 0:
                if chosen and chosen[0] == action:
                    chosen.pop(0)
                else:
                    assert deal.legal_actions() == [action]
                    auto += 1
            deal.apply(action)
        assert not chosen
        app.pop(scene)
        app._apply_ops()
    assert auto > 0


@pytest.mark.parametrize("game, seed, frames", [("belote", 3, 420), ("schnapsen", 1, 1300)])
def test_frames_painted_in_part_match_a_full_repaint(game, seed, frames):
    """Cards in flight are painted over a kept picture of the still table; the
    window must look exactly as if everything had been painted again (dealing,
    tricks, a marriage shown and put back, panels)."""
    app = start_app(size=(1280, 720), speed="normal")
    try:
        # the computer players answer at once, so every run shows the same frames
        scene = scene_module.TableScene(game, seed=seed, demo=True, synchronous_ai=True)
        app.push(scene)
        app._apply_ops()
        compared = moving = leaving = 0
        for frame in range(frames):
            app.step(1 / 60)
            leaving += any(sp.zone == "leaving" for sp in scene.sprites.sprites.values())
            if frame % 3:
                continue
            moving += scene.sprites.busy(scene.clock)
            shown = pygame.image.tobytes(app.screen, "RGB")
            reference = pygame.Surface(app.screen.get_size())
            scene.frame.forget()
            scene.draw(reference)
            expected = pygame.image.tobytes(reference, "RGB")
            if shown != expected:
                first = next(i for i in range(len(shown)) if shown[i] != expected[i]) // 3
                raise AssertionError(f"frame {frame} differs first at {first % 1280, first // 1280}")
            compared += 1
        assert compared > 100 and moving > 10
        if game == "schnapsen":
            assert leaving  # a marriage's card went back into the hand
    finally:
        app.shutdown()


def test_undo_takes_back_the_players_last_move_only_when_allowed(app):
    scene = open_table(app, "aluette", seed=9)
    player = TablePlayer(app, scene, "keys")
    player.settle()
    assert not scene.undo_button.visible
    player.act()
    player.settle()
    done = list(scene.session.deal.actions)
    player.key(pygame.K_u)
    assert scene.session.deal.actions == done  # off by default: a serious table
    app.settings.set("undo", True)
    app.step(1 / 60)
    assert scene.undo_button.visible and scene.undo_button.enabled
    mine = player.played[-1][1]
    index = len(done) - 1 - done[::-1].index(mine)
    player.key(pygame.K_u)
    assert scene.session.deal.actions == done[:index]
    assert mine in scene.view.hand
    saved = storage.read_json(saved_file("aluette"))
    assert saved["deals"][-1]["actions"] == done[:index]
    # by mouse too, after playing again
    player.settle()
    player.act()
    player.settle()
    player.click_button(scene.undo_button)
    assert player.played[-1][1] in scene.view.hand


def test_a_failing_player_does_not_stop_the_match(app, monkeypatch, capsys):
    def broken(job, cancel=None, progress=None):
        if job.kind == "warm":
            return None
        raise RuntimeError("search went wrong")

    monkeypatch.setattr(process, "decide", broken)
    scene = thread_table(app, "aluette", seed=2)
    player = TablePlayer(app, scene, "mouse")
    for _ in range(6):
        player.settle()
        player.act()
    assert len(scene.session.deal.actions) > 6  # the opponents played anyway
    assert "search went wrong" in capsys.readouterr().err


def test_a_void_belote_deal_gives_way_to_the_next_one(app, tmp_path):
    from game.engine import new_match, replay
    from game.scenes.table.session import Session

    match = new_match("belote", seed=4)
    first = match.deal.record()
    match.deal = replay({**first, "dealer": 0, "actions": ["pass"] * 7})  # seat 0 speaks last
    scene = scene_module.TableScene("belote", session=Session("belote", match, save_path=tmp_path / "m.json"))
    app.push(scene)
    app._apply_ops()
    app.step(1 / 60)
    player = TablePlayer(app, scene, "mouse")
    assert [o.key for o in scene.decision.options][-1] == "pass"
    player.choose_option("pass")  # a pass that ends the deal asks first; the player confirms
    assert scene.session.ended.void
    assert any("void" in b[0] for b in scene.messages.visible(scene.clock, scene.factor))  # in view until the next deal
    for _ in range(200):  # a moment to read the message, then the next dealer deals
        player.step()
        if scene.session.deal_number == 2:
            break
    assert scene.session.deal_number == 2 and scene.modal is None
    assert scene.session.match.history[0]["result"]["void"]
