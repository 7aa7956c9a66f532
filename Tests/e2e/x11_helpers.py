#!/usr/bin/python3
"""Small X clients the end-to-end tests and benchmarks need, written with python3-xlib:

  keys-down                 print how many keys the server has down (0 when nothing is held)
  never-read SECONDS        ask for the CLIPBOARD as UTF8_STRING and never read the answer (a stuck INCR requestor)
  slow-owner DELAY TEXT [SECONDS]
                            own CLIPBOARD with TEXT for SECONDS (default 60) and answer TARGETS and UTF8_STRING,
                            each DELAY seconds after it is asked (an application busy or loaded); print the window
  clipboard-manager FILE    act as a clipboard manager: own CLIPBOARD_MANAGER, answer SAVE_TARGETS by copying the
                            CLIPBOARD's UTF8_STRING into FILE, then exit
  count-mappings FILE       count MappingNotify events until SIGTERM, then write the count to FILE
  click WINDOW X Y          press and release button 1 at X Y in WINDOW with synthetic events (for a server
                            without XTest, where xdotool cannot click)
  ping WINDOW [SECONDS]      send WINDOW a _NET_WM_PING and wait for its answer (default 10 s): print "answered", or
                            "no answer" and exit 1; every event sent to the window before has then been handled
  selection-owner NAME      print the window owning the selection NAME in decimal (0 when none)
  convert-selection NAME TARGET
                            convert the selection NAME to TARGET and print the answer's type and values (atoms by
                            name), or "refused"
  late-target FILE DELAY [TARGETS_DELAY]
                            a mapped window of class LateTarget that pastes as GTK and Qt do, only late: on Ctrl+V
                            it asks CLIPBOARD for TARGETS (after TARGETS_DELAY seconds, default 0), then DELAY seconds
                            later for UTF8_STRING (at CurrentTime, so a restored clipboard would answer), and appends
                            what came (nothing when refused) to FILE; prints its window id, then "ready"
  eager-reader FILE         read the CLIPBOARD's UTF8_STRING each time its owner changes (as a clipboard manager or an
                            input method's clipboard add-on does) and append each to FILE, one line each, until SIGTERM
  vanishing-requestors N    N clients that each ask for the CLIPBOARD (TARGETS, then UTF8_STRING) and close at once,
                            their window gone before the answer (each answer then fails with BadWindow)
  xsettings-owner FILE      act as a settings daemon whose _XSETTINGS_SETTINGS property holds FILE's bytes: take
                            _XSETTINGS_S0, announce it (MANAGER), print "ready", then on each line read from standard
                            input set the property again from FILE; exit at end of input
"""
import signal
import sys
import time

from Xlib import X, Xatom, display
from Xlib.protocol import event


def keys_down():
    d = display.Display()
    print(sum(bin(byte).count("1") for byte in d.query_keymap()))


def never_read(seconds):
    d = display.Display()
    window = d.screen().root.create_window(0, 0, 1, 1, 0, X.CopyFromParent)
    clipboard = d.intern_atom("CLIPBOARD")
    window.convert_selection(clipboard, d.intern_atom("UTF8_STRING"), d.intern_atom("STUCK"), X.CurrentTime)
    d.flush()
    time.sleep(float(seconds))


def silent_owner(seconds):
    """Owns CLIPBOARD for `seconds` and answers no request for it (a stalled browser or chat)."""
    d = display.Display()
    window = d.screen().root.create_window(0, 0, 1, 1, 0, X.CopyFromParent)
    window.set_selection_owner(d.intern_atom("CLIPBOARD"), X.CurrentTime)
    d.flush()
    time.sleep(float(seconds))


