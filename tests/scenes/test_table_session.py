"""The table's match bookkeeping without a window: saving, the end of a match, statistics."""

import json
import random

import pytest
from registered import games as registered_games

from game import saves
from game.engine import IllegalAction, replay
from game.engine.cards import PACKS
from game.scenes.table import games
from game.scenes.table.results import deal_sheet
from game.scenes.table.session import Session, read_save
from game.scenes.table.stats import Stats
from game.scenes.table.view import view_of


def saved(path):
    """Is the match file there, once every save handed to the writer is on disk?"""
    saves.flush()
    return path.exists()


def play_out(session, rng, limit=5000):
    """Random legal actions until the current deal ends."""
    n = 0
    while not session.deal.is_over:
        session.apply(rng.choice(session.deal.legal_actions()))
        n += 1
        assert n < limit


@pytest.mark.parametrize("game", registered_games("players", "table"))
def test_saved_after_every_action_and_resumes_mid_deal(game, tmp_path):
    path = tmp_path / "match.json"
    session = Session.new(game, seed=11, save_path=path)
    saves.flush()
    assert saved(path)
    rng = random.Random(3)
    for _ in range(7):
        session.apply(rng.choice(session.deal.legal_actions()))
        saves.flush()
        data = json.loads(path.read_text())
        assert data["deals"][-1]["actions"] == session.deal.actions
    again = Session.from_save(read_save(path), save_path=path)
    assert again.deal.record() == session.deal.record()
    assert again.view(0) == session.view(0)


@pytest.mark.parametrize("game", ["aluette", "schnapsen"])
def test_match_ends_by_its_rules_and_the_save_goes(game, tmp_path):
    path = tmp_path / "match.json"
    stats = Stats(tmp_path / "stats.json")
    session = Session.new(game, seed=5, save_path=path, stats=stats)
    rng = random.Random(1)
    deals = 0
    while True:
        play_out(session, rng)
        deals += 1
        end = session.ended
        assert end is not None and end.sheet.title
        if end.match_over:
            break
        saves.flush()
        assert saved(path)
        session.next_deal()
    saves.flush()
    assert not saved(path)
    proj = games.projected(session.match)
    assert proj.is_over
    expected = {"aluette": 5}.get(game)
    if expected:
        assert deals == expected
    rec = stats.record(game)
    assert rec["played"] == 1 and rec[end.outcome] == 1
    # the finished match is counted once even if settled again
    assert not stats.add(game, end.outcome, key=f"{game}:{session.match.seed}:{session.match.epoch}:{len(session.match.history)}")
    with pytest.raises(ValueError):
        session.next_deal()
    session.restart()
    assert saved(path) and not session.deal.actions


def test_belote_each_played_deal_is_a_match_and_void_deals_are_not(tmp_path):
    path = tmp_path / "match.json"
    session = Session.new("belote", seed=2, save_path=path, stats=Stats(tmp_path / "s.json"))
    for _ in range(8):
        session.apply("pass")
    assert session.ended.void and not session.ended.match_over
    saves.flush()
    assert saved(path)
    session.next_deal()
    play_out(session, random.Random(4))
    end = session.ended
    if end.void:
        return
    assert end.match_over and end.outcome in ("won", "drawn", "lost")
    saves.flush()
    assert not saved(path)
    # a Belote table goes on: the session tally is kept
    tally = end.scores["points"]
    session.next_deal()
    saves.flush()
    assert session.match.scores["points"] == tally and saved(path)


def test_preference_session_ends_when_the_player_ends_it(tmp_path):
    path = tmp_path / "match.json"
    stats = Stats(tmp_path / "s.json")
    session = Session.new("preference", seed=9, save_path=path, stats=stats)
    rng = random.Random(2)
    play_out(session, rng)
    assert not session.ended.match_over
    session.next_deal()
    play_out(session, rng)
    end = session.end_session()
    assert end.match_over and stats.record("preference")["played"] == 1
    assert not saved(path)
    sheet = session.match_summary(stats.record("preference"))
    assert sheet.rows and sheet.title


