"""The computer players' rules cores against the engine, deal by deal.

``check(game, seed)`` plays one random deal through the engine and the game's
rules core side by side and returns what it compared; any difference in a
legal set, a trick's winner, the points or the result raises AssertionError.
Used by ``tests/ai/test_rules_cores.py`` (a few hundred deals, compiled and
plain Python) and ``tools/core_conformance.py`` (the long run).
"""

import random

from game.ai.jit import build
from game.engine import new_deal


def _belote(seed):
    from game.ai.belote import solver

    rng = random.Random(seed)
    deal = new_deal("belote", seed=rng.getrandbits(32), dealer=rng.randrange(4))
    while deal.phase in ("bid1", "bid2"):
        deal.apply(rng.choice(deal.legal_actions()))
    return _belote_card_play(deal, solver, rng, seed)


def _coinche(seed):
    """Belote's card play on the Coinche core, scored by Coinche's rules: random auctions
    (passes more likely than bids, so that every value, the coinche, the surcoinche and
    void deals come up)."""
    from game.ai.coinche import solver

    rng = random.Random(seed)
    deal = new_deal("coinche", seed=rng.getrandbits(32), dealer=rng.randrange(4))
    while deal.phase == "auction":
        legal = deal.legal_actions()
        bids = [a for a in legal if a.startswith("bid:")]
        r = rng.random()
        if "coinche" in legal and r < 0.1 or "surcoinche" in legal and r < 0.3:
            deal.apply("coinche" if "coinche" in legal else "surcoinche")
        elif bids and r > 0.55:
            # mostly the lowest values, now and then any (capot included)
            deal.apply(rng.choice(bids[:8] if r < 0.95 else bids))
        else:
            deal.apply("pass")
    seen = _belote_card_play(deal, solver, rng, seed)
    if "void deals" not in seen:
        seen[f"factor {deal.factor}"] = 1
        seen["made" if deal.result()["made"] else "failed"] = 1
    return seen


def _belote_card_play(deal, solver, rng, seed):
    """The card play of a Belote-family deal past its calls, through the engine and the
    game's core (``solver.CORE``) side by side, random cards; the core's scores are the
    result's."""
    core = build(solver.CORE)
    seen = {"deals": 1, "legal sets": 0, "tricks": 0, "results": 0}
    if deal.current_player is None:
        seen["void deals"] = 1
        return seen
    row = solver.row_of(deal)
    pack = solver.PACK
    while True:
        legal = int(core.legal_now(row))
        assert sorted(pack[c] for c in range(32) if legal >> c & 1) == sorted(deal.legal_actions()), seed
        seen["legal sets"] += 1
        card = rng.choice(deal.legal_actions())
        over = core.play(row, solver.INDEX[card])
        deal.apply(card)
        if not deal.trick:
            seen["tricks"] += 1
            assert int(row[core.WS]) == deal.tricks[-1][2], seed
            if not over:
                assert [int(row[core.PT0]), int(row[core.PT1])] == deal.points, seed
        if over:
            break
        assert deal.current_player == int(row[core.MOVER]), seed
    assert deal.current_player is None, seed
    result = deal.result()
    s0, s1, made, capot = core.scores(row)
    assert [int(s0), int(s1)] == result["score"], seed
    assert bool(made) == result["made"], seed
    assert (None if capot < 0 else int(capot)) == result["capot"], seed
    assert int(core.final(row)) == result["score"][0] - result["score"][1], seed
    seen["results"] += 1
    return seen


