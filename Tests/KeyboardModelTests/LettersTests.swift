import KeyboardTestSupport
import Testing

@testable import KeyboardModel

/// The letters layer: its keys follow the keymap, and each press types the key a physical keyboard would.
@Suite("Letters layer")
struct LettersTests {
    let catalog = Fixtures.catalog(groupSizes: [5])

    /// evdev keycodes of the standard positions with us, de and fr keysyms (levels 1-4), as `setxkbmap` gives them.
    static func keymap(_ layout: String) -> LetterKeymap {
        let rows: [String: [String]] = [
            "us": ["qwertyuiop", "asdfghjkl", "zxcvbnm"],
            "de": ["qwertzuiopü", "asdfghjklöä", "yxcvbnm"],
            "fr": ["azertyuiop", "qsdfghjklmù", "wxcvbn,"],
            "ru": ["йцукенгшщзхъ", "фывапролджэ", "ячсмитьбю"]
        ]
        var keysyms: [UInt8: [UInt32]] = [:]
        for (row, start) in zip(rows[layout] ?? [], [24, 38, 52] as [UInt8]) {
            for (offset, character) in row.enumerated() {
                // Latin-1 keysyms are their code points; others are 0x01000000 + the code point.
                func keysym(_ text: String) -> UInt32 {
                    let value = text.unicodeScalars.first!.value
                    return value < 0x100 ? value : 0x0100_0000 + value
                }
                keysyms[start + UInt8(offset)] = [
                    keysym(String(character)), character == "," ? 0x3F : keysym(character.uppercased()), 0, 0
                ]
            }
        }
        keysyms[26]?[2] = 0x20AC  // AltGr+e: €
        let digits: [UInt32] = Array(0x31...0x39) + [0x30]
        for (offset, digit) in digits.enumerated() {
            keysyms[10 + UInt8(offset)] = layout == "fr" ? [0x26, digit, 0, 0] : [digit, 0x21, 0, 0]
        }
        keysyms[65] = [0x20, 0, 0, 0]
        keysyms[36] = [0xFF0D, 0, 0, 0]
        keysyms[22] = [0xFF08, 0, 0, 0]
        if keysyms[60] == nil { keysyms[60] = [0x2E, 0x3E, 0, 0] }
        return LetterKeymap(keysyms: keysyms)
    }

    func state(_ mode: InputMode, layout: String = "us", layer: Layer = .letters) -> AppState {
        var configuration = Configuration()
        configuration.layer = layer
        var state = AppState(
            keyboard: KeyboardState(windowSize: Size(width: 420, height: 320), metrics: LayoutMetrics()), mode: mode,
            configuration: configuration, measure: FixedMeasure())
        state.setUp(.keymapRead(Self.keymap(layout)), catalog: catalog)
        return state
    }

    func center(_ rect: Rect) -> Point { Point(x: rect.midX, y: rect.midY) }

