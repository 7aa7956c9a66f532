import CX11
import FoundationEssentials
import KeyboardFormats
import KeyboardModel
import KeyboardStorage

/// The atoms the selection protocol uses, interned once.
struct SelectionAtoms {
    let clipboard, targets, timestamp, incr, utf8String, textPlainUTF8, text, imagePNG, imageGIF, imageWebP, textHTML,
        uriList: Atom
    let clipboardManager, saveTargets, pasteProperty, saveProperty, timeProperty, targetsProperty: Atom

    /// Every name above, for `XDisplay.internAtoms`: start-up interns them in one round trip, before the window is mapped.
    static let names = [
        "CLIPBOARD", "TARGETS", "TIMESTAMP", "INCR", "UTF8_STRING", "text/plain;charset=utf-8", "TEXT", "image/png",
        "image/gif", "image/webp", "text/html", "text/uri-list", "CLIPBOARD_MANAGER", "SAVE_TARGETS",
        "EMOTION_KEYBOARD_PASTE",
        "EMOTION_KEYBOARD_SAVE", "EMOTION_KEYBOARD_TIME", "EMOTION_KEYBOARD_TARGETS"
    ]

    init(_ display: XDisplay) {
        display.internAtoms(Self.names)
        self.init { display.atom($0) }
    }

    /// Each atom from `atom(name)`, with the names of `names`.
    init(atom: (String) -> Atom) {
        clipboard = atom("CLIPBOARD")
        targets = atom("TARGETS")
        timestamp = atom("TIMESTAMP")
        incr = atom("INCR")
        utf8String = atom("UTF8_STRING")
        textPlainUTF8 = atom("text/plain;charset=utf-8")
        text = atom("TEXT")
        imagePNG = atom("image/png")
        imageGIF = atom("image/gif")
        imageWebP = atom("image/webp")
        textHTML = atom("text/html")
        uriList = atom("text/uri-list")
        clipboardManager = atom("CLIPBOARD_MANAGER")
        saveTargets = atom("SAVE_TARGETS")
        pasteProperty = atom("EMOTION_KEYBOARD_PASTE")
        saveProperty = atom("EMOTION_KEYBOARD_SAVE")
        timeProperty = atom("EMOTION_KEYBOARD_TIME")
        targetsProperty = atom("EMOTION_KEYBOARD_TARGETS")
    }

    func selection(_ kind: ClipboardKind) -> Atom { kind == .clipboard ? clipboard : XA_PRIMARY }
}
