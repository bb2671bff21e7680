"""Checks the shipped content files: traditions catalogue and the rules of every game.

Plain json + standard library only, so the content can be validated on its own.
"""

import json
import struct
import unicodedata
from pathlib import Path

import pytest
from registered import ready

from game import i18n
from game.engine import GAMES, game_info

ROOT = Path(__file__).resolve().parents[2]
ASSETS = ROOT / "assets"
FONTS = ASSETS / "fonts"

PLAYERS = {game: game_info(game).players for game in GAMES}
LANGUAGES = set(i18n.LANGUAGES)
COMMON_HEADINGS = ["Objective", "Setup", "Rank order", "Playing a trick", "Scoring and end"]
EXTRA_HEADINGS = {"preference": ["Bidding and exchange", "Defence and invitations"]}
FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf")
# Beyond Latin-1 only these few marks are used; anything else is likely a slip.
EXTRA_CHARS = set("·–—’“”↗←→•")
MAX_BLOCK = 700  # one translatable message: a paragraph or a bullet, never a page


def load(path):
    with open(path, encoding="utf-8") as handle:
        return json.load(handle)


def strings(node, where="$"):
    """Yield (json path, text) for every string value in a JSON tree (keys excluded)."""
    if isinstance(node, str):
        yield where, node
    elif isinstance(node, list):
        for i, item in enumerate(node):
            yield from strings(item, f"{where}[{i}]")
    elif isinstance(node, dict):
        for key, value in node.items():
            yield from strings(value, f"{where}.{key}")


def font_codepoints(path):
    """Code points mapped to a real glyph in a TrueType font (cmap formats 4 and 12)."""
    data = path.read_bytes()
    (num_tables,) = struct.unpack_from(">H", data, 4)
    tables = {}
    for i in range(num_tables):
        tag, _checksum, offset, _length = struct.unpack_from(">4sIII", data, 12 + 16 * i)
        tables[tag] = offset
    cmap = tables[b"cmap"]
    _version, count = struct.unpack_from(">HH", data, cmap)
    points = set()
    for i in range(count):
        _platform, _encoding, offset = struct.unpack_from(">HHI", data, cmap + 4 + 8 * i)
        sub = cmap + offset
        (fmt,) = struct.unpack_from(">H", data, sub)
        if fmt == 4:
            seg2 = struct.unpack_from(">H", data, sub + 6)[0]
            segs = seg2 // 2
            ends = struct.unpack_from(f">{segs}H", data, sub + 14)
            starts = struct.unpack_from(f">{segs}H", data, sub + 16 + seg2)
            deltas = struct.unpack_from(f">{segs}h", data, sub + 16 + 2 * seg2)
            ro_base = sub + 16 + 3 * seg2
            offsets = struct.unpack_from(f">{segs}H", data, ro_base)
            for s in range(segs):
                for code in range(starts[s], ends[s] + 1):
                    if code == 0xFFFF:
                        continue
                    if offsets[s] == 0:
                        glyph = (code + deltas[s]) & 0xFFFF
                    else:
                        at = ro_base + 2 * s + offsets[s] + 2 * (code - starts[s])
                        glyph = struct.unpack_from(">H", data, at)[0]
                        if glyph:
                            glyph = (glyph + deltas[s]) & 0xFFFF
                    if glyph:
                        points.add(code)
        elif fmt == 12:
            (groups,) = struct.unpack_from(">I", data, sub + 12)
            for g in range(groups):
                first, last, glyph = struct.unpack_from(">III", data, sub + 16 + 12 * g)
                points.update(c for c in range(first, last + 1) if glyph + (c - first))
    return points


@pytest.fixture(scope="module")
def catalogue():
    return load(ASSETS / "traditions.json")


@pytest.fixture(scope="module")
def rules():
    return {game: load(ASSETS / "rules" / f"{game}.json") for game in GAMES}


def all_content(catalogue, rules):
    yield "traditions.json", catalogue
    for game, data in rules.items():
        yield f"rules/{game}.json", data


# --- traditions.json -------------------------------------------------------

