#!/usr/bin/python3
"""Where things are in the running keyboard window, read from the layout it publishes (run with EMOTION_KEYBOARD_LAYOUT
set, the window keeps `AppState.layoutJSON` in its property _EMOTION_KEYBOARD_LAYOUT). Every read first pings the
window, so it sees every event sent before. Points print as "x y", a rectangle's centre.

  layout.py WINDOW                      the layout, as JSON
  layout.py WINDOW grid                 the square grid as "COLUMNS ROWS" and its first cell as "WIDTH HEIGHT X Y"
  layout.py WINDOW cell ROW COLUMN      a cell of the square grid (a negative row or column counts from the end)
  layout.py WINDOW wcell ROW COLUMN     a cell of the wide grid (the kaomoji tab's)
  layout.py WINDOW at NAME              a control: send, field, mode, layer, search, settings, tone, searchField, or
                                        delete (the delete cell of the grid shown); or a band: area (the grid's),
                                        frame (the cells'), indicator
  layout.py WINDOW tab INDEX            tab INDEX, first scrolling the strip with the wheel until it shows whole
  layout.py WINDOW option TEXT          option TEXT of the open popup (skin tones, tone menu, sticker menu), waiting up
                                        to 5 s for it to open
  layout.py WINDOW key LABEL            the letters key showing LABEL now
  layout.py WINDOW named NAME           the letters key of kind NAME (shift, backspace, emotions, page, space, enter,
                                        control, alt, super, altGr)
  layout.py WINDOW keycode CODE         the letters key of keycode CODE
  layout.py WINDOW accent TEXT          accent TEXT of the open accents strip, waiting up to 5 s for it to open
  layout.py WINDOW geometry QUERY ...   the rectangle of any of these as ImageMagick's WIDTHxHEIGHT+X+Y
"""
import json
import subprocess
import sys
import time

from Xlib import X, display

from x11_helpers import answered


class Window:
    def __init__(self, window_id):
        self.id = window_id
        self.display = display.Display()
        self.window = self.display.create_resource_object("window", int(window_id, 0))
        self.atom = self.display.intern_atom("_EMOTION_KEYBOARD_LAYOUT")

    def layout(self):
        """The layout once the window has handled every event sent before."""
        if not answered(self.display, self.id):
            sys.exit("layout.py: the window answered no ping in 10 s")
        # One GetProperty for the whole value (get_full_property reads it in two requests, between which the window
        # may set it again: a tick opening a popup).
        value = self.window.get_property(self.atom, X.AnyPropertyType, 0, 1 << 22)
        if value is None:
            sys.exit("layout.py: the window has no _EMOTION_KEYBOARD_LAYOUT (started without EMOTION_KEYBOARD_LAYOUT?)")
        if value.bytes_after:
            sys.exit("layout.py: _EMOTION_KEYBOARD_LAYOUT is over 16 MiB")
        return json.loads(bytes(value.value).decode("utf-8"))

    def waiting(self, found):
        """The first non-empty `found(layout)` within 5 s."""
        deadline = time.time() + 5
        while True:
            result = found(self.layout())
            if result or time.time() > deadline:
                return result
            time.sleep(0.02)

    def xdotool(self, *arguments):
        subprocess.run(["xdotool", "mousemove", "--window", self.id, *map(str, arguments)], check=True)


def centre(rect):
    return rect["x"] + rect["width"] // 2, rect["y"] + rect["height"] // 2


def cell(grid, row, column):
    rows, columns = grid["rows"], grid["columns"]
    row, column = row % rows, column % columns
    return grid["cells"][row * columns + column]


def control(layout, name):
    if name == "delete":
        grid = layout["cells"][layout["cells"]["shown"]]
        return grid["cells"][grid["deleteCell"]]
    if name in ("area", "frame"):
        return layout["cells"][name]
    if name == "indicator":
        return layout["indicator"]["frame"]
    if name in layout["composer"]:
        return layout["composer"][name]
    return layout["tabBar"][name]


def tab(window, index):
    """Tab `index`, whole in the strip's viewport: the wheel over the strip scrolls it a step at a time towards it."""
    for _ in range(1000):
        bar = window.layout()["tabBar"]
        frame, viewport = bar["tabs"][index]["frame"], bar["viewport"]
        if frame["x"] >= viewport["x"] and frame["x"] + frame["width"] <= viewport["x"] + viewport["width"]:
            return frame
        window.xdotool(*centre(viewport), "click", 4 if frame["x"] < viewport["x"] else 5)
    sys.exit(f"layout.py: tab {index} never showed")


def letter_key(layout, test):
    keys = [key for key in layout["letters"]["keys"] if test(key)]
    if not keys:
        sys.exit("layout.py: no such letters key")
    return keys[0]["frame"]


def option(options, text, what):
    frames = [entry["frame"] for entry in options if entry["text"] == text]
    if not frames:
        sys.exit(f"layout.py: no {what} {text!r} opened")
    return frames[0]


def main():
    window = Window(sys.argv[1])
    if len(sys.argv) == 2:
        print(json.dumps(window.layout(), ensure_ascii=False))
        return
    query, *arguments = sys.argv[2:]
    if query == "grid":
        grid = window.layout()["cells"]["square"]
        first = grid["cells"][0]
        print(grid["columns"], grid["rows"], first["width"], first["height"], first["x"], first["y"])
        return
    geometry = query == "geometry"
    if geometry:
        query, *arguments = arguments
    if query == "tab":
        rect = tab(window, int(arguments[0]))
    elif query == "option":
        popup = window.waiting(lambda layout: layout["popup"])
        rect = option(popup["options"] if popup else [], arguments[0], "popup option")
    elif query == "accent":
        rect = option(window.waiting(lambda layout: layout["letters"]["variants"]), arguments[0], "accent")
    else:
        layout = window.layout()
        rect = {
            "cell": lambda: cell(layout["cells"]["square"], int(arguments[0]), int(arguments[1])),
            "wcell": lambda: cell(layout["cells"]["wide"], int(arguments[0]), int(arguments[1])),
            "at": lambda: control(layout, arguments[0]),
            "key": lambda: letter_key(layout, lambda key: key["label"] == arguments[0]),
            "named": lambda: letter_key(layout, lambda key: key["key"] == arguments[0]),
            "keycode": lambda: letter_key(layout, lambda key: key.get("keycode") == int(arguments[0])),
        }[query]()
    if geometry:
        print("%dx%d+%d+%d" % (rect["width"], rect["height"], rect["x"], rect["y"]))
    else:
        print(*centre(rect))


if __name__ == "__main__":
    main()
