"""Translations: gettext-style lookups over the ``.po`` catalogues.

English source strings are the message ids. Catalogues live in
``i18n/<lang>/LC_MESSAGES/cardavia.po`` and are read with polib; fuzzy entries
and empty translations fall back to English. The plural rule comes from the
catalogue header and is evaluated by a small parser for the C expression
language of ``Plural-Forms`` (the file's text is never passed to ``eval``).

Every visible string goes through ``_()``. Mark strings that are translated
later (labels stored in tables) with ``N_()`` and translate them where they
are shown. Use named placeholders: ``_("{name} wins").format(name=...)``.

Switching language is live: :func:`set_language` notifies the listeners added
with :func:`add_listener` (the app forwards it to every scene on the stack).
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable

LANGUAGES = {
    "en": "English",
    "pt": "Português",
    "da": "Dansk",
    "fr": "Français",
    "de": "Deutsch",
    "es": "Español",
}
DEFAULT_LANGUAGE = "en"

# Windows reports locale names in English words rather than codes.
_WINDOWS_NAMES = {
    "english": "en",
    "portuguese": "pt",
    "danish": "da",
    "french": "fr",
    "german": "de",
    "spanish": "es",
}


class Catalogue:
    """One language's translations, keyed by (context, msgid)."""

    def __init__(self, code: str, messages=None, plural_rule=None, nplurals: int = 2):
        self.code = code
        self.messages: dict[tuple[str | None, str], object] = messages or {}
        self.plural_rule = plural_rule or (lambda n: 0 if n == 1 else 1)
        self.nplurals = nplurals

    def get(self, context, msgid):
        return self.messages.get((context, msgid))

    def plural_index(self, n: int) -> int:
        try:
            index = int(self.plural_rule(int(n)))
        except (ArithmeticError, ValueError, TypeError):
            return 0 if n == 1 else 1
        return index if 0 <= index < self.nplurals else 0


_ENGLISH = Catalogue("en")
_catalogues: dict[str, Catalogue] = {"en": _ENGLISH}
_current: Catalogue = _ENGLISH
_listeners: list[Callable[[str], None]] = []


def load_catalogue(code: str, path=None) -> Catalogue:
    """Read a catalogue from disk (English and missing files give the identity catalogue)."""
    if code == DEFAULT_LANGUAGE and path is None:
        return _ENGLISH
    if path is None:
        from . import paths

        path = paths.catalogue_path(code)
    if not os.path.exists(path):
        return Catalogue(code)
    import polib  # lazy: English needs no catalogue at all

    po = polib.pofile(str(path))
    nplurals, rule = parse_plural_forms(po.metadata.get("Plural-Forms", ""))
    messages: dict[tuple[str | None, str], object] = {}
    for entry in po:
        if entry.obsolete or "fuzzy" in entry.flags:
            continue
        key = (entry.msgctxt or None, entry.msgid)
        if entry.msgid_plural:
            forms = [entry.msgstr_plural.get(i, "") for i in range(nplurals)]
            if all(forms):
                messages[key] = tuple(forms)
        elif entry.msgstr:
            messages[key] = entry.msgstr
    return Catalogue(code, messages, rule, nplurals)


def _catalogue(code: str) -> Catalogue:
    cat = _catalogues.get(code)
    if cat is None:
        cat = load_catalogue(code)
        _catalogues[code] = cat
    return cat


def set_language(code: str) -> bool:
    """Switch the language; unknown codes fall back to English. True if it changed."""
    global _current
    if code not in LANGUAGES:
        code = DEFAULT_LANGUAGE
    if code == _current.code:
        return False
    _current = _catalogue(code)
    for listener in list(_listeners):
        listener(code)
    return True


def current_language() -> str:
    return _current.code


def reload_catalogues() -> None:
    """Forget loaded catalogues (tests and the extraction tool use this)."""
    global _current
    code = _current.code
    _catalogues.clear()
    _catalogues["en"] = _ENGLISH
    _current = _catalogue(code)


def add_listener(callback: Callable[[str], None]) -> None:
    if callback not in _listeners:
        _listeners.append(callback)


def remove_listener(callback: Callable[[str], None]) -> None:
    if callback in _listeners:
        _listeners.remove(callback)


def _(message: str) -> str:
    found = _current.get(None, message)
    return found if isinstance(found, str) else message


def N_(message: str) -> str:
    """Marks a string for extraction without translating it yet."""
    return message


def pgettext(context: str, message: str) -> str:
    found = _current.get(context, message)
    return found if isinstance(found, str) else message


def ngettext(singular: str, plural: str, n: int) -> str:
    return npgettext(None, singular, plural, n)


def npgettext(context, singular: str, plural: str, n: int) -> str:
    forms = _current.get(context, singular)
    if isinstance(forms, tuple):
        return forms[_current.plural_index(n)]
    return singular if n == 1 else plural


