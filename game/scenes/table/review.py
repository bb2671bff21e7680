"""The coach at the table: the review of a finished deal, and the hint's reason in words.

The coach (:mod:`game.ai.coach`) answers in ids: a decision's trick, the
actions played and better, a cost in the game's points and a reason id with
parameters.  This module puts them into the player's language through the
game's table module (card and action names, how a cost reads) and draws the
review panel that opens from the result panel.  The review is computed in
the worker process; the turn owner holds it for the finished deal's state,
so an answer for an older deal never shows.
"""

from __future__ import annotations

import math

import pygame

from game.engine import action_card
from game.i18n import N_, _, ngettext

from .. import theme
from ..widgets import panel
from . import hud
from .decisions import carried_card
from .hud import GOLD
from .panels import Option, SheetPanel
from .texts import fill

# reason id -> words; the ones that count something are in _counted().  A reason counted
# over the deals the expert drew (``count`` of ``worlds``) says so after its words
# (_how_often), unless its words already hold the count (ALREADY_COUNTED).
REASONS = {
    "only_winner": N_("the only choice that comes out ahead"),
    "wins_cheaply": N_("it wins the trick cheaply"),
    "leaves_partner": N_("it leaves the trick to your partner"),
    "keeps_card": N_("it keeps {card} for later"),
    "saves_card": N_("it saves {card}"),
    "throws_lowest": N_("it throws the lowest card"),
    "throws_one_of_lowest": N_("it throws one of your lowest cards"),
    "draws_trumps": N_("it draws trumps"),
    "top_card": N_("it leads the best card left in its suit"),
    "best_average": N_("it does better on average"),
    "heads_trick": N_("it beats the cards already played"),
    "heads_cheaply": N_("it beats the cards already played more cheaply"),
    "leads_master": N_("it leads a card nobody can beat"),
    "voids_suit": N_("it leaves you void in {suit}"),
    "longer_suit": N_("{suit} is your longer suit"),
    "partner_holds": N_("your partner most likely holds {card}, which takes the trick"),
    "partner_takes_trick": N_("your partner takes the trick"),
    "keeps_for_last": N_("it keeps {card} for the last trick"),
    "keeps_for_later": N_("it keeps {card}, which takes a later trick"),
    "denies_trick": N_("it keeps the opponents from taking the trick"),
    "more_tricks": N_("it takes more tricks"),
    "ahead_in": N_("it comes out ahead of the other choice"),
}
#: the reasons that compare the choice with another (``than``), naming it
COMPARED = {
    "wins_cheaply": N_("it wins the trick more cheaply than {than}"),
    "heads_cheaply": N_("it beats the cards already played more cheaply than {than}"),
    "denies_trick": N_("unlike {than}, it keeps the opponents from taking the trick"),
    "more_tricks": N_("it takes more tricks than {than}"),
    "ahead_in": N_("it comes out ahead of {than}"),
}
COUNTED = ("wins_trick", "feeds_partner", "draws_last_trumps")
#: reasons whose words say how likely they are themselves
ALREADY_COUNTED = ("partner_holds",)


def _counted(rid, params):
    points = int(params.get("points", 0) or 0)
    if rid == "wins_trick":
        if points <= 0:
            return _("it wins the trick")
        return ngettext("it wins the trick and its {points} point", "it wins the trick and its {points} points",
                        points).format(points=points)
    if rid == "feeds_partner":
        return ngettext("it adds {points} point to your partner's trick",
                        "it adds {points} points to your partner's trick", points).format(points=points)
    trumps = int(params.get("trumps", 0) or 0)
    if trumps <= 0:
        return _("it draws the opponents' last trumps")
    return ngettext("it draws the opponents' last trump", "it draws the opponents' last {trumps} trumps",
                    trumps).format(trumps=trumps)


def _how_often(words, params):
    """``words`` and in how many of the deals drawn they held (nothing to add for a single deal)."""
    worlds = int(params.get("worlds", 0) or 0)
    if worlds <= 1 or "count" not in params:
        return words
    count = int(params["count"])
    if count >= worlds:
        return _("{reason} in all {worlds} deals").format(reason=words, worlds=worlds)
    return ngettext("{reason} in {count} of {worlds} deals", "{reason} in {count} of {worlds} deals",
                    count).format(reason=words, count=count, worlds=worlds)


