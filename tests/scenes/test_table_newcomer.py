"""What a new player trips over at the table, each driven by real pygame events: a hint
that takes long, who led the trick, the deal log after the deal, how reasons read, panels
and banners clear of the cards at the smallest window, a passed-out deal, and small ones."""

import pygame
import pytest
from registered import games
from test_table_driver import TablePlayer, start_app

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
@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "de", "fr"])
@pytest.mark.parametrize("game", games("players", "table"))
def test_the_card_that_led_the_trick_says_so_at_the_smallest_window(tmp_path, monkeypatch, game, lang, size):
    from test_table_panels import table_at
    from test_table_trick_tags import before_my_card

    from game.scenes.table import tags
    from game.scenes.table.texts import seat_name

    app = start_app(size=size, speed="normal", lang=lang)  # the smallest window and a large one
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
        scale = tags.lead_scale(ui, box, lead)
        assert scale >= tags.LEAD_SMALLEST and ui.text.width(lead, "small", scale) <= box.w - ui.px(6)  # whole
        assert pygame.Rect(lay.seats[trick[0][0]].trick).contains(box)
        for seat, _card in trick[1:]:
            assert not box.colliderect(pygame.Rect(lay.seats[seat].trick)), seat
    finally:
        app.shutdown()


def closed_schnapsen(app, tmp_path, mode):
    """A Schnapsen table whose player holds every trump and an ace, the stock closed: a claim ends it."""
    from test_table_claim import TRUMPS_AND_ACE
    from test_table_panels import deck_with, table_at

    scene = table_at(app, "schnapsen", deck_with("schnapsen", TRUMPS_AND_ACE), dealer=1,
                     actions=["exchange", "close"], tmp_path=tmp_path)
    player = TablePlayer(app, scene, mode)
    player.settle()
    return scene, player


# -- 3. the deal log from the result panel ------------------------------------------------------
@pytest.mark.parametrize("mode", ["mouse", "keys"])
def test_the_deal_log_opens_from_the_result_panel_until_the_next_deal(tmp_path, mode):
    from test_table_driver import play_to_result, press, tab_to

    from game.scenes.table.log_panel import LogPanel
    from game.scenes.table.panels import SheetPanel

    app = start_app(speed="fast")
    try:
        scene, player = closed_schnapsen(app, tmp_path, mode)
        player.choose_option("claim")
        sheet = play_to_result(player)
        tricks = len(scene.view.tricks)
        assert scene.log_button.interactive  # not dimmed under the result panel
        if mode == "mouse":
            player.click_button(scene.log_button)
        else:
            assert tab_to(scene.controls, scene.log_button, player.key)
            player.key(pygame.K_RETURN)
        log = scene.modal
        assert isinstance(log, LogPanel)
        log.scroll_key(pygame.K_END)
        rows = " ".join(log.visible_rows())
        assert f"Trick {tricks}:" in rows  # the last trick, played out after the claim
        assert "You claim the rest of the deal" in " ".join(t for t, _s in log._rows)
        if mode == "mouse":
            player.click_button(log.buttons[0])
        else:
            player.key(pygame.K_ESCAPE)
        assert scene.modal is sheet  # back to the result, its buttons as they were
        assert isinstance(scene.modal, SheetPanel)
        press(player, "next")
        player.settle()
        assert not scene.view.tricks
        assert scene.claim_in_log() is None  # the new deal has its own log
    finally:
        app.shutdown()