    func point(of key: LetterKey, in state: AppState) throws -> Point {
        center(try #require(state.lettersLayout.keys.first { $0.key == key }).frame)
    }

    func tap(_ key: LetterKey, _ state: inout AppState, at time: Milliseconds) throws -> [AppEffect] {
        let point = try point(of: key, in: state)
        return state.reduce(.pointerDown(point, time: time), catalog: catalog)
            + state.reduce(.pointerUp(point, time: time + 20), catalog: catalog)
    }

    @Test(arguments: [("us", "y"), ("de", "z"), ("fr", "y")])
    func theSixthKeyOfTheTopRowFollowsTheLayout(layout: String, expected: String) {
        let state = state(.direct, layout: layout)
        let top = state.lettersLayout.keys.prefix(6)
        #expect(top.last.map { state.label(of: $0.key) } == expected)
    }

    @Test func germanShowsUmlautsInElevenKeyRowsAndUSInTen() {
        let us = state(.direct).lettersLayout.keys.map(\.key)
        let de = state(.direct, layout: "de").lettersLayout.keys.map(\.key)
        #expect(us.contains(.keycode(33)) && !us.contains(.keycode(34)) && !us.contains(.keycode(47)))
        #expect(de.contains(.keycode(34)) && de.contains(.keycode(47)) && de.contains(.keycode(48)))
        for key in [
            LetterKey.shift, .backspace, .emotions, .page, .space, .enter, .modifier(.control), .modifier(.altGr)
        ] {
            #expect(us.contains(key))
        }
    }

    @Test func russianGetsEveryLetterRowKeyAndYoByALongPress() {
        let state = state(.direct, layout: "ru")
        let labels = state.lettersLayout.keys.map { state.label(of: $0.key) }.joined()
        for letter in "йцукенгшщзхъфывапролджэячсмитьбю" { #expect(labels.contains(letter)) }
        #expect(AccentVariants.variants(of: "е") == ["ё"] && AccentVariants.variants(of: "Е") == ["Ё"])
    }

    @Test func theKeysAreAtLeastSevenMillimetresWideAtTheScreensDPI() {
        // Scale follows the screen (dpi / 96): the default window's keys keep their size in millimetres.
        for scale in [1.0, 1.5, 2.0] {
            var configuration = Configuration()
            configuration.layer = .letters
            let metrics = LayoutMetrics(configuration).scaled(by: scale)
            var state = AppState(
                keyboard: KeyboardState(windowSize: metrics.preferredWindowSize, metrics: metrics), mode: .direct,
                configuration: configuration, measure: FixedMeasure())
            state.setUp(.keymapRead(Self.keymap("de")), catalog: catalog)
            let pixelsPerMillimetre = 96 * scale / 25.4
            for key in state.lettersLayout.keys {
                #expect(Double(min(key.frame.width, key.frame.height)) / pixelsPerMillimetre >= 7, "\(key) at \(scale)")
            }
        }
    }

    @Test func everyKeyIsInsideTheWindowAndNoTwoOverlap() {
        for size in [Size(width: 420, height: 320), Size(width: 1920, height: 300), Size(width: 200, height: 200)] {
            var state = state(.direct, layout: "de")
            state.setUp(.resized(size), catalog: catalog)
            let keys = state.lettersLayout.keys
            for (index, key) in keys.enumerated() {
                #expect(key.frame.x >= 0 && key.frame.maxX <= size.width && key.frame.maxY <= size.height)
                #expect(state.lettersLayout.key(at: center(key.frame)) == index, "the centre of each key hits that key")
                for other in keys[(index + 1)...] {
                    let apart =
                        key.frame.maxX <= other.frame.x || other.frame.maxX <= key.frame.x
                        || key.frame.maxY <= other.frame.y || other.frame.maxY <= key.frame.y
                    #expect(apart, "\(key.key) and \(other.key) overlap at \(size.width) x \(size.height)")
                }
            }
        }
    }

    @Test func directModePressesTheRealKeycode() throws {
        var state = state(.direct, layout: "de")
        #expect(try tap(.keycode(29), &state, at: 100) == [.type([.key(KeyPress(keycode: 29, shifted: false))])])
        #expect(state.composer.isEmpty)
    }

    @Test func composeModeInsertsTheCharacter() throws {
        var state = state(.compose, layout: "fr")
        _ = try tap(.keycode(24), &state, at: 100)
        _ = try tap(.keycode(29), &state, at: 200)
        #expect(state.composer.plainText == "ay")
    }

    @Test func shiftLastsOneKeyAndADoubleTapLocksIt() throws {
        var state = state(.compose)
        _ = try tap(.shift, &state, at: 100)
        #expect(state.letters.shift == .once && state.label(of: .keycode(24)) == "Q")
        _ = try tap(.keycode(24), &state, at: 200)
        _ = try tap(.keycode(25), &state, at: 300)
        #expect(state.composer.plainText == "Qw")
        _ = try tap(.shift, &state, at: 1000)
        _ = try tap(.shift, &state, at: 1100)
        #expect(state.letters.shift == .locked)
        _ = try tap(.keycode(24), &state, at: 1200)
        _ = try tap(.keycode(25), &state, at: 1300)
        _ = try tap(.shift, &state, at: 1400)
        _ = try tap(.keycode(26), &state, at: 1500)
        #expect(state.composer.plainText == "QwQWe")
    }

    @Test func shiftedKeysArePressedWithShiftInDirectMode() throws {
        var state = state(.direct)
        _ = try tap(.shift, &state, at: 100)
        #expect(try tap(.keycode(24), &state, at: 200) == [.type([.key(KeyPress(keycode: 24, shifted: true))])])
    }

    @Test func stickyControlReachesTheApplicationWithTheNextKeyOnly() throws {
        var state = state(.direct)
        _ = try tap(.modifier(.control), &state, at: 100)
        #expect(state.isLatched(.modifier(.control)))
        #expect(
            try tap(.keycode(54), &state, at: 200) == [
                .type([.key(KeyPress(keycode: 54, shifted: false, modifiers: .control))])
            ])
        #expect(!state.isLatched(.modifier(.control)))
        #expect(try tap(.keycode(54), &state, at: 300) == [.type([.key(KeyPress(keycode: 54, shifted: false))])])
    }

    @Test func altGrTypesTheThirdLevel() throws {
        var state = state(.direct)
        _ = try tap(.modifier(.altGr), &state, at: 100)
        #expect(state.label(of: .keycode(26)) == "€")
        #expect(
            try tap(.keycode(26), &state, at: 200) == [
                .type([.key(KeyPress(keycode: 26, shifted: false, modifiers: .altGr))])
            ])
    }

