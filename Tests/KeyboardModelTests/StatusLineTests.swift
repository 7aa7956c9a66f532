import KeyboardStorage
import KeyboardTestSupport
import Testing

@testable import KeyboardModel

/// The status line names every control under the pointer or just used by the keys, in the UI language, and says what a
/// press on an emotion does.
@Suite("The status line names controls and gives hints")
struct StatusLineTests {
    let catalog: KeyboardCatalog
    let peopleTab = 3

    init() throws {
        catalog = try Fixtures.loadShippedCatalog()
    }

    func state(width: Int = 420, chinese: Bool = false) -> AppState {
        let names = LocalizedNames(locales: [], fallback: chinese ? .chinese : .english, entries: [:])
        var state = AppState(
            keyboard: KeyboardState(windowSize: Size(width: width, height: 320), metrics: LayoutMetrics()),
            delivery: .print, names: names, measure: FixedMeasure())
        state.keyboard.prepare(catalog: catalog)
        return state
    }

    func center(_ rect: Rect) -> Point { Point(x: rect.midX, y: rect.midY) }

    func hover(_ state: inout AppState, _ point: Point, time: Milliseconds = 10) -> StatusLine? {
        state.setUp(.pointerMoved(point, time: time), catalog: catalog)
        return state.statusLine(catalog: catalog)
    }

    func tabCenter(_ state: AppState, _ index: Int) -> Point {
        center(state.keyboard.tabStrip(catalog: catalog).tabRect(index, scroll: state.keyboard.tabScroll))
    }

