"""No import cycles among the computer players' modules (read statically, with ``ast``).

Every import counts, at the top of a module or inside a function: an import
moved into a function only to break a cycle leaves the cycle in the design.
(A game's players named by its descriptor are loaded with ``importlib``, which
is no import statement.)"""

import ast
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[2]
AI = ROOT / "game" / "ai"
#: import edges not counted (none: every game's players live in a folder of their own)
PENDING = set()


def module_name(path):
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules():
    return {module_name(p): p for p in sorted(AI.rglob("*.py"))}


def imports_of(name, path, known):
    """The game.ai modules ``name`` imports (``from P import a``: ``P.a`` when that is a module, else ``P``)."""
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names if alias.name in known)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module
            for alias in node.names:
                sub = f"{target}.{alias.name}"
                if sub in known:
                    out.add(sub)
                elif target in known:
                    out.add(target)
    out.discard(name)
    return out


def find_cycle(graph):
    """One cycle of ``graph`` as a list of names, or None."""
    state = {}
    stack = []

    def visit(node):
        state[node] = "open"
        stack.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == "open":
                return stack[stack.index(nxt):] + [nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        stack.pop()
        state[node] = "done"
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def graph_of():
    known = modules()
    return {name: imports_of(name, path, known) for name, path in known.items()}


def test_the_graph_is_read():
    graph = graph_of()
    assert "game.ai.search" in graph["game.ai.coach"]
    assert "game.ai.belote.worlds" in graph["game.ai.belote"]
    assert "game.ai.levels" in graph["game.ai"]


def test_the_finder_finds_a_cycle():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


def test_no_import_cycles_among_the_ai_modules():
    graph = graph_of()
    for a, b in PENDING:
        graph.get(a, set()).discard(b)
    cycle = find_cycle(graph)
    assert cycle is None, " -> ".join(cycle)
