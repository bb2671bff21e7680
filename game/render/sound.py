"""Card-table sounds, synthesized by the program: pure numpy, nothing recorded.

Every sound is a pure function of its variant (and parameters) returning a
mono ``int16`` array at :data:`RATE`; the noise comes from a generator seeded
by the sound's name and variant, so a sound is the same at every launch.
Levels stay well below full scale so several sounds can overlap.

    snap(v)     a card snapped onto the cloth: a filtered slap over a soft thump
    slide(v)    a card dealt or sliding: a short, soft swish
    gather(v)   a trick gathered: quick swishes, then the cards squared
    riffle(v)   a shuffle: a rapid train of tiny clicks, then the bridge
    chime(v)    an announcement (Belote, 66, a marriage, capot): two soft bell notes
    turn(v)     the player's turn: two soft wooden notes, rising
    refuse(v)   a refused card: a low, muted tone
    deal(count, gap_ms, v)   ``count`` dealing swishes, ``gap_ms`` apart

:func:`samples` caches what was made; :func:`place` delays, pans and scales
a sound into interleaved frames for the mixer (see
:mod:`game.render.soundbridge`, the one module that talks to pygame.mixer).
"""

from __future__ import annotations

import zlib
from functools import lru_cache

import numpy as np

RATE = 44100
FULL = 32767
HEADROOM = 0.8  # no sound peaks above this share of full scale
RIFFLE_TIME = 0.5  # the clicks of a riffle, before the bridge

VARIANTS = {"snap": 4, "slide": 4, "gather": 4, "riffle": 3, "chime": 3, "turn": 3, "refuse": 3, "deal": 4}


# -- building blocks ---------------------------------------------------------------
def _rng(name, variant):
    return np.random.default_rng(zlib.crc32(f"{name}/{variant}".encode()))


def _n(seconds):
    return max(1, int(round(seconds * RATE)))


def _time(n):
    return np.arange(n) / RATE


def _noise(rng, n, low=None, high=None, order=3):
    """White noise shaped by a Butterworth-like band (zero phase, applied in the spectrum)."""
    size = max(n, 256)
    spectrum = np.fft.rfft(rng.standard_normal(size))
    freq = np.fft.rfftfreq(size, 1 / RATE)
    gain = np.ones_like(freq)
    if high:
        gain /= np.sqrt(1 + (freq / high) ** (2 * order))
    if low:
        gain /= np.sqrt(1 + (low / np.maximum(freq, 1e-6)) ** (2 * order))
    out = np.fft.irfft(spectrum * gain, size)[:n]
    return out / (out.std() or 1.0)


def _envelope(n, attack, tau, hold=0.0):
    """A smooth rise over ``attack`` seconds, then an exponential fall (time constant ``tau``)."""
    t = _time(n)
    rise = np.sin(np.clip(t / attack, 0, 1) * np.pi / 2) ** 2 if attack > 0 else np.ones(n)
    return rise * np.exp(-np.maximum(t - attack - hold, 0) / tau)


def _bump(n, rise):
    """Swells over the first ``rise`` share of ``n`` samples, then fades out smoothly."""
    u = np.linspace(0, 1, n, endpoint=False)
    up = np.sin(np.clip(u / rise, 0, 1) * np.pi / 2) ** 2
    down = np.cos(np.clip((u - rise) / (1 - rise), 0, 1) * np.pi / 2) ** 1.5
    return up * down


def _tone(n, freq, partials, attack, glide=0.0, glide_tau=0.03):
    """A pitched voice: ``partials`` are (ratio, level, decay time constant)."""
    t = _time(n)
    # a slight fall of pitch at the start (a struck or thumped body)
    inst = freq * (1 + glide * np.exp(-t / glide_tau))
    phase = 2 * np.pi * np.cumsum(inst) / RATE
    out = np.zeros(n)
    for ratio, level, tau in partials:
        out += level * np.sin(ratio * phase) * _envelope(n, attack, tau)
    return out


def _add(out, piece, at, gain=1.0):
    """Mix ``piece`` into ``out`` starting ``at`` seconds in (clipped at the end)."""
    start = int(round(at * RATE))
    if start >= len(out):
        return
    end = min(len(out), start + len(piece))
    out[start:end] += gain * piece[:end - start]