def move_name(spec, action, view=None):
    """A decision in words: a card by its name, a call by its button's words (as offered
    in ``view``, the position it was decided in, when known)."""
    carried = action_card(spec.key, action)
    if carried is not None:
        return spec.move_words(action, carried[0])
    if view is not None:
        return spec.option_label(view, action)
    return spec.action_label(action)


def compared_name(spec, action):
    """The other choice a reason compares with: a card by its name, a call in quotes."""
    if is_card_move(spec, action):
        return move_name(spec, action)
    # Translators: a call named inside a reason, such as: it comes out ahead of "Pass"
    return _("\u201c{call}\u201d").format(call=move_name(spec, action))


def is_card_move(spec, action):
    return action_card(spec.key, action) is not None


def reason_words(spec, reason):
    """``[id, params]`` from the coach in a few words (empty when unknown).

    The game's table words its own reasons (``spec.reason_text``), with their counts."""
    if not reason:
        return ""
    rid, params = reason[0], dict(reason[1] or {})
    words = dict(params)
    if "card" in params:
        words["card"] = spec.card_name(params["card"])
    if params.get("suit"):
        words["suit"] = spec.suit_label(params["suit"])
    if params.get("than"):
        words["than"] = compared_name(spec, params["than"])
    own = spec.reason_text(rid, params, words)
    if own:
        return own
    if rid in COUNTED:
        return _how_often(_counted(rid, params), params)
    message = REASONS.get(rid)
    if params.get("than") and rid in COMPARED:
        message = COMPARED[rid]
    if message is None:
        return ""
    text = fill(_(message), **words)
    return text if rid in ALREADY_COUNTED else _how_often(text, params)


def mistake_line(spec, mistake, view=None):
    """One sentence: where, what was played, what was better, by how much and why."""
    played, better = mistake["played"], mistake["better"]
    words = {
        "trick": mistake.get("trick"),
        "played": move_name(spec, played, view),
        "better": move_name(spec, better, view),
        "cost": spec.cost_words(mistake["cost"]),
        "reason": reason_words(spec, mistake.get("reason")) or _(REASONS["best_average"]),
    }
    if mistake.get("trick") is None:
        return _("Before the play: you chose \u201c{played}\u201d; \u201c{better}\u201d was better, "
                 "{cost} \u2014 {reason}.").format(**words)
    if is_card_move(spec, played) and is_card_move(spec, better):
        return _("Trick {trick}: you played {played}; {better} was better, {cost} \u2014 {reason}.").format(**words)
    return _("Trick {trick}: you chose \u201c{played}\u201d; \u201c{better}\u201d was better, "
             "{cost} \u2014 {reason}.").format(**words)


def decision_views(record, seat, indices):
    """``{index: view}``: the seat's view of the deal just before each of those actions."""
    from game.engine import replay

    from .view import view_of

    out = {}
    for index in sorted(set(indices)):
        try:
            deal = replay({**record, "actions": list(record["actions"][:index])})
        except ValueError:
            continue
        out[index] = view_of(deal.observation(seat))
    return out


def review_lines(spec, review, views=None):
    """The review's paragraphs: one per costly decision, or why there is none."""
    if not review.get("available", True):
        return [_("No expert review is available for this game.")]
    mistakes = review.get("mistakes") or []
    count = review.get("decisions", 0)
    if count == 0:
        return [_("You had no choice to make in this deal: every move was forced.")]
    if not mistakes:
        return [_("No costly mistake: every choice you made was as good as the expert's, "
                  "or too close to tell apart.")]
    views = views or {}
    return [mistake_line(spec, m, views.get(m.get("index"))) for m in mistakes]


