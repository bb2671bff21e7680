"""The coach: a finished deal reviewed by the expert, and the reason behind a move.

``review(record, seat)`` replays a deal from its record and, at each of the
seat's real decisions (more than one legal choice), asks the expert's
analysis what every choice was worth from what the seat knew then
(``observation(seat)``, searched with a seed drawn from the position, so a
review is the same every time).  The cost of a decision is the best mean
outcome minus the mean of the choice made, in the game's own points; the
three costliest decisions above the noise of the estimate are kept, each
with the better choice and a reason.

``explain_hint(game, observation)`` is the hint (the same choice as
:func:`game.ai.hint`) with its reason.

Reasons are ids with parameters (``["wins_trick", {"count": 9, "worlds": 10}]``),
never prose: the table translates them.  They are counted over the worlds
the search drew, played out after the choice and after the runner-up
(:mod:`game.ai.coach_worlds`): who takes the trick, the card kept for a later
trick, the opponents' last trumps drawn, the card the partner most likely
holds.  A game's knowledge gives the reasons in its own terms first
(``reason(obs, action, other, seen)``, ids in its ``REASON_IDS``, words at its
table): its bids, calls and declarations.  Without worlds (a crafted position)
the facts of the position itself are read: what the trick carries, trumps
still out, the card a lead keeps.
"""

from __future__ import annotations

import random

from game.engine import action_card, game_info, replay

from . import HINT_LEVEL, make_player, position_seed
from . import coach_position as pos
from .base import legal_of
from .coach_cards import counted_card_reason, more_tricks
from .coach_worlds import Seen, card_points, outcomes
from .knowledge import Knowledge
from .search import SearchPlayer, best_action

#: a cost is kept only above this share of what the deal's choices were worth at most
NOISE_SHARE = 0.08
#: and never below this many points (means closer than that are the same)
NOISE_FLOOR = 1e-6
TOP = 3
#: every reason the coach gives in any game (the table has words for each); a game's
#: knowledge adds its own (``REASON_IDS``) for its calls and declarations
REASON_IDS = (
    "only_winner", "wins_cheaply", "wins_trick", "leaves_partner", "keeps_card", "feeds_partner", "saves_card",
    "throws_lowest", "draws_last_trumps", "draws_trumps", "top_card", "best_average", "heads_trick",
    "heads_cheaply", "leads_master", "voids_suit", "longer_suit", "partner_holds", "partner_takes_trick",
    "keeps_for_last", "keeps_for_later", "denies_trick", "more_tricks", "ahead_in", "throws_one_of_lowest",
)
#: the reasons that say nothing in the game's own terms (tools/bench_coach.py counts them)
GENERIC = ("best_average", "only_winner", "ahead_in")


class Cancelled(Exception):
    """The review was no longer wanted."""


# -- the game's facts ------------------------------------------------------------
def _sides(info):
    return len(info.teams) if info.teams else info.players


def points_factor(game):
    """From the expert's outcome to the seat's own points.

    With two sides the outcome is the difference between them (what one gains
    the other loses), so half of it is what the seat itself gained or lost.
    """
    return 0.5 if _sides(game_info(game)) == 2 else 1.0


# -- the reason ------------------------------------------------------------------
def explain(game, obs, action, other, scores=None, world=None, noise=0.0, seen=None):
    """Why ``action`` rather than ``other``: ``[reason id, params]``.

    ``scores`` is the expert's analysis of the position (``{action: (mean, n)}``);
    ``world`` a deal at this position (the real one in a review, a drawn one for
    a hint) used only to finish the trick with cards already on the table;
    ``seen`` the worlds the search drew, played out after both choices
    (:func:`game.ai.coach_worlds.outcomes`), from which reasons are counted.
    """
    info = game_info(game)
    if seen is None:
        seen = Seen(game, obs, scores=scores, noise=noise)
    found = _own_reason(game, obs, action, other, seen)
    if found is None:
        hand = obs["hand"]
        card, alt = pos.card_of(game, action, hand), pos.card_of(game, other, hand)
        if card is not None:
            found = _card_reason(game, info, obs, action, other, card, alt, world, seen)
        else:
            found = _call_reason(game, info, obs, action, other)
    if found is None or minority(game, found):
        # a fact that holds in no more than half of the deals drawn is no reason: a plainer one
        found = _fallback(game, info, obs, action, other, seen)
    return ["best_average", {}] if minority(game, found) else found


