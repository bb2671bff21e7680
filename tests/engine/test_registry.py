"""A game descriptor that breaks a rule every game keeps is refused when it registers, with a
GameError that names the rule (not by a test or a tool much later)."""

from dataclasses import replace

import pytest

from game import engine
from game.engine import Game, GameError, Solver, descriptor
from game.engine.belote import BeloteDeal, BeloteMatch
from game.engine.core import Deal
from game.engine.registry import check_game

COINCHE = descriptor("coinche")


class Stray(Deal):
    game = "stray"
    n_players = 4


class ThreeSeats(COINCHE.deal_class):
    n_players = 3


@pytest.mark.parametrize("changes, words", [
    ({"info": "coinche"}, "GameInfo"),
    ({"info": replace(COINCHE.info, name="Coinche Contrée")}, "lower-case id"),
    ({"deal_class": object}, "deal_class must be a subclass"),
    ({"deal_class": Stray}, "plays 'stray'"),
    ({"deal_class": ThreeSeats}, "seats 3 players"),
    ({"match_class": BeloteMatch}, "plays 'belote'"),
    ({"deal_class": BeloteDeal}, "plays 'belote'"),
    ({"players": None}, "players must name a module"),
    ({"table": "game scenes"}, "table must name a module"),
    ({"pack": ""}, "pack must name"),
    ({"seat_points": None}, "seat_points must be a function"),
    ({"known_cards": None}, "known_cards must be a function"),
    ({"claim_rule": "yes"}, "claim_rule must be a function or None"),
    ({"result_shape": {}}, "result_shape"),
    ({"solver": Solver(solver="game.ai.coinche.solver")}, "search knowledge"),
    ({"solver": Solver(knowledge="game.ai.coinche.worlds", core="not a module")}, "Solver.core"),
    ({"card_strength": {"AH": 3}}, "card_strength"),
])
def test_a_broken_descriptor_is_refused_naming_the_rule(changes, words):
    with pytest.raises(GameError, match=words):
        check_game(replace(COINCHE, **changes))


def test_the_match_class_must_deal_the_games_deal_class():
    class Other(COINCHE.deal_class):
        pass

    with pytest.raises(GameError, match="must deal Other"):
        check_game(replace(COINCHE, deal_class=Other))


def test_register_game_refuses_before_anything_is_registered():
    with pytest.raises(GameError, match="expects a Game descriptor"):
        engine.register_game({"name": "whist"})
    broken = replace(COINCHE, info=replace(COINCHE.info, name="whist"))  # its classes play coinche
    with pytest.raises(GameError, match="game 'whist'"):
        engine.register_game(broken)
    assert "whist" not in engine.known_games()
    with pytest.raises(GameError, match="already a game"):
        engine.register_game(COINCHE)


def test_every_registered_game_keeps_the_rules():
    for name in engine.known_games():
        check_game(descriptor(name))


def test_search_knowledge_has_a_place_without_an_exact_solver():
    searching = Solver(knowledge="game.ai.coinche.worlds")
    check_game(replace(COINCHE, solver=searching))
    assert not searching.exact and Solver("game.ai.belote.solver", "game.ai.belote.worlds").exact


def test_the_coach_reads_a_cards_strength_from_the_descriptor():
    from game.ai.coach_position import strength

    aluette = engine.game_info("aluette")
    ranks = descriptor("aluette").card_strength
    assert strength(aluette, "3O", None) == ranks["3O"] > ranks["2O"] == strength(aluette, "2O", None)
    belote = engine.game_info("belote")  # its facts give the orders
    assert strength(belote, "JH", "H") == 7 and strength(belote, "JH", "S") == 3


def test_a_game_is_its_descriptor_no_module_exports_are_asked():
    assert isinstance(COINCHE, Game)
    assert engine.new_deal("coinche", seed=3).__class__ is COINCHE.deal_class
