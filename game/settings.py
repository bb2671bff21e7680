"""The player's settings: defaults, validation, persistence and change listeners.

Settings live in ``settings.json`` in the user config folder as versioned
JSON written atomically. Reading never fails: a missing file gives the
defaults; a damaged file (not JSON, truncated, wrong types, values out of
range) gives the defaults for the bad fields only, the file is kept aside as
``settings.json.bad-<time>``, and :attr:`Settings.notices` holds a short
message for the player. A file of a newer version is kept aside the same way
(the fields this version knows are used); an unreadable one (a folder, a
FIFO, no permission) too, and when it cannot be moved aside it is never
written over: changes then apply until the player quits. An unwritable
folder also only adds a notice.

Anyone may follow changes::

    unsubscribe = settings.subscribe(callback, {"contrast", "grain"})
    # callback(name, value) runs after each change of those fields

Notices are message ids (marked with ``N_``): translate them where shown.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import i18n, paths, storage
from .ai.levels import DEFAULT_LEVEL, PLAYER_LEVELS
from .i18n import N_

VERSION = 2  # 2: the trick pause has lengths (``trick_pause``) instead of the on/off ``trick_wait``

ANIMATION_SPEEDS = ("instant", "fast", "normal", "slow")
# Duration multipliers for the animation speeds; 0 means no animation at all.
ANIMATION_FACTORS = {"instant": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.75}
AI_LEVELS = PLAYER_LEVELS
# How long a finished trick stays in view; "click" keeps it until a click or key.
TRICK_PAUSES = ("short", "normal", "long", "click")
TRICK_PAUSE_SECONDS = {"short": 0.6, "normal": 1.5, "long": 3.0}

NOTICE_CORRUPT = N_("Your settings file was damaged; the defaults are used for what could not be read.")
NOTICE_UNREADABLE = N_("Your settings could not be read; the defaults are used.")
NOTICE_UNWRITABLE = N_("Your settings could not be saved; they apply until you quit.")
NOTICE_NEWER = N_("Your settings file comes from a newer version of Cardavia; it was kept aside and what this "
                  "version knows of it is used.")


class Field:
    __slots__ = ("default", "kind", "choices", "low", "high")

    def __init__(self, default: Any, kind: type, choices: tuple | None = None, low: int | None = None,
                 high: int | None = None):
        self.default, self.kind, self.choices, self.low, self.high = default, kind, choices, low, high

    def valid(self, value) -> bool:
        if self.kind is bool:
            return isinstance(value, bool)
        if self.kind is int:
            if isinstance(value, bool) or not isinstance(value, int):
                return False
            return self.low <= value <= self.high
        if not isinstance(value, self.kind):
            return False
        return self.choices is None or value in self.choices


def _fields(language_default: str) -> dict[str, Field]:
    return {
        "language": Field(language_default, str, tuple(i18n.LANGUAGES)),
        "contrast": Field(50, int, low=0, high=100),
        "grain": Field(50, int, low=0, high=100),
        "temperature": Field(50, int, low=0, high=100),
        "fullscreen": Field(True, bool),
        "animation_speed": Field("normal", str, ANIMATION_SPEEDS),
        "ai_level": Field(DEFAULT_LEVEL, str, AI_LEVELS),
        "four_colour": Field(False, bool),
        "autoplay_forced": Field(False, bool),
        "trick_pause": Field("normal", str, TRICK_PAUSES),
        "show_vienna_indices": Field(True, bool),
        "sound": Field(True, bool),
        "undo": Field(False, bool),
    }


Listener = Callable[[str, Any], None]


class Settings:
    """A validated set of values. Read with attribute access, change with :meth:`set`."""

    def __init__(self, values: dict | None = None, path=None, language_default: str | None = None):
        if language_default is None:
            language_default = i18n.system_language()
        object.__setattr__(self, "_fields", _fields(language_default))
        object.__setattr__(self, "_values", {k: f.default for k, f in self._fields.items()})
        object.__setattr__(self, "_listeners", [])
        object.__setattr__(self, "path", path)
        object.__setattr__(self, "notices", [])
        object.__setattr__(self, "autosave", path is not None)
        # An unreadable file that could not be kept aside: never written over.
        object.__setattr__(self, "blocked", False)
        # Session-only values (from the command line): name -> the value to keep on disk.
        object.__setattr__(self, "_overrides", {})
        for name, value in (values or {}).items():
            if name in self._fields and self._fields[name].valid(value):
                self._values[name] = value

    # --- reading -------------------------------------------------------------
    def __getattr__(self, name):
        values = self.__dict__.get("_values", {})
        if name in values:
            return values[name]
        raise AttributeError(name)

    def __setattr__(self, name, value):
        if name in self._fields:
            self.set(name, value)
        else:
            object.__setattr__(self, name, value)

    def get(self, name: str):
        return self._values[name]

    def as_dict(self) -> dict:
        return dict(self._values)

    def defaults(self) -> dict:
        return {k: f.default for k, f in self._fields.items()}

    def names(self) -> tuple[str, ...]:
        return tuple(self._fields)

    def choices(self, name: str) -> tuple | None:
        return self._fields[name].choices

    def is_valid(self, name: str, value) -> bool:
        return name in self._fields and self._fields[name].valid(value)

    @property
    def animation_factor(self) -> float:
        """Multiply an animation's normal duration by this (0: skip it)."""
        return ANIMATION_FACTORS[self._values["animation_speed"]]

    # --- changing ------------------------------------------------------------
    def set(self, name: str, value, persist: bool = True) -> bool:
        """Change one field; True if it changed. Raises ValueError for an invalid value.

        ``persist=False`` skips writing the file (e.g. while a slider is dragged);
        call :meth:`save` when the value settles.
        """
        self._overrides.pop(name, None)
        field = self._fields.get(name)
        if field is None:
            raise KeyError(name)
        if field.kind is int and isinstance(value, float) and value.is_integer():
            value = int(value)
        if not field.valid(value):
            raise ValueError(f"invalid value for {name}: {value!r}")
        if self._values[name] == value:
            return False
        self._values[name] = value
        if self.autosave and persist:
            self.save()
        for names, callback in list(self._listeners):
            if names is None or name in names:
                callback(name, value)
        return True

    def override(self, name: str, value) -> None:
        """Use ``value`` for this session only (the file keeps its value), without notifying."""
        field = self._fields[name]
        if not field.valid(value):
            raise ValueError(f"invalid value for {name}: {value!r}")
        self._overrides.setdefault(name, self._values[name])
        self._values[name] = value

    def update(self, **values) -> None:
        for name, value in values.items():
            self.set(name, value)

    def subscribe(self, callback: Listener, names=None) -> Callable[[], None]:
        """Call ``callback(name, value)`` after changes (of ``names`` only, when given).

        Returns a function that removes the subscription.
        """
        entry = (frozenset(names) if names is not None else None, callback)
        self._listeners.append(entry)

        def unsubscribe():
            if entry in self._listeners:
                self._listeners.remove(entry)

        return unsubscribe

    # --- persistence ---------------------------------------------------------
    def save(self) -> bool:
        """Write the settings; on failure add a notice (once) and return False."""
        if self.path is None or self.blocked:
            return False
        values = dict(self._values)
        values.update(self._overrides)
        try:
            storage.save_versioned(self.path, values, VERSION)
        except storage.StorageError:
            self._notice(NOTICE_UNWRITABLE)
            return False
        return True

    def _notice(self, message: str) -> None:
        if message not in self.notices:
            self.notices.append(message)

    def take_notices(self) -> list[str]:
        """The pending notices (message ids), cleared."""
        out = list(self.notices)
        self.notices.clear()
        return out

    @classmethod
    def load(cls, path=None, language_default: str | None = None) -> Settings:
        """Read the settings file (default: the user config folder); never raises."""
        if path is None:
            path = paths.settings_path()
        settings = cls(path=path, language_default=language_default)
        settings.autosave = False
        try:
            data = storage.read_json(path)
        except storage.MissingFile:
            settings.autosave = True
            return settings
        except storage.UnreadableFile:
            settings._bad_file(path, NOTICE_UNREADABLE)
            return settings
        except storage.CorruptFile:
            settings._bad_file(path, NOTICE_CORRUPT)
            return settings
        bad = not isinstance(data, dict)
        newer = False
        if not bad:
            version = data.get("version")
            if not isinstance(version, int) or isinstance(version, bool) or version < 1:
                bad = True
            elif version > VERSION:
                newer = True
            if not bad and version < 2 and isinstance(data.get("trick_wait"), bool) and "trick_pause" not in data:
                # version 1 kept the trick until a click, or for the normal time
                data = {**data, "trick_pause": "click" if data["trick_wait"] else "normal"}
            for name, field in settings._fields.items():
                if name not in data:
                    continue
                value = data[name]
                if field.valid(value):
                    settings._values[name] = value
                elif not newer:
                    bad = True
        if newer:
            settings._bad_file(path, NOTICE_NEWER)
        elif bad:
            settings._bad_file(path, NOTICE_CORRUPT)
        else:
            settings.autosave = True
        return settings

    def _bad_file(self, path, notice: str) -> None:
        """Keep the file aside and write a clean one, so the damage is reported once, not at
        every launch; a file that cannot be moved aside is never written over."""
        import os

        self._notice(notice)
        self.autosave = True
        if storage.keep_aside(path) is None:
            if os.path.lexists(path):
                self.blocked = True
                self._notice(NOTICE_UNWRITABLE)
            return  # nothing there to replace (e.g. the folder is a file): writes will say if they fail
        self.save()