    @Test func theSymbolsPageTypesThroughTheKeyThatHasTheCharacter() throws {
        var state = state(.direct, layout: "fr")
        _ = try tap(.page, &state, at: 100)
        #expect(state.letters.page == .symbols)
        #expect(
            try tap(.symbol("1"), &state, at: 200) == [.type([.key(KeyPress(keycode: 10, shifted: true))])],
            "fr: Shift+& is 1")
        #expect(try tap(.symbol("@"), &state, at: 300) == [.type([.text("@")])], "not on this keymap: a bound keycode")
    }

    @Test func backspaceRepeatsWhileHeld() throws {
        var state = state(.direct)
        let point = try point(of: .backspace, in: state)
        #expect(state.reduce(.pointerDown(point, time: 100), catalog: catalog) == [.type([.backspace(count: 1)])])
        state.setUp(.typingReported(remaining: [], retryAt: nil, keymapChanged: false, time: 100), catalog: catalog)
        #expect(state.nextDeadline == 600)
        #expect(state.reduce(.tick(600), catalog: catalog) == [.type([.backspace(count: 1)])])
        state.setUp(.typingReported(remaining: [], retryAt: nil, keymapChanged: false, time: 600), catalog: catalog)
        #expect(state.reduce(.pointerUp(point, time: 650), catalog: catalog) == [], "release deletes nothing more")
    }

    @Test func spaceAndEnterGoThroughTheirOwnKeys() throws {
        var state = state(.direct)
        #expect(try tap(.space, &state, at: 100) == [.type([.key(KeyPress(keycode: 65, shifted: false))])])
        state.setUp(.typingReported(remaining: [], retryAt: nil, keymapChanged: false, time: 100), catalog: catalog)
        #expect(try tap(.enter, &state, at: 200) == [.type([.key(KeyPress(keycode: 36, shifted: false))])])
    }

    @Test func holdingALetterOffersItsAccentsAndSlidingPicksOne() throws {
        var state = state(.compose)
        let e = try point(of: .keycode(26), in: state)
        state.setUp(.pointerDown(e, time: 100), catalog: catalog)
        #expect(state.nextDeadline <= 600)
        state.setUp(.tick(600), catalog: catalog)
        let options = try #require(state.letters.press?.variants)
        #expect(options.prefix(3) == ["e", "é", "è"])
        let frames = state.letterVariantFrames
        state.setUp(.pointerMoved(center(frames[1]), time: 700), catalog: catalog)
        state.setUp(.pointerUp(center(frames[1]), time: 750), catalog: catalog)
        #expect(state.composer.plainText == "é")
    }

    @Test func anAccentNotOnTheKeymapGoesThroughABoundKeycodeInDirectMode() throws {
        var state = state(.direct)
        let e = try point(of: .keycode(26), in: state)
        state.setUp(.pointerDown(e, time: 100), catalog: catalog)
        state.setUp(.tick(600), catalog: catalog)
        let frames = state.letterVariantFrames
        state.setUp(.pointerMoved(center(frames[1]), time: 700), catalog: catalog)
        #expect(state.reduce(.pointerUp(center(frames[1]), time: 750), catalog: catalog) == [.type([.text("é")])])
    }

    @Test func theSwitchKeysSwapLayersRememberTheChoiceAndKeepEachLayersState() throws {
        var state = state(.compose, layer: .emotions)
        state.setUp(.key(.pageDown, shift: false, time: 50), catalog: catalog)
        let page = state.keyboard.currentPage(catalog: catalog)
        let button = center(state.layout.layerButton)
        #expect(
            state.reduce(.pointerDown(button, time: 100), catalog: catalog) == [
                .saveSetting(key: "layer", literal: "\"letters\"")
            ])
        state.setUp(.pointerUp(button, time: 120), catalog: catalog)
        #expect(state.layer == .letters)
        _ = try tap(.page, &state, at: 200)
        #expect(try tap(.emotions, &state, at: 300) == [.saveSetting(key: "layer", literal: "\"emotions\"")])
        #expect(state.layer == .emotions && state.keyboard.currentPage(catalog: catalog) == page)
        state.setUp(
            .pointerDown(button, time: 400), catalog: catalog,
            effects: [.saveSetting(key: "layer", literal: "\"letters\"")])
        #expect(state.letters.page == .symbols, "the letters keep their page")
    }

    @Test func theLayerSettingAndFlagChooseTheLayerAtStart() throws {
        var overrides = ConfigurationOverrides()
        overrides.layer = .letters
        let configuration = try overrides.applied(to: Configuration())
        #expect(configuration.layer == .letters)
        #expect(Configuration.setting("layer")?.flag == "--layer")
        #expect(state(.compose, layer: .letters).layer == .letters)
    }

    @Test func arrowsMoveTheRingOverTheKeysAndEnterTapsIt() throws {
        var state = state(.compose)
        state.setUp(.focusChanged(true, time: 0), catalog: catalog)
        state.setUp(.key(.down, shift: false, time: 10), catalog: catalog)
        state.setUp(.key(.right, shift: false, time: 20), catalog: catalog)
        state.setUp(.key(.down, shift: false, time: 30), catalog: catalog)
        state.setUp(.key(.enter, shift: false, time: 40), catalog: catalog)
        #expect(state.composer.plainText == "s", "w, then the key below it")
    }

    @Test func theStatusLineNamesTheKeyUnderThePointer() throws {
        var state = state(.compose)
        state.setUp(.pointerMoved(try point(of: .backspace, in: state), time: 10), catalog: catalog)
        #expect(state.namedControl == .letterKey(.backspace, label: "⌫"))
        state.setUp(.pointerMoved(center(state.layout.layerButton), time: 20), catalog: catalog)
        #expect(state.namedControl == .layerSwitch)
    }

    @Test func keysymsOfOtherScriptsHaveLabels() {
        #expect(KeysymText.text(for: 0x6CA) == "й")
        #expect(KeysymText.text(for: 0x6EA) == "Й")
        #expect(KeysymText.text(for: 0xFE52) == "^")
        #expect(KeysymText.text(for: 0x7E1) == "α")
        #expect(KeysymText.text(for: 0x0100_20AC) == "€")
        #expect(KeysymText.text(for: 0xFF0D) == nil)
    }
}

