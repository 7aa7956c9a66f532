import Testing

@testable import KeyboardModel

extension AppState {
    package init(keyboard: KeyboardState, now: Milliseconds = 0) {
        self.init(keyboard: keyboard, now: now, measure: FixedMeasure())
    }

    /// The reducer with text measured by `FixedMeasure`.
    package mutating func reduce(_ action: AppAction, catalog: KeyboardCatalog) -> [AppEffect] {
        reduce(action, catalog: catalog, measure: FixedMeasure())
    }

    /// Sends `action` and expects exactly `effects`, and exactly the state `change` makes of a copy of the state
    /// before. The text layouts follow their text as the reducer keeps them, so a change states only the text.
    package mutating func send(
        _ action: AppAction, catalog: KeyboardCatalog, measure: some TextMeasuring = FixedMeasure(),
        searchIndex: SearchIndex? = nil, effects expectedEffects: [AppEffect] = [],
        sourceLocation: SourceLocation = #_sourceLocation,
        _ change: (inout AppState) -> Void = { _ in }
    ) {
        var expected = self
        change(&expected)
        expected.textLayout.update(&expected.composer, measure: measure, hasImage: catalog.drawsSticker)
        expected.searchLayout.update(&expected.searchField.text, measure: measure, hasImage: catalog.drawsSticker)
        let effects = reduce(action, catalog: catalog, measure: measure, searchIndex: searchIndex)
        ReducerStep.check(
            self, expected: expected, effects: effects, expectedEffects: expectedEffects,
            sourceLocation: sourceLocation)
    }

    /// A set-up step: sends `action` and expects exactly `effects`; the state it brings is where the test goes on from,
    /// and the test reads what it needs of it.
    package mutating func setUp(
        _ action: AppAction, catalog: KeyboardCatalog, measure: some TextMeasuring = FixedMeasure(),
        searchIndex: SearchIndex? = nil, effects expectedEffects: [AppEffect] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let effects = reduce(action, catalog: catalog, measure: measure, searchIndex: searchIndex)
        ReducerStep.check(
            self, expected: nil, effects: effects, expectedEffects: expectedEffects,
            sourceLocation: sourceLocation)
    }
}
