"""How the habits (easy, normal) bid in Coinche's auction, from a hand evaluation.

``estimate(hand, trump)`` is the card points (with the Belote) a team makes with
``trump`` when this hand takes it and the partner's hand is an average one: a
linear fit over deals played out by the normal habits (each weight is what the
card or feature adds to the team's points).  A partner's bid says the partner
expects about its value plus the margin, so a raise adds what this hand brings
above an average partner's (``support``); a defender coinches when what it holds
in the contract's suit takes the attackers' expected points below what they need.
"""

from game.engine.coinche_auction import CAPOT, SUITS, VALUES, parse_bid
from game.engine.coinche_scoring import MIN_MADE

#: points an attacking team makes with an average partner: a constant and, per feature of
#: the hand, what it adds (trump Jack, Nine, Ace, Ten; Belote; each trump; side Aces;
#: side Ace-Ten; side Tens guarded; voids)
BASE = 14.0
TRUMP_HONOURS = {"J": 27.0, "9": 16.7, "A": 6.7, "T": 4.2}
BELOTE = 20.5
PER_TRUMP = 16.4
SIDE_ACE, SIDE_ACE_TEN, SIDE_TEN, VOID = 13.4, 12.9, 6.5, 8.9
#: what an average hand adds in a suit it did not bid (``contribution`` of a random hand)
AVERAGE = 60.0
#: points above a bid's value its bidder expects (how much safety a bid keeps)
MARGIN = {"easy": 15.0, "normal": 20.0}
#: how far below what the attackers need a defender must expect them to coinche
COINCHE_SAFETY = {"easy": 5.0, "normal": 20.0}
#: points above the contract's value an attacker must expect to surcoinche
SURCOINCHE = 60.0
#: a hand expecting this many points bids capot
CAPOT_AT = 245.0
TOP = VALUES[-2]  # the highest numbered contract


def contribution(hand, trump):
    """What ``hand`` adds to a team's points with ``trump`` (the fit without its constant)."""
    ranks = [c[0] for c in hand if c[1] == trump]
    score = sum(TRUMP_HONOURS.get(r, 0.0) for r in ranks) + PER_TRUMP * len(ranks)
    if "K" in ranks and "Q" in ranks:
        score += BELOTE
    for s in SUITS:
        if s == trump:
            continue
        side = [c[0] for c in hand if c[1] == s]
        if "A" in side:
            score += SIDE_ACE + (SIDE_ACE_TEN if "T" in side else 0.0)
        elif "T" in side and len(side) >= 2:
            score += SIDE_TEN
        if not side:
            score += VOID
    return score


def estimate(hand, trump):
    """Card points (and Belote) a team makes with ``trump`` when this hand takes it."""
    return BASE + contribution(hand, trump)


def bids_of(obs, seat):
    """``{suit: highest value}`` ``seat`` bid."""
    out = {}
    for call in obs["auction"]:
        bid = parse_bid(call["call"]) if call["seat"] == seat else None
        if bid is not None:
            out[bid[1]] = max(out.get(bid[1], 0), bid[0])
    return out


def partner_bids(obs):
    """``{suit: highest value}`` the seat's partner bid."""
    return bids_of(obs, (obs["seat"] + 2) % 4)


def team_estimate(obs, suit, margin):
    """What the seat's team expects with ``suit``: the hand's own estimate, or the
    partner's bid plus what this hand adds above an average partner (nothing more
    when the partner's bid raised this seat's own: it counted this hand already)."""
    hand = obs["hand"]
    own = estimate(hand, suit)
    theirs = partner_bids(obs).get(suit)
    if theirs is None:
        return own
    if suit in bids_of(obs, obs["seat"]):
        return max(own, theirs + margin)
    return max(own, theirs + margin + contribution(hand, suit) - AVERAGE)


