"""Settlement of a finished Preference deal (rules §4, "Settlement").

Every item is a transfer between two parties, a seat or the pot, so the
balance changes and the pot change always sum to zero.  The transfers are
also returned as id-keyed items for the result panel.
"""

POT = "pot"
TRICKS_TO_MAKE = 6
DEFENDER_TRICKS = 2
HOST_TRICKS = 4
POT_PAYOUT = 10
POT_FAILURE = 20
DEFENCE_PENALTY = 10
BONUS = 10


def settle(deal):
    """Return (balance changes [3], pot change, transfer items) of ``deal``."""
    d = deal.declarer
    tricks = deal.tricks_won
    defence = deal.defence
    host = deal.host
    opponents = ((d + 1) % 3, (d + 2) % 3)
    balance = [0, 0, 0]
    pot = 0
    items = []

    def pay(payer, payee, amount, item):
        nonlocal pot
        if payer == POT:
            pot -= amount
        else:
            balance[payer] -= amount
        if payee == POT:
            pot += amount
        else:
            balance[payee] += amount
        items.append({"id": item, "from": payer, "to": payee, "amount": amount})

    # one point per defence trick: to the defender who won it, or all to the host
    if host is not None:
        together = sum(tricks[s] for s in opponents)
        if together:
            pay(d, host, together, "defence_tricks")
    else:
        for s in opponents:
            if tricks[s]:
                pay(d, s, tricks[s], "defence_tricks")

    made = tricks[d] >= TRICKS_TO_MAKE
    if made:
        pay(POT, d, POT_PAYOUT, "contract_made")
    else:
        pay(d, POT, POT_FAILURE, "contract_failed")

    if host is not None:
        if sum(tricks[s] for s in opponents) < HOST_TRICKS:
            pay(host, POT, DEFENCE_PENALTY, "host_short")
    else:
        for s in opponents:
            if defence[s] == "defend" and tricks[s] < DEFENDER_TRICKS:
                pay(s, POT, DEFENCE_PENALTY, "defender_short")

    # bonuses involve both opponents, whether they defended or dropped
    if deal.contract == "hearts":
        for s in opponents:
            if made:
                pay(s, d, BONUS, "hearts")
            else:
                pay(d, s, BONUS, "hearts")
    if made and deal.declarer_aces == 4:
        for s in opponents:
            pay(s, d, BONUS, "four_aces")
    if deal.no_aces:
        for s in opponents:
            if made:
                pay(s, d, BONUS, "no_aces")
            else:
                pay(d, s, BONUS, "no_aces")
    return balance, pot, items
