"""The pygame scene stack: menus, tradition pages, rules, overlays and (later) tables.

Start with :mod:`game.scenes.base`, whose docstring explains how to write a scene.
"""
