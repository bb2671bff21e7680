"""What a new player trips over at the table, each driven by real pygame events: a hint
that takes long, who led the trick, the deal log after the deal, how reasons read, panels
and banners clear of the cards at the smallest window, a passed-out deal, and small ones."""

import pygame
import pytest
from registered import games
from test_table_driver import TablePlayer, open_table, start_app

from game.ai.process import InlineThinker
from game.scenes.table.turn import TurnOwner


class SlowHints(InlineThinker):
    """The computer players as usual; the hint is worked out for ever (until cancelled)."""

    def __init__(self):
        super().__init__()
        self.hints, self.cancelled = [], []

    def submit(self, question):
        if question.kind != "explain":
            return super().submit(question)
        self._next += 1
        self.hints.append(self._next)
        return self._next

    def cancel(self, job):
        self.cancelled.append(job)
        super().cancel(job)


@pytest.fixture
def app():
    app = start_app()
    yield app
    app.shutdown()


def shown_texts(scene):
    return [b[0] for b in scene.messages.visible(scene.clock, scene.factor)]


# -- 1. a hint that takes long ---------------------------------------------------------------
@pytest.mark.parametrize("game", ["belote", "schnapsen"])
def test_a_long_hint_stays_in_view_until_escape_stops_it(app, game):
    from game.scenes.table.pause import PauseOverlay

    thinker = SlowHints()
    scene = TableScene_with(app, game, thinker)
    player = TablePlayer(app, scene, "keys")
    player.settle()
    player.key(pygame.K_h)
    assert thinker.hints
    for _ in range(10 * 60):  # ten seconds of the table's clock
        player.step()
    texts = shown_texts(scene)
    assert any("hint" in t.lower() for t in texts), texts  # still in view after ten seconds
    assert any("10 s" in t for t in texts), texts  # and how long it has been
    player.key(pygame.K_ESCAPE)
    assert thinker.cancelled == thinker.hints[-1:]
    assert not scene.turn.hint_busy
    assert not isinstance(app.top, PauseOverlay)  # Escape stopped the hint, it did not pause
    assert not any("Esc" in t for t in shown_texts(scene))
    player.key(pygame.K_h)  # asked again, it is worked out again
    assert len(thinker.hints) == 2


def TableScene_with(app, game, thinker, seed=3):
    from game.scenes.table import TableScene

    scene = TableScene(game, seed=seed)
    scene.turn = TurnOwner(thinker)
    app.push(scene)
    app._apply_ops()
    app.step(1 / 60)
    return scene


# -- 2. who led the trick ------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game", games("players", "table"))
def test_the_card_that_led_the_trick_says_so_at_the_smallest_window(tmp_path, monkeypatch, game, lang):
    from test_table_panels import table_at
    from test_table_trick_tags import before_my_card

    from game.scenes.table import tags
    from game.scenes.table.texts import seat_name

    app = start_app(size=(1024, 600), speed="normal", lang=lang)
    try:
        record = before_my_card(game)
        scene = table_at(app, game, record["deck"], record["dealer"], record["actions"], tmp_path)
        player = TablePlayer(app, scene, "mouse")
        player.settle()
        drawn = []
        real = tags.draw_tag

        def spy(surface, ui, box, text, won=False, lead=None):
            drawn.append((pygame.Rect(box), text, lead))
            real(surface, ui, box, text, won, lead)

        monkeypatch.setattr(tags, "draw_tag", spy)
        scene.touch()
        player.step()
        trick = scene.view.trick
        assert trick
        leads = [(text, box, lead) for box, text, lead in drawn if lead]
        assert [text for text, _b, _l in leads] == [seat_name(trick[0][0])]  # the first card played, only it
        _text, box, lead = leads[0]
        ui, lay = scene.ui, scene.lay
        assert ui.text.width(lead, "small") <= box.w - ui.px(6)  # readable, never shortened
        assert pygame.Rect(lay.seats[trick[0][0]].trick).contains(box)
        for seat, _card in trick[1:]:
            assert not box.colliderect(pygame.Rect(lay.seats[seat].trick)), seat
    finally:
        app.shutdown()
