import FoundationEssentials
import KeyboardTestSupport
import Testing

@testable import KeyboardModel
@testable import KeyboardStorage

/// Issue 11: the window adds the user's packs after its first frame.
@Suite("Packs added after the first frame")
struct PackLoadingTests {
    /// A pack of `entries` (code, image) in a fresh folder.
    static func pack(_ entries: [(String, String)], in folder: String) throws {
        let stickers = entries.map { #"{"code": "\#($0.0)", "image": "\#($0.1)"}"# }.joined(separator: ",")
        try Fixtures.write(#"{"name": "P", "stickers": [\#(stickers)]}"#, to: folder + "/pack.json")
    }

    @Test func addingPacksKeepsTheCatalogsPacksFirstTakesAFolderOnceAndReportsOnlyNewProblems() throws {
        let first = try Fixtures.scratchFolder("first")
        let second = try Fixtures.scratchFolder("second")
        for folder in [first, second] { try Fixtures.write(try Fixtures.validPNG(), to: folder + "/a.png") }
        try Self.pack([("[a]", "a.png"), ("[a]", "a.png")], in: first)
        try Self.pack([("[b]", "a.png"), ("[a]", "a.png")], in: second)
        let loadedFirst = PackLoader.loadPack(at: first)
        #expect(loadedFirst.problems.count == 1, "the duplicate within the first pack")
        let base = Fixtures.catalog(groupSizes: [3, 2], packs: loadedFirst.packs)
        let emoji = base.tabs[KeyboardCatalog.firstCatalogTab].emotions

        var more = PackLoader.loadPack(at: second)
        more.packs += loadedFirst.packs
        let (added, problems) = base.adding(more)
        #expect(added.tabs.map(\.kind) == [.recent, .favourites, .emoji, .emoji, .pack, .pack, .kaomoji])
        #expect(added.stickers.map(\.text) == ["[a]", "[b]"])
        #expect(
            problems.map(\.description) == [
                "pack P: entry [a]: duplicate code [a] already used by another pack; the first one is kept"
            ])
        #expect(added.tabs[KeyboardCatalog.firstCatalogTab].emotions == emoji)
        #expect(added.byText["[b]"] != nil && added.stickerCodec.segments(of: "[b]").count == 1)
        #expect(added.groupOfEmoji === base.groupOfEmoji, "the same groups share their index of emoji texts")
        #expect(added.emotion(forText: emoji[1].text) == emoji[1])
    }

    @Test func aTextOfTheRecentTabResolvesToWhatTheFullLookupGives() throws {
        let first = try Fixtures.scratchFolder("resolveFirst")
        let second = try Fixtures.scratchFolder("resolveSecond")
        for folder in [first, second] { try Fixtures.write(try Fixtures.validPNG(), to: folder + "/a.png") }
        try Self.pack([("[a]", "a.png"), ("[b]", "a.png")], in: first)
        try Self.pack([("[b]", "a.png"), ("[c]", "a.png")], in: second)
        let catalog = try Fixtures.loadShippedCatalog().adding(PackLoader.loadPack(at: first)).catalog
            .adding(PackLoader.loadPack(at: second)).catalog
        let wrong = catalog.byText.keys.filter { catalog.emotion(forText: $0) != catalog.byText[$0] }
        #expect(wrong.isEmpty, "every emoji, variant, sticker and kaomoji: \(wrong.prefix(5))")
        let window = try KeyboardCatalog.load(
            locations: DataLocations(assets: Fixtures.assets, userPacks: "", stateDirectory: ""),
            lazily: true, userPacks: false
        ).catalog
        let differing = window.byText.keys.filter { window.emotion(forText: $0) != window.byText[$0] }
        #expect(
            differing.isEmpty, "the window's catalog, its groups found by a scan of their texts: \(differing.prefix(5))"
        )
        #expect(
            catalog.emotion(forText: "[b]")?.imagePath?.hasPrefix(FileSystem.realPath(first) ?? "?") == true,
            "the first pack's [b]")
        #expect(
            catalog.emotion(forText: "[nope]") == nil && catalog.emotion(forText: "[") == nil
                && catalog.emotion(forText: "") == nil)
        let recent = ["[c]", "👋🏽", "[nope]", "😀", "#️⃣"]
        let resolved = window.emotions(forTexts: recent)
        #expect(
            resolved == recent.map { window.byText[$0] ?? .unresolved($0) },
            "as emotion(forText:), unknown texts unresolved")
        #expect(resolved.map(\.text) == recent)
        let favourites = ["😀"]
        #expect(window.emotions(forTexts: favourites) == [window.byText["😀"]])
        #expect(
            window.emotions(forTexts: recent) == resolved
                && window.emotions(forTexts: Array(recent.dropLast())) == Array(resolved.dropLast()),
            "a list resolved lately, and one that is not")
    }

    @Test func theOpenTabStaysOpenWhenTabsAreAddedBeforeIt() throws {
        let png = try Fixtures.scratchFolder()
        try Fixtures.write(try Fixtures.validPNG(), to: png + "/a.png")
        try Self.pack([("[a]", "a.png")], in: png)
        let base = Fixtures.catalog(groupSizes: [30, 30], packs: [])
        var state = AppState(
            keyboard: KeyboardState(windowSize: Size(width: 420, height: 320), metrics: LayoutMetrics()),
            delivery: .print, measure: FixedMeasure())
        let kaomoji = base.tabs.count - 1
        let tab = state.keyboard.tabStrip(catalog: base).tabRect(kaomoji, scroll: state.keyboard.tabScroll)
        state.setUp(.pointerDown(Point(x: tab.midX, y: tab.midY), time: 0), catalog: base)
        state.setUp(.pointerUp(Point(x: tab.midX, y: tab.midY), time: 10), catalog: base)
        #expect(state.keyboard.tabIndex == kaomoji)
        #expect(state.keyboard.cellGrid == state.layout.wideCells)
        let added = base.adding(PackLoader.loadPack(at: png)).catalog
        state.setUp(.catalogJoined(.userPacks, previousTabIDs: base.tabs.map(\.id)), catalog: added)
        #expect(added.tabs[state.keyboard.tabIndex].kind == .kaomoji)
        #expect(state.keyboard.tabIndex == kaomoji + 1)
        #expect(state.keyboard.cellGrid == state.layout.wideCells, "still the kaomoji's wide cells")
        let strip = state.keyboard.tabStrip(catalog: added)
        #expect(
            strip.viewport.contains(strip.tabRect(state.keyboard.tabIndex, scroll: state.keyboard.tabScroll)),
            "its tab in view")
    }

    /// Issue 26, item 4: one bad entry repeated 60,000 times printed 59,999 lines.
    @Test func problemsOfAPackAreListedUpToALimitThenCounted() throws {
        let folder = try Fixtures.scratchFolder()
        try Fixtures.write(try Fixtures.validPNG(), to: folder + "/a.png")
        try Self.pack([("[a]", "a.png")] + Array(repeating: ("[a]", "a.png"), count: 60_000), in: folder)
        let loaded = PackLoader.loadPack(at: folder)
        #expect(loaded.packs.first?.emotions.count == 1)
        #expect(loaded.problems.count == PackProblem.listedPerPack + 1)
        #expect(loaded.problems.last?.reason == "\(60_000 - PackProblem.listedPerPack) more problems not listed")
        let two = PackProblem.bounded(
            [
                PackProblem(pack: "x", reason: "1"), PackProblem(pack: "y", reason: "2"),
                PackProblem(pack: "x", reason: "3")
            ], perPack: 1)
        #expect(two.map(\.description) == ["pack x: 1", "pack y: 2", "pack x: 1 more problem not listed"])
    }
}
