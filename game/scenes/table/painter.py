"""Drawing the table: cloth, sidebar, seats, cards in flight, panels and messages.

Read-only: painting a frame changes nothing in the scene (text and card
pictures are cached, which is allowed).
"""

from __future__ import annotations

import pygame

from game.i18n import _

from .. import theme
from ..rules import RulesView
from ..widgets import focus_ring, rounded_rect
from . import decisions as D
from . import hud
from .texts import seat_name, turn_prompt


class TablePainter:
    # -- the rules tab ------------------------------------------------------------
    def _layout_rules(self):
        if self.controls is None or self.lay is None:
            return
        ui = self.ui
        if getattr(self, "rules_view", None) is None:
            self.rules_view = RulesView(self.game)
        top = self.header_rect.bottom + ui.px(24)
        w, h = self.size
        width = min(w - 2 * ui.metrics.margin - ui.px(30), ui.px(900))
        height = self.rules_view.layout(ui, width)
        viewport = pygame.Rect(w // 2 - width // 2, top, width, h - top - ui.px(20))
        self.scroller.set_geometry(viewport, height)

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
        ui, lay, view = self.ui, self.lay, self.view
        now = self.clock
        surface.blit(hud.cloth(lay.cloth[2:], self.spec.cloth), lay.cloth[:2])
        self.draw_header(surface)
        self._draw_tabs(surface)
        self._draw_sidebar(surface)
        self._draw_seats(surface)
        self._draw_sprites(surface, now)
        self._draw_marks(surface)
        if self.decision is None and self.modal is None and self._human_turn():
            text = turn_prompt(self.game, view)
            hand = lay.hand(max(1, len(view.hand)))
            y = (hand[0].y if hand else lay.hand_box.y) - lay.lift - ui.px(6)
            hud.prompt(surface, ui, (lay.hand_box.centerx, y), text)
        if self.decision is not None and self.modal is None:
            self.decision.draw(surface, ui)
        if self.modal is None:
            self._draw_banners(surface, now)
        else:
            shade = pygame.Surface(lay.play[2:], pygame.SRCALPHA)
            shade.fill((0, 0, 0, 90))
            surface.blit(shade, lay.play[:2])
            self.modal.draw(surface, ui)
        self.controls.draw(surface)

    def _draw_sidebar(self, surface):
        ui, lay = self.ui, self.lay
        hud.shaded_box(surface, lay.sidebar, 95, 0)
        pygame.draw.line(surface, hud.GOLD, lay.sidebar[:2], (lay.sidebar.x, lay.sidebar.bottom), max(1, ui.px(1)))
        s = self.session
        end = s.ended
        scores = end.scores if end is not None else s.match.scores
        title = _(self.spec.title)
        sections = D.sidebar_sections(self.view, scores, s.deal_number, s.session_deals)
        info = pygame.Rect(lay.tabs.x, lay.tabs.y, lay.info.w, lay.info.bottom - lay.tabs.y)
        hud.sidebar(surface, ui, info, title, sections)

    def _draw_seats(self, surface):
        ui, lay, view = self.ui, self.lay, self.view
        bubbles = D.bubbles(view)
        thinking = self.ai_thinking()
        pending = None
        for trick in (self.held, self.collect):
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
                hud.bubble(surface, ui, area.bubble, text)

    def _draw_sprites(self, surface, now):
        images, lay = self.images, self.lay
        heights = (lay.card_h, lay.trick_h, lay.back_h, lay.small_h)
        for sprite in self.sprites.ordered(now):
            x, y, w, h = sprite.rect_at(now)
            face, rot, squash = sprite.face_at(now)
            w, h = int(round(w)), int(round(h))
            dim = sprite.dim and face is not None
            if squash < 0.999:
                if rot:
                    img = images.sized(face, w, h, rot, dim, heights)
                    sh = max(1, int(h * squash))
                    img = pygame.transform.scale(img, (w, sh))
                    surface.blit(img, (int(x), int(y + (h - sh) / 2)))
                else:
                    img = images.sized(face, w, h, rot, dim, heights)
                    sw = max(1, int(w * squash))
                    img = pygame.transform.scale(img, (sw, h))
                    surface.blit(img, (int(x + (w - sw) / 2), int(y)))
                continue
            img = images.sized(face, w, h, rot, dim, heights)
            surface.blit(img, (int(round(x)), int(round(y))))

    def _draw_marks(self, surface):
        """Keyboard cursor, hover and hint marks over the hand."""
        ui, view = self.ui, self.view
        if not view.hand or self.modal is not None:
            return
        hand = view.hand
        sel = hand.index(self.selected) if self.selected in hand else None
        boxes = self.lay.hand(len(hand), sel)
        radius = ui.px(8)
        hint_card = None
        if self.hint_action:
            a = self.hint_action
            hint_card = a.split(":", 1)[1] if a.startswith(("discard:", "marry:")) else a
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

    def _draw_banners(self, surface, now):
        ui, lay = self.ui, self.lay
        notes = [b for b in self.banners if b[2] == "note" and b[1] - now <= 2.6 * max(self.factor, 0.6) + 1e-6]
        if notes:
            text, until, _tone = min(notes, key=lambda b: b[1])
            fade = min(1.0, (until - now) / 0.35)
            hud.banner(surface, ui, lay.banner, text, fade)
        warns = [b for b in self.banners if b[2] == "warn"]
        if warns:
            text, until, _tone = warns[-1]
            hand = lay.hand(max(1, len(self.view.hand)))
            y = hand[0].y - lay.lift - ui.px(56) if hand else lay.hand_box.y
            area = pygame.Rect(lay.zone.x, max(lay.zone.y, y - ui.px(10)), lay.zone.w, ui.px(40))
            hud.banner(surface, ui, area, text, min(1.0, (until - now) / 0.35), "warn")


__all__ = ["TablePainter"]
