/// What the typing delivery sends: text (whole graphemes, in order), presses of BackSpace, or one key of the user's
/// keymap as the letters layer presses it.
public enum Keystrokes: Hashable, Sendable {
    case text(String)
    case backspace(count: Int)
    case key(KeyPress)

    /// `items` with `next` appended, merging it into the last item when they are of one kind.
    static func appending(_ next: Keystrokes, to items: [Keystrokes]) -> [Keystrokes] {
        var items = items
        switch (items.last, next) {
        case (.text(let text)?, .text(let more)): items[items.count - 1] = .text(text + more)
        case (.backspace(let count)?, .backspace(let more)): items[items.count - 1] = .backspace(count: count + more)
        default: items.append(next)
        }
        return items
    }
}