def _finish(x, peak):
    """Fade the edges, scale so the loudest sample is ``peak`` of full scale, make int16."""
    x = np.array(x, dtype=np.float64)
    fade_in, fade_out = min(len(x), _n(0.0005)), min(len(x), _n(0.006))
    x[:fade_in] *= np.linspace(0, 1, fade_in)
    x[len(x) - fade_out:] *= np.linspace(1, 0, fade_out)
    top = np.abs(x).max()
    if top > 0:
        x *= min(peak, HEADROOM) * FULL / top
    return np.round(x).astype(np.int16)


def _jitter(rng, spread):
    return 1 + rng.uniform(-spread, spread)


# -- the sounds --------------------------------------------------------------------
def _swish(rng, seconds, low, high, rise=0.35):
    n = _n(seconds)
    return _noise(rng, n, low, high) * _bump(n, rise)


def _tap(rng, seconds=0.05, low=500, high=3200, tau=0.005):
    n = _n(seconds)
    return _noise(rng, n, low, high) * _envelope(n, 0.0005, tau)


def snap(variant=0):
    """A card snapped onto the cloth: a short slap with a soft felt thump under it."""
    rng = _rng("snap", variant)
    n = _n(0.16)
    slap = _noise(rng, n, 700 * _jitter(rng, 0.15), 3600 * _jitter(rng, 0.15)) * _envelope(n, 0.0008, 0.010)
    body = _noise(rng, n, 160, 1200 * _jitter(rng, 0.2)) * _envelope(n, 0.002, 0.026)
    thump = _tone(n, 110 * _jitter(rng, 0.12), [(1, 1.0, 0.034), (2.02, 0.2, 0.015)], 0.002, glide=0.25)
    return _finish(slap + 0.45 * body + 1.3 * thump, 0.55)


def slide(variant=0):
    """A card dealt or sliding across the cloth: softer and shorter than a snap."""
    rng = _rng("slide", variant)
    length = 0.075 * _jitter(rng, 0.15)
    out = np.zeros(_n(length + 0.03))
    _add(out, _swish(rng, length, 1000 * _jitter(rng, 0.2), 4200 * _jitter(rng, 0.15), rise=0.3), 0.0)
    _add(out, _tap(rng, 0.03, 600, 2800, 0.004), length - 0.012, 0.35)
    return _finish(out, 0.26)


def gather(variant=0):
    """A trick gathered: two or three quick soft swishes, then the cards squared."""
    rng = _rng("gather", variant)
    count = 3 if variant % 2 == 0 else 2
    out = np.zeros(_n(0.42))
    at = 0.0
    for i in range(count):
        length = 0.085 * _jitter(rng, 0.15)
        swish = _swish(rng, length, 800 * _jitter(rng, 0.2), 3800 * _jitter(rng, 0.15), rise=0.4)
        _add(out, swish, at, (0.85 ** i) * _jitter(rng, 0.1))
        at += 0.065 * _jitter(rng, 0.15)
    square = _tap(rng, 0.06, 300, 1800, 0.008) + 0.8 * _tone(_n(0.06), 150 * _jitter(rng, 0.1),
                                                             [(1, 1.0, 0.018)], 0.002, glide=0.2)
    _add(out, square, at + 0.02, 0.7)
    return _finish(out, 0.3)


def riffle(variant=0):
    """A riffle shuffle: tiny clicks, sparse, then fast, then sparse, and the bridge."""
    rng = _rng("riffle", variant)
    clicks_time = RIFFLE_TIME * _jitter(rng, 0.06)
    out = np.zeros(_n(clicks_time + 0.3))
    bank = [_tap(rng, 0.004, 1800, 6500, 0.0009) for _ in range(6)]
    count = int(rng.integers(44, 53))
    u = (np.arange(count) + rng.uniform(-0.3, 0.3, count)) / count
    # the cards fall slowly as the thumbs start, quickly in the middle, slowly at the end
    times = clicks_time * np.clip(u + 0.55 * np.sin(2 * np.pi * u) / (2 * np.pi), 0, 1)
    for k, at in enumerate(np.sort(times)):
        swell = min(1.0, (k + 1) / 6)
        _add(out, bank[int(rng.integers(len(bank)))], at, swell * rng.uniform(0.45, 1.0))
    purr_n = _n(clicks_time)
    purr = _noise(rng, purr_n, 400, 2500) * _bump(purr_n, 0.2) * 0.12
    _add(out, purr, 0.0)
    bridge = _swish(rng, 0.16, 900, 4500, rise=0.5)
    _add(out, bridge, clicks_time + 0.02, 0.35)
    _add(out, _tap(rng, 0.05, 300, 1800, 0.008), clicks_time + 0.17, 0.45)
    return _finish(out, 0.34)


