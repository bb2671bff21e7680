"""What the result panel offers besides the match: replay the deal for practice, export it.

*Replay deal* opens a practice table on top of the match: the same deck and
dealer dealt again with a copy of the match, never saved and never counted,
so the match (and its save) stays exactly where it was.  *Export deal*
writes the deal's record into the deals folder (see :mod:`..deal_files`).
"""

from __future__ import annotations

import copy

from game import storage
from game.engine import replay
from game.i18n import N_, _

from .panels import Option
from .session import Session


def record_options(scene):
    """The result panel's *Replay deal* and *Export deal*, at a table with a player."""
    session = scene.session
    if scene.demo or session is None or not session.humans:
        return []
    return [
        Option("replay", lambda: _("Replay deal"), lambda: open_practice(scene), group="record"),
        Option("export", lambda: _("Export deal"), lambda: export_current(scene), group="record"),
    ]


class PracticeSession(Session):
    """A session that never saves and whose finished deal leaves the scores as they were."""

    def finish_deal(self):
        end = super().finish_deal()
        end.scores = self.match.scores
        return end


def fresh_record(deal):
    """``deal``'s record with its actions cleared: the same deck and dealer, dealt again."""
    record = deal.record()
    record["actions"] = []
    return record


def practice_session(session):
    """A session replaying the current deal of ``session`` from its first card.

    It plays on a copy of the match, so the sidebar shows the real scores
    before the deal; it writes no save and counts no statistics.
    """
    match = copy.deepcopy(session.match)
    match.deal = replay(fresh_record(session.deal))
    return PracticeSession(session.game, match, humans=session.humans, saving=False,
                           session_deals=session.session_deals)


# the practice table's scene class: :mod:`.practice` builds it on the table scene, which offers
# *Replay deal* from here, so it is handed in (registered) rather than imported
_PRACTICE_TABLE = []


def register_practice(table_class):
    _PRACTICE_TABLE[:] = [table_class]


def open_practice(scene):
    session = scene.session
    if not session.deal.is_over or not _PRACTICE_TABLE:
        return
    scene.push(_PRACTICE_TABLE[0](scene.game, practice_session(session), session.deal_number))


def export_current(scene):
    """Write the table's current (finished) deal to the deals folder and say where."""
    from ..deal_files import export_deal

    session = scene.session
    try:
        path = export_deal(session.deal, number=session.deal_number)
    except storage.StorageError:
        scene.app.notify(N_("The deal could not be saved."))
        return None
    name, folder = storage.display_path(path.name), storage.display_path(path.parent)
    scene.app.notify(lambda: _("Deal saved as {file} in {folder}").format(file=name, folder=folder))
    return path


__all__ = ["PracticeSession", "export_current", "fresh_record", "open_practice", "practice_session", "record_options",
           "register_practice"]
