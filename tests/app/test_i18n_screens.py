"""Every language, at the smallest and the largest window: no missing glyph,
no text cut short.

Text that does not fit its box is shortened by ``Text.fit`` with an
ellipsis, so a shortened string is exactly a label overflowing its button or
panel; every rendered string is checked against the font's glyphs.
"""

import pytest
from registered import ready

from game import i18n
from game.scenes import ui_text
from game.engine import GAMES

LANGS = list(i18n.LANGUAGES)
SIZES = [(1024, 600), (3840, 2160)]


class Recorder:
    def __init__(self, monkeypatch):
        self.cut = []
        self.missing = set()
        fit, render = ui_text.Text.fit, ui_text.Text.render
        recorder = self

        def fit_spy(text_obj, text, role, width, scale=1.0):
            out = fit(text_obj, text, role, width, scale)
            if out != text:
                recorder.cut.append((text, role, width))
            return out

        def render_spy(text_obj, text, role, colour, scale=1.0):
            font = text_obj.font(role, scale)
            for ch, m in zip(text, font.metrics(text)):
                if m is None and not ch.isspace():
                    recorder.missing.add(ch)
            return render(text_obj, text, role, colour, scale)

        monkeypatch.setattr(ui_text.Text, "fit", fit_spy)
        monkeypatch.setattr(ui_text.Text, "render", render_spy)

    def check(self, where):
        cut, missing = self.cut[:], set(self.missing)
        self.cut.clear()
        self.missing.clear()
        assert not missing, f"{where}: glyphs missing from the fonts: {sorted(missing)}"
        assert not cut, f"{where}: text cut short: {cut[:6]}"


def start(size, lang):
    from game.app import App, parse_args

    app = App(parse_args(["--windowed", "--size", f"{size[0]}x{size[1]}", "--lang", lang]), fps=0)
    app.start()
    app.settings.set("animation_speed", "instant")
    return app


def frames(app, n=3):
    for _ in range(n):
        app.step(1 / 60)


def show(app, scene):
    app.push(scene)
    frames(app)


@pytest.fixture(params=LANGS)
def lang(request):
    yield request.param
    i18n.set_language("en")


@pytest.mark.parametrize("size", SIZES, ids=["1024x600", "3840x2160"])
def test_menus_rules_and_settings_fit(lang, size, monkeypatch):
    from game.scenes import content
    from game.scenes.rules import RulesScene
    from game.scenes.traditions import TraditionBrowser, TraditionPage

    rec = Recorder(monkeypatch)
    app = start(size, lang)
    frames(app)
    rec.check(f"{lang} home")
    show(app, TraditionBrowser())
    rec.check(f"{lang} tradition browser")
    for tradition in content.load_content().traditions:
        show(app, TraditionPage(tradition.id))
        rec.check(f"{lang} tradition page {tradition.id}")
        app.pop()
        frames(app)
    for game in GAMES:
        show(app, RulesScene(game))
        rec.check(f"{lang} rules of {game}")
        app.pop()
        frames(app)
    app.open_settings()
    frames(app)
    rec.check(f"{lang} settings")
    app.shutdown()


def test_rules_have_the_same_sections_in_every_language(lang):
    """Every heading and paragraph of every game's rules is translated."""
    import json

    import polib

    from game import paths

    if lang == "en":
        pytest.skip("English is the source")
    from game.scenes.content import CARDS_BLOCK

    po = polib.pofile(str(paths.i18n_dir() / lang / "LC_MESSAGES" / "cardavia.po"))
    translated = {e.msgid for e in po if e.translated() and "fuzzy" not in e.flags}
    for game in GAMES:
        rules = json.loads(paths.rules_path(game).read_text(encoding="utf-8"))
        for section in rules["sections"]:
            assert section["heading"] in translated, (game, section["heading"])
            for block in section["blocks"]:
                if block.startswith(CARDS_BLOCK):
                    continue  # card pictures: codes, no words
                text = block[2:] if block.startswith("- ") else block
                assert text in translated, (lang, game, text[:60])


@pytest.mark.parametrize("size", SIZES, ids=["1024x600", "3840x2160"])
def test_tables_and_their_result_panels_fit(lang, size, monkeypatch):
    """Each table mid-deal, then with its result panel, watched in demo mode."""
    from game.scenes.table import TableScene
    from game.scenes.table.panels import SheetPanel

    rec = Recorder(monkeypatch)
    app = start(size, lang)
    for game in ready("players", "table"):  # a game whose table or players have not come yet has none to fit
        scene = TableScene(game, seed=11, demo=True, synchronous_ai=True)
        show(app, scene)
        frames(app, 40)
        rec.check(f"{lang} {game} table")
        for _ in range(4000):
            if isinstance(scene.modal, SheetPanel):
                break
            app.step(1 / 60)
        assert isinstance(scene.modal, SheetPanel), f"{game}: no result panel"
        frames(app)
        rec.check(f"{lang} {game} result panel")
        app.pop()
        frames(app)
    app.shutdown()


@pytest.mark.parametrize("code", [c for c in LANGS if c != "en"])
def test_catalogue_is_complete_and_current(code):
    """No missing, fuzzy or obsolete entry; every msgid is one the code or assets use."""
    import polib

    from game import paths

    po = polib.pofile(str(paths.catalogue_path(code)))
    pot = polib.pofile(str(paths.i18n_dir() / "cardavia.pot"))
    wanted = {(e.msgctxt, e.msgid) for e in pot}
    have = {(e.msgctxt, e.msgid) for e in po if not e.obsolete}
    assert have == wanted, f"stale: {sorted(have - wanted)[:5]} missing: {sorted(wanted - have)[:5]}"
    assert not po.obsolete_entries()
    assert not [e.msgid for e in po if "fuzzy" in e.flags]
    untranslated = [e.msgid for e in po.untranslated_entries()]
    assert not untranslated, f"{len(untranslated)} untranslated, e.g. {untranslated[:3]}"
    for e in po:
        if e.msgid_plural:
            assert all(e.msgstr_plural.get(i) for i in range(2)), e.msgid
