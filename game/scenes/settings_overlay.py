"""The settings overlay: reachable from every screen (F2, S on menus, the header button).

Changes apply live and persist at once (sliders persist when released).
"""

from __future__ import annotations

import pygame

from .. import __version__
from ..ai.levels import PLAYER_LEVELS
from ..i18n import LANGUAGES, N_, _, pgettext
from . import samples, theme
from .controls import Choice, Slider, Toggle
from .modal import MOUSE_EVENTS, ModalPanel
from .widgets import Button, label_text

# (section, [(setting, label msgid, kind)])
ROWS = [
    (N_("Display"), [
        ("language", N_("Language"), "language"),
        ("fullscreen", N_("Full screen"), "toggle"),
        ("contrast", N_("Contrast"), "slider"),
        ("grain", N_("Grain"), "slider"),
        ("temperature", N_("Colour temperature"), "slider"),
        ("four_colour", N_("Four-colour suits"), "toggle"),
        ("show_vienna_indices", N_("Indices on Vienna cards"), "toggle"),
    ]),
    (N_("Play"), [
        ("ai_level", N_("Opponents"), "ai_level"),
        ("animation_speed", N_("Animation speed"), "speed"),
        ("autoplay_forced", N_("Play forced moves automatically"), "toggle"),
        ("trick_pause", N_("Pause after each trick"), "trick_pause"),
        ("undo", N_("Allow undo"), "toggle"),
        ("sound", N_("Sound"), "toggle"),
    ]),
]

# the words for the levels of ``game.ai.levels`` (their order and which are offered come from there)
AI_WORDS = {
    "easy": lambda: pgettext("opponent level", "Easy"),
    "normal": lambda: pgettext("opponent level", "Normal"),
    "strong": lambda: pgettext("opponent level", "Strong"),
    "expert": lambda: pgettext("opponent level", "Expert"),
}
AI_LABELS = [(name, AI_WORDS[name]) for name in PLAYER_LEVELS]
TRICK_PAUSE_LABELS = [
    ("short", lambda: pgettext("trick pause", "Short")),
    ("normal", lambda: pgettext("trick pause", "Normal")),
    ("long", lambda: pgettext("trick pause", "Long")),
    ("click", lambda: pgettext("trick pause", "Until a click")),
]
SPEED_LABELS = [
    ("instant", lambda: pgettext("animation speed", "Instant")),
    ("fast", lambda: pgettext("animation speed", "Fast")),
    ("normal", lambda: pgettext("animation speed", "Normal")),
    ("slow", lambda: pgettext("animation speed", "Slow")),
]


def label_role(ui, texts, rects) -> str:
    """One size for a whole list: body when every label fits, else small text (in up to two lines) for all."""
    return "body" if all(ui.text.width(t, "body") <= r.w for t, r in zip(texts, rects, strict=True)) else "small"


def draw_label(surface, ui, text: str, rect: pygame.Rect, role: str = "body") -> None:
    """A row label: body text, or one or two lines of small text when the list runs long."""
    if role == "body":
        ui.text.draw(surface, text, "body", theme.INK, (rect.x, rect.centery), "midleft")
        return
    lines = ui.text.wrap(text, "small", rect.w)
    if len(lines) > 2:
        lines = [lines[0], ui.text.fit(" ".join(lines[1:]), "small", rect.w)]
    line_h = ui.text.line_height("small")
    y = rect.centery - line_h * len(lines) // 2
    for line in lines:
        ui.text.draw(surface, line, "small", theme.INK, (rect.x, y))
        y += line_h


