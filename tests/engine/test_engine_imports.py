"""The engine is pure rules: standard library only, and every game module
present offers the classes the package loads lazily."""

import ast
import importlib
import importlib.util
import json
import pathlib
import subprocess
import sys

import pytest

import game.engine as engine

ENGINE_DIR = pathlib.Path(engine.__file__).parent
MODULES = sorted(ENGINE_DIR.glob("*.py"))
PRESENT_GAMES = [g for g in engine.GAMES if (ENGINE_DIR / f"{g}.py").exists()]


def imported_names(path):
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                continue  # relative: inside the engine
            yield node.module
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "import_module":
            arg = node.args[0] if node.args else None
            if isinstance(arg, ast.Constant):
                yield arg.value


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.name)
def test_engine_module_imports_only_the_standard_library(path):
    for name in imported_names(path):
        top = name.split(".")[0]
        allowed = name == "game.engine" or name.startswith("game.engine.")
        assert allowed or top in sys.stdlib_module_names, f"{path.name} imports {name}"


def test_the_checker_notices_a_third_party_import(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("import os\nfrom numpy import array\nfrom . import cards\n")
    names = list(imported_names(bad))
    assert names == ["os", "numpy"]
    assert "numpy" not in sys.stdlib_module_names


def test_importing_the_engine_loads_no_ui_or_numeric_library():
    code = (
        "import sys, game.engine as e\n"
        f"for g in {PRESENT_GAMES!r}: e.deal_class(g)\n"
        "print([m for m in ('pygame', 'numpy', 'PIL', 'polib') if m in sys.modules])"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True, text=True, check=True,
        cwd=ENGINE_DIR.parent.parent,
    )
    assert out.stdout.strip() == "[]"


def test_aluette_and_schnapsen_are_present():
    assert {"aluette", "schnapsen"} <= set(PRESENT_GAMES)


@pytest.mark.parametrize("game", PRESENT_GAMES)
def test_game_module_surface(game):
    # the classes are the descriptor's (checked when it registers): no module export is asked for
    game_of = engine.descriptor(game)
    assert game_of.deal_class.game == game and game_of.match_class.deal_class is game_of.deal_class
    deal = engine.new_deal(game, seed=1)
    assert isinstance(deal, game_of.deal_class)
    obs = deal.observation(deal.current_player)
    assert obs["game"] == game and obs["seat"] == deal.current_player
    assert obs["legal_actions"] == deal.legal_actions()
    json.dumps(obs)
    match = engine.new_match(game, seed=1)
    assert isinstance(match, game_of.match_class)
    assert engine.load_match(json.loads(json.dumps(match.to_dict()))).to_dict() == match.to_dict()


def test_unknown_game_is_a_value_error_naming_it():
    with pytest.raises(ValueError, match="'whist'"):
        engine.new_deal("whist")
    with pytest.raises(ValueError, match="known games"):
        engine.new_match("whist")
    assert importlib.util.find_spec("game.engine.whist") is None
