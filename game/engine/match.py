"""Matches: successive deals with scores carried and the dealer rotated.

Every deck of a match is drawn from ``(game, seed, epoch, deal number)``, so a
match is reproducible from its seed and can be saved as plain JSON (its deal
records) and rebuilt by replaying them.  Game modules subclass :class:`Match`
and fill in the scoring hooks.
"""

import copy
import random

from .cards import shuffled_deck

# 2: deal records in record format 2 (game.engine.RECORD_VERSION); 1 is upgraded on loading
SAVE_VERSION = 2


class Match:
    game = ""
    deal_class = None

    def __init__(self, seed=None, options=None):
        if seed is None:
            seed = random.randrange(2**31)
        self.seed = seed
        self.options = dict(options or {})
        self.epoch = 0
        self._start()

    # -- hooks ---------------------------------------------------------------
    def _initial_scores(self):
        raise NotImplementedError

    def _next_dealer(self, dealer):
        raise NotImplementedError

    def _score(self, result):
        """Fold a finished deal's result into ``self.scores``."""
        raise NotImplementedError

    @property
    def is_over(self):
        raise NotImplementedError

    @property
    def winner(self):
        """The winning team/seat once the match is over (None for a draw)."""
        raise NotImplementedError

    #: deals in a match (None: not a fixed number)
    n_deals = None
    #: a session that never ends by itself (a running tally, no target)
    open_ended = False

    # -- shared --------------------------------------------------------------
    @property
    def deal(self):
        return self._deal

    @deal.setter
    def deal(self, deal):
        # whoever puts a deal in place (a new deal, an undo, a loaded save),
        # its observations show the match as it stood before the deal
        self._deal = deal
        deal.match_state = self.match_state()

    def match_state(self):
        """The match before the current deal, as every seat may see it."""
        played = len(self.history)
        left = None if self.n_deals is None else max(0, self.n_deals - played - 1)
        return {"scores": copy.deepcopy(self.scores), "deals_played": played, "deals_left": left}

    def _rng(self, *parts):
        return random.Random(":".join(str(p) for p in (self.game, self.seed, self.epoch, *parts)))

    def _start(self):
        self.scores = self._initial_scores()
        self.history = []  # finished deals: {"record": ..., "result": ...}
        n = self.deal_class.n_players
        self.first_dealer = self._rng("dealer").randrange(n)
        self.deal = self._make_deal(self.first_dealer)

    def _make_deal(self, dealer):
        deck = shuffled_deck(self.game, self._rng("deal", len(self.history)))
        return self.deal_class(deck, dealer, self.options)

    def restart(self):
        """Clear the scores and begin again with fresh deals."""
        self.epoch += 1
        self._start()

    def next_deal(self):
        """Score the finished deal and start the next one."""
        if not self.deal.is_over:
            raise ValueError("the current deal is not finished")
        if self.is_over:
            raise ValueError("the match is over")
        self._finish_deal()
        if not self.is_over:
            self.deal = self._make_deal(self._next_dealer(self.deal.dealer))

    def _finish_deal(self):
        result = self.deal.result()
        self.history.append({"record": self.deal.record(), "result": result})
        self._score(result)

    @property
    def deals_played(self):
        return len(self.history)

    def to_dict(self):
        """A JSON-serialisable snapshot (versioned) for saving."""
        return {
            "version": SAVE_VERSION,
            "game": self.game,
            "seed": self.seed,
            "epoch": self.epoch,
            "options": dict(self.options),
            "deals": [h["record"] for h in self.history] + [self.deal.record()],
        }

    @classmethod
    def from_dict(cls, data):
        """Rebuild a match saved by :meth:`to_dict`, replaying every deal."""
        from . import _check_options, _plain_copy, replay, upgrade_record
        from .errors import shown

        if not isinstance(data, dict):
            raise ValueError("a match save must be a JSON object")
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool) or not 1 <= version <= SAVE_VERSION:
            raise ValueError(f"unsupported match save version {shown(version)}")
        if data.get("game") != cls.game:
            raise ValueError(f"save is for {shown(data.get('game'))}, not {cls.game!r}")
        for key in ("seed", "epoch", "deals"):
            if key not in data:
                raise ValueError(f"match save lacks {key!r}")
        seed, epoch = data["seed"], data["epoch"]
        if type(seed) not in (int, float, str):
            raise ValueError(f"a match save's seed must be a number or a string, got {shown(seed)}")
        _plain_copy(seed, "a match save's seed")  # a seed that could not be saved again is refused
        if type(epoch) is not int or epoch < 0:
            raise ValueError(f"a match save's epoch must be a whole number of at least 0, got {shown(epoch)}")
        _plain_copy(epoch, "a match save's epoch")
        options = data.get("options")
        if options is not None and type(options) is not dict:
            raise ValueError(f"a match save's options must be a JSON object, got {shown(options)}")
        deals = data["deals"]
        if not isinstance(deals, list) or not deals:
            raise ValueError("a match save holds at least one deal")
        if not all(isinstance(rec, dict) for rec in deals):
            raise ValueError("every deal of a match save must be a JSON object")
        for i, rec in enumerate(deals):
            if rec.get("game") != cls.game:
                raise ValueError(f"deal {i} of the {cls.game} save is for {shown(rec.get('game'))}")
        match = cls.__new__(cls)
        match.seed = seed
        match.options = _check_options(options) or {}
        match.epoch = epoch
        match.scores = match._initial_scores()
        match.history = []
        # save version v holds records of format v
        deals = [upgrade_record(rec, version) for rec in deals]
        match.first_dealer = deals[0].get("dealer")
        for rec in deals[:-1]:
            match.deal = replay(rec)
            if not match.deal.is_over:
                raise ValueError("an earlier deal of the save is unfinished")
            match._finish_deal()
        match.deal = replay(deals[-1])
        return match
