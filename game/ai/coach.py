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

Reasons are ids with parameters (``["draws_last_trumps", {"count": 2}]``),
never prose: the table translates them.  A game's search knowledge may give
reasons for its own calls (``reason(obs, action, other)``, ids in its
``REASON_IDS``), with the words at its table.  They are read off facts of the
position (who takes the trick, what it carries, trumps still out, a King and
Queen kept together) and of the analysis (the only choice that comes out
ahead).
"""

from __future__ import annotations

import importlib
import random

from game.engine import game_info, replay

from . import HINT_LEVEL, make_player, position_seed
from .base import legal_of
from .knowledge import Knowledge
from .search import SearchPlayer, best_action

#: a cost is kept only above this share of what the deal's choices were worth at most
NOISE_SHARE = 0.08
#: and never below this many points (means closer than that are the same)
NOISE_FLOOR = 1e-6
TOP = 3
#: every reason the coach gives (the table has words for each)
REASON_IDS = (
    "makes_contract", "beats_contract", "only_winner", "declares_marriage", "wins_cheaply", "wins_trick",
    "leaves_partner", "keeps_card", "feeds_partner", "saves_card", "throws_lowest", "draws_last_trumps",
    "draws_trumps", "top_card", "keeps_marriage", "too_risky", "worth_it", "best_average", "heads_trick",
    "heads_cheaply", "leads_master", "voids_suit", "longer_suit",
)
#: the calls that stay out of the play
QUIET = ("pass", "drop")


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


def card_points(info, card, trump):
    facts = info.facts
    if card[1] == trump and "trump_points" in facts:
        return facts["trump_points"].get(card[0], 0)
    return info.card_points.get(card[0], 0)


def _strength(info, card, trump):
    """How high a card ranks in its suit (None when the game gives no order)."""
    facts = info.facts
    order = facts.get("trump_order") if card[1] == trump else facts.get("plain_order")
    if order and card[0] in order:
        return order.index(card[0])
    try:
        table = getattr(importlib.import_module(f"game.engine.{info.name}"), "STRENGTH", None)
    except ImportError:
        table = None
    value = table.get(card) if isinstance(table, dict) else None
    return value if isinstance(value, (int, float)) else None


def _card_of(action, hand):
    """The hand card an action plays (plain, or declared with a marriage), else None."""
    card = action.split(":", 1)[1] if action.startswith("marry:") else action
    return card if card in hand else None


# -- what a card does in the trick -------------------------------------------------------
def _trick_after(world, action, seat):
    """The finished trick if ``action`` completes it in ``world``, else None."""
    if world is None:
        return None
    w = world.clone()
    before = len(w.observation(seat)["tricks"])
    try:
        w.apply(action)
    except Exception:  # noqa: BLE001 - a world that cannot take the move tells nothing
        return None
    tricks = w.observation(seat)["tricks"]
    return tricks[-1] if len(tricks) > before else None


def _friend(info, seat, other):
    return other is not None and info.team_of(seat) == info.team_of(other)


def _trick_facts(info, obs, action, world):
    """(wins, points carried, partner takes it) when ``action`` ends the trick, else None."""
    seat = obs["seat"]
    done = _trick_after(world, action, seat)
    if done is None:
        return None
    trump = obs.get("trump")
    pts = sum(card_points(info, c, trump) for c in done["cards"])
    winner = done.get("winner")
    return winner == seat, pts, winner is not None and winner != seat and _friend(info, seat, winner)


_RANK_BASED = {}


def _rank_based(info):
    """Do cards rank within their suit (a suit game), rather than each card on its own?"""
    if info.name not in _RANK_BASED:
        ranks = {}
        for c in info.pack:
            ranks.setdefault(c[0], set()).add(_strength(info, c, None))
        _RANK_BASED[info.name] = all(len(v) == 1 for v in ranks.values())
    return _RANK_BASED[info.name]


def _head_entry(info, obs):
    """The trick's entry (``{seat, card}``) now heading it; None when none does (a tie) or the
    game gives no order."""
    trick, trump = obs["trick"], obs.get("trump")
    if not trick or any(_strength(info, e["card"], trump) is None for e in trick):
        return None
    if not _rank_based(info):
        top = max(_strength(info, e["card"], trump) for e in trick)
        best = [e for e in trick if _strength(info, e["card"], trump) == top]
        return best[0] if len(best) == 1 else None
    best = trick[0]
    for e in trick[1:]:
        c, b = e["card"], best["card"]
        if (c[1] == b[1] and _strength(info, c, trump) > _strength(info, b, trump)) or (
                c[1] == trump and b[1] != trump):
            best = e
    return best


def _heads(info, obs, card):
    """Does ``card`` beat every card already in the trick?  (None when that cannot be told.)"""
    trick, trump = obs["trick"], obs.get("trump")
    if not trick or _strength(info, card, trump) is None or any(
            _strength(info, e["card"], trump) is None for e in trick):
        return None
    if not _rank_based(info):
        return _strength(info, card, trump) > max(_strength(info, e["card"], trump) for e in trick)
    best = _head_entry(info, obs)["card"]
    if card[1] == best[1]:
        return _strength(info, card, trump) > _strength(info, best, trump)
    return card[1] == trump


def _unseen_trumps(info, obs):
    trump = obs.get("trump")
    if not trump:
        return 0
    gone = _gone(obs)
    return sum(1 for c in info.pack if c[1] == trump and c not in gone)


def _top_of_suit(info, obs, card):
    """Is ``card`` the highest of its suit still in play (none higher unseen)?"""
    trump = obs.get("trump")
    mine = _strength(info, card, trump)
    if mine is None:
        return False
    gone = _gone(obs)
    for c in info.pack:
        if c[1] == card[1] and c not in gone:
            s = _strength(info, c, trump)
            if s is not None and s > mine:
                return False
    return True


def _breaks_pair(card, hand):
    """Does playing ``card`` part a King and Queen of one suit held together?"""
    if card is None or card[0] not in "KQ":
        return False
    other = ("Q" if card[0] == "K" else "K") + card[1]
    return other in hand


# -- the reason ------------------------------------------------------------------
def _contract_side(info, obs):
    declarer = obs.get("declarer")
    if declarer is None:
        return None
    return "makes_contract" if _friend(info, obs["seat"], declarer) else "beats_contract"


def explain(game, obs, action, other, scores=None, world=None, noise=0.0):
    """Why ``action`` rather than ``other``: ``[reason id, params]``.

    ``scores`` is the expert's analysis of the position (``{action: (mean, n)}``);
    ``world`` a deal at this position (the real one in a review, a drawn one for
    a hint) used only to finish the trick with cards already on the table.
    """
    info = game_info(game)
    hand = obs["hand"]
    trump = obs.get("trump")
    card, alt = _card_of(action, hand), _card_of(other, hand) if other else None
    # the analysis: the only choice that comes out ahead
    if scores and len({round(m, 9) for m, _n in scores.values()}) > 1:
        mine = scores[action][0]
        rest = [m for a, (m, _n) in scores.items() if a != action]
        if mine > noise and rest and max(rest) <= 0:
            return [_contract_side(info, obs) or "only_winner", {}]
    if action.startswith("marry:") and (other is None or not other.startswith("marry:")):
        return ["declares_marriage", {"card": card}]
    if card is not None:
        mine = _trick_facts(info, obs, action, world)
        theirs = _trick_facts(info, obs, other, world) if alt is not None else None
        if mine is not None:
            wins, pts, partner = mine
            if wins:
                if theirs is not None and theirs[0] and _worth(info, card, trump) < _worth(info, alt, trump):
                    return ["wins_cheaply", {"points": pts}]
                return ["wins_trick", {"points": pts}]
            if theirs is not None and theirs[0]:
                return ["leaves_partner", {}] if partner else ["keeps_card", {"card": alt}]
            if partner and theirs is not None and card_points(info, card, trump) > card_points(info, alt, trump):
                return ["feeds_partner", {"points": card_points(info, card, trump)}]
            if alt is not None and not partner:
                mine_pts, alt_pts = card_points(info, card, trump), card_points(info, alt, trump)
                if alt_pts >= 10 and mine_pts < alt_pts:
                    return ["saves_card", {"card": alt}]
                if _lowest(info, card, [c for c in (_card_of(a, hand) for a in legal_of(obs)) if c], trump):
                    return ["throws_lowest", {}]
        elif obs["trick"] and alt is not None:
            reason = _following(info, obs, card, alt)
            if reason is not None:
                return reason
        if not obs["trick"] and trump and card[1] == trump:
            out = _unseen_trumps(info, obs)
            if out:
                others = info.players - 1
                return ["draws_last_trumps" if out <= others else "draws_trumps", {"count": out}]
        if not obs["trick"] and alt is not None:
            reason = _leading(info, obs, card, alt)
            if reason is not None:
                return reason
        if info.facts.get("marriage") and alt is not None and _breaks_pair(alt, hand) and not _breaks_pair(card, hand):
            return ["keeps_marriage", {"suit": alt[1]}]
        return ["best_average", {}]
    own = _own_reason(game, obs, action, other)
    if own is not None:
        return own
    if other is not None and other.startswith("marry:"):
        return ["best_average", {}]
    if action in QUIET:
        return ["too_risky", {}]
    if other in QUIET:
        return ["worth_it", {}]
    return _call_reason(info, obs, action, other) or ["best_average", {}]


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


def _own_reason(game, obs, action, other):
    """A reason the game gives for one of its own calls (its knowledge's
    ``reason(obs, action, other)``), else None."""
    return _knowledge_of(game).reason(obs, action, other)


def _call_suit(info, action):
    """The suit a call names (``take:H``, ``trump:S``), else None."""
    if action is None or ":" not in action:
        return None
    suit = action.rsplit(":", 1)[1]
    return suit if len(suit) == 1 and any(c[1] == suit for c in info.pack) else None


def _call_reason(info, obs, action, other):
    """A reason for a discard, or for naming one suit rather than another."""
    hand = obs["hand"]
    if action.startswith("discard:") and other is not None and other.startswith("discard:"):
        card, alt = action[8:], other[8:]
        if not any(c[1] == card[1] and c != card for c in hand):
            return ["voids_suit", {"suit": card[1]}]
        trump = obs.get("trump")
        if _worth(info, alt, trump) > _worth(info, card, trump):
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
    mine, theirs = _strength(info, card, trump), _strength(info, alt, trump)
    if mine is None or theirs is None:
        return None
    if not _rank_based(info):
        # every card ranks on its own: the best one still out cannot be beaten
        gone = _gone(obs)
        if all(mine > _strength(info, c, trump) for c in info.pack if c not in gone):
            return ["leads_master", {}]
        return ["keeps_card", {"card": alt}] if theirs > mine else None
    if trump and _top_of_suit(info, obs, card):
        return ["top_card", {}]
    if alt[1] == card[1] and theirs > mine:
        return ["keeps_card", {"card": alt}]
    return None


def _gone(obs):
    """The cards the seat holds or has seen played."""
    gone = set(obs["hand"])
    for t in obs["tricks"]:
        gone.update(t["cards"])
    gone.update(e["card"] for e in obs["trick"])
    return gone


def _following(info, obs, card, alt):
    """A reason for ``card`` rather than ``alt`` in a trick others will still play to."""
    trump = obs.get("trump")
    mine, theirs = _heads(info, obs, card), _heads(info, obs, alt)
    if mine is None or theirs is None:
        return None
    worth, alt_worth = _worth(info, card, trump), _worth(info, alt, trump)
    if mine and not theirs:
        return ["heads_trick", {}]
    if mine and theirs and worth < alt_worth:
        return ["heads_cheaply", {}]
    if theirs and not mine:
        head = _head_entry(info, obs)
        if head is not None and _friend(info, obs["seat"], head["seat"]):
            return ["leaves_partner", {}]
        return ["keeps_card", {"card": alt}]
    if not mine and not theirs:
        if alt_worth[0] >= 10 and worth[0] < alt_worth[0]:
            return ["saves_card", {"card": alt}]
        hand = obs["hand"]
        if _lowest(info, card, [c for c in (_card_of(a, hand) for a in legal_of(obs)) if c], trump):
            return ["throws_lowest", {}]
    return None


def _worth(info, card, trump):
    """What giving ``card`` away costs: its points first, then its rank."""
    s = _strength(info, card, trump)
    return (card_points(info, card, trump), s if s is not None else 0)


def _lowest(info, card, cards, trump):
    """Is ``card`` the least worth of ``cards``?"""
    return bool(cards) and _worth(info, card, trump) <= min(_worth(info, c, trump) for c in cards)


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
    """``{"action", "reason"}``: the hint's choice (as :func:`game.ai.hint` gives it) and why."""
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
        others = [(m, a) for a, (m, _n) in scores.items() if a != action]
        runner = max(others)[1] if others else None
    else:
        runner = next((a for a in legal if a != action), None)
    world = _world(knowledge, obs)
    return {"action": action, "reason": explain(game, obs, action, runner, scores, world)}


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


def _trick_number(obs, action):
    """The trick a decision was taken at (1 = the first), None before the play."""
    hand = set(obs["hand"])
    if _card_of(action, hand) is None and not any(a in hand for a in legal_of(obs)):
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
    for r in costly:
        obs = r["obs"]
        mistakes.append({
            "index": r["index"],
            "trick": _trick_number(obs, r["played"]),
            "played": r["played"],
            "better": r["better"],
            "cost": round(r["cost"] * factor, 3),
            "reason": explain(game, obs, r["better"], r["played"], r["scores"], r["world"], noise),
        })
    return {"game": game, "seat": seat, "available": True, "decisions": len(rows),
            "noise": round(noise * factor, 3), "mistakes": mistakes}


__all__ = ["REASON_IDS", "Cancelled", "decisions", "explain", "explain_hint", "points_factor", "reason_ids", "review"]
