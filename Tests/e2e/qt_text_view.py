#!/usr/bin/python3
"""A Qt5 window with one QTextEdit, for the delivery tests (PyQt5): writes the edit's whole text to the file named by
the first argument after every change (replacing the file, so a reader never sees half of it). Its title is the second
argument. Runs until killed; SIGTERM ends it after a last write."""
import os
import signal
import sys

from PyQt5.QtCore import QTimer
from PyQt5.QtWidgets import QApplication, QTextEdit

path, title = sys.argv[1], sys.argv[2]
app = QApplication(sys.argv[:1])
edit = QTextEdit()
edit.setAcceptRichText(False)


def changed():
    with open(path + ".new", "w", encoding="utf-8") as out:
        out.write(edit.toPlainText())
    os.replace(path + ".new", path)


edit.textChanged.connect(changed)
edit.setWindowTitle(title)
edit.resize(400, 200)
edit.show()
edit.activateWindow()
edit.setFocus()
# Python handles signals between Qt events only when the interpreter runs: a timer wakes it.
signal.signal(signal.SIGTERM, lambda *_: (changed(), app.quit()))
wake = QTimer()
wake.timeout.connect(lambda: None)
wake.start(200)
sys.exit(app.exec_())
