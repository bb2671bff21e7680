"""The Vienna pattern: 32 French-suited cards, traditionally printed without corner indices."""

from . import Pack, register_pack

register_pack(Pack(
    id="vienna",
    name="Vienna pattern",
    codes=tuple(r + s for s in "CDHS" for r in "789TJQKA"),
    suits="french",
    courts={"J": "Bube", "Q": "Dame", "K": "K\u00f6nig"},
    drawing="game.render.faces.vienna",
    back="game.render.faces.backs:vienna",
    samples=("KS", "QH", "JD", "AC", "9H"),
    indices_optional=True,
    order=30,
))
