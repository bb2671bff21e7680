"""Translations: compiled catalogues, fallbacks, contexts and plurals through the standard gettext."""

import gettext
import os

import pytest

from game import i18n, paths

PO = r'''
msgid ""
msgstr ""
"Language: fr\n"
"Content-Type: text/plain; charset=UTF-8\n"
"Plural-Forms: nplurals=2; plural=(n > 1);\n"

msgid "Card traditions"
msgstr "Traditions de cartes"

msgid "Quit"
msgstr ""

#, fuzzy
msgid "Settings"
msgstr "Réglages flous"

msgctxt "animation speed"
msgid "Normal"
msgstr "Normale"

msgid "{n} card"
msgid_plural "{n} cards"
msgstr[0] "{n} carte"
msgstr[1] "{n} cartes"

msgid "{n} trick"
msgid_plural "{n} tricks"
msgstr[0] "{n} pli"
msgstr[1] ""
'''


@pytest.fixture
def french(tmp_path, monkeypatch):
    po = tmp_path / "fr.po"
    po.write_text(PO, encoding="utf-8")
    real = paths.catalogue_path
    monkeypatch.setattr(paths, "catalogue_path", lambda code: po if code == "fr" else real(code))
    i18n.reload_catalogues()
    yield
    i18n.set_language("en")
    i18n.reload_catalogues()


def test_english_is_the_identity():
    i18n.set_language("en")
    assert i18n._("Card traditions") == "Card traditions"
    assert i18n.ngettext("{n} card", "{n} cards", 1) == "{n} card"
    assert i18n.ngettext("{n} card", "{n} cards", 0) == "{n} cards"
    assert i18n.N_("Quit") == "Quit"


def test_catalogue_lookups(french):
    assert i18n.set_language("fr") is True
    assert i18n.current_language() == "fr"
    assert i18n._("Card traditions") == "Traditions de cartes"
    assert i18n._("Quit") == "Quit"  # empty translation: English
    assert i18n._("Settings") == "Settings"  # fuzzy: ignored
    assert i18n._("Never seen") == "Never seen"
    assert i18n.pgettext("animation speed", "Normal") == "Normale"
    assert i18n.pgettext("opponent level", "Normal") == "Normal"
    assert i18n._("Normal") == "Normal"  # the context is part of the key


def test_french_plural_rule_from_the_header(french):
    i18n.set_language("fr")
    assert i18n.ngettext("{n} card", "{n} cards", 0).format(n=0) == "0 carte"
    assert i18n.ngettext("{n} card", "{n} cards", 1).format(n=1) == "1 carte"
    assert i18n.ngettext("{n} card", "{n} cards", 32).format(n=32) == "32 cartes"
    # An incomplete plural entry falls back to English as a whole.
    assert i18n.ngettext("{n} trick", "{n} tricks", 2) == "{n} tricks"


def test_listeners_hear_language_changes(french):
    heard = []
    i18n.add_listener(heard.append)
    try:
        i18n.set_language("fr")
        i18n.set_language("fr")
        i18n.set_language("xx")  # unknown: English
    finally:
        i18n.remove_listener(heard.append)
    assert heard == ["fr", "en"]


def test_shipped_catalogues_load_for_every_language():
    for code in i18n.LANGUAGES:
        cat = i18n.load_catalogue(code)
        if code == "en":
            assert type(cat) is gettext.NullTranslations
            continue
        assert isinstance(cat, gettext.GNUTranslations)
        assert cat.info()["language"] == code
        assert cat.gettext("Settings") not in ("", "Settings")
    assert i18n.LANGUAGES == {"en": "English", "pt": "Português", "da": "Dansk", "fr": "Français",
                              "de": "Deutsch", "es": "Español"}


def test_catalogues_are_compiled_once_into_the_cache(tmp_path, user_home):
    po = tmp_path / "fr" / "LC_MESSAGES" / "cardavia.po"
    po.parent.mkdir(parents=True)
    po.write_text(PO, encoding="utf-8")
    first = i18n.compiled_catalogue(po)
    assert os.path.dirname(first) == str(user_home / "cache" / "catalogues")
    made = os.stat(first).st_mtime_ns
    assert i18n.compiled_catalogue(po) == first  # unchanged .po: the cached file is read as it is
    assert os.stat(first).st_mtime_ns == made
    with open(first, "rb") as fp:
        assert gettext.GNUTranslations(fp).gettext("Card traditions") == "Traditions de cartes"