class ReviewPanel:
    """The coach's review over the table, with a Back button to the result panel."""

    kind = "review"

    def __init__(self, spec, back, record=None):
        self.spec = spec
        self.record = record  # the reviewed deal: the positions its calls are named in
        self._views = None
        self.options = [Option("back", lambda: _("Back"), back, style="primary")]
        self.escape = back
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hint = None
        self.answer = None  # ("done", review) or ("error", message) once known
        self.progress = None  # 0..1 while the coach works, when it told
        self.phase = 0  # the spinner's step
        self._lines = []
        self._role = "body"

    @property
    def buttons(self):
        return [o.button for o in self.options]

    @property
    def busy(self):
        return self.answer is None

    def title(self):
        return _("Your play, reviewed")

    def subtitle(self):
        if self.answer is None or self.answer[0] != "done":
            return ""
        review = self.answer[1]
        if not review.get("available", True):
            return ""
        n = review.get("decisions", 0)
        shown = len(review.get("mistakes") or [])
        if shown:
            return ngettext("Your costliest decision of {count} reviewed", "Your {shown} costliest decisions of "
                            "{count} reviewed", shown).format(shown=shown, count=n)
        return ngettext("{count} decision reviewed", "{count} decisions reviewed", n).format(count=n)

    def paragraphs(self):
        if self.answer is None:
            return [_("The expert weighs each of your decisions from what you knew then.")]
        status, value = self.answer
        if status != "done":
            return [_("The review could not be made this time.")]
        if self._views is None and self.record is not None:
            self._views = decision_views(self.record, value.get("seat", 0),
                                         [m["index"] for m in value.get("mistakes") or []])
        return review_lines(self.spec, value, self._views)

    def status_text(self):
        """What the spinner says while the coach works."""
        if self.progress is None:
            return _("Reviewing\u2026")
        return _("Reviewing\u2026 {percent}\u00a0%").format(percent=int(round(100 * self.progress)))

    def layout(self, ui, lay):
        limit = pygame.Rect(lay.modal(0.8, 0.86))
        pad, gap = ui.px(28), ui.px(12)
        btn = self.options[0].button
        btn_w, btn_h = btn.measure(ui)
        width = min(limit.w, max(ui.px(560), int(limit.w * 0.9)))
        inner = width - 2 * pad
        head = ui.text.line_height("title") + ui.px(4) + ui.text.line_height("subtitle") + ui.px(14)
        for role in ("body", "small"):
            lines = []
            for text in self.paragraphs():
                lines.extend(ui.text.wrap(text, role, inner))
                lines.append("")
            spinner = 2 if self.busy else 0  # the spinner's line and a gap under it
            body = (max(len(lines), 2) + spinner) * ui.text.line_height(role)
            height = pad + head + body + gap + btn_h + pad
            if height <= limit.h:
                break
        self._role, self._lines = role, lines[:-1] if lines else []
        self.rect = pygame.Rect(0, 0, width, min(limit.h, height))
        self.rect.center = limit.center
        btn.rect = pygame.Rect(self.rect.right - pad - btn_w, self.rect.bottom - pad - btn_h, btn_w, btn_h)

    def draw(self, surface, ui):
        rect = self.rect
        panel(surface, ui, rect, fill=theme.PAPER, border=theme.RULE_DARK)
        pad = ui.px(28)
        x, y, inner = rect.x + pad, rect.y + pad, rect.w - 2 * pad
        ui.text.draw_fit(surface, self.title(), "title", theme.INK, (x, y), inner)
        y += ui.text.line_height("title") + ui.px(4)
        sub = self.subtitle()
        if sub:
            ui.text.draw_fit(surface, sub, "subtitle", theme.INK_SOFT, (x, y), inner)
        y += ui.text.line_height("subtitle") + ui.px(14)
        bottom = self.options[0].button.rect.y - ui.px(8)
        line_h = ui.text.line_height(self._role)
        if self.busy:
            self._draw_spinner(surface, ui, (x + ui.px(14), y + ui.px(16)))
            ui.text.draw(surface, self.status_text(), "body_bold", theme.INK, (x + ui.px(38), y + ui.px(4)))
            y += 2 * line_h
        for line in self._lines:
            if y + line_h > bottom:
                break
            ui.text.draw(surface, line, self._role, theme.INK_SOFT if self.busy else theme.INK, (x, y))
            y += line_h if line else line_h // 2

    def _draw_spinner(self, surface, ui, centre):
        """Eight dots round a circle, the brightest one stepping on with ``phase``."""
        r = ui.px(10)
        for i in range(8):
            angle = 2 * math.pi * i / 8
            p = (int(centre[0] + r * math.cos(angle)), int(centre[1] + r * math.sin(angle)))
            age = (self.phase - i) % 8
            colour = GOLD if age == 0 else (theme.INK_SOFT if age < 3 else theme.RULE)
            pygame.draw.circle(surface, colour, p, max(2, ui.px(3) - (1 if age >= 3 else 0)))


