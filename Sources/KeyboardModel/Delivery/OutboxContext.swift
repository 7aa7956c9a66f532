/// What the outbox reads of the window for one action: the delivery chosen, the application typed into, the time,
/// whether keys can be pressed and whether an input method runs, and the user's paste keys (`paste-keys`).
public struct OutboxContext: Hashable, Sendable {
    public var delivery: Delivery
    public var target: TargetWindow?
    public var now: Milliseconds
    /// XTest is there: keys can be pressed in other applications.
    public var canPressKeys: Bool
    public var inputMethodActive: Bool
    /// The setting as it is: the table is built only when a paste needs it, never on the outbox's ticks.
    public var pasteChoices: [String: PasteChoice]

    public init(
        delivery: Delivery, target: TargetWindow?, now: Milliseconds, canPressKeys: Bool, inputMethodActive: Bool,
        pasteChoices: [String: PasteChoice]
    ) {
        self.delivery = delivery
        self.target = target
        self.now = now
        self.canPressKeys = canPressKeys
        self.inputMethodActive = inputMethodActive
        self.pasteChoices = pasteChoices
    }

    /// Whether `type` delivers text by pasting it: under an input method, text typed through the layout's own keys
    /// would be converted (pinyin makes `e` 而), and a keycode bound anew could be read through the input method's
    /// stale copy of the keymap. Pasting never rebinds a key. Stickers still go as their codes, as typed.
    public var pastesTypedText: Bool { delivery == .type && inputMethodActive && canPressKeys }

    /// The paste key of the target's application.
    var pasteKey: PasteKey { PasteKeyTable(choices: pasteChoices).key(forClass: target?.className ?? "") }

    /// Whether the user chose typing over pasting for the target's application.
    var typesIntoTarget: Bool { PasteKeyTable(choices: pasteChoices).types(forClass: target?.className ?? "") }
}
