import KeyboardModel

/// A part of the window to redraw and copy: `rect` of the layout's region `region`, which is the whole region or,
/// when only a caret blinked, the caret.
struct Damage: Equatable {
    let region: Rect
    let rect: Rect

    init(whole region: Rect) {
        self.region = region
        rect = region
    }

    init(_ rect: Rect, of region: Rect) {
        self.region = region
        self.rect = rect
    }
}
