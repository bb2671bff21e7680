"""Card codes and packs.

A card is its two-character code (rank then suit), e.g. ``"JH"`` or ``"3O"``.
Strings are immutable, hashable and already the contract's wire format, so
the engine uses them directly as its compact card values.
"""

from .errors import shown

FRENCH_SUITS = ("C", "D", "H", "S")
SPANISH_SUITS = ("O", "C", "B", "S")

FRENCH_RANKS_32 = ("7", "8", "9", "T", "J", "Q", "K", "A")
SCHNAPSEN_RANKS = ("J", "Q", "K", "T", "A")
ALUETTE_RANKS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "J", "N", "K")


def make_pack(ranks, suits):
    """All cards of ``ranks`` x ``suits``, suit-major, as a tuple."""
    return tuple(r + s for s in suits for r in ranks)


# game -> every card code of its pack, filled in as each game registers
PACKS = {}
_PACK_SETS = {}


def register_pack(game, pack):
    """The pack of ``game``, as its descriptor registers it."""
    PACKS[game] = tuple(pack)
    _PACK_SETS[game] = frozenset(pack)


def rank(card):
    return card[0]


def suit(card):
    return card[1]


def validate_deck(game, deck):
    """Return ``deck`` as a list if it is a permutation of the game's pack.

    Raises ValueError naming the problem (length, unknown or repeated card).
    """
    pack = PACKS[game]
    if not isinstance(deck, (list, tuple)):
        raise ValueError(f"a {game} deck must be a list of card codes, got {type(deck).__name__}")
    deck = list(deck)
    # fast path (every deal starts here): the right size and exactly the
    # pack's cards means a permutation
    try:
        if len(deck) == len(pack) and set(deck) == _PACK_SETS[game]:
            return deck
    except TypeError:  # an unhashable entry: the checks below name it
        pass
    if len(deck) != len(pack):
        raise ValueError(
            f"{game} deck must hold {len(pack)} cards, got {len(deck)}"
        )
    known = set(pack)
    seen = set()
    for card in deck:
        if not isinstance(card, str) or card not in known:
            raise ValueError(f"{shown(card)} is not a card of the {game} pack")
        if card in seen:
            raise ValueError(f"card {card} appears twice in the {game} deck")
        seen.add(card)
    return deck


def shuffled_deck(game, rng):
    """A deck order drawn from ``rng`` (a ``random.Random``)."""
    deck = list(PACKS[game])
    rng.shuffle(deck)
    return deck