# -- 6. a deal everybody passes ----------------------------------------------------------------------
@pytest.mark.parametrize("speed", ["instant", "normal"])
def test_a_passed_out_deal_says_so_until_the_next_deal(tmp_path, speed):
    from test_table_ask_first import answer, press_panel_option
    from test_table_panels import preference_deck, table_at

    app = start_app(size=(1024, 600), speed=speed)
    try:
        # dealer 0: seats 1 and 2 have passed; the player passes too
        scene = table_at(app, "preference", preference_deck(), dealer=0, actions=["pass", "pass"], tmp_path=tmp_path)
        player = TablePlayer(app, scene, "mouse")
        press_panel_option(player, "pass")
        answer(player, yes=True)
        for _ in range(600):  # the pass goes once the cards are still
            if scene.session.ended is not None:
                break
            player.step()
        assert scene.session.ended.void
        start, frames = scene.clock, 0
        while scene.session.deal_number == 1:
            assert any("passed out" in t for t in shown_texts(scene)), shown_texts(scene)
            player.step()
            frames += 1
            assert frames < 60 * 60
        assert scene.clock - start >= 2.0  # long enough to read, at any speed
        assert not any("passed out" in t for t in shown_texts(scene))  # the new deal has its own messages
    finally:
        app.shutdown()


def test_a_click_goes_on_from_a_passed_out_deal_at_once(tmp_path):
    from test_table_ask_first import answer, press_panel_option
    from test_table_panels import preference_deck, table_at

    app = start_app(size=(1024, 600), speed="normal")
    try:
        scene = table_at(app, "preference", preference_deck(), dealer=0, actions=["pass", "pass"], tmp_path=tmp_path)
        player = TablePlayer(app, scene, "keys")
        press_panel_option(player, "pass")
        answer(player, yes=True)
        for _ in range(600):
            if scene.session.ended is not None:
                break
            player.step()
        assert scene.session.ended.void and scene.session.deal_number == 1
        player.key(pygame.K_SPACE)
        assert scene.session.deal_number == 2
    finally:
        app.shutdown()


# -- 4. reasons that read as they should -------------------------------------------------------------
class FixedHints(InlineThinker):
    """The computer players as usual; the hint is ``answer(observation)``."""

    def __init__(self, answer):
        super().__init__()
        self.answer = answer

    def submit(self, question):
        if question.kind != "explain":
            return super().submit(question)
        self._next += 1
        self._answers[self._next] = ("done", self.answer(question.observation))
        return self._next


def drawn_words(scene, monkeypatch):
    """Every text the next frame draws, in order."""
    drawn = []
    text = scene.ui.text
    real_draw, real_fit, real_render = text.draw, text.draw_fit, text.render

    def draw(surface, words, *a, **kw):
        drawn.append(words)
        return real_draw(surface, words, *a, **kw)

    def render(words, *a, **kw):
        drawn.append(words)
        return real_render(words, *a, **kw)

    def draw_fit(surface, words, *a, **kw):
        drawn.append(words)
        return real_fit(surface, words, *a, **kw)

    monkeypatch.setattr(text, "draw", draw)
    monkeypatch.setattr(text, "draw_fit", draw_fit)
    monkeypatch.setattr(text, "render", render)
    scene.touch()
    scene.app.step(1 / 60)
    return " ".join(drawn)


@pytest.mark.parametrize("lang", ["en", "pt", "da", "fr", "de", "es"])
def test_a_hint_names_what_it_is_compared_with_and_a_tie_for_lowest_says_so(tmp_path, monkeypatch, lang):
    from test_table_panels import table_at
    from test_table_trick_tags import before_my_card

    from game import i18n
    from game.scenes.table import decisions as D
    from game.scenes.table.review import COMPARED, REASONS

    record = before_my_card("schnapsen")
    reason = {}

    def answer(obs):
        cards = [c for c in obs["legal_actions"] if c in obs["hand"]]
        reason["other"] = cards[1]
        return {"action": cards[0], "other": cards[1], "reason": reason["now"](cards)}

    app = start_app(lang=lang)
    try:
        scene = table_at(app, "schnapsen", record["deck"], record["dealer"], record["actions"], tmp_path)
        scene.turn = TurnOwner(FixedHints(answer))
        player = TablePlayer(app, scene, "keys")
        player.settle()
        assert len([c for c in scene.view.hand if D.card_actions(scene.view, c) == [c]]) >= 2
        reason["now"] = lambda cards: ["more_tricks", {"count": 14, "worlds": 20, "than": cards[1]}]
        player.key(pygame.K_h)
        words = drawn_words(scene, monkeypatch)
        other = scene.spec.card_name(reason["other"])
        compared = i18n._(COMPARED["more_tricks"]).split("{than}")[0].strip()
        assert other in words and compared in words, words  # "more tricks than <the other card>"
        assert "14" in words and "20" in words
        if lang != "en":
            assert "more tricks" not in words  # in the player's language
        monkeypatch.undo()
        scene.turn = TurnOwner(FixedHints(answer))
        reason["now"] = lambda cards: ["throws_one_of_lowest", {}]
        player.key(pygame.K_h)
        words = drawn_words(scene, monkeypatch)
        assert i18n._(REASONS["throws_one_of_lowest"]) in words, words
        assert i18n._(REASONS["throws_lowest"]) not in words  # two cards as low: not "the lowest"
    finally:
        app.shutdown()


