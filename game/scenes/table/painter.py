"""Drawing the table: cloth, sidebar, seats, cards in flight, panels and messages.

Read-only: painting a frame assigns nothing in the scene; the still picture it keeps
between frames is the frame cache's (:mod:`.frame`), text and card pictures are cached.
"""

from __future__ import annotations

import pygame

from game.i18n import _

from .. import theme
from ..widgets import focus_ring, rounded_rect
from . import clearance, hud
from . import decisions as D
from .tags import draw_trick_tags
from .texts import seat_name, turn_prompt


def _fade_level(until, now):
    """A message fading out in eight steps over its last 0.35 s (8 = fully shown)."""
    return int(8 * min(1.0, max(0.0, (until - now) / 0.35)))


class TablePainter:
    # -- the rules tab ------------------------------------------------------------
    def _draw_rules(self, surface):
        surface.fill(theme.PAPER)
        self.draw_header(surface)
        view = self.scroller.viewport
        old = surface.get_clip()
        surface.set_clip(view.clip(old))
        self.rules_view.draw(surface, self.ui, view.x, self.scroller.y_to_screen(0), view)
        surface.set_clip(old)
        self.scroller.draw(surface)
        self._draw_tabs(surface)
        self.controls.draw(surface)

    def _draw_tabs(self, surface):
        ui = self.ui
        active = self.tab_table if self.tab == "table" else self.tab_rules
        r = active.rect
        y = self.header_rect.bottom - ui.px(3)
        pygame.draw.line(surface, theme.ACCENT, (r.x, y), (r.right, y), max(2, ui.px(3)))
        sep_x = (self.tab_table.rect.right + self.tab_rules.rect.left) // 2
        cy = self.header_rect.centery
        pygame.draw.line(surface, theme.RULE_DARK, (sep_x, cy - ui.px(10)), (sep_x, cy + ui.px(10)), 1)

    # -- the table -------------------------------------------------------------------
    def draw(self, surface):
        if self.lay is None or self.view is None:
            return
        if self.tab == "rules":
            self._draw_rules(surface)
            return
        now = self.clock
        moving = {k for k, sp in self.sprites.sprites.items() if sp.moving(now)}
        cache = self.frame
        sig = self._frame_signature(now)
        app = self.app
        # the still picture is kept and repainted only when something in it changes;
        # cards in flight are drawn over it every frame
        # (a card that comes to rest joins the still picture at once, so the
        # cards always overlap in their true order)
        if cache.stale(sig, surface.get_size(), moving):
            still = cache.blank(surface.get_size())
            cache.keep(sig, moving, still, self._compose(still, moving))
        alone = (app is not None and surface is app.screen and not app.notices
                 and app.visible_scenes() == [self])
        still = cache.surface
        # the window still shows our last frame: only what moved needs painting again
        unchanged = alone and cache.last_frame is not None and cache.last_frame == app.frame - 1
        if not unchanged:
            surface.blit(still, (0, 0))
            old_rects = []
        else:
            old_rects = cache.last_rects
            for r in old_rects:
                surface.blit(still, r, area=r)
        rects = self._draw_sprites(surface, now, only=cache.dynamic) if cache.dynamic else []
        if rects:
            # panels, messages and buttons stay above the cards gliding under them
            touched = rects + old_rects
            for box in cache.over:
                if box.collidelist(touched) != -1:
                    surface.blit(still, box, area=box)
        cache.drawn(rects, app.frame if alone else None)

    def _frame_signature(self, now):
        banners = tuple((b[0], b[2], _fade_level(b[1], now)) for b in self.messages.visible(now, self.factor))
        thinking = self.ai_thinking()
        return (self._draw_version, self.size, self.ui.focus_visible, self.images.look, banners,
                thinking, int(self.clock * 3) % 3 if thinking is not None else 0)

    def _compose(self, surface, exclude):
        """Paint the whole table except the sprites in ``exclude``; the boxes drawn
        over the cards (panels, messages, buttons)."""
        ui, lay, view = self.ui, self.lay, self.view
        now = self.clock
        over = []
        surface.blit(hud.cloth(lay.cloth[2:], self.spec.cloth), lay.cloth[:2])
        self.draw_header(surface)
        self._draw_tabs(surface)
        self._draw_sidebar(surface)
        self._draw_seats(surface)
        self._draw_sprites(surface, now, skip=exclude)
        draw_trick_tags(self, surface, exclude)
        self._draw_marks(surface)
        self._draw_trick_winner(surface, exclude)
        # the prompt waits until the finished trick is cleared (its cards lie where the prompt goes)
        # a refusal says what to do instead: the prompt under it comes back when it fades
        refused = any(tone == "warn" for _t, _u, tone in self.messages.visible(now, self.factor))
        if (self.decision is None and self.modal is None and self._human_turn() and not self.hint_words()
                and self.stage.still() and not refused):
            text = turn_prompt(self.game, view)
            hand = lay.hand(max(1, len(view.hand)))
            # clear of a raised card and of the ring round it (cursor, hover or hint)
            y = (hand[0].y if hand else lay.hand_box.y) - lay.lift - ui.px(14)
            hud.prompt(surface, ui, (lay.hand_box.centerx, y), text)
        if self.decision is not None and self.modal is None:
            self.decision.draw(surface, ui)
            over.append(self.decision.rect.inflate(ui.px(16), ui.px(16)))
        tag = self._draw_hint_reason(surface)
        if tag is not None:
            over.append(tag)
        if self.modal is None:
            over.extend(self._draw_banners(surface, now))
        else:
            shade = pygame.Surface(lay.play[2:], pygame.SRCALPHA)
            shade.fill((0, 0, 0, 90))
            surface.blit(shade, lay.play[:2])
            self.modal.draw(surface, ui)
            over.append(pygame.Rect(lay.play))
        self.controls.draw(surface)
        over.extend(w.rect.inflate(ui.px(12), ui.px(12)) for w in self.controls.widgets if w.visible)
        return [pygame.Rect(b) for b in over]

    def _draw_sidebar(self, surface):
        ui, lay = self.ui, self.lay
        hud.shaded_box(surface, lay.sidebar, 95, 0)
        pygame.draw.line(surface, hud.GOLD, lay.sidebar[:2], (lay.sidebar.x, lay.sidebar.bottom), max(1, ui.px(1)))
        s = self.session
        end = s.ended
        scores = end.scores if end is not None else s.match.scores
        title = _(self.spec.title)
        sections = D.sidebar_sections(self.view, scores, s.deal_number, s.session_deals)
        bottom = lay.info.bottom
        if not self.undo_button.visible:
            # the facts may take the place the Undo button leaves
            bottom = lay.buttons["confirm"].y - (lay.buttons_area.y - lay.info.bottom)
        info = pygame.Rect(lay.tabs.x, lay.tabs.y, lay.info.w, bottom - lay.tabs.y)
        hud.sidebar(surface, ui, info, title, sections)

    def _draw_seats(self, surface):
        ui, lay, view = self.ui, self.lay, self.view
        bubbles = D.bubbles(view)
        thinking = self.ai_thinking()
        pending = None
        for trick in (self.stage.held, self.stage.collect):
            if trick is not None and trick.get("winner") is not None:
                pending = trick["winner"]
        for area in lay.seats:
            seat = area.seat
            turn = view.current == seat and not view.is_over
            won = view.won[seat] - (1 if pending == seat else 0)
            detail = D.trick_count_line(view, seat)
            if pending == seat:
                detail = hud.tricks_detail(won)
            hud.plate(surface, ui, area.plate, seat_name(seat), detail, dealer=view.dealer == seat, turn=turn,
                      role=D.role(view, seat))
            if thinking == seat:
                phase = int(self.clock * 3) % 3 + 1
                r = pygame.Rect(area.plate)
                ui.text.draw(surface, "." * phase, "body_bold", hud.GOLD, (r.right - ui.px(10), r.bottom - ui.px(6)),
                             "bottomright")
            hud.pile(surface, ui, self.images, area.pile, won, lay.small_h)
            text = bubbles.get(seat)
            if text:
                hud.bubble(surface, ui, area.bubble, text, clearance.bubble_align(area))

    def _draw_sprites(self, surface, now, skip=(), only=None):
        """Blit the card sprites bottom to top; the screen rects they cover."""
        images, lay = self.images, self.lay
        heights = (lay.card_h, lay.trick_h, lay.back_h, lay.small_h, lay.table_card_h)
        rects = []
        if only is not None:
            chosen = [self.sprites.sprites[k] for k in only if k in self.sprites.sprites]
            # the same order as a full repaint: cards in flight above the rest
            chosen.sort(key=lambda sp: (sp.moving(now) and sp.started(now), sp.z))
        else:
            chosen = [sp for sp in self.sprites.ordered(now) if sp.key not in skip]
        for sprite in chosen:
            x, y, w, h = sprite.rect_at(now)
            angle = sprite.turning(now)
            if angle is not None:
                # a face-down card turning to lie across: rotate it smoothly
                ch = max(2, int(round(sprite.card_height_at(now))))
                cw = max(1, int(round(ch * lay.aspect)))
                img = pygame.transform.rotate(images.sized(sprite.flip_to, cw, ch, 0, False, heights), angle)
                rects.append(surface.blit(img, img.get_rect(center=(int(x + w / 2), int(y + h / 2)))))
                continue
            face, rot, squash = sprite.face_at(now)
            w, h = int(round(w)), int(round(h))
            x, y = int(round(x)), int(round(y))
            img = images.sized(face, w, h, rot, sprite.dim and face is not None, heights)
            if squash < 0.999:
                if rot:
                    sh = max(1, int(h * squash))
                    img = pygame.transform.scale(img, (w, sh))
                    y += (h - sh) // 2
                else:
                    sw = max(1, int(w * squash))
                    img = pygame.transform.scale(img, (sw, h))
                    x += (w - sw) // 2
            rects.append(surface.blit(img, (x, y)))
        return rects

    def _draw_marks(self, surface):
        """Keyboard cursor, hover and hint marks over the hand."""
        ui, view = self.ui, self.view
        if not view.hand or self.modal is not None:
            return
        hand = view.hand
        boxes = self.lay.hand(len(hand), self.hand.raised_index(hand))
        radius = ui.px(8)
        hint_card = D.carried_card(view, self.hint_action) if self.hint_action else None
        for i, card in enumerate(hand):
            sprite = self.sprites.sprites.get(card)
            if sprite is None or sprite.moving(self.clock):
                continue
            box = pygame.Rect(boxes[i])
            if card == hint_card:
                rounded_rect(surface, hud.GOLD, box.inflate(ui.px(8), ui.px(8)), radius, max(3, ui.px(4)))
            if card == self.hover and card != self.selected and card not in self._stage().dimmed:
                rounded_rect(surface, hud.CREAM, box.inflate(ui.px(4), ui.px(4)), radius, max(2, ui.px(2)))
        if (self.focus_zone == "hand" and ui.focus_visible and self.cursor is not None
                and self.cursor < len(hand) and self._hand_active()):
            focus_ring(surface, ui, pygame.Rect(boxes[self.cursor]), radius)

    def _draw_trick_winner(self, surface, moving):
        """The winner's card of a finished trick is ringed once every card has landed."""
        held = self.stage.held
        if held is None or self.held_until is None or held.get("winner") is None:
            return
        ui, lay = self.ui, self.lay
        for seat, card in zip(held["seats"], held["cards"]):
            if seat == held["winner"] and card not in moving:
                box = pygame.Rect(lay.seats[seat].trick).inflate(ui.px(8), ui.px(8))
                rounded_rect(surface, hud.GOLD, box, ui.px(9), max(3, ui.px(4)))
        if self._waits_for_player() and self.modal is None:
            zone = lay.zone
            hud.prompt(surface, ui, (zone.centerx, zone.bottom - ui.px(4)),
                       _("Click or press a key to go on"))

    def _draw_banners(self, surface, now):
        """Draw the announcement and the refusal, if any; the boxes they cover."""
        ui = self.ui
        boxes = []
        for text, until, tone in self.messages.visible(now, self.factor):
            fade = _fade_level(until, now) / 8  # the steps the frame cache knows
            box = clearance.note_box(self, text, tone, also=boxes)
            boxes.append(hud.banner(surface, ui, box, text, fade, tone, place=lambda w, h, b=box: b))
        return boxes


__all__ = ["TablePainter"]
