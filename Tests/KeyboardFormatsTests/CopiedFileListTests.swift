import Testing

@testable import KeyboardFormats

/// ➕ and `sticker add --clipboard` take an image file a file manager copied: its `text/uri-list` or GNOME Files'
/// list, read as the local paths it names.
@Suite("Files copied in a file manager")
struct CopiedFileListTests {
    func list(_ text: String, gnome: Bool = false, host: String? = nil) -> CopiedFileList {
        CopiedFileList(Array(text.utf8), gnome: gnome, host: host)
    }

    @Test func aURIListGivesItsLocalPathsInOrderWithEscapesDecoded() {
        let copied = list("# a comment\r\nfile:///home/u/my%20cat.png\r\nfile://localhost/tmp/%E7%8C%AB.gif\r\n")
        #expect(copied.paths == ["/home/u/my cat.png", "/tmp/猫.gif"])
        #expect(copied.others == 0)
    }

    @Test func gnomeFilesListStartsWithItsVerb() {
        #expect(list("copy\nfile:///a.png\nfile:///b.png", gnome: true).paths == ["/a.png", "/b.png"])
        #expect(list("cut\nfile:///a.png", gnome: true).paths == ["/a.png"])
        #expect(list("copy\nfile:///a.png").paths == ["/a.png"], "as a URI list, the verb is a line that is no URI")
        #expect(list("copy\nfile:///a.png").others == 1)
    }

    @Test func onlyThisMachinesFilesCount() {
        let copied = list(
            "https://example.com/a.png\nfile://elsewhere/a.png\nFILE:///b.png\nfile://Box/c.png", host: "box")
        #expect(copied.paths == ["/b.png", "/c.png"])
        #expect(copied.others == 2)
        #expect(list("file:/short/form.png").paths == ["/short/form.png"])
    }

    @Test func badEscapesNULAndNonUTF8AreSkippedNotGuessed() {
        let copied = list(
            "file:///a%2.png\nfile:///a%zz.png\nfile:///nul%00.png\nfile:///latin%E9.png\nfile:///ok.png%")
        #expect(copied.paths.isEmpty)
        #expect(copied.others == 5)
    }

    @Test func aFragmentOrQueryIsNotPartOfThePath() {
        #expect(
            list("file:///a.png#frag\nfile:///b.png?x=1\nfile:///c%23d.png").paths == ["/a.png", "/b.png", "/c#d.png"])
    }

    @Test func randomBytesGiveOnlyAbsolutePathsWithoutNUL() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("file:///%0aA-z#?\r\n\u{0}".utf8) + [0xE7, 0x8C, 0xAB, 0xFF]
        for _ in 0..<2000 {
            let bytes = (0..<Int.random(in: 0..<60, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator)!
            }
            let copied = CopiedFileList(bytes, gnome: Bool.random(using: &generator))
            #expect(copied.paths.allSatisfy { $0.hasPrefix("/") && !$0.contains("\u{0}") })
            #expect(copied.paths.count + copied.others <= CopiedFileList.limit)
        }
    }

    @Test func atMostLimitLinesAreRead() {
        let many = (0..<(CopiedFileList.limit + 10)).map { "file:///\($0).png" }.joined(separator: "\n")
        #expect(list(many).paths.count == CopiedFileList.limit)
        #expect(list("").paths.isEmpty && list("").others == 0)
    }
}
