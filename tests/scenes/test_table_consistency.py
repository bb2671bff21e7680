"""The same things look and work the same at every table: the result sheet's buttons,
the controls under a panel."""

import pygame
import pytest
from registered import ready

from game.scenes.table.panels import TrickPanel
from tests.scenes.test_table_driver import TablePlayer, open_table, play_to_result, play_until, start_app

#: a game's own buttons, shown in the same place (after Leave table)
OWN = {"preference": ["end"]}


@pytest.fixture(scope="module")
def results():
    """Each table's first result sheet: (keys, labels, app, scene, player) per game."""
    out = {}
    apps = []
    try:
        for game in ready("players", "table"):
            app = start_app(size=(1280, 800), speed="fast", level="easy")
            apps.append(app)
            scene = open_table(app, game, seed=2, synchronous_ai=True)
            player = TablePlayer(app, scene, "mouse")
            panel = play_to_result(player)
            out[game] = (app, scene, player, panel)
        yield out
    finally:
        for app in apps:
            app.shutdown()


def test_every_result_sheet_has_the_same_buttons_in_the_same_order(results):
    orders = {}
    for game, (_app, scene, _player, panel) in results.items():
        keys = [o.key for o in panel.options if o.key not in OWN.get(game, [])]
        labels = [o.button.text for o in panel.options if o.key not in OWN.get(game, [])]
        orders[game] = (keys, labels)
        # a game's own buttons stand right after Leave table, leading the second row
        own = [o.key for o in panel.options if o.key in OWN.get(game, [])]
        if own:
            all_keys = [o.key for o in panel.options]
            assert all_keys.index(own[0]) == all_keys.index("leave") + 1, (game, all_keys)
    first = orders["aluette"]
    assert first[0][0] in ("next", "restart") and "leave" in first[0] and "review" in first[0]
    for game, order in orders.items():
        assert order == first, f"{game}: {order} against aluette {first}"


def test_leave_table_on_the_sheet_leaves_the_table(results):
    from game.scenes.confirm import ConfirmOverlay

    app, scene, player, panel = results["aluette"]
    button = next(o.button for o in panel.options if o.key == "leave")
    below = app.stack[-2] if len(app.stack) > 1 else None
    player.click_button(button)
    ask = app.top
    assert isinstance(ask, ConfirmOverlay)  # the match goes on: leaving asks first, as mid-deal
    player.click_button(ask.confirm)
    app._apply_ops()
    assert scene not in app.stack
    assert below is None or app.top is below or app.top is not scene


@pytest.mark.parametrize("game", ["belote", "schnapsen"])
def test_controls_under_the_sheet_look_inactive_and_open_nothing(results, game):
    app, scene, player, panel = results[game]
    for button in (scene.last_button, scene.hint_button):  # the deal log opens over it (see test_table_newcomer)
        assert button.visible
        assert not button.enabled, f"{game}: {button.key} lights up under the result sheet"
        # a click on it and its key open nothing over the sheet
        player.click(button.rect.center)
        assert scene.modal is panel
    for key in (pygame.K_l, pygame.K_h):
        player.key(key)
        assert scene.modal is panel


def test_last_trick_still_opens_and_closes_during_play():
    app = start_app(size=(1280, 800), speed="fast", level="easy")
    try:
        scene = open_table(app, "schnapsen", seed=2, synchronous_ai=True)
        player = TablePlayer(app, scene, "mouse")
        assert play_until(player, lambda: scene.view.tricks and scene.modal is None)
        assert scene.last_button.enabled
        player.click_button(scene.last_button)
        assert isinstance(scene.modal, TrickPanel)
        assert scene.last_button.enabled  # and closes it again
        player.click_button(scene.last_button)
        assert scene.modal is None
    finally:
        app.shutdown()


def test_the_preference_sheet_names_roles_not_calls(results):
    """The role column says what each player is in the deal (Declarer, Defender, Dropped out,
    Invited), never a call such as "Invites"."""
    from game.i18n import _, pgettext

    app, scene, player, panel = results["preference"]
    allowed = {"", _("Declarer"), _("Invited"), pgettext("role", "Defender"), pgettext("role", "Dropped out")}
    sheet = panel.sheet
    column = sheet.columns.index(_("Role"))
    roles = [row[column] for row in sheet.rows]
    assert set(roles) <= allowed, roles
    assert _("Invites") not in roles and _("Defends") not in roles
