import FoundationEssentials
import Testing

@testable import KeyboardModel
@testable import KeyboardStorage

#if canImport(Glibc)
    import Glibc
    import KeyboardTestSupport
#endif

@Suite("Recents")
struct RecentsTests {
    @Test func mostRecentFirstNoDuplicatesCapped() {
        var recents = Recents(capacity: 3)
        for text in ["a", "b", "c", "a", "d"] { recents.record(text) }
        #expect(recents.texts == ["d", "a", "c"])
        #expect(Recents(texts: ["x", "x", "y"], capacity: 5).texts == ["x", "y"])
    }

    @Test func savesAndLoadsAtomically() throws {
        let folder = try Fixtures.scratchFolder()
        let store = RecentsStore(path: folder + "/state/recents.json")
        var recents = store.load(now: 1).recents
        recents.record("😀")
        recents.record("[笑哭]")
        try store.save(recents, now: 2)
        let loaded = RecentsStore(path: folder + "/state/recents.json").load(now: 3)
        #expect(loaded.texts == ["[笑哭]", "😀"])
        #expect(loaded.warning == nil)
        #expect(
            FileSystem.contents(of: folder + "/state") == ["recents.json", "recents.json.lock"],
            "no temporary file left behind")
    }

    @Test func eachEntryCountsItsUsesAndRemembersTheLastOne() throws {
        let folder = try Fixtures.scratchFolder()
        let store = RecentsStore(path: folder + "/recents.json")
        var recents = store.load(now: 100).recents
        for text in ["😀", "😂", "😀", "😀"] { recents.record(text) }
        #expect(recents.usage["😀"] == EmotionUsage(count: 3, lastUse: 100), "this session's uses carry the load time")
        try store.save(recents, now: 1_700_000_000)
        let loaded = RecentsStore(path: folder + "/recents.json").load(now: 1_700_000_100).recents
        #expect(
            loaded.usage == [
                "😀": EmotionUsage(count: 3, lastUse: 1_700_000_000), "😂": EmotionUsage(count: 1, lastUse: 1_700_000_000)
            ])
        #expect(loaded.texts == ["😀", "😂"])
    }

    @Test func aSmallerGridDoesNotCutTheSavedList() throws {
        let texts = (0..<60).map { String(Character(Unicode.Scalar(0x1F600 + $0)!)) }
        let small = KeyboardState(
            windowSize: Size(width: 200, height: 120), metrics: LayoutMetrics(rows: 1, columns: 2), recents: texts)
        #expect(small.recents.texts == texts)
        #expect(small.recents.capacity == Recents.defaultCapacity)
    }

    @Test func twoInstancesNeverLoseEachOthersEntries() throws {
        let path = try Fixtures.scratchFolder() + "/recents.json"
        let first = RecentsStore(path: path)
        let second = RecentsStore(path: path)
        var mine = first.load(now: 1).recents
        var theirs = second.load(now: 1).recents
        mine.record("a")
        try first.save(mine, now: 10)
        theirs.record("b")
        theirs.record("a")
        try second.save(theirs, now: 20)
        mine.record("c")
        try first.save(mine, now: 30)
        let loaded = RecentsStore(path: path).load(now: 40).recents
        #expect(loaded.texts == ["c", "a", "b"])
        #expect(loaded.usage["a"]?.count == 2, "each instance's use counts once")
        #expect(loaded.usage["c"]?.count == 1 && loaded.usage["b"]?.count == 1)
    }

    @Test func concurrentSavesLoseNoUse() async throws {
        let path = try Fixtures.scratchFolder() + "/recents.json"
        let instances = 4
        let uses = 25
        await withTaskGroup(of: Void.self) { group in
            for instance in 0..<instances {
                group.addTask {
                    let store = RecentsStore(path: path)
                    var recents = store.load(now: 1).recents
                    for use in 0..<uses {
                        recents.record(["shared", "own-\(instance)"][use % 2])
                        try? store.save(recents, now: 2)
                    }
                }
            }
        }
        let usage = RecentsStore(path: path).load(now: 3).recents.usage
        #expect(usage["shared"]?.count == instances * ((uses + 1) / 2))
        for instance in 0..<instances { #expect(usage["own-\(instance)"]?.count == uses / 2) }
    }

    @Test func favouritesArePinnedInOrderAndMergedLikeRecents() throws {
        let path = try Fixtures.scratchFolder() + "/recents.json"
        let first = RecentsStore(path: path)
        let second = RecentsStore(path: path)
        var mine = first.load(now: 1).recents
        var theirs = second.load(now: 1).recents
        mine.pin("😀")
        mine.pin("[笑哭]")
        mine.pin("😀")
        #expect(mine.favourites == ["😀", "[笑哭]"])
        try first.save(mine, now: 2)
        theirs.pin("🐱")
        try second.save(theirs, now: 3)
        mine.unpin("😀")
        try first.save(mine, now: 4)
        let loaded = RecentsStore(path: path).load(now: 5).recents
        #expect(loaded.favourites == ["[笑哭]", "🐱"])
        #expect(loaded.isPinned("🐱") && !loaded.isPinned("😀"))
    }

    @Test func aRenamedStickerKeepsItsPlaceAmongRecentsAndFavourites() throws {
        let path = try Fixtures.scratchFolder() + "/recents.json"
        let first = RecentsStore(path: path)
        let second = RecentsStore(path: path)
        var mine = first.load(now: 1).recents
        var theirs = second.load(now: 1).recents
        for text in ["😀", "[b]", "🐱", "[b]"] { mine.record(text) }
        for text in ["😀", "[b]", "🐱"] { mine.pin(text) }
        try first.save(mine, now: 2)
        theirs.pin("🐶")
        try second.save(theirs, now: 3)
        mine.rename(CodeRename(from: "[b]", to: "[bee]"))
        #expect(mine.favourites == ["😀", "[bee]", "🐱"] && mine.texts == ["[bee]", "🐱", "😀"])
        try first.save(mine, now: 4)
        let loaded = RecentsStore(path: path).load(now: 5).recents
        #expect(loaded.favourites == ["😀", "[bee]", "🐱", "🐶"], "in place, and another instance's pin kept")
        #expect(loaded.texts == ["[bee]", "🐱", "😀"] && loaded.usage["[bee]"]?.count == 2, "its two uses went with it")
        #expect(!loaded.isPinned("[b]") && loaded.usage["[b]"] == nil)
        try first.save(mine, now: 6)
        #expect(RecentsStore(path: path).load(now: 7).recents.usage["[bee]"]?.count == 2, "a rename is applied once")
    }

    @Test func aRenameOntoAnOldCodeDropsTheOldOne() {
        let rename = CodeRename(from: "[b]", to: "[a]")
        #expect(rename.applied(to: ["[a]", "😀", "[b]"]) == ["😀", "[a]"], "a removed sticker's [a] made way")
        #expect(rename.applied(to: ["[a]", "😀"]) == ["[a]", "😀"], "nothing to rename: nothing changes")
    }

    @Test func pickedTonesAreSavedAndMergedLikeFavourites() throws {
        let path = try Fixtures.scratchFolder() + "/recents.json"
        let first = RecentsStore(path: path)
        let second = RecentsStore(path: path)
        var mine = first.load(now: 1).recents
        var theirs = second.load(now: 1).recents
        mine.rememberTone(base: "👋", chosen: "👋🏽")
        mine.rememberTone(base: "👍", chosen: "👍🏿")
        try first.save(mine, now: 2)
        theirs.rememberTone(base: "👍", chosen: "👍")
        theirs.rememberTone(base: "🤝", chosen: "🤝🏻")
        try second.save(theirs, now: 3)
        let loaded = RecentsStore(path: path).load(now: 4).recents
        #expect(loaded.tones == ["👋": "👋🏽", "👍": "👍", "🤝": "🤝🏻"], "the latest pick of each emoji, nobody's lost")
        mine.record("😀")
        try first.save(mine, now: 5)
        #expect(
            RecentsStore(path: path).load(now: 6).recents.tones["👍"] == "👍",
            "an unchanged tone does not undo another's pick")
    }

    @Test func hostileTonesAreDropped() throws {
        let path = try Fixtures.scratchFolder() + "/recents.json"
        try Fixtures.write(#"{"version":2,"recents":[],"tones":{"👋":"👋🏽","bad\u001b[2J":"x","👍":""}}"#, to: path)
        let loaded = RecentsStore(path: path).load(now: 1)
        #expect(loaded.warning?.contains("2 entries refused") == true, "said, and the file copied aside")
        #expect(FileSystem.isFile(path + ".overflow-1"))
        #expect(loaded.recents.tones == ["👋": "👋🏽"])
    }

    @Test func versionOneFilesAreRead() throws {
        let path = try Fixtures.scratchFolder() + "/recents.json"
        try Fixtures.write(#"{"version":1,"recents":["😀","[笑哭]","😀","bad\u001b[2J"]}"#, to: path)
        let loaded = RecentsStore(path: path).load(now: 9)
        #expect(
            loaded.warning?.contains("1 entry refused") == true, "a duplicate loses nothing; a refused entry is said")
        #expect(loaded.texts == ["😀", "[笑哭]"], "duplicates and control characters dropped")
        #expect(loaded.recents.usage["😀"] == EmotionUsage(count: 1, lastUse: 0))
    }

    /// As Codable read it before: a field of the wrong type or a missing required one makes the file corrupt, an
    /// optional one may be null, unknown keys are ignored, and a version written 2.0 is version 2.
    @Test func fieldsAreReadByTheirTypes() throws {
        func parse(_ text: String) -> RecentsFile? { try? RecentsFile.parse(Data(text.utf8)) }
        let entry = #"{"text":"😀","count":3,"lastUsed":7}"#
        let file = try #require(
            parse(#"{"version":2.0,"recents":["# + entry + #"],"favourites":null,"tones":null,"other":[{}]}"#))
        #expect(file.entries == [Recents.Entry(text: "😀", usage: EmotionUsage(count: 3, lastUse: 7))])
        #expect(file.favourites.isEmpty && file.tones.isEmpty)
        for broken in [
            #"{"version":2,"recents":[{"text":"😀","count":"3","lastUsed":7}]}"#,
            #"{"version":2,"recents":[{"text":"😀","count":3}]}"#,
            #"{"version":2,"recents":[{"text":1,"count":3,"lastUsed":7}]}"#,
            #"{"version":2,"recents":[],"favourites":[1]}"#,
            #"{"version":2,"recents":[],"tones":["👋"]}"#,
            #"{"version":2,"recents":null}"#,
            #"{"version":1,"recents":[1]}"#,
            #"{"version":"2","recents":[]}"#,
            #"{"version":2.5,"recents":[]}"#,
            #"{"recents":[]}"#, "[]", "2"
        ] {
            #expect(throws: RecentsFile.Failure.corrupt, "\(broken)") { try RecentsFile.parse(Data(broken.utf8)) }
        }
        #expect(throws: RecentsFile.Failure.newer(3)) { try RecentsFile.parse(Data(#"{"version":3}"#.utf8)) }
        // Loose JSON read as JSONDecoder read it: a byte order mark, a last comma, the first of a repeated key.
        #expect(parse("\u{FEFF}" + #"{"version":2,"recents":["# + entry + #",],}"#)?.entries.count == 1)
        #expect(parse(#"{"version":1,"version":2,"recents":["a"]}"#)?.entries.map(\.usage.count) == [1])
    }

    @Test func aNewerVersionIsLeftAloneAndNothingIsSaved() throws {
        let path = try Fixtures.scratchFolder() + "/recents.json"
        let newer = #"{"version":3,"recents":[]}"#
        try Fixtures.write(newer, to: path)
        let store = RecentsStore(path: path)
        var loaded = store.load(now: 1)
        #expect(loaded.warning?.contains("version 3") == true)
        loaded.recents.record("😀")
        try store.save(loaded.recents, now: 2)
        #expect(try Fixtures.text(path) == newer)
    }

    @Test func corruptFileIsSetAsideWithAWarning() throws {
        let folder = try Fixtures.scratchFolder()
        let path = folder + "/recents.json"
        try Fixtures.write("{ not json", to: path)
        let store = RecentsStore(path: path)
        let loaded = store.load(now: 1234)
        #expect(loaded.texts.isEmpty)
        let warning = try #require(loaded.warning)
        #expect(warning.contains("corrupt") && warning.contains("recents.json.corrupt-1234"))
        #expect(try Fixtures.text(path + ".corrupt-1234") == "{ not json")
        #expect(!FileSystem.isFile(path))
    }

    @Test func deeplyNestedFileIsCorruptNotACrash() throws {
        let path = try Fixtures.scratchFolder() + "/recents.json"
        try Fixtures.write(#"{"version":2,"recents":"# + String(repeating: "[", count: 100_000), to: path)
        let loaded = RecentsStore(path: path).load(now: 5)
        #expect(loaded.texts.isEmpty && loaded.warning?.contains("corrupt") == true)
    }

    @Test func missingFileIsEmptyWithoutWarning() {
        let loaded = RecentsStore(path: "/nonexistent/recents.json").load(now: 0)
        #expect(loaded.texts.isEmpty && loaded.warning == nil)
    }

    @Test func unwritableLocationIsAClearError() throws {
        let store = RecentsStore(path: "/proc/emotion-keyboard/recents.json")
        #expect(throws: AtomicFile.WriteError.self) { try store.save(Recents(texts: ["a"], capacity: 3), now: 0) }
    }

    @Test(arguments: [0o777, 0o775])
    func aFolderOthersCanWriteToIsRefused(mode: Int) throws {
        let folder = try Fixtures.scratchFolder() + "/shared"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        chmod(folder, mode_t(mode))
        let store = RecentsStore(path: folder + "/recents.json")
        var loaded = store.load(now: 1)
        #expect(loaded.warning?.contains("writable by other users") == true)
        loaded.recents.record("😀")
        try store.save(loaded.recents, now: 2)
        #expect(!FileSystem.isFile(folder + "/recents.json"), "nothing is kept there")
        #expect(throws: AtomicFile.WriteError.self) { try AtomicFile.write(Data("x".utf8), to: folder + "/file") }
    }

    @Test(.enabled(if: geteuid() == 0, "needs root to give a folder away"))
    func aFolderOfAnotherUserIsRefused() throws {
        let folder = try Fixtures.scratchFolder() + "/theirs"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        chown(folder, 65534, 65534)
        chmod(folder, 0o755)
        let loaded = RecentsStore(path: folder + "/recents.json").load(now: 1)
        #expect(loaded.warning?.contains("belongs to another user") == true)
    }
}

@Suite("Files we own")
struct OwnedFileTests {
    @Test func aFailedWriteLeavesTheOldFileAndNoTemporaryFile() throws {
        let folder = try Fixtures.scratchFolder()
        let path = folder + "/file"
        try AtomicFile.write(Data("old".utf8), to: path)
        #expect(throws: AtomicFile.WriteError.self) {
            try AtomicFile.write(Data("new".utf8), to: path, durable: true) { _, _ in ENOSPC }
        }
        #expect(try Fixtures.text(path) == "old")
        #expect(FileSystem.contents(of: folder) == ["file"])
    }

    @Test func aLinkPlantedAtTheTemporaryNameIsNotFollowed() throws {
        let folder = try Fixtures.scratchFolder()
        let victim = folder + "/victim"
        try Fixtures.write("precious", to: victim)
        let path = folder + "/recents.json"
        // The name earlier versions used, and names like it: a link there must never be written through.
        for suffix in ["\(getpid())", "0", "1"] {
            try FileManager.default.createSymbolicLink(atPath: path + ".tmp-" + suffix, withDestinationPath: victim)
        }
        try AtomicFile.write(Data("mine".utf8), to: path)
        #expect(try Fixtures.text(victim) == "precious")
        #expect(try Fixtures.text(path) == "mine")
    }

    @Test func staleTemporaryFilesOfOursAreRemovedAndFreshOnesKept() throws {
        let folder = try Fixtures.scratchFolder()
        let path = folder + "/glyphs.bin"
        try Fixtures.write("stale", to: path + ".tmp-old")
        try Fixtures.write("busy", to: path + ".tmp-new")
        try Fixtures.write("other", to: folder + "/other.tmp-old")
        var times = [timespec(tv_sec: 1000, tv_nsec: 0), timespec(tv_sec: 1000, tv_nsec: 0)]
        utimensat(AT_FDCWD, path + ".tmp-old", &times, 0)
        utimensat(AT_FDCWD, folder + "/other.tmp-old", &times, 0)
        try AtomicFile.write(Data("x".utf8), to: path)
        #expect(FileSystem.contents(of: folder) == ["glyphs.bin", "glyphs.bin.tmp-new", "other.tmp-old"])
    }

    @Test func withoutHOMETheUsersOwnHomeIsUsedNeverTmp() throws {
        let home = try #require(DataLocations.passwdHome())
        let locations = DataLocations.fromEnvironment(["PATH": "/usr/bin"])
        #expect(locations.stateDirectory == home + "/.local/state/emotion-keyboard")
        #expect(locations.userPacks == home + "/.local/share/emotion-keyboard/packs")
        #expect(locations.cacheDirectory == home + "/.cache/emotion-keyboard")
        #expect(!locations.stateDirectory.hasPrefix("/tmp"))
        let relative = DataLocations.fromEnvironment(["HOME": "/h", "XDG_STATE_HOME": "state"])
        #expect(relative.stateDirectory == "/h/.local/state/emotion-keyboard", "a relative XDG path is ignored")
    }

    /// Issue 26, item 9: an empty HOME sent the cache to /.cache while the state used the passwd home, and a relative
    /// XDG_CACHE_HOME said "HOME is unset".
    @Test(arguments: [
        ["HOME": ""], ["HOME": "relative/home"], [:],
        ["HOME": "", "XDG_CACHE_HOME": "c", "XDG_STATE_HOME": "s", "XDG_DATA_HOME": "d", "XDG_CONFIG_HOME": "f"]
    ])
    func everyXDGFolderFollowsOneRule(environment: [String: String]) throws {
        let home = try #require(DataLocations.passwdHome())
        let locations = DataLocations.fromEnvironment(environment)
        #expect(locations.cacheDirectory == home + "/.cache/emotion-keyboard")
        #expect(locations.stateDirectory == home + "/.local/state/emotion-keyboard")
        #expect(locations.userPacks == home + "/.local/share/emotion-keyboard/packs")
        #expect(ConfigurationFile.userPath(environment) == home + "/.config/emotion-keyboard/config.toml")
        for base in DataLocations.Base.allCases {
            #expect(DataLocations.userFolder(base) { environment[$0] }.hasPrefix(home + "/"), "\(base)")
            #expect(
                (DataLocations.note(base) { environment[$0] } != nil)
                    == (environment[base.rawValue] != nil && environment[base.rawValue] != ""))
        }
        let absolute = DataLocations.fromEnvironment(["HOME": "/h", "XDG_CACHE_HOME": "/c", "XDG_STATE_HOME": "/s"])
        #expect(absolute.cacheDirectory == "/c/emotion-keyboard" && absolute.stateDirectory == "/s/emotion-keyboard")
        #expect(absolute.userPacks == "/h/.local/share/emotion-keyboard/packs")
    }

    @Test func aRelativeFolderIsNotCalledAMissingHome() {
        #expect(PrivateFolder.prepare("cache/emotion-keyboard") == "cache/emotion-keyboard is not an absolute path")
        #expect(PrivateFolder.check("")?.contains("no home folder") == true)
        #expect(throws: AtomicFile.WriteError.self) { try AtomicFile.write(Data("x".utf8), to: "glyphs.bin") }
    }

    @Test func withoutAnyHomeNothingIsKept() {
        #expect(PrivateFolder.prepare("")?.contains("no home folder") == true)
        let loaded = RecentsStore(path: "recents.json").load(now: 1)
        #expect(loaded.warning?.contains("no home folder") == true)
    }

    /// Issue 26, item 1: 5,000 favourites were rewritten as 200 and 3,000 recents as 60, a 300-byte entry dropped,
    /// with no line and no copy.
    @Test func favouritesAreNeverCutAndWhatIsNotKeptIsSaidAndCopiedAside() throws {
        let folder = try Fixtures.scratchFolder()
        let path = folder + "/recents.json"
        let favourites = (0..<5000).map { "[f\($0)]" }
        let recents =
            (0..<3000).map { #"{"text": "[r\#($0)]", "count": 1, "lastUsed": 1}"# } + [
                #"{"text": "\#(String(repeating: "x", count: 300))", "count": 1, "lastUsed": 1}"#
            ]
        let original =
            #"{"version": 2, "recents": [\#(recents.joined(separator: ","))], "favourites": [\#(favourites.map { "\"\($0)\"" }.joined(separator: ","))]}"#
        try Fixtures.write(original, to: path)
        let store = RecentsStore(path: path, capacity: 60)
        let loaded = store.load(now: 77)
        #expect(loaded.recents.favourites == favourites)
        #expect(loaded.texts.count == 60)
        let warning = try #require(loaded.warning)
        #expect(!warning.contains("\n"))
        #expect(
            warning.contains("2940 recents past the capacity of 60") && warning.contains("1 entry refused"),
            "\(warning)")
        #expect(warning.contains(path + ".overflow-77"))
        #expect(try Fixtures.text(path + ".overflow-77") == original)
        var recentsNow = loaded.recents
        recentsNow.record("😀")
        try store.save(recentsNow, now: 78)
        #expect(!FileSystem.isFile(path + ".overflow-78"), "the same bytes are copied once")
        let again = RecentsStore(path: path, capacity: 60).load(now: 79)
        #expect(again.warning == nil)
        #expect(again.recents.favourites == favourites)
        #expect(again.texts.first == "😀" && again.texts.count == 60)
    }

    @Test func favouritesPastTheLimitAreCountedNotSilent() throws {
        let favourites = (0..<(Recents.favouritesCapacity + 3)).map { "[f\($0)]" }
        let json =
            #"{"version": 2, "recents": [], "favourites": [\#(favourites.map { "\"\($0)\"" }.joined(separator: ","))], "tones": {"👋": "\u0007"}}"#
        let (file, dropped) = try RecentsFile.read(Data(json.utf8))
        #expect(file.favourites == Array(favourites.prefix(Recents.favouritesCapacity)))
        #expect(dropped == RecentsFile.Dropped(favourites: 3, refused: 1))
        var pinned = Recents(favourites: Array(favourites.prefix(Recents.favouritesCapacity - 1)))
        pinned.pin("[last]")
        #expect(pinned.favourites.count == Recents.favouritesCapacity && pinned.isPinned("[last]"))
    }

    /// Issue 26, item 10: a `recents.json` that was a link was replaced by a regular file without a word.
    @Test func aLinkToAFileOfTheUsersIsWrittenThrough() throws {
        let folder = try Fixtures.scratchFolder()
        mkdir(folder + "/dotfiles", 0o700)
        try Fixtures.write(
            #"{"version": 2, "recents": [{"text": "😀", "count": 1, "lastUsed": 1}]}"#,
            to: folder + "/dotfiles/recents.json")
        mkdir(folder + "/state", 0o700)
        symlink(folder + "/dotfiles/recents.json", folder + "/state/recents.json")
        let store = RecentsStore(path: folder + "/state/recents.json")
        let loaded = store.load(now: 1)
        #expect(loaded.warning == nil && loaded.texts == ["😀"])
        var recents = loaded.recents
        recents.record("👋")
        try store.save(recents, now: 2)
        var info = stat()
        #expect(lstat(folder + "/state/recents.json", &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "still a link")
        #expect(try Fixtures.text(folder + "/dotfiles/recents.json").contains("👋"))
    }

    @Test func aLinkThatCannotBeWrittenThroughIsSaidOnceThenReplaced() throws {
        let folder = try Fixtures.scratchFolder()
        symlink(folder + "/elsewhere/recents.json", folder + "/recents.json")
        let store = RecentsStore(path: folder + "/recents.json")
        let loaded = store.load(now: 1)
        #expect(loaded.warning?.contains("is a link") == true && loaded.warning?.contains("replaces it") == true)
        try store.save(Recents(texts: ["a"]), now: 2)
        var info = stat()
        #expect(lstat(folder + "/recents.json", &info) == 0 && info.st_mode & S_IFMT == S_IFREG)
        #expect(RecentsStore(path: folder + "/recents.json").load(now: 3).warning == nil)
    }
}
