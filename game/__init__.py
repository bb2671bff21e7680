"""Cardavia: traditional European card tables (Aluette, Belote, Schnapsen, Preference)."""

__version__ = "0.1.0"