# -- 5. panels and prompts clear of the trick that just finished ------------------------------------
def before_i_win_and_lead(game, with_panel):
    """(record, card): the player plays ``card``, takes the trick and leads the next one (with a
    decision panel before the lead or not)."""
    import random

    from game.engine import new_deal
    from game.scenes.table import decisions as D
    from game.scenes.table.view import view_of

    for seed in range(11, 200):
        deal, rng = new_deal(game, seed=seed, dealer=seed % 3 if game == "preference" else 1), random.Random(seed)
        while not deal.is_over:
            if deal.current_player == 0 and len(deal.trick) == len(deal.hands) - 1:
                for card in deal.legal_actions():
                    probe = deal.clone()
                    probe.apply(card)
                    if probe.is_over or probe.current_player != 0 or probe.trick:
                        continue
                    view = view_of(probe.observation(0))
                    if view.tricks[-1]["winner"] == 0 and bool(D.panel_actions(view)) == with_panel:
                        return deal.record(), card
            deal.apply(rng.choice(deal.legal_actions()))
    raise AssertionError("no such deal")


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
@pytest.mark.parametrize("game", ["schnapsen", "preference"])
def test_what_asks_for_the_lead_waits_clear_of_the_trick_just_won(tmp_path, monkeypatch, game, size):
    from test_table_panels import table_at

    from game.scenes.table import hud

    with_panel = game == "schnapsen"  # "Before you lead" there; "Your lead" above the hand here
    record, card = before_i_win_and_lead(game, with_panel)
    app = start_app(size=size, speed="normal")
    try:
        scene = table_at(app, game, record["deck"], record["dealer"], record["actions"], tmp_path)
        player = TablePlayer(app, scene, "mouse")
        player.settle()
        prompts = []
        real = hud.prompt

        def spy(surface, ui, centre_bottom, text):
            box = real(surface, ui, centre_bottom, text)
            if box is not None:
                prompts.append(pygame.Rect(box))
            return box

        monkeypatch.setattr(hud, "prompt", spy)
        player.play_card(card)
        on_table = 0
        for _ in range(1200):
            trick = scene.stage.held or scene.stage.collect
            if trick is None and on_table and not scene.sprites.busy(scene.clock):
                break
            prompts.clear()
            scene.touch()
            player.step()
            trick = scene.stage.held or scene.stage.collect
            if trick is None:
                continue
            on_table += 1
            cards = [pygame.Rect(scene.sprites.sprites[c].rect_at(scene.clock)) for c in trick["cards"]]
            covers = [scene.decision.rect] if scene.decision is not None else []
            covers += prompts
            for box in covers:
                assert box.collidelist(cards) == -1, (box, cards)  # nothing asks over the trick's cards
        assert on_table  # the trick was on the table for a while
        player.settle()
        scene.touch()
        player.step()
        if with_panel:
            assert scene.decision is not None  # the panel opens once the trick is cleared
        else:
            assert prompts  # and the prompt shows
    finally:
        app.shutdown()