def test_preference_demo_session_length(tmp_path):
    session = Session.new("preference", seed=3, save_path=tmp_path / "m.json", session_deals=2, humans=())
    rng = random.Random(0)
    play_out(session, rng)
    session.next_deal()
    play_out(session, rng)
    assert session.ended.match_over
    assert not saved(tmp_path / "m.json")


def test_illegal_action_leaves_state_and_save_unchanged(tmp_path):
    path = tmp_path / "match.json"
    session = Session.new("belote", seed=1, save_path=path)
    saves.flush()
    before = path.read_text()
    with pytest.raises(IllegalAction) as info:
        session.apply("take:" + session.view().turned[1])
    assert info.value.code == "only_turned_suit"
    saves.flush()
    assert path.read_text() == before and session.deal.actions == []


@pytest.mark.parametrize("game", registered_games("players", "table"))
def test_every_deal_result_reads_as_a_sheet(game):
    rng = random.Random(8)
    for seed in range(6):
        session = Session(game, games_match(game, seed), saving=False)
        play_out(session, rng)
        result = session.deal.result()
        sheet = deal_sheet(game, result, view_of(session.deal.observation(0)), session.ended.scores, 1)
        assert sheet.title and sheet.lines
        text = " ".join([sheet.title, *sheet.lines, *(c for row in sheet.rows for c in row)])
        assert "{" not in text and "}" not in text
        assert replay(session.deal.record()).result() == result


def games_match(game, seed):
    from game.engine import new_match

    return new_match(game, seed=seed)


def test_stats_survive_a_damaged_file(tmp_path):
    path = tmp_path / "stats.json"
    path.write_text("{not json")
    stats = Stats(path)
    assert stats.notice == "corrupt" and stats.record("belote")["played"] == 0
    stats.add("belote", "won")
    stats.add("belote", "won")
    stats.add("belote", "lost")
    stats.add("belote", "won")
    rec = Stats(path).record("belote")
    assert rec == {"played": 4, "won": 3, "drawn": 0, "lost": 1, "streak": 1, "best_streak": 2}
    assert list(tmp_path.glob("stats.json.bad-*"))


def test_hand_sorting_keeps_suits_together_and_trumps_right():
    hand = ["7H", "JS", "AH", "9D", "TS", "JH", "8C", "QD"]
    out = games.sort_hand("belote", hand, trump="H")
    assert out[-3:] == ["7H", "AH", "JH"] or [c[1] for c in out[-3:]] == ["H"] * 3
    assert out[-1] == "JH"  # the trump Valet is the strongest
    suits = [c[1] for c in out]
    assert suits == sorted(suits, key=lambda s: [i for i, x in enumerate(suits) if x == s][0])
    al = games.sort_hand("aluette", ["3O", "4B", "1C", "2C"])
    assert al[-1] == "3O" and al[0] == "4B"


def test_undo_skips_a_forced_move_to_the_players_last_choice(tmp_path):
    """Taking back "No announcement" (the only answer open) would only make it again:
    undo goes back to the player's trump choice."""
    from game.engine import new_match

    seat0 = [0, 1, 2, 11, 12, 13, 14, 23, 24, 25]
    hand = ["AC", "8C", "9C", "TC", "JC", "QC", "KC", "7D", "8D", "9D"]
    placed = dict(zip(seat0, hand))
    placed.update({9: "7H", 10: "8H"})
    rest = [c for c in PACKS["preference"] if c not in placed.values()]
    deck = [placed[i] if i in placed else rest.pop(0) for i in range(32)]
    match = new_match("preference", seed=1)
    actions = ["bid:1", "pass", "pass", "discard:7H", "discard:8H", "trump:C", "no-announcement", "drop"]
    match.deal = replay({"game": "preference", "dealer": 2, "deck": deck, "actions": actions})
    session = Session("preference", match, save_path=tmp_path / "m.json")
    assert session.can_undo
    session.undo()
    assert session.deal.actions == actions[:5]
    assert session.deal.phase == "trump" and session.deal.current_player == 0
