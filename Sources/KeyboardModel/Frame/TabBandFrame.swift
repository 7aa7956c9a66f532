/// What the tab bar's band shows.
public enum TabBandFrame: Hashable, Sendable {
    case tabs(TabBarFrame)
    case letters(LettersFrame)

    /// The search field's caret, while search is open.
    var caret: Rect? {
        if case .tabs(let bar) = self, case .search(let field) = bar.content { return field.line.caret }
        return nil
    }

    /// This band with `other`'s caret visibility: equal to `other` when only the search field's caret blinked.
    func blinked(as other: TabBandFrame) -> TabBandFrame {
        guard case .tabs(var bar) = self, case .search(var field) = bar.content,
            case .tabs(let next) = other, case .search(let nextField) = next.content
        else { return self }
        field.line.caretVisible = nextField.line.caretVisible
        bar.content = .search(field)
        return .tabs(bar)
    }
}
