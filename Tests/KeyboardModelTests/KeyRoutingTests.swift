import KeyboardTestSupport
import Testing

@testable import KeyboardModel

/// Issue 22: keys go where the user expects, and one part of the window shows that it has them.
@Suite("Key routing: one visible owner of the keys")
struct KeyRoutingTests {
    let catalog = ShippedSearch.catalog
    let index = ShippedSearch.index

    func fresh(mode: InputMode = .compose) -> AppState {
        var keyboard = KeyboardState(windowSize: LayoutMetrics().preferredWindowSize, metrics: LayoutMetrics())
        keyboard.prepare(catalog: catalog)
        var state = AppState(keyboard: keyboard, mode: mode, delivery: .print, measure: FixedMeasure())
        // Direct mode never takes the focus.
        if mode == .compose { #expect(send(&state, .focusChanged(true, time: 0)) == []) }
        return state
    }

    func send(_ state: inout AppState, _ action: AppAction) -> [AppEffect] {
        state.reduce(action, catalog: catalog, measure: FixedMeasure(), searchIndex: index)
    }

    func key(_ state: inout AppState, _ key: Key, shift: Bool = false) -> [AppEffect] {
        send(&state, .key(key, shift: shift, time: 100))
    }

    func type(_ state: inout AppState, _ text: String) -> [AppEffect] {
        text.flatMap { key(&state, .text(String($0))) }
    }

    func click(_ state: inout AppState, _ rect: Rect, at time: Milliseconds = 50) -> [AppEffect] {
        let point = Point(x: rect.midX, y: rect.midY)
        return send(&state, .pointerDown(point, time: time)) + send(&state, .pointerUp(point, time: time + 30))
    }

    func cell(_ state: AppState, _ index: Int) -> Rect { state.keyboard.cellGrid.rect(index) }

    /// Issue 33: as in a chat application's emoji panel, a click inserts and leaves the keys in the text field, so
    /// Enter sends; `/` still searches after it (the field's last change came from the grid), and Escape from search
    /// gives the keys back to the field that now has text.
    @Test func aClickLeavesTheKeysInTheFieldSlashStillSearchesAndEscapeThenEnterSends() throws {
        var state = fresh()
        let melting = try #require(state.keyboard.emotion(atCell: 10, catalog: catalog))
        #expect(state.keyOwner == .composer)
        #expect(click(&state, cell(state, 10)) == [.saveRecents])
        #expect(state.composer.plainText == melting.text)
        #expect(state.keyOwner == .composer && !state.gridHasKeyFocus, "no ring: a click moves no keys")
        var effects = type(&state, "/flag japan")
        #expect(state.isSearching && state.keyOwner == .search && state.searchField.text.plainText == "flag japan")
        effects += key(&state, .enter)
        #expect(!effects.contains { if case .print = $0 { true } else { false } }, "nothing is sent")
        #expect(state.composer.plainText == melting.text + "🇯🇵")
        #expect(key(&state, .escape) == [])
        #expect(!state.isSearching && state.keyOwner == .composer, "Escape gives the keys to the field with text")
        #expect(key(&state, .enter) == [.print(melting.text + "🇯🇵")], "and Enter sends")
    }

    @Test func escapeFromASearchThatInsertedNothingGivesTheKeysBackWhereTheyWere() {
        var state = fresh()
        #expect(type(&state, "hi") == [])
        #expect(key(&state, .down) == [] && state.keyOwner == .grid)
        #expect(key(&state, .control("f")) == [.buildSearchIndex(generation: 0)])
        #expect(key(&state, .escape) == [])
        #expect(state.keyOwner == .grid, "the text field had text before search: the keys go back to the grid")
    }

    @Test func slashIsTextOnceTheFieldsLastChangeIsTyping() {
        var state = fresh()
        #expect(click(&state, cell(state, 0)) == [.saveRecents])
        #expect(type(&state, "a/") == [])
        #expect(!state.isSearching && state.composer.plainText.hasSuffix("a/"), "typed after the click: / is text")
        #expect(click(&state, cell(state, 0), at: 300) == [.saveRecents])
        #expect(key(&state, .left) == [])
        #expect(key(&state, .text("/")) == [] && !state.isSearching, "a caret moved since the click: / is text")
        #expect(click(&state, cell(state, state.keyboard.paging.deleteCell), at: 500) == [])
        #expect(key(&state, .text("/")) == [.buildSearchIndex(generation: 0)], "the delete cell is the grid too")
    }

    @Test func aClickHidesTheRingAndAKeyShowsItAgain() {
        var state = fresh()
        #expect(key(&state, .down) == [])
        #expect(state.keyOwner == .grid && state.gridHasKeyFocus, "Down gives the grid the keys, its ring showing")
        #expect(click(&state, cell(state, 3)) == [.saveRecents])
        #expect(state.keyOwner == .grid && !state.gridHasKeyFocus, "the keys stay, the ring hides after a click")
        #expect(key(&state, .right) == [])
        #expect(state.gridHasKeyFocus && state.keyboard.focusedCell == 4, "a key shows it, moved from the cell clicked")
    }

    @Test func slashOpensSearchFromAnEmptyComposerAndIsTypedIntoOneWithText() {
        var state = fresh()
        #expect(key(&state, .text("/")) == [.buildSearchIndex(generation: 0)])
        #expect(
            state.isSearching && state.keyOwner == .search && state.searchField.text.isEmpty && state.composer.isEmpty)
        #expect(key(&state, .escape) == [])
        #expect(state.keyOwner == .composer, "back to the composer")
        #expect(type(&state, "a/b") == [])
        #expect(!state.isSearching && state.composer.plainText == "a/b", "with text, / is text")
        #expect(key(&state, .control("f")) == [])
        #expect(state.isSearching && state.keyOwner == .search, "Ctrl+F opens search wherever the keys are")
        #expect(key(&state, .escape) == [])
        #expect(state.keyOwner == .composer && state.composer.plainText == "a/b")
    }

