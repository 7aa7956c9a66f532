import FoundationEssentials
import KeyboardModel
import KeyboardStorage
import Testing

@testable import X11Keyboard

#if canImport(Glibc)
    import Glibc
    import KeyboardTestSupport
#endif

/// Issue 38: `list` decoded every sticker image at every call (48 µs each, 4.8 s for 100,000); an image found good and
/// unchanged since is not decoded again, and a broken or changed one still is.
@Suite("Sticker images checked once")
struct CheckedImagesTests {
    let folder = try! Fixtures.scratchFolder("checked-images")

    /// A pack of `good` copies of a shipped image and one image cut short.
    func catalog(good: Int) throws -> KeyboardCatalog {
        let png = try Fixtures.validPNG()
        var stickers: [String] = []
        for number in 0..<good {
            try AtomicFile.write(png, to: folder + "/g\(number).png", durable: false)
            stickers.append("{\"code\": \"[g\(number)]\", \"image\": \"g\(number).png\"}")
        }
        try AtomicFile.write(png.prefix(300), to: folder + "/cut.png", durable: false)
        stickers.append("{\"code\": \"[cut]\", \"image\": \"cut.png\"}")
        try AtomicFile.write(
            Data("{\"name\": \"Checked\", \"stickers\": [\(stickers.joined(separator: ","))]}".utf8),
            to: folder + "/pack.json", durable: false)
        let loaded = PackLoader.loadPack(at: folder)
        var problems: [PackProblem] = []
        return KeyboardCatalog(groups: [], packs: loaded.packs, kaomoji: [], problems: &problems)
    }

    @Test func aGoodImageUnchangedSinceIsNotDecodedAgainABrokenOneAlwaysIs() throws {
        let catalog = try catalog(good: 3)
        var checked = CheckedImages(parsing: nil)
        let first = StickerImageCheck.broken(in: catalog, checked: &checked)
        #expect(first.decoded == 4)
        #expect(first.broken.map(\.emotion.text) == ["[cut]"])
        #expect(checked.changed)
        var again = CheckedImages(parsing: checked.encoded)
        let second = StickerImageCheck.broken(in: catalog, checked: &again)
        #expect(second.decoded == 1, "only the broken image")
        #expect(second.broken.map(\.emotion.text) == ["[cut]"])
        #expect(!again.changed)
        // Rewritten in place, broken: its stamp changed, so it is decoded and named.
        let bytes = try Data(contentsOf: URL(fileURLWithPath: folder + "/g1.png"))
        let descriptor = open(folder + "/g1.png", O_WRONLY | O_TRUNC)
        #expect(descriptor >= 0)
        _ = bytes.prefix(200).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        var third = CheckedImages(parsing: again.encoded)
        let after = StickerImageCheck.broken(in: catalog, checked: &third)
        #expect(after.decoded == 2)
        #expect(after.broken.map(\.emotion.text).sorted() == ["[cut]", "[g1]"])
        #expect(third.changed, "the broken image left the record")
    }

    @Test func aDamagedRecordChecksEverything() throws {
        let catalog = try catalog(good: 2)
        var checked = CheckedImages(parsing: nil)
        _ = StickerImageCheck.broken(in: catalog, checked: &checked)
        let text = String(decoding: checked.encoded, as: UTF8.self)
        for damaged in [
            text.replacing("checked 1", with: "checked 0"), String(text.dropLast()), text.replacing("\t", with: " ")
        ] {
            var record = CheckedImages(parsing: Data(damaged.utf8))
            #expect(StickerImageCheck.broken(in: catalog, checked: &record).decoded == 3, "\(damaged.prefix(40))")
        }
    }
}
