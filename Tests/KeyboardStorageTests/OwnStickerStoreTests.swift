import FoundationEssentials
import KeyboardTestSupport
import Testing

@testable import KeyboardFormats
@testable import KeyboardModel
@testable import KeyboardStorage

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 25: the user's own pack, My stickers.
@Suite("My stickers")
struct OwnStickerStoreTests {
    static func store(_ name: String = #function) throws -> OwnStickerStore {
        OwnStickerStore(folder: try Fixtures.scratchFolder(name) + "/my-stickers")
    }

    static func codes(_ store: OwnStickerStore) throws -> [String] { try store.entries().map(\.code) }

    @Test func addedStickersLoadAsTheOwnTabInTheOrderAddedAndSurviveAReload() throws {
        let store = try Self.store()
        #expect(try store.entries().isEmpty && store.load().packs.isEmpty, "no pack before the first add")
        let png = try Fixtures.validPNG()
        #expect(try store.add(image: png, code: "笑", now: 1).code == "[笑]")
        let file = store.folder + "/../copy.png"
        try Fixtures.write(png, to: file)
        #expect(try store.add(imageAt: file, code: "[cat cry]", now: 1).code == "[cat cry]")
        let reloaded = OwnStickerStore(folder: store.folder)
        #expect(try Self.codes(reloaded) == ["[笑]", "[cat cry]"])
        let loaded = reloaded.load()
        #expect(loaded.problems.isEmpty)
        let pack = try #require(loaded.packs.first)
        #expect(
            pack.isOwn && pack.name == OwnStickerStore.packName && pack.emotions.map(\.text) == ["[笑]", "[cat cry]"])
        let images = try reloaded.entries().map(\.image)
        #expect(Set(images).count == 2 && images.allSatisfy { $0.hasPrefix("sticker-") && $0.hasSuffix(".png") })
        #expect(
            try FileSystem.read(store.folder + "/" + images[0], limit: 1 << 20) == png,
            "the image is copied in, byte for byte")

        let catalog = Fixtures.catalog(groupSizes: [2], packs: loaded.packs)
        let tab = try #require(catalog.tabs.first { $0.isOwnStickers })
        #expect(
            tab.kind == .pack && UIWords(.english).title(of: tab) == "My stickers"
                && UIWords(.chinese).title(of: tab) == "我的表情")
    }

    @Test func codesAreCheckedAsTheLoadersCheckThem() throws {
        let store = try Self.store()
        let png = try Fixtures.validPNG()
        _ = try store.add(image: png, code: "a", now: 1)
        let refusals = [
            "a", "[a]", "b]", "[x[y]", "", "a\u{0007}", "tab\tname", String(repeating: "长", count: 30),
            "zero\u{200B}width"
        ]
        for typed in refusals {
            #expect(throws: OwnStickerStore.Failure.self, "\(typed.debugDescription)") {
                try store.add(image: png, code: typed, now: 1)
            }
        }
        #expect(throws: OwnStickerStore.Failure("[taken] is the code of a sticker in another pack")) {
            try store.add(image: png, code: "taken", isTaken: { $0 == "[taken]" }, now: 1)
        }
        #expect(throws: OwnStickerStore.Failure("[a] is in My stickers already")) {
            try store.add(image: png, code: "[a]", now: 1)
        }
        #expect(try Self.codes(store) == ["[a]"], "nothing refused was written")
        #expect(
            FileSystem.contents(of: store.folder).filter { $0 != "pack.json" }.count == 1,
            "nor any image of a refused add")
    }

    @Test func codesOfOnlySpacesAreRefusedOnAddAndRename() throws {
        let store = try Self.store()
        let png = try Fixtures.validPNG()
        for typed in ["[ ]", "[   ]", " ", "[\u{20}\u{20}]"] {
            #expect(
                throws: OwnStickerStore.Failure(
                    "\(TerminalText.quoted(typed)): code must have a visible character inside [name], not only spaces"),
                "\(typed.debugDescription)"
            ) { try store.add(image: png, code: typed, now: 1) }
        }
        _ = try store.add(image: png, code: "[a b]", now: 1)
        #expect(throws: OwnStickerStore.Failure.self) { try store.rename(code: "[a b]", to: "[ ]", now: 2) }
        #expect(
            try Self.codes(store) == ["[a b]"],
            "a space between visible characters is fine; nothing refused was written")
        #expect(StickerCode.validate("[ ]") == .failure(.onlySpaces))
        #expect(StickerCode.validate("[ x ]") == .success("[ x ]"))
    }

    @Test func imagesAreCheckedBeforeTheyAreCopied() throws {
        let store = try Self.store()
        var cut = try Fixtures.validPNG()
        cut.removeLast(cut.count / 2)
        let gif = Data("GIF89a".utf8) + Data([16, 0, 16, 0, 0, 0, 0, 0x3B])
        let hugeGIF = Data("GIF89a".utf8) + Data([0xFF, 0xFF, 1, 0, 0, 0, 0, 0x3B])
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0] + [UInt8](repeating: 0, count: 40))
        let webp =
            Data("RIFF".utf8) + Data([22, 0, 0, 0]) + Data("WEBPVP8X".utf8)
            + Data([10, 0, 0, 0, 0x10, 0, 0, 0, 31, 0, 0, 31, 0, 0])
        for (bytes, reason) in [
            (cut, "not a usable PNG"), (Data("hello".utf8), "not a PNG, GIF or WebP"), (jpeg, "a JPEG"),
            (hugeGIF, "65535 x 1 pixels")
        ] {
            do {
                _ = try store.add(image: bytes, code: "x", now: 1)
                Issue.record("accepted \(reason)")
            } catch {
                #expect(error.description.contains(reason), "\(error)")
            }
        }
        #expect(try store.add(image: gif, code: "g", now: 1).code == "[g]")
        #expect(try store.add(image: webp, code: "w", now: 1).code == "[w]")
        #expect(try store.entries().map(\.image).map { $0.split(separator: ".").last } == ["gif", "webp"])
        let header = try StickerImageHeader(webp)
        #expect(header.kind == .webp && header.width == 32 && header.height == 32)
        let folder = try Fixtures.scratchFolder()
        try Fixtures.write(Data(count: OwnStickerStore.maximumImageBytes + 1), to: folder + "/big.png")
        #expect(throws: OwnStickerStore.Failure.self) {
            try store.add(imageAt: folder + "/big.png", code: "big", now: 1)
        }
        #expect(throws: OwnStickerStore.Failure.self) { try store.add(imageAt: folder, code: "dir", now: 1) }
    }

    @Test func removeRenameAndMoveRewriteTheManifest() throws {
        let store = try Self.store()
        let png = try Fixtures.validPNG()
        for code in ["a", "b", "c", "d"] { _ = try store.add(image: png, code: code, now: 1) }
        let imageOfB = try store.entries()[1].image
        _ = try store.remove(code: "b", now: 1)
        #expect(try Self.codes(store) == ["[a]", "[c]", "[d]"])
        #expect(!FileSystem.isFile(store.folder + "/" + imageOfB), "the image goes with it")
        #expect(throws: OwnStickerStore.Failure("no sticker [b] in My stickers")) {
            try store.remove(code: "b", now: 1)
        }

        let imageOfC = try store.entries()[1].image
        #expect(try store.rename(code: "[c]", to: "see", now: 1).code == "[see]")
        #expect(
            try store.entries()[1] == OwnStickerStore.Entry(code: "[see]", image: imageOfC, refusal: nil),
            "same image, same place")
        #expect(throws: OwnStickerStore.Failure.self) { try store.rename(code: "see", to: "a", now: 1) }
        #expect(throws: OwnStickerStore.Failure.self) { try store.rename(code: "see", to: "o[k", now: 1) }
        #expect(throws: OwnStickerStore.Failure.self) {
            try store.rename(code: "see", to: "theirs", isTaken: { $0 == "[theirs]" }, now: 1)
        }

        _ = try store.move(code: "d", by: -1, now: 1)
        #expect(try Self.codes(store) == ["[a]", "[d]", "[see]"])
        _ = try store.move(code: "a", by: -1, now: 1)
        _ = try store.move(code: "see", by: 5, now: 1)
        #expect(try Self.codes(store) == ["[a]", "[d]", "[see]"], "stops at either end")
        _ = try store.move(code: "a", by: 2, now: 1)
        #expect(try Self.codes(store) == ["[d]", "[see]", "[a]"])
        #expect(store.load().packs.first?.emotions.map(\.text) == ["[d]", "[see]", "[a]"])
        for code in ["d", "see", "a"] { _ = try store.remove(code: code, now: 1) }
        let empty = store.load()
        #expect(
            empty.packs.count == 1 && empty.packs[0].emotions.isEmpty && empty.problems.isEmpty,
            "an emptied pack stays, as an empty tab")
        #expect(FileSystem.contents(of: store.folder) == ["pack.json"])
    }

    @Test func aBrokenManifestIsKeptAsideNeverOverwritten() throws {
        let store = try Self.store()
        let png = try Fixtures.validPNG()
        _ = try store.add(image: png, code: "a", now: 1)
        let broken = #"{"name": "My stickers", "stickers": [{"code": "[a]""#
        try Fixtures.write(broken, to: store.folder + "/pack.json")
        #expect(throws: OwnStickerStore.Failure.self) { try store.entries() }
        #expect(throws: OwnStickerStore.Failure.self) { try store.remove(code: "a", now: 1) }
        #expect(throws: OwnStickerStore.Failure.self) { try store.rename(code: "a", to: "b", now: 1) }
        #expect(
            try Fixtures.text(store.folder + "/pack.json") == broken,
            "a change that cannot start over leaves it as it is")
        #expect(
            store.load().problems.count == 1 && store.load().packs.isEmpty, "loading reports it and touches nothing")

        let change = try store.add(image: png, code: "b", now: 1234)
        #expect(change.notes.count == 1 && change.notes[0].contains("pack.json.corrupt-1234"), "\(change.notes)")
        #expect(try Fixtures.text(store.folder + "/pack.json.corrupt-1234") == broken)
        #expect(try Self.codes(store) == ["[b]"])
    }

    @Test func aFolderOthersCanWriteToIsRefused() throws {
        let store = try Self.store()
        _ = try store.add(image: try Fixtures.validPNG(), code: "a", now: 1)
        chmod(store.folder, 0o777)
        defer { chmod(store.folder, 0o700) }
        #expect(store.load().packs.isEmpty && store.load().problems.count == 1)
        #expect(throws: OwnStickerStore.Failure.self) {
            try store.add(image: try Fixtures.validPNG(), code: "b", now: 1)
        }
    }
}