    @Test func enterSendsWheneverTheTextFieldHasTheKeys() {
        var state = fresh()
        #expect(click(&state, cell(state, 0)) == [.saveRecents])
        #expect(key(&state, .enter) == [.print(state.keyboard.emotion(atCell: 0, catalog: catalog)?.text ?? "?")])
        #expect(click(&state, cell(state, 0), at: 100) == [.saveRecents])
        #expect(key(&state, .down) == [] && key(&state, .enter) == [.saveRecents], "the grid's Enter inserts")
        let text = state.composer.plainText
        #expect(click(&state, state.layout.textField, at: 200) == [])
        #expect(state.keyOwner == .composer)
        #expect(key(&state, .enter) == [.print(text)], "a click into the field, then Enter, sends")
        #expect(type(&state, "hi") == [])
        #expect(key(&state, .control("f")) == [.buildSearchIndex(generation: 0)])
        #expect(key(&state, .escape) == [])
        #expect(key(&state, .enter) == [.print("hi")], "after search, the keys are back in the field")
    }

    @Test func theSendButtonSendsWhoeverHasTheKeys() {
        var state = fresh()
        #expect(click(&state, cell(state, 0)) == [.saveRecents])
        #expect(key(&state, .text("/")) == [.buildSearchIndex(generation: 0)])
        #expect(state.keyOwner == .search)
        let sent = state.composer.plainText
        #expect(click(&state, state.layout.sendButton, at: 300) == [.print(sent)])
    }

    @Test func aClickInTheResultsLeavesTheKeysInTheSearchFieldSoTypingRefinesTheQuery() {
        var state = fresh()
        #expect(key(&state, .control("f")) == [.buildSearchIndex(generation: 0)])
        #expect(type(&state, "cat") == [])
        #expect(click(&state, cell(state, 1)) == [.saveRecents])
        #expect(state.keyOwner == .search && !state.gridHasKeyFocus)
        #expect(type(&state, " face") == [])
        #expect(state.keyOwner == .search && state.searchField.text.plainText == "cat face")
        #expect(key(&state, .escape) == [])
        #expect(state.keyOwner == .composer, "the keys go back to where they were when search opened")
    }

    @Test func aClickOnAPopupOverTheGridLeavesTheKeysWhereTheyAre() throws {
        var state = fresh()
        let tone = state.layout.toneButton
        #expect(click(&state, tone) == [])
        #expect(state.keyboard.toneMenuOpen)
        let option = state.layout.toneMenu.frame
        #expect(click(&state, option, at: 200) == [.saveDefaultTone(.medium)])
        #expect(state.keyOwner == .composer)
    }

    @Test func withoutTheFocusNothingShowsTheKeysAndDirectModeHasNoComposerOwner() {
        var state = fresh()
        #expect(send(&state, .focusChanged(false, time: 10)) == [])
        #expect(state.keyOwner == nil && !state.gridHasKeyFocus && !state.caretVisible)
        var direct = fresh(mode: .direct)
        #expect(direct.keyOwner == nil, "direct mode never takes the focus")
        #expect(key(&direct, .control("f")) == [.buildSearchIndex(generation: 0), .grabKeyboard])
        #expect(direct.keyboardGrabbed && direct.keyOwner == .search)
    }

