import FoundationEssentials
import KeyboardTestSupport
import Testing

@testable import X11Keyboard

/// Issue 35: a pack named with `--pack` that gives no sticker is one line and exit 1, before any window opens.
@Suite("Packs named on the command line")
struct NamedPackTests {
    func folder(manifest: String, _ name: String = #function) throws -> String {
        let path = try Fixtures.scratchFolder(name)
        try Fixtures.write(manifest, to: path + "/pack.json")
        return path
    }

    func failure(_ directories: [String]) -> String? {
        do {
            _ = try CatalogLoading.namedPacks(directories)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func aPackWhoseEveryEntryIsRefusedIsAnError() throws {
        let pack = try folder(
            manifest:
                #"{"name": "P", "stickers": [{"code": "[a]", "image": "a.png"}, {"code": "b", "image": "b.png"}]}"#)
        let line = try #require(failure([pack]))
        #expect(
            line
                == "\(pack) gives no sticker: pack P: entry #1 \"[a]\": image a.png is missing, the first of its problems"
        )
        #expect(!line.contains("\n"))
    }

    @Test func aPackThatListsNoStickerIsAnError() throws {
        let pack = try folder(manifest: #"{"name": "P", "stickers": []}"#)
        #expect(failure([pack]) == "\(pack) gives no sticker: its manifest lists none")
    }

    @Test func aPackWithOneGoodStickerLoadsWithItsProblems() throws {
        let pack = try folder(
            manifest:
                #"{"name": "P", "stickers": [{"code": "[a]", "image": "a.png"}, {"code": "[b]", "image": "b.png"}]}"#)
        let png = try Fixtures.validPNG()
        try png.write(to: URL(fileURLWithPath: pack + "/b.png"))
        let loaded = try CatalogLoading.namedPacks([pack])
        #expect(loaded.packs.first?.emotions.map(\.text) == ["[b]"])
        #expect(loaded.problems.count == 1)
    }
}
