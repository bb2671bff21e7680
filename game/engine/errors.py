"""Errors raised by the rules engine."""


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
