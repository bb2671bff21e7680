"""Catalogues are up to date with the code and data; the fonts draw every character we show."""

import json
import re
import subprocess
import sys
from pathlib import Path

import polib
import pytest

from game import i18n, paths

ROOT = Path(__file__).resolve().parents[2]
LANGS = tuple(code for code in i18n.LANGUAGES if code != i18n.DEFAULT_LANGUAGE)
# each language's plural rule: most of ours say "n != 1"; these differ (a new one adds itself here)
OTHER_PLURALS = {"fr": "(n > 1)"}
RULE_FORMS = {"(n != 1)": [1, 0, 1, 1], "(n > 1)": [0, 0, 1, 1]}  # forms for n = 0, 1, 2, 21
FONTS = ("DejaVuSans", "DejaVuSans-Bold", "DejaVuSerif", "DejaVuSerif-Bold")
# Letters of the six languages, and the marks the interface draws itself.
LANGUAGE_LETTERS = (
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
    "àâäæçéèêëîïôœùûüÿÀÂÄÆÇÉÈÊËÎÏÔŒÙÛÜŸ"  # French
    "ãõáéíóúâêôàçÃÕÁÉÍÓÚÂÊÔÀÇ"  # Portuguese
    "æøåÆØÅéÉ"  # Danish
    "äöüßÄÖÜẞ"  # German
    "ñÑáéíóúüÁÉÍÓÚÜ¿¡"  # Spanish
    "«»„“”‘’–—…·•%§"
)
# Drawn only in the sans faces (links, arrows, the settings gear, suit emblems).
UI_MARKS = "↗←→‹›⚙♠♥♦♣"


