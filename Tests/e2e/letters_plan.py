#!/usr/bin/env python3
"""Clicks that type a text on the letters layer of the default window (416 x 294 at scale 1), one "x y" per line.

Usage: letters_plan.py LAYOUT TEXT   (LAYOUT: us, de or fr)
       letters_plan.py LAYOUT --key ROW INDEX   (the centre of key INDEX of letter row ROW, from 0)
       letters_plan.py LAYOUT --named NAME      (shift, backspace, emotions, page, control, alt, super, space, altgr, enter)
A character a row lacks but a letter's long press offers (ß on s) is a line "hold X Y VX VY": press on the letter,
wait for the strip, slide to the variant and release there.
The geometry follows Sources/KeyboardModel/Letters/LettersLayout.swift and AppState.letterVariantFrames; the rows follow
xkeyboard-config's layouts, the accents AccentVariants.swift.
"""
import sys

ROWS = {
    "us": ["qwertyuiop", "asdfghjkl", "zxcvbnm"],
    "de": ["qwertzuiopü", "asdfghjklöä", "yxcvbnm"],
    "fr": ["azertyuiop", "qsdfghjklmù", "wxcvbn,"],
}
SYMBOLS = ["1234567890", "-/:;()$&@\"", ".,?!'#%+"]
WIDTH, GRID_Y, GRID_H, BAR_Y, BAR_H, MARGIN = 416, 44, 192, 254, 40, 4
ACCENTS = {"s": ["ß", "ś", "š", "ş"], "e": ["é", "è", "ê", "ë", "ē", "ė", "ę", "ě"]}
BOTTOM = [("emotions", 12), ("page", 12), ("control", 10), ("alt", 10), ("super", 10), ("space", 36), ("altgr", 12), ("enter", 15)]


def row_keys(rows):
    """Centres of every key of three rows, with shift and backspace around the third, as (name, x, y)."""
    width = WIDTH - 2 * MARGIN
    unit = width // max(10, len(rows[0]))
    height = (GRID_H - 2 * MARGIN) // 3
    keys = []
    for index, row in enumerate(rows):
        y = GRID_Y + MARGIN + index * height + height // 2
        if index == 2:
            side = max(unit, (width - len(row) * unit) // 2)
            start = MARGIN + (width - len(row) * unit - 2 * side) // 2
            keys.append(("shift", start + side // 2, y))
            keys += [(c, start + side + i * unit + unit // 2, y) for i, c in enumerate(row)]
            keys.append(("backspace", start + side + len(row) * unit + side // 2, y))
        else:
            start = MARGIN + (width - len(row) * unit) // 2
            keys += [(c, start + i * unit + unit // 2, y) for i, c in enumerate(row)]
    return keys


def key_frame(rows, char):
    """The frame (x, y, width, height) of the letter key `char`."""
    width = WIDTH - 2 * MARGIN
    unit = width // max(10, len(rows[0]))
    height = (GRID_H - 2 * MARGIN) // 3
    for index, row in enumerate(rows):
        if char not in row:
            continue
        y = GRID_Y + MARGIN + index * height
        if index == 2:
            side = max(unit, (width - len(row) * unit) // 2)
            start = MARGIN + (width - len(row) * unit - 2 * side) // 2 + side
        else:
            start = MARGIN + (width - len(row) * unit) // 2
        return start + row.index(char) * unit, y, unit, height
    return None


def variant_point(rows, base, variant):
    """The centre of `variant` in the strip a long press on `base` opens."""
    x, y, w, h = key_frame(rows, base)
    options = [base] + ACCENTS[base]
    width = min(w, WIDTH // len(options))
    left = min(max(0, x), WIDTH - width * len(options))
    top = max(0, y - h)
    return left + options.index(variant) * width + width // 2, top + h // 2


def bottom_keys():
    total = sum(t for _, t in BOTTOM)
    width = WIDTH - 2 * MARGIN
    x, used, keys = MARGIN, 0, []
    for name, tenths in BOTTOM:
        used += tenths
        end = MARGIN + width * used // total
        keys.append((name, (x + end) // 2, BAR_Y + BAR_H // 2))
        x = end
    return keys


def plan(layout, text):
    letters = {name: (x, y) for name, x, y in row_keys(ROWS[layout])}
    symbols = {name: (x, y) for name, x, y in row_keys(SYMBOLS)}
    named = {name: (x, y) for name, x, y in bottom_keys()}
    page = "letters"
    clicks = []
    for c in text:
        if c == " ":
            clicks.append(named["space"])
        elif c.lower() in letters and c.lower() != ",":
            if page != "letters":
                clicks.append(named["page"]); page = "letters"
            if c != c.lower():
                clicks.append(letters["shift"])
            clicks.append(letters[c.lower()])
        elif any(c in variants for variants in ACCENTS.values()):
            base = next(b for b, variants in ACCENTS.items() if c in variants)
            if page != "letters":
                clicks.append(named["page"]); page = "letters"
            clicks.append(letters[base] + variant_point(ROWS[layout], base, c))
        elif c in symbols:
            if page != "symbols":
                clicks.append(named["page"]); page = "symbols"
            clicks.append(symbols[c])
        else:
            sys.exit(f"no key types {c!r}")
    return clicks


def main():
    layout = sys.argv[1]
    if sys.argv[2] == "--key":
        row, index = int(sys.argv[3]), int(sys.argv[4])
        keys = [k for k in row_keys(ROWS[layout]) if k[0] not in ("shift", "backspace")]
        counts = [len(r) for r in ROWS[layout]]
        _, x, y = keys[sum(counts[:row]) + index]
        print(x, y)
    elif sys.argv[2] == "--named":
        everything = {name: (x, y) for name, x, y in row_keys(ROWS[layout]) + bottom_keys()}
        print(*everything[sys.argv[3]])
    else:
        for step in plan(layout, sys.argv[2]):
            print(("hold " if len(step) == 4 else "") + " ".join(map(str, step)))


main()
