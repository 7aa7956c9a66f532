import FoundationEssentials
import KeyboardTestSupport
import Testing

@testable import KeyboardFormats
@testable import KeyboardModel
@testable import KeyboardStorage

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 35: My stickers as people leave it: a `pack.json` linked from elsewhere or made a folder, entries the loader
/// refuses after a hand edit, and what a killed add left.
@Suite("My stickers after hand edits")
struct OwnStickerHandEditTests {
    func manifest(_ store: OwnStickerStore) throws -> String { try Fixtures.text(store.folder + "/pack.json") }

    @Test func aLinkedManifestIsReadAndWrittenThroughItsLink() throws {
        let store = try OwnStickerStoreTests.store()
        let png = try Fixtures.validPNG()
        _ = try store.add(image: png, code: "a", now: 1)
        let elsewhere = store.folder + "/../dotfiles"
        #expect(mkdir(elsewhere, 0o700) == 0)
        #expect(rename(store.folder + "/pack.json", elsewhere + "/pack.json") == 0)
        #expect(symlink(elsewhere + "/pack.json", store.folder + "/pack.json") == 0)

        #expect(try OwnStickerStoreTests.codes(store) == ["[a]"])
        let loaded = store.load()
        #expect(loaded.problems.isEmpty)
        #expect(loaded.packs.first?.emotions.map(\.text) == ["[a]"])
        let change = try store.add(image: png, code: "b", now: 2)
        #expect(change.notes.isEmpty, "nothing set aside")
        var info = stat()
        #expect(
            lstat(store.folder + "/pack.json", &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "the link stays a link")
        #expect(try Fixtures.text(elsewhere + "/pack.json").contains("[b]"), "its target has the change")
        #expect(FileSystem.contents(of: store.folder).allSatisfy { !$0.contains("corrupt") })
        _ = try store.remove(code: "a", now: 3)
        #expect(try OwnStickerStoreTests.codes(store) == ["[b]"])
    }

    @Test func aManifestThatIsAFolderIsOneLineForListAndForTheWindow() throws {
        let store = try OwnStickerStoreTests.store()
        #expect(PrivateFolder.prepare(store.folder) == nil)
        #expect(mkdir(store.folder + "/pack.json", 0o700) == 0)
        #expect(
            throws: OwnStickerStore.Failure("cannot read \(store.folder)/pack.json: pack.json is a folder, not a file")
        ) {
            try store.entries()
        }
        let loaded = store.load()
        #expect(loaded.packs.isEmpty)
        #expect(
            loaded.problems.map(\.description) == [
                PackProblem(pack: OwnStickerStore.packName, reason: "not loaded: pack.json is a folder, not a file")
                    .description
            ])
    }

    @Test func entriesTheLoaderRefusesAreMarkedAndCanBeRemoved() throws {
        let store = try OwnStickerStoreTests.store()
        let png = try Fixtures.validPNG()
        _ = try store.add(image: png, code: "a", now: 1)
        let image = try #require(try store.entries().first?.image)
        let hand = """
            {"name": "My stickers", "stickers": [
              {"code": "[a]", "image": "\(image)"},
              {"code": "[ ]", "image": "\(image)"},
              {"code": "bad\\ncode", "image": "\(image)"},
              {"code": "[gone]", "image": "missing.png"},
              {"code": "[a]", "image": "\(image)"}
            ]}
            """
        try Fixtures.write(hand, to: store.folder + "/pack.json")
        let entries = try store.entries()
        #expect(entries.map(\.code) == ["[a]", "[ ]", "bad\ncode", "[gone]", "[a]"])
        #expect(entries.map { $0.refusal == nil } == [true, false, false, false, false])
        #expect(entries[3].refusal == "image missing.png is missing")
        #expect(entries[4].refusal?.contains("duplicate code [a]") == true)
        #expect(store.load().packs.first?.emotions.map(\.text) == ["[a]"], "what list shows is what the window loads")

        // As the manifest has it, and as `list` prints it (escaped).
        #expect(try store.remove(code: "[ ]", now: 2).code == "[ ]")
        #expect(try store.remove(code: "bad\\ncode", now: 2).code == "bad\ncode")
        #expect(try store.remove(code: "gone", now: 2).code == "[gone]")
        #expect(try OwnStickerStoreTests.codes(store) == ["[a]", "[a]"])
        #expect(FileSystem.isFile(store.folder + "/" + image), "an image another entry names stays")
        #expect(throws: OwnStickerStore.Failure("no sticker [nothing] in My stickers")) {
            try store.remove(code: "nothing", now: 2)
        }
    }

    @Test func imageTemporariesAKilledAddLeftAreRemovedByTheNextChange() throws {
        let store = try OwnStickerStoreTests.store()
        let png = try Fixtures.validPNG()
        _ = try store.add(image: png, code: "a", now: 1)
        let leftovers = ["sticker-k1ll3d.png.tmp-abc", "sticker-x.gif.tmp-1"]
        let kept = ["sticker-x.png.tmp-", "mine.png.tmp-abc", "pack.json.tmp-abc", "sticker-.png.tmp-a"]
        for name in leftovers + kept {
            try Fixtures.write(Data(repeating: 7, count: 100), to: store.folder + "/" + name)
        }
        // A link of that name is not ours to follow or remove.
        #expect(symlink("/etc/passwd", store.folder + "/sticker-l.png.tmp-z") == 0)
        _ = try store.rename(code: "a", to: "b", now: 2)
        let names = Set(FileSystem.contents(of: store.folder))
        #expect(names.isDisjoint(with: leftovers))
        #expect(Set(kept + ["sticker-l.png.tmp-z"]).isSubset(of: names))
    }

    @Test func withoutTheLockOnlyOldTemporariesGo() throws {
        let store = try OwnStickerStoreTests.store()
        #expect(PrivateFolder.prepare(store.folder) == nil)
        for name in ["sticker-old.png.tmp-1", "sticker-new.png.tmp-1"] {
            try Fixtures.write(Data([1]), to: store.folder + "/" + name)
        }
        var times = [timespec(tv_sec: 1000, tv_nsec: 0), timespec(tv_sec: 1000, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, store.folder + "/sticker-old.png.tmp-1", &times, 0) == 0)
        store.removeImageTemporaries(locked: false, now: Int(time(nil)))
        #expect(FileSystem.contents(of: store.folder) == ["sticker-new.png.tmp-1"])
    }
}
