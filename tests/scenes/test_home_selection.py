"""Home shows one selection at a time: the entry under the pointer and the keyboard's
focus are the same entry, whichever was used last."""

import pygame

from game.scenes.home import HomeScene


def selected(home):
    ui = home.ui
    return {w.key for w in home.content_widgets if w.interactive and
            (w.hovered or (home.controls.focus is w and ui.focus_visible))}


def test_pointer_and_keys_never_select_two_entries(driver):
    driver.app.go_home()
    driver.step()
    home = driver.top
    assert isinstance(home, HomeScene)
    entries = [w for w in home.menu if w.interactive]
    first, other = entries[0], entries[-1]
    home.controls.focus_on(first)
    driver.key(pygame.K_DOWN)  # the keyboard moves the selection
    assert len(selected(home)) == 1
    driver.move(other.rect.center)  # the pointer rests on another entry
    assert selected(home) == {other.key}, selected(home)
    driver.key(pygame.K_UP)  # a key moves on from where the pointer left it
    assert len(selected(home)) == 1, selected(home)
    assert home.controls.focus is not other
    # Enter activates what is shown selected
    shown = selected(home).pop()
    assert home.controls.focus.key == shown
    # the pack shortcuts take part too
    if home.packs:
        driver.move(home.packs[0].rect.center)
        assert selected(home) == {home.packs[0].key}, selected(home)