class TableReview:
    """The table scene's part of the review: open it, follow the coach, go back."""

    def review_option(self):
        """The result panel's Review button (none for a table nobody plays at)."""
        if self.demo or not self.session.humans:
            return []
        return [Option("review", lambda: _("Review"), self.open_review)]

    def open_review(self):
        if not isinstance(self.modal, SheetPanel) or not self.session.deal.is_over:
            return
        self.result.keep_under_review(self.modal)
        record = self.session.deal.record()
        self.turn.ask_review(self.game, record, 0)
        self._set_modal(ReviewPanel(self.spec, self.close_review, record))
        self._follow_review()
        self._rebuild_panels()

    def close_review(self):
        if not isinstance(self.modal, ReviewPanel):
            return
        self._set_modal(self.result.back_from_review())
        self._rebuild_panels()
        review = next((b for b in (self.modal.buttons if self.modal else []) if b.key == "review"), None)
        if review is not None:
            self.controls.focus_on(review)

    # -- the hint's reason ------------------------------------------------------------
    def hint_words(self):
        """``Hint: it draws trumps`` while a hint with a reason is shown, else ""."""
        reason = self.turn.hint_reason if self.turn is not None else None
        if not reason or self.hint_action is None or not self._human_turn():
            return ""
        words = reason_words(self.spec, reason)
        return _("Hint: {reason}").format(reason=words) if words else ""

    def _draw_hint_reason(self, surface):
        """The hint's reason in a few words over the hinted card; its box."""
        text = self.hint_words()
        if not text or self.modal is not None or self.decision is not None:
            return None  # a decision panel says it under its choices
        ui, lay, hand = self.ui, self.lay, self.view.hand
        action = self.hint_action
        card = carried_card(self.view, action)
        if card not in hand:
            top = pygame.Rect(lay.hand_box)
            x, y = top.centerx, top.top - ui.px(8)
        else:
            sel = hand.index(self.selected) if self.selected in hand else None
            box = pygame.Rect(lay.hand(len(hand), sel)[hand.index(card)])
            x, y = box.centerx, box.top - ui.px(10)
        half = (ui.text.width(text, "body_bold") + ui.px(20)) // 2
        play = pygame.Rect(lay.play)
        x = max(play.left + half + ui.px(6), min(x, play.right - half - ui.px(6)))
        hud.prompt(surface, ui, (x, y), text)
        h = ui.text.line_height("body_bold") + ui.px(8)
        return pygame.Rect(x - half, y - h, 2 * half, h + ui.px(4))

    def _follow_review(self):
        """Read the coach's progress and answer into the open review panel."""
        panel_ = self.modal
        if not isinstance(panel_, ReviewPanel):
            return
        answer = self.turn.poll_review()
        progress = self.turn.review_progress
        phase = int(self.clock * 10) % 8
        if answer != panel_.answer or progress != panel_.progress or (panel_.busy and phase != panel_.phase):
            changed = answer != panel_.answer
            panel_.answer, panel_.progress, panel_.phase = answer, progress, phase
            if changed and self.lay is not None:
                panel_.layout(self.ui, self.lay)
            self.touch()


__all__ = ["COMPARED", "COUNTED", "REASONS", "ReviewPanel", "TableReview", "mistake_line", "move_name", "reason_words", "decision_views",
           "review_lines"]
