"""A passing notice never covers a button: the message after *Export deal* stands
clear of the result sheet's buttons and the sidebar's, at the smallest and a large size."""

import pytest

from tests.scenes.test_table_driver import TablePlayer, open_table, play_to_result, start_app


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)], ids=["1024x600", "1920x1080"])
def test_the_export_message_leaves_every_button_in_view(size):
    app = start_app(size=size, speed="fast", level="easy")
    try:
        scene = open_table(app, "schnapsen", seed=2, synchronous_ai=True)
        player = TablePlayer(app, scene, "mouse")
        panel = play_to_result(player)
        drawn = []
        real = app._blit_notice

        def spy(surface, rect, look):
            drawn.append(rect.copy())
            return real(surface, rect, look)

        app._blit_notice = spy
        export = next(o.button for o in panel.options if o.key == "export")
        player.click_button(export)
        player.step(2)
        assert app.notices, "no message after the export"
        assert drawn, "the message was not drawn"
        buttons = [w.rect for w in scene.controls.widgets if w.visible]
        for rect in drawn:
            for button in buttons:
                assert not rect.colliderect(button), f"the message {rect} covers the button {button}"
            assert rect.top >= scene.header_rect.bottom and rect.bottom <= size[1]
        # the buttons still work: Next deal deals on
        player.click_button(next(o.button for o in panel.options if o.key == "next"))
        assert scene.modal is None or scene.modal is not panel
    finally:
        app.shutdown()
