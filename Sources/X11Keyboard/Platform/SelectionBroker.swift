import CX11
import KeyboardModel

/// Owns CLIPBOARD and PRIMARY for copied text and asks other clients for theirs; speaks TARGETS and UTF8_STRING.
final class SelectionBroker {
    private let display: XDisplay
    private let window: Window
    private var owned: [Atom: String] = [:]
    private let utf8: Atom
    private let targets: Atom
    private let pasteProperty: Atom

    init(display: XDisplay, window: Window) {
        self.display = display
        self.window = window
        utf8 = display.atom("UTF8_STRING")
        targets = display.atom("TARGETS")
        pasteProperty = display.atom("EMOTION_KEYBOARD_PASTE")
    }

    private func atom(_ kind: ClipboardKind) -> Atom {
        kind == .clipboard ? display.atom("CLIPBOARD") : XA_PRIMARY
    }

    func own(_ kind: ClipboardKind, text: String, time: Time) {
        owned[atom(kind)] = text
        XSetSelectionOwner(display.handle, atom(kind), window, time)
    }

    func requestPaste(_ kind: ClipboardKind, time: Time) {
        XConvertSelection(display.handle, atom(kind), utf8, pasteProperty, window, time)
    }

    func selectionCleared(_ event: XSelectionClearEvent) {
        owned[event.selection] = nil
    }

    /// Answers another client's request for text we own.
    func answer(_ request: XSelectionRequestEvent) {
        var reply = XSelectionEvent()
        reply.type = SelectionNotify
        reply.display = request.display
        reply.requestor = request.requestor
        reply.selection = request.selection
        reply.target = request.target
        reply.time = request.time
        reply.property = 0
        let property = request.property != 0 ? request.property : request.target
        if let text = owned[request.selection] {
            if request.target == targets {
                var supported: [Int] = [Int(targets), Int(utf8), Int(XA_STRING)]
                supported.withUnsafeMutableBytes { bytes in
                    _ = XChangeProperty(display.handle, request.requestor, property, XA_ATOM, 32, PropModeReplace,
                                        bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(3))
                }
                reply.property = property
            } else if request.target == utf8 || request.target == XA_STRING {
                // STRING is Latin-1: characters outside it become '?', as ICCCM clients expect.
                var bytes = request.target == utf8 ? Array(text.utf8) : text.unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : UInt8(ascii: "?") }
                XChangeProperty(display.handle, request.requestor, property, request.target, 8, PropModeReplace, &bytes, Int32(bytes.count))
                reply.property = property
            }
        }
        var event = XEvent(xselection: reply)
        XSendEvent(display.handle, request.requestor, 0, 0, &event)
        display.flush()
    }

    /// The text another client sent for our paste request, or `nil` when it had none or sent no UTF-8.
    func received(_ event: XSelectionEvent) -> String? {
        guard event.property != 0 else { return nil }
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(display.handle, window, event.property, 0, 1 << 24, 1, Atom(AnyPropertyType),
                                        &type, &format, &count, &remaining, &data)
        defer { if let data { XFree(data) } }
        if type == display.atom("INCR") {
            StandardError.warn("the clipboard holds more text than one transfer carries (INCR); pasting it is not supported")
            return nil
        }
        guard status == Success, let data, format == 8 else { return nil }
        let bytes = UnsafeBufferPointer(start: data, count: Int(count))
        return String(validating: bytes, as: UTF8.self) ?? String(decoding: bytes, as: UTF8.self)
    }
}
