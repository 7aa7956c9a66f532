#!/usr/bin/python3
"""Types TEXT on the letters layer of the running window as a person would, one tap at a time, reading before each
where the keys are and what they show (layout.py): a character on no key of the page shown is looked for on the other
page (123 / ABC), a capital behind Shift, an accent in the strip a long press on its letter opens.

Usage: letters_type.py WINDOW TEXT
"""
import sys

from layout import Window, centre, option

TYPING = ("keycode", "symbol", "space")


def step(letters, char):
    """What brings `char` nearer on the page shown: ("tap", key), ("shift", key) or ("hold", key); None when no key
    there types it."""
    keys = [key for key in letters["keys"] if key["key"] in TYPING]
    shift = next(key for key in letters["keys"] if key["key"] == "shift")
    for key in keys:
        if key["label"] == char:
            return "tap", key
    for key in keys:
        if letters["shift"] == "off" and char != char.lower() and key["label"] == char.lower():
            return "shift", shift
    for key in keys:
        if char in key["variants"]:
            return "hold", key
    return None


def tap(window, key):
    window.xdotool(*centre(key["frame"]), "click", 1)


def type_char(window, char):
    switched = False
    while True:
        letters = window.layout()["letters"]
        found = step(letters, char)
        if found is None:
            if switched:
                sys.exit(f"letters_type.py: no key types {char!r}")
            tap(window, next(key for key in letters["keys"] if key["key"] == "page"))
            switched = True
            continue
        kind, key = found
        if kind == "shift":
            tap(window, key)
            continue
        if kind == "tap":
            tap(window, key)
        else:
            window.xdotool(*centre(key["frame"]), "mousedown", 1)
            accent = option(window.waiting(lambda layout: layout["letters"]["variants"]), char, "accent")
            window.xdotool(*centre(accent), "mouseup", 1)
        return


def main():
    window = Window(sys.argv[1])
    for char in sys.argv[2]:
        type_char(window, char)


main()