def slow_owner(delay, text, seconds="60"):
    """Owns CLIPBOARD with `text` and answers each request `delay` seconds late (an application busy or loaded)."""
    d = display.Display()
    window = d.screen().root.create_window(0, 0, 1, 1, 0, X.CopyFromParent)
    clipboard = d.intern_atom("CLIPBOARD")
    targets, utf8 = d.intern_atom("TARGETS"), d.intern_atom("UTF8_STRING")
    window.set_selection_owner(clipboard, X.CurrentTime)
    d.flush()
    print(window.id, flush=True)
    deadline = time.time() + float(seconds)
    while time.time() < deadline:
        if not d.pending_events():
            time.sleep(0.01)
            continue
        e = d.next_event()
        if e.type != X.SelectionRequest:
            continue
        time.sleep(float(delay))
        prop = e.property or e.target
        if e.target == targets:
            e.requestor.change_property(prop, Xatom.ATOM, 32, [targets, utf8])
        elif e.target == utf8:
            e.requestor.change_property(prop, utf8, 8, text.encode())
        else:
            prop = X.NONE
        e.requestor.send_event(event.SelectionNotify(time=e.time, requestor=e.requestor, selection=e.selection,
                                                     target=e.target, property=prop))
        d.flush()


def quitting_owner(seconds):
    """Owns CLIPBOARD and quits, without an answer, at the first request for it (a browser that crashed)."""
    d = display.Display()
    window = d.screen().root.create_window(0, 0, 1, 1, 0, X.CopyFromParent)
    window.set_selection_owner(d.intern_atom("CLIPBOARD"), X.CurrentTime)
    d.flush()
    print("ready", flush=True)
    deadline = time.time() + float(seconds)
    while time.time() < deadline:
        if not d.pending_events():
            time.sleep(0.01)
            continue
        if d.next_event().type == X.SelectionRequest:
            return


