"""The table's clock: whose move it is, the computer players, hints, animations' pace.

:class:`TableFlow` is the part of the table scene that moves the match on:
the player's choices are applied as soon as the cards are still, a computer
seat thinks in a worker thread (with its own random generator and a copy of
its observation) while the window keeps drawing, and short pauses let the
player follow each card.  Every wait is scaled by the animation-speed setting.
"""

from __future__ import annotations

import sys
import traceback

from game.ai.claim import claim_action, claim_certain, conceding_action
from game.ai.levels import DEFAULT_LEVEL, searches
from game.engine import IllegalAction, descriptor
from game.i18n import N_, _

from ..search_mode import table_reasons
from . import cues
from . import decisions as D
from .banners import BANNER_TIME, REFUSAL_TIME  # noqa: F401 - the pace of the table's messages
from .placement import Stage, placements
from .texts import by_seat, event_message, refusal

# seconds at normal speed; the animation-speed setting scales them (instant: 0)
AI_PAUSE = 0.55
HOLD = 1.5  # a finished trick stays this long once its last card has landed
RESULT_DELAY = 0.3
AUTOPLAY_DELAY = 0.35
CLAIM_PACE = 0.12  # a claimed deal's cards follow each other quickly
CLAIM_HOLD = 0.5  # and its tricks stay only a moment
VOID_DELAY = 3.2  # a deal that ends without play: its notice stays this long (a click or key goes on sooner)
VOID_FLOOR = 0.75  # and never much less, whatever the animation speed: it is read, not watched
REVEAL_TIME = 2.2
DEMO_NEXT = 1.6
#: shown when the computer players' worker had to be started again (it stopped answering, or stopped)
NOTICE_RESTARTED = N_("The computer players stopped answering and were restarted. The game goes on.")
#: shown when the hint could not be worked out (its search failed, or its worker was lost twice)
NOTICE_NO_HINT = N_("No hint this time: the computer players could not work one out. Ask again with H.")
#: shown when a computer player failed and a simple sound move was played in its place
NOTICE_FALLBACK = N_("A computer player could not finish its thinking and played a simple move instead.")