    /// Random presses, clicks and keys: after each, exactly the part that has the keys shows it, and keys reach
    /// exactly that part.
    @Test(arguments: 0..<12)
    func oneOwnerAfterAnySequence(seed: UInt64) {
        var random = SeededGenerator(state: seed &+ 0x5DEE_CE66)
        var state = fresh(mode: seed % 3 == 0 ? .direct : .compose)
        let keys: [Key] = [
            .text("/"), .text("a"), .text("🙂"), .escape, .enter, .down, .up, .left, .switchFocus, .control("f"),
            .backspace, .tab
        ]
        for step in 0..<120 {
            let time = Milliseconds(1000 + step * 100)
            switch Int.random(in: 0..<10, using: &random) {
            // A random walk: its steps' effects are not what it tests (who has the keys is).
            case 0..<5: _ = key(&state, keys.randomElement(using: &random)!)
            case 5, 6:
                let keys = state.keyFocus
                _ = click(
                    &state, cell(state, Int.random(in: 0..<state.keyboard.cellGrid.count, using: &random)), at: time)
                #expect(state.keyFocus == keys && !state.gridHasKeyFocus, "a click in the grid moves no keys")
            case 7: _ = click(&state, state.layout.textField, at: time)
            case 8: _ = click(&state, state.layout.searchButton, at: time)
            default: _ = send(&state, .focusChanged(Bool.random(using: &random), time: time))
            }
            let owner = state.keyOwner
            #expect(owner == nil || state.receivesKeys)
            #expect(state.gridHasKeyFocus == (owner == .grid && state.focusVisible))
            #expect(!state.caretVisible || owner == .composer)
            #expect(!state.searchCaretVisible || owner == .search)
            #expect(owner != .composer || state.mode == .compose)
            #expect(owner != .search || state.isSearching)
            if state.gridHasKeyFocus { #expect(state.keyboard.focusedCell != nil, "the ring shows somewhere") }
        }
    }
}

@Suite("Key routing: Enter before the search index is ready")
struct EnterBeforeTheIndexTests {
    let catalog = ShippedSearch.catalog

    func fresh() -> AppState {
        var keyboard = KeyboardState(windowSize: LayoutMetrics().preferredWindowSize, metrics: LayoutMetrics())
        keyboard.prepare(catalog: catalog)
        var state = AppState(keyboard: keyboard, delivery: .print, measure: FixedMeasure())
        state.setUp(.focusChanged(true, time: 0), catalog: catalog)
        return state
    }

    func key(_ state: inout AppState, _ key: Key) -> [AppEffect] {
        state.reduce(.key(key, shift: false, time: 100), catalog: catalog, measure: FixedMeasure(), searchIndex: nil)
    }

    func ready(_ state: inout AppState) -> [AppEffect] {
        state.reduce(
            .searchIndexReady(ShippedSearch.index, generation: 0, time: 500), catalog: catalog, measure: FixedMeasure())
    }

    @Test func enterTypedBeforeTheIndexTakesTheFirstResultOnceItIsReady() {
        var state = fresh()
        for character in "/flag japan" {
            #expect(
                key(&state, .text(String(character))) == (character == "/" ? [.buildSearchIndex(generation: 0)] : []),
                "the search opened by / asks for the index")
        }
        #expect(key(&state, .enter).isEmpty && state.composer.isEmpty, "no answer yet: nothing goes in")
        #expect(ready(&state) == [.saveRecents])
        #expect(state.composer.plainText == "🇯🇵" && state.isSearching && state.keyOwner == .search)
        #expect(ready(&state).isEmpty && state.composer.plainText == "🇯🇵", "once only")
    }

    @Test func aKeyAfterThatEnterOrClosingSearchForgetsIt() {
        var state = fresh()
        for character in "/cat" {
            #expect(
                key(&state, .text(String(character))) == (character == "/" ? [.buildSearchIndex(generation: 0)] : []),
                "the search opened by / asks for the index")
        }
        #expect(key(&state, .enter) == [])
        #expect(key(&state, .text(" ")) == [])
        #expect(ready(&state).isEmpty && state.composer.isEmpty, "typing on after Enter: the user moved on")
        var closed = fresh()
        for character in "/cat" {
            #expect(
                key(&closed, .text(String(character))) == (character == "/" ? [.buildSearchIndex(generation: 0)] : []),
                "the search opened by / asks for the index")
        }
        #expect(key(&closed, .enter) == [])
        #expect(key(&closed, .escape) == [])
        #expect(key(&closed, .control("f")) == [])
        #expect(ready(&closed).isEmpty && closed.composer.isEmpty, "search closed: forgotten")
    }
}
