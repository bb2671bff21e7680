"""Translations: the standard library's :mod:`gettext` over Cardavia's catalogues.

English source strings are the message ids. Translators edit
``i18n/<lang>/LC_MESSAGES/cardavia.po`` (installed as ``game/locale``); the game
reads them as compiled ``.mo`` files through :class:`gettext.GNUTranslations`,
which brings the plural rule of each catalogue's ``Plural-Forms`` header,
contexts and the fallback to English for anything missing. Each ``.po`` is
compiled with polib the first time it is needed into the cache folder and again
whenever its modification time changes; compiling leaves out fuzzy entries,
empty translations and plural entries with a missing form, so those read as
English.

Every visible string goes through ``_()``. Mark strings that are translated
later (labels stored in tables) with ``N_()`` and translate them where they
are shown. Use named placeholders: ``_("{name} wins").format(name=...)``.

Switching language is live: :func:`set_language` notifies the listeners added
with :func:`add_listener` (the app forwards it to every scene on the stack).
"""

from __future__ import annotations

import gettext
import io
import os
import re
import zlib
from collections.abc import Callable

DEFAULT_LANGUAGE = "en"
_HEADER = re.compile(r'^"(X-Language-Name|X-English-Name|X-Language-Order): (.*)\\n"$', re.MULTILINE)


def catalogue_languages(folder=None):
    """``[(code, native name, English name)]`` of the catalogues present, English first.

    Each catalogue (``i18n/<code>/LC_MESSAGES/cardavia.po``) names its language in its
    header (``X-Language-Name``, ``X-English-Name``, ``X-Language-Order``); the list of
    languages is read from them and nowhere else."""
    if folder is None:
        from . import paths

        folder = paths.i18n_dir()
    found = []
    try:
        codes = sorted(os.listdir(folder))
    except OSError:
        codes = []
    for code in codes:
        path = os.path.join(folder, code, "LC_MESSAGES", "cardavia.po")
        try:
            with open(path, encoding="utf-8") as fp:
                head = fp.read(4096)  # the header comes first
        except (OSError, UnicodeError):
            continue
        fields = dict(_HEADER.findall(head))
        if "X-Language-Name" in fields:
            order = int(fields["X-Language-Order"]) if fields.get("X-Language-Order", "").isdigit() else 999
            found.append((order, code, fields["X-Language-Name"], fields.get("X-English-Name", code)))
    found.sort()
    return [(DEFAULT_LANGUAGE, "English", "English")] + [(code, native, english)
                                                        for _o, code, native, english in found]


_PRESENT = catalogue_languages()
# code -> the language's own name, as the settings offer it
LANGUAGES = {code: native for code, native, _english in _PRESENT}

# Windows reports locale names in English words rather than codes.
_WINDOWS_NAMES = {english.lower(): code for code, _native, english in _PRESENT}


# The identity catalogue: message ids are English, plurals follow n == 1.
_ENGLISH = gettext.NullTranslations()


def compiled_catalogue(po_path, cache_dir=None) -> bytes | str:
    """The ``.mo`` compiled from ``po_path``: a file in the cache folder, made the first
    time and again whenever the ``.po`` changes or the cached copy is damaged, or the
    compiled bytes when the cache cannot be written.

    A cached file is named for the folder of its ``.po``, that file's
    modification time and the checksum of its own bytes, so an edited, updated
    or reinstalled catalogue (even one older than the cache) is compiled again,
    a cached copy that was truncated or damaged is never read, and several
    copies of Cardavia (a checkout and an installed one) never read each
    other's catalogues.
    """
    po_path = os.path.abspath(po_path)
    mtime = os.stat(po_path).st_mtime_ns
    if cache_dir is None:
        from . import paths

        cache_dir = paths.cache_dir() / "catalogues"
    lang = os.path.basename(os.path.dirname(os.path.dirname(po_path))) or "xx"
    stem = f"{lang}-{zlib.crc32(os.fsencode(po_path)):08x}-"
    cached = _sound_copy(cache_dir, f"{stem}{mtime}-")
    if cached is not None:
        return cached
    import polib  # only when a catalogue changed: the usual start just reads the cached .mo

    data = polib.pofile(po_path).to_binary()
    mo_path = os.path.join(cache_dir, f"{stem}{mtime}-{zlib.crc32(data):08x}.mo")
    try:
        os.makedirs(cache_dir, exist_ok=True)
        tmp = f"{mo_path}.{os.getpid()}.tmp"
        with open(tmp, "wb") as out:
            out.write(data)
        os.replace(tmp, mo_path)
        for name in os.listdir(cache_dir):  # older versions and damaged copies
            if name.startswith(stem) and name.endswith(".mo") and name != os.path.basename(mo_path):
                os.remove(os.path.join(cache_dir, name))
    except OSError:
        return data
    return mo_path


