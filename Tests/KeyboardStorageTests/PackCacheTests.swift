import FoundationEssentials
import Testing

@testable import KeyboardModel
@testable import KeyboardStorage

#if canImport(Glibc)
    import Glibc
    import KeyboardTestSupport
#endif

/// Issue 11: the user's packs come from the pack cache while nothing they depend on changed.
@Suite("Pack cache")
struct PackCacheTests {
    /// A packs folder with two packs of `count` stickers each, and where the cache file goes.
    struct Setup {
        let packs: String
        let cacheFile: String
        /// A moment long enough after the fixture's files were written for their stamps to be trusted.
        static var later: Int { Int(time(nil)) + PackCache.settleSeconds + 1 }

        init(_ name: String = #function, count: Int = 3) throws {
            let root = try Fixtures.scratchFolder(name)
            packs = root + "/packs"
            cacheFile = root + "/packs.cache"
            for pack in ["one", "two"] {
                let folder = packs + "/" + pack
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                for number in 0..<count { try Fixtures.write(try Fixtures.validPNG(), to: folder + "/s\(number).png") }
                try PackLoadingTests.pack((0..<count).map { ("[\(pack)\($0)]", "s\($0).png") }, in: folder)
            }
        }

        func lookUp(configured: [String] = []) -> PackCache.Lookup {
            PackCache.lookUp(userPacks: packs, configured: configured, path: cacheFile)
        }

        /// Loads the packs from their folders and keeps them in the cache file, as the window does after a miss.
        func loadAndKeep(configured: [String] = []) -> PackLoadResult {
            let lookup = lookUp(configured: configured)
            var loaded = PackLoader.loadUserPacks(in: packs)
            for folder in configured { loaded.merge(PackLoader.loadPack(at: folder)) }
            PackCache.keep(loaded, after: lookup, now: Setup.later) { data in
                try? AtomicFile.write(data, to: cacheFile, durable: false)
            }
            return loaded
        }

        func cacheText() throws -> String { try Fixtures.text(cacheFile) }

        func writeCache(_ text: String) throws { try Fixtures.write(text, to: cacheFile) }
    }

    @Test func aKeptLoadComesBackEqualUntilAManifestAFileListOrAModeChanges() throws {
        let setup = try Setup()
        #expect(setup.lookUp().packs == nil, "nothing kept yet")
        let loaded = setup.loadAndKeep()
        #expect(loaded.packs.count == 2 && loaded.problems.isEmpty)
        #expect(setup.lookUp().packs?.packs == loaded.packs, "the same packs, stickers, names, images and covers")

        try PackLoadingTests.pack([("[one0]", "s0.png")], in: setup.packs + "/one")
        #expect(setup.lookUp().packs == nil, "a manifest rewritten")
        _ = setup.loadAndKeep()
        #expect(setup.lookUp().packs?.packs.first?.emotions.count == 1)

        try Fixtures.write(try Fixtures.validPNG(), to: setup.packs + "/two/new.png")
        #expect(setup.lookUp().packs == nil, "an image added to a pack")
        _ = setup.loadAndKeep()
        #expect(rename(setup.packs + "/two/s0.png", setup.packs + "/two/moved.png") == 0)
        #expect(setup.lookUp().packs == nil, "an image renamed away")
        #expect(rename(setup.packs + "/two/moved.png", setup.packs + "/two/s0.png") == 0)
        _ = setup.loadAndKeep()
        #expect(setup.lookUp().packs != nil)

        #expect(mkdir(setup.packs + "/three", 0o700) == 0)
        #expect(setup.lookUp().packs == nil, "a pack folder added")
        #expect(setup.loadAndKeep().problems.count == 1, "an empty pack folder is a problem")
        #expect(setup.lookUp().packs == nil, "so it is not kept")
        try Fixtures.write(try Fixtures.validPNG(), to: setup.packs + "/three/a.png")
        try PackLoadingTests.pack([("[three]", "a.png")], in: setup.packs + "/three")
        _ = setup.loadAndKeep()
        #expect(setup.lookUp().packs?.packs.count == 3)
        #expect(chmod(setup.packs, 0o777) == 0)
        #expect(setup.lookUp().packs == nil, "the packs folder made writable by others: loaded again, and refused")
        #expect(PackLoader.loadUserPacks(in: setup.packs).packs.isEmpty)
    }

