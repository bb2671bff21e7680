"""How the computer players' search runs, in words: Settings and the table's notices.

The worker process reports its mode (``game.ai.jit.report()``: compiled, compiling or
plain, why, and what became of the compile cache); before it has said anything the
window guesses from the environment only, without importing numba.
"""

from __future__ import annotations

import os

from game.i18n import N_, _

MODE_WORDS = {
    "compiled": N_("Fast search: compiled."),
    "compiling": N_("Fast search: compiling; a computer player's first move may take a little longer."),
    "starting": N_("Fast search: starting."),
}
WHY_WORDS = {
    "missing": N_("Fast search unavailable on this computer (numba is not installed): "
                  "the computer players think more simply."),
    "broken": N_("Fast search unavailable: numba is installed but does not work. "
                 "The computer players think more simply."),
    "failed": N_("Fast search unavailable: it could not be compiled. The computer players think more simply."),
    "off": N_("Fast search switched off (CARDAVIA_PURE_PYTHON): the computer players think more simply."),
    "disabled": N_("Fast search switched off (NUMBA_DISABLE_JIT): the computer players think more simply."),
}
_NOT_PRIVATE = N_("The compile cache folder is not private, so it is not used: the search is compiled at every start.")
_UNUSABLE = N_("The compile cache folder cannot be used: the search is compiled at every start.")
#: the one note Settings adds, the most important first
NOTE_WORDS = (
    ("repaired", N_("A damaged compile cache entry was set aside and built again.")),
    ("full", N_("The disk is nearly full: the compiled search is not kept for the next start.")),
    ("shared", _NOT_PRIVATE),
    ("not-owned", _NOT_PRIVATE),
    ("link", _UNUSABLE),
    ("not-folder", _UNUSABLE),
    ("unreadable", _UNUSABLE),
    ("uncreatable", _UNUSABLE),
    ("read-only", N_("The compile cache folder is read-only: it is read but never updated.")),
    ("unsaved", N_("The compiled search could not be kept for the next start.")),
    ("thread", N_("The computer players think inside the game's own process: the table may pause now and then.")),
)
#: the table's calm notices, once per table for each
TABLE_WORDS = {
    "compiling": N_("The fast search is still being prepared: the computer players' first moves may take a little longer."),
    "plain": N_("The fast search is unavailable here: the computer players think more simply (see Settings)."),
    "thread": N_("The computer players think inside the game's own process: the table may pause now and then."),
}


def guess():
    """The mode as far as the window can tell without asking the worker."""
    from importlib.util import find_spec

    from game.ai import PURE_ENV

    if os.environ.get(PURE_ENV):
        return {"mode": "plain", "why": "off", "notes": []}
    if os.environ.get("NUMBA_DISABLE_JIT", "").strip().lower() not in ("", "0", "false", "no", "off"):
        return {"mode": "plain", "why": "disabled", "notes": []}
    try:
        missing = find_spec("numba") is None
    except (ImportError, ValueError):
        missing = True
    if missing:
        return {"mode": "plain", "why": "missing", "notes": []}
    return {"mode": "starting", "why": None, "notes": []}


def current():
    """The worker's report when it gave one, else :func:`guess`."""
    from game.ai import process

    try:
        mode = process.search_mode()
    except Exception:  # noqa: BLE001 - a thinker that cannot say: the guess
        mode = None
    return mode if mode else guess()


def mode_text(report) -> str:
    """The mode and its most important note, translated (Settings)."""
    mode, why = report.get("mode"), report.get("why")
    if mode == "plain":
        text = _(WHY_WORDS.get(why, WHY_WORDS["failed"]))
    else:
        text = _(MODE_WORDS.get(mode, MODE_WORDS["starting"]))
    notes = set(report.get("notes") or ())
    for note, words in NOTE_WORDS:
        if note in notes:
            return f"{text} {_(words)}"
    return text


def table_reasons(report):
    """The table notices (msgids) that ``report`` calls for, by key."""
    found = []
    if report.get("mode") in ("compiling", "plain"):
        found.append((report["mode"], TABLE_WORDS[report["mode"]]))
    if "thread" in (report.get("notes") or ()):
        found.append(("thread", TABLE_WORDS["thread"]))
    return found


__all__ = ["MODE_WORDS", "NOTE_WORDS", "TABLE_WORDS", "WHY_WORDS", "current", "guess", "mode_text", "table_reasons"]