def minority(game, reason):
    """Whether ``reason`` is counted over the deals drawn and holds in no more than half of them
    (a game's reasons that count how seldom the other choice succeeds excepted)."""
    if reason[0] in _knowledge_of(game).RARE_REASONS:
        return False
    params = reason[1] or {}
    worlds = int(params.get("worlds", 0) or 0)
    return worlds > 1 and "count" in params and 2 * int(params["count"]) <= worlds


def _fallback(game, info, obs, action, other, seen):
    """What the choice does for the deal, in the game's terms (its knowledge's
    ``outcome_reason``), then in tricks; else it comes out ahead in most worlds, or on average."""
    found = _knowledge_of(game).outcome_reason(obs, action, other, seen)
    found = found or more_tricks(info, seen, action, other)
    if found is not None:
        return found
    if seen.only_ahead(action):
        return ["only_winner", {}]
    n = seen.worlds
    ahead = seen.ahead(action, other) if other is not None else 0
    if n > 1 and 2 * ahead > n:
        return ["ahead_in", {"count": ahead, "worlds": n, "than": other}]
    return ["best_average", {}]


def _card_reason(game, info, obs, action, other, card, alt, world, seen):
    """A reason for playing ``card`` rather than ``alt`` (or another call), else None."""
    trump = obs.get("trump")
    cheaper = alt is not None and pos.worth(info, card, trump) < pos.worth(info, alt, trump)
    counted = counted_card_reason(info, seen, action, card, other, alt, cheaper)
    if counted is not None:
        return counted
    mine = pos.trick_facts(info, obs, action, world)
    theirs = pos.trick_facts(info, obs, other, world) if alt is not None else None
    if mine is not None:
        wins, pts, partner = mine
        if wins:
            if theirs is not None and theirs[0] and cheaper:
                return ["wins_cheaply", {"than": other}]
            return ["wins_trick", {"points": pts}]
        if theirs is not None and theirs[0]:
            return ["leaves_partner", {}] if partner else ["keeps_card", {"card": alt}]
        if partner and theirs is not None and card_points(info, card, trump) > card_points(info, alt, trump):
            return ["feeds_partner", {"points": card_points(info, card, trump)}]
        if alt is not None and not partner:
            mine_pts, alt_pts = card_points(info, card, trump), card_points(info, alt, trump)
            if alt_pts >= 10 and mine_pts < alt_pts:
                return ["saves_card", {"card": alt}]
            low = pos.lowest_reason(info, card, pos.playable(game, obs), trump)
            if low is not None:
                return low
    elif obs["trick"] and alt is not None:
        reason = _following(game, info, obs, card, alt, other)
        if reason is not None:
            return reason
    if not obs["trick"] and trump and card[1] == trump:
        out = pos.unseen_trumps(info, obs)
        if out:
            return ["draws_trumps", {"count": out}]
    if not obs["trick"] and alt is not None:
        return _leading(info, obs, card, alt)
    return None


_KNOWLEDGE = {}


def _knowledge_of(game):
    """The game's search knowledge (the defaults for a game without one)."""
    if game not in _KNOWLEDGE:
        player = make_player(game, HINT_LEVEL, random.Random(0))
        _KNOWLEDGE[game] = player.knowledge if isinstance(player, SearchPlayer) else Knowledge
    return _KNOWLEDGE[game]


def reason_ids(game):
    """Every reason the coach may give in ``game``: the shared ones and the game's own."""
    return REASON_IDS + tuple(_knowledge_of(game).REASON_IDS)


def _own_reason(game, obs, action, other, seen):
    """A reason the game gives in its own terms (its knowledge's
    ``reason(obs, action, other, seen)``: its calls, its declarations), else None."""
    return _knowledge_of(game).reason(obs, action, other, seen)


def _call_suit(info, action):
    """The suit a call names (``take:H``, ``trump:S``), else None."""
    if action is None or ":" not in action:
        return None
    suit = action.rsplit(":", 1)[1]
    return suit if len(suit) == 1 and any(c[1] == suit for c in info.pack) else None


