"""The state machine every game's deal is built on.

A deal is fixed by (game, deck order, dealer, options) and moves only by
``apply(action)``; its record is exactly those inputs plus the actions, so
``replay(record())`` rebuilds it.  Game modules subclass :class:`Deal` and
fill in ``_legal()``, ``_apply()``, ``_why_illegal()``, ``result()`` and
``observation()``.
"""

from .cards import PACKS, shuffled_deck, validate_deck
from .errors import IllegalAction, shown

#: no action of a game is longer: a longer input is refused without asking the game
MAX_ACTION_CHARS = 64


class Deal:
    game = ""
    n_players = 0

    def __init__(self, deck, dealer, options=None):
        self.deck = validate_deck(self.game, deck)
        if not isinstance(dealer, int) or isinstance(dealer, bool) or not (
            0 <= dealer < self.n_players
        ):
            raise ValueError(
                f"{self.game} dealer must be a seat from 0 to {self.n_players - 1}, "
                f"got {shown(dealer)}"
            )
        self.dealer = dealer
        self.options = dict(options or {})
        self.actions = []
        # public happenings as ids + params (tricks, announcements...), in order;
        # never prose and never a hidden card, so observations may include them
        self.events = []
        self.current_player = None
        self._legal_cache = None
        # the match this deal belongs to, as the table sees it (set by Match)
        self.match_state = None
        self._setup()

    # -- to be filled in by each game -------------------------------------
    def _setup(self):
        raise NotImplementedError

    def _legal(self):
        """Legal actions of ``current_player`` (a list of str)."""
        raise NotImplementedError

    def _apply(self, action):
        """Carry out an action already known to be legal."""
        raise NotImplementedError

    def _why_illegal(self, action):
        """(code, English message, params) saying why ``action`` is refused."""
        return ("not_allowed", f"{action} is not allowed now", {})

    def result(self):
        raise NotImplementedError

    def observation(self, seat):
        raise NotImplementedError

    def clone(self):
        raise NotImplementedError

    # -- shared surface ------------------------------------------------------
    @property
    def is_over(self):
        return self.current_player is None

    # The cache is only ever filled while someone is to act and is dropped
    # by every apply, so a filled cache also says the deal is not over.
    def legal_actions(self):
        legal = self._legal_cache
        if legal is None:
            if self.current_player is None:
                return []
            legal = self._legal_cache = self._legal()
        return list(legal)

    def apply(self, action):
        legal = self._legal_cache
        if legal is None:
            if self.current_player is None:
                raise IllegalAction(action, "deal_over", "the deal is over")
            legal = self._legal_cache = self._legal()
        if action not in legal:
            if not isinstance(action, str) or len(action) > MAX_ACTION_CHARS:
                # shown cut short: garbage may be long or nested past any repr
                raise IllegalAction(action, "unknown_action", f"{shown(action)} is not an action")
            code, message, params = self._why_illegal(action)
            raise IllegalAction(action, code, message, **params)
        self._legal_cache = None
        self.actions.append(action)
        self._apply(action)

    def record(self):
        rec = {
            "game": self.game,
            "dealer": self.dealer,
            "deck": list(self.deck),
            "actions": list(self.actions),
        }
        if self.options:
            rec["options"] = dict(self.options)
        return rec

    def _clone_base(self):
        """A shallow copy with the shared mutable parts copied."""
        other = object.__new__(type(self))
        other.__dict__ = self.__dict__.copy()
        other.actions = list(self.actions)
        other.events = list(self.events)
        # legal-action lists are built fresh and never changed in place, so
        # a copy of the same state may share them
        other._legal_cache = self._legal_cache
        return other

    def __repr__(self):
        return (
            f"<{type(self).__name__} dealer={self.dealer} "
            f"to_act={self.current_player} actions={len(self.actions)}>"
        )


def check_seat(deal, seat):
    if not isinstance(seat, int) or not 0 <= seat < deal.n_players:
        raise ValueError(f"seat must be 0..{deal.n_players - 1}, got {shown(seat)}")


def deck_for(game, deck, rng):
    if deck is None:
        return shuffled_deck(game, rng)
    return deck


__all__ = ["Deal", "IllegalAction", "PACKS", "check_seat", "deck_for"]
