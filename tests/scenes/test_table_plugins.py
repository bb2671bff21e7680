"""Games are plugins: the shared table names no game, and a new game needs only its own modules.

The dummy game (``dummy_trick``) brings its engine, computer player and
table module; registered at run time, it is played to its result panel
through the real table, its computer opponent thinking in the worker process.
"""

import ast
import pathlib
import re

import pytest
from registered import games
from test_table_driver import TablePlayer, open_table, start_app

from game.engine import GAMES
from game.scenes.table.panels import SheetPanel

ROOT = pathlib.Path(__file__).resolve().parents[2] / "game" / "scenes"
# shared scene code: everything but the games' own table modules and the pack pictures
SHARED = sorted(p for p in (ROOT / "table").glob("*.py")) + [
    ROOT / name for name in ("statistics.py", "replay_view.py", "home.py", "demo.py", "deal_files.py",
                             "deals_list.py", "tables.py", "confirm.py", "modal.py")
]
BRANCH = re.compile(r"\bgame\w*\s*(==|!=)\s*['\"]|\bgame\w*\s+in\s*\(\s*['\"]")


def test_shared_table_code_names_no_game():
    from game.render import packs

    # neither a game nor a pack, not even in a comment
    names = re.compile(r"\b(" + "|".join(sorted(set(GAMES) | set(packs.pack_ids()))) + r")\b", re.IGNORECASE)
    for path in SHARED:
        text = path.read_text(encoding="utf-8")
        assert not BRANCH.search(text), f"{path.name} branches on a game"
        tree = ast.parse(text)
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in GAMES:
                raise AssertionError(f"{path.name} names the game {node.value!r}")
        if path.parent.name == "table":
            found = names.search(text)
            assert found is None, f"{path.name} mentions {found.group(0)!r}"


GAME_ROOT = ROOT.parent
PACK_BRANCH = re.compile(r"\bpack\w*\s*(==|!=)\s*['\"]|\bpack\w*\s+in\s*\(\s*['\"]")


def _own_module(path, names):
    """A game's or a pack's own module: named for it (``belote.py``, ``belote_solver.py``)
    or inside its own folder (``game/ai/belote/``)."""
    return any(path.stem == n or path.stem.startswith(n + "_") or path.parent.name == n for n in names)


def test_shared_code_names_no_game_and_no_pack():
    # every module of game/ but the games' and packs' own: no game name or pack id as a
    # string, and no branch on a game or a pack
    from game.render import packs

    names = set(GAMES) | set(packs.pack_ids())
    checked = 0
    for path in sorted(GAME_ROOT.rglob("*.py")):
        if _own_module(path, names):
            continue
        text = path.read_text(encoding="utf-8")
        where = path.relative_to(GAME_ROOT.parent)
        assert not BRANCH.search(text), f"{where} branches on a game"
        assert not PACK_BRANCH.search(text), f"{where} branches on a pack"
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in names:
                raise AssertionError(f"{where}:{node.lineno} names {node.value!r}")
        checked += 1
    assert checked > 100


def _action_words(game, deals=300):
    """A game's action words, as its engine offers them in random deals: ``"pass"`` for a
    whole call, ``"marry:"`` for the head of a call that carries a card or a value."""
    import random

    from game.engine import PACKS, new_deal

    found = set()
    for seed in range(deals):
        deal, rng = new_deal(game, seed=seed), random.Random(seed)
        while not deal.is_over:
            legal = deal.legal_actions()
            found |= {a.split(":", 1)[0] + ":" if ":" in a else a for a in legal if a not in PACKS[game]}
            deal.apply(rng.choice(legal))
    return found


# whole calls that shared code also uses in another sense; the heads with ":" never are
ALSO_MEANS = {
    "close": "the id of a panel's Close button",
    "hearts": "the name of a suit (the French suit system)",
}


def _action_literals(tree, words):
    heads = tuple(w for w in words if w.endswith(":"))
    whole = {w for w in words if not w.endswith(":")} - set(ALSO_MEANS)
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            if node.value in whole or (heads and node.value.startswith(heads)):
                yield node


def test_shared_code_holds_no_action_literal_of_any_game():
    # a game's words live with the game: its engine, players and table module say which card
    # an action carries (the descriptor's action_card), how a call reads, what it refuses
    words = set().union(*(_action_words(game) for game in GAMES))
    assert {"marry:", "discard:", "pass", "take:"} <= words  # the engines' words are found
    from game.render import packs

    names = set(GAMES) | set(packs.pack_ids())
    found = []
    for path in sorted(GAME_ROOT.rglob("*.py")):
        if _own_module(path, names):
            continue
        for node in _action_literals(ast.parse(path.read_text(encoding="utf-8")), words):
            found.append(f"{path.relative_to(GAME_ROOT.parent)}:{node.lineno} {node.value!r}")
    assert not found, "action literals of a game in shared code: " + ", ".join(found)


def test_the_guard_catches_an_action_literal(tmp_path):
    words = {"marry:", "pass", "close"}
    source = 'if a.startswith("marry:"):\n    x = "pass"\nOption("close", None)\n'
    assert [n.value for n in _action_literals(ast.parse(source), words)] == ["marry:", "pass"]


def test_the_guard_catches_a_game_or_pack_named_in_shared_code(tmp_path):
    names = {"belote", "vienna"}
    for source in ('if spec.pack == "vienna":\n    pass\n', 'PACKS = {"belote": 1}\n'):
        tree = ast.parse(source)
        found = [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant) and n.value in names]
        assert found or PACK_BRANCH.search(source)
    assert _own_module(pathlib.Path("game/ai/belote_solver.py"), names)
    assert not _own_module(pathlib.Path("game/scenes/gallery.py"), names)


@pytest.mark.parametrize("game", games("table"))
def test_every_game_has_a_table_module(game):
    from game.scenes.table.games import table_game

    table = table_game(game)
    assert table.key == game and table.n_seats >= 2


@pytest.mark.parametrize("mode", ["mouse", "keys"])
def test_a_new_game_plays_to_its_result_through_the_real_table(duel, mode, capfd):
    app = start_app(speed="fast")
    try:
        scene = open_table(app, "duel", seed=3)
        player = TablePlayer(app, scene, mode)
        end = player.play_match()
        assert end is not None and end.match_over
        assert isinstance(scene.modal, SheetPanel)
        assert scene.modal.sheet.title in ("You win the match!", "The match is drawn", "You lose the match")
        record = scene.session.match.history[-1]["record"] if scene.session.match.history else \
            scene.session.deal.record()
        assert record["game"] == "duel" and len(record["actions"]) == 8
        # the computer seat played through the worker process, which loaded the game by itself
        from game.ai.process import shared_thinker

        assert shared_thinker().kind == "process"
        assert "computer player failed" not in capfd.readouterr().err
        # every screen of the table works for it: a frame, the rules tab, the log
        app.step(1 / 60)
        scene.show_tab("rules")
        app.step(1 / 60)
        scene.show_tab("table")
        app.step(1 / 60)
    finally:
        app.shutdown()
