#!/usr/bin/env python3
"""Extract every message of Cardavia into i18n/cardavia.pot and merge it into the .po files.

Sources: calls of _, N_, ngettext, pgettext and npgettext with literal
strings in game/**/*.py (read with ast, never imported), and the translatable
fields of assets/traditions.json and assets/rules/*.json. Rule bullets
("- text") are extracted without their marker.

The template is written without a creation date and in a fixed order, so it
only changes when the messages do. Each i18n/<lang>/LC_MESSAGES/cardavia.po
keeps its translations, gains the new messages (empty) and loses the
obsolete ones. The languages are the catalogues present: each names its
language and plural rule in its header (see ``game.i18n.catalogue_languages``);
a new language is a new folder with a .po whose header says so.

    python tools/i18n_extract.py          # update the .pot and every .po
    python tools/i18n_extract.py --check  # exit 1 if any of them is out of date
"""

from __future__ import annotations

import argparse
import ast
import json
import sys
from pathlib import Path

import polib

ROOT = Path(__file__).resolve().parents[1]
POT = ROOT / "i18n" / "cardavia.pot"
DOMAIN = "cardavia"

if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.i18n import DEFAULT_LANGUAGE, catalogue_languages  # noqa: E402  (standard library only)

UNKNOWN_PLURALS = "nplurals=INTEGER; plural=EXPRESSION;"


def languages(root: Path = ROOT) -> dict[str, str]:
    """code -> English name of every translated catalogue present."""
    return {code: english for code, _native, english in catalogue_languages(root / "i18n")
            if code != DEFAULT_LANGUAGE}

# keyword: positions of (context, singular, plural) among the arguments
KEYWORDS = {
    "_": (None, 0, None),
    "N_": (None, 0, None),
    "ngettext": (None, 0, 1),
    "pgettext": (0, 1, None),
    "npgettext": (0, 1, 2),
}


class Catalogue:
    """Messages in first-seen order, keyed by (context, msgid)."""

    def __init__(self):
        self.entries: dict[tuple, dict] = {}

    def add(self, msgid, where, context=None, plural=None, comment=None):
        if not msgid:
            return
        key = (context, msgid)
        entry = self.entries.setdefault(key, {"context": context, "msgid": msgid, "plural": None,
                                              "where": [], "comments": []})
        if plural and not entry["plural"]:
            entry["plural"] = plural
        if where not in entry["where"]:
            entry["where"].append(where)
        if comment and comment not in entry["comments"]:
            entry["comments"].append(comment)


def _literal(node):
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def extract_python(cat: Catalogue, root: Path = ROOT) -> None:
    for path in sorted((root / "game").rglob("*.py")):
        rel = path.relative_to(root).as_posix()
        source = path.read_text(encoding="utf-8")
        lines = source.splitlines()
        tree = ast.parse(source, filename=rel)
        calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call)]
        calls.sort(key=lambda n: (n.lineno, n.col_offset))
        for call in calls:
            func = call.func
            name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None
            if name not in KEYWORDS:
                continue
            ctx_i, msg_i, plural_i = KEYWORDS[name]
            args = call.args
            if len(args) <= max(i for i in (ctx_i, msg_i, plural_i) if i is not None):
                continue
            msgid = _literal(args[msg_i])
            if msgid is None:
                continue  # a variable: its text comes from the data files
            context = _literal(args[ctx_i]) if ctx_i is not None else None
            plural = _literal(args[plural_i]) if plural_i is not None else None
            if ctx_i is not None and context is None:
                continue
            comment = None
            above = lines[call.lineno - 2].strip() if call.lineno >= 2 else ""
            if above.startswith("# Translators:"):
                comment = above[2:].strip()
            # File names only: line numbers would make every edit above a message a catalogue change.
            cat.add(msgid, (rel, ""), context, plural, comment)


def extract_assets(cat: Catalogue, root: Path = ROOT) -> None:
    traditions = root / "assets" / "traditions.json"
    if traditions.exists():
        rel = traditions.relative_to(root).as_posix()
        data = json.loads(traditions.read_text(encoding="utf-8"))
        for t in data.get("traditions", []):
            for key in ("name", "region", "country", "description"):
                cat.add(t.get(key), (rel, ""))
        for _gid, g in sorted(data.get("games", {}).items(), key=lambda kv: list(data["games"]).index(kv[0])):
            for key in ("name", "subtitle", "summary", "description"):
                cat.add(g.get(key), (rel, ""))
    rules_dir = root / "assets" / "rules"
    for path in sorted(rules_dir.glob("*.json")) if rules_dir.exists() else []:
        rel = path.relative_to(root).as_posix()
        data = json.loads(path.read_text(encoding="utf-8"))
        for section in data.get("sections", []):
            cat.add(section.get("heading"), (rel, ""))
            for block in section.get("blocks", []):
                if isinstance(block, str) and not block.startswith("[cards]"):  # card codes, no words
                    text = block[2:].strip() if block.startswith("- ") else block.strip()
                    cat.add(text, (rel, ""))


