import FoundationEssentials
import Testing
@testable import KeyboardFormats
@testable import KeyboardModel
@testable import KeyboardStorage

/// The seed projects' packs in the shapes their authors ship (fixtures of our own, written in those shapes).
@Suite("Seed pack formats")
struct SeedPackTests {
    @Test func imagesAreFoundAsImageNamedFindsThem() throws {
        let folder = try Fixtures.scratchFolder()
        let png = try Fixtures.validPNG()
        try Fixtures.write(png, to: folder + "/d_aini@2x.png")
        try Fixtures.write(png, to: folder + "/d_both@2x.png")
        try Fixtures.write(png, to: folder + "/d_both@3x.png")
        try Fixtures.write(png, to: folder + "/d_plain.png")
        try Fixtures.write(png, to: folder + "/lxh_gif@2x.png")
        try Fixtures.write(Plist.document(Plist.array([
            Plist.dict(["chs": Plist.string("[爱你]"), "png": Plist.string("d_aini.png"), "type": Plist.string("0")]),
            Plist.dict(["chs": Plist.string("[两个]"), "png": Plist.string("d_both.png"), "type": Plist.string("0")]),
            Plist.dict(["chs": Plist.string("[无后缀]"), "png": Plist.string("d_plain"), "type": Plist.string("0")]),
            Plist.dict(["chs": Plist.string("[动图]"), "png": Plist.string(""), "gif": Plist.string("lxh_gif.gif"), "type": Plist.string("0")]),
            Plist.dict(["chs": Plist.string("[没有]"), "png": Plist.string("d_none.png"), "type": Plist.string("0")]),
        ])), to: folder + "/info.plist")
        let result = PackLoader.loadPack(at: folder)
        let pack = try #require(result.packs.first)
        let images = pack.emotions.map { $0.imagePath.map(FileSystem.lastComponent) }
        #expect(images == ["d_aini@2x.png", "d_both@3x.png", "d_plain.png", "lxh_gif@2x.png"], "the largest scale present")
        #expect(result.problems.map(\.description) == ["pack \(FileSystem.lastComponent(folder)): entry #5 \"[没有]\": image d_none.png is missing"])
    }

    @Test func imageNamedCandidatesAreBounded() {
        #expect(StickerEntryBuilder.imageNamed("a.png") == ["a@3x.png", "a@2x.png", "a.png"])
        #expect(StickerEntryBuilder.imageNamed("a", in: "S.bundle/") == ["S.bundle/a@3x.png", "S.bundle/a@2x.png", "S.bundle/a.png", "S.bundle/a"])
        #expect(StickerEntryBuilder.imageNamed("").isEmpty)
        #expect(StickerEntryBuilder.imageNamed(String(repeating: "x", count: 10_000)).count <= 4)
    }
}