@Suite("Letters layer: key click")
struct LettersClickTests {
    @Test func aPressClicksOnlyWithTheSettingOn() throws {
        let catalog = Fixtures.catalog(groupSizes: [5])
        for on in [false, true] {
            var configuration = Configuration()
            configuration.layer = .letters
            configuration.clickSound = on
            var state = AppState(
                keyboard: KeyboardState(windowSize: Size(width: 420, height: 320), metrics: LayoutMetrics()),
                mode: .direct,
                configuration: configuration, measure: FixedMeasure())
            state.setUp(.keymapRead(LettersTests.keymap("us")), catalog: catalog)
            let key = try #require(state.lettersLayout.keys.first { $0.key == .keycode(24) }).frame
            let effects = state.reduce(.pointerDown(Point(x: key.midX, y: key.midY), time: 100), catalog: catalog)
            #expect(effects == (on ? [.playKeyClick] : []))
        }
    }
}

extension LettersTests {
    @Test func searchFromTheLettersOpensOnTheEmotions() {
        var state = state(.compose)
        state.setUp(.focusChanged(true, time: 0), catalog: catalog)
        let effects = state.reduce(.key(.control("f"), shift: false, time: 10), catalog: catalog)
        #expect(state.layer == .emotions && state.isSearching)
        #expect(effects.contains(.saveSetting(key: "layer", literal: "\"emotions\"")))
    }