    @Test func configuredFoldersAreStampedToo() throws {
        let setup = try Setup()
        let extra = try Fixtures.scratchFolder("configuredExtra")
        try Fixtures.write(try Fixtures.validPNG(), to: extra + "/x.png")
        try PackLoadingTests.pack([("[x]", "x.png")], in: extra)
        _ = setup.loadAndKeep(configured: [extra])
        #expect(setup.lookUp(configured: [extra]).packs?.packs.count == 3)
        #expect(setup.lookUp(configured: []).packs == nil, "other configured folders: another load")
        try PackLoadingTests.pack([("[y]", "x.png")], in: extra)
        #expect(setup.lookUp(configured: [extra]).packs == nil)
    }

    @Test func aLoadWithAProblemOrWithoutPacksIsNotKept() throws {
        let setup = try Setup()
        try PackLoadingTests.pack([("[one0]", "s0.png"), ("[one1]", "missing.png")], in: setup.packs + "/one")
        let loaded = setup.loadAndKeep()
        #expect(loaded.problems.count == 1)
        #expect(!FileSystem.isFile(setup.cacheFile), "a broken pack is loaded, and reported, at every start")
        let empty = try Fixtures.scratchFolder("emptyPacks")
        let lookup = PackCache.lookUp(userPacks: empty, configured: [], path: setup.cacheFile)
        PackCache.keep(PackLoader.loadUserPacks(in: empty), after: lookup, now: Setup.later) { _ in
            Issue.record("nothing to keep")
        }
    }

    @Test func aPackWithImagesDeeperThanTheStampsReachIsNotKept() throws {
        let setup = try Setup()
        let deep = setup.packs + "/one/a/b"
        try FileManager.default.createDirectory(atPath: deep, withIntermediateDirectories: true)
        try Fixtures.write(try Fixtures.validPNG(), to: deep + "/x.png")
        try PackLoadingTests.pack([("[deep]", "a/b/x.png")], in: setup.packs + "/one")
        let loaded = setup.loadAndKeep()
        #expect(loaded.problems.isEmpty && loaded.packs.count == 2)
        #expect(!FileSystem.isFile(setup.cacheFile), "removing a/b/x.png would change no stamp")
    }

    @Test func aFolderNamedWithATabIsNotKept() throws {
        let setup = try Setup()
        let odd = setup.packs + "/tab\there"
        try FileManager.default.createDirectory(atPath: odd, withIntermediateDirectories: true)
        try Fixtures.write(try Fixtures.validPNG(), to: odd + "/a.png")
        try PackLoadingTests.pack([("[odd]", "a.png")], in: odd)
        let lookup = setup.lookUp()
        let loaded = PackLoader.loadUserPacks(in: setup.packs)
        #expect(loaded.packs.count == 3 && loaded.problems.isEmpty)
        PackCache.keep(loaded, after: lookup, now: Setup.later) { _ in
            Issue.record("a tab in a kept field would shift the fields")
        }
    }

