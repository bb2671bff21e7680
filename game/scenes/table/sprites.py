"""Card sprites: what is drawn for a card, and how it glides to where it belongs.

A sprite wraps a card key (see :mod:`.placement`), not an engine card: the
engine's state stays the truth, the sprites only follow it.  :meth:`Sprites.sync`
compares the placements the table wants now with what is on screen and
starts tweens: cards keep their sprite as they move, new cards come from
where they really come from (a seat's hand, the stock, the talon, the pack
being dealt) and turn over on the way.  Reading a sprite's state is a pure
function of the clock, so drawing changes nothing.
"""

from __future__ import annotations

from .tween import Tween, ease_in_out, ease_out_cubic

MOVE = 0.30  # seconds for a card to cross the table at normal speed
DEAL_FLIGHT = 0.26
DEAL_GAP = 0.045
FLIP = 0.18


class Sprite:
    __slots__ = ("key", "face", "rot", "z", "dim", "zone", "seat", "box", "tween",
                 "flip_from", "flip_to", "flip_t0", "flip_t1", "rot_from")

    def __init__(self, key, place, now, start_box=None, start_face=None, start_rot=None,
                 delay=0.0, duration=0.0, flip_at=None):
        self.key = key
        self.face = place.face
        self.rot = place.rot
        self.z = place.z
        self.dim = place.dim
        self.zone = place.zone
        self.seat = place.seat
        self.box = place.box
        start_box = place.box if start_box is None else start_box
        self.tween = Tween(start_box, place.box, now + delay, duration, ease_out_cubic)
        self.flip_from = place.face if start_face is None and start_rot is None else start_face
        self.rot_from = place.rot if start_rot is None else start_rot
        self.flip_to = place.face
        if (self.flip_from != self.flip_to or self.rot_from != self.rot) and duration > 0:
            t1 = now + delay + duration if flip_at is None else flip_at
            self.flip_t0 = max(now + delay, t1 - max(FLIP, duration * 0.5))
            self.flip_t1 = t1
        else:
            self.flip_from, self.rot_from = self.flip_to, self.rot
            self.flip_t0 = self.flip_t1 = now

    def retarget(self, place, now, duration):
        """Glide from wherever the sprite is now to ``place``."""
        current = self.tween.value(now)
        face_now, rot_now, _ = self.face_at(now)
        self.z, self.dim, self.zone, self.seat = place.z, place.dim, place.zone, place.seat
        if place.box != self.box or current != tuple(place.box):
            self.tween = Tween(current, place.box, now, duration if current != tuple(place.box) else 0.0,
                               ease_out_cubic)
        self.box = place.box
        if place.face != self.face or place.rot != self.rot:
            self.flip_from, self.rot_from = face_now, rot_now
            self.flip_to = place.face
            span = max(FLIP, duration)
            self.flip_t0, self.flip_t1 = now, now + (span if duration > 0 else 0.0)
            if duration <= 0:
                self.flip_from, self.rot_from = place.face, place.rot
        self.face, self.rot = place.face, place.rot

    # -- reading (pure) -----------------------------------------------------------
    def rect_at(self, now):
        return self.tween.value(now)

    def face_at(self, now):
        """(face, rot, squash): squash is the horizontal scale of a card turning over."""
        if now >= self.flip_t1 or self.flip_t1 <= self.flip_t0:
            return self.flip_to, self.rot, 1.0
        if now <= self.flip_t0:
            return self.flip_from, self.rot_from, 1.0
        p = ease_in_out((now - self.flip_t0) / (self.flip_t1 - self.flip_t0))
        if p < 0.5:
            return self.flip_from, self.rot_from, max(0.04, 1 - 2 * p)
        return self.flip_to, self.rot, max(0.04, 2 * p - 1)

    def turning(self, now):
        """While a card only turns between lying upright and across (same side
        up), the angle it has reached in degrees; otherwise None."""
        if self.flip_from != self.flip_to or self.rot_from == self.rot:
            return None
        if not (self.flip_t0 < now < self.flip_t1):
            return None
        p = ease_in_out((now - self.flip_t0) / (self.flip_t1 - self.flip_t0))
        return self.rot_from + (self.rot - self.rot_from) * p

    def card_height_at(self, now):
        """The card's own height (along its long side) part way through the glide."""
        (_, _, w0, h0), (_, _, w1, h1) = self.tween.start, self.tween.end
        start = w0 if self.rot_from else h0
        end = w1 if self.rot else h1
        p = self.tween.ease(self.tween.progress(now))
        return start + (end - start) * p

    def moving(self, now):
        return now < self.tween.finish or now < self.flip_t1

    def started(self, now):
        return now >= self.tween.t0


