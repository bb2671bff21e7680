"""No import cycles among the modules of game/, read statically (ast, nothing imported).

Every import counts, at the top of a module or inside a function: an import put in a
function to break a cycle is still the cycle.  An import of ``package.module`` is an edge
to that module; the packages it passes through are not (their ``__init__`` only gathers).
"""

import ast
import pathlib

GAME = pathlib.Path(__file__).resolve().parents[2] / "game"
# packages whose cycles are not counted (none: every package of game/ is held to it)
NOT_YET = set()


def module_names(root=GAME):
    """import name -> path of every module of ``root``'s package."""
    out = {}
    for path in root.rglob("*.py"):
        parts = list(path.relative_to(root.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def _resolve(name, modules):
    # the module itself, else the nearest package that holds it
    while name and name not in modules:
        name = name.rpartition(".")[0]
    return name or None


def imports_of(name, path, modules):
    """The modules of game/ that module ``name`` imports, anywhere in it."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                parts = parts[: len(parts) - node.level + 1]
                base = ".".join(parts + ([base] if base else []))
            # "from pkg import mod" imports the module mod when there is one
            targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else base
                       for alias in node.names]
        else:
            continue
        for target in targets:
            target = _resolve(target, modules)
            if target is not None and target != name:
                found.add(target)
    return found


def graph(modules=None):
    modules = modules or module_names()
    return {name: imports_of(name, path, modules) for name, path in modules.items()}


def cycles(edges):
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index, low, stack, on, out = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return out


def _counted(group):
    return not all(any(m == p or m.startswith(p + ".") for p in NOT_YET) for m in group)


def test_no_module_of_game_is_part_of_an_import_cycle():
    found = [group for group in cycles(graph()) if _counted(group)]
    assert not found, "import cycles: " + "; ".join(" <-> ".join(g) for g in found)


def test_the_cycle_finder_sees_a_cycle_through_an_import_inside_a_function(tmp_path):
    pkg = tmp_path / "game"
    (pkg / "scenes").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "scenes" / "__init__.py").write_text("")
    (pkg / "scenes" / "a.py").write_text("from .b import B\n")
    (pkg / "scenes" / "b.py").write_text("def f():\n    from . import a\n")
    (pkg / "scenes" / "c.py").write_text("from game.scenes import a\n")
    modules = module_names(pkg)
    assert cycles(graph(modules)) == [["game.scenes.a", "game.scenes.b"]]
    assert _counted(["game.scenes.a", "game.scenes.b"]) and _counted(["game.ai.x", "game.ai.y"])