def _call_reason(game, info, obs, action, other):
    """A reason for a discard, or for naming one suit rather than another."""
    hand = obs["hand"]
    put, kept = action_card(game, action), action_card(game, other)
    if put is not None and put[1] == "discard" and kept is not None and kept[1] == "discard":
        card, alt = put[0], kept[0]
        if not any(c[1] == card[1] and c != card for c in hand):
            return ["voids_suit", {"suit": card[1]}]
        trump = obs.get("trump")
        if pos.worth(info, alt, trump) > pos.worth(info, card, trump):
            return ["keeps_card", {"card": alt}]
        return None
    suit, alt = _call_suit(info, action), _call_suit(info, other)
    if suit and alt and suit != alt:
        if sum(c[1] == suit for c in hand) > sum(c[1] == alt for c in hand):
            return ["longer_suit", {"suit": suit}]
    return None


def _leading(info, obs, card, alt):
    """A reason for leading ``card`` rather than ``alt`` (not a trump: see the caller)."""
    trump = obs.get("trump")
    if card_points(info, alt, trump) >= 10 and card_points(info, card, trump) < card_points(info, alt, trump):
        return ["keeps_card", {"card": alt}]
    mine, theirs = pos.strength(info, card, trump), pos.strength(info, alt, trump)
    if mine is None or theirs is None:
        return None
    if not pos.rank_based(info):
        # every card ranks on its own: the best one still out cannot be beaten
        gone = pos.gone_cards(obs)
        if all(mine > pos.strength(info, c, trump) for c in info.pack if c not in gone):
            return ["leads_master", {}]
        return ["keeps_card", {"card": alt}] if theirs > mine else None
    if trump and pos.top_of_suit(info, obs, card):
        return ["top_card", {}]
    if alt[1] == card[1] and theirs > mine:
        return ["keeps_card", {"card": alt}]
    return None


def _following(game, info, obs, card, alt, other):
    """A reason for ``card`` rather than ``alt`` (the choice ``other``) in a trick others will still play to."""
    trump = obs.get("trump")
    mine, theirs = pos.heads(info, obs, card), pos.heads(info, obs, alt)
    if mine is None or theirs is None:
        return None
    worth, alt_worth = pos.worth(info, card, trump), pos.worth(info, alt, trump)
    if mine and not theirs:
        return ["heads_trick", {}]
    if mine and theirs and worth < alt_worth:
        return ["heads_cheaply", {"than": other}]
    if theirs and not mine:
        head = pos.head_entry(info, obs)
        if head is not None and pos.friend(info, obs["seat"], head["seat"]):
            return ["leaves_partner", {}]
        return ["keeps_card", {"card": alt}]
    if not mine and not theirs:
        if alt_worth[0] >= 10 and worth[0] < alt_worth[0]:
            return ["saves_card", {"card": alt}]
        return pos.lowest_reason(info, card, pos.playable(game, obs), trump)
    return None


# -- the expert ------------------------------------------------------------------
def _expert(game, obs):
    rng = random.Random(position_seed(game, obs))
    return make_player(game, HINT_LEVEL, rng), rng


def _analyse(player, obs, rng, cancel):
    """The expert's ``{action: (mean, n)}``, or None when the player cannot analyse."""
    if not isinstance(player, SearchPlayer):
        return None
    return player.analyse(obs, rng, cancel) or None


def explain_hint(game, obs, cancel=None):
    """``{"action", "other", "reason"}``: the hint's choice (as :func:`game.ai.hint` gives it),
    the choice it was weighed against (the runner-up) and why."""
    legal = legal_of(obs)
    player, rng = _expert(game, obs)
    if len(legal) == 1:
        return {"action": legal[0], "reason": None}
    knowledge = player.knowledge if isinstance(player, SearchPlayer) else None
    if knowledge is None:
        action, scores = player.choose(obs, rng, cancel), None
    else:
        action, scores = player.decide(obs, rng, cancel)  # the search player's own choice, analysis kept
    runner = None
    if scores:
        # the runner-up is a choice that differs: an equivalent card (the same value) tells nothing
        mine = scores[action][0]
        others = [(m, a) for a, (m, _n) in scores.items() if a != action]
        differ = [o for o in others if abs(o[0] - mine) > 1e-9]
        runner = max(differ or others)[1] if others else None
    else:
        runner = next((a for a in legal if a != action), None)
    world = _world(knowledge, obs)
    seen = outcomes(game, knowledge, obs, [action, runner], scores, cancel=cancel)
    return {"action": action, "other": runner, "reason": explain(game, obs, action, runner, scores, world, seen=seen)}


