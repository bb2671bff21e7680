"""The rules pages show the cards they name and end with *Start game*: the Aluette
ranking pictures its eight named cards in order, and the button at the end of every
game's rules opens its table (by keyboard and by mouse)."""

import pygame
import pytest
from registered import games

from game import render
from game.render.faces import aluette_named
from game.scenes.rules import RulesScene
from game.scenes.table import TableScene
from tests.scenes.test_table_driver import tab_to



def open_rules(driver, game):
    driver.app.push(RulesScene(game))
    driver.step()
    return driver.top


def test_the_aluette_ranking_shows_the_named_cards_as_pictures(driver, monkeypatch):
    page = open_rules(driver, "aluette")
    assert page.scroller.offset == 0  # the page opens at its top
    drawn = []
    real = render.face

    def spy(pack, code, height, **kw):
        drawn.append((pack, code, height))
        return real(pack, code, height, **kw)

    monkeypatch.setattr(render, "face", spy)
    # page down until the ranking's pictures are in view
    for _ in range(30):
        driver.key(pygame.K_PAGEDOWN)
        if drawn:
            break
    codes = [code for _pack, code, _h in drawn]
    order = list(aluette_named.NAMED)  # Monsieur first, down to the Deux d'écrit
    assert codes[:len(order)] == order, codes
    assert all(pack == "aluette" and h >= 96 for pack, _c, h in drawn)
    # they come right after the list that names them
    before = max(y for t, _r, _c, _x, y in page.view.items if t.startswith("Deux d"))
    assert min(y for _c, _x, y, _h in page.view.cards) > before


@pytest.mark.parametrize("game", games("players", "table"))
def test_the_rules_end_with_start_game_by_keyboard(driver, game):
    page = open_rules(driver, game)
    driver.key(pygame.K_END)
    button = page.start_button
    assert button is not None and button.visible
    view = page.scroller.viewport
    assert view.contains(button.rect), (button.rect, view)
    # nothing of the rules lies below it
    bottom = page.scroller.y_to_screen(page.view.height)
    assert button.rect.top >= bottom
    assert tab_to(page.controls, button, driver.key)
    driver.key(pygame.K_RETURN)
    table = driver.top
    assert isinstance(table, TableScene) and table.game == game


def test_start_game_by_mouse_after_scrolling_with_the_wheel(driver):
    page = open_rules(driver, "schnapsen")
    for _ in range(80):
        driver.post(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False, precise_x=0.0, precise_y=-3.0, touch=False)
        driver.step()
    button = page.start_button
    assert page.scroller.viewport.contains(button.rect)
    driver.click_widget(button)
    assert isinstance(driver.top, TableScene) and driver.top.game == "schnapsen"
