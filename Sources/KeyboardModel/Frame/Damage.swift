/// A part of the window to redraw and copy: `rect` of the layout's region `region`, which is the whole region or,
/// when only a caret blinked, the caret.
public struct Damage: Hashable, Sendable {
    public let region: Rect
    public let rect: Rect

    public init(whole region: Rect) {
        self.region = region
        rect = region
    }

    public init(_ rect: Rect, of region: Rect) {
        self.region = region
        self.rect = rect
    }
}
