import Testing

@testable import KeyboardModel

/// Issue 11: a sticker's image path is kept as its pack's shared folder and a file name, and reads back whole.
@Suite("Sticker image paths")
struct StickerImagePathTests {
    @Test(arguments: [
        "/x.png", "/home/user/.local/share/emotion-keyboard/packs/豆豆/笑哭.png", "/a/b/c/", "relative.png", "", "/"
    ])
    func aPathReadsBackWhole(path: String) {
        #expect(StickerImagePath(path).path == path)
        #expect(StickerImagePath(path, sharing: StickerImagePath("/elsewhere/a.png")).path == path)
        #expect(StickerImagePath(path, sharing: StickerImagePath(path)).path == path)
    }

    @Test func equalPathsAreEqualWhetherTheirFolderIsSharedOrNot() {
        let first = StickerImagePath("/packs/one/a.png")
        let shared = StickerImagePath("/packs/one/b.png", sharing: first)
        let alone = StickerImagePath("/packs/one/b.png")
        #expect(shared == alone && shared.hashValue == alone.hashValue)
        #expect(shared != first)
        #expect(
            StickerImagePath("/packs/two/b.png", sharing: first).path == "/packs/two/b.png",
            "another folder is not shared")
        #expect(Set([first, shared, alone]).count == 2)
    }
}
