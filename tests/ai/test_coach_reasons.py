"""The coach's reasons are true: each count is the count of the deals the expert drew,
each named card is where the reason says it is.

Over seeded deals of every game, every explained hint of seat 0 is checked
against the worlds it was read from (:func:`game.ai.coach_worlds.outcomes`,
drawn again here with the same seed), counted here on the finished deals.
"""

import random

import pytest
from registered import games, ready

from game.ai import HINT_LEVEL, make_player
from game.ai.coach import GENERIC, explain_hint, reason_ids
from game.ai.coach_worlds import outcomes
from game.engine import game_info, new_deal

DEALS = 2
#: the hints a game's reasons are checked on (over at most MORE_DEALS deals)
ENOUGH = 12
MORE_DEALS = 5


def hints(game, deals=DEALS):
    """(observation, explained hint) at each of seat 0's real decisions in seeded deals."""
    for seed in range(1, deals + 1):
        deal = new_deal(game, seed=seed, dealer=seed % 2)
        players = [make_player(game, "normal", random.Random(seed * 10 + s)) for s in range(deal.n_players)]
        while not deal.is_over:
            s = deal.current_player
            obs = deal.observation(s)
            if s == 0 and len(obs["legal_actions"]) > 1:
                yield obs, explain_hint(game, obs)
            deal.apply(players[s].choose(obs))


def _winner(deal, seat, t):
    tricks = deal.observation(seat)["tricks"]
    return tricks[t]["winner"] if t < len(tricks) else None


def _card_tricks(deal, seat, card):
    for t, trick in enumerate(deal.observation(seat)["tricks"]):
        if card in trick["cards"]:
            return t, trick["winner"], len(deal.observation(seat)["tricks"])
    return None, None, None


def check(game, obs, answer):
    """Recount the reason of ``answer`` on its worlds; returns whether it was a counted one."""
    info = game_info(game)
    seat, hand = obs["seat"], obs["hand"]
    rid, params = answer["reason"]
    assert rid in reason_ids(game)
    if "card" in params and rid not in ("partner_holds", "takes_trump_card"):
        assert params["card"] in hand, (rid, params)  # a card the reason keeps or plays is in the hand
    action, other = answer["action"], answer["other"]
    if "than" in params:
        assert params["than"] == other  # a comparison names the other choice
    if "worlds" not in params:
        return False
    knowledge = make_player(game, HINT_LEVEL, random.Random(0)).knowledge
    # a count that holds in no more than half of the deals is never the reason (unless its point is the few)
    assert 2 * params["count"] > params["worlds"] or rid in knowledge.RARE_REASONS, (rid, params)
    seen = outcomes(game, knowledge, obs, [action, other])
    n, count = params["worlds"], params["count"]
    assert n == seen.worlds and 0 <= count <= n
    ours = {s for s in range(info.players) if info.team_of(s) == info.team_of(seat)}
    t = len(obs["tricks"])
    ends, starts = seen.ends[action], seen.starts
    if rid == "wins_trick":
        assert count == sum(_winner(d, seat, t) in ours for d in ends)
    elif rid in ("partner_takes_trick", "leaves_partner"):
        assert count == sum(_winner(d, seat, t) in ours - {seat} for d in ends)
    elif rid == "partner_holds":
        assert params["card"] not in hand
        assert count == sum(any(params["card"] in w.observation(p)["hand"] for p in ours - {seat}) for w in starts)
    elif rid in ("keeps_for_later", "keeps_for_last"):
        later = [_card_tricks(d, seat, params["card"]) for d in ends]
        won = [(tt, total) for tt, winner, total in later if tt is not None and winner in ours]
        assert count == (len(won) if rid == "keeps_for_later" else sum(tt == total - 1 for tt, total in won))
    elif rid == "denies_trick":
        theirs = [_winner(d, seat, t) not in ours | {None} for d in seen.ends[other]]
        mine = [_winner(d, seat, t) not in ours | {None} for d in ends]
        assert count == sum(b and not a for a, b in zip(mine, theirs))
    elif rid == "closing_makes":
        assert count == sum(d.result()["winner"] == seat for d in ends)
    elif rid == "taking_makes":
        assert count == sum(bool(d.result()["made"]) and d.result()["taker"] % 2 == seat % 2 for d in ends)
    elif rid == "draws_last_trumps":
        trump = obs["trump"]
        drawn = 0
        for w, d in zip(starts, ends):
            theirs = {c for s in range(info.players) if s not in ours for c in w.observation(s)["hand"] if c[1] == trump}
            drawn += bool(theirs) and theirs <= set(d.observation(seat)["tricks"][t]["cards"])
        assert count <= drawn
    return True


@pytest.mark.parametrize("game", games("players", "search"))
def test_every_counted_reason_matches_its_worlds(game):
    counted = given = 0
    # a deal where seat 0 soon stops choosing (a defender who drops) gives few hints: more deals then
    for obs, answer in hints(game, MORE_DEALS):
        if answer["reason"] is None:
            continue
        given += 1
        counted += check(game, obs, answer)
        if given >= ENOUGH and counted >= 2:
            break
    assert given >= 3
    assert counted >= 2, "the reasons count over the worlds the expert drew"


def test_a_marriage_and_the_trump_card_are_named_as_they_are():
    from game.ai.coach_worlds import Seen
    from game.ai.schnapsen.reasons import reason

    deal = new_deal("schnapsen", seed=1, dealer=1)
    obs = deal.observation(0)
    trump = obs["trump"]
    empty = Seen("schnapsen", obs)
    assert reason(obs, "marry:K" + trump, "JC", empty) == ["declares_marriage", {"card": "K" + trump, "points": 40}]
    other = next(s for s in "CDHS" if s != trump)
    assert reason(obs, "marry:Q" + other, "JC", empty) == ["declares_marriage", {"card": "Q" + other, "points": 20}]
    assert reason(obs, "exchange", "JC", empty) == ["takes_trump_card", {"card": obs["specific"]["trump_card"]}]


def test_the_generic_reasons_are_few_in_a_sample():
    # the bench (tools/bench_coach.py) measures the share per game over more deals; here, pooled
    reasons = [a["reason"][0] for game in ready("players", "search") for _obs, a in hints(game, 1) if a["reason"]]
    assert len(reasons) >= 20
    assert sum(r in GENERIC for r in reasons) * 5 <= len(reasons), reasons