def test_catalogue_shape(catalogue):
    assert catalogue["version"] == 1
    assert set(catalogue) == {"version", "traditions", "games"}
    ids = [t["id"] for t in catalogue["traditions"]]
    assert ids == ["aluette", "paris", "vienna"]
    keys = {"id", "name", "region", "country", "cards", "pack", "description", "wikipedia", "games"}
    for tradition in catalogue["traditions"]:
        assert set(tradition) == keys, tradition["id"]
        assert isinstance(tradition["cards"], int) and tradition["cards"] > 0
        assert isinstance(tradition["games"], list) and tradition["games"]
    assert {t["id"]: t["cards"] for t in catalogue["traditions"]} == {
        "aluette": 48, "paris": 32, "vienna": 32}
    assert {t["id"]: t["pack"] for t in catalogue["traditions"]} == {
        "aluette": "aluette", "paris": "paris", "vienna": "vienna"}


def test_all_four_games_described(catalogue):
    games = catalogue["games"]
    assert set(games) == set(ready("table")), "every game with a table is described, and only those"
    for game, info in games.items():
        assert set(info) == {"name", "subtitle", "players", "summary", "description", "wikipedia"}
        assert info["players"] == PLAYERS[game]
        assert info["summary"].startswith(f"{PLAYERS[game]} players · "), game
        assert info["summary"].count(" · ") == 2, game


def test_every_tradition_game_exists_and_every_game_has_a_home(catalogue):
    listed = [g for t in catalogue["traditions"] for g in t["games"]]
    for game in listed:
        assert game in catalogue["games"]
        assert (ASSETS / "rules" / f"{game}.json").is_file()
    # a game is offered in the tradition browser once its table has come
    assert sorted(listed) == sorted(ready("table")), "each game with a table belongs to exactly one tradition"


def test_wikipedia_titles(catalogue):
    entries = [t["wikipedia"] for t in catalogue["traditions"]]
    entries += [g["wikipedia"] for g in catalogue["games"].values()]
    for titles in entries:
        assert "en" in titles, "English is the fallback and must always exist"
        assert set(titles) <= LANGUAGES
        for title in titles.values():
            assert title and "_" not in title and "/" not in title
    assert catalogue["traditions"][0]["wikipedia"]["en"] == "Aluette"
    assert catalogue["traditions"][1]["wikipedia"]["en"] == "Paris pattern"
    assert catalogue["traditions"][2]["wikipedia"]["en"] == "Vienna pattern"


# --- rules/<game>.json -----------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
def test_rules_shape(rules, game):
    data = rules[game]
    assert set(data) == {"version", "game", "sections"}
    assert data["version"] == 1 and data["game"] == game
    assert isinstance(data["sections"], list) and len(data["sections"]) >= 5
    for section in data["sections"]:
        assert set(section) == {"heading", "blocks"}
        assert isinstance(section["heading"], str)
        assert isinstance(section["blocks"], list) and section["blocks"]
        assert all(isinstance(block, str) for block in section["blocks"])


@pytest.mark.parametrize("game", GAMES)
def test_required_headings_present_in_order(rules, game):
    headings = [s["heading"] for s in rules[game]["sections"]]
    assert len(headings) == len(set(headings)), "duplicate heading"
    required = COMMON_HEADINGS + EXTRA_HEADINGS.get(game, [])
    for heading in required:
        assert heading in headings, f"{game}: missing {heading!r}"
    common = [h for h in headings if h in COMMON_HEADINGS]
    assert common == COMMON_HEADINGS, f"{game}: common headings out of order"
    assert headings[0] == "Objective" and headings[-1] == "Scoring and end"


@pytest.mark.parametrize("game", GAMES)
def test_blocks_are_single_messages(rules, game):
    for section in rules[game]["sections"]:
        for block in section["blocks"]:
            assert len(block) <= MAX_BLOCK, block[:60]
            if block.startswith("-"):
                assert block.startswith("- ") and block[2:3].strip(), f"bad bullet: {block!r}"
        # a list is introduced by a paragraph, never opens a section cold
        assert not section["blocks"][0].startswith("- "), section["heading"]


# --- every string in every file -------------------------------------------

def test_no_empty_strings_or_stray_whitespace(catalogue, rules):
    for name, data in all_content(catalogue, rules):
        for where, text in strings(data):
            assert text, f"{name} {where}: empty"
            assert text == text.strip(), f"{name} {where}: leading/trailing space"
            assert "  " not in text, f"{name} {where}: double space"
            assert not any(c in text for c in "\n\r\t\u00a0"), f"{name} {where}: odd whitespace"
            assert " ." not in text and " ," not in text and " :" not in text, f"{name} {where}"


