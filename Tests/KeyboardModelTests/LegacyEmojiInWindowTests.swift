import KeyboardTestSupport
import Testing

@testable import KeyboardModel

/// Issue 32: SoftBank's private-use emoji (text from old iPhones) that come into the window, pasted (CLIPBOARD or
/// PRIMARY) or typed, show and are sent as their Unicode emoji, as `convert --legacy` maps them.
@Suite("SoftBank emoji coming into the window")
struct LegacyEmojiInWindowTests {
    let catalog = ShippedSearch.catalog

    func fresh() -> AppState {
        AppState(
            keyboard: KeyboardState(windowSize: Size(width: 420, height: 320), metrics: LayoutMetrics()),
            delivery: .print,
            measure: FixedMeasure())
    }

    @Test func pastedCodesBecomeTheirEmojiAndSendThem() {
        var state = fresh()
        state.setUp(.pasted("hi \u{E056}\u{E415}!", time: 0), catalog: catalog)
        #expect(state.composer.plainText == "hi 😊😄!")
        let effects =
            state.reduce(.key(.enter, shift: false, time: 1), catalog: catalog)
            + state.reduce(.keyReleased(.enter, time: 2), catalog: catalog)
        #expect(effects.contains { "\($0)".contains("hi 😊😄!") }, "\(effects)")
    }

    @Test func aTypedCodeBecomesItsEmoji() {
        var state = fresh()
        state.setUp(.key(.text("\u{E022}"), shift: false, time: 0), catalog: catalog)
        #expect(state.composer.plainText == "❤", "EmojiSources.txt maps E022 to U+2764 alone")
    }

    @Test func searchFieldGetsTheEmojiToo() {
        var state = fresh()
        state.setUp(
            .key(.control("f"), shift: false, time: 0), catalog: catalog,
            effects: [.buildSearchIndex(generation: 0)])
        state.setUp(.pasted("\u{E056}", time: 1), catalog: catalog)
        #expect(state.searchField.text.plainText == "😊")
    }

    /// E211 and E50A have no Unicode emoji (EmojiSources.txt maps neither), and other private-use text is not
    /// SoftBank's: all of it is kept as it came, nothing the user pasted is lost.
    @Test func codesWithoutAnEmojiAndOtherPrivateUseStay() {
        var state = fresh()
        state.setUp(.pasted("\u{E211}\u{E50A}\u{E000}\u{F8FF}", time: 0), catalog: catalog)
        #expect(state.composer.plainText == "\u{E211}\u{E50A}\u{E000}\u{F8FF}")
        #expect(catalog.normalizingLegacyEmoji("no codes") == "no codes")
    }
}
