"""A game registers its engine first; its table and computer players may come later. Until then
it is registered but has no table: no Start game, no statistics row, no tool opens it, and the
tests that need a part skip it saying which."""

from dataclasses import replace

import pytest
from registered import games, missing
from test_table_driver import start_app

from game import engine
from game.engine import descriptor
from game.engine.coinche import CoincheDeal, CoincheMatch


class GhostDeal(CoincheDeal):
    game = "ghost"


class GhostMatch(CoincheMatch):
    game = "ghost"
    deal_class = GhostDeal


@pytest.fixture
def ghost():
    coinche = descriptor("coinche")
    game = replace(coinche, info=replace(coinche.info, name="ghost"), deal_class=GhostDeal, match_class=GhostMatch,
                   players="game.ai.ghost", table="game.scenes.table.games.ghost", solver=None,
                   module=None)
    engine.register_game(game)
    yield "ghost"
    engine.unregister_game("ghost")


def test_a_game_without_its_table_yet_is_played_by_the_engine_but_offered_nowhere(ghost):
    from game.scenes import tables
    from game.scenes.statistics import StatisticsScene

    deal = engine.new_deal(ghost, seed=1)
    assert deal.legal_actions() and ghost in engine.known_games()
    assert not tables.has_table(ghost) and tables.has_table("belote")
    assert ghost not in tables.playable_games() and "belote" in tables.playable_games()
    app = start_app()
    try:
        page = StatisticsScene()
        app.push(page)
        app._apply_ops()
        app.step(1 / 60)
        assert ghost not in page.table_cells() and "belote" in page.table_cells()
    finally:
        app.shutdown()


def test_the_tests_skip_it_naming_the_missing_parts(ghost):
    assert missing(ghost, "players", "table", "search") == [
        "computer players (game.ai.ghost)", "table (game.scenes.table.games.ghost)", "search (Game.solver)"]
    assert missing("belote", "players", "table", "search") == []
    params = games("players", "table", among=("belote", ghost))
    assert params[0] == "belote"
    assert params[1].values == (ghost,)
    assert "ghost has no computer players (game.ai.ghost) and no table" in params[1].marks[0].kwargs["reason"]
