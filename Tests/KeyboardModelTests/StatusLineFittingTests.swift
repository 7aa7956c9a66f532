import Testing

@testable import KeyboardModel

/// Issue 33: at the default width the status line was cut with "…" in the middle of its hint. What does not fit
/// whole is left out, the hint kept before the code.
@Suite("The status line's parts fit whole or not at all")
struct StatusLineFittingTests {
    /// Every grapheme 5 px wide at any size.
    let fitting = TextFitting { _, _ in 5 }
    let line = StatusLine(
        name: "waving hand", code: "U+1F44B", pinned: false, hint: "hold for skin tones · right-click to pin")

    func width(_ text: String) -> Int { text.count * 5 }
    var name: Int { width(line.name) }
    var code: Int { width(StatusLine.gap + line.code) }
    var hint: Int { width(StatusLine.gap + line.hint) }

    func fitted(_ width: Int, _ line: StatusLine? = nil) -> StatusLine {
        (line ?? self.line).fitted(width: width, size: 13, fitting: fitting)
    }

    @Test func aLineThatFitsIsLeftWhole() {
        #expect(fitted(name + code + hint) == line)
        #expect(fitted(10_000) == line)
    }

    @Test func theCodeGoesFirstThenTheHint() {
        let noCode = StatusLine(name: line.name, pinned: false, hint: line.hint)
        #expect(fitted(name + code + hint - 1) == noCode, "one pixel short: the code goes, the hint stays")
        #expect(fitted(name + hint) == noCode)
        let noHint = StatusLine(name: line.name, code: line.code)
        #expect(fitted(name + hint - 1) == noHint, "the hint does not fit: the code, which does, stays")
        #expect(fitted(name + code) == noHint)
        #expect(fitted(name + code - 1) == StatusLine(name: line.name), "the name alone")
        #expect(fitted(3) == StatusLine(name: line.name), "a name too long on its own is kept, to be cut when drawn")
    }

    @Test func theStarOfAPinnedEmotionTakesItsRoom() {
        let pinned = StatusLine(name: line.name, code: line.code, pinned: true, hint: line.hint)
        let star = width("★ ")
        #expect(fitted(star + name + code + hint, pinned) == pinned)
        #expect(fitted(name + code + hint, pinned).code.isEmpty, "without room for the star, the code goes")
    }

    @Test func whatTheLineIsAboutIsKept() {
        let pages = StatusLine(name: "Page 3 of 9", hint: "click a dot", besidePages: true)
        #expect(fitted(1, pages) == StatusLine(name: "Page 3 of 9", besidePages: true))
    }
}