    @Test func hoveringEachButtonNamesIt() {
        var state = state()
        let layout = state.layout
        #expect(hover(&state, center(layout.searchButton)) == StatusLine(name: "Search", hint: "/ · Ctrl+F"))
        #expect(hover(&state, center(layout.toneButton)) == StatusLine(name: "Default skin tone"))
        #expect(hover(&state, center(layout.settingsButton)) == StatusLine(name: "Settings", hint: "Ctrl+,"))
        #expect(hover(&state, center(layout.sendButton)) == StatusLine(name: "Send", hint: "Enter"))
        #expect(
            hover(&state, center(layout.modeButton))
                == StatusLine(name: "Compose mode: write here first", hint: "click to type straight in"))
        state.setUp(
            .pointerDown(center(layout.modeButton), time: 20), catalog: catalog,
            effects: [.applyMode(.direct)])
        state.setUp(.pointerUp(center(layout.modeButton), time: 30), catalog: catalog)
        #expect(
            state.statusLine(catalog: catalog)?.name == "Direct mode: types straight in",
            "it names the mode it switched to")
        #expect(
            hover(&state, Point(x: layout.grid.minX - 1, y: layout.composer.maxY + 1)) == nil,
            "empty space names nothing")
        state.setUp(.pointerLeft(time: 40), catalog: catalog)
        #expect(state.statusLine(catalog: catalog) == nil)
    }

    @Test func hoveringEachTabNamesItsGroup() {
        var state = state(width: 1200)
        let titles = [
            "Recent", "Favourites", "Smileys & Emotion", "People & Body", "Animals & Nature", "Food & Drink",
            "Travel & Places", "Activities", "Objects", "Symbols", "Flags"
        ]
        for (index, title) in titles.enumerated() {
            #expect(hover(&state, tabCenter(state, index)) == StatusLine(name: title, hint: "Tab · Shift+Tab"))
        }
        #expect(hover(&state, tabCenter(state, catalog.tabs.count - 1))?.name == "Kaomoji")
        let pack = catalog.tabs.firstIndex { $0.kind == .pack } ?? 0
        #expect(hover(&state, tabCenter(state, pack))?.name == catalog.tabs[pack].title)
    }

    @Test func chineseNamesTheControlsAndTabsInChinese() {
        var state = state(width: 1200, chinese: true)
        #expect(hover(&state, center(state.layout.searchButton))?.name == "搜索")
        #expect(hover(&state, center(state.layout.sendButton))?.name == "发送")
        #expect(hover(&state, tabCenter(state, 2))?.name == "笑脸")
        #expect(hover(&state, tabCenter(state, 10))?.name == "旗帜")
        #expect(hover(&state, tabCenter(state, KeyboardCatalog.favouritesTab))?.name == "收藏")
        #expect(hover(&state, tabCenter(state, catalog.tabs.count - 1))?.name == "颜文字")
    }

    @Test func theChineseGroupNamesAreCLDRsFromGroupsTSV() throws {
        let text = try Fixtures.text(Fixtures.assets + "/groups.tsv")
        let names = GroupNames(parsing: text)
        for (english, chinese) in UIWords.chineseGroupNames {
            #expect(names.chinese(.group, english).first == chinese)
        }
        #expect(UIWords.chineseGroupNames.count == catalog.tabs.filter { $0.kind == .emoji }.count)
    }

    @Test func theArrowsOfANarrowTabStripSayWhereTheyGo() throws {
        var state = state(width: 300)
        let strip = state.keyboard.tabStrip(catalog: catalog)
        let back = try #require(strip.backArrow)
        let forward = try #require(strip.forwardArrow)
        #expect(hover(&state, center(back)) == StatusLine(name: "Earlier tabs"))
        #expect(hover(&state, center(forward)) == StatusLine(name: "More tabs"))
    }

    @Test func aPageDotNamesItsPageBesideTheDots() throws {
        var state = state()
        state.keyboard.tabIndex = 2
        let pages = state.keyboard.pageCount(catalog: catalog)
        guard case .dots(let dots) = state.layout.pageIndicator(pages: pages) else {
            Issue.record("the smileys' pages are dots")
            return
        }
        #expect(
            hover(&state, center(dots[1]))
                == StatusLine(name: "Page 2 of \(pages)", hint: "PgUp · PgDn", besidePages: true))
    }

    @Test func searchOpenNamesItsCloseButtonAndNoTabs() {
        var state = state()
        state.setUp(
            .key(.control("f"), shift: false, time: 10), catalog: catalog,
            effects: [.buildSearchIndex(generation: 0)])
        #expect(state.statusLine(catalog: catalog)?.name == "Search", "Ctrl+F names what it opened")
        #expect(hover(&state, center(state.layout.toneButton)) == StatusLine(name: "Close search", hint: "Esc"))
        #expect(hover(&state, center(state.layout.searchField), time: 20) == nil)
    }

    @Test func theToneMenuNamesTheToneUnderThePointer() throws {
        var state = state()
        state.setUp(.pointerDown(center(state.layout.toneButton), time: 10), catalog: catalog)
        state.setUp(.pointerUp(center(state.layout.toneButton), time: 20), catalog: catalog)
        let menu = state.layout.toneMenu
        #expect(hover(&state, center(menu.items[3]), time: 30) == StatusLine(name: "Medium skin tone"))
        #expect(hover(&state, center(menu.items[0]), time: 40) == StatusLine(name: "No skin tone"))
    }

    @Test func keysNameTheTabAndPageTheyOpen() {
        var state = state()
        state.keyboard.tabIndex = 2
        state.setUp(.key(.tab, shift: false, time: 10), catalog: catalog)
        #expect(state.statusLine(catalog: catalog) == StatusLine(name: "People & Body", hint: "Tab · Shift+Tab"))
        state.setUp(.key(.pageDown, shift: false, time: 20), catalog: catalog)
        #expect(state.statusLine(catalog: catalog)?.name == "Page 2 of \(state.keyboard.pageCount(catalog: catalog))")
        state.setUp(.key(.text("a"), shift: false, time: 30), catalog: catalog)
        #expect(state.statusLine(catalog: catalog) == nil, "typing names nothing")
    }

    @Test func anEmojiWithTonesSaysToHoldAndEveryEmotionSaysToRightClick() throws {
        var state = state()
        state.keyboard.tabIndex = peopleTab
        let waving = try #require(hover(&state, center(state.keyboard.cellGrid.rect(0))))
        #expect(waving.name == "waving hand")
        #expect(waving.hint == "hold for skin tones · right-click to pin")
        state.keyboard.tabIndex = 2
        let grinning = try #require(hover(&state, center(state.keyboard.cellGrid.rect(0)), time: 20))
        #expect(grinning == StatusLine(name: "grinning face", code: "U+1F600", hint: "right-click to pin"))
        state.setUp(
            .secondaryClick(center(state.keyboard.cellGrid.rect(0)), time: 30), catalog: catalog,
            effects: [.saveRecents])
        #expect(
            state.statusLine(catalog: catalog)
                == StatusLine(name: "grinning face", code: "U+1F600", pinned: true, hint: "right-click to unpin"))
    }

    @Test func theFocusedCellGivesTheKeysInstead() {
        var state = state()
        state.keyboard.tabIndex = peopleTab
        state.setUp(.focusChanged(true, time: 0), catalog: catalog)
        state.setUp(.key(.down, shift: false, time: 10), catalog: catalog)
        #expect(state.statusLine(catalog: catalog)?.hint == "Shift+Enter: skin tones · Ctrl+D to pin")
    }

    @Test func theSkinTonePickerNamesTheVariantUnderThePointer() throws {
        var state = state()
        state.keyboard.tabIndex = peopleTab
        let cell = center(state.keyboard.cellGrid.rect(0))
        state.setUp(.pointerDown(cell, time: 1000), catalog: catalog)
        state.setUp(.tick(1600), catalog: catalog)
        let choice = try #require(state.keyboard.variantChoice(catalog: catalog))
        state.setUp(.pointerMoved(center(choice.popup.items[2]), time: 1700), catalog: catalog)
        #expect(state.statusLine(catalog: catalog)?.name == "waving hand: medium-light skin tone")
        #expect(state.statusLine(catalog: catalog)?.code == "U+1F44B U+1F3FC")
    }

    @Test func aDragNamesTheEmotionTheMagnifierShowsNotTheOneItBeganOn() throws {
        var state = state()
        let grid = state.keyboard.cellGrid
        let first = try #require(state.keyboard.emotion(atCell: 0, catalog: catalog))
        let third = try #require(state.keyboard.emotion(atCell: 2, catalog: catalog))
        _ = hover(&state, center(grid.rect(0)), time: 5)
        state.setUp(.pointerDown(center(grid.rect(0)), time: 10), catalog: catalog)
        #expect(state.statusLine(catalog: catalog)?.name.contains(first.nameEN) == true)
        state.setUp(.pointerMoved(center(grid.rect(1)), time: 400), catalog: catalog)
        state.setUp(.pointerMoved(center(grid.rect(2)), time: 420), catalog: catalog)
        #expect(state.keyboard.magnifiedCell == 2)
        #expect(state.statusLine(catalog: catalog)?.name.contains(third.nameEN) == true, "the magnifier's emotion")
    }
}
