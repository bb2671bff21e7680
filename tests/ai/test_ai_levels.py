"""The levels table is what the players, the settings and the worker read."""

import ast
import pathlib
import random

import pytest
from registered import games

from game import settings
from game.ai import make_player, process
from game.ai.base import RandomPlayer
from game.ai.jobs import Job
from game.ai.levels import (
    DEFAULT_LEVEL,
    HINT_LEVEL,
    LEVELS,
    PLAYER_LEVELS,
    TABLE,
    level_of,
    searches,
)
from game.ai.search import SearchPlayer

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_the_table_names_each_level_once_weakest_first():
    assert LEVELS == tuple(level.name for level in TABLE)
    assert len(set(LEVELS)) == len(LEVELS)
    assert set(PLAYER_LEVELS) <= set(LEVELS) and DEFAULT_LEVEL in PLAYER_LEVELS
    assert searches(HINT_LEVEL)
    factors = [level.factor for level in TABLE if level.searches]
    assert factors == sorted(factors)
    with pytest.raises(ValueError):
        level_of("grandmaster")


@pytest.mark.parametrize("game", games("players"))
def test_make_player_follows_the_table(game):
    for level in TABLE:
        player = make_player(game, level.name, random.Random(1))
        if level.searches:
            assert isinstance(player, SearchPlayer) and player.level == level.name
            k = player.knowledge
            if level.name not in k.budgets:
                assert player.budget.worlds == level.factor * k.budget.worlds
        elif level.offered:
            assert not isinstance(player, (SearchPlayer, RandomPlayer))
        else:
            assert isinstance(player, RandomPlayer)


def test_the_habits_slack_comes_from_the_table_unless_the_game_has_its_own():
    from game.ai.aluette import heuristic as aluette
    from game.ai.belote.heuristic import BeloteHeuristic

    assert BeloteHeuristic("easy").noise == level_of("easy").noise > 0
    assert BeloteHeuristic("normal").noise == level_of("normal").noise == 0
    assert aluette.AluetteHeuristic("easy").noise == aluette.NOISE["easy"]


def test_settings_offer_the_tables_levels_with_words_for_each():
    from game.scenes.settings_overlay import AI_LABELS

    assert settings.AI_LEVELS == PLAYER_LEVELS
    assert [name for name, _ in AI_LABELS] == list(PLAYER_LEVELS)


def test_the_watchdog_allows_more_to_a_level_that_searches_more():
    limits = [process.answer_limit(Job.move("belote", level.name, None, 0)) for level in TABLE]
    assert limits == sorted(limits)
    assert process.answer_limit(Job.hint("belote", None)) == process.answer_limit(Job.move("belote", HINT_LEVEL, None, 0))


def _string_constants(path):
    """The strings of a module, but for the levels a game's Knowledge names its own ``budgets`` for."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    own = set()
    for node in ast.walk(tree):
        if (isinstance(node, ast.Assign)
                and any(isinstance(t, ast.Name) and t.id == "budgets" for t in node.targets)):
            # the dicts anywhere in the value, e.g. ``{...} if COMPILED else {}``
            for table in ast.walk(node.value):
                if isinstance(table, ast.Dict):
                    own.update(id(key) for key in table.keys)
    return {node.value for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in own}


def test_no_searching_level_is_named_outside_the_table():
    """Which levels search, and how much, is said once: in ``game/ai/levels.py``
    (the settings overlay only holds the words shown for each, a game's
    Knowledge its own budget for a level)."""
    named = {level.name for level in TABLE if level.searches}
    allowed = {ROOT / "game" / "ai" / "levels.py", ROOT / "game" / "scenes" / "settings_overlay.py"}
    for path in sorted((ROOT / "game").rglob("*.py")):
        if path in allowed:
            continue
        found = named & _string_constants(path)
        assert not found, f"{path.relative_to(ROOT)} names the levels {sorted(found)}"

