"""What a deal's outcome is worth for the match.

A search compares actions by the mean value of the deals they lead to.  In a
match a deal's points matter only through the match they help to win: at
6 to 1 in a Bummerl, three game points are worth no more than one.  These
functions turn a deal's points into the chance of winning the match (as
``P(win) - P(loss)``), from a simple model of the deals still to come.
"""

from functools import lru_cache


def race_value(mine, theirs, deal_points):
    """Two sides count down to 0; each later deal brings one side ``k``
    points closer with the probabilities in ``deal_points`` (``{k: p}`` for
    either side, so each side wins half the deals).  Returns
    ``P(mine reaches 0 first) - P(theirs does)``."""
    table = tuple(sorted(deal_points.items()))
    return 2.0 * _race(max(0, mine), max(0, theirs), table) - 1.0


@lru_cache(maxsize=4096)
def _race(mine, theirs, table):
    if mine <= 0:
        return 1.0
    if theirs <= 0:
        return 0.0
    p = 0.0
    for k, q in table:
        p += 0.5 * q * (_race(mine - k, theirs, table) + _race(mine, theirs - k, table))
    return p


def total_value(lead, deals_left, deal_points):
    """Two sides add points over a fixed number of deals; ``lead`` is mine
    minus theirs now.  Each later deal gives either side ``k`` points with
    probability ``deal_points[k]`` (``{k: p}`` per side; what is left over is
    a deal nobody scores).  Returns ``P(I end ahead) - P(they do)``."""
    table = tuple(sorted(deal_points.items()))
    return _total(lead, max(0, deals_left), table)


@lru_cache(maxsize=4096)
def _total(lead, left, table):
    if left == 0:
        return (lead > 0) - (lead < 0)
    rest = 1.0 - 2.0 * sum(q for _, q in table)
    v = rest * _total(lead, left - 1, table)
    for k, q in table:
        v += q * (_total(lead + k, left - 1, table) + _total(lead - k, left - 1, table))
    return v