def test_typography_is_consistent(catalogue, rules):
    # typographic quotes throughout, never their ASCII look-alikes
    for name, data in all_content(catalogue, rules):
        for where, text in strings(data):
            assert "'" not in text and '"' not in text, f"{name} {where}: straight quote"
            assert text.count("“") == text.count("”"), f"{name} {where}: unbalanced quotes"
            assert unicodedata.is_normalized("NFC", text), f"{name} {where}: not NFC"


def test_only_characters_the_fonts_draw(catalogue, rules):
    covered = [font_codepoints(FONTS / font) for font in FONT_FILES]
    assert all(ord("A") in c and ord("é") in c for c in covered), "font parsing failed"
    for name, data in all_content(catalogue, rules):
        for where, text in strings(data):
            for char in text:
                latin1 = 0x20 <= ord(char) <= 0xFF and not 0x7F <= ord(char) < 0xA0
                assert latin1 or char in EXTRA_CHARS, f"{name} {where}: unexpected {char!r}"
                for font, points in zip(FONT_FILES, covered):
                    assert ord(char) in points, f"{name} {where}: {char!r} missing in {font}"


# --- facts the rules must state exactly -----------------------------------

def text_of(rules, game, heading):
    for section in rules[game]["sections"]:
        if section["heading"] == heading:
            return " ".join(section["blocks"])
    raise AssertionError(f"{game}: no section {heading!r}")


def test_aluette_named_cards_in_rank_order(rules):
    text = text_of(rules, "aluette", "Rank order")
    named = ["Monsieur, the 3 of coins", "Madame, the 3 of cups", "Le borgne, the 2 of coins",
             "La vache, the 2 of cups", "Grand-neuf, the 9 of cups", "Petit-neuf, the 9 of coins",
             "Deux de chêne, the 2 of batons", "Deux d’écrit, the 2 of swords"]
    groups = ["four 1s", "four Rois", "four Cavalières", "four Valets",
              "9 of batons and the 9 of swords", "four 8s", "four 7s", "four 6s", "four 5s",
              "four 4s", "3 of batons and the 3 of swords"]
    positions = [text.index(item) for item in named + groups]
    assert positions == sorted(positions)
    scoring = text_of(rules, "aluette", "Scoring and end")
    assert "Mordienne" in scoring and "Example" in scoring and "2 points instead of 1" in scoring


def test_belote_orders_and_totals(rules):
    ranks = text_of(rules, "belote", "Rank order")
    assert "Valet, 9, Ace, 10, Roi, Dame, 8, 7" in ranks
    assert "Ace, 10, Roi, Dame, Valet, 9, 8, 7" in ranks
    values = text_of(rules, "belote", "Card values")
    assert "152" in values and "20" in values and "14" in values
    scoring = text_of(rules, "belote", "Scoring and end")
    for figure in ("162", "252", "100", "Belote"):
        assert figure in scoring
    play = text_of(rules, "belote", "Playing a trick")
    assert "partner is winning" in play and "opponent is winning" in play


def test_schnapsen_key_figures(rules):
    assert "Ace, 10, König, Dame, Bube" in text_of(rules, "schnapsen", "Rank order")
    scoring = text_of(rules, "schnapsen", "Scoring and end")
    for figure in ("66", "33", "1 game point", "2 game points", "3 game points"):
        assert figure in scoring
    assert "fifth draw" in text_of(rules, "schnapsen", "Playing a trick")
    marriages = text_of(rules, "schnapsen", "Marriages")
    assert "20" in marriages and "40" in marriages and "first trick" in marriages


def test_preference_auction_and_settlement(rules):
    bidding = text_of(rules, "preference", "Bidding and exchange")
    assert "1, 2, 3, 4, Game in clubs, Game in spades, Game in diamonds, Hearts" in bidding
    assert "hold" in bidding and "no jumps" in bidding and "first turn" in bidding
    assert "No Aces" in bidding
    defence = text_of(rules, "preference", "Defence and invitations")
    for word in ("defends", "drop", "invite", "alone", "host"):
        assert word in defence
    play = text_of(rules, "preference", "Playing a trick")
    assert "lowest legal card that beats the lead" in play
    setup = text_of(rules, "preference", "Setup")
    assert "30" in setup and "90" in setup
    scoring = text_of(rules, "preference", "Scoring and end")
    for phrase in ("receives 10 from the pot", "pays 20 into the pot", "fewer than two tricks",
                   "fewer than four tricks", "All four aces", "No Aces", "Hearts"):
        assert phrase in scoring
