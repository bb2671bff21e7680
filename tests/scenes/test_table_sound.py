"""The tables ask for the right sounds at the right moments: a shuffle and a deal,
a card landing, a trick gathered, the player's turn, a refused card, an
announcement; nothing when the setting is off; and silence, not an error,
when there is no audio device."""

import pygame
import pytest
from test_table_driver import TablePlayer, open_table, start_app
from test_table_play import prefer_bold

from game.render import sound, soundbridge
from game.scenes.table import TableScene, cues
from game.scenes.table import decisions as D
from game.scenes.table.sprites import DEAL_FLIGHT, DEAL_GAP, MOVE


class Recorder:
    def __init__(self):
        self.cues, self.stops = [], 0

    def play(self, cue, volume):
        self.cues.append(cue)
        return True

    def stop(self):
        self.stops += 1

    @property
    def names(self):
        return [c.name for c in self.cues]

    def clear(self):
        self.cues.clear()


@pytest.fixture
def rec(monkeypatch):
    recorder = Recorder()
    monkeypatch.setattr(soundbridge, "bridge", soundbridge.Bridge(recorder))
    return recorder


def table(game, speed="normal", seed=21):
    app = start_app(speed=speed, level="easy")
    scene = open_table(app, game, seed=seed)
    return app, scene, TablePlayer(app, scene, "mouse", choose=prefer_bold(game))


def test_a_deal_starts_with_a_riffle_then_the_dealing_swishes(rec):
    app, scene, player = table("schnapsen")
    try:
        assert rec.names[:2] == ["riffle", "deal"]
        deal = rec.cues[1]
        count, gap_ms = deal.params
        # one swish for each card dealt after the riffle, heard as it slides
        first = round((deal.delay - 0.3 * DEAL_FLIGHT) / DEAL_GAP)
        assert gap_ms == round(DEAL_GAP * 1000) and first > 0 and count > 0
        assert deal.delay - DEAL_GAP < sound.RIFFLE_TIME <= deal.delay
        assert first + count == len(scene.sprites.sprites) == 20  # five a hand, the stock, the trump
    finally:
        app.shutdown()


def test_a_played_card_snaps_when_it_lands_and_the_trick_is_gathered(rec):
    app, scene, player = table("schnapsen")
    try:
        player.settle()
        assert scene._human_turn()
        card = next(c for c in scene.view.hand if c in D.playable(scene.view))
        rec.clear()
        player.play_card(card)
        for _ in range(30):  # the raised card settles, then it is played
            if rec.names:
                break
            player.step()
        assert rec.names[0] == "snap"  # asked for as the card leaves the hand...
        assert rec.cues[0].delay == pytest.approx(cues.LAND * MOVE)  # ...heard as it lands
        player.settle()
        names = rec.names
        assert names.count("gather") == 1
        before = names[:names.index("gather")]
        assert before.count("snap") == 2  # the player's card and the other one, then the trick goes
    finally:
        app.shutdown()


def test_the_turn_cue_sounds_once_when_the_turn_comes_to_the_player(rec):
    app, scene, player = table("schnapsen", speed="fast")
    try:
        heard = 0
        for _ in range(5):
            player.settle()
            if scene.modal is not None:
                break
            player.step(20)  # the table waits for the player: one cue, not one per frame
            turns = rec.names.count("turn")
            assert turns - heard <= 1
            heard = turns
            player.act()
        assert heard >= 2
        assert rec.names[-1] != "turn" or scene._human_turn()
    finally:
        app.shutdown()


def test_a_refused_card_sounds_the_refusal(rec):
    app, scene, player = table("belote", speed="instant", seed=5)
    try:
        for _ in range(60):
            player.settle()
            view = scene.view
            if scene.modal is None and view.phase == "play" and scene._human_turn():
                bad = [c for c in view.hand if c not in D.playable(view)]
                if bad:
                    player.step()
                    rec.clear()
                    player.click(player.card_point(bad[0]))  # refused at once, never raised
                    assert scene.banners and scene.banners[-1][2] == "warn"
                    assert rec.names == ["refuse"]
                    return
            if scene.modal is not None:
                player.choose_option("next")
                continue
            player.act()
        pytest.fail("no refused card came up")
    finally:
        app.shutdown()


