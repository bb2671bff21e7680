"""What the table sounds like: which sound each change on the cloth asks for, and when.

The table calls in at a few places: :func:`placed` each time the cards are
given new places (so a card is heard when it lands, a trick when it is
gathered, a pack when it is shuffled and dealt), :func:`announce` for the
engine's announcements, :func:`turn` while the table waits for the player,
and :func:`refused` when a move is refused.  Sounds come through
:data:`game.render.soundbridge.bridge`, which follows the "sound" setting.
"""

from __future__ import annotations

import math

from game.render import sound, soundbridge

from .decisions import lone_choice
from .sprites import DEAL_FLIGHT, DEAL_GAP, MOVE

LAND = 0.55  # a gliding card (eased out) looks settled after about this share of its glide
PAN = 0.45  # how far towards its side a card at the window's edge is heard
DEAL_ZONES = frozenset({"hand", "backs", "stock", "talon", "turned", "trump"})
TRICK_ZONES = frozenset({"trick", "held"})
DEALT_TOGETHER = 4  # this many cards arriving at once are a deal, not a draw


class _State:
    __slots__ = ("current", "owed", "chimed")

    def __init__(self):
        self.current = None  # the seat to act, as last shown
        self.owed = None  # the move (deal, action number) the player is to be cued for once the table is still
        self.chimed = None  # the table's clock at the last chime: one chime per moment


def _state(scene):
    state = getattr(scene, "_cue_state", None)
    if state is None:
        state = _State()
        scene._cue_state = state
    return state


def _bridge(scene):
    bridge = soundbridge.bridge
    app = getattr(scene, "app", None)
    bridge.follow(getattr(app, "settings", None))
    return bridge


def _pan(scene, box):
    width = scene.size[0] if scene.size and scene.size[0] else 0
    if not width:
        return 0.0
    return max(-1.0, min(1.0, box.centerx / width * 2 - 1)) * PAN


def placed(scene, old, new, instant=False):
    """The table is about to show the placements ``new`` instead of ``old``."""
    _watch_turn(scene, fresh=not scene.sprites.sprites)
    bridge = _bridge(scene)
    if instant or not bridge.enabled:
        return
    factor = scene.factor
    if not scene.sprites.sprites:
        _deal(bridge, sum(1 for p in new.values() if p.zone in DEAL_ZONES), factor, riffle=True)
        return
    landed = gathered = moved = None
    arrived = 0
    for key, place in new.items():
        before = old.get(key)
        zone = before.zone if before is not None else None
        if zone == place.zone and before.face == place.face:
            continue  # still where it was (a raised card, a hand closing up)
        if place.zone in TRICK_ZONES:
            if zone not in TRICK_ZONES:
                landed = place
        elif place.zone == "collect":
            gathered = place
        else:
            moved = place
            if before is None and place.zone in DEAL_ZONES:
                arrived += 1
    glide = MOVE * factor
    if landed is not None:
        bridge.play("snap", delay=LAND * glide, pan=_pan(scene, landed.box))
    if gathered is not None:
        bridge.play("gather", pan=_pan(scene, gathered.box) * 0.6)
    if arrived >= DEALT_TOGETHER:
        _deal(bridge, arrived, factor, riffle=False)
    elif moved is not None:
        bridge.play("slide", delay=glide * (0.9 if landed is not None else 0.2), pan=_pan(scene, moved.box) * 0.6)


def _deal(bridge, count, factor, riffle):
    """A shuffle (at the start of a deal), then a swish for each card dealt after it."""
    start = 0.0
    if riffle:
        bridge.play("riffle")
        start = sound.RIFFLE_TIME
    gap, flight = DEAL_GAP * factor, DEAL_FLIGHT * factor
    if gap <= 0 or count <= 0:
        if not riffle and count > 0:
            bridge.play("slide")
        return
    swish = 0.3 * flight  # heard while the card slides, not as it leaves the pack
    first = max(0, math.ceil((start - swish) / gap))  # the first card dealt after the riffle
    if first < count:
        bridge.play("deal", delay=first * gap + swish, params=(count - first, round(gap * 1000)))


def _watch_turn(scene, fresh):
    view, session = getattr(scene, "view", None), getattr(scene, "session", None)
    if view is None or session is None:
        return
    state = _state(scene)
    if fresh:
        state.current = None
    if view.current == state.current:
        return
    previous, state.current = state.current, view.current
    mine = view.current is not None and session.is_human(view.current)
    state.owed = _move(session) if mine and (previous is None or not session.is_human(previous)) else None


def _move(session):
    return (session.deal_number, len(session.deal.actions))


def turn(scene):
    """The table is still and waits for the player: a soft cue when the turn has just come to them."""
    state = _state(scene)
    owed, state.owed = state.owed, None
    if owed is None or owed != _move(scene.session):
        return  # the player has moved on already
    settings = getattr(scene.app, "settings", None)
    if lone_choice(scene.view, settings is not None and settings.autoplay_forced) is not None:
        return  # the only move goes by itself
    _bridge(scene).play("turn")


def announce(scene, event):
    """A chime for the announcements the game finds worth one (its ``chimes``)."""
    state = _state(scene)
    if event.get("type") in scene.spec.chimes and state.chimed != scene.clock:
        state.chimed = scene.clock  # a marriage that reaches 66 chimes once
        _bridge(scene).play("chime", delay=LAND * MOVE * scene.factor)


def refused(scene):
    """A low, muted tone: the move was refused."""
    _bridge(scene).play("refuse")


__all__ = ["announce", "placed", "refused", "turn"]
