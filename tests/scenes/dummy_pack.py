"""A small pack that exists only in the tests: proof that a new pack is a plugin.

Eight French-suited cards (9, 10, Valet, Dame of hearts and spades), drawn by
this module: plain pips and a lettered plaque for the courts, a plum back.
Importing it registers it with one descriptor; nothing in the shared code
knows its id.
"""

from game.render import packs
from game.render.faces import french
from game.render.faces.common import small_mode

ID = "sketch"
CODES = tuple(r + s for s in "HS" for r in "9TJQ")
LABELS = {"J": "V", "Q": "D"}


def draw(cv, code, four_colour=False, indices=True):
    rank, suit = code[0], code[1]
    colour = french.ink(suit, four_colour)
    if rank in LABELS:
        cv.text(325, 440, LABELS[rank], 220, colour, face="serif-bold")
    elif small_mode(cv):
        french.draw_small_centre(cv, rank, suit, colour)
    else:
        french.draw_pips(cv, rank, suit, colour)
    if indices:
        french.draw_index(cv, ID, rank, suit, colour, LABELS)


def back(cv):
    plum, rose = (86, 40, 78), (214, 168, 196)
    cv.rounded(34, 34, 616, 966, 18, fill=plum)
    cv.rounded(44, 44, 606, 956, 12, line=rose, width=3)
    cv.circle(325, 500, 120, line=rose, width=6)


PACK = packs.Pack(
    id=ID, name="Sketch pack", codes=CODES, suits="french", courts={"J": "Valet", "Q": "Dame"},
    drawing=__name__, back=f"{__name__}:back", samples=("QH", "JS", "TH"), order=900,
)


def register():
    if ID not in packs.pack_ids():
        packs.register_pack(PACK)


def unregister():
    packs.unregister_pack(ID)


register()