# -- 7. the tradition page in a low window ----------------------------------------------------------
@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "pt", "da", "fr", "de", "es"])
def test_the_tradition_page_opens_at_its_title_with_its_start_buttons_in_view(size, lang):
    from game.scenes.traditions import TraditionPage

    app = start_app(size=size, lang=lang)
    try:
        player = TablePlayer(app, None, "mouse")
        home = app.top
        for tid in ("aluette", "paris", "vienna"):
            player.click_button(home.controls.find(f"home.{tid}"))  # from the home screen, as a player does
            page = app.top
            assert isinstance(page, TraditionPage) and page.tradition_id == tid
            view = page.scroller.viewport
            assert page.scroller.offset == 0  # opens at the top
            _text, role, _colour, _x, y = page.head[0]
            title = pygame.Rect(view.x, page.scroller.y_to_screen(y), 10, page.ui.text.line_height(role))
            assert view.contains(title)
            starts = [card.start for card in page.cards if card.start.visible]
            assert starts
            for start in starts:
                assert view.contains(start.rect), (tid, start.rect, view)  # in view, not scrolled to
            assert page.controls.focus is starts[0]
            player.key(pygame.K_ESCAPE)
            assert app.top is home
    finally:
        app.shutdown()


# -- 8. small ones ------------------------------------------------------------------------------------
def log_rows(player):
    from test_table_deal_log import open_log

    log = open_log(player)
    rows = [text for text, _start in log._rows]
    player.key(pygame.K_ESCAPE)
    return rows


def engine_deal(game, pick, seed_range=range(1, 400), dealer=None):
    """The record of the first seeded deal where ``pick(deal, rng)`` chose moves until it returned None."""
    import random

    from game.engine import new_deal

    for seed in seed_range:
        deal, rng = new_deal(game, seed=seed, dealer=seed % 3 if dealer is None else dealer), random.Random(seed)
        while not deal.is_over:
            action = pick(deal, rng)
            if action is None:
                return deal.record()
            deal.apply(action)
    raise AssertionError("no such deal")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_deal_log_names_the_turned_card_and_the_talon_the_player_took(tmp_path, lang):
    from test_table_panels import deck_with, table_at

    from game.scenes.table.games import table_game

    app = start_app(speed="fast", lang=lang)
    try:
        scene = table_at(app, "belote", deck_with("belote", {20: "9H"}), dealer=1, tmp_path=tmp_path)
        player = TablePlayer(app, scene, "keys")
        player.choose_option("pass")
        player.settle()
        turned = table_game("belote").card_name("9H")
        assert any(turned in row for row in log_rows(player)[:1]), turned  # the deal opens with it

        def bid_and_take(deal, rng):
            if any(e.get("type") == "talon" for e in deal.events):
                return None
            legal = deal.legal_actions()
            if deal.current_player == 0:
                return next((a for a in legal if a.startswith("bid:")), rng.choice(legal))
            return "pass" if "pass" in legal else rng.choice(legal)

        record = engine_deal("preference", bid_and_take)
        assert [e for e in replay_events(record) if e.get("type") == "talon"][0]["seat"] == 0
        scene = table_at(app, "preference", record["deck"], record["dealer"], record["actions"], tmp_path)
        player = TablePlayer(app, scene, "mouse")
        player.settle()
        names = [table_game("preference").card_name(c) for c in record["deck"][9:11]]
        line = next(row for row in log_rows(player) if all(name in row for name in names))
        assert line.count(names[0]) == 1  # "You take the talon: <card>, <card>."
    finally:
        app.shutdown()


def replay_events(record):
    from game.engine import replay

    return replay(record).events