class SettingsOverlay(ModalPanel):
    place = N_("Settings")

    def enter(self) -> None:
        super().enter()
        self.rows: list[tuple[str, str, object]] = []  # (section, label, widget)
        settings = self.app.settings
        for section, rows in ROWS:
            for name, label, kind in rows:
                widget = self._make(settings, name, kind)
                widget.key = f"setting.{name}"
                self.rows.append((section, label, widget))
        self.done = Button(N_("Done"), self.pop, style="primary", key="done")
        self.defaults = Button(N_("Restore defaults"), self.restore_defaults, style="secondary", key="defaults")
        self.preview_rect = pygame.Rect(0, 0, 0, 0)
        # The pack of the gallery or table the panel was opened from, so the sliders are judged on it.
        below = [s for s in reversed(self.app.stack) if s is not self]
        self.preview_pack = samples.pack_in_context(below)
        self.preview = samples.painter_for(self.preview_pack)

    def _make(self, settings, name, kind):
        def get():
            return settings.get(name)

        def put(value, final=True):
            changed = settings.set(name, value, persist=final)
            if final and not changed:
                settings.save()  # a drag ended on a value already set without saving

        if kind == "slider":
            return Slider(get, put)
        if kind == "toggle":
            return Toggle(get, put)
        if kind == "language":
            return Choice([(code, (lambda n=native: n)) for code, native in LANGUAGES.items()], get, put, wrap=True)
        if kind == "ai_level":
            return Choice(AI_LABELS, get, put)
        if kind == "trick_pause":
            return Choice(TRICK_PAUSE_LABELS, get, put)
        return Choice(SPEED_LABELS, get, put)

    @staticmethod
    def version_text() -> str:
        return _("Version {version}").format(version=__version__)

    @staticmethod
    def search_notice() -> str | None:
        """How the computer players' search runs (compiled, compiling, plain and why), as the
        worker reports it, and the most important note on its compile cache."""
        from . import search_mode

        return search_mode.mode_text(search_mode.current())

    def restore_defaults(self) -> None:
        settings = self.app.settings
        for name, value in settings.defaults().items():
            # Language and window mode are the player's environment, not a preference to reset.
            if name not in ("language", "fullscreen"):
                settings.set(name, value)

    def layout(self, size) -> None:
        ui = self.ui
        w, h = size
        sections = [s for s, _rows in ROWS]
        two = w >= ui.px(1000)
        col_w = ui.px(460)
        gap = ui.px(48)
        pad = ui.px(36)
        row_h = max(ui.px(46), ui.text.line_height("body") + ui.px(16))
        title_h = ui.text.line_height("title") + ui.px(14)
        sec_h = ui.text.line_height("small_bold") + ui.px(12)
        counts = [len(rows) for _s, rows in ROWS]
        # two columns: the shorter one keeps at least four rows' room for the sample cards
        tall = max(max(counts), min(counts) + 4)
        if two:
            body_h = sec_h + tall * row_h
            panel_w = 2 * col_w + gap + 2 * pad
        else:
            body_h = sum(sec_h + c * row_h for c in counts) + ui.px(10)
            panel_w = col_w + 2 * pad
        btn_h = self.done.measure(ui)[1]
        panel_h = pad + title_h + body_h + ui.px(20) + btn_h + pad
        panel_w = min(panel_w, w - 2 * ui.px(20))
        # Shrink the rows rather than overflow a small window.
        if panel_h > h - 2 * ui.px(16):
            excess = panel_h - (h - 2 * ui.px(16))
            per_row = tall if two else sum(counts)
            row_h = max(ui.text.line_height("body") + ui.px(4), row_h - -(-excess // per_row))
            body_h = sec_h + tall * row_h if two else sum(sec_h + c * row_h for c in counts)
            panel_h = pad + title_h + body_h + ui.px(20) + btn_h + pad
        self.panel_rect = pygame.Rect(0, 0, panel_w, panel_h)
        self.panel_rect.center = (w // 2, h // 2)
        inner_w = (panel_w - 2 * pad - gap) // 2 if two else panel_w - 2 * pad
        wide_w = min(ui.px(230), inner_w // 2)
        x0 = self.panel_rect.x + pad
        top = self.panel_rect.y + pad + title_h
        self.title_pos = (x0, self.panel_rect.y + pad)
        # The version sits on the title's line, at the right, where no language's title reaches.
        self.version_pos = (self.panel_rect.right - pad, self.panel_rect.y + pad + ui.text.line_height("title") // 2)
        self.section_pos = []
        self.preview_rect = pygame.Rect(0, 0, 0, 0)
        self.label_pos = []
        self.row_rects = []
        y = top
        col = 0
        for section in sections:
            x = x0 + (col * (inner_w + gap) if two else 0)
            y = top if two else y
            self.section_pos.append((section, (x, y)))
            y += sec_h
            first_y = y
            for sec, label, widget in self.rows:
                if sec != section:
                    continue
                row = pygame.Rect(x, y, inner_w, row_h)
                control_w = max(ui.px(104), Toggle.width_needed(ui)) if isinstance(widget, Toggle) else wide_w
                label_w = inner_w - control_w - ui.px(12)
                self.label_pos.append((label, pygame.Rect(x, y, label_w, row_h)))
                if y > first_y:
                    self.row_rects.append(row)  # a hairline above every row but a section's first
                ch = min(row_h - ui.px(8), ui.text.line_height("body") + ui.px(14))
                widget.rect = pygame.Rect(row.right - control_w, row.centery - ch // 2, control_w, ch)
                y += row_h
            if two:
                col += 1
                # The shorter column's spare rows show sample cards, so the look sliders are seen live.
                spare = top + body_h - y
                if spare >= 2 * row_h - ui.px(4):
                    self.preview_rect = pygame.Rect(x, y + ui.px(12), inner_w, spare - ui.px(12))
            else:
                y += ui.px(10)
        bottom = self.panel_rect.bottom - pad
        self.done.fit(ui, self.panel_rect.right - pad, bottom, "bottomright")
        self.defaults.fit(ui, self.done.rect.left - ui.px(14), bottom, "bottomright")
        # the notice, if any, beside the buttons
        self.notice_rect = pygame.Rect(x0, self.done.rect.top, max(0, self.defaults.rect.left - ui.px(16) - x0),
                                       self.done.rect.h)
        self.controls.set_widgets([w for _s, _l, w in self.rows] + [self.defaults, self.done])

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            plain_s = event.key == pygame.K_s and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META)
            if event.key == pygame.K_ESCAPE or plain_s:
                self.pop()
                return True
            if self.controls.handle_event(event):
                return True
            # Keys the panel does not use fall through, except those that would act unseen.
            return event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_TAB,
                                 pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT)
        if event.type in MOUSE_EVENTS:
            if self.controls.handle_event(event):
                return True
            if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
                if not self.panel_rect.collidepoint(event.pos) and self._pressed_outside:
                    self.pop()
                self._pressed_outside = False
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                self._pressed_outside = not self.panel_rect.collidepoint(event.pos)
            # The panel is modal for the mouse: nothing reaches the page below.
            return True
        return False

    _pressed_outside = False

    def draw(self, surface) -> None:
        ui = self.ui
        self.draw_frame(surface)
        ui.text.draw(surface, _("Settings"), "title", theme.INK, self.title_pos)
        ui.text.draw(surface, self.version_text(), "small", theme.INK_SOFT, self.version_pos, "midright")
        for section, (x, y) in self.section_pos:
            ui.text.draw(surface, _(section).upper(), "small_bold", theme.ACCENT, (x, y))
        texts = [label_text(label) for label, _rect in self.label_pos]
        rects = [rect for _label, rect in self.label_pos]
        role = label_role(ui, texts, rects)
        for text, rect in zip(texts, rects, strict=True):
            draw_label(surface, ui, text, rect, role)
        if self.preview is not None and self.preview_rect.h > 0:
            old = surface.get_clip()
            surface.set_clip(self.preview_rect.clip(old))
            self.preview(surface, self.preview_rect,
                         samples.SampleContext(self.preview_pack, self.app.settings))
            surface.set_clip(old)
        for row in self.row_rects:
            pygame.draw.line(surface, theme.PAPER_DEEP, row.topleft, row.topright, max(1, ui.px(1.2)))
        notice = self.search_notice()
        if notice and self.notice_rect.w > 0:
            draw_label(surface, ui, notice, self.notice_rect, "small")
        self.controls.draw(surface)