def bid_value(expected, margin):
    """The contract a team expecting ``expected`` points bids (None below the lowest)."""
    if expected >= CAPOT_AT:
        return CAPOT
    top = int((expected - margin) // 10 * 10)
    if top < VALUES[0]:
        return None
    return min(top, TOP)


def best_bid(obs, margin):
    """``(value, suit)`` of the best contract the seat would bid now (above the highest
    bid so far), or None."""
    high = obs["specific"]["highest"]
    floor = high["value"] if high else 0
    best = None
    for suit in SUITS:
        expected = team_estimate(obs, suit, margin)
        value = bid_value(expected, margin)
        if value is not None and value > floor and (best is None or (expected, value) > best[0]):
            best = ((expected, value), suit)
    if best is None:
        return None
    return best[0][1], best[1]


def defence(hand, trump):
    """How much the seat's hand takes from attackers with ``trump`` (above an average hand)."""
    return contribution(hand, trump) - AVERAGE


def coinche_slack(obs, margin, safety):
    """How many points below what they need the defender expects the attackers (a coinche
    from above 0); None where there is no numbered contract to coinche."""
    high = obs["specific"]["highest"]
    if high is None or high["value"] == CAPOT:
        return None
    value = high["value"]
    expected = value + margin - defence(obs["hand"], high["trump"])
    return max(value, MIN_MADE) - (expected + safety)


def should_coinche(obs, margin, safety):
    slack = coinche_slack(obs, margin, safety)
    return slack is not None and slack > 0


def surcoinche_slack(obs):
    """How far the attacker's hand is past the surcoinche's mark (a surcoinche from 0)."""
    high = obs["specific"]["highest"]
    hand = obs["hand"]
    if high["bidder"] == obs["seat"]:
        return estimate(hand, high["trump"]) - (high["value"] + SURCOINCHE)
    return defence(hand, high["trump"]) - SURCOINCHE


def should_surcoinche(obs):
    return surcoinche_slack(obs) >= 0


def _needed(value):
    """The expected points (margin aside) from which the normal player bids ``value``, and
    up to which it bids no more than it: ``(low, high)``."""
    if value == CAPOT:
        return CAPOT_AT, float("inf")
    if value == TOP:
        return TOP, CAPOT_AT
    return value, value + 10


def call_distance(obs, action, level="normal"):
    """How many points the hand of ``obs`` is from one for which the normal player's
    habits make ``action`` (0 where they do): the soft form of the habits that weighs a
    world by the calls made in it."""
    margin = MARGIN[level]
    legal = obs["legal_actions"]
    if "surcoinche" in legal:
        slack = surcoinche_slack(obs)
        return max(0.0, -slack) if action == "surcoinche" else max(0.0, slack)
    slack = coinche_slack(obs, margin, COINCHE_SAFETY[level]) if "coinche" in legal else None
    if action == "coinche":
        return max(0.0, -slack) if slack is not None else 0.0
    # not coinching where the habits would
    far = max(0.0, slack) if slack is not None else 0.0
    bid = parse_bid(action)
    if bid is not None:
        low, high = _needed(bid[0])
        expected = team_estimate(obs, bid[1], margin) - margin
        return max(far, low - expected, expected - high)
    high = obs["specific"]["highest"]
    floor = high["value"] if high else 0
    above = [v for v in VALUES if v > floor]
    if not above:
        return far
    low = _needed(above[0])[0]
    best = max(team_estimate(obs, s, margin) for s in SUITS) - margin
    return max(far, best - low)


def call(obs, legal, level, jitter=0.0):
    """The habits' call: ``jitter`` shifts the hand's view (the easy level's slack)."""
    margin = MARGIN.get(level, MARGIN["normal"]) + jitter
    if "surcoinche" in legal:
        return "surcoinche" if should_surcoinche(obs) else "pass"
    safety = COINCHE_SAFETY.get(level, COINCHE_SAFETY["normal"])
    if "coinche" in legal and should_coinche(obs, margin, safety - jitter):
        return "coinche"
    bid = best_bid(obs, margin)
    if bid is not None:
        action = f"bid:{bid[0]}:{bid[1]}"
        if action in legal:
            return action
    return "pass"


__all__ = ["AVERAGE", "best_bid", "call", "call_distance", "coinche_slack", "contribution", "defence", "estimate",
           "partner_bids", "should_coinche", "should_surcoinche", "surcoinche_slack"]