def system_language(environ=None) -> str:
    """The player's language from the locale environment when Cardavia ships it, else English."""
    env = os.environ if environ is None else environ
    language = env.get("LANGUAGE", "")
    locale_name = ""
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        if env.get(var):
            locale_name = env[var]
            break
    # gettext ignores LANGUAGE when the locale itself is C/POSIX.
    if language and locale_name not in ("C", "POSIX"):
        for item in language.split(":"):
            code = _code_of(item)
            if code:
                return code
    if locale_name:
        return _code_of(locale_name) or DEFAULT_LANGUAGE
    if environ is None:
        try:
            import locale

            name = locale.getlocale()[0] or ""
        except (ValueError, TypeError):
            name = ""
        return _code_of(name) or DEFAULT_LANGUAGE
    return DEFAULT_LANGUAGE


def _code_of(name: str) -> str | None:
    name = (name or "").strip()
    if not name or name in ("C", "POSIX"):
        return None
    code = re.split(r"[_.@\-]", name, maxsplit=1)[0].lower()
    if code in LANGUAGES:
        return code
    return _WINDOWS_NAMES.get(code)


# --- Plural-Forms: a safe evaluator for gettext's C expressions -----------------

_TOKEN = re.compile(r"\s*(?:(\d+)|(n)|(\|\||&&|==|!=|<=|>=|[-+*/%<>!?:()]))")
_BINARY = [
    ("||",),
    ("&&",),
    ("==", "!="),
    ("<", ">", "<=", ">="),
    ("+", "-"),
    ("*", "/", "%"),
]


def _c_div(a, b):
    if b == 0:
        raise ZeroDivisionError
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def _c_mod(a, b):
    return a - b * _c_div(a, b)


_OPS = {
    "||": lambda a, b: int(bool(a) or bool(b)),
    "&&": lambda a, b: int(bool(a) and bool(b)),
    "==": lambda a, b: int(a == b),
    "!=": lambda a, b: int(a != b),
    "<": lambda a, b: int(a < b),
    ">": lambda a, b: int(a > b),
    "<=": lambda a, b: int(a <= b),
    ">=": lambda a, b: int(a >= b),
    "+": lambda a, b: a + b,
    "-": lambda a, b: a - b,
    "*": lambda a, b: a * b,
    "/": _c_div,
    "%": _c_mod,
}


def _tokenize(text: str) -> list[str]:
    tokens, pos = [], 0
    text = text.strip()
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if not m or m.end() == pos:
            raise ValueError(f"bad plural expression near {text[pos:pos + 10]!r}")
        tokens.append(m.group(1) or m.group(2) or m.group(3))
        pos = m.end()
    return tokens


class _Parser:
    def __init__(self, tokens):
        self.tokens = tokens
        self.i = 0

    def peek(self):
        return self.tokens[self.i] if self.i < len(self.tokens) else None

    def take(self, expected=None):
        tok = self.peek()
        if tok is None or (expected is not None and tok != expected):
            raise ValueError(f"expected {expected or 'a token'} in plural expression")
        self.i += 1
        return tok

    def parse(self):
        node = self.ternary()
        if self.peek() is not None:
            raise ValueError("trailing tokens in plural expression")
        return node

    def ternary(self):
        cond = self.binary(0)
        if self.peek() == "?":
            self.take("?")
            yes = self.ternary()
            self.take(":")
            no = self.ternary()
            return lambda n: yes(n) if cond(n) else no(n)
        return cond

    def binary(self, level):
        if level == len(_BINARY):
            return self.unary()
        left = self.binary(level + 1)
        while self.peek() in _BINARY[level]:
            op = _OPS[self.take()]
            right = self.binary(level + 1)
            left = (lambda f, a, b: lambda n: f(a(n), b(n)))(op, left, right)
        return left

    def unary(self):
        tok = self.peek()
        if tok == "!":
            self.take()
            inner = self.unary()
            return lambda n: int(not inner(n))
        if tok == "-":
            self.take()
            inner = self.unary()
            return lambda n: -inner(n)
        if tok == "(":
            self.take()
            inner = self.ternary()
            self.take(")")
            return inner
        if tok == "n":
            self.take()
            return lambda n: n
        if tok is not None and tok.isdigit():
            value = int(self.take())
            return lambda n: value
        raise ValueError("unexpected token in plural expression")


def compile_plural(expression: str) -> Callable[[int], int]:
    """Compile a C plural expression such as ``(n != 1)`` into a function of n."""
    return _Parser(_tokenize(expression)).parse()


def parse_plural_forms(header: str):
    """``(nplurals, rule)`` from a ``Plural-Forms`` header; English rules when it is absent or bad."""
    m = re.search(r"nplurals\s*=\s*(\d+)\s*;\s*plural\s*=\s*([^;]+);?", header or "")
    if not m:
        return 2, (lambda n: 0 if n == 1 else 1)
    try:
        return max(1, int(m.group(1))), compile_plural(m.group(2))
    except ValueError:
        return 2, (lambda n: 0 if n == 1 else 1)
