#!/usr/bin/python3
"""Drives a running keyboard window with synthetic input through XTest (python3-xlib), for Benchmarks/soak.sh.

  SOAK_TAB_COUNTS="0 0 166 2148 ..." soak.py WINDOW PID OUTPUT EVENTS [SEED]

Sends EVENTS X input events in a seeded random mix of actions, each a few events: clicks on cells, drags across
cells, flicks (page turns), scroll-wheel page switches, tab switches, the delete key held briefly, typing and
BackSpace, clicks in the text field, searches (the search button, a word, maybe a result, Escape), right clicks that
pin and unpin, and window resizes through the window manager (one ConfigureWindow request is
one event). Every so often it types a letter and clicks Send, then waits until the keyboard has printed the line to
OUTPUT (its --print file): that proves the window answers, and it keeps the driver from running ahead of the keyboard,
so no queue of unread events grows anywhere. A run of 90,000 events or more starts with a tour of every window size,
tab and page (at most 9,000 events, about 1,700 and ten minutes on 2 cores, see `tour`), so the first measurement
finds the caches at their bounds.

Prints one line of JSON per measurement, after each tenth of the events, each taken at the first window size on the
first emoji tab with the composer just sent: the keyboard's resident memory (VmRSS), the X server's pixmap bytes and
pixmap count for the keyboard's client (X-Resource, as xrestop shows them) and the X server's own resident memory.
"""
import json
import os
import random
import sys
import time

from Xlib import X, XK, display
from Xlib.ext import damage, res, xtest

# The layout of the default configuration at scale 1 (LayoutMetrics and KeyboardLayout): at least 3 x 7 cells, more
# in a larger window to keep them near 56 px; 13 tabs (the last, kaomoji, half as wide again) between the 30 px search
# button on the left and the settings and tone buttons on the right.
COMPOSER, INDICATOR, TAB_BAR, MARGIN, ROWS, COLUMNS, CELL, TABS, TAB, BUTTON = 44, 18, 40, 12, 3, 7, 56, 13, 24, 30
# Window sizes the resizes cycle through: from the minimum up to larger than the preferred size.
SIZES = [(416, 294), (300, 220), (520, 360), (640, 420), (416, 330), (800, 600), (360, 260), (700, 300),
         (460, 500), (600, 380), (280, 210), (900, 640), (500, 294), (416, 294), (560, 460), (740, 520)]