def _preference(seed):
    import numpy as np

    from game.ai.preference import solver

    core = build(solver.CORE)
    rng = random.Random(seed)
    deal = new_deal("preference", seed=rng.getrandbits(32), dealer=rng.randrange(3))
    while deal.phase != "play" and deal.current_player is not None:
        deal.apply(rng.choice(deal.legal_actions()))
    seen = {"deals": 1, "legal sets": 0, "tricks": 0, "results": 0, "refusals": 0}
    if deal.current_player is None:
        seen["deals without card play"] = 1
        return seen
    row = solver.row_of(deal)
    pack, index = solver.PACK, solver.INDEX
    while True:
        legal = int(core.legal_now(row))
        assert sorted(pack[c] for c in range(32) if legal >> c & 1) == sorted(deal.legal_actions()), seed
        seen["legal sets"] += 1
        card = rng.choice(deal.legal_actions())
        if deal.trick:
            # what the card shows the seat lacks: none of it is in its hand
            shown = int(core.not_held(index[deal.trick[0]], index[card], index[deal.win_card],
                                      row[core.TRUMP], core.lowest_duty(row)))
            hand = sum(1 << index[c] for c in deal.hands[deal.current_player])
            assert shown & hand == 0, seed
            seen["refusals"] += 1
        over = core.play(row, index[card])
        deal.apply(card)
        if not deal.trick:
            seen["tricks"] += 1
            assert int(row[core.WS]) == deal.tricks[-1][2], seed
            assert [int(row[core.TW0 + s]) for s in range(3)] == deal.tricks_won, seed
        if over:
            break
        assert deal.current_player == int(row[core.MOVER]), seed
    assert deal.current_player is None, seed
    result = deal.result()
    out = np.zeros(4, dtype=np.int64)
    core.settle_now(row, out)
    assert [int(x) for x in out[:3]] == result["balance"] and int(out[3]) == result["pot"], seed
    seen["results"] += 1
    return seen


def _aluette(seed):
    from game.ai.aluette import solver

    core = build(solver.CORE)
    rng = random.Random(seed)
    deal = new_deal("aluette", seed=rng.getrandbits(32), dealer=rng.randrange(4))
    row = solver.row_of(deal)
    pack = solver.PACK
    seen = {"deals": 1, "legal sets": 0, "tricks": 0, "spoiled": 0, "results": 0, "settled early": 0}
    early = None  # the value the core called settled before the end, if it did
    while True:
        legal = int(core.legal_now(row))
        assert sorted(pack[c] for c in range(48) if legal >> c & 1) == sorted(deal.legal_actions()), seed
        seen["legal sets"] += 1
        card = rng.choice(deal.legal_actions())
        over = core.play(row, solver.INDEX[card])
        deal.apply(card)
        if not deal.trick:
            seen["tricks"] += 1
            w = deal.tricks[-1][2]
            assert int(row[core.WIN]) == (-1 if w is None else w), seed
            seen["spoiled"] += w is None
            assert [int(row[core.C0 + s]) for s in range(4)] == deal.tricks_won, seed
            assert int(row[core.LEADER]) == deal.leader, seed
            # the whole row, its hashes included, as built afresh from the engine deal
            assert over or row_equal(row, solver.row_of(deal), skip=range(core.T0, core.T0 + 4)), seed
            v = int(core.settled(row))
            if early is None and v != core.OPEN and not over:
                early = v
                seen["settled early"] += 1
        if over:
            break
        assert deal.current_player == int(row[core.MOVER]), seed
    assert deal.current_player is None, seed
    result = deal.result()
    winner, p0, p1, mordienne = core.result(row)
    assert (None if winner < 0 else int(winner)) == result["winner"], seed
    assert [int(p0), int(p1)] == result["points"], seed
    assert bool(mordienne) == result["mordienne"], seed
    final = int(core.final(row))
    assert final == result["points"][0] - result["points"][1], seed
    assert early is None or early == final, seed
    seen["results"] += 1
    seen["mordiennes"] = int(result["mordienne"])
    seen["all spoiled"] = int(winner < 0)
    return seen


def row_equal(a, b, skip=()):
    """Rows equal in every field but ``skip`` (the finished trick's cards stay in a played row)."""
    return all(int(a[f]) == int(b[f]) for f in range(len(a)) if f not in skip)


CHECKS = {"aluette": _aluette, "belote": _belote, "coinche": _coinche, "preference": _preference}


def check(game, seed):
    return CHECKS[game](seed)