    @Test func aNewKeymapOrSizeLetsGoOfTheHeldKey() throws {
        var state = state(.direct)
        state.setUp(.pointerDown(try point(of: .keycode(24), in: state), time: 10), catalog: catalog)
        #expect(state.letters.press != nil)
        state.setUp(.keymapRead(Self.keymap("de")), catalog: catalog)
        #expect(state.letters.press == nil)
        state.setUp(.pointerDown(try point(of: .keycode(24), in: state), time: 20), catalog: catalog)
        state.setUp(.resized(Size(width: 600, height: 320)), catalog: catalog)
        #expect(state.letters.press == nil)
    }
}

extension LettersTests {
    @Test func theStatusLineNamesTheKeyUnderTheRing() {
        var state = state(.direct)
        state.setUp(.focusChanged(true, time: 0), catalog: catalog)
        state.setUp(.key(.right, shift: false, time: 10), catalog: catalog)
        #expect(state.namedControl == .letterKey(.keycode(25), label: "w"))
        #expect(state.statusLine(catalog: catalog)?.name == "w")
    }

    @Test func theSuperKeySaysItsNameNotOnlyItsSymbol() throws {
        var state = state(.direct)
        state.setUp(.pointerMoved(try point(of: .modifier(.super), in: state), time: 10), catalog: catalog)
        #expect(state.statusLine(catalog: catalog)?.name == "❖ Super")
    }
}

extension LettersTests {
    @Test func slidingMovesThePressAndLeavingTheKeysTypesNothing() throws {
        var state = state(.compose)
        state.setUp(.pointerDown(try point(of: .keycode(24), in: state), time: 10), catalog: catalog)
        state.setUp(.pointerMoved(try point(of: .keycode(25), in: state), time: 20), catalog: catalog)
        state.setUp(.pointerUp(try point(of: .keycode(25), in: state), time: 30), catalog: catalog)
        #expect(state.composer.plainText == "w")
        state.setUp(.pointerDown(try point(of: .keycode(24), in: state), time: 40), catalog: catalog)
        state.setUp(.pointerMoved(center(state.layout.textField), time: 50), catalog: catalog)
        state.setUp(.pointerUp(center(state.layout.textField), time: 60), catalog: catalog)
        #expect(state.composer.plainText == "w" && state.letters.press == nil)
    }
}

extension LettersTests {
    @Test func shiftEnterOpensTheAccentsOfTheKeyUnderTheRing() {
        var state = state(.direct)
        state.setUp(.focusChanged(true, time: 0), catalog: catalog)
        state.setUp(.key(.right, shift: false, time: 10), catalog: catalog)
        state.setUp(.key(.right, shift: false, time: 20), catalog: catalog)
        state.setUp(.key(.enter, shift: true, time: 30), catalog: catalog)
        #expect(state.letters.press?.variants?.first == "e")
        state.setUp(.key(.right, shift: false, time: 40), catalog: catalog)
        state.setUp(.key(.right, shift: false, time: 50), catalog: catalog)
        #expect(state.reduce(.key(.enter, shift: false, time: 60), catalog: catalog) == [.type([.text("è")])])
        #expect(state.letters.press == nil)
        state.setUp(.key(.enter, shift: true, time: 70), catalog: catalog)
        state.setUp(.key(.escape, shift: false, time: 80), catalog: catalog)
        #expect(state.letters.press == nil, "Escape closes the accents")
    }
}

