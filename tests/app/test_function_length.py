"""No function in game/ is longer than about 80 lines (read with ast)."""

import ast
import pathlib

GAME = pathlib.Path(__file__).resolve().parents[2] / "game"
LIMIT = 80
# The compiled exact searches (Belote, Aluette, Preference) are each one loop over an
# explicit stack (numba's cache cannot hold a recursive function); cut into calls, even
# inlined ones, Belote's searched about a fifth fewer nodes per second (tools/bench_ai.py --cores), so it stays whole.
WHOLE = {("ai/belote/core.py", "_search"), ("ai/aluette/core.py", "_search"),
         ("ai/preference/core.py", "_search")}


def long_functions(root=GAME, limit=LIMIT):
    out = []
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                length = node.end_lineno - node.lineno + 1
                where = (path.relative_to(root).as_posix(), node.name)
                if length > limit and where not in WHOLE:
                    out.append(f"{where[0]}:{node.lineno} {node.name} ({length} lines)")
    return out


def test_no_function_in_game_is_longer_than_about_80_lines():
    found = long_functions()
    assert not found, "functions over the limit: " + ", ".join(found)


def test_the_length_check_catches_a_long_function(tmp_path):
    (tmp_path / "mod.py").write_text("def f():\n" + "    x = 1\n" * 90 + "\n\ndef g():\n    pass\n")
    assert long_functions(tmp_path) == ["mod.py:1 f (91 lines)"]
    assert all((GAME / where).exists() for where, _name in WHOLE)
