"""A player at the table who only posts real pygame events: mouse clicks or key presses.

Shared by the table tests (imported as a module); its own tests check that
what it reads off the screen (card boxes, buttons) is what the table draws.
"""

import os
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.engine import replay  # noqa: E402
from game.scenes.table import TableScene  # noqa: E402
from game.scenes.table import decisions as D  # noqa: E402
from game.scenes.table.panels import SheetPanel  # noqa: E402

#: how long a test waits in real time for a computer player before it calls it a hang: a guard
#: only, far above any answer's time on a loaded machine (no answer depends on it)
PATIENCE = float(os.environ.get("CARDAVIA_TEST_PATIENCE", "900"))

DIGIT_KEYS = [pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7, pygame.K_8,
              pygame.K_9, pygame.K_0]


def start_app(size=(1280, 800), speed="instant", level="normal", lang="en"):
    from game.app import App, parse_args

    app = App(parse_args(["--windowed", "--size", f"{size[0]}x{size[1]}", "--lang", lang]), fps=0)
    app.start()
    app.settings.set("animation_speed", speed)
    app.settings.set("ai_level", level)
    return app


def open_table(app, game, **kw):
    scene = TableScene(game, **kw)
    app.push(scene)
    app._apply_ops()
    return scene


class TablePlayer:
    """Plays the human seat by mouse (``mode="mouse"``) or keyboard (``mode="keys"``)."""

    def __init__(self, app, scene, mode, choose=None):
        self.app = app
        self.scene = scene
        self.mode = mode
        self.choose = choose or (lambda view, options: options[0])
        self.played = []  # (deal number, action) the player chose
        self.claimed = set()  # deal numbers where a seat claimed the rest (the table played the player's cards)
        self.frames = 0

    # -- low level -------------------------------------------------------------
    def step(self, n=1):
        for _ in range(n):
            self.app.step(1 / 60)
            self.frames += 1

    def post(self, etype, **attrs):
        pygame.event.post(pygame.event.Event(etype, **attrs))

    def key(self, key, mod=0):
        self.post(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
        self.post(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)
        self.step()

    def click(self, pos):
        pos = tuple(int(v) for v in pos)
        self.post(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0), touch=False)
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1, touch=False)
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=1, touch=False)
        self.step()

    def click_button(self, button):
        assert button.interactive, f"{button.key} is not clickable"
        self.click(button.rect.center)

    # -- reading the table -------------------------------------------------------
    def card_point(self, card):
        """A point on ``card`` in the hand that no other card covers."""
        scene = self.scene
        hand = scene.view.hand
        i = hand.index(card)
        sel = hand.index(scene.selected) if scene.selected in hand else None
        boxes = scene.lay.hand(len(hand), sel)
        box = boxes[i]
        right = box.right
        if i + 1 < len(boxes) and boxes[i + 1].y <= box.y + 2:
            right = min(right, boxes[i + 1].x)
        return ((box.x + right) // 2, box.y + box.h // 3)

    def waiting_for_me(self):
        s = self.scene
        if not (s._human_turn() and s._idle() and s.modal is None):
            return False
        # a move the table makes by itself is not the player's to make
        return D.lone_choice(s.view, s.app.settings.autoplay_forced) is None

    def settle(self, limit=4000, seconds=PATIENCE):
        """Run frames until the player must act or a panel waits.

        A computer seat thinks in the worker process: while it does, the
        frames wait for it in real time too (up to ``seconds``).
        """
        s = self.scene
        frames = 0
        deadline = time.monotonic() + seconds
        while frames < limit or (s.turn.thinking_seat is not None and time.monotonic() < deadline):
            if self.app.top is not s:
                return
            if s.result.claimer is not None:
                self.claimed.add(s.session.deal_number)
            if s.modal is not None or self.waiting_for_me():
                return
            if s.turn.thinking_seat is not None:
                time.sleep(0.001)
            else:
                frames += 1
            self.step()
        raise AssertionError("the table never came back to the player")

    # -- acting ------------------------------------------------------------------
    def act(self):
        """Make one decision of the player's, as a person would."""
        s = self.scene
        view = s.view
        if s.decision is not None and s.popup_card is None and not D.playable(view):
            action = self.choose(view, [o.key for o in s.decision.options if o.button.interactive])
            self.choose_option(action)
            return action
        cards = [c for c in view.hand if c in D.playable(view)]
        card = self.choose(view, cards)
        actions = D.card_actions(view, card)
        deal = s.session.deal_number
        self.play_card(card)
        if s.popup_card is not None:
            action = self.choose(view, [o.key for o in s.decision.options if o.key != "cancel"])
            self.choose_option(action)
            return action
        self.played.append((deal, actions[0]))
        return actions[0]

    def play_card(self, card):
        s = self.scene
        if self.mode == "mouse":
            self.click(self.card_point(card))
            assert s.selected == card
            self.click(self.card_point(card))
            return
        i = s.view.hand.index(card)
        if i < 10:
            self.key(DIGIT_KEYS[i])
            self.key(DIGIT_KEYS[i])
            return
        # beyond the tenth card: walk with the arrows
        self.key(pygame.K_1)
        for _ in range(i):
            self.key(pygame.K_RIGHT)
        self.key(pygame.K_RETURN)
        assert s.selected == card
        self.key(pygame.K_RETURN)

    def choose_option(self, key):
        s = self.scene
        panel = s.modal or s.decision
        options = [o.key for o in panel.options]
        assert key in options, (key, options)
        if panel is s.decision and key != "cancel":
            self.played.append((s.session.deal_number, key))
        button = panel.options[options.index(key)].button
        if self.mode == "mouse":
            self.click_button(button)
            self.confirm_question()
            return
        if panel is s.modal and len({b.rect.y for b in panel.buttons}) > 1:
            # a sheet's buttons in rows: Tab walks them in order
            assert tab_to(s.controls, button, self.key), (key, getattr(s.controls.focus, "key", None))
            self.key(pygame.K_RETURN)
            self.confirm_question()
            return
        if s.controls.focus not in panel.buttons:
            self.key(pygame.K_UP)  # from the cards up to the panel
        for _ in range(len(options) + 2):
            if s.controls.focus is button:
                break
            self.key(toward(s.controls.focus.rect, button.rect))
        assert s.controls.focus is button, (key, getattr(s.controls.focus, "key", None))
        self.key(pygame.K_RETURN)
        self.confirm_question()

    def confirm_question(self):
        """A call that cannot be taken back asks first: the player meant it."""
        from game.scenes.confirm import ConfirmOverlay

        ask = self.app.top
        if not isinstance(ask, ConfirmOverlay) or ask.scene_below() is not self.scene:
            return
        if self.mode == "mouse":
            self.click_button(ask.confirm)
            return
        self.key(pygame.K_TAB)
        assert ask.controls.focus is ask.confirm
        self.key(pygame.K_RETURN)

    def play_match(self, after_deal=None, max_actions=2000):
        """Play until the match-end panel; ``after_deal(sheet_panel)`` may pick the button."""
        s = self.scene
        for _ in range(max_actions):
            self.settle()
            if self.app.top is not s:
                return
            if isinstance(s.modal, SheetPanel):
                end = s.session.ended
                if end.match_over:
                    return end
                key = after_deal(s) if after_deal else "next"
                self.choose_option(key)
                continue
            self.act()
        raise AssertionError("the match did not end")


def toward(here, there):
    """The arrow key that moves the focus from the box ``here`` toward ``there``: up or down a
    row of a panel's grid first, then along the row."""
    if there.bottom <= here.top:
        return pygame.K_UP
    if there.top >= here.bottom:
        return pygame.K_DOWN
    return pygame.K_RIGHT if there.centerx > here.centerx else pygame.K_LEFT


def press(player, key):
    """Choose a panel button: click it, or Tab to it and press Enter (it may sit on a row of its own)."""
    scene = player.scene
    panel = scene.modal
    button = next(o.button for o in panel.options if o.key == key)
    if player.mode == "mouse":
        player.click_button(button)
        return
    for _ in range(len(scene.controls.widgets) + 1):
        if scene.controls.focus is button:
            break
        player.key(pygame.K_TAB)
    assert scene.controls.focus is button
    player.key(pygame.K_RETURN)


def play_until(player, ready, limit=40):
    """Play the player's decisions until ``ready()`` holds at one of them (True), or not."""
    for _ in range(limit):
        player.settle()
        if ready():
            return True
        player.act()
    return False


def tab_to(controls, widget, key):
    """Press Tab (``key(pygame.K_TAB)``) until ``widget`` has the keyboard's focus."""
    for _ in range(len(controls.widgets) + 1):
        if controls.focus is widget:
            return True
        key(pygame.K_TAB)
    return controls.focus is widget


def play_to_result(player):
    scene = player.scene
    for _ in range(600):
        player.settle()
        if isinstance(scene.modal, SheetPanel):
            return scene.modal
        player.act()
    raise AssertionError("the deal never ended")


def human_actions(record):
    """The actions of seat 0 in a deal record the player chose, in order: a panel with a
    single choice goes by itself (see ``decisions.lone_choice``)."""
    from game.scenes.table.view import view_of

    deal = replay({**record, "actions": []})
    mine = []
    for action in record["actions"]:
        if deal.current_player == 0 and D.lone_choice(view_of(deal.observation(0)), False) is None:
            mine.append(action)
        deal.apply(action)
    return mine


@pytest.fixture
def table_app():
    app = start_app()
    yield app
    app.shutdown()


def test_card_points_hit_the_card_drawn_there(table_app):
    scene = open_table(table_app, "aluette", seed=4)
    player = TablePlayer(table_app, scene, "mouse")
    player.step(2)
    hand = scene.view.hand
    assert len(hand) == 9
    for card in hand:
        x, y = player.card_point(card)
        sel = hand.index(scene.selected) if scene.selected in hand else None
        assert scene.lay.hand_hit(len(hand), (x, y), sel) == hand.index(card)
        # the sprite of that card is drawn there
        sprite = scene.sprites.sprites[card]
        rx, ry, rw, rh = sprite.rect_at(scene.clock)
        assert rx <= x < rx + rw and ry <= y < ry + rh
