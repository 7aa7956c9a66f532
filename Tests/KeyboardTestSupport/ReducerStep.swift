import Testing

/// TCA's `TestStore` rule, without the library: a reducer test states every effect an action has, and every change
/// it makes to the state, and fails on any other. `AppState.send` and `KeyboardState.send` are its two uses.
package enum ReducerStep {
    /// Checks that `reduce` returned exactly `expectedEffects` and left `state` equal to `expected`; on a difference it
    /// names the fields that differ.
    package static func check<State: Equatable, Effect: Equatable>(
        _ state: State, expected: State?, effects: [Effect], expectedEffects: [Effect], sourceLocation: SourceLocation
    ) {
        if effects != expectedEffects {
            Issue.record("effects: expected \(expectedEffects), reduced to \(effects)", sourceLocation: sourceLocation)
        }
        if let expected, state != expected {
            let fields = differences(expected, state, at: "state").prefix(8).joined(separator: "\n")
            Issue.record("a state change the test did not state:\n\(fields)", sourceLocation: sourceLocation)
        }
    }

    /// Where `expected` and `actual` differ, field by field (through nested structs), each as one line.
    package static func differences(_ expected: Any, _ actual: Any, at path: String) -> [String] {
        let left = Mirror(reflecting: expected)
        let right = Mirror(reflecting: actual)
        let fields = Array(zip(left.children, right.children))
        guard left.displayStyle == .struct, right.displayStyle == .struct, !fields.isEmpty,
            left.children.count == right.children.count
        else {
            return ["\(path): expected \(brief(expected)), found \(brief(actual))"]
        }
        return fields.flatMap { pair -> [String] in
            let (want, have) = pair
            guard String(describing: want.value) != String(describing: have.value) else { return [] }
            return differences(want.value, have.value, at: path + "." + (want.label ?? "?"))
        }
    }

    private static func brief(_ value: Any) -> String {
        let text = String(describing: value)
        return text.count > 240 ? text.prefix(240) + "…" : text
    }
}
