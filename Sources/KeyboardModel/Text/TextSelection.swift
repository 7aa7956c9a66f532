/// Cursor and selection in atom positions: `anchor` stays put while `head` moves; the cursor is `head`.
public struct TextSelection: Hashable, Sendable {
    public var anchor: Int
    public var head: Int

    public init(anchor: Int, head: Int) {
        self.anchor = anchor
        self.head = head
    }

    public static func cursor(_ position: Int) -> TextSelection { TextSelection(anchor: position, head: position) }

    public var isEmpty: Bool { anchor == head }
    public var range: Range<Int> { min(anchor, head)..<max(anchor, head) }
}