def collect(root: Path = ROOT) -> Catalogue:
    cat = Catalogue()
    extract_python(cat, root)
    extract_assets(cat, root)
    return cat


def _header(po: polib.POFile, language: str | None, plurals: str = UNKNOWN_PLURALS) -> None:
    po.metadata = {
        "Project-Id-Version": "Cardavia",
        "Report-Msgid-Bugs-To": "",
        "Language": language or "",
        "MIME-Version": "1.0",
        "Content-Type": "text/plain; charset=UTF-8",
        "Content-Transfer-Encoding": "8bit",
        "Plural-Forms": plurals,
    }


def build_pot(cat: Catalogue) -> polib.POFile:
    pot = polib.POFile(wrapwidth=78)
    pot.header = "Cardavia message catalogue template.\nGenerated by tools/i18n_extract.py: do not edit."
    _header(pot, None)
    for e in cat.entries.values():
        entry = polib.POEntry(
            msgctxt=e["context"],
            msgid=e["msgid"],
            msgid_plural=e["plural"] or "",
            msgstr="" if not e["plural"] else "",
            occurrences=list(e["where"]),
            comment="\n".join(e["comments"]),
        )
        if e["plural"]:
            entry.msgstr_plural = {0: "", 1: ""}
        if "{" in e["msgid"]:
            entry.flags.append("python-brace-format")
        pot.append(entry)
    return pot


def merge(pot: polib.POFile, old: polib.POFile | None, language: str, english_name: str = "") -> polib.POFile:
    po = polib.POFile(wrapwidth=78)
    po.header = f"{english_name or language} translation of Cardavia."
    # the catalogue's own plural rule: its header is where the language is described
    plurals = old.metadata.get("Plural-Forms", UNKNOWN_PLURALS) if old is not None else UNKNOWN_PLURALS
    _header(po, language, plurals)
    if old is not None:
        # Keep what translators put in the header.
        for key, value in old.metadata.items():
            if key not in ("Plural-Forms", "Language", "Project-Id-Version", "Content-Type",
                           "POT-Creation-Date", "PO-Revision-Date"):
                po.metadata[key] = value
        if old.header:
            po.header = old.header
    try:
        nplurals = int(plurals.split(";")[0].split("=")[1])
    except (IndexError, ValueError):
        nplurals = 2
    previous = {}
    if old is not None:
        for entry in old:
            if not entry.obsolete:
                previous[(entry.msgctxt or None, entry.msgid)] = entry
    for template in pot:
        entry = polib.POEntry(
            msgctxt=template.msgctxt,
            msgid=template.msgid,
            msgid_plural=template.msgid_plural,
            occurrences=list(template.occurrences),
            comment=template.comment,
            flags=list(template.flags),
        )
        before = previous.get((template.msgctxt or None, template.msgid))
        if template.msgid_plural:
            forms = dict(before.msgstr_plural) if before is not None and before.msgid_plural else {}
            entry.msgstr_plural = {i: forms.get(i, "") for i in range(nplurals)}
        else:
            entry.msgstr = before.msgstr if before is not None and not before.msgid_plural else ""
        if before is not None:
            entry.tcomment = before.tcomment
            if "fuzzy" in before.flags:
                entry.flags.insert(0, "fuzzy")
        po.append(entry)
    return po


def po_path(language: str, root: Path = ROOT) -> Path:
    return root / "i18n" / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def render(root: Path = ROOT) -> dict[Path, str]:
    """Every catalogue file as it should be: {path: text}."""
    pot = build_pot(collect(root))
    out = {root / "i18n" / f"{DOMAIN}.pot": str(pot) + "\n"}
    for language, english in languages(root).items():
        path = po_path(language, root)
        old = polib.pofile(str(path), wrapwidth=78) if path.exists() else None
        out[path] = str(merge(pot, old, language, english)) + "\n"
    return out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="only report catalogues that are out of date")
    args = parser.parse_args(argv)
    stale = []
    for path, text in render().items():
        current = path.read_text(encoding="utf-8") if path.exists() else None
        if current == text:
            continue
        stale.append(path)
        if not args.check:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
    for path in stale:
        rel = path.relative_to(ROOT)
        print(f"{'out of date' if args.check else 'updated'}: {rel}")
    if args.check and stale:
        print("run `make catalogues` (python tools/i18n_extract.py) to update them", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
