#!/usr/bin/python3
"""Plans 200 clicks over cells of every kind for the typing tests in the running window WINDOW: prints one step a line
(tab N | page N | cell X Y BYTES, BYTES being how many bytes of UTF-8 the clicks so far insert) and writes the exact
text they insert to the file EXPECTED. Reads `emotion-keyboard list`, and the window's layout (layout.py) for its tabs,
its grids and how many emotions a page holds.

Usage: typing_plan.py WINDOW EXPECTED"""
import os
import subprocess
import sys

from layout import Window, centre

TONES = {chr(c) for c in range(0x1F3FB, 0x1F400)}
# Variants hang off their base, as the window shows them: skin tones, and the facing-right forms (ZWJ, then ➡).
def variant(text): return bool(set(text) & TONES) or "\u200d\u27a1" in text

layout = Window(sys.argv[1]).layout()
window_tabs = [tab["title"] for tab in layout["tabBar"]["tabs"]]
SQUARE, WIDE = layout["cells"]["square"], layout["cells"]["wide"]
PER_PAGE = SQUARE["emotionsPerPage"]
rows = [line.split("\t") for line in subprocess.run([os.environ["BIN"], "list"], capture_output=True, text=True).stdout.splitlines()]
tabs = []
for row in rows:
    if not tabs or tabs[-1][0] != row[0]:
        tabs.append((row[0], []))
    if row[0] in ("豆豆 Doudou", "Kaomoji") or not variant(row[1]):
        tabs[-1][1].append(row[1])

def page_of(tab, predicate):
    items = tabs[tab - 1][1]
    return next(i for i, text in enumerate(items) if predicate(text)) // PER_PAGE

# (tab of `list`, from 1: the 9 emoji groups, 10 the pack, 11 kaomoji; page; how many cells of it)
plan = [(1, 0, 20), (2, page_of(2, lambda t: "\u200d" in t and t.count("\u200d") >= 3), 20), (3, 0, 20), (4, 0, 20),
        (5, 0, 12), (6, 0, 10), (7, 0, 10), (8, 0, 20), (8, page_of(8, lambda t: "\u20e3" in t), 20),
        (9, 0, 20), (9, len(tabs[8][1]) // PER_PAGE, 9), (10, 0, 11), (11, 0, WIDE["emotionsPerPage"])]
expected = []
current_page = {}
steps = []
for tab, page, count in plan:
    steps.append(f"tab {window_tabs.index(tabs[tab - 1][0])}")
    grid = WIDE if tab == 11 else SQUARE
    delta = page - current_page.get(tab, 0)
    if delta:
        steps.append(f"page {delta}")
    current_page[tab] = page
    items = tabs[tab - 1][1][page * grid["emotionsPerPage"]:]
    for cell in range(min(count, len(items))):
        expected.append(items[cell])
        inserted = len("".join(expected).encode("utf-8"))
        steps.append("cell %d %d %d" % (*centre(grid["cells"][cell]), inserted))
assert len(expected) == 200, len(expected)
print("\n".join(steps))
with open(sys.argv[2], "w", encoding="utf-8") as out:
    out.write("".join(expected))
