#!/usr/bin/python3
"""Times commands that map or unmap a window: from just before each command is started to the MapNotify or UnmapNotify
the X server sends for the window, with python3-xlib.

Usage: toggle_timing.py WINDOW ROUNDS NAME=COMMAND [NAME=COMMAND ...]
  Each round runs every COMMAND once, in turn (so each one finds the window in the state the one before left it) and
  prints, per NAME: median, 90th percentile and slowest milliseconds until the window changed, and the median until the
  command exited.
"""
import shlex
import statistics
import subprocess
import sys
import time

from Xlib import X, display


def main():
    window_id, rounds, *commands = sys.argv[1:]
    d = display.Display()
    window = d.create_resource_object("window", int(window_id, 0))
    window.change_attributes(event_mask=X.StructureNotifyMask)
    d.sync()
    named = [(spec.split("=", 1)[0], shlex.split(spec.split("=", 1)[1])) for spec in commands]
    changed = {name: [] for name, _ in named}
    exited = {name: [] for name, _ in named}
    for _ in range(int(rounds)):
        for name, command in named:
            while d.pending_events():
                d.next_event()
            started = time.perf_counter()
            process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            while True:
                event = d.next_event()
                if event.type in (X.MapNotify, X.UnmapNotify) and event.window.id == window.id:
                    break
            changed[name].append((time.perf_counter() - started) * 1000)
            process.wait()
            exited[name].append((time.perf_counter() - started) * 1000)
            time.sleep(0.05)
    print(f"{'command':<28} {'median':>8} {'p90':>8} {'slowest':>8} {'exit':>8}   (ms from exec to the window's change; exit: median)")
    for name, _ in named:
        values = sorted(changed[name])
        p90 = values[min(len(values) - 1, int(len(values) * 0.9))]
        print(f"{name:<28} {statistics.median(values):8.1f} {p90:8.1f} {values[-1]:8.1f} {statistics.median(exited[name]):8.1f}")


if __name__ == "__main__":
    main()
