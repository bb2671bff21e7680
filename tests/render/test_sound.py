"""Synthesized table sounds: deterministic, the right length and level, varied;
the mixer bridge never breaks the game and follows the "sound" setting."""

import numpy as np
import pygame
import pytest

from game.render import sound, soundbridge
from game.settings import Settings

R = sound.RATE
FIXED = {"snap": 0.16, "gather": 0.42, "chime": 1.1, "turn": 0.42, "refuse": 0.26}


def all_sounds():
    for name, count in sound.VARIANTS.items():
        for v in range(count):
            yield name, v, ((12, 45) if name == "deal" else ())


def spectrum_peak(x):
    f = np.abs(np.fft.rfft(x.astype(np.float64)))
    return np.fft.rfftfreq(len(x), 1 / R)[int(np.argmax(f))]


@pytest.mark.parametrize("name,variant,params", list(all_sounds()))
def test_every_sound_is_mono_int16_with_headroom_and_no_clicks(name, variant, params):
    x = sound.SOUNDS[name](*params, variant)
    assert x.dtype == np.int16 and x.ndim == 1
    peak = np.abs(x.astype(np.int32)).max() / sound.FULL
    assert 0.1 < peak <= 0.8  # audible, yet room for several at once
    # starts and ends at rest: no click at either edge
    assert abs(int(x[0])) < 0.01 * sound.FULL and abs(int(x[-1])) < 0.01 * sound.FULL
    assert np.abs(x[-20:].astype(np.int32)).max() < 0.02 * sound.FULL


def test_lengths():
    for name, seconds in FIXED.items():
        for v in range(sound.VARIANTS[name]):
            assert len(sound.SOUNDS[name](v)) == round(seconds * R), name
    for v in range(sound.VARIANTS["slide"]):
        assert 0.08 * R < len(sound.slide(v)) < 0.13 * R  # shorter than a snap
    for v in range(sound.VARIANTS["riffle"]):
        assert 0.7 * R < len(sound.riffle(v)) < 0.9 * R
    assert len(sound.deal(20, 45)) == round((19 * 0.045 + 0.12) * R)
    assert len(sound.deal(1, 45)) == round(0.12 * R)


@pytest.mark.parametrize("name,variant,params", list(all_sounds())[::3])
def test_deterministic(name, variant, params):
    a = sound.SOUNDS[name](*params, variant)
    b = sound.SOUNDS[name](*params, variant)
    assert a.tobytes() == b.tobytes()


def test_variants_differ():
    for name, count in sound.VARIANTS.items():
        params = (12, 45) if name == "deal" else ()
        made = [sound.SOUNDS[name](*params, v).tobytes() for v in range(count)]
        assert count >= 3 and len(set(made)) == count, name


def test_samples_are_cached_and_read_only():
    a = sound.samples("snap", 1)
    assert sound.samples("snap", 1) is a
    assert not a.flags.writeable
    assert a.tobytes() == sound.snap(1).tobytes()
    assert sound.samples("deal", 0, (8, 30)) is sound.samples("deal", 0, (8, 30))


def test_characters_of_the_sounds():
    # a snap hits at once; a slide swells
    snap, slide = sound.snap(0).astype(float), sound.slide(0).astype(float)
    assert np.argmax(np.abs(snap)) < 0.015 * R
    assert np.argmax(np.abs(slide)) > 0.01 * R
    # the snap has a low thump under the slap
    f = np.abs(np.fft.rfft(snap)) ** 2
    freq = np.fft.rfftfreq(len(snap), 1 / R)
    assert f[(freq > 60) & (freq < 200)].sum() > 0.2 * f.sum()
    # tones sit where they were tuned: bells high, the refusal low
    assert abs(spectrum_peak(sound.chime(0)) - 659.26) < 15
    assert abs(spectrum_peak(sound.turn(0)) - 784) < 20 or abs(spectrum_peak(sound.turn(0)) - 1046.5) < 20
    assert spectrum_peak(sound.refuse(0)) < 300