extension LettersTests {
    /// The letters cover the grid: a right click, the wheel, Tab, Page Up/Down, Home, End and Ctrl+D reach none of
    /// what it hides (a pin saved unseen, a page turned unseen).
    @Test func nothingOfTheHiddenGridChangesUnderTheLetters() throws {
        let catalog = Fixtures.catalog(groupSizes: [200, 30])
        var state = state(.compose, layer: .emotions)
        #expect(state.keyboardAction(.tabTapped(KeyboardCatalog.firstCatalogTab), catalog: catalog) == [])
        state.setUp(.focusChanged(true, time: 0), catalog: catalog)
        state.setUp(.key(.down, shift: false, time: 10), catalog: catalog)
        #expect(state.gridHasKeyFocus && state.keyboard.focusedCell != nil)
        #expect(
            state.keyboard.emotion(atCell: 0, catalog: catalog) != nil
                && state.keyboard.pageCount(catalog: catalog) > 1,
            "the grid the letters hide is full and has pages")
        let button = center(state.layout.layerButton)
        state.setUp(
            .pointerDown(button, time: 20), catalog: catalog,
            effects: [.saveSetting(key: "layer", literal: "\"letters\"")])
        state.setUp(.pointerUp(button, time: 30), catalog: catalog)
        #expect(state.layer == .letters)
        let (tab, page) = (state.keyboard.tabIndex, state.keyboard.currentPage(catalog: catalog))
        var effects: [AppEffect] = []
        for (index, key) in state.lettersLayout.keys.enumerated() {
            effects += state.reduce(.secondaryClick(center(key.frame), time: 40 + index), catalog: catalog)
            effects += state.reduce(.scrolled(steps: 1, at: center(key.frame), time: 40 + index), catalog: catalog)
        }
        #expect(effects.isEmpty && state.keyboard.recents.favourites.isEmpty, "no right click pinned")
        #expect(
            state.keyboard.tabIndex == tab && state.keyboard.currentPage(catalog: catalog) == page,
            "no wheel turned a page")
        for key: Key in [.pageDown, .end, .tab, .control("d")] {
            #expect(state.reduce(.key(key, shift: false, time: 200), catalog: catalog).isEmpty, "\(key)")
            #expect(state.keyboard.recents.favourites.isEmpty, "\(key) pinned nothing")
            #expect(
                state.keyboard.tabIndex == tab && state.keyboard.currentPage(catalog: catalog) == page,
                "\(key) turned nothing")
        }
        #expect(state.layer == .letters)
    }
}

extension LettersTests {
    /// Hebrew (`setxkbmap il`) names its letters by the legacy keysyms 0xCE0… and puts letters on AB08 and AB09 under
    /// a top row of ten: every letter has its label, and the bottom row with Shift and Backspace stays in the window.
    @Test func hebrewShowsItsLettersAndItsBottomRowFits() {
        let rows: [(first: UInt8, keysyms: [UInt32])] = [
            (24, [0x2F, 0x27, 0xCF7, 0xCF8, 0xCE0, 0xCE8, 0xCE5, 0xCEF, 0xCED, 0xCF4, 0x5D, 0x5B]),
            (38, [0xCF9, 0xCE3, 0xCE2, 0xCEB, 0xCF2, 0xCE9, 0xCE7, 0xCEC, 0xCEA, 0xCF3, 0x2C]),
            (52, [0xCE6, 0xCF1, 0xCE1, 0xCE4, 0xCF0, 0xCEE, 0xCF6, 0xCFA, 0xCF5, 0x2E])
        ]
        var keysyms: [UInt8: [UInt32]] = [:]
        for row in rows {
            for (offset, keysym) in row.keysyms.enumerated() { keysyms[row.first + UInt8(offset)] = [keysym, 0, 0, 0] }
        }
        for size in [Size(width: 420, height: 320), Size(width: 1920, height: 300), Size(width: 200, height: 200)] {
            var state = state(.direct)
            state.setUp(.keymapRead(LetterKeymap(keysyms: keysyms)), catalog: catalog)
            state.setUp(.resized(size), catalog: catalog)
            let keys = state.lettersLayout.keys
            let labels = keys.map { state.label(of: $0.key) }.joined()
            for letter in "קראטוןםפשדגכעיחלךףזסבהנמצתץ" { #expect(labels.contains(letter), "\(letter) at \(size)") }
            #expect(keys.contains { $0.key == .keycode(60) } && !keys.contains { $0.key == .keycode(34) })
            for (index, key) in keys.enumerated() {
                #expect(
                    key.frame.x >= 0 && key.frame.maxX <= size.width && key.frame.maxY <= size.height,
                    "\(key.key) at \(size)")
                #expect(
                    !keys[(index + 1)...].contains { $0.frame.intersects(key.frame) },
                    "\(key.key) overlaps another at \(size)")
            }
        }
        #expect(KeysymText.text(for: 0x5C7) == "ا" && KeysymText.text(for: 0x5AC) == "،", "Arabic")
        #expect(KeysymText.text(for: 0xDA1) == "ก" && KeysymText.text(for: 0xDDE) == nil, "Thai")
    }
}
