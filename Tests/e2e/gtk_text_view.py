#!/usr/bin/python3
"""A GTK3 window with one text view, for the delivery tests: writes the view's whole text to the file named by the
first argument after every change (replacing the file, so a reader never sees half of it). Its title is the second
argument. Runs until killed."""
import os
import sys

import gi
gi.require_version("Gtk", "3.0")
from gi.repository import Gtk  # noqa: E402

path, title = sys.argv[1], sys.argv[2]


def changed(buffer):
    text = buffer.get_text(buffer.get_start_iter(), buffer.get_end_iter(), True)
    with open(path + ".new", "w", encoding="utf-8") as out:
        out.write(text)
    os.replace(path + ".new", path)


window = Gtk.Window(title=title)
window.set_default_size(400, 200)
view = Gtk.TextView()
view.get_buffer().connect("changed", changed)
window.add(view)
window.connect("destroy", Gtk.main_quit)
window.show_all()
view.grab_focus()
Gtk.main()
