#!/usr/bin/env python3
"""Prints the start-up table of issue 11 from one compare.sh run: per label, the first frame and visually complete
(median [min-max]),
the median of per-round ratios against `xmessage` and `xfloor` measured in the same rounds, and peak RSS.

Usage: Benchmarks/startup-table.py RUNS.jsonl [--targets]
With --targets, each keyboard state is checked against issue 11's targets (<= 0.5x xmessage, <= 3x xfloor, warm
<= 2.5x xfloor, peak RSS < 24 MiB) and the exit status is 1 when one is missed.
"""
import json
import statistics
import sys

REFERENCES = ("xmessage", "xfloor")


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    runs = [json.loads(line) for line in open(sys.argv[1]) if line.strip()]
    runs = [run for run in runs if run.get("tag") != "warmup"]
    labels = list(dict.fromkeys(run["label"] for run in runs))
    by_round = {}
    for run in runs:
        by_round.setdefault(run["run"], {})[run["label"]] = run

    def complete(run):
        return run.get("complete_ms") if run and run.get("ok") else None

    def ratio(label, reference):
        values = [complete(row.get(label)) / complete(row.get(reference)) for row in by_round.values()
                  if complete(row.get(label)) and complete(row.get(reference))]
        return statistics.median(values) if values else None

    print("| state | first frame ms | visually complete ms | ÷ xmessage | ÷ xfloor | peak RSS MiB | runs ok |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    missed = []
    for label in labels:
        mine = [run for run in runs if run["label"] == label]
        times = [complete(run) for run in mine if complete(run)]
        rss = [run["hwm_tree_kb"] / 1024 for run in mine if run.get("hwm_tree_kb")]
        shown = f"{statistics.median(times):.0f} [{min(times):.0f}-{max(times):.0f}]" if times else "-"
        firsts = [run["content_ms"] for run in mine if run.get("ok") and run.get("content_ms")]
        first = f"{statistics.median(firsts):.0f} [{min(firsts):.0f}-{max(firsts):.0f}]" if firsts else "-"
        ratios = [ratio(label, reference) for reference in REFERENCES]
        cells = ["-" if value is None else f"{value:.2f}" for value in ratios]
        memory = f"{statistics.median(rss):.1f} [{min(rss):.1f}-{max(rss):.1f}]" if rss else "-"
        print(f"| {label} | {first} | {shown} | {cells[0]} | {cells[1]} | {memory} | {len(times)}/{len(mine)} |")
        if label in REFERENCES or None in ratios:
            continue
        warm = not label.startswith("cold")
        if ratios[0] > 0.5: missed.append(f"{label}: {ratios[0]:.2f}x xmessage > 0.5x")
        if ratios[1] > (2.5 if warm else 3): missed.append(f"{label}: {ratios[1]:.2f}x xfloor > {2.5 if warm else 3}x")
        if rss and max(rss) >= 24: missed.append(f"{label}: peak RSS {max(rss):.1f} MiB >= 24 MiB")
    if "--targets" in sys.argv:
        print()
        print("targets: all met" if not missed else "targets missed:\n  " + "\n  ".join(missed))
        return 1 if missed else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
