"""The table scene is made of parts that each own their state (read statically, with ast).

The table scene's classes (the scene and the mixins it is built of, the practice table)
and its parts (the hand cursor, the trick stage, the messages, the result flow, the
frame cache) are read for every assignment to an attribute: ``self.x = ...`` writes the
scene's ``x``; ``self.hand.x = ...`` writes ``x`` of the part held in ``hand``; inside a
part class ``self.x = ...`` writes the part's own ``x``. Each attribute has one writer
module, and the painter writes none at all.
"""

import ast
import pathlib

import pytest

TABLE = pathlib.Path(__file__).resolve().parents[2] / "game" / "scenes" / "table"
# the modules whose classes make up the table scene, and the part classes
SCENE_MODULES = ("scene", "flow", "input", "painter", "review", "practice", "cues", "tags")
SCENE_CLASSES = {"TableScene", "TableFlow", "TableInput", "TablePainter", "TableReview", "PracticeTable"}
PART_MODULES = ("hand", "stage", "banners", "result_flow", "frame")
MUTATORS = {"append", "extend", "insert", "remove", "pop", "clear", "update", "setdefault", "sort", "add",
            "discard"}


def _chain(node):
    """``self.a.b`` -> ("self", "a", "b"); None for anything else."""
    names = []
    while isinstance(node, ast.Attribute):
        names.append(node.attr)
        node = node.value
    if isinstance(node, ast.Subscript):
        return _chain(node.value) and _chain(node.value) + ("[]",)
    if isinstance(node, ast.Name):
        return (node.id, *reversed(names))
    return None


def _targets(node):
    if isinstance(node, ast.Assign):
        out = []
        for t in node.targets:
            out.extend(t.elts if isinstance(t, ast.Tuple) else [t])
        return out
    if isinstance(node, (ast.AugAssign, ast.AnnAssign)):
        return [node.target]
    if isinstance(node, ast.Delete):
        return node.targets
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in MUTATORS
            and _chain(node.func.value) is not None):
        return [node.func.value]  # a list or dict of the scene changed in place
    return []


def _part_types(tree):
    """scene attribute -> the part class the scene keeps in it (``self.hand = HandCursor()``)."""
    out = {}
    for node in ast.walk(tree):
        if (isinstance(node, ast.Assign) and isinstance(node.value, ast.Call) and isinstance(node.value.func, ast.Name)
                and len(node.targets) == 1):
            chain = _chain(node.targets[0])
            if chain is not None and len(chain) == 2 and chain[0] == "self":
                out[chain[1]] = node.value.func.id
    return out


def writes(modules=None):
    """(owner, attribute) -> modules that assign it; owner is "scene" or a part's class."""
    sources = modules or {name: (TABLE / f"{name}.py").read_text(encoding="utf-8")
                          for name in SCENE_MODULES + PART_MODULES}
    trees = {name: ast.parse(text) for name, text in sources.items()}
    parts = _part_types(trees["scene"])
    part_classes = set(parts.values())
    found = {}
    for name, tree in trees.items():
        for cls in [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)] + [tree]:
            is_part = isinstance(cls, ast.ClassDef) and cls.name in part_classes
            if isinstance(cls, ast.ClassDef) and not is_part and cls.name not in SCENE_CLASSES:
                continue
            for node in ast.walk(cls):
                for target in _targets(node):
                    chain = _chain(target)
                    if chain is None or len(chain) < 2:
                        continue
                    root = chain[0]
                    if isinstance(cls, ast.Module) and root != "scene":
                        continue  # a module's functions: only what they write into the scene they are given
                    if root not in ("self", "scene"):
                        continue
                    if is_part:
                        key = (cls.name, chain[1])
                    elif len(chain) > 2 and chain[1] in parts:
                        key = (parts[chain[1]], chain[2])
                    elif len(chain) > 2:
                        key = (chain[1], chain[2])
                    else:
                        key = ("scene", chain[1])
                    found.setdefault(key, set()).add(name)
    return found


def test_no_attribute_of_the_table_is_written_by_two_parts():
    shared = {f"{owner}.{attr}": sorted(mods) for (owner, attr), mods in writes().items() if len(mods) > 1}
    assert not shared, f"written by more than one part: {shared}"


def test_the_hand_the_stage_the_messages_and_the_result_are_parts_of_their_own():
    found = writes()
    for owner, attr in [("HandCursor", "selected"), ("HandCursor", "cursor"), ("HandCursor", "zone"),
                        ("HandCursor", "hover"), ("TrickStage", "held"), ("TrickStage", "collect"),
                        ("TrickStage", "reveals"), ("Banners", "items"), ("ResultFlow", "claimer"),
                        ("ResultFlow", "at")]:
        assert len(found[(owner, attr)]) == 1
    assert not any(attr in ("selected", "cursor", "focus_zone", "hover", "held", "collect", "banners", "reveals")
                   for owner, attr in found if owner == "scene")


def test_the_painter_writes_nothing():
    tree = ast.parse((TABLE / "painter.py").read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        for target in _targets(node):
            if not isinstance(target, ast.Name):
                raise AssertionError(f"painter.py:{node.lineno} writes {ast.unparse(target)}")


@pytest.mark.parametrize("source, caught", [
    ("class TableFlow:\n    def f(self):\n        self.hand.selected = 1\n", "HandCursor.selected"),
    ("class TableFlow:\n    def f(self):\n        self.modal = 1\n", "scene.modal"),
    ("class TableFlow:\n    def f(self):\n        self.stage.reveals.append(1)\n", "TrickStage.reveals"),
    ("def f(scene):\n    scene.modal = None\n", "scene.modal"),
])
def test_the_check_catches_a_second_writer(source, caught):
    modules = {name: "" for name in SCENE_MODULES + PART_MODULES}
    modules["scene"] = ("class TableScene:\n    def __init__(self):\n        self.hand = HandCursor()\n"
                        "        self.stage = TrickStage()\n        self.modal = None\n")
    modules["hand"] = "class HandCursor:\n    def f(self):\n        self.selected = 0\n"
    modules["stage"] = "class TrickStage:\n    def f(self):\n        self.reveals = []\n"
    modules["flow"] = source
    shared = {f"{o}.{a}" for (o, a), mods in writes(modules).items() if len(mods) > 1}
    assert caught in shared