def test_a_changed_catalogue_is_compiled_again_even_when_older(tmp_path, user_home):
    po = tmp_path / "fr" / "LC_MESSAGES" / "cardavia.po"
    po.parent.mkdir(parents=True)
    po.write_text(PO, encoding="utf-8")
    first = i18n.compiled_catalogue(po)
    po.write_text(PO.replace("Traditions de cartes", "Traditions des cartes"), encoding="utf-8")
    stamp = os.stat(first).st_mtime_ns - 10**9  # e.g. a reinstalled, older catalogue
    os.utime(po, ns=(stamp, stamp))
    second = i18n.compiled_catalogue(po)
    assert second != first and not os.path.exists(first)  # the stale copy is gone
    with open(second, "rb") as fp:
        assert gettext.GNUTranslations(fp).gettext("Card traditions") == "Traditions des cartes"


def test_an_unwritable_cache_still_translates(tmp_path, monkeypatch):
    po = tmp_path / "fr.po"
    po.write_text(PO, encoding="utf-8")
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")
    data = i18n.compiled_catalogue(po, cache_dir=blocker / "catalogues")
    assert isinstance(data, bytes)
    monkeypatch.setattr(i18n, "compiled_catalogue", lambda path: data)
    cat = i18n.load_catalogue("fr", path=po)
    assert cat.gettext("Card traditions") == "Traditions de cartes"


@pytest.mark.parametrize("raw", [b'msgid "Quit"\nmsgstr "Quitter"\n}}} broken', b"\xff\xfe\x00"])
def test_a_damaged_catalogue_reads_as_english(tmp_path, raw):
    po = tmp_path / "fr.po"
    po.write_bytes(raw)
    cat = i18n.load_catalogue("fr", path=po)
    assert cat.gettext("Quit") == "Quit"
    assert cat.ngettext("{n} card", "{n} cards", 2) == "{n} cards"


def test_the_plural_rule_comes_from_the_header(tmp_path):
    po = tmp_path / "xx.po"
    po.write_text(PO.replace("plural=(n > 1)", "plural=(n != 1)"), encoding="utf-8")
    cat = i18n.load_catalogue("fr", path=po)
    assert cat.ngettext("{n} card", "{n} cards", 0) == "{n} cartes"  # English-style rule now
    assert cat.ngettext("{n} card", "{n} cards", 1) == "{n} carte"


def damage(path, how):
    data = path.read_bytes()
    if how == "empty":
        path.write_bytes(b"")
    elif how == "short":
        path.write_bytes(data[:27])
    elif how == "magic":
        path.write_bytes(b"\x00\x00\x00\x00" + data[4:])
    elif how == "cut":
        path.write_bytes(data[: len(data) // 2])
    else:  # one translation's bytes changed, the file still parses
        path.write_bytes(data.replace("Traditions de cartes".encode(), "Traditions de carton".encode()))


@pytest.mark.parametrize("how", ["empty", "short", "magic", "cut", "flipped"])
def test_a_damaged_cached_catalogue_is_compiled_again(french, user_home, how):
    from game import storage

    i18n.set_language("fr")
    assert i18n._("Card traditions") == "Traditions de cartes"
    cached = list((user_home / "cache" / "catalogues").glob("*.mo"))
    assert len(cached) == 1
    damage(cached[0], how)
    storage.take_notices()
    i18n.set_language("en")
    i18n.reload_catalogues()
    i18n.set_language("fr")  # the next start in this language
    assert i18n._("Card traditions") == "Traditions de cartes"
    assert i18n.ngettext("{n} card", "{n} cards", 2) == "{n} cartes"
    assert storage.take_notices() == []  # nothing to say: the player never saw English
    again = list((user_home / "cache" / "catalogues").glob("*.mo"))
    assert len(again) == 1
    with open(again[0], "rb") as fp:  # the cache holds a sound copy again
        assert gettext.GNUTranslations(fp).gettext("Card traditions") == "Traditions de cartes"


def test_an_unreadable_catalogue_says_the_game_is_in_english(tmp_path):
    from game import storage

    po = tmp_path / "fr.po"
    po.write_bytes(b"\xff\xfe\x00")
    storage.take_notices()
    assert i18n.load_catalogue("fr", path=po).gettext("Quit") == "Quit"
    said = [m() if callable(m) else m for m in storage.take_notices()]
    assert len(said) == 1 and "Français" in said[0] and "English" in said[0]