class Layout:
    def __init__(self, width, height):
        self.width, self.height = width, height
        padding = max(2, COMPOSER // 8)
        send_width = min(width // 3, COMPOSER * 2)
        self.send = (width - send_width - padding + send_width // 2, COMPOSER // 2)
        self.field = (padding + (COMPOSER - 2 * padding) + padding + 40, COMPOSER // 2)
        tab_y = height - TAB_BAR
        self.tab_y = tab_y + TAB_BAR // 2
        grid_top = COMPOSER
        grid_height = max(0, tab_y - INDICATOR - grid_top)

        def count(length, least, most):
            return max(least, min(most, int(max(0, length) / CELL + 0.5)))
        self.columns = count(width - 2 * MARGIN, COLUMNS, 40)
        self.rows = count(grid_height - 2 * MARGIN, ROWS, 20)
        side = max(1, min((width - 2 * MARGIN) // self.columns, (grid_height - 2 * MARGIN) // self.rows))
        self.side = side
        self.grid_x = (width - side * self.columns) // 2
        self.grid_y = grid_top + (grid_height - side * self.rows) // 2
        self.button = min(width // 4, BUTTON)
        self.search_button = (self.button // 2, self.tab_y)

    @property
    def cells(self):
        return self.rows * self.columns

    def cell(self, index):
        row, column = divmod(index, self.columns)
        return (self.grid_x + column * self.side + self.side // 2, self.grid_y + row * self.side + self.side // 2)

    @property
    def wide_columns(self):
        """Columns of a tab of wide cells (kaomoji): two square columns each, one when the grid has fewer than four."""
        return self.columns // 2 if self.columns >= 4 and self.rows * (self.columns // 2) >= 2 else self.columns

    def wide_cell(self, index):
        """The centre of wide cell `index`: the grid's width split evenly (CellGrid), so not always two square cells."""
        row, column = divmod(index, self.wide_columns)
        width = self.side * self.columns
        return (self.grid_x + width * (2 * column + 1) // (2 * self.wide_columns), self.grid_y + row * self.side + self.side // 2)

    def tab(self, index):
        """The centre of tab `index` when every tab fits; when they scroll, a point in the strip (a tab or an arrow)."""
        area = self.width - 3 * self.button
        natural = (TABS - 1) * TAB + TAB * 3 // 2
        if natural > area:
            return (self.button + 1 + index * max(1, area - 2) // TABS, self.tab_y)
        left = area * TAB * index // natural
        right = area if index == TABS - 1 else area * TAB * (index + 1) // natural
        return (self.button + (left + right) // 2, self.tab_y)


class Driver:
    def __init__(self, window_id, pid, output, seed, counts):
        self.display = display.Display()
        self.window = self.display.create_resource_object("window", window_id)
        self.window.change_attributes(event_mask=X.StructureNotifyMask)
        self.pid = pid
        self.output = output
        self.random = random.Random(seed)
        # Emotions of each tab in order (recent, favourites, the emoji groups, the sticker pack, kaomoji), for the tour.
        self.counts = counts
        self.events = 0
        self.size_index = 0
        self.root = self.display.screen().root
        self.keycodes = {name: self.display.keysym_to_keycode(XK.string_to_keysym(name))
                         for name in ["a", "b", "c", "e", "o", "s", "z", "BackSpace", "space", "End", "Escape"]}
        self.locate()
        self.window.set_input_focus(X.RevertToParent, X.CurrentTime)
        self.display.damage_query_version()
        self.damage = self.window.damage_create(damage.DamageReportNonEmpty)
        self.display.sync()

    def locate(self):
        geometry = self.window.get_geometry()
        origin = self.window.translate_coords(self.root, 0, 0)
        self.origin = (-origin.x, -origin.y)
        self.layout = Layout(geometry.width, geometry.height)

    # One X event each. Xvfb moves the pointer for an XTest motion at once but places button and key events when it
    # takes them from its input queue: without a round trip before each, a release could land where the next motion
    # put the pointer, or a key arrive before the click sent ahead of it.
    def fake(self, kind, detail=0, **position):
        self.display.sync()
        xtest.fake_input(self.display, kind, detail, **position)
        self.events += 1

    def motion(self, point):
        self.fake(X.MotionNotify, x=self.origin[0] + point[0], y=self.origin[1] + point[1])

    def button(self, kind, number=1):
        self.fake(kind, number)

    def key(self, kind, name):
        self.fake(kind, self.keycodes[name])

    # Actions: a few events each.
    def click(self, point):
        self.motion(point)
        self.button(X.ButtonPress)
        self.button(X.ButtonRelease)

    def grid_point(self):
        layout = self.layout
        return (layout.grid_x + self.random.randrange(max(1, layout.side * layout.columns)),
                layout.grid_y + self.random.randrange(max(1, layout.side * layout.rows)))

    def drag(self):
        self.motion(self.grid_point())
        self.button(X.ButtonPress)
        for _ in range(self.random.randint(3, 10)):
            self.motion(self.grid_point())
        self.button(X.ButtonRelease)

    def flick(self):
        layout = self.layout
        y = layout.grid_y + layout.side * layout.rows // 2
        start, end = (layout.grid_x + layout.side * layout.columns - 5, layout.grid_x + 5)
        if self.random.random() < 0.5:
            start, end = end, start
        self.motion((start, y))
        self.button(X.ButtonPress)
        for step in range(1, 5):
            self.motion((start + (end - start) * step // 4, y))
        self.button(X.ButtonRelease)

    def scroll(self):
        self.motion(self.grid_point())
        wheel = self.random.choice([4, 5])
        self.button(X.ButtonPress, wheel)
        self.button(X.ButtonRelease, wheel)

    def delete(self):
        self.motion(self.layout.cell(self.layout.cells - 1))
        self.button(X.ButtonPress)
        # Held for a moment: the first delete, maybe a repeat.
        self.display.sync()
        time.sleep(self.random.choice([0.0, 0.0, 0.6]))
        self.button(X.ButtonRelease)

    def typing(self):
        for _ in range(self.random.randint(1, 6)):
            name = self.random.choice(["a", "b", "c", "e", "o", "s", "space", "BackSpace"])
            self.key(X.KeyPress, name)
            self.key(X.KeyRelease, name)

    def search(self):
        """Opens search, types a word, sometimes inserts a result, and closes it again."""
        self.click(self.layout.search_button)
        for name in self.random.choice([["c", "a", "b"], ["s", "o", "b"], ["a"], ["z", "z", "z"]]):
            self.key(X.KeyPress, name)
            self.key(X.KeyRelease, name)
        if self.random.random() < 0.5:
            self.click(self.layout.cell(self.random.randrange(self.layout.cells - 1)))
        self.key(X.KeyPress, "Escape")
        self.key(X.KeyRelease, "Escape")

    def pin(self):
        """A right click: pins the emotion under it, or unpins it."""
        self.motion(self.layout.cell(self.random.randrange(self.layout.cells - 1)))
        self.button(X.ButtonPress, 3)
        self.button(X.ButtonRelease, 3)

    def resize(self):
        self.size_index = (self.size_index + 1) % len(SIZES)
        width, height = SIZES[self.size_index]
        self.window.configure(width=width, height=height)
        self.events += 1
        self.display.sync()
        deadline = time.monotonic() + 3
        while time.monotonic() < deadline:
            while self.display.pending_events():
                self.display.next_event()
            geometry = self.window.get_geometry()
            if (geometry.width, geometry.height) == (width, height):
                break
            time.sleep(0.01)
        self.locate()

    def send_and_wait(self):
        """Types z at the end of the text field (a click gives it the keys), clicks Send and waits for the printed line:
        the keyboard has handled everything before it."""
        size = os.path.getsize(self.output)
        # Escape first: a view over the composer (search's results, the settings view) gives the keys back.
        self.key(X.KeyPress, "Escape")
        self.key(X.KeyRelease, "Escape")
        self.click(self.layout.field)
        for name in ["End", "z"]:
            self.key(X.KeyPress, name)
            self.key(X.KeyRelease, name)
        self.click(self.layout.send)
        self.display.sync()
        deadline = time.monotonic() + 30
        while os.path.getsize(self.output) == size:
            if time.monotonic() > deadline:
                raise SystemExit(f"soak: the window did not answer within 30 s after {self.events} events")
            time.sleep(0.005)
        with open(self.output, "rb") as printed:
            printed.seek(size)
            line = printed.read().decode("utf-8", "replace")
        if not line.rstrip("\n").endswith("z"):
            raise SystemExit(f"soak: Send printed {line!r}, not the text ending in z")

    def drawn(self, timeout):
        """Whether the window was drawn on within `timeout` seconds of the last `undamage`."""
        self.display.flush()
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            while self.display.pending_events():
                if type(self.display.next_event()).__name__ == "DamageNotify":
                    return True
            time.sleep(0.002)
        return False

    def undamage(self):
        self.display.damage_subtract(self.damage)
        self.display.sync()
        while self.display.pending_events():
            self.display.next_event()

    # Every window size and tab, every page at the first sizes, the magnifier over the sticker pack and the kaomoji, and
    # a long press that opens the skin tones, each step waiting until the window has drawn it (without the focus, so no
    # caret blinks meanwhile). After it the caches that grow with what was drawn are at their steady state: glyph
    # pictures (far more than their 24 MiB budget are drawn at the first sizes) and sticker pictures (every sticker at
    # every size of cell, magnifier and tab icon, under their 16 MiB budget); what the rest of the soak adds to memory
    # is what the soak looks for. At most this many events:
    TOUR_EVENTS = 9000
    EVERY_PAGE_SIZES = 3
    MAGNIFIED_TABS = [TABS - 2, TABS - 1]
    TONES_TAB = 3

    def pages(self, tab):
        """The pages of `tab` in the current grid: one cell is delete; kaomoji (the last tab) take two columns a cell."""
        columns = self.layout.wide_columns if tab == TABS - 1 else self.layout.columns
        per_page = max(1, self.layout.rows * columns - 1)
        return max(1, -(-self.counts[tab] // per_page))

    def tour(self):
        self.root.set_input_focus(X.RevertToPointerRoot, X.CurrentTime)
        for size in range(len(SIZES)):
            self.undamage()
            self.resize()
            self.drawn(3)
            for tab in range(TABS):
                self.undamage()
                self.click(self.layout.tab(tab))
                self.drawn(3)
                if tab in self.MAGNIFIED_TABS:
                    self.magnify(tab)
                if tab == self.TONES_TAB:
                    self.undamage()
                    self.motion(self.layout.cell(0))
                    self.button(X.ButtonPress)
                    self.drawn(1)
                    self.undamage()
                    self.drawn(3)
                    self.motion((self.layout.width // 2, 2))
                    self.button(X.ButtonRelease)
                for _ in range(self.pages(tab) - 1 if size < self.EVERY_PAGE_SIZES else 0):
                    self.undamage()
                    self.motion(self.layout.cell(1))
                    self.button(X.ButtonPress, 5)
                    self.button(X.ButtonRelease, 5)
                    if not self.drawn(3):
                        break
        self.window.set_input_focus(X.RevertToParent, X.CurrentTime)
        self.display.sync()
        return self.events

    def magnify(self, tab):
        """Drags over every emotion of the tab's first page and lets go above the grid, which inserts nothing. Only cells
        that hold one: over an empty cell nothing is drawn, and waiting for it would cost a second each."""
        wide = tab == TABS - 1
        cells = self.layout.rows * (self.layout.wide_columns if wide else self.layout.columns) - 1
        centre = self.layout.wide_cell if wide else self.layout.cell
        self.motion(centre(0))
        self.button(X.ButtonPress)
        for cell in range(1, min(cells, self.counts[tab])):
            self.undamage()
            self.motion(centre(cell))
            self.drawn(1)
        self.motion((self.layout.width // 2, 2))
        self.button(X.ButtonRelease)

    def settle(self):
        """Back to the first size and tab, drawn, with the composer sent empty: the state every measurement is taken in."""
        if (self.layout.width, self.layout.height) != SIZES[0]:
            self.size_index = -1
            self.resize()
        self.click(self.layout.tab(1))
        self.send_and_wait()
        time.sleep(1)

    def action(self):
        # Where the window is now: the window manager may have moved it (after a resize, say). A click that missed
        # it would land on the frame or the desktop, where openbox moves windows and switches desktops.
        self.locate()
        layout = self.layout
        choice = self.random.random()
        if choice < 0.27:
            self.click(layout.cell(self.random.randrange(layout.cells - 1)))
        elif choice < 0.30:
            self.search() if self.random.random() < 0.5 else self.pin()
        elif choice < 0.42:
            self.drag()
        elif choice < 0.50:
            self.flick()
        elif choice < 0.58:
            self.scroll()
        elif choice < 0.68:
            self.click(layout.tab(self.random.randrange(TABS)))
        elif choice < 0.74:
            self.delete()
        elif choice < 0.90:
            self.typing()
        elif choice < 0.94:
            self.click(layout.field)
        elif choice < 0.945:
            self.resize()
        else:
            self.send_and_wait()

    def measure(self):
        with open(f"/proc/{self.pid}/status") as status:
            rss = next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))
        base = self.window.id & ~0x1FFFFF
        pixmaps = 0
        count = 0
        server_rss = None
        for client in self.display.res_query_clients().clients:
            if client.resource_base == base:
                reply = self.display.res_query_client_pixmap_bytes(client.resource_base)
                pixmaps = reply.bytes + (reply.bytes_overflow << 32)
                for kind in self.display.res_query_client_resources(client.resource_base).types:
                    if self.display.get_atom_name(kind.resource_type) == "PIXMAP":
                        count = kind.count
        server = os.environ.get("SOAK_XSERVER_PID")
        if server:
            with open(f"/proc/{server}/status") as status:
                server_rss = next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))
        return {"events": self.events, "keyboard_rss_kib": rss, "pixmap_bytes": pixmaps, "pixmaps": count,
                "xserver_rss_kib": server_rss, "time": time.monotonic()}


def main():
    window, pid, output, total = int(sys.argv[1], 0), int(sys.argv[2]), sys.argv[3], int(sys.argv[4])
    seed = int(sys.argv[5]) if len(sys.argv) > 5 else 1
    counts = [int(count) for count in os.environ.get("SOAK_TAB_COUNTS", "0 " * TABS).split()]
    if len(counts) != TABS:
        sys.exit(f"soak.py: SOAK_TAB_COUNTS names {len(counts)} tabs, the window has {TABS}")
    driver = Driver(window, pid, output, seed, counts)
    start = time.monotonic()
    marks = [total * tenth // 10 for tenth in range(1, 11)]
    if marks[0] >= Driver.TOUR_EVENTS:
        tour = driver.tour()
        print(json.dumps({"tour_events": tour, "seconds": round(time.monotonic() - start, 1)}), flush=True)
    for mark in marks:
        while driver.events < mark:
            driver.action()
        driver.settle()
        report = driver.measure()
        report["seconds"] = round(report.pop("time") - start, 1)
        print(json.dumps(report), flush=True)


if __name__ == "__main__":
    main()
