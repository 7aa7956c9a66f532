/// Text on its way out of the window and every timer of that trip, so the shell only performs and reports.
public struct Outbox: Hashable, Sendable {
    /// The spare keycodes go back to the user's keymap after this long without typing. No reply says that the
    /// target has looked the last keycodes up (it does when it handles the events), so this is a time, not a fact:
    /// a target busier than that would read the user's own keysym on a bound keycode. The user sees nothing when it
    /// passes; a refusal (`.keymapRestoreRefused`) waits as long again. Issue 31 keeps this open.
    public static let keymapRestoreDelay: Milliseconds = 2000
    /// How long a Send waits for the fact that its target is the active window (`_NET_ACTIVE_WINDOW` naming it, or
    /// the input focus without an EWMH window manager). Past it the text is back in the composer and a notice says the
    /// application did not take the focus.
    public static let focusTimeout: Milliseconds = 1500
    /// Typing that found the focus in our own window waits for the focus to be the target's again (the fact is the
    /// shell finding it there before it presses a key): it asks for the target and looks again this often, until
    /// `focusTimeout`, after which the text is back in the composer with the same notice.
    public static let refocusRetryDelay: Milliseconds = 50
    /// The outer bound of a paste: how long the text is served to a target that has not read a text target yet (the
    /// fact waited for; a stopped or busy target gets it when it wakes). Then the user's clipboard comes back and the
    /// text returns to the composer with a notice that the application did not take the paste.
    public static let pasteReadTimeout: Milliseconds = 30_000
    /// Once the target has read the text (the fact), the clipboard keeps it until the target has made no request
    /// for this long (it may ask for several targets), then the user's clipboard comes back; the user sees nothing.
    /// Reads of other clients (a clipboard manager, an input method's clipboard add-on) do not count.
    public static let clipboardRestoreDelay: Milliseconds = 300

    /// How long a Send by Enter waits for the fact of the Enter's KeyRelease (or the focus leaving, which sends too)
    /// before it goes anyway: the release may go to another window, or a key may be held down on purpose. The user
    /// sees the text sent, two seconds late.
    public static let enterReleaseTimeout: Milliseconds = 2000

    /// A Send in compose mode waiting for its target to have the focus.
    public struct PendingSend: Hashable, Sendable {
        public var content: ClipboardContent
        public var target: TargetWindow
        public var until: Milliseconds
    }

    /// Where the paste at the head of `pastes` is.
    public enum PasteStage: Hashable, Sendable {
        /// The user's clipboard is being kept. No clock ends this: the broker reports how it went, whether the owner
        /// answered in full, refused, quit or stopped making progress.
        case savingClipboard
        /// The paste key was pressed in `target`; the text is served until `target` reads it, or `until`.
        case awaitingRead(target: TargetWindow?, until: Milliseconds)
        /// `target` read the text; the user's clipboard comes back `at` this time unless it asks again before.
        case restoring(target: TargetWindow?, at: Milliseconds)
        /// The paste key found the focus in our own window (a window manager focusing it for the click on Send after
        /// `target` had been seen active): `target` is asked for again, and the key pressed `retryAt` (until
        /// `refocusUntil`).
        case refocusing(target: TargetWindow, retryAt: Milliseconds)
    }

    /// Keystrokes not typed yet, in order.
    public internal(set) var typing: [Keystrokes] = []
    /// When to try the rest of `typing` again: the keycodes it needs are still in use by what was just typed.
    public internal(set) var typingRetryAt: Milliseconds?
    /// When the keycodes we bound go back to the user's keymap.
    public internal(set) var keymapRestoreAt: Milliseconds?
    public internal(set) var pendingSend: PendingSend?
    /// Typing or the paste key found the focus in the keyboard's own window (a window manager focusing it for the
    /// click on Send after the target had been seen active): until this time it asks for the target again and waits.
    public internal(set) var refocusUntil: Milliseconds?
    /// Enter pressed in the composer: the Send waits until its release (or this time), because keys pressed in the
    /// target while the Enter is still down meet it there: the server takes our Return for a repeat of the held one,
    /// and the first line break is lost.
    public internal(set) var sendOnEnterRelease: Milliseconds?
    /// Texts to paste, in order; the first is under way when `pasteStage` is set.
    public internal(set) var pastes: [ClipboardContent] = []
    public internal(set) var pasteStage: PasteStage?

    public init() {}

    /// Whether nothing is on its way.
    public var isIdle: Bool {
        typing.isEmpty && pendingSend == nil && sendOnEnterRelease == nil && pastes.isEmpty && pasteStage == nil
    }

    /// The earliest time the outbox needs a tick.
    public var nextDeadline: Milliseconds? {
        var times: [Milliseconds] = [typingRetryAt, pendingSend?.until, sendOnEnterRelease].compactMap { $0 }
        if typing.isEmpty, let keymapRestoreAt { times.append(keymapRestoreAt) }
        switch pasteStage {
        case .awaitingRead(_, let until)?: times.append(until)
        case .restoring(_, let at)?: times.append(at)
        case .refocusing(_, let retryAt)?: times.append(retryAt)
        case .savingClipboard?, nil: break
        }
        return times.min()
    }
}