class _Leaving:
    """Where a card that leaves the table's picture glides to (a Place-like target)."""

    __slots__ = ("box", "face", "rot", "z", "dim", "zone", "seat", "src")

    def __init__(self, box, z):
        from game.render.layout import Box

        self.box, self.face, self.rot, self.z = Box(*box), None, 0, z
        self.dim, self.zone, self.seat, self.src = False, "leaving", None, None


class Sprites:
    """All card sprites of a table."""

    def __init__(self):
        self.sprites = {}

    def clear(self):
        self.sprites.clear()

    def busy(self, now):
        return any(s.moving(now) for s in self.sprites.values())

    def finish_time(self):
        return max((max(s.tween.finish, s.flip_t1) for s in self.sprites.values()), default=0.0)

    def sync(self, places, now, factor, deck_box=None, seat_box=None, deal_key=None, table_to=None):
        """Make the sprites follow ``places`` (``{key: Place}``).

        ``factor`` scales durations (0: everything jumps into place at once);
        ``deck_box`` is where dealt cards start; ``seat_box(seat)`` is where a
        card from a seat's hand starts when no sprite of that hand is left;
        ``deal_key(key, place)`` orders cards being dealt; ``table_to`` is the
        seat that takes the cards leaving the table now (a taker, a declarer),
        or None when anybody may.
        """
        old = self.sprites
        move = MOVE * factor
        vanished = {k: s for k, s in old.items() if k not in places}
        from_seat = {}
        from_table = []
        for s in vanished.values():
            if s.zone in ("backs", "hand"):
                from_seat.setdefault(s.seat, []).append(s)
            elif s.zone in ("stock", "talon", "turned", "trump"):
                from_table.append(s)
        for group in from_seat.values():
            group.sort(key=lambda s: s.z, reverse=True)
        from_table.sort(key=lambda s: s.z, reverse=True)

        fresh = {}
        dealt = []
        for key, place in places.items():
            sprite = old.get(key)
            if sprite is not None:
                if (sprite.box != place.box or sprite.face != place.face or sprite.rot != place.rot):
                    sprite.retarget(place, now, move)
                else:
                    sprite.z, sprite.dim, sprite.zone, sprite.seat = place.z, place.dim, place.zone, place.seat
                fresh[key] = sprite
                continue
            src = place.src or ()
            origin = None
            if src and src[0] == "seat":
                group = from_seat.get(src[1])
                if group:
                    origin = group.pop(0)
                elif seat_box is not None:
                    box = seat_box(src[1])
                    fresh[key] = Sprite(key, place, now, box, None, 0, 0.0, move)
                    continue
            elif src and src[0] == "table":
                if from_table and (table_to is None or place.seat == table_to):
                    origin = from_table.pop(0)
            if origin is not None:
                start = origin.rect_at(now)
                face, rot, _ = origin.face_at(now)
                fresh[key] = Sprite(key, place, now, start, face, rot, 0.0, move)
            elif deck_box is not None and factor > 0 and place.zone in ("hand", "backs", "stock", "talon",
                                                                         "turned", "trump"):
                dealt.append((key, place))
            else:
                fresh[key] = Sprite(key, place, now)
        # a card shown for a moment goes back into its holder's hand, face down
        for key, sprite in vanished.items():
            if sprite.zone == "leaving" and sprite.moving(now):
                fresh[key] = sprite  # still on its way home
                continue
            if sprite.zone != "reveal" or seat_box is None or factor <= 0:
                continue
            home = seat_box(sprite.seat)
            w, h = sprite.box[2], sprite.box[3]
            box = (home[0] + (home[2] - w) // 2, home[1] + (home[3] - h) // 2, w, h)
            sprite.retarget(_Leaving(box, sprite.z), now, move)
            sprite.key = ("leaving", key)
            fresh[sprite.key] = sprite
        if dealt:
            if deal_key is not None:
                dealt.sort(key=lambda kp: deal_key(*kp))
            gap, flight = DEAL_GAP * factor, DEAL_FLIGHT * factor
            for i, (key, place) in enumerate(dealt):
                fresh[key] = Sprite(key, place, now, deck_box, None, 0, i * gap, flight)
        self.sprites = fresh

    def settle(self, now):
        """Jump every sprite to its place (used when the window is resized mid-glide)."""
        for s in self.sprites.values():
            s.tween = Tween(s.box, s.box, now, 0.0)
            s.flip_from, s.rot_from, s.flip_t0, s.flip_t1 = s.flip_to, s.rot, now, now

    def ordered(self, now):
        """Sprites bottom to top; cards in flight ride above the rest."""
        return sorted(self.sprites.values(), key=lambda s: (s.moving(now) and s.started(now), s.z))


__all__ = ["Sprite", "Sprites", "MOVE", "DEAL_FLIGHT", "DEAL_GAP"]