def test_a_marriage_counts_in_the_log_after_the_trick_that_made_it_count(tmp_path):
    from test_table_panels import table_at

    def marry_then_win(deal, rng):
        kinds = [e.get("type") for e in deal.events]
        if "marriage_counted" in kinds and kinds[kinds.index("marriage_counted"):].count("trick") >= 3:
            return None  # two more tricks played after the one that made it count
        legal = deal.legal_actions()
        married = [a for a in legal if a.startswith("marry:")]
        return married[0] if married and deal.current_player == 0 else rng.choice(legal)

    record = engine_deal("schnapsen", marry_then_win, dealer=1)
    app = start_app(speed="fast")
    try:
        scene = table_at(app, "schnapsen", record["deck"], record["dealer"], record["actions"], tmp_path)
        player = TablePlayer(app, scene, "mouse")
        player.settle()
        rows = log_rows(player)
        counts = next(i for i, row in enumerate(rows) if "now counts" in row)
        tricks = [i for i, row in enumerate(rows) if row.startswith("Trick ")]
        made = next(i for i, e in enumerate(scene.view.events) if e.get("type") == "marriage_counted")
        number = sum(e.get("type") == "trick" for e in scene.view.events[:made]) + 1  # the trick it came with
        assert rows[counts - 1].startswith(f"Trick {number}:"), rows  # that trick first, then the marriage
        assert len(tricks) >= number + 2 and tricks[number] == counts + 1  # and the next trick after it
    finally:
        app.shutdown()


@pytest.mark.parametrize("mode", ["mouse", "keys"])
def test_leaving_between_deals_asks_as_leaving_mid_deal_does(tmp_path, mode):
    from test_table_ask_first import answer
    from test_table_driver import play_to_result, press

    from game.scenes.confirm import ConfirmOverlay
    from game.scenes.table.pause import PauseOverlay

    app = start_app(speed="fast")
    try:
        scene, player = closed_schnapsen(app, tmp_path, mode)
        player.key(pygame.K_ESCAPE)  # mid-deal: the pause menu's Leave asks
        pause = app.top
        assert isinstance(pause, PauseOverlay)
        player.click_button(pause.controls.find("leave"))
        mid = app.top
        assert isinstance(mid, ConfirmOverlay)
        title = mid.title() if callable(mid.title) else mid.title
        answer(player, yes=False)
        assert app.top is scene
        player.choose_option("claim")
        sheet = play_to_result(player)
        assert not scene.session.match_finished  # a match in progress
        press(player, "leave")
        ask = app.top
        assert isinstance(ask, ConfirmOverlay)
        assert (ask.title() if callable(ask.title) else ask.title) == title  # the same question
        answer(player, yes=False)
        assert scene.modal is sheet
        press(player, "leave")
        player.confirm_question()  # this time the player means it
        app._apply_ops()
        assert scene not in app.stack
    finally:
        app.shutdown()


@pytest.mark.parametrize("mode", ["mouse", "keys"])
def test_an_unplayable_card_is_never_raised_as_playable(tmp_path, mode, monkeypatch):
    from test_table_driver import DIGIT_KEYS
    from test_table_panels import table_at

    from game.scenes.table import decisions as D
    from game.scenes.table.texts import turn_prompt

    def follow_suit(deal, rng):
        legal = deal.legal_actions()
        if deal.current_player == 0 and deal.trick and 1 < len(legal) < len(deal.hands[0]):
            return None
        return rng.choice(legal)

    record = engine_deal("belote", follow_suit, range(11, 80), dealer=1)
    app = start_app(size=(1024, 600), speed="fast")
    try:
        scene = table_at(app, "belote", record["deck"], record["dealer"], record["actions"], tmp_path)
        player = TablePlayer(app, scene, mode)
        player.settle()
        good = next(c for c in scene.view.hand if c in D.playable(scene.view))
        bad = next(c for c in scene.view.hand if c not in D.playable(scene.view))
        if mode == "mouse":
            player.click(player.card_point(good))
        else:
            player.key(DIGIT_KEYS[scene.view.hand.index(good)])
        assert scene.selected == good and scene.confirm_button.interactive
        before = len(scene.session.deal.actions)
        if mode == "mouse":
            player.click(player.card_point(bad))
        else:
            player.key(DIGIT_KEYS[scene.view.hand.index(bad)])
        assert scene.selected is None  # not raised as if it could be played
        assert not scene.confirm_button.interactive  # and Play card does not look ready for it
        assert any(tone == "warn" for _t, _u, tone in scene.banners)  # it says why
        assert len(scene.session.deal.actions) == before
        # the refusal does not lie over the turn prompt: the prompt waits until it has faded
        from game.scenes.table import hud

        prompt = turn_prompt("belote", scene.view)
        prompts = []
        real = hud.prompt
        monkeypatch.setattr(hud, "prompt", lambda surface, ui, at, text: (prompts.append(text),
                                                                          real(surface, ui, at, text))[1])
        scene.touch()
        player.step()
        assert prompt not in prompts
        for _ in range(600):
            if not any(tone == "warn" for _t, _u, tone in scene.banners):
                break
            player.step()
        scene.touch()
        player.step()
        assert prompt in prompts
    finally:
        app.shutdown()