def _world(knowledge, obs):
    """One deal consistent with ``obs`` (for finishing a trick already on the table)."""
    if knowledge is None:
        return None
    sample = knowledge.sample
    rng = random.Random(position_seed("world", obs))
    for _ in range(4):
        try:
            world = sample(obs, rng)
        except Exception:  # noqa: BLE001 - no world, no trick facts
            return None
        if world is not None:
            return world
    return None


# -- the review ----------------------------------------------------------------------
def decisions(record, seat):
    """``[(index, observation, action, world)]``: the seat's real choices in the deal."""
    deal = replay({**record, "actions": []})
    out = []
    for i, action in enumerate(record["actions"]):
        if deal.current_player == seat and len(deal.legal_actions()) > 1:
            out.append((i, deal.observation(seat), action, deal.clone()))
        deal.apply(action)
    return out


def _trick_number(game, obs, action):
    """The trick a decision was taken at (1 = the first), None before the play."""
    hand = set(obs["hand"])
    if pos.card_of(game, action, hand) is None and not any(a in hand for a in legal_of(obs)):
        return None
    return len(obs["tricks"]) + 1


def review(record, seat, cancel=None, progress=None):
    """The seat's costliest decisions in a finished deal, by the expert's estimate.

    Returns plain data: ``available`` (False when the game has no expert
    analysis), ``decisions`` (how many were reviewed), ``noise`` and
    ``mistakes``: up to three, costliest first, each ``{"index", "trick",
    "played", "better", "cost", "reason"}`` with ``cost`` in the game's points
    for the seat.  Raises :class:`Cancelled` when ``cancel`` is set.
    """
    game = record["game"]
    factor = points_factor(game)
    found = decisions(record, seat)
    rows = []
    stake = 0.0
    for done, (index, obs, action, world) in enumerate(found):
        if cancel is not None and cancel.is_set():
            raise Cancelled()
        if progress is not None:
            progress(done / max(1, len(found)))
        player, rng = _expert(game, obs)
        scores = _analyse(player, obs, rng, cancel)
        if cancel is not None and cancel.is_set():
            raise Cancelled()
        if scores is None:
            if not isinstance(player, SearchPlayer):
                return {"game": game, "seat": seat, "available": False, "decisions": 0, "noise": 0.0,
                        "mistakes": []}
            continue
        stake = max([stake] + [abs(m) for m, n in scores.values() if n])
        best = best_action(scores, preferred=action)
        cost = scores[best][0] - scores[action][0]
        rows.append({"index": index, "obs": obs, "world": world, "scores": scores, "played": action,
                     "better": best, "cost": cost})
    if progress is not None:
        progress(1.0)
    noise = max(NOISE_FLOOR, NOISE_SHARE * stake)
    costly = sorted((r for r in rows if r["cost"] > noise), key=lambda r: (-r["cost"], r["index"]))[:TOP]
    mistakes = []
    knowledge = _knowledge_of(game)
    for r in costly:
        obs = r["obs"]
        seen = outcomes(game, knowledge, obs, [r["better"], r["played"]], r["scores"], noise, cancel=cancel)
        mistakes.append({
            "index": r["index"],
            "trick": _trick_number(game, obs, r["played"]),
            "played": r["played"],
            "better": r["better"],
            "cost": round(r["cost"] * factor, 3),
            "reason": explain(game, obs, r["better"], r["played"], r["scores"], r["world"], noise, seen),
        })
    return {"game": game, "seat": seat, "available": True, "decisions": len(rows),
            "noise": round(noise * factor, 3), "mistakes": mistakes}


__all__ = ["GENERIC", "REASON_IDS", "Cancelled", "card_points", "decisions", "explain", "explain_hint", "points_factor", "reason_ids", "review"]