def test_announcements_chime_once_per_moment(rec):
    app, scene, player = table("schnapsen", speed="instant")
    try:
        rec.clear()
        scene._announce({"type": "marriage", "seat": 1, "suit": "H", "points": 20, "shown": "KH"})
        scene._announce({"type": "reached_66", "seat": 1})
        assert rec.names == ["chime"]
        scene.clock += 1.0
        scene._announce({"type": "trick", "seat": 0})
        scene._announce({"type": "close", "seat": 1})
        assert rec.names == ["chime"]
        scene.clock += 1.0
        scene._announce({"type": "marriage_counted", "seat": 1, "points": 20})
        assert rec.names == ["chime"] * 2
    finally:
        app.shutdown()
    # each game chimes for its own announcements
    app, scene, player = table("belote", speed="instant")
    try:
        rec.clear()
        for kind in ("belote", "rebelote", "capot", "reached_66"):
            scene.clock += 1.0
            scene._announce({"type": kind, "seat": 1, "team": 1})
        assert rec.names == ["chime"] * 3
    finally:
        app.shutdown()


def test_sound_off_means_no_sound_and_switching_it_off_stops_what_plays(rec):
    app, scene, player = table("schnapsen")
    try:
        assert rec.names  # the deal was heard
        app.settings.set("sound", False)
        assert rec.stops == 1
        rec.clear()
        for _ in range(3):
            player.settle()
            if scene.modal is not None:
                break
            player.act()
        scene.try_card("XX")
        assert rec.names == []
        app.settings.set("sound", True)
        player.settle()
        if scene._human_turn():
            player.act()
            assert "snap" in rec.names
    finally:
        app.shutdown()


def test_a_demonstration_plays_sounds_like_any_table(rec):
    app = start_app(speed="fast", level="easy")
    try:
        scene = TableScene("schnapsen", demo=True, seed=4)
        app.push(scene)
        app._apply_ops()
        for _ in range(600):
            app.step(1 / 60)
            if "gather" in rec.names:
                break
        assert rec.names[0] == "riffle" and "snap" in rec.names and "gather" in rec.names
        assert "turn" not in rec.names  # nobody to cue
    finally:
        app.shutdown()


def test_a_table_without_audio_plays_on_in_silence(monkeypatch):
    def no_device(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    bridge = soundbridge.Bridge()
    monkeypatch.setattr(soundbridge, "bridge", bridge)
    app, scene, player = table("belote", speed="fast")
    try:
        for _ in range(6):
            player.settle()
            if scene.modal is not None:
                break
            player.act()
        scene.try_card("XX")
        assert bridge.output.failed
        assert scene.session.deal.actions  # the game went on
    finally:
        app.shutdown()


def test_the_turn_cue_follows_other_seats_moves_only(rec):
    from types import SimpleNamespace as NS

    actions = []
    scene = NS(app=None, size=(1280, 800), factor=1.0, sprites=NS(sprites={}),
               view=NS(current=0, legal=[], hand=[]),
               session=NS(deal_number=1, deal=NS(actions=actions), is_human=lambda seat: seat == 0))

    def show(current, acted=True):
        if acted:
            actions.append("x")
        scene.view.current = current
        cues.placed(scene, {}, {}, instant=True)
        scene.sprites.sprites = {"a card": None}

    show(0, acted=False)  # a new deal: the player bids first
    cues.turn(scene)
    cues.turn(scene)
    assert rec.names == ["turn"]
    show(0)  # the player moved and is to move again (a second discard, a new lead)
    cues.turn(scene)
    assert rec.names == ["turn"]
    show(1)
    show(0)  # another seat moved: the turn comes back
    cues.turn(scene)
    assert rec.names == ["turn", "turn"]
    show(1)
    show(0)
    actions.append("y")  # the player moved before the table was still: no cue late
    cues.turn(scene)
    assert rec.names == ["turn", "turn"]