def test_the_continue_list_counts_a_finished_deal_as_played():
    import random

    from game import saves
    from game.scenes.saved_matches import ContinueScene
    from game.scenes.table.session import Session

    for game, finish in (("schnapsen", True), ("belote", False)):
        session = Session.new(game, seed=5)
        rng = random.Random(5)
        while not session.deal.is_over if finish else len(session.deal.actions) < 4:
            session.apply(rng.choice(session.deal.legal_actions()))
    saves.flush()
    app = start_app()
    try:
        app.go_home()
        app.step(1 / 60)
        home = app.top
        home.refresh()
        home.layout(home.size)
        player = TablePlayer(app, None, "mouse")
        player.click_button(home.controls.find("continue"))
        listing = app.top
        assert isinstance(listing, ContinueScene)
        texts = {}
        real = listing.ui.text.draw_fit

        def spy(surface, words, *a, **kw):
            texts.setdefault("all", []).append(words)
            return real(surface, words, *a, **kw)

        listing.ui.text.draw_fit = spy
        try:
            app.step(1 / 60)
        finally:
            del listing.ui.text.draw_fit
        shown = texts["all"]
        assert any(t.endswith("\u00b7 1 deal played") for t in shown), shown  # deal 1 is over
        assert any(t.endswith("\u00b7 deal 1") for t in shown)  # Belote's deal 1 is still in play
        assert sum("deal 1" in t for t in shown) == 1
    finally:
        app.shutdown()


COMPARISONS = [
    ("belote", "more_tricks", {"count": 14, "worlds": 20}),
    ("belote", "denies_trick", {"count": 12, "worlds": 20}),
    ("aluette", "ahead_in", {"count": 15, "worlds": 20}),
    ("schnapsen", "wins_cheaply", {}),
    ("schnapsen", "heads_cheaply", {}),
    ("schnapsen", "more_game_points", {"points": 0.4}),
    ("schnapsen", "more_card_points", {"points": 6}),
    ("belote", "more_card_points", {"points": 9}),
]


@pytest.mark.parametrize("lang", ["en", "pt", "da", "fr", "de", "es"])
def test_every_comparison_names_the_other_choice_in_every_language(lang):
    from game import i18n
    from game.engine import new_deal
    from game.scenes.table.games import table_game
    from game.scenes.table.review import reason_words

    english = {}
    i18n.set_language("en")
    for game, rid, params in COMPARISONS:
        spec = table_game(game)
        other = new_deal(game, seed=1).hands[0][0]
        english[game, rid] = reason_words(spec, [rid, {**params, "than": other}])
    i18n.set_language(lang)
    try:
        for game, rid, params in COMPARISONS:
            spec = table_game(game)
            other = new_deal(game, seed=1).hands[0][0]
            words = reason_words(spec, [rid, {**params, "than": other}])
            assert spec.card_name(other) in words, (rid, words)  # what it is compared with
            assert "{" not in words and words
            if lang != "en":
                assert words != english[game, rid]  # in the player's language
        call = reason_words(table_game("belote"), ["ahead_in", {"count": 15, "worlds": 20, "than": "pass"}])
        assert table_game("belote").action_label("pass") in call
    finally:
        i18n.set_language("en")