extension OwnStickerStoreTests {
    @Test func moveToAPlaceStopsAtTheEnds() throws {
        let store = try Self.store()
        let png = try Fixtures.validPNG()
        for code in ["a", "b", "c"] { _ = try store.add(image: png, code: code, now: 1) }
        _ = try store.move(code: "c", to: 0, now: 1)
        #expect(try Self.codes(store) == ["[c]", "[a]", "[b]"])
        _ = try store.move(code: "c", to: 99, now: 1)
        #expect(try Self.codes(store) == ["[a]", "[b]", "[c]"])
        let manifest = try Fixtures.text(store.folder + "/pack.json")
        #expect(
            manifest.hasPrefix("{\n  \"name\" : \"My stickers\""), "sorted keys: the same list gives the same bytes")
    }
}

extension OwnStickerStoreTests {
    @Test func imageHeadersAreBoundedBeforeTheirSizesAreRead() throws {
        func refusal(_ bytes: [UInt8]) -> String? {
            do {
                _ = try StickerImageHeader(Data(bytes))
                return nil
            } catch {
                return error.description
            }
        }
        let riff = { (size: UInt8, chunk: String, body: [UInt8]) in
            Array("RIFF".utf8) + [size, 0, 0, 0] + Array("WEBP".utf8) + Array(chunk.utf8) + body
        }
        #expect(refusal(Array("GIF89a".utf8) + [1, 0]) == "a GIF cut short")
        #expect(refusal(Array("GIF87a".utf8) + [0, 0, 1, 0, 0, 0, 0, 0]) == "0 x 1 pixels; at most 16384 a side")
        #expect(
            refusal(riff(200, "VP8X", [UInt8](repeating: 0, count: 18))) == "a WebP cut short",
            "the RIFF size says more than there is")
        #expect(refusal(riff(22, "VP8L", [UInt8](repeating: 0, count: 18))) == "a WebP with a bad lossless header")
        #expect(refusal(riff(22, "VP8 ", [UInt8](repeating: 0, count: 18))) == "a WebP with a bad lossy header")
        #expect(refusal(riff(22, "ABCD", [UInt8](repeating: 0, count: 18))) == "a WebP of an unknown kind")
        #expect(refusal(riff(4, "VP8X", [])) == "a WebP cut short")
        // A lossless 3 x 2 image: the 14-bit sides minus one, packed after the 0x2F signature.
        let lossless = try StickerImageHeader(
            Data(riff(22, "VP8L", [10, 0, 0, 0, 0x2F, 2, 0x40, 0, 0] + [UInt8](repeating: 0, count: 9))))
        #expect(lossless.kind == .webp && lossless.width == 3 && lossless.height == 2)
        let lossy = try StickerImageHeader(
            Data(
                riff(
                    22, "VP8 ", [10, 0, 0, 0, 0, 0, 0, 0x9D, 0x01, 0x2A, 64, 0, 48, 0] + [UInt8](repeating: 0, count: 4)
                )))
        #expect(lossy.width == 64 && lossy.height == 48)
        #expect(refusal([]) == "not a PNG, GIF or WebP image")
    }
}

