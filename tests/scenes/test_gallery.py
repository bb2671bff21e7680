"""The card gallery (``--gallery PACK``) and the sample cards it paints for the
tradition browser and the settings preview."""

import numpy as np
import pygame
import pytest

from game import render
from game.app import first_scene
from game.render import packs, surfbridge
from game.render.faces import palette as P
from game.scenes import gallery, samples
from game.scenes.gallery import GalleryScene


def open_gallery(driver, pack):
    driver.app.push(GalleryScene(pack))
    driver.step()
    return driver.top


def screen_array(app):
    return surfbridge.surface_to_array(app.screen)


def tile_pixels(app, tile):
    return screen_array(app)[tile.rect.y:tile.rect.bottom, tile.rect.x:tile.rect.right]


def face_pixels(scene, code):
    face = scene.face(code, scene.card_h)
    return surfbridge.surface_to_array(face)


def test_the_gallery_option_opens_the_pack_or_the_pack_of_a_game():
    from conftest import make_app

    app = make_app("--lang", "en", "--gallery", "belote")
    try:
        scene = first_scene(app)
        assert isinstance(scene, GalleryScene) and scene.pack == "paris"
    finally:
        app.shutdown()
    with pytest.raises(SystemExit):
        gallery.from_option(None, "tarot")


@pytest.mark.parametrize("pack", render.pack_ids())
def test_every_card_of_the_pack_is_drawn_at_its_tile_size(driver, pack):
    scene = open_gallery(driver, pack)
    assert [t.code for t in scene.tiles] == list(render.pack_cards(pack))
    assert scene.place_name() == gallery._(packs.get(pack).name)
    first = scene.tiles[0]
    assert first.rect.size == render.card_size(scene.card_h)
    assert scene.card_h >= 100  # at 1280x800 the faces keep their full design
    # what is on screen is the face itself (blitted over the paper, corners aside)
    shown = tile_pixels(driver.app, scene.tiles[5])[..., :3].astype(int)
    face = face_pixels(scene, scene.tiles[5].code)
    inside = face[..., 3] == 255
    assert np.abs(shown - face[..., :3])[inside].max() <= 2


def test_keyboard_opens_a_card_large_steps_through_and_closes(driver):
    scene = open_gallery(driver, "aluette")
    assert driver.focused().key == "card.1O"
    driver.key(pygame.K_RIGHT)
    assert driver.focused().key == "card.2O"
    driver.key(pygame.K_RETURN)
    assert scene.zoom == 1
    big = screen_array(driver.app)
    driver.key(pygame.K_RIGHT)
    assert scene.zoom == 2 and scene.codes[2] == "3O"
    assert gallery.card_caption("aluette", "3O") == "Monsieur"
    assert not np.array_equal(big, screen_array(driver.app))
    driver.key(pygame.K_ESCAPE)
    assert scene.zoom is None and driver.focused().key == "card.3O"
    assert driver.top is scene  # the first Escape only put the card back


def test_the_mouse_opens_a_card_and_a_click_puts_it_back(driver):
    scene = open_gallery(driver, "vienna")
    tile = driver.widget("card.KS")
    driver.click(tile.rect.center)
    assert scene.zoom == scene.codes.index("KS")
    h = scene.zoom_height()
    assert h > 2 * scene.card_h
    driver.click((10, driver.app.screen.get_height() - 10))
    assert scene.zoom is None


def test_the_pack_buttons_switch_packs(driver):
    open_gallery(driver, "paris")
    driver.click_widget(driver.widget("pack.aluette"))
    assert isinstance(driver.top, GalleryScene) and driver.top.pack == "aluette"
    assert len(driver.top.tiles) == 48


def test_four_colour_switch_recolours_the_diamonds_live(driver):
    scene = open_gallery(driver, "paris")
    tile = driver.widget("card.8D")
    blue = P.FRENCH_INK_4["D"]

    def count(colour):
        px = tile_pixels(driver.app, tile)[..., :3]
        return int(np.all(np.abs(px.astype(int) - colour) <= 12, axis=-1).sum())

    assert count(blue) == 0 and count(P.RED) > 50
    driver.click_widget(driver.widget("setting.four_colour"))
    assert driver.app.settings.four_colour is True
    driver.step()
    assert count(blue) > 50
    assert not scene.vienna_indices.visible


def test_look_sliders_apply_to_the_gallery_live(driver):
    scene = open_gallery(driver, "vienna")
    tile = driver.widget("card.QH")
    before = tile_pixels(driver.app, tile).astype(int)
    driver.app.settings.set("temperature", 100)
    driver.step()
    after = tile_pixels(driver.app, tile).astype(int)
    # warmer: more red than blue than before
    assert (after[..., 0] - after[..., 2]).mean() > (before[..., 0] - before[..., 2]).mean() + 5
    expected = face_pixels(scene, "QH")
    inside = expected[..., 3] == 255
    assert np.abs(after[..., :3] - expected[..., :3])[inside].max() <= 2


def test_sample_painters_draw_cards_for_every_pack(app):
    for pack in render.pack_ids():
        assert samples.painter_for(pack) is gallery.paint_samples
    surface = pygame.Surface((420, 160))
    surface.fill((200, 190, 170))
    blank = surfbridge.surface_to_array(surface).copy()
    gallery.paint_samples(surface, pygame.Rect(10, 5, 400, 150),
                          samples.SampleContext("aluette", app.settings))
    drawn = surfbridge.surface_to_array(surface)
    changed = np.any(drawn != blank, axis=-1)
    assert changed[:, 10:410].mean() > 0.5
    assert not changed[:, :8].any()  # nothing outside the rect
    # the cards are the pack's faces: gold coins and the ground of the cards show
    for colour in (P.GOLD, P.GROUND):
        near = np.all(np.abs(drawn[..., :3].astype(int) - colour) <= 10, axis=-1)
        assert near.sum() > 50, colour


def test_the_grid_is_one_tab_stop_and_the_arrows_move_in_it(driver):
    scene = open_gallery(driver, "paris")
    controls = scene.controls
    first = scene.tiles[0]
    controls.focus_on(first)
    driver.key(pygame.K_RIGHT)
    assert controls.focus is scene.tiles[1]
    driver.key(pygame.K_DOWN)
    assert controls.focus is scene.tiles[1 + scene.columns()]
    driver.key(pygame.K_LEFT)
    assert controls.focus is scene.tiles[scene.columns()]
    # Tab leaves the grid at once, and coming back lands on the same card.
    remembered = controls.focus
    stops = controls.tab_stops()
    assert sum(1 for w in stops if isinstance(w, gallery.CardTile)) == 1
    driver.key(pygame.K_TAB)
    assert not isinstance(controls.focus, gallery.CardTile)
    for _ in range(len(stops) - 1):
        driver.key(pygame.K_TAB)
    assert controls.focus is remembered


@pytest.mark.parametrize("pack", render.pack_ids())
def test_up_from_the_grid_reaches_the_pack_tabs(driver, pack):
    scene = open_gallery(driver, pack)
    controls = scene.controls
    # From any card of the top row, Up reaches the row of tabs and switches (never the page header).
    for tile in scene.tiles[:scene.columns()]:
        controls.focus_on(tile)
        driver.key(pygame.K_UP)
        assert controls.focus.key.startswith(("pack.", "setting.")), (tile.code, controls.focus.key)
    controls.focus_on(scene.tiles[0])
    driver.key(pygame.K_UP)
    while controls.focus.key.startswith("setting."):  # the switches may take a row of their own
        driver.key(pygame.K_UP)
    assert controls.focus.key.startswith("pack.")
