"""The computer players sit right above the engine: standard library,
``game.engine``, numpy and numba (the compiled cores), and ``game.paths`` for
numba's cache folder; no pygame, nothing from the UI layers."""

import ast
import pathlib
import sys

AI = pathlib.Path(__file__).resolve().parents[2] / "game" / "ai"


def imported_modules(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name
        elif isinstance(node, ast.ImportFrom):
            if node.level == 0:
                yield node.module


def test_ai_imports_only_stdlib_and_engine():
    stdlib = sys.stdlib_module_names
    files = sorted(AI.rglob("*.py"))
    assert len(files) >= 10
    for path in files:
        for name in imported_modules(path):
            top = name.split(".")[0]
            ok = (top in stdlib or top in ("numpy", "numba") or name == "game.paths"
                  or name == "game.engine" or name.startswith("game.engine."))
            assert ok, f"{path.relative_to(AI)} imports {name}"