    /// The first frame reads every pack but only the stickers the first tabs name; the rest comes from the same file.
    @Test func aFirstFrameLookUpHoldsOnlyTheWantedStickersAndTheRestHoldsThemAll() throws {
        let setup = try Setup()
        let wanted: Set<String> = ["[two1]", "[one0]", "😀", "[nowhere]"]
        func first() -> PackCache.FirstLookup {
            PackCache.read(userPacks: setup.packs, configured: [], path: setup.cacheFile).first(wanted: wanted)
        }
        #expect(first().packs == nil, "nothing kept yet")
        #expect(first().rest().packs == nil)
        let loaded = setup.loadAndKeep()
        let hit = first()
        let packs = try #require(hit.packs?.packs)
        #expect(
            packs.map(\.name) == loaded.packs.map(\.name) && packs.map(\.directory) == loaded.packs.map(\.directory))
        #expect(packs.map(\.coverImage) == loaded.packs.map(\.coverImage))
        #expect(
            packs.map { $0.emotions.map(\.text) } == [["[one0]"], ["[two0]", "[two1]"]],
            "each pack's first sticker and the wanted ones")
        #expect(packs[1].emotions == Array(loaded.packs[1].emotions.prefix(2)), "names and images as loaded")
        #expect(hit.rest().packs?.packs == loaded.packs, "the rest: every sticker")
        #expect(hit.rest().packs == nil, "the bytes are let go once the rest is read")

        let good = try setup.cacheText()
        try setup.writeCache(good.replacing("[one1]", with: "[on]e1]"))
        #expect(first().packs?.packs.count == 2, "a sticker line skipped is not checked by the first look-up")
        #expect(first().rest().packs == nil, "but the rest is a miss, so the packs load from their folders")
        try setup.writeCache(good.replacing("\ttwo1\t", with: "\ttwo\u{1B}1\t"))
        #expect(first().packs == nil, "a wanted line is checked")
        try setup.writeCache(good)
        try PackLoadingTests.pack([("[one0]", "s0.png")], in: setup.packs + "/one")
        #expect(first().packs == nil, "a manifest rewritten: stamps are checked before anything is read")
    }

    /// Every change of the file that a hostile hand could make is a miss: the packs then load from their folders.
    @Test func aTamperedFileIsAMiss() throws {
        let setup = try Setup()
        _ = setup.loadAndKeep()
        let good = try setup.cacheText()
        let image = setup.packs + "/one/s0.png"
        let real = FileSystem.realPath(setup.packs + "/one") ?? ""
        let tampered: [(String, String)] = [
            ("an image outside its pack", good.replacing(real + "/s0.png", with: "/etc/passwd")),
            ("a .. in an image path", good.replacing(real + "/s0.png", with: real + "/../two/s0.png")),
            ("a code with a bracket inside", good.replacing("[one0]", with: "[on]e0]")),
            ("a code with an escape", good.replacing("[one0]", with: "[one\u{1B}0]")),
            ("a name with an escape", good.replacing("\tone0\t", with: "\tone\u{1B}[2J\t")),
            ("a pack folder never stamped", good.replacing("P\tP\t" + setup.packs + "/one\t", with: "P\tP\t/tmp\t")),
            ("a count beyond the lines", good.replacing("\t3\n", with: "\t4\n")),
            ("a duplicate code", good.replacing("[one1]", with: "[one0]")),
            (
                "a Traditional Chinese code equal to its code",
                good.replacing(real + "/s0.png\t\n", with: real + "/s0.png\t[one0]\n")
            ),
            (
                "a Traditional Chinese code that is another's",
                good.replacing(real + "/s0.png\t\n", with: real + "/s0.png\t[one1]\n")
            ),
            (
                "a Traditional Chinese code with a bracket inside",
                good.replacing(real + "/s0.png\t\n", with: real + "/s0.png\t[o]n]\n")
            ),
            ("a sticker line without its last field", good.replacing(real + "/s0.png\t\n", with: real + "/s0.png\n")),
            ("cut short", String(good.dropLast(5))),
            ("a line after the end", good + "K\t[z]\tz\tz\t\(image)\t\n"),
            ("another version", good.replacing(PackCache.header, with: "emotion-keyboard packs 9")),
            ("an unknown format", good.replacing("\tpack.json\t", with: "\tzip\t")),
            ("a name with a space at its end", good.replacing("\tone0\t", with: "\tone0 \t")),
            ("an image two folders deep", good.replacing(real + "/s0.png", with: real + "/a/b/s0.png")),
            (
                "a Unicode emoji entry that is a code",
                good.replacing("K\t[one0]\tone0\tone0\t" + real + "/s0.png\t", with: "J\t[one0]\tone0\tone0")
            ),
            (
                "a Unicode emoji entry of two code points",
                good.replacing("K\t[one0]\tone0\tone0\t" + real + "/s0.png\t", with: "J\t👍🏽\tone0\tone0")
            ),
            ("a pack left out", Self.withoutPack("one", from: good)),
            (
                "the packs in another order",
                Self.withoutPack("one", from: good).replacing("end\n", with: Self.pack("one", of: good) + "end\n")
            )
        ]
        for (what, text) in tampered {
            #expect(text != good, "\(what): the fixture changed something")
            try setup.writeCache(text)
            #expect(setup.lookUp().packs == nil, "\(what)")
        }
        let huge = good.replacing("\t3\n", with: "\t1000000\n")
        try setup.writeCache(String(huge.prefix { $0 != "K" }))
        #expect(setup.lookUp().packs == nil, "a count the file cannot hold")
        try setup.writeCache(good.replacing(real + "/s0.png\t\n", with: real + "/s0.png\t[壹]\n"))
        #expect(
            setup.lookUp().packs?.packs.first?.emotions.first?.traditionalCode == "[壹]",
            "a Traditional Chinese code kept")
        let lxweibo = good.replacing("K\t[one0]\tone0\tone0\t" + real + "/s0.png\t", with: "J\t😀\tgrin\tgrin")
        try setup.writeCache(lxweibo)
        #expect(
            setup.lookUp().packs?.packs.first?.emotions.first?.text == "😀",
            "an LXWeibo emoji entry as its loader gives it")
        var bytes = [UInt8](good.utf8)
        bytes[bytes.count / 2] = 0xFF
        try Fixtures.write(Data(bytes), to: setup.cacheFile)
        #expect(setup.lookUp().packs == nil, "invalid UTF-8")
        try setup.writeCache(good)
        #expect(setup.lookUp().packs != nil, "the untouched file still hits")
    }

    /// The lines of pack `name` (its `P` line and its stickers) in the cache text `text`.
    static func pack(_ name: String, of text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("P\t") && $0.contains("/\(name)\t") }) else {
            return ""
        }
        let end = lines[(start + 1)...].firstIndex { !$0.hasPrefix("K\t") && !$0.hasPrefix("J\t") } ?? lines.endIndex
        return lines[start..<end].joined(separator: "\n") + "\n"
    }

    static func withoutPack(_ name: String, from text: String) -> String {
        text.replacing(pack(name, of: text), with: "")
    }

    @Test func aLoadOfFilesChangedAMomentAgoIsNotKept() throws {
        let setup = try Setup()
        let lookup = setup.lookUp()
        PackCache.keep(PackLoader.loadUserPacks(in: setup.packs), after: lookup, now: Int(time(nil))) { _ in
            Issue.record(
                "a manifest rewritten within the same tick of the clock with the same size would look unchanged")
        }
    }

    @Test func aPacksFolderALoadWouldRefuseNowIsNeverTakenFromTheCache() throws {
        let setup = try Setup()
        _ = setup.loadAndKeep()
        #expect(setup.lookUp().packs != nil)
        let parent = String(setup.packs[..<(setup.packs.lastIndex(of: "/") ?? setup.packs.endIndex)])
        #expect(chmod(parent, 0o777) == 0)
        defer { chmod(parent, 0o700) }
        #expect(setup.lookUp().packs == nil, "a parent others may write to: the load refuses the packs, with its line")
        #expect(!PackLoader.loadUserPacks(in: setup.packs).problems.isEmpty)
    }

    /// Random single-byte changes never crash the reader, and what it accepts is what the loaders would accept.
    @Test func bitFlipsNeverCrashAndAnAcceptedFileHoldsOnlyCheckedFields() throws {
        let setup = try Setup(count: 5)
        _ = setup.loadAndKeep()
        let good = [UInt8](try setup.cacheText().utf8)
        let stamps = PackSourceStamps(userPacks: setup.packs, configured: [])
        var generator = SeededGenerator(state: 20_261_122)
        for _ in 0..<300 {
            var bytes = good
            bytes[Int.random(in: 0..<bytes.count, using: &generator)] ^= UInt8.random(in: 1...255, using: &generator)
            guard let packs = PackCache.decode(Data(bytes), stamps: stamps) else { continue }
            for emotion in packs.packs.flatMap(\.emotions) {
                #expect(StickerCode.validate(emotion.text) == .success(emotion.text))
                #expect(
                    DisplayName.clean(emotion.nameEN).name == emotion.nameEN
                        && DisplayName.clean(emotion.nameZH).name == emotion.nameZH)
                if case .sticker(let image) = emotion.kind {
                    #expect(image.path.utf8.starts(with: (FileSystem.realPath(setup.packs) ?? "?").utf8))
                }
            }
        }
    }
}
