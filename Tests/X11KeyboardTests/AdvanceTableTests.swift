import Testing

@testable import X11Keyboard

@Suite("Advance table")
struct AdvanceTableTests {
    @Test func remembersBMPCharactersPerSizeAndForgetsTheOldestSize() {
        var table = AdvanceTable()
        #expect(table.width(of: "a", size: 12) == nil)
        table.remember(7, of: "a", size: 12)
        table.remember(13, of: "中", size: 12)
        table.remember(0, of: "\u{301}", size: 12)
        #expect(table.width(of: "a", size: 12) == 7)
        #expect(table.width(of: "中", size: 12) == 13)
        #expect(table.width(of: "\u{301}", size: 12) == 0)
        #expect(table.width(of: "b", size: 12) == nil, "same page, not measured")
        #expect(table.width(of: "a", size: 13) == nil, "another size")
        for size in 20..<24 { table.remember(size, of: "a", size: size) }
        #expect(table.width(of: "a", size: 12) == nil, "the oldest of five sizes is forgotten")
        #expect(table.width(of: "a", size: 23) == 23)
    }

    @Test func leavesOtherCharactersAndWidthsToTheCache() {
        var table = AdvanceTable()
        for character: Character in ["😀", "e\u{301}", "👍🏽", "\r\n"] {
            table.remember(9, of: character, size: 12)
            #expect(table.width(of: character, size: 12) == nil, "\(character.unicodeScalars.map(\.value))")
        }
        table.remember(-1, of: "a", size: 12)
        table.remember(70_000, of: "b", size: 12)
        #expect(table.width(of: "a", size: 12) == nil)
        #expect(table.width(of: "b", size: 12) == nil)
    }
}
