"""Errors raised by the rules engine, and how they show what they refused."""

import reprlib

#: how much of a refused input a message shows (a long or deeply nested one is cut)
SHOWN_CHARS = 40

_SHORT = reprlib.Repr()
_SHORT.maxlevel = 3  # a deeply nested input is shown to this depth, never walked whole
_SHORT.maxstring = SHOWN_CHARS
_SHORT.maxother = SHOWN_CHARS
_SHORT.maxlist = _SHORT.maxtuple = _SHORT.maxdict = _SHORT.maxset = 6


def shown(value):
    """A short ``repr`` of an input for an error message: whole when short, else a cut prefix."""
    if isinstance(value, str):
        text = repr(value[:SHOWN_CHARS])
        if len(text) > 2 * SHOWN_CHARS:  # escapes make a repr longer than its string
            text = text[: 2 * SHOWN_CHARS] + "\u2026"
        return text if len(value) <= SHOWN_CHARS else f"{text}\u2026 ({len(value)} characters)"
    if isinstance(value, int) and value.bit_length() > 4 * SHOWN_CHARS:
        return f"a number of {value.bit_length()} bits"  # too long for repr to show
    try:
        text = _SHORT.repr(value)
    except Exception:  # noqa: BLE001 - a repr that fails still gets a name
        text = f"a {type(value).__name__}"
    return text if len(text) <= 2 * SHOWN_CHARS else text[: 2 * SHOWN_CHARS] + "\u2026"


class IllegalAction(ValueError):
    """An action that is not legal in the current state.

    ``code`` is a stable id the UI translates (the engine emits ids, never
    prose for players); ``params`` fills its named placeholders.  ``str()``
    gives an English sentence for logs and developers.
    """

    def __init__(self, action, code, message, **params):
        super().__init__(message)
        self.action = action
        self.code = code
        self.params = dict(params, action=action)


class GameError(ValueError):
    """A game descriptor that breaks a rule every game keeps, raised when it is registered
    (``register_game``): the message names the game and the field."""
