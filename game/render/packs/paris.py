"""The Portrait de Paris: 32 French-suited cards whose courts carry their heroes' names."""

from . import Pack, register_pack

register_pack(Pack(
    id="paris",
    name="Portrait de Paris",
    codes=tuple(r + s for s in "CDHS" for r in "789TJQKA"),
    suits="french",
    courts={"J": "Valet", "Q": "Dame", "K": "Roi"},
    drawing="game.render.faces.paris",
    back="game.render.faces.backs:paris",
    samples=("KH", "QS", "JC", "AD", "TS"),
    printed="game.render.faces.paris:printed_name",
    default=True,
    order=20,
))