class TableFlow:
    clock = 0.0  # the table's own time: seconds of play, advanced by update()
    view = None  # the player's TableView, read from the session after every move

    def _read_view(self):
        self.view = self.session.view(0)

    # -- the human's moves --------------------------------------------------------------------
    def _human_turn(self):
        s = self.session
        # once a seat has claimed the rest, the table plays every card, the player's too
        return (s is not None and self.view is not None and s.human_turn and not self.view.is_over
                and self.result.claimer is None)

    def do_action(self, action, asked=False):
        """Carry out the player's choice (a legal action) as soon as the table is still;
        a call that cannot be taken back is asked about first."""
        if not self._human_turn():
            self.say(refusal(self.game, "not_your_turn"), "warn")
            return
        if self.turn.pending is not None:
            return  # the player's move is chosen and on its way
        if action not in self.session.deal.legal_actions():
            return  # a choice offered for a state that has passed
        question = None if asked else self._question(action)
        if question is not None:
            from ..confirm import ConfirmOverlay

            title, message, label = question
            self.push(ConfirmOverlay(title, message, label, lambda: self.do_action(action, asked=True),
                                     N_("Cancel")))
            return
        self.turn.close_popup()
        if not self._idle():
            self.turn.queue(action)
            self._refresh_widgets()
            return
        self._apply(action)

    def _question(self, action):
        """(title, message, confirm label) when ``action`` is irreversible: the game's own such calls,
        and any call that is not a card and ends the deal."""
        if D.is_card_action(self.view, action):
            return None
        probe = self.session.deal.clone()
        probe.apply(action)
        return self.spec.question(self.view, action, probe.is_over)

    def try_card(self, card):
        """The player confirms ``card``: play it, or say why not."""
        if not self._human_turn():
            self.say(refusal(self.game, "not_your_turn"), "warn")
            return
        if self.turn.pending is not None:
            return
        acts = D.card_actions(self.view, card)
        if not acts:
            try:
                self.session.apply(card)
            except IllegalAction as exc:
                self.say(refusal(self.game, exc.code, exc.params), "warn")
                return
            # legal after all (cannot happen: legal actions come from the same deal)
            self._after_apply([])
            return
        if len(acts) > 1:
            self.turn.open_popup(card)
            self._rebuild_panels()
            return
        self.do_action(acts[0])

    def refuse_call(self, action):
        """Say why ``action``, a call the panel shows but that is not open now (a dimmed cell of an
        auction's grid), is refused: the engine's own reason, under the panel's choices (a large
        panel may leave no room for a message on the cloth)."""
        if not self._human_turn() or action in self.session.deal.legal_actions():
            return
        try:
            self.session.deal.clone().apply(action)
        except IllegalAction as exc:
            text = refusal(self.game, exc.code, exc.params)
            if self.decision is None or self.lay is None:
                self.say(text, "warn")
                return
            cues.refused(self)
            self.panel_reason(text)

    def cancel_popup(self):
        self.turn.close_popup()
        self._rebuild_panels()

    def _apply(self, action, seat_events=None):
        before = self.view
        events = self.session.apply(action)
        self._after_apply(events, before)

    def _after_apply(self, events, before=None):
        before = before or self.view
        view = self.session.view(0)
        if len(view.tricks) > len(before.tricks):
            self.stage.finished(view.tricks[-1])  # counted once the last card has landed
        said = []
        for event in events:
            said.append(self._announce(event))
            seat = self.spec.table_to(event)
            if seat is not None:
                self.stage.send_table_to(seat)
        end = self.session.ended
        if end is not None and end.void and said and said[-1]:
            self.messages.pin(said[-1])  # why the deal ends unplayed stays in view until the next one
        self.view = view
        self.hand.moved(view.hand)
        self.turn.reset()
        self._sync()
        self._rebuild_panels()
        if view.is_over:
            self.result.due(None)

    def _announce(self, event):
        shown = self.spec.revealed(event)
        if shown is not None and shown[0] != 0:
            self.stage.reveal(shown, self.clock + REVEAL_TIME * max(self.factor, 0.5))
        if event.get("type") in descriptor(self.game).quiet_events:
            return
        cues.announce(self, event)
        text = event_message(self.game, event)
        if text:
            self.say(text)
        return text

    def say(self, text, tone="note"):
        self.touch()
        if tone == "warn":
            cues.refused(self)
            self.messages.warn(text, self.clock)
            return
        self.messages.note(text, self.clock, self.factor)

    def confirm_selected(self):
        if self.hand.selected is not None:
            self.try_card(self.hand.selected)

    # -- the frame loop ---------------------------------------------------------------------------
    def _idle(self):
        return self.stage.still() and not self.sprites.busy(self.clock)

    def update(self, dt):
        if self.paused or self.tab == "rules":
            return
        self.clock += dt
        now = self.clock
        if self.messages.expire(now):
            self.touch()
        if self.stage.expire(now):
            self._sync()
        self._poll_hint()
        self._follow_review()
        if self.stage.held is not None:
            self._hold_trick(now)
            return
        if self.stage.collect is not None:
            if not self.sprites.busy(now):
                self.stage.collected()
                self._sync()
                self._rebuild_panels()  # a panel waits until the trick is cleared
            return
        if self.sprites.busy(now):
            return
        if self.modal is not None or self._human_turn():
            self.images.work(0.004)  # the table is still: draw ahead what will be needed
        if self.turn.pending is not None:
            action = self.turn.take_pending(self.session.deal.legal_actions())
            if action is not None and self._human_turn():
                self._apply(action)
            return
        if self.view.is_over:
            self._deal_over(now)
            return
        seat = self.view.current
        if self.result.claimer is not None:
            self._play_claimed(seat, now)
            return
        if self.session.is_human(seat):
            cues.turn(self)
            self._maybe_autoplay(now)
            return
        if not self.turn.asked(seat) and claim_certain(self.session.observation(seat)):
            self._start_claim(seat)  # a computer player sure of every trick left lays its cards down
            return
        self._ai_turn(seat, now)

    # -- claiming the rest --------------------------------------------------------------------------
    def can_claim(self):
        """May the player claim the rest now (every remaining trick certain, by their own view)?"""
        return (self.result.claimer is None and self._human_turn() and self.popup_card is None
                and claim_certain(self.session.observation(0)))

    def claim_rest(self):
        if self.can_claim():
            self._start_claim(0)

    def _start_claim(self, seat):
        # for the deal log: where the claim falls among the deal's events, and what it leaves to win
        obs = self.session.observation(seat)
        self.result.claim(seat, {"seat": seat, "at": len(obs.get("events") or []), "tricks": len(obs.get("hand") or []),
                                 "played": len(obs.get("tricks") or []), "points": D.claim_points(self.view, seat)})
        self.say(by_seat(seat, _("You claim the remaining tricks."), _("{name} claims the remaining tricks.")))
        self._rebuild_panels()

    def _play_claimed(self, seat, now):
        """The claimed deal is played out quickly: the claimer's cards, the others' first legal cards
        (every trick and its points go to the claimer whatever falls), each an ordinary action."""
        if now < self.turn.forced_wait(now, CLAIM_PACE * self.factor):
            return
        obs = self.session.observation(seat)
        self._apply(claim_action(obs) if seat == self.result.claimer else conceding_action(obs))

    def _waits_for_player(self):
        s = self.app.settings if self.app is not None else None
        return bool(s is not None and s.get("trick_pause") == "click" and self.session.humans and not self.demo
                    and self.factor > 0 and self.result.claimer is None)

    def _trick_pause(self):
        """Seconds a finished trick stays in view at normal speed (the setting's length)."""
        from game.settings import TRICK_PAUSE_SECONDS

        s = self.app.settings if self.app is not None else None
        if self.result.claimer is not None:
            return CLAIM_HOLD
        if s is None or self.demo:
            return HOLD
        return TRICK_PAUSE_SECONDS.get(s.get("trick_pause"), HOLD)

    def _hold_trick(self, now):
        """A finished trick stays in view: from the moment its last card lands, for a while
        (scaled by the animation speed), or until a click or key when the player asked so."""
        if self.sprites.busy(now):
            return
        if self.stage.held_until is None:
            self.stage.hold_until(now + self._trick_pause() * self.factor)
            self.touch()  # the winner's card is marked now
        if self._waits_for_player():
            return  # released by release_trick()
        if now >= self.stage.held_until:
            self.release_trick()

    def release_trick(self):
        """The held trick goes to its winner (the last trick of a deal stays for the result)."""
        if self.stage.held is None or self.stage.held_until is None:
            return False
        if self.view.is_over:
            self.stage.drop_held()
            self._sync(instant=True)
            self._show_result_soon()
            return True
        self.stage.release()
        self._sync()
        return True

    def void_waits(self):
        """A deal that ended without play waits for the next one (a click or key starts it)."""
        end = self.session.ended if self.session is not None else None
        return bool(end is not None and end.void and not self.result.shown and self.session.humans
                    and not self.demo and self.modal is None)

    def _show_result_soon(self):
        self.result.due(self.clock - RESULT_DELAY * self.factor)

    def _deal_over(self, now):
        end, result = self.session.ended, self.result
        if end is None or result.shown:
            if result.shown and self.demo and self.modal is not None and not end.match_over:
                if now >= (result.at or now) + DEMO_NEXT * max(self.factor, 0.25):
                    self.next_deal()
            return
        if result.at is None:
            result.due(now)
        if end.void:
            if now >= result.at + VOID_DELAY * max(self.factor, VOID_FLOOR):
                self.next_deal()
            return
        if now >= result.at + RESULT_DELAY * self.factor:
            result.due(now)
            self._show_result()

    def _ai_turn(self, seat, now):
        turn = self.turn
        if not turn.asked(seat):  # the observation is built once per question, not every frame
            if searches(self._ai_level()):
                self._tell_search_mode()
            turn.think(seat, self.game, self._ai_level(), self.session.observation(seat),
                       self.session.ai_seed(seat), now)
        legal = self.session.deal.legal_actions()
        answer, error = turn.poll_move(legal)
        if turn.take_restart() and self.app is not None:
            self.app.notify(NOTICE_RESTARTED)
        if answer is None and error is not None:
            # a failing player must not stop the match: a sound move instead
            print(f"cardavia: computer player failed ({error}); playing a safe move", file=sys.stderr)
            turn.settle_answer(self._fallback_move(seat))
            if self.app is not None:
                self.app.notify(NOTICE_FALLBACK)
        if turn.answer_ready and now >= turn.started + AI_PAUSE * self.factor:
            action = turn.take_answer(legal)
            if action is not None:
                self._apply(action)

    def _tell_search_mode(self):
        """A calm notice, once per table for each, when the search runs compiling, plain or in a thread."""
        mode = getattr(self.turn.thinker, "search_mode", None)
        report = mode() if mode is not None else None
        if not report or self.app is None:
            return
        told = self.__dict__.setdefault("_search_told", set())
        for key, words in table_reasons(report):
            if key not in told:
                told.add(key)
                self.app.notify(words)

    def _fallback_move(self, seat):
        """A sound move when the chosen player failed: the easy player's, else the first legal one."""
        legal = self.session.deal.legal_actions()
        try:
            from game.ai import make_player

            action = make_player(self.game, "easy", self.session.ai_rng(seat)).choose(self.session.observation(seat))
        except Exception:  # noqa: BLE001
            traceback.print_exc(file=sys.stderr)
            action = None
        return action if action in legal else legal[0]

    def _ai_level(self):
        s = self.app.settings if self.app is not None else None
        return s.ai_level if s is not None else DEFAULT_LEVEL

    def ai_thinking(self):
        """The seat whose AI is taking longer than the pause (shown as thinking), or None."""
        seat = self.turn.thinking_seat
        if seat is None:
            return None
        if self.clock - self.turn.started < max(0.4, AI_PAUSE * self.factor):
            return None
        return seat

    def _maybe_autoplay(self, now):
        s = self.app.settings if self.app is not None else None
        action = D.lone_choice(self.view, s is not None and s.autoplay_forced)
        if action is None:
            return
        # a fresh wait per state, so the player sees the move go
        if now >= self.turn.forced_wait(now, AUTOPLAY_DELAY * self.factor):
            self._apply(action)

    def ask_hint(self):
        if not self._human_turn() or self.turn.hint_busy:
            return
        if self.turn.ask_hint(self.game, self.session.observation(0), self.session.ai_seed(0), self.clock):
            self._tell_search_mode()
            self._hint_progress()
        elif self.turn.hint_action is not None:
            self._show_hint(self.turn.hint_action)

    def _hint_progress(self):
        """The line that stays while the hint is worked out: how long it has been, and that Escape stops it."""
        if not self.turn.hint_busy:
            text = None
        else:
            seconds = int(self.clock - self.turn.hint_started)
            text = _("Thinking about a hint\u2026 {seconds} s \u00b7 Esc stops").format(seconds=seconds)
        if self.messages.hold(text):
            self.touch()

    def cancel_hint(self):
        """Escape while the hint is worked out: it is not wanted any more."""
        if self.turn.cancel_hint():
            self._hint_progress()
            self.say(_("Hint stopped."))
            return True
        return False

    def _poll_hint(self):
        if self.turn.hint_busy:
            action = self.turn.poll_hint(self.session.deal.legal_actions())
            if self.turn.take_restart() and self.app is not None:
                self.app.notify(NOTICE_RESTARTED)
            if action is not None:
                self._show_hint(action)
                return
            failed = self.turn.take_hint_failure()
            if failed is not None:
                print(f"cardavia: the hint failed ({failed})", file=sys.stderr)
                if self.app is not None:
                    self.app.notify(NOTICE_NO_HINT)
        self._hint_progress()

    def _show_hint(self, action):
        self._hint_progress()
        card = D.carried_card(self.view, action)
        if card in self.view.hand:
            self.hand.show(self.view.hand, card)
            self._sync()
            note = self.spec.hint_note(action)
            if note:
                self.say(note)
        elif self.decision is not None and any(o.key == action for o in self.decision.options):
            # a panel's choice: the keyboard goes to it, so Enter does what the ring shows
            self.hand.lower()
            self.hand.focus("panel")
            self._sync()
        self._rebuild_panels()

    # -- sprites -----------------------------------------------------------------------------------
    def _stage(self):
        view = self.view
        sel = self.hand.raised_index(view.hand)
        dimmed = frozenset()
        if self._human_turn():
            can = D.playable(view)
            if can:
                dimmed = frozenset(c for c in view.hand if c not in can)
        stage = self.stage
        return Stage(sel, (), stage.held, stage.collect, stage.shown(), dimmed, 0)

    def _sync(self, instant=False):
        self.touch()
        if self.lay is None or self.view is None:
            return
        places = placements(self.view, self.lay, self._stage())
        cues.placed(self, self.stage.places, places, instant)
        self.stage.placed(places)
        lay = self.lay
        factor = 0.0 if instant else self.factor

        def seat_box(seat):
            return lay.seats[seat].hand

        table_to = self.stage.take_table_to()
        self.sprites.sync(places, self.clock, factor, deck_box=lay.deck, seat_box=seat_box,
                          deal_key=self._deal_key, table_to=table_to)

    def _deal_key(self, key, place):
        """Dealing order: packets round the table from the dealer's neighbour."""
        sp = self.spec
        n = sp.n_seats
        first = (self.view.dealer + sp.direction) % n
        if place.seat is None:
            return (99, 0, place.z)
        pos = ((place.seat - first) * sp.direction) % n
        index = place.z % 100
        packet, total = 0, 0
        for packet, size in enumerate(sp.info.deal_packets or (sp.info.hand_size,)):  # noqa: B007 - used below
            total += size
            if index < total:
                break
        return (packet, pos, index)


__all__ = ["TableFlow"]
