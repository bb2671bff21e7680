"""Schnapsen's own search bench, which tools/bench_ai.py runs for the game (its descriptor's
``Solver.bench``): timing only, nothing in play uses it."""

from __future__ import annotations

import random
import time

from game.engine import new_deal

from .. import make_player
from ..jit import COMPILED
from . import alphabeta, core


def search_figures(seconds, timed_loop, n=20):
    """Schnapsen's search on its compact core (``game.ai.schnapsen.alphabeta``),
    compiled or, with CARDAVIA_PURE_PYTHON=1, as plain Python: nodes/s and
    positions searched/s from leads of the normal players' deals."""
    start = time.process_time()
    alphabeta.warm()
    warm = time.process_time() - start
    leads = {}
    for seed in range(400):
        deal = new_deal("schnapsen", seed=20_000 + seed, dealer=seed % 2)
        players = [make_player("schnapsen", "normal", random.Random(seed * 7 + s)) for s in range(2)]
        strict_seen = False
        while deal.current_player is not None:
            if not deal.trick and not (deal.strict and strict_seen):
                key = "strict" if deal.strict else deal.stock_left
                strict_seen = deal.strict
                leads.setdefault(key, []).append(core.from_deal(deal))
            s = deal.current_player
            deal.apply(players[s].choose(deal.observation(s)))
    mode = "compiled" if COMPILED else "plain Python"
    print(f"schnapsen search ({mode}; compiled or loaded from the cache in {warm:.1f} s CPU):")
    cases = [("strict", alphabeta.EXACT, "stock gone or closed, exact"),
             (4, alphabeta.EXACT, "4 in the stock, exact to the end"),
             (6, alphabeta.EXACT, "6 in the stock, exact to the end"),
             (8, 4, "8 in the stock, 4 moves ahead"),
             (10, 6, "10 in the stock, 6 moves ahead")]
    for key, depth, label in cases:
        states = leads.get(key, [])[:n]
        if not states:
            continue
        counted = [0]

        def one(i, states=states, depth=depth, counted=counted):
            search = alphabeta.Searcher(bits=14)
            search.value(states[i % len(states)], depth, closing=False)
            counted[0] += search.nodes

        before = time.process_time()
        rate = timed_loop(one, seconds)
        nps = counted[0] / (time.process_time() - before)
        print(f"  {label:34s} searched {rate:9,.1f}/s   nodes {nps:11,.0f}/s")
