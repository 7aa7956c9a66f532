import KeyboardTestSupport
import Testing

@testable import KeyboardModel

@Suite("Search in the window")
struct WindowSearchTests {
    let catalog = ShippedSearch.catalog
    let index = ShippedSearch.index

    func fresh(mode: InputMode = .compose, delivery: Delivery = .print) -> AppState {
        var keyboard = KeyboardState(windowSize: LayoutMetrics().preferredWindowSize, metrics: LayoutMetrics())
        keyboard.prepare(catalog: catalog)
        var state = AppState(keyboard: keyboard, mode: mode, delivery: delivery, measure: FixedMeasure())
        if mode == .compose { state.setUp(.focusChanged(true, time: 0), catalog: catalog, searchIndex: index) }
        return state
    }

    func key(_ state: inout AppState, _ key: Key, shift: Bool = false, index: SearchIndex? = ShippedSearch.index)
        -> [AppEffect]
    {
        state.reduce(.key(key, shift: shift, time: 100), catalog: catalog, measure: FixedMeasure(), searchIndex: index)
    }

    func type(_ state: inout AppState, _ text: String) {
        for character in text { #expect(key(&state, .text(String(character))) == []) }
    }

    func shown(_ state: AppState, _ count: Int) -> [String] {
        (0..<count).compactMap { state.keyboard.emotion(atCell: $0, catalog: catalog)?.text }
    }

    @Test func ctrlFOpensSearchAndTypingFiltersLiveInEnglish() {
        var state = fresh()
        #expect(key(&state, .control("f")) == [.buildSearchIndex(generation: 0)])
        #expect(state.isSearching && state.keyFocus == .search)
        #expect(state.keyboard.shownEmotions(catalog: catalog).isEmpty, "nothing before a word is typed")
        type(&state, "flag")
        let flags = state.keyboard.search?.results.count ?? 0
        #expect(flags > 200)
        type(&state, " japan")
        #expect(shown(state, 1) == ["🇯🇵"], "best first")
        #expect(state.keyboard.pageCount(catalog: catalog) == 1)
        #expect(key(&state, .backspace) == [])
        #expect(state.searchField.text.plainText == "flag japa" && state.keyboard.search?.query == "flag japa")
        #expect(state.keyboard.shownEmotions(catalog: catalog).first?.text == "🇯🇵")
    }

    @Test func theStatusLineNamesTheWordsASearchLeftOut() throws {
        var state = fresh()
        #expect(key(&state, .control("f")) == [.buildSearchIndex(generation: 0)])
        type(&state, "cake xyzzy")
        #expect(shown(state, 1) == ["🎂"] || shown(state, 1) == ["🍰"], "what cake finds")
        let line = try #require(state.statusLine(catalog: catalog))
        #expect(line.name == "No emotion matches every word: left out “xyzzy”")
        #expect(key(&state, .backspace) == [])
        #expect(key(&state, .backspace) == [])
        #expect(key(&state, .backspace) == [])
        #expect(key(&state, .backspace) == [])
        #expect(key(&state, .backspace) == [])
        #expect(key(&state, .backspace) == [])
        #expect(state.keyboard.search?.query == "cake")
        #expect(state.statusLine(catalog: catalog) == nil, "every word matched: nothing to say")
    }

    @Test func pinyinFullAndInitialsFindTearsOfJoyFirst() {
        for query in ["xiaoku", "xk", "笑哭"] {
            var state = fresh()
            #expect(key(&state, .control("f")) == [.buildSearchIndex(generation: 0)])
            type(&state, query)
            let results = state.keyboard.shownEmotions(catalog: catalog).map(\.text)
            // Initials are also the whole words of other emoji (星空 for 🌌), which rank above the prefix 笑哭了.
            #expect(results.prefix(query == "xk" ? 8 : 3).contains("😂"), "\(query): \(results.prefix(8))")
            #expect(results.contains("[笑哭]"), "\(query) finds the sticker too")
            #expect(
                results == ShippedSearch.texts(query).filter { results.contains($0) }, "\(query): the index's order")
        }
    }