def onsets(x, frame=0.002, jump=2.0):
    """How many times the level jumps up sharply (frames of ``frame`` seconds)."""
    n = int(frame * R)
    e = np.sqrt((x[: len(x) // n * n].astype(float).reshape(-1, n) ** 2).mean(axis=1)) + 1.0
    return int(((e[1:] / e[:-1]) > jump).sum())


def test_a_riffle_is_a_train_of_clicks_and_a_gather_a_few_swishes():
    for v in range(3):
        assert onsets(sound.riffle(v)) >= 25
    # a dealt card every 45 ms: one swish each
    train = sound.deal(16, 45, 0).astype(float)
    n = int(0.045 * R)
    parts = [np.abs(train[i * n:(i + 1) * n]).max() for i in range(16)]
    assert min(parts) > 0.3 * max(parts)


def test_place_delays_pans_and_scales():
    mono = sound.samples("snap", 0)
    centre = sound.place(mono, 0.0, 0.0, 1.0)
    assert centre.shape == (len(mono), 2) and centre.dtype == np.int16
    assert np.array_equal(centre[:, 0], mono) and np.array_equal(centre[:, 1], mono)
    late = sound.place(mono, 0.25, 0.0, 0.5)
    lead = round(0.25 * R)
    assert len(late) == lead + len(mono) and not late[:lead].any()
    assert np.abs(late[lead:, 0].astype(int) - mono.astype(int) // 2).max() <= 1
    left = sound.place(mono, 0.0, -0.8, 1.0).astype(float)
    assert np.abs(left[:, 0]).max() > 2 * np.abs(left[:, 1]).max()
    assert sound.place(mono, channels=1).shape == (len(mono), 1)
    six = sound.place(mono, channels=6)
    assert six.shape == (len(mono), 6) and not six[:, 2:].any()
    at48 = sound.place(mono, 0.1, rate=48000)
    assert len(at48) == round(0.1 * 48000) + round(len(mono) * 48000 / R)


def test_encode_for_other_mixer_formats():
    frames = np.array([[-32767, 0], [16384, 32767]], dtype=np.int16)
    assert soundbridge._encode(frames, -16) is frames
    assert soundbridge._encode(frames, 16).dtype == np.uint16
    as_float = soundbridge._encode(frames, 32)
    assert as_float.dtype == np.float32 and np.abs(as_float).max() < 1.0
    assert soundbridge._encode(frames, -8).dtype == np.int8


# -- the bridge ---------------------------------------------------------------------
class Recorder:
    def __init__(self):
        self.cues, self.stops = [], 0

    def play(self, cue, volume):
        self.cues.append((cue, volume))
        return True

    def stop(self):
        self.stops += 1


def test_a_mixer_that_cannot_start_keeps_every_sound_silent(monkeypatch):
    calls = []

    def refuse(*args, **kwargs):
        calls.append(args)
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", refuse)
    bridge = soundbridge.Bridge()
    for name in sound.SOUNDS:
        assert bridge.play(name, delay=0.1, params=(5, 40) if name == "deal" else ()) is False
    bridge.stop()
    assert bridge.output.failed and len(calls) == 1  # tried once, then left alone


def test_a_failing_output_never_raises():
    class Broken:
        def play(self, cue, volume):
            raise RuntimeError("device lost")

        def stop(self):
            raise RuntimeError("device lost")

    bridge = soundbridge.Bridge(Broken())
    assert bridge.play("snap") is False
    bridge.stop()


def test_the_mixer_plays_through_the_dummy_driver():
    output = soundbridge.MixerOutput()
    bridge = soundbridge.Bridge(output)
    assert bridge.play("snap", delay=0.05, pan=0.3)
    assert bridge.play("deal", delay=0.2, params=(6, 45))
    rate, size, channels = output.ready()
    assert rate > 0 and channels >= 1
    assert len(output._sounds) == 2
    bridge.stop()


def test_the_sound_setting_switches_everything_live():
    settings = Settings()
    rec = Recorder()
    bridge = soundbridge.Bridge(rec)
    bridge.follow(settings)
    bridge.follow(settings)  # once per settings object
    assert bridge.play("snap")
    settings.set("sound", False)
    assert rec.stops == 1  # what was playing stops at once
    assert not bridge.play("snap") and not bridge.play("chime")
    assert len(rec.cues) == 1
    settings.set("sound", True)
    assert bridge.play("turn")
    assert [c.name for c, _v in rec.cues] == ["snap", "turn"]
    # a settings object that starts with sound off
    quiet = Settings({"sound": False})
    bridge.follow(quiet)
    assert not bridge.play("snap")
    settings.set("sound", False)  # the old settings no longer drive this bridge
    quiet.set("sound", True)
    assert bridge.play("snap")


def test_repeated_sounds_vary():
    rec = Recorder()
    bridge = soundbridge.Bridge(rec)
    for _ in range(24):
        bridge.play("snap")
    picks = [c.variant for c, _v in rec.cues]
    assert all(a != b for a, b in zip(picks, picks[1:]))
    assert len(set(picks)) >= 3
    assert all(v == soundbridge.VOLUME for _c, v in rec.cues) and soundbridge.VOLUME <= 0.8


def test_cues_carry_delay_pan_and_parameters():
    rec = Recorder()
    bridge = soundbridge.Bridge(rec)
    bridge.play("deal", delay=-1, pan=0.25, params=[9, 45])
    cue = rec.cues[0][0]
    assert (cue.name, cue.delay, cue.pan, cue.params) == ("deal", 0.0, 0.25, (9, 45))
    assert cue.samples() is sound.samples("deal", cue.variant, (9, 45))
    with pytest.raises(KeyError):
        bridge.play("fanfare")