def refusing_server(number):
    """An X server at display :NUMBER that refuses every connection with a reason of two lines, which Xlib prints."""
    import os, socket, struct
    path = "/tmp/.X11-unix/X%s" % number
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(path)
    listener.listen(4)
    print("ready", flush=True)
    try:
        listener.settimeout(20)
        while True:
            connection, _ = listener.accept()
            connection.recv(4096)
            reason = b"No protocol specified\nsecond line of the refusal"
            padded = reason + b"\0" * (-len(reason) % 4)
            connection.sendall(struct.pack("=BBHHH", 0, len(reason), 11, 0, len(padded) // 4) + padded)
            connection.close()
    except socket.timeout:
        pass
    finally:
        os.unlink(path)


def clipboard_manager(path):
    d = display.Display()
    window = d.screen().root.create_window(0, 0, 1, 1, 0, X.CopyFromParent, event_mask=X.PropertyChangeMask)
    manager = d.intern_atom("CLIPBOARD_MANAGER")
    clipboard = d.intern_atom("CLIPBOARD")
    utf8 = d.intern_atom("UTF8_STRING")
    save_targets = d.intern_atom("SAVE_TARGETS")
    kept = d.intern_atom("KEPT")
    window.set_selection_owner(manager, X.CurrentTime)
    d.flush()
    print("ready", flush=True)
    deadline = time.time() + 30
    while time.time() < deadline:
        if not d.pending_events():
            time.sleep(0.01)
            continue
        e = d.next_event()
        if e.type == X.SelectionRequest and e.selection == manager and e.target == save_targets:
            # Copy the clipboard's text from its owner, then tell the requestor it is saved.
            window.convert_selection(clipboard, utf8, kept, X.CurrentTime)
            d.flush()
            while True:
                reply = d.next_event()
                if reply.type == X.SelectionNotify and reply.selection == clipboard:
                    break
            value = window.get_full_property(kept, X.AnyPropertyType)
            with open(path, "wb") as out:
                out.write(value.value if value else b"")
            notify = event.SelectionNotify(time=e.time, requestor=e.requestor, selection=manager, target=save_targets,
                                           property=e.property)
            e.requestor.send_event(notify)
            d.flush()
            return


def count_mappings(path):
    d = display.Display()
    count = [0]

    def finish(*_):
        with open(path, "w") as out:
            out.write(str(count[0]))
        sys.exit(0)

    signal.signal(signal.SIGTERM, finish)
    d.screen().root.get_geometry()
    print("ready", flush=True)
    while True:
        e = d.next_event()
        if e.type == X.MappingNotify and e.request == X.MappingKeyboard:
            count[0] += 1


def click(window_id, x, y):
    d = display.Display()
    window = d.create_resource_object("window", int(window_id, 0))
    root = d.screen().root
    for kind, cls in ((X.ButtonPress, event.ButtonPress), (X.ButtonRelease, event.ButtonRelease)):
        e = cls(time=X.CurrentTime, root=root, window=window, same_screen=1, child=X.NONE, root_x=0, root_y=0,
                event_x=int(x), event_y=int(y), state=0 if kind == X.ButtonPress else X.Button1Mask, detail=1)
        window.send_event(e, event_mask=X.ButtonPressMask if kind == X.ButtonPress else X.ButtonReleaseMask)
    d.sync()


def ping(window_id, seconds="10"):
    """Sends WINDOW a _NET_WM_PING, as a window manager does, and prints "answered" once the reply (with our own
    timestamp) reaches the root window, or "no answer" after SECONDS: a barrier, since the client answers from the
    loop that handles its input."""
    if answered(display.Display(), window_id, seconds):
        print("answered")
        return
    print("no answer")
    sys.exit(1)


def answered(d, window_id, seconds="10"):
    """Whether WINDOW answered a _NET_WM_PING sent on display `d` within SECONDS (see `ping`)."""
    root = d.screen().root
    root.change_attributes(event_mask=X.SubstructureNotifyMask)
    window = d.create_resource_object("window", int(window_id, 0))
    protocols, ping_atom = d.intern_atom("WM_PROTOCOLS"), d.intern_atom("_NET_WM_PING")
    stamp = int(time.monotonic() * 1000) & 0x7FFFFFFF
    window.send_event(event.ClientMessage(window=window, client_type=protocols,
                                          data=(32, [ping_atom, stamp, window.id, 0, 0])), event_mask=0)
    d.flush()
    deadline = time.time() + float(seconds)
    while time.time() < deadline:
        if not d.pending_events():
            time.sleep(0.005)
            continue
        e = d.next_event()
        if e.type == X.ClientMessage and e.window == root and list(e.data[1][:3]) == [ping_atom, stamp, window.id]:
            return True
    return False


def selection_owner(name):
    d = display.Display()
    owner = d.get_selection_owner(d.intern_atom(name))
    print(owner.id if owner else 0)


def convert_selection(name, target):
    d = display.Display()
    window = d.screen().root.create_window(0, 0, 1, 1, 0, X.CopyFromParent)
    answer = d.intern_atom("ANSWER")
    window.convert_selection(d.intern_atom(name), d.intern_atom(target), answer, X.CurrentTime)
    d.flush()
    deadline = time.time() + 5
    while time.time() < deadline:
        if not d.pending_events():
            time.sleep(0.01)
            continue
        e = d.next_event()
        if e.type == X.SelectionNotify:
            if e.property == X.NONE:
                print("refused")
                return
            value = window.get_full_property(answer, X.AnyPropertyType)
            names = [d.get_atom_name(v) for v in value.value] if value.property_type == Xatom.ATOM else list(value.value)
            print(d.get_atom_name(value.property_type), *names)
            return
    print("no answer")


def read_selection(d, window, selection, target, property, when):
    """Converts `selection` to `target` into `property` of `window`; the answer's bytes, or None when refused."""
    window.convert_selection(selection, target, property, when)
    d.flush()
    deadline = time.time() + 40
    while time.time() < deadline:
        e = d.next_event()
        if e.type == X.SelectionNotify and e.selection == selection and e.target == target:
            if e.property == X.NONE:
                return None
            value = window.get_full_property(property, X.AnyPropertyType)
            window.delete_property(property)
            d.flush()
            return bytes(value.value) if value else b""
    return None


def late_target(path, delay, targets_delay="0"):
    d = display.Display()
    root = d.screen().root
    window = root.create_window(420, 420, 300, 120, 0, X.CopyFromParent, event_mask=X.KeyPressMask | X.PropertyChangeMask)
    window.set_wm_class("latetarget", "LateTarget")
    window.set_wm_name("late paste target")
    window.map()
    d.sync()
    clipboard = d.intern_atom("CLIPBOARD")
    targets, utf8 = d.intern_atom("TARGETS"), d.intern_atom("UTF8_STRING")
    answer = d.intern_atom("LATE_ANSWER")
    print(window.id, flush=True)
    print("ready", flush=True)
    while True:
        e = d.next_event()
        if e.type != X.KeyPress or not e.state & X.ControlMask:
            continue
        if d.keycode_to_keysym(e.detail, 0) not in (ord("v"), ord("V")) and d.keycode_to_keysym(e.detail, 1) not in (ord("v"), ord("V")):
            continue
        time.sleep(float(targets_delay))
        read_selection(d, window, clipboard, targets, answer, e.time)
        time.sleep(float(delay))
        text = read_selection(d, window, clipboard, utf8, answer, X.CurrentTime)
        with open(path, "ab") as out:
            out.write(text or b"")


def eager_reader(path):
    d = display.Display()
    window = d.screen().root.create_window(0, 0, 1, 1, 0, X.CopyFromParent)
    clipboard, utf8 = d.intern_atom("CLIPBOARD"), d.intern_atom("UTF8_STRING")
    answer = d.intern_atom("EAGER_ANSWER")
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    last = None
    print("ready", flush=True)
    while True:
        owner = d.get_selection_owner(clipboard)
        owner = owner.id if owner else 0
        if owner != last:
            last = owner
            if owner:
                text = read_selection(d, window, clipboard, utf8, answer, X.CurrentTime)
                with open(path, "ab") as out:
                    out.write((text or b"") + b"\n")
        time.sleep(0.01)


def vanishing_requestors(count):
    for index in range(int(count)):
        d = display.Display()
        window = d.screen().root.create_window(0, 0, 1, 1, 0, X.CopyFromParent)
        clipboard = d.intern_atom("CLIPBOARD")
        target = d.intern_atom("TARGETS" if index % 2 else "UTF8_STRING")
        window.convert_selection(clipboard, target, d.intern_atom("GONE"), X.CurrentTime)
        window.destroy()
        d.close()


def xsettings_owner(path):
    d = display.Display()
    root = d.screen().root
    window = root.create_window(0, 0, 1, 1, 0, X.CopyFromParent)
    selection = d.intern_atom("_XSETTINGS_S0")
    settings = d.intern_atom("_XSETTINGS_SETTINGS")

    def publish():
        with open(path, "rb") as source:
            window.change_property(settings, settings, 8, source.read())
        d.flush()

    publish()
    window.set_selection_owner(selection, X.CurrentTime)
    manager = event.ClientMessage(window=root, client_type=d.intern_atom("MANAGER"),
                                  data=(32, [X.CurrentTime, selection, window.id, 0, 0]))
    root.send_event(manager, event_mask=X.StructureNotifyMask)
    d.flush()
    print("ready", flush=True)
    for _ in sys.stdin:
        publish()
        print("ready", flush=True)


if __name__ == "__main__":
    command, *arguments = sys.argv[1:]
    {"keys-down": keys_down, "never-read": never_read, "silent-owner": silent_owner, "quitting-owner": quitting_owner,
     "slow-owner": slow_owner,
     "refusing-server": refusing_server, "clipboard-manager": clipboard_manager,
     "count-mappings": count_mappings, "click": click, "ping": ping, "selection-owner": selection_owner,
     "convert-selection": convert_selection, "late-target": late_target, "eager-reader": eager_reader,
     "vanishing-requestors": vanishing_requestors,
     "xsettings-owner": xsettings_owner}[command](*arguments)
