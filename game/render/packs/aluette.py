"""The Aluette pack of the Vendée: 48 Spanish-suited cards with eight named cards."""

from . import Pack, register_pack

register_pack(Pack(
    id="aluette",
    name="Aluette",
    codes=tuple(r + s for s in "OCBS" for r in "123456789JNK"),
    suits="spanish",
    courts={"J": "Valet", "N": "Cavali\u00e8re", "K": "Roi"},
    drawing="game.render.faces.spanish",
    back="game.render.faces.backs:aluette",
    samples=("3O", "2C", "NB", "KC", "1S"),
    printed="game.render.faces.aluette_named:printed_name",
    order=10,
))