_CACHED = re.compile(r"-(?P<crc>[0-9a-f]{8})\.mo$")


def _sound_copy(cache_dir, prefix) -> str | None:
    """The cached ``.mo`` named ``<prefix><checksum>.mo`` whose bytes still match its checksum."""
    try:
        names = [n for n in os.listdir(cache_dir) if n.startswith(prefix)]
    except OSError:
        return None
    for name in names:
        found = _CACHED.fullmatch(name, len(prefix) - 1)
        if found is None:
            continue
        path = os.path.join(cache_dir, name)
        try:
            with open(path, "rb") as fp:
                data = fp.read()
        except OSError:
            continue
        if f"{zlib.crc32(data):08x}" == found.group("crc"):
            return path
    return None


def _parse(compiled: bytes | str) -> gettext.GNUTranslations:
    if isinstance(compiled, bytes):
        return gettext.GNUTranslations(io.BytesIO(compiled))
    with open(compiled, "rb") as fp:
        return gettext.GNUTranslations(fp)


def load_catalogue(code: str, path=None) -> gettext.NullTranslations:
    """A language's translations (English, unknown codes and missing files give English).

    A catalogue that cannot be read is English, and the player is told so.
    """
    if code == DEFAULT_LANGUAGE and path is None:
        return _ENGLISH
    if code not in LANGUAGES and path is None:
        return _ENGLISH
    if path is None:
        from . import paths

        path = paths.catalogue_path(code)
    try:
        return _parse(compiled_catalogue(path))
    except Exception:  # noqa: BLE001 - polib and gettext raise many kinds on a damaged catalogue
        # A damaged catalogue must not stop the game: that language reads as English, said once.
        from . import storage

        name = LANGUAGES.get(code, code)
        storage.notice(lambda: _(NOTICE_UNREADABLE).format(language=name))
        return _ENGLISH


_catalogues: dict[str, gettext.NullTranslations] = {DEFAULT_LANGUAGE: _ENGLISH}
_current: gettext.NullTranslations = _ENGLISH
_current_code = DEFAULT_LANGUAGE
_listeners: list[Callable[[str], None]] = []


def _catalogue(code: str) -> gettext.NullTranslations:
    cat = _catalogues.get(code)
    if cat is None:
        cat = load_catalogue(code)
        _catalogues[code] = cat
    return cat


def set_language(code: str) -> bool:
    """Switch the language; unknown codes fall back to English. True if it changed."""
    global _current, _current_code
    if code not in LANGUAGES:
        code = DEFAULT_LANGUAGE
    if code == _current_code:
        return False
    _current, _current_code = _catalogue(code), code
    for listener in list(_listeners):
        listener(code)
    return True


def current_language() -> str:
    return _current_code


def reload_catalogues() -> None:
    """Forget loaded catalogues (tests and the extraction tool use this)."""
    global _current
    _catalogues.clear()
    _catalogues[DEFAULT_LANGUAGE] = _ENGLISH
    _current = _catalogue(_current_code)


def add_listener(callback: Callable[[str], None]) -> None:
    if callback not in _listeners:
        _listeners.append(callback)


def remove_listener(callback: Callable[[str], None]) -> None:
    if callback in _listeners:
        _listeners.remove(callback)


def _(message: str) -> str:
    return _current.gettext(message)


def N_(message: str) -> str:
    """Marks a string for extraction without translating it yet."""
    return message


NOTICE_UNREADABLE = N_("The {language} translation could not be read; the game is shown in English until it is "
                       "repaired.")


def pgettext(context: str, message: str) -> str:
    return _current.pgettext(context, message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _current.ngettext(singular, plural, n)


def npgettext(context, singular: str, plural: str, n: int) -> str:
    if context is None:
        return _current.ngettext(singular, plural, n)
    return _current.npgettext(context, singular, plural, n)


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
