"""Words a card-playing reader of each language would correct: checked in the catalogues themselves."""

import re
from pathlib import Path

import polib
import pytest

from game import i18n
from game.render.faces import aluette_named

ROOT = Path(__file__).resolve().parents[2]
LANGS = tuple(code for code in i18n.LANGUAGES if code != i18n.DEFAULT_LANGUAGE)


def catalogue(lang):
    return polib.pofile(str(ROOT / "i18n" / lang / "LC_MESSAGES" / "cardavia.po"))


def texts(lang):
    """Every translated string of ``lang``, plural forms included."""
    out = []
    for entry in catalogue(lang):
        out.append(entry.msgstr)
        out.extend(entry.msgstr_plural.values())
    return [t for t in out if t]


def translation(lang, msgid, context=None):
    entries = [e for e in catalogue(lang) if e.msgid == msgid and e.msgctxt == context]
    assert entries, (lang, context, msgid)
    return entries[0].msgstr


def test_spanish_keeps_fallar_for_ruffing_and_one_word_for_the_turned_card():
    words = " ".join(texts("es"))
    assert not re.search(r"\bFall(aste|ó|as|a):?\b.*contrato", words)
    assert "Fallaste" not in words and "falló el contrato" not in words
    assert translation("es", "You went down") == "No cumpliste el contrato"
    assert "carta vuelta" not in words.lower()
    assert translation("es", "Turned card") == "Muestra"


@pytest.mark.parametrize("lang", ["pt", "da", "es"])
def test_the_game_is_named_in_the_language(lang):
    name = translation(lang, "Preference")
    assert name != "Preference"
    assert not any("Preference" in t for t in texts(lang))


def test_portuguese_words():
    words = texts("pt")
    assert translation("pt", "Replay", "watching a saved deal") != "Replay"
    assert not any(t.startswith("Replay") for t in words)
    assert not any(re.search(r"(?<!ou )mais vazas", t) for t in words)
    # One form for every player, whoever sits there (the table itself may still work "sozinha").
    assert [t for t in words if re.search(r"\bsozinh[oa]\b", t, re.I) and "A mesa" not in t] == []


def test_german_bummerl_goes_to_the_loser_and_schnapsen_counts_augen():
    words = texts("de")
    assert not any("gewinnt das Bummerl" in t for t in words)
    assert translation("de", "Card points", "Schnapsen") == "Augen"
    assert "Augen" in translation("de", "{points} pts", "Schnapsen")


def test_german_bid_buttons_share_one_form():
    buttons = [translation("de", m, "bid button") for m in ("Bid {number}", "Hold {number}", "Game in {suit}",
                                                              "Hearts")]
    buttons += [translation("de", m) for m in ("Pass", "Defend", "Drop", "Announce No Aces")]
    # Every button is an infinitive: its last word ends in -en or -n.
    assert all(re.search(r"e?n\W*$", b) for b in buttons), buttons


def test_danish_holds_are_not_teams_and_the_dealer_is_not_doubled():
    words = texts("da")
    team = translation("da", "Team")
    for context in ("bid button", "bid call"):
        assert translation("da", "Hold {number}", context).split()[0] != team
    assert not any("giver giver" in t for t in words)


@pytest.mark.parametrize("lang", LANGS)
def test_amounts_never_follow_a_name(lang):
    """"You pay AI 1 3" reads as one number: the amount never comes right after a seat's name."""
    for entry in catalogue(lang):
        if "{amount}" in entry.msgid and re.search(r"\{(payee|payer|name)\}", entry.msgid):
            assert not re.search(r"\{(payee|payer|name)\} \{amount\}", entry.msgstr), entry.msgstr
    english = [e.msgid for e in catalogue(lang) if "{amount}" in e.msgid]
    assert not any(re.search(r"\{(payee|payer|name)\} \{amount\}", m) for m in english)


def test_the_ace_has_one_name_at_the_table_and_in_the_gallery():
    from game import i18n
    from game.scenes.gallery import card_caption

    try:
        for lang in ("de", "fr", "pt"):
            i18n.set_language(lang)
            ace = i18n.pgettext("card", "Ace")
            assert card_caption("vienna", "AH") == ace
            assert card_caption("paris", "AS") == ace
    finally:
        i18n.set_language("en")


def test_named_cards_use_the_typographic_apostrophe():
    assert all("'" not in name for name in aluette_named.NAMED.values())
    assert "Deux d’écrit" in aluette_named.NAMED.values()
