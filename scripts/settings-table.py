#!/usr/bin/env python3
"""Prints the README's settings table from `emotion-keyboard config --default` (the table of Configuration.settings).

Usage: emotion-keyboard config --default | python3 scripts/settings-table.py
A unit test (ConfigurationTableTests) checks that the README lists every key with its default.
"""
import re
import sys


def main():
    rows, colours = [], {}
    comments, table = [], ""
    for line in sys.stdin.read().splitlines():
        if line.startswith("["):
            table = line.strip("[]")
        elif re.match(r"# \S+ = \"#[0-9A-F]+\"", line):
            key, colour, summary = re.match(r"# (\S+) = \"(#[0-9A-F]+)\"\s+# (.*)", line).groups()
            colours.setdefault(key, []).append((table, colour, summary))
        elif line.startswith("# "):
            comments.append(line[2:])
        elif " = " in line and not line.startswith("#"):
            key, value = line.split(" = ", 1)
            summary = comments[-2] if len(comments) >= 2 else ""
            accepted = comments[-1][len("Accepts "):].rstrip(".") if comments else ""
            rows.append(f"| `{key}` | `{value}` | {summary} Accepts {accepted}. |")
            comments = []
        else:
            comments = []
    print("| key | default | meaning |")
    print("| --- | --- | --- |")
    print("\n".join(row.replace("|", "\\|", 0) for row in rows))
    for key, places in colours.items():
        names = ", ".join(f"`{table}.{key}`" for table, _, _ in places)
        defaults = " / ".join(f"`{colour}`" for _, colour, _ in places)
        what = places[0][2].replace(" in the light theme.", "").replace("Colour of ", "")
        print(f"| {names} | {defaults} | colour of {what}, `\"#RRGGBB\"` or `\"#RRGGBBAA\"` |")


if __name__ == "__main__":
    main()
