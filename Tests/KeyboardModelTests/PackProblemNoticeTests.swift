import KeyboardTestSupport
import Testing

@testable import KeyboardModel
@testable import KeyboardStorage

/// Pack problems reach the window: a notice of how many packs and stickers were refused, the first problem on the
/// pack's tab, and a line in an empty pack's grid.
@Suite("Pack problems in the window")
struct PackProblemNoticeTests {
    static let sticker = Emotion(
        kind: .sticker(imagePath: StickerImagePath("/p/laugh.png")), text: "[laugh]", nameEN: "laugh", nameZH: "笑")
    static let other = Emotion(
        kind: .sticker(imagePath: StickerImagePath("/b/cry.png")), text: "[cry]", nameEN: "cry", nameZH: "哭")

    func catalog(problems loading: [PackProblem], empty: Bool = false) -> KeyboardCatalog {
        var problems = loading
        let packs = [
            StickerPack(name: "Doge", directory: "/p", format: .native, coverImage: nil, emotions: [Self.sticker]),
            StickerPack(
                name: "Broken", directory: "/b", format: .native, coverImage: nil, emotions: empty ? [] : [Self.other])
        ]
        return KeyboardCatalog(groups: [], packs: packs, kaomoji: [], problems: &problems)
    }

    func state() -> AppState {
        AppState(
            keyboard: KeyboardState(windowSize: Size(width: 1000, height: 320), metrics: LayoutMetrics()), now: 1000)
    }

    @Test func theFirstShowTellsHowManyPacksAndStickersWereRefused() {
        let catalog = catalog(problems: [
            PackProblem(pack: "Doge", entry: "#2 \"cry\"", reason: "cry.png is missing"),
            PackProblem(pack: "Doge", entry: "#3", reason: "no code"),
            PackProblem(pack: "gone", reason: "no pack.json, info.plist or PPStickerKeyboard plist in /gone")
        ])
        var state = state()
        state.send(.shownChanged(true), catalog: catalog) {
            $0.shown = true
            $0.notice = Notice(kind: .packProblems(packs: 1, entries: 2), until: 9000)
            $0.packProblemsTold = 3
        }
        state.send(.shownChanged(false), catalog: catalog) { $0.shown = false }
        state.send(.tick(9000), catalog: catalog) {
            $0.now = 9000
            $0.notice = nil
        }
        state.send(.shownChanged(true), catalog: catalog) { $0.shown = true }  // told once: no notice
    }

    @Test func packsJoiningLaterTellOnlyTheirOwn() {
        var state = state()
        let base = catalog(problems: [])
        state.send(.shownChanged(true), catalog: base) { $0.shown = true }  // no problems, no notice
        let user = StickerPack(
            name: "Mine", directory: "/m", format: .ppSticker, coverImage: nil, emotions: [Self.sticker])
        let joined = base.adding(packs: [user], problems: [PackProblem(pack: "Mine", entry: "#1", reason: "bad image")])
            .catalog
        #expect(joined.packProblems.count == 2, "the bad image and the code [laugh] a shipped pack has")
        state.send(.catalogJoined(.userPacks, previousTabIDs: base.tabs.map(\.id)), catalog: joined) {
            $0.notice = Notice(kind: .packProblems(packs: 0, entries: 2), until: 9000)
            $0.packProblemsTold = 2
            _ = $0.searchIndexing.catalogCompleted()  // an index built from now on has the new packs
        }
    }

    @Test func aPacksTabNamesItsFirstProblemAndAnEmptyOneSaysWhy() throws {
        let catalog = catalog(
            problems: [PackProblem(pack: "Broken", entry: "#1 \"x\"", reason: "x.png is missing")], empty: true)
        var state = state()
        let broken = try #require(catalog.tabs.firstIndex { $0.title == "Broken" })
        let doge = try #require(catalog.tabs.firstIndex { $0.title == "Doge" })
        let strip = state.keyboard.tabStrip(catalog: catalog)
        let rect = strip.tabRect(broken, scroll: 0)
        state.send(.pointerMoved(Point(x: rect.midX, y: rect.midY), time: 10), catalog: catalog) {
            $0.now = 10
            $0.keyboard.hoveredTab = broken
            $0.namedControl = .tab(broken)
        }
        #expect(state.statusLine(catalog: catalog) == StatusLine(name: "Broken", hint: "#1 \"x\": x.png is missing"))
        let good = strip.tabRect(doge, scroll: 0)
        state.send(.pointerMoved(Point(x: good.midX, y: good.midY), time: 20), catalog: catalog) {
            $0.now = 20
            $0.keyboard.hoveredTab = doge
            $0.namedControl = .tab(doge)
        }
        #expect(state.statusLine(catalog: catalog) == StatusLine(name: "Doge", hint: "Tab · Shift+Tab"))
        state.send(.pointerDown(Point(x: rect.midX, y: rect.midY), time: 30), catalog: catalog) {
            $0.now = 30
            $0.focusVisible = false
            $0.heldPointer.pressed(at: Point(x: rect.midX, y: rect.midY))
            $0.keyboard.tabIndex = broken
            $0.keyboard.press = .inert
            $0.keyboard.hoveredTab = nil
            $0.namedControl = .tab(broken)
            _ = $0.clicks.press(at: Point(x: rect.midX, y: rect.midY), time: 30)
        }
        state.send(.pointerUp(Point(x: rect.midX, y: rect.midY), time: 40), catalog: catalog) {
            $0.now = 40
            _ = $0.heldPointer.released(at: Point(x: rect.midX, y: rect.midY))
            $0.keyboard.press = nil
        }
        #expect(state.gridHint(catalog: catalog) == .emptyPack(problem: "#1 \"x\": x.png is missing"))
    }

    @Test func aCleanedNameRefusesNothing() {
        var state = state()
        let catalog = catalog(problems: [PackProblem(pack: "Doge", reason: "name: control characters removed")])
        state.send(.shownChanged(true), catalog: catalog) {
            $0.shown = true
            $0.packProblemsTold = 1
        }
        #expect(state.notice == nil)
    }
}
