"""Card faces, card backs and their look, for the three traditions.

Everything is drawn by the program from vector shapes for the exact size
shown and cached; nothing is a scaled bitmap.

Packs: ``"aluette"`` (48 Spanish-suited cards: ranks 1-9, J Valet,
N Cavalière, K Roi; suits O coins, C cups, B batons, S swords),
``"paris"`` and ``"vienna"`` (32 French-suited cards: 7 8 9 T J Q K A of
C, D, H, S). Cards are the engine's two-character codes (``"3O"``, ``"TS"``).

    face(pack, code, height, *, four_colour=False, indices=True, look=Look())
        -> pygame.Surface   the graded face, cached; do not draw on it
    back(pack, height) -> pygame.Surface
    shadow(height) -> pygame.Surface   a soft drop shadow for a card, larger
        than the card by ``shadow_margin(height)`` on every side
    card_size(height) -> (width, height)
    raw_face_array(pack, code, height, *, four_colour=False, indices=True)
        -> np.ndarray       H x W x 4 uint8, the drawn face before the look
    face_array(...)         the graded face as an array (same arguments as face)
    Look(contrast=50, grain=50, temperature=50)   player settings, 0-100 %
    pack_cards(pack) -> tuple of codes; pack_of_game(game) -> the game's pack;
        pack_ids() -> every registered pack (descriptors in game.render.packs)
    warm(pack, height, ...) draws a whole pack ahead of time (e.g. on a
        loading step); clear_cache() forgets everything drawn.

``indices`` adds the corner indices; Vienna-pattern packs traditionally have
none, so it is the one pack where switching them off is authentic.
:mod:`game.render.cards` takes the player's settings as they are stored
(``contrast``, ``grain``, ``temperature``, ``four_colour``,
``show_vienna_indices``) and applies them: ``cards.face(pack, code, height,
look=settings_pairs)``.

Look: contrast and colour temperature at 50 % and grain at 0 % leave a face
exactly as drawn; extreme settings are clamped so every rank and suit mark
keeps 3:1 contrast against the card. After ``warm`` a look change re-grades
the whole pack in a few numpy calls (see tools/bench_fx.py).
Below about 110 px the faces switch to a thumbnail design (large corner
index, one large suit mark) so small cards stay legible.
"""

from __future__ import annotations

from . import cache, packs
from .faces import card_size
from .fx import NEUTRAL, Look

DEFAULT_LOOK = Look()


def pack_ids():
    """Every registered pack (``game.render.packs``), in order."""
    return packs.pack_ids()


def pack_of_game(game):
    """The pack ``game`` is played with, as its descriptor names it (None for no such game)."""
    from game.engine import descriptor

    try:
        return descriptor(game).pack
    except ValueError:
        return None


def pack_cards(pack):
    """Every card code of ``pack``, suit by suit."""
    return packs.get(pack).codes


def face(pack, code, height, *, four_colour=False, indices=True, look=DEFAULT_LOOK):
    return cache.graded(pack, code, height, four_colour, indices, look)


def face_array(pack, code, height, *, four_colour=False, indices=True, look=DEFAULT_LOOK):
    return cache.graded_array(pack, code, height, four_colour, indices, look)


def raw_face_array(pack, code, height, *, four_colour=False, indices=True):
    return cache.raw_face(pack, code, height, four_colour, indices).rgba


def back(pack, height):
    return cache.back(pack, height)


def shadow_margin(height):
    return max(2, int(height) // 24)


def shadow(height):
    return cache.shadow(int(height), shadow_margin(height))


def warm(pack, height, *, four_colour=False, indices=True, look=DEFAULT_LOOK):
    """Draw and grade every card of ``pack`` at ``height`` now; returns the
    Surfaces in ``pack_cards`` order. Afterwards a look change re-grades the
    whole pack at once (well within a frame at table sizes)."""
    return cache.warm(pack, height, four_colour, indices, look)


def clear_cache():
    cache.clear()


__all__ = ["DEFAULT_LOOK", "Look", "NEUTRAL", "pack_ids", "pack_of_game", "back", "card_size",
           "clear_cache", "face", "face_array", "pack_cards", "raw_face_array", "shadow",
           "shadow_margin", "warm"]
