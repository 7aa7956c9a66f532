#!/usr/bin/python3
"""A GTK window with one text view, for the delivery tests: writes the view's whole text to the file named by the
first argument after every change (replacing the file, so a reader never sees half of it). Its title is the second
argument; the third is the GTK version, 3 (the default) or 4. Runs until killed."""
import os
import sys

import gi

path, title = sys.argv[1], sys.argv[2]
version = sys.argv[3] if len(sys.argv) > 3 else "3"
gi.require_version("Gtk", version + ".0")
from gi.repository import GLib, Gtk  # noqa: E402


def changed(buffer):
    text = buffer.get_text(buffer.get_start_iter(), buffer.get_end_iter(), True)
    with open(path + ".new", "w", encoding="utf-8") as out:
        out.write(text)
    os.replace(path + ".new", path)


view = Gtk.TextView()
view.get_buffer().connect("changed", changed)
if version == "3":
    window = Gtk.Window(title=title)
    window.set_default_size(400, 200)
    window.add(view)
    window.connect("destroy", Gtk.main_quit)
    window.show_all()
    view.grab_focus()
    Gtk.main()
else:
    loop = GLib.MainLoop()
    window = Gtk.Window(title=title)
    window.set_default_size(400, 200)
    window.set_child(view)
    window.connect("close-request", lambda _: loop.quit() or False)
    window.present()
    view.grab_focus()
    loop.run()