    @Test func enterInsertsTheFirstResultAndEscapeReturnsToTheTab() {
        var state = fresh()
        let tab = state.keyboard.tabIndex
        #expect(key(&state, .pageDown) == [])
        #expect(key(&state, .control("f")) == [.buildSearchIndex(generation: 0)])
        type(&state, "cat face")
        #expect(key(&state, .enter) == [.saveRecents])
        #expect(state.composer.plainText == "🐱")
        #expect(state.isSearching, "search stays open for the next one")
        #expect(key(&state, .escape) == [])
        #expect(!state.isSearching && state.searchField.text.isEmpty)
        #expect(
            state.keyboard.tabIndex == tab && state.keyboard.currentPage(catalog: catalog) == 1,
            "the tab and page it was on")
        #expect(state.keyFocus == .composer, "the keys go back to the composer")
    }

    /// Issue 33: after 🐈 came from search, Recent still showed only 😂 when search closed and when the window came back.
    @Test func recentShowsWhatSearchInsertedOnceSearchClosesAndWhenShownAgain() {
        var keyboard = KeyboardState(
            windowSize: LayoutMetrics().preferredWindowSize, metrics: LayoutMetrics(), recents: ["😂"])
        keyboard.prepare(catalog: catalog)
        var state = AppState(keyboard: keyboard, delivery: .print, measure: FixedMeasure())
        state.setUp(.shownChanged(true), catalog: catalog, searchIndex: index)
        state.setUp(.focusChanged(true, time: 0), catalog: catalog, searchIndex: index)
        #expect(state.keyboard.tabIndex == KeyboardCatalog.recentTab)
        let recent = { (state: AppState) in
            state.keyboard.emotions(inTab: KeyboardCatalog.recentTab, catalog: catalog).map(\.text)
        }
        #expect(key(&state, .control("f")) == [.buildSearchIndex(generation: 0)])
        type(&state, "cat face")
        #expect(key(&state, .enter) == [.saveRecents])
        #expect(recent(state) == ["😂"], "while search is open the tab under it stays as it was")
        #expect(key(&state, .escape) == [])
        #expect(recent(state) == ["🐱", "😂"], "search closed: the latest use first")

        let cell = Point(x: state.layout.cellRect(1).midX, y: state.layout.cellRect(1).midY)
        state.setUp(.pointerDown(cell, time: 200), catalog: catalog)
        state.setUp(.pointerUp(cell, time: 210), catalog: catalog, effects: [.saveRecents])
        #expect(recent(state) == ["🐱", "😂"], "a click on the open tab does not move its cells under the pointer")
        state.setUp(.shownChanged(false), catalog: catalog)
        state.setUp(.shownChanged(true), catalog: catalog)
        #expect(recent(state) == ["😂", "🐱"], "shown again: the latest use first")
    }

    @Test(arguments: ["japan", "heart", "love", "smile", "sad", "hug", "日本", "点赞", "strong"])
    func enterInsertsTheIndexsFirstResultForTheIssueExamples(query: String) throws {
        var state = fresh()
        #expect(key(&state, .control("f")) == [.buildSearchIndex(generation: 0)])
        type(&state, query)
        let first = try #require(ShippedSearch.index.search(query).first)
        #expect(shown(state, 1) == [first.text], "the window shows the index's order")
        #expect(key(&state, .enter) == [.saveRecents])
        #expect(state.composer.plainText == first.text)
    }

    @Test func aQueryWithoutResultsIsAnsweredEmpty() {
        var state = fresh()
        #expect(key(&state, .control("f")) == [.buildSearchIndex(generation: 0)])
        type(&state, "qzxv")
        #expect(
            state.keyboard.search?.answered == true && state.keyboard.search?.results.isEmpty == true,
            "the window says nothing was found (UIWords.nothingFound), not that it is preparing")
        #expect(key(&state, .enter).isEmpty && state.composer.plainText.isEmpty, "Enter inserts nothing")
    }

    @Test func resultsPageMagnifyAndInsertLikeATab() throws {
        var state = fresh()
        #expect(key(&state, .control("f")) == [.buildSearchIndex(generation: 0)])
        type(&state, "face")
        #expect(state.keyboard.pageCount(catalog: catalog) > 2)
        #expect(key(&state, .pageDown) == [])
        #expect(state.keyboard.currentPage(catalog: catalog) == 1)
        let second = try #require(state.keyboard.emotion(atCell: 0, catalog: catalog))
        #expect(second == state.keyboard.search?.results[20])
        let cell = state.keyboard.cellGrid.rect(0)
        state.setUp(.pointerDown(Point(x: cell.midX, y: cell.midY), time: 200), catalog: catalog, searchIndex: index)
        #expect(state.keyboard.magnifiedCell == 0)
        state.setUp(
            .pointerUp(Point(x: cell.midX, y: cell.midY), time: 250), catalog: catalog, searchIndex: index,
            effects: [.saveRecents])
        #expect(state.composer.plainText == second.text)
        #expect(
            state.keyOwner == .search && !state.gridHasKeyFocus, "the click left the keys in the search field")
        #expect(key(&state, .down) == [] && state.keyOwner == .grid, "Down gives them to the results")
        #expect(state.gridHasKeyFocus && state.keyboard.focusedCell == 0, "the ring shows, on the cell clicked")
        #expect(key(&state, .right) == [])
        #expect(key(&state, .enter) == [.saveRecents])
        #expect(
            state.composer.plainText == second.text + (state.keyboard.search?.results[21].text ?? "?"),
            "the focus ring works in the results")
    }

    @Test func typingOnTheGridStartsASearchWhileTheComposerIsEmpty() {
        var state = fresh()
        #expect(key(&state, .down) == [])
        #expect(key(&state, .text("c")) == [.buildSearchIndex(generation: 0)], "a letter on the grid opens search")
        type(&state, "at")
        #expect(state.isSearching && state.keyFocus == .search && state.searchField.text.plainText == "cat")
        #expect(state.keyboard.shownEmotions(catalog: catalog).contains { $0.text == "🐱" })
        #expect(key(&state, .escape) == [])
        #expect(state.keyFocus == .grid, "back to where the keys were")
        #expect(key(&state, .text("/")) == [])
        #expect(state.isSearching && state.searchField.text.isEmpty, "/ opens an empty search")
    }

    @Test func aQueryTypedBeforeTheIndexIsReadyIsAnsweredWhenItIs() {
        var state = fresh()
        #expect(key(&state, .control("f"), index: nil) == [.buildSearchIndex(generation: 0)])
        for character in "waving hand" { #expect(key(&state, .text(String(character)), index: nil) == []) }
        #expect(state.keyboard.search?.answered == false && state.keyboard.shownEmotions(catalog: catalog).isEmpty)
        state.setUp(.searchIndexReady(index, generation: 0, time: 300), catalog: catalog)
        #expect(state.keyboard.search?.answered == true)
        #expect(state.keyboard.shownEmotions(catalog: catalog).first?.text == "👋")
    }

    @Test func mostlyKaomojiResultsUseWideCells() {
        var state = fresh()
        #expect(key(&state, .control("f")) == [.buildSearchIndex(generation: 0)])
        type(&state, "table flip")
        #expect(state.keyboard.search?.wide == true && state.keyboard.cellGrid == state.layout.wideCells)
        #expect(key(&state, .escape) == [])
        #expect(state.keyboard.cellGrid == state.layout.squareCells)
    }

    @Test func resultsShowTheDefaultToneAndTheTonePickedForAnEmoji() {
        var keyboard = KeyboardState(
            windowSize: LayoutMetrics().preferredWindowSize, metrics: LayoutMetrics(), skinTone: .medium)
        keyboard.prepare(catalog: catalog)
        var state = AppState(keyboard: keyboard, delivery: .print, measure: FixedMeasure())
        #expect(key(&state, .control("f")) == [.buildSearchIndex(generation: 0)])
        type(&state, "waving hand")
        #expect(shown(state, 1) == ["👋🏽"])
    }

    @Test func tabClosesSearchAndOpensTheNextTab() {
        var state = fresh()
        let tab = state.keyboard.tabIndex
        #expect(key(&state, .control("f")) == [.buildSearchIndex(generation: 0)])
        type(&state, "dog")
        #expect(key(&state, .tab) == [])
        #expect(!state.isSearching && state.keyboard.tabIndex == tab + 1)
    }

    @Test func theSearchButtonAndTheCloseButton() {
        var state = fresh()
        let button = state.layout.searchButton
        state.setUp(
            .pointerDown(Point(x: button.midX, y: button.midY), time: 10), catalog: catalog, searchIndex: index,
            effects: [.buildSearchIndex(generation: 0)])
        state.setUp(.pointerUp(Point(x: button.midX, y: button.midY), time: 20), catalog: catalog, searchIndex: index)
        #expect(state.isSearching && state.keyFocus == .search && state.searchCaretVisible)
        type(&state, "dog")
        let close = state.layout.toneButton
        state.setUp(.pointerDown(Point(x: close.midX, y: close.midY), time: 30), catalog: catalog, searchIndex: index)
        #expect(!state.isSearching && !state.keyboard.toneMenuOpen, "closes search, opens no tone menu")
    }

    @Test func opensSearchAskingForTheIndexOnceAndAnswersAQueryTypedBeforeItIsReady() {
        var state = fresh()
        #expect(key(&state, .control("f"), index: nil) == [.buildSearchIndex(generation: 0)])
        for character in "cat face" { #expect(key(&state, .text(String(character)), index: nil) == []) }
        #expect(key(&state, .control("f"), index: nil).isEmpty, "search is open: the index is not asked for again")
        #expect(state.keyboard.search?.answered == false, "no index yet: no answer, not an empty one")
        state.setUp(.searchIndexReady(index, generation: 0, time: 200), catalog: catalog)
        #expect(shown(state, 1) == ["🐱"])
        #expect(key(&state, .escape) == [])
        #expect(
            key(&state, .control("f"), index: nil).isEmpty, "opened again: the index of this catalog is built already")
        #expect(shown(state, 1).isEmpty && state.isSearching)
    }

    @Test func directModeGrabsTheKeyboardForSearchAndGivesItBackBeforeTyping() throws {
        var state = fresh(mode: .direct, delivery: .type)
        let button = state.layout.searchButton
        #expect(
            state.reduce(
                .pointerDown(Point(x: button.midX, y: button.midY), time: 10), catalog: catalog,
                measure: FixedMeasure(),
                searchIndex: index) == [.buildSearchIndex(generation: 0), .grabKeyboard])
        state.setUp(.pointerUp(Point(x: button.midX, y: button.midY), time: 20), catalog: catalog, searchIndex: index)
        #expect(state.keyboardGrabbed && state.receivesKeys)
        type(&state, "cat face")
        let effects = key(&state, .enter)
        #expect(effects.first == .releaseKeyboard, "the application gets its keys back first")
        #expect(effects.contains(.type([.text("🐱")])))
        #expect(!state.keyboardGrabbed && state.isSearching)
        let field = state.layout.searchField
        #expect(
            state.reduce(
                .pointerDown(Point(x: field.midX, y: field.midY), time: 400), catalog: catalog, measure: FixedMeasure(),
                searchIndex: index) == [.grabKeyboard], "a click into the field takes the keys again")
        #expect(key(&state, .escape) == [.releaseKeyboard])
        #expect(!state.isSearching)
    }
}
