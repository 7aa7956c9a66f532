import KeyboardTestSupport
import Testing

@testable import KeyboardModel
@testable import KeyboardStorage

/// Issue 35: names with spaces other than U+0020 and invisible fillers are cleaned as they load.
@Suite("Names: other spaces and fillers")
struct DisplayNameSpacesTests {
    static let spaces: [Unicode.Scalar] = [0x00A0, 0x1680, 0x2000, 0x2005, 0x200A, 0x202F, 0x205F, 0x3000].map {
        Unicode.Scalar($0)!
    }
    static let fillers: [Unicode.Scalar] = [0x034F, 0x115F, 0x1160, 0x3164, 0xFFA0, 0x17B4, 0x17B5].map {
        Unicode.Scalar($0)!
    }

    @Test(arguments: spaces)
    func otherSpacesBecomePlainAndAreTrimmed(space: Unicode.Scalar) {
        let cleaned = DisplayName.clean(String(space) + "开心" + String(space) + "笑" + String(space))
        #expect(cleaned.name == "开心 笑")
        #expect(cleaned.change == "spaces other than U+0020 made plain")
        #expect(DisplayName.clean(String(space)).name.isEmpty)
    }

    @Test(arguments: fillers)
    func fillersAreRemoved(filler: Unicode.Scalar) {
        let cleaned = DisplayName.clean("cat" + String(filler) + "cry")
        #expect(cleaned.name == "catcry")
        #expect(cleaned.change == "invisible fillers removed")
        #expect(DisplayName.clean(String(filler)).name.isEmpty, "a name of fillers alone is no name")
        #expect(TerminalText.isSafe(cleaned.name))
    }

    @Test func cleanNamesAndEmojiStay() {
        for name in ["开心", "cat cry", "👨‍👩‍👧 family", "❤️", "(＾∀＾)", "葛\u{E0100}"] {
            #expect(DisplayName.clean(name) == DisplayName.Cleaned(name: name, change: nil), "\(name.debugDescription)")
        }
        let both = DisplayName.clean("a\u{3000}b\u{3164}\u{0007}")
        #expect(
            both.name == "a b"
                && both.change
                    == "control characters removed, invisible fillers removed, spaces other than U+0020 made plain"
        )
    }

    /// A sticker's names from a pack load cleaned, with one line saying so, and a name of fillers alone falls back to
    /// the code's name.
    @Test func packNamesLoadCleaned() throws {
        let folder = try Fixtures.scratchFolder()
        try Fixtures.write(try Fixtures.validPNG(), to: folder + "/a.png")
        try Fixtures.write(
            #"{"name": "\u3000Pack\u00A0", "stickers": [{"code": "[a]", "image": "a.png", "name_en": "cat\u2000cry", "name_zh": "\u3164"}]}"#,
            to: folder + "/pack.json")
        let result = PackLoader.loadPack(at: folder)
        let pack = try #require(result.packs.first)
        #expect(pack.name == "Pack")
        #expect(pack.emotions.map(\.nameEN) == ["cat cry"] && pack.emotions.map(\.nameZH) == ["a"])
        #expect(
            result.problems.map(\.reason) == [
                "name: spaces other than U+0020 made plain", "name_en: spaces other than U+0020 made plain",
                "name_zh: invisible fillers removed"
            ])
    }
}
