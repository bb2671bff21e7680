"""Card pictures for the table: faces and backs at the sizes shown, cached.

Faces come from :mod:`game.render` drawn for the exact pixel height (never a
blown-up bitmap); this cache keeps the finished surfaces per size, turned by
90 degrees or dimmed as the table needs them.  A card in flight between two
sizes is scaled from the nearest drawn size for those few frames only.
"""

from __future__ import annotations

import pygame

DIM_ALPHA = 120  # how much of a dimmed card's own colour shows through the veil


def _default_source(pack, code, height, look):
    """A face (``code``) or the back (``code is None``) as a pygame Surface.

    ``look`` holds the player's settings as (name, value) pairs: the look
    sliders, four-colour suits and a pack's own index style.
    """
    from game.render import cards as render_cards

    if code is None:
        return render_cards.back(pack, height, look)
    return render_cards.face(pack, code, height, look)


class CardImages:
    def __init__(self, pack, source=None, look=None):
        self.pack = pack
        self.source = source or _default_source
        self.look = look
        self._cache = {}
        self._scaled = {}
        self._wanted = []  # (code, height) to draw ahead, while the table is still

    def set_look(self, look):
        """New look settings (contrast, grain, temperature, four colours...): redraw on demand."""
        if look != self.look:
            self.look = look
            self.clear()

    def clear(self):
        self._cache.clear()
        self._scaled.clear()

    def want(self, items):
        """Ask for pictures to be drawn ahead of need (see :meth:`work`)."""
        have = set(self._wanted)
        for item in items:
            if item not in have and item not in self._cache:
                self._wanted.append(item)
                have.add(item)

    def work(self, budget):
        """Draw wanted pictures for about ``budget`` seconds (at least one); True if any are left."""
        import time

        start = time.perf_counter()
        while self._wanted:
            code, height = self._wanted.pop(0)
            if (code, height) not in self._cache:
                self.base(code, height)
            if time.perf_counter() - start >= budget:
                break
        return bool(self._wanted)

    def base(self, code, height):
        key = (code, height)
        surf = self._cache.get(key)
        if surf is None:
            surf = self.source(self.pack, code, height, self.look)
            if surf.get_flags() & pygame.SRCALPHA and pygame.display.get_init() and pygame.display.get_surface():
                surf = surf.convert_alpha()
            self._cache[key] = surf
        return surf

    def get(self, code, height, rot=0, dim=False):
        """The card upright (``rot`` 0) or lying across (90), optionally dimmed."""
        key = (code, height, rot, dim)
        surf = self._cache.get(key)
        if surf is not None:
            return surf
        surf = self.base(code, height)
        if rot:
            surf = pygame.transform.rotate(surf, rot)
        if dim:
            surf = _dimmed(surf)
        self._cache[key] = surf
        return surf

    def sized(self, code, w, h, rot=0, dim=False, heights=()):
        """A picture filling ``w`` x ``h`` pixels (a card in flight or turning over).

        Exact sizes among ``heights`` are drawn crisply; anything in between
        is scaled from the nearest larger drawn size.
        """
        card_h = w if rot else h
        if card_h in heights:
            surf = self.get(code, card_h, rot, dim)
            if surf.get_size() == (w, h):
                return surf
        src_h = min((x for x in heights if x >= card_h), default=max(heights) if heights else card_h)
        src = self.get(code, src_h, rot, dim)
        key = (code, w, h, rot, dim)
        surf = self._scaled.get(key)
        if surf is None:
            if len(self._scaled) > 400:
                self._scaled.clear()
            surf = pygame.transform.smoothscale(src, (max(1, w), max(1, h))) if src.get_bitsize() >= 24 else \
                pygame.transform.scale(src, (max(1, w), max(1, h)))
            self._scaled[key] = surf
        return surf


def _dimmed(surf):
    """The card under a grey veil: still readable, clearly not playable."""
    out = surf.copy()
    veil = pygame.Surface(out.get_size(), pygame.SRCALPHA)
    veil.fill((70, 70, 70, 255 - DIM_ALPHA))
    # keep the rounded corners transparent: veil only where the card is
    mask = pygame.mask.from_surface(surf, 8).to_surface(setcolor=(255, 255, 255, 255), unsetcolor=(0, 0, 0, 0))
    veil.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    out.blit(veil, (0, 0))
    return out


__all__ = ["CardImages"]
