"""The one bridge between the synthesized sounds and pygame.mixer.

Anyone asks for a sound by name::

    from game.render import soundbridge
    soundbridge.bridge.follow(app.settings)   # the "sound" setting switches it all, live
    soundbridge.bridge.play("snap", delay=0.15, pan=-0.3)

The mixer is opened on the first sound, never before; when it cannot start
(no audio device, a broken driver) every sound is silently skipped and the
game goes on.  ``delay`` is played as leading silence, so a sound meets the
card it belongs to without a timer.  Each request picks a variant other than
the last one of that name, so repeated cards never sound mechanical.

Tests replace :attr:`Bridge.output` with anything that has ``play(cue,
volume)`` and ``stop()``.
"""

from __future__ import annotations

import random
from collections import OrderedDict
from typing import NamedTuple

import numpy as np

from . import sound

VOLUME = 0.7  # sounds sit under the game, never over it
CHANNELS = 16
KEPT = 96  # mixer sounds kept ready (a sound per variant, delay and side)


class Cue(NamedTuple):
    name: str
    variant: int
    delay: float = 0.0  # seconds of silence before the sound
    pan: float = 0.0  # -1 left .. +1 right
    params: tuple = ()

    def key(self):
        return (self.name, self.variant, self.params, round(self.delay, 3), round(self.pan, 2))

    def samples(self):
        return sound.samples(self.name, self.variant, self.params)


class MixerOutput:
    """pygame.mixer, opened on first use; silent for good when it cannot start."""

    def __init__(self):
        self.failed = False
        self._format = None
        self._sounds = OrderedDict()

    def ready(self):
        """The mixer's (rate, size, channels), opening it if needed; None when there is no sound."""
        if self.failed:
            return None
        try:
            import pygame

            fmt = pygame.mixer.get_init()
            if fmt is None:
                # ask for exactly the sounds' format: SDL converts for the device
                pygame.mixer.init(sound.RATE, -16, 2, 512, allowedchanges=0)
                fmt = pygame.mixer.get_init()
                if fmt is None:
                    raise RuntimeError("the mixer did not start")
            if fmt != self._format:
                self._sounds.clear()  # made for a mixer that is gone
                self._format = fmt
                if pygame.mixer.get_num_channels() < CHANNELS:
                    pygame.mixer.set_num_channels(CHANNELS)
        except Exception:  # noqa: BLE001 - no audio device: the game stays silent
            self.failed = True
            return None
        return fmt

    def play(self, cue, volume):
        fmt = self.ready()
        if fmt is None:
            return False
        try:
            self._sound(cue, volume, fmt).play()
        except Exception:  # noqa: BLE001 - a sound must never stop the game
            return False
        return True

    def stop(self):
        if self._format is None:
            return
        try:
            import pygame

            if pygame.mixer.get_init():
                pygame.mixer.stop()
        except Exception:  # noqa: BLE001
            pass

    def _sound(self, cue, volume, fmt):
        import pygame

        key = cue.key() + (volume,)
        found = self._sounds.get(key)
        if found is not None:
            self._sounds.move_to_end(key)
            return found
        rate, size, channels = fmt
        frames = sound.place(cue.samples(), cue.delay, cue.pan, volume, rate, channels)
        made = pygame.mixer.Sound(buffer=_encode(frames, size).tobytes())
        self._sounds[key] = made
        while len(self._sounds) > KEPT:
            self._sounds.popitem(last=False)
        return made


def _encode(frames, size):
    """int16 frames in the mixer's sample format (signed 16 bits unless told otherwise)."""
    if size == -16:
        return frames
    if size == 16:
        return (frames.astype(np.int32) + 32768).astype(np.uint16)
    if size == 32:  # SDL's float samples
        return frames.astype(np.float32) / 32768
    if size == -8:
        return (frames >> 8).astype(np.int8)
    if size == 8:
        return ((frames >> 8) + 128).astype(np.uint8)
    if size == -32:
        return frames.astype(np.int32) << 16
    raise ValueError(f"unknown mixer sample size {size}")


class Bridge:
    """Plays sounds by name while the setting allows it."""

    def __init__(self, output=None, seed=7):
        self.output = output if output is not None else MixerOutput()
        self.enabled = True
        self.volume = VOLUME
        self._settings = None
        self._unsubscribe = None
        self._last = {}
        self._rng = random.Random(seed)

    def follow(self, settings):
        """Take the on/off switch from ``settings.sound`` from now on (once per settings object)."""
        if settings is None or settings is self._settings:
            return
        if self._unsubscribe is not None:
            self._unsubscribe()
        self._settings = settings
        self._unsubscribe = settings.subscribe(self._changed, {"sound"})
        self.enabled = bool(settings.sound)

    def _changed(self, _name, value):
        self.enabled = bool(value)
        if not self.enabled:
            self.stop()

    def variant(self, name):
        """A variant of ``name`` other than the one played last."""
        count = sound.VARIANTS[name]
        last = self._last.get(name)
        choices = [v for v in range(count) if v != last] or [0]
        pick = self._rng.choice(choices)
        self._last[name] = pick
        return pick

    def play(self, name, delay=0.0, pan=0.0, params=()):
        """Start sound ``name`` after ``delay`` seconds; True if it was handed to the mixer."""
        if not self.enabled:
            return False
        if name not in sound.SOUNDS:
            raise KeyError(name)
        cue = Cue(name, self.variant(name), max(0.0, float(delay)), float(pan), tuple(params))
        try:
            return bool(self.output.play(cue, self.volume))
        except Exception:  # noqa: BLE001 - a sound must never stop the game
            return False

    def stop(self):
        """Silence everything playing now."""
        try:
            self.output.stop()
        except Exception:  # noqa: BLE001
            pass


bridge = Bridge()


__all__ = ["Bridge", "Cue", "MixerOutput", "VOLUME", "bridge"]
