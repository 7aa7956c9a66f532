import Testing

@testable import KeyboardModel

extension KeyboardState {
    /// Sends `action` and expects exactly `effects`, and exactly the state `change` makes of a copy of the state
    /// before.
    package mutating func send(
        _ action: KeyboardAction, catalog: KeyboardCatalog,
        effects expectedEffects: [KeyboardEffect] = [],
        sourceLocation: SourceLocation = #_sourceLocation,
        _ change: (inout KeyboardState) -> Void = { _ in }
    ) {
        var expected = self
        change(&expected)
        let effects = reduce(action, catalog: catalog)
        ReducerStep.check(
            self, expected: expected, effects: effects, expectedEffects: expectedEffects,
            sourceLocation: sourceLocation)
    }

    /// A set-up step: sends `action` and expects exactly `effects`; the state it brings is where the test goes on from,
    /// and the test reads what it needs of it.
    package mutating func setUp(
        _ action: KeyboardAction, catalog: KeyboardCatalog,
        effects expectedEffects: [KeyboardEffect] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let effects = reduce(action, catalog: catalog)
        ReducerStep.check(
            self, expected: nil, effects: effects, expectedEffects: expectedEffects,
            sourceLocation: sourceLocation)
    }
}

extension KeyboardState.Press {
    /// A press on the grid that began at `start` at `time`, with the magnifier on `cell` since `heldSince`.
    package static func gridPress(
        _ cell: Int?, from start: Point, at time: Milliseconds, heldSince: Milliseconds? = nil,
        hasVariants: Bool = false, onCell: Bool = true
    ) -> Self {
        .grid(
            .init(
                cell: cell, start: start, time: time, heldSince: heldSince ?? time, hasVariants: hasVariants,
                onCell: onCell))
    }
}
