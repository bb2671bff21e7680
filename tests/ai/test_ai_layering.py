"""The computer players sit right above the engine: standard library and
``game.engine`` only (no pygame, no numpy, nothing from the UI layers)."""

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
    files = sorted(AI.glob("*.py"))
    assert len(files) >= 10
    for path in files:
        for name in imported_modules(path):
            top = name.split(".")[0]
            ok = top in stdlib or name == "game.engine" or name.startswith("game.engine.")
            assert ok, f"{path.name} imports {name}"