extension OwnStickerStoreTests {
    /// Every prefix of every kind, with random bytes after it: a refusal or a size within bounds, never a trap.
    @Test func imageHeadersOfRandomBytesNeverTrap() {
        var random = SystemRandomNumberGenerator()
        let prefixes: [[UInt8]] = [
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], Array("GIF89a".utf8), Array("RIFF".utf8),
            Array("RIFF".utf8) + [30, 0, 0, 0] + Array("WEBPVP8X".utf8),
            Array("RIFF".utf8) + [30, 0, 0, 0] + Array("WEBPVP8L".utf8),
            Array("RIFF".utf8) + [30, 0, 0, 0] + Array("WEBPVP8 ".utf8), [0xFF, 0xD8, 0xFF], []
        ]
        for _ in 0..<20_000 {
            let prefix = prefixes[Int(random.next() % UInt64(prefixes.count))]
            let bytes = prefix + (0..<Int(random.next() % 48)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            if let header = try? StickerImageHeader(Data(bytes)) {
                #expect(
                    (1...StickerImageHeader.maximumSide).contains(header.width)
                        && (1...StickerImageHeader.maximumSide).contains(header.height))
            }
        }
    }
}

extension OwnStickerStoreTests {
    /// A pack edited by hand, as docs/packs.md allows: a rename keeps the sticker's names, and a remove deletes only
    /// an image an add copied in, never one the user put there.
    @Test func handEditsSurviveRenameAndRemove() throws {
        let store = try Self.store()
        let png = try Fixtures.validPNG()
        _ = try store.add(image: png, code: "copied", now: 1)
        let copied = try store.entries()[0].image
        try Fixtures.write(png, to: store.folder + "/mine.png")
        let manifest =
            #"{"name": "My stickers", "stickers": [{"code": "[copied]", "image": "\#(copied)"}, "#
            + #"{"code": "[mine]", "image": "mine.png", "name_en": "my cat", "name_zh": "我的猫"}]}"#
        try Fixtures.write(manifest, to: store.folder + "/pack.json")

        _ = try store.rename(code: "mine", to: "cat", now: 1)
        let renamed = try NativePackFormat.Manifest.parse(Data(Fixtures.text(store.folder + "/pack.json").utf8)).get()
            .stickers[1]
        #expect(renamed == .init(code: "[cat]", image: "mine.png", nameEN: "my cat", nameZH: "我的猫"))

        _ = try store.remove(code: "cat", now: 1)
        #expect(FileSystem.isFile(store.folder + "/mine.png"), "the user's own file stays")
        _ = try store.remove(code: "copied", now: 1)
        #expect(!FileSystem.isFile(store.folder + "/" + copied), "the copy an add made goes")
        #expect(
            OwnStickerStore.isCopiedImageName("sticker-a1.webp") && !OwnStickerStore.isCopiedImageName("sticker-.png")
                && !OwnStickerStore.isCopiedImageName("sticker-a1.jpg")
                && !OwnStickerStore.isCopiedImageName("../sticker-a1.png"))
    }

    /// The window and a `sticker` command (or two commands) changing My stickers at once: every add is kept.
    @Test func changesAtOnceAreNotLost() async throws {
        let folder = try Self.store().folder
        let png = try Fixtures.validPNG()
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<2 {
                group.addTask {
                    let store = OwnStickerStore(folder: folder)
                    for index in 0..<12 { _ = try? store.add(image: png, code: "w\(writer)-\(index)", now: 1) }
                }
            }
        }
        #expect(try OwnStickerStore(folder: folder).entries().count == 24)
    }
}
