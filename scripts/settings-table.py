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
        elif line.startswith("# ") and " = \"#RRGGBB\"" in line:
            key, summary = re.match(r"# (\S+) = \"#RRGGBB\"\s+# (.*)", line).groups()
            colours.setdefault(key, []).append((table, summary))
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
        names = ", ".join(f"`{table}.{key}`" for table, _ in places)
        what = places[0][1].replace(" in the light theme.", "").replace("Colour of ", "")
        print(f"| {names} | the theme's | colour of {what}, `\"#RRGGBB\"` or `\"#RRGGBBAA\"` |")


if __name__ == "__main__":
    main()
