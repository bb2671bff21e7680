"""Number cards show their real pip layout at every size the game draws them: the
gallery at the smallest window and every face the Belote, Schnapsen and Aluette
tables ask for at 1024x600 (the turned card, the trick, the hand, the last trick)
count as many separate pips as the card's number, away from the corner index."""

import numpy as np
import pygame
import pytest

from game import render
from game.render import surfbridge
from game.render.faces import aluette_named
from game.scenes.gallery import GalleryScene
from tests.scenes.test_table_driver import TablePlayer, open_table, start_app

SMALL = (1024, 600)


def pip_count(face):
    """Separate marks on the face, away from its index corners."""
    rgb = surfbridge.surface_to_array(face)[..., :3].astype(int)
    h, w = rgb.shape[:2]
    ground = np.median(rgb[h // 2 - 2:h // 2 + 2, 2:w // 10 + 3].reshape(-1, 3), axis=0)
    ink = np.abs(rgb - ground).max(axis=2) > 70
    # leave out the border, the corner indices and a named card's band
    ink[:max(2, h // 30)] = ink[-max(2, h // 30):] = False
    ink[:, :max(2, w // 30)] = ink[:, -max(2, w // 30):] = False
    if h < 110:  # a thumbnail: one large index, top left
        ink[:int(h * 0.34), :int(w * 0.36)] = False
    else:  # two small ones in opposite corners
        ink[:int(h * 0.25), :int(w * 0.2)] = False
        ink[int(h * 0.75):, int(w * 0.8):] = False
    mask = pygame.mask.from_surface(_mask_surface(ink))
    blobs = [m for m in mask.connected_components() if m.count() >= 3]
    return len(blobs)


def _mask_surface(ink):
    surf = pygame.Surface((ink.shape[1], ink.shape[0]), pygame.SRCALPHA)
    alpha = pygame.surfarray.pixels_alpha(surf)
    alpha[...] = ink.T * 255
    del alpha
    return surf


def expected(pack, code):
    """How many pips a number card shows; None for cards drawn otherwise."""
    rank, suit = code[0], code[1]
    if pack == "aluette":
        if code in aluette_named.NAMED or not rank.isdigit() or rank == "1" or suit in "BS":
            return None  # courts, aces, crossed batons and swords: their marks touch
        return int(rank)
    if rank in "789":
        return int(rank)
    if rank == "T":
        return 10
    return None


def heights_drawn(app, game):
    """Every face height the table asks for while a deal is played at this size."""
    scene = open_table(app, game, seed=4, synchronous_ai=True)
    asked = set()
    real = scene.images.source

    def spy(pack, code, height, look):
        if code is not None:
            asked.add(height)
        return real(pack, code, height, look)

    scene.images.source = spy
    player = TablePlayer(app, scene, "mouse")
    for _ in range(6):
        player.settle()
        if scene.modal is not None:
            break
        player.act()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l", scancode=0))
    player.step(3)
    return scene.spec.pack, asked


@pytest.mark.parametrize("game", ["belote", "schnapsen", "aluette"])
def test_table_faces_show_every_pip_at_the_smallest_size(game):
    app = start_app(size=SMALL, speed="fast", level="easy")
    try:
        pack, heights = heights_drawn(app, game)
    finally:
        app.shutdown()
    assert heights and min(heights) < 110, heights  # the thumbnails are among them
    check_pack(pack, heights)


@pytest.mark.parametrize("pack", ["aluette", "paris", "vienna"])
def test_gallery_faces_show_every_pip_at_the_smallest_window(pack):
    app = start_app(size=SMALL)
    try:
        app.push(GalleryScene(pack))
        app._apply_ops()
        app.step(1 / 60)
        height = app.top.card_h
    finally:
        app.shutdown()
    check_pack(pack, {height})


def check_pack(pack, heights):
    codes = [c for c in render.pack_cards(pack) if expected(pack, c) is not None]
    assert codes
    for height in sorted(heights):
        for code in codes:
            face = render.face(pack, code, height)
            # as many separate marks as the same card drawn large (the pips, and no more)
            large = pip_count(render.face(pack, code, 400))
            assert large >= expected(pack, code)
            assert pip_count(face) == large, f"{pack} {code} at {height} px"
