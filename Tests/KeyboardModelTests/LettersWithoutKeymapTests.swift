import KeyboardTestSupport
import Testing

@testable import KeyboardModel

/// Issue 35: a keymap whose letter keys type no letter (a layout of symbols only, a keymap a tool cleared): the
/// letters page says so and offers Latin letters that work, typed as text, instead of blank keys.
@Suite("Letters layer without letters in the keymap")
struct LettersWithoutKeymapTests {
    let catalog = Fixtures.catalog(groupSizes: [5])

    /// Every letter key types a digit or nothing; space, Enter and Backspace as usual.
    static let lettersless: LetterKeymap = {
        var keysyms: [UInt8: [UInt32]] = [:]
        for keycode in UInt8(24)...60 { keysyms[keycode] = keycode % 3 == 0 ? [0x31, 0x21, 0, 0] : [0, 0, 0, 0] }
        keysyms[65] = [0x20, 0, 0, 0]
        keysyms[36] = [0xFF0D, 0, 0, 0]
        keysyms[22] = [0xFF08, 0, 0, 0]
        return LetterKeymap(keysyms: keysyms)
    }()

    func state(_ mode: InputMode, keymap: LetterKeymap = lettersless, chinese: Bool = false) -> AppState {
        var configuration = Configuration()
        configuration.layer = .letters
        var state = AppState(
            keyboard: KeyboardState(windowSize: Size(width: 420, height: 320), metrics: LayoutMetrics()), mode: mode,
            configuration: configuration, measure: FixedMeasure())
        if chinese { state.uiLanguage = .chinese }
        state.setUp(.keymapRead(keymap), catalog: catalog)
        return state
    }

    func tap(_ key: LetterKey, _ state: inout AppState, at time: Milliseconds) throws -> [AppEffect] {
        let frame = try #require(state.lettersLayout.keys.first { $0.key == key }).frame
        let point = Point(x: frame.midX, y: frame.midY)
        return state.reduce(.pointerDown(point, time: time), catalog: catalog)
            + state.reduce(.pointerUp(point, time: time + 20), catalog: catalog)
    }

    @Test func theLettersPageShowsLatinLettersAndSaysWhy() {
        let state = state(.compose)
        let keys = state.lettersLayout.keys.map(\.key)
        #expect(!keys.contains { if case .keycode = $0 { true } else { false } }, "no blank keycode keys")
        #expect(
            keys.filter { if case .symbol = $0 { true } else { false } }.map { state.label(of: $0) }.joined()
                == "qwertyuiopasdfghjklzxcvbnm")
        for key in [LetterKey.shift, .backspace, .emotions, .page, .space, .enter] { #expect(keys.contains(key)) }
        #expect(state.statusLine(catalog: catalog)?.name == UIWords(.english).lettersWithoutKeymap)
        #expect(UIWords(.english).lettersWithoutKeymap.contains("no letters"))
        #expect(
            self.state(.compose, chinese: true).statusLine(catalog: catalog)?.name
                == UIWords(.chinese).lettersWithoutKeymap)
    }

    @Test func theyTypeAndShiftMakesCapitals() throws {
        var state = state(.compose)
        _ = try tap(.symbol("h"), &state, at: 100)
        _ = try tap(.shift, &state, at: 200)
        #expect(state.label(of: .symbol("i")) == "I")
        _ = try tap(.symbol("i"), &state, at: 300)
        _ = try tap(.symbol("i"), &state, at: 400)
        #expect(state.composer.plainText == "hIi", "Shift lasts one key")
    }

    @Test func inDirectModeTheyGoThroughABoundKeycode() throws {
        var state = state(.direct)
        #expect(try tap(.symbol("a"), &state, at: 100) == [.type([.text("a")])])
    }

    @Test func aKeymapWithLettersSaysNothingAndTheSymbolsPageIsAsBefore() throws {
        let state = state(.compose, keymap: LettersTests.keymap("us"))
        #expect(state.statusLine(catalog: catalog) == nil)
        #expect(state.lettersLayout.keys.contains { $0.key == .keycode(24) })
        var symbols = self.state(.compose)
        _ = try tap(.page, &symbols, at: 100)
        #expect(
            symbols.statusLine(catalog: catalog)?.name != UIWords(.english).lettersWithoutKeymap,
            "the symbols page works as on any keymap")
        #expect(symbols.lettersLayout.keys.contains { $0.key == .symbol("1") })
        #expect(!LettersLayout.typesLetters(LetterKeymap()), "an empty keymap has no letters either")
    }
}