# two soft bell notes rising: a fifth, a major third, a fourth
_CHIMES = ((659.26, 987.77), (587.33, 739.99), (698.46, 932.33))
_BELL = [(1.0, 1.0, 0.55), (2.0, 0.16, 0.3), (3.01, 0.05, 0.16), (4.16, 0.035, 0.1)]


def chime(variant=0):
    """An announcement: two soft bell notes, the second a little quieter."""
    rng = _rng("chime", variant)
    low, high = _CHIMES[variant % len(_CHIMES)]
    n = _n(1.1)
    out = _tone(n, low, _BELL, 0.004)
    _add(out, _tone(n, high, _BELL, 0.004), 0.11 * _jitter(rng, 0.08), 0.8)
    return _finish(out, 0.3)


_WOOD = [(1.0, 1.0, 0.16), (3.95, 0.22, 0.025), (9.8, 0.04, 0.008)]


def turn(variant=0):
    """The player's turn: two soft wooden notes, a fourth apart, rising."""
    rng = _rng("turn", variant)
    n = _n(0.42)
    out = _tone(n, 783.99, _WOOD, 0.002) * _jitter(rng, 0.08)
    _add(out, _tone(n, 1046.5, _WOOD, 0.002), 0.085 * _jitter(rng, 0.1), 0.85 * _jitter(rng, 0.08))
    return _finish(out, 0.24)


_REFUSALS = (207.65, 196.0, 220.0)


def refuse(variant=0):
    """A refused card: a low, muted tone that sinks a little."""
    rng = _rng("refuse", variant)
    n = _n(0.26)
    tone = _tone(n, _REFUSALS[variant % len(_REFUSALS)], [(1, 1.0, 0.075), (2, 0.3, 0.05), (3, 0.08, 0.03)],
                 0.01, glide=0.05, glide_tau=0.12)
    thud = _noise(rng, n, 80, 600) * _envelope(n, 0.002, 0.015) * 0.2
    return _finish(tone + thud, 0.32)


def deal(count, gap_ms, variant=0):
    """``count`` cards dealt ``gap_ms`` milliseconds apart: a train of soft swishes."""
    rng = _rng("deal", variant)
    count = max(1, int(count))
    gap = max(0.0, gap_ms) / 1000
    swishes = [slide(v).astype(np.float64) for v in range(VARIANTS["slide"])]
    out = np.zeros(_n(gap * (count - 1) + 0.12))
    for i in range(count):
        _add(out, swishes[int(rng.integers(len(swishes)))], i * gap, rng.uniform(0.7, 1.0))
    return _finish(out, 0.22)


SOUNDS = {"snap": snap, "slide": slide, "gather": gather, "riffle": riffle, "chime": chime, "turn": turn,
          "refuse": refuse, "deal": deal}


@lru_cache(maxsize=128)
def samples(name, variant=0, params=()):
    """The sound ``name`` (variant, parameters), made once; a read-only int16 array."""
    out = SOUNDS[name](*params, variant)
    out.setflags(write=False)
    return out


def resample(mono, rate):
    """``mono`` (at :data:`RATE`) at another sample rate, by linear interpolation."""
    if rate == RATE or len(mono) < 2:
        return mono
    n = max(1, int(round(len(mono) * rate / RATE)))
    x = np.linspace(0, len(mono) - 1, n)
    return np.round(np.interp(x, np.arange(len(mono)), mono)).astype(np.int16)


def place(mono, delay=0.0, pan=0.0, volume=1.0, rate=RATE, channels=2):
    """Frames for the mixer: ``delay`` seconds of silence first, panned (-1 left,
    +1 right, constant power) and scaled; shape ``(n, channels)`` int16."""
    mono = resample(np.asarray(mono), rate).astype(np.float64)
    lead = int(round(max(0.0, delay) * rate))
    pan = min(1.0, max(-1.0, pan))
    angle = (pan + 1) * np.pi / 4
    gains = [np.cos(angle), np.sin(angle)] if channels >= 2 else [np.sqrt(0.5)]
    gains = np.array(gains + [0.0] * (channels - len(gains))) * np.sqrt(2) * volume
    out = np.zeros((lead + len(mono), channels))
    out[lead:] = mono[:, None] * gains[None, :]
    return np.clip(np.round(out), -FULL, FULL).astype(np.int16)


__all__ = ["FULL", "HEADROOM", "RATE", "RIFFLE_TIME", "SOUNDS", "VARIANTS", "chime", "deal", "gather", "place",
           "refuse", "resample", "riffle", "samples", "slide", "snap", "turn"]
