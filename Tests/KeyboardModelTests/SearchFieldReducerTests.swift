import Testing

@testable import KeyboardModel

/// The search field's reducer alone (issue 36 step 3): what it changes is the query, what it asks of the window (the
/// grid's keys, the first result, the clipboard) are its effects.
@Suite("Search field: its own reducer")
struct SearchFieldReducerTests {
    func typing(_ text: String) -> SearchFieldAction { .key(.text(text), shift: false, answered: false) }

    @Test func anEnterBeforeTheAnswerWaitsForItAndAnyOtherKeyDropsIt() {
        var field = SearchFieldState()
        _ = field.reduce(typing("flag japan"))
        #expect(field.reduce(.key(.enter, shift: false, answered: false)) == [])
        #expect(field.reduce(.answered) == [.insertFirstResult])
        #expect(field.reduce(.answered) == [], "once")

        #expect(field.reduce(.key(.enter, shift: false, answered: false)) == [])
        _ = field.reduce(.key(.backspace, shift: false, answered: false))
        #expect(field.reduce(.answered) == [], "the user moved on")
        #expect(field.text.plainText == "flag japa")
        #expect(field.reduce(.key(.enter, shift: false, answered: true)) == [.insertFirstResult])
    }

    @Test func whatGoesInIsPrintableOnOneLineAndWithinTheQuerysLength() {
        var field = SearchFieldState()
        _ = field.reduce(.inserted("cat\nface\u{07}"))
        #expect(field.text.plainText == "catface")
        let long = String(repeating: "a", count: SearchIndex.maximumQueryLength * 2)
        _ = field.reduce(.inserted(long))
        _ = field.reduce(typing("b"))
        #expect(field.text.count == SearchIndex.maximumQueryLength)
        #expect(!field.text.plainText.contains("b"))
    }

    @Test func downGivesTheGridTheKeysAndCtrlVAsksForTheClipboard() {
        var field = SearchFieldState()
        #expect(field.reduce(.key(.down, shift: false, answered: true)) == [.focusGrid])
        #expect(field.reduce(.key(.control("v"), shift: false, answered: true)) == [.requestPaste])
        #expect(field.reduce(.key(.up, shift: false, answered: true)) == [])
        #expect(field == SearchFieldState())
    }

    @Test func editingKeysMoveTheCaretAndUndoTakesBackTheEdit() {
        var field = SearchFieldState()
        _ = field.reduce(typing("cat"))
        _ = field.reduce(.caretPlaced(0))
        _ = field.reduce(typing("a "))
        #expect(field.text.plainText == "a cat")
        _ = field.reduce(.key(.control("z"), shift: false, answered: false))
        #expect(field.text.plainText == "cat")
        _ = field.reduce(.key(.end, shift: false, answered: false))
        _ = field.reduce(.key(.backspace, shift: false, answered: false))
        #expect(field.text.plainText == "ca")
        _ = field.reduce(.key(.enter, shift: false, answered: false))
        _ = field.reduce(.cleared)
        #expect(field.text.isEmpty && !field.enterWhenAnswered)
    }
}