def test_pot_is_up_to_date_with_code_and_assets():
    result = subprocess.run([sys.executable, str(ROOT / "tools" / "i18n_extract.py"), "--check"],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, "catalogues out of date, run `make catalogues`:\n" + result.stdout


def test_extraction_finds_every_kind_of_call(tmp_path):
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import i18n_extract
    finally:
        sys.path.pop(0)
    (tmp_path / "game").mkdir()
    (tmp_path / "game" / "m.py").write_text(
        "from game.i18n import _, N_, ngettext, pgettext, npgettext\n"
        "a = _('Plain')\n"
        "b = N_('Marked')\n"
        "# Translators: the number of tricks\n"
        "c = ngettext('{n} trick', '{n} tricks', 2)\n"
        "d = pgettext('suit', 'Hearts')\n"
        "e = npgettext('deal', '{n} deal', '{n} deals', 3)\n"
        "f = _(variable)\n"
        "g = i18n._('Attribute call')\n"
        "h = _('Plain')\n", encoding="utf-8")
    (tmp_path / "assets" / "rules").mkdir(parents=True)
    (tmp_path / "assets" / "traditions.json").write_text(json.dumps({
        "traditions": [{"id": "x", "name": "Xland", "region": "North", "country": "Nowhere",
                        "description": "Cards.", "cards": 32}],
        "games": {"g": {"name": "Gee", "subtitle": "", "summary": "2 players", "description": "Fun."}}}))
    (tmp_path / "assets" / "rules" / "g.json").write_text(json.dumps({
        "sections": [{"heading": "Objective", "blocks": ["Win.", "- Follow suit."]}]}))
    cat = i18n_extract.collect(tmp_path)
    keys = list(cat.entries)
    assert keys == [
        (None, "Plain"), (None, "Marked"), (None, "{n} trick"), ("suit", "Hearts"), ("deal", "{n} deal"),
        (None, "Attribute call"), (None, "Xland"), (None, "North"), (None, "Nowhere"), (None, "Cards."),
        (None, "Gee"), (None, "2 players"), (None, "Fun."), (None, "Objective"), (None, "Win."),
        (None, "Follow suit."),
    ]
    assert cat.entries[(None, "{n} trick")]["plural"] == "{n} tricks"
    assert cat.entries[(None, "{n} trick")]["comments"] == ["Translators: the number of tricks"]
    assert cat.entries[(None, "Plain")]["where"] == [("game/m.py", "")]
    pot = i18n_extract.build_pot(cat)
    old = polib.POFile()
    old.metadata = {"Plural-Forms": "nplurals=2; plural=(n > 1);"}
    old.append(polib.POEntry(msgid="Plain", msgstr="Simple"))
    old.append(polib.POEntry(msgid="Gone", msgstr="Parti"))
    merged = i18n_extract.merge(pot, old, "fr")
    by_id = {(e.msgctxt, e.msgid): e for e in merged}
    assert by_id[(None, "Plain")].msgstr == "Simple"
    assert (None, "Gone") not in by_id
    assert by_id[(None, "{n} trick")].msgstr_plural == {0: "", 1: ""}
    assert merged.metadata["Plural-Forms"] == "nplurals=2; plural=(n > 1);"
    # Written twice, the files are identical: no dates, no reordering.
    assert str(i18n_extract.build_pot(i18n_extract.collect(tmp_path))) == str(pot)


@pytest.mark.parametrize("lang", LANGS)
def test_po_files_exist_with_the_right_plural_rule(lang):
    po = polib.pofile(str(paths.catalogue_path(lang)))
    assert po.metadata["Language"] == lang
    expected = OTHER_PLURALS.get(lang, "(n != 1)")
    assert expected in po.metadata["Plural-Forms"]
    # The standard library reads the rule the catalogue declares.
    rule = i18n.load_catalogue(lang).plural
    assert [rule(n) for n in (0, 1, 2, 21)] == RULE_FORMS[expected]
    pot = polib.pofile(str(ROOT / "i18n" / "cardavia.pot"))
    assert {(e.msgctxt, e.msgid) for e in po} == {(e.msgctxt, e.msgid) for e in pot}


def _fields(text):
    return sorted(re.findall(r"\{(\w*)[^{}]*\}", text))


@pytest.mark.parametrize("lang", LANGS)
def test_translated_entries_keep_their_placeholders(lang):
    po = polib.pofile(str(paths.catalogue_path(lang)))
    for entry in po:
        if entry.msgid_plural:
            for form in entry.msgstr_plural.values():
                if form:
                    assert set(_fields(form)) <= set(_fields(entry.msgid_plural)) | set(_fields(entry.msgid)), \
                        entry.msgid
        elif entry.msgstr:
            assert _fields(entry.msgstr) == _fields(entry.msgid), entry.msgid


def _catalogue_and_asset_text():
    texts = []
    for path in [ROOT / "i18n" / "cardavia.pot"] + [paths.catalogue_path(lang) for lang in LANGS]:
        for entry in polib.pofile(str(path)):
            texts += [entry.msgid, entry.msgid_plural, entry.msgstr, *entry.msgstr_plural.values()]
    for path in [paths.traditions_path(), *sorted(paths.rules_dir().glob("*.json"))]:
        if path.exists():
            texts.append(path.read_text(encoding="utf-8"))
    return "".join(t for t in texts if t)


def missing_glyphs(font, text):
    # pygame.font reports the .notdef box for absent glyphs; freetype reports None.
    import pygame.freetype

    pygame.freetype.init()
    face = pygame.freetype.Font(str(paths.font_path(font)), 24)
    chars = sorted({c for c in text if c.isprintable() and not c.isspace()})
    return [c for c, m in zip(chars, face.get_metrics("".join(chars))) if m is None]


@pytest.mark.parametrize("font", FONTS)
def test_fonts_cover_every_character_we_show(font):
    wanted = LANGUAGE_LETTERS + _catalogue_and_asset_text() + "".join(i18n.LANGUAGES.values())
    if "Sans" in font:
        wanted += UI_MARKS
    missing = missing_glyphs(font, wanted)
    assert not missing, f"{font} lacks {' '.join(missing)} ({', '.join(f'U+{ord(c):04X}' for c in missing)})"


def test_the_coverage_check_can_fail():
    assert missing_glyphs("DejaVuSans", "a\u4e00b") == ["\u4e00"]  # a CJK ideograph DejaVu lacks


def test_the_languages_are_the_catalogues_present(tmp_path):
    # a new catalogue whose header names its language is a new language, in its order
    po = tmp_path / "nl" / "LC_MESSAGES" / "cardavia.po"
    po.parent.mkdir(parents=True)
    po.write_text('msgid ""\nmsgstr ""\n"Language: nl\\n"\n"X-Language-Name: Nederlands\\n"\n'
                  '"X-English-Name: Dutch\\n"\n"X-Language-Order: 3\\n"\n', encoding="utf-8")
    (tmp_path / "xx" / "LC_MESSAGES").mkdir(parents=True)  # a folder without a catalogue is no language
    found = i18n.catalogue_languages(tmp_path)
    assert found == [("en", "English", "English"), ("nl", "Nederlands", "Dutch")]
    shipped = [code for code, _native, _english in i18n.catalogue_languages()]
    assert shipped == list(i18n.LANGUAGES) and shipped[0] == i18n.DEFAULT_LANGUAGE
