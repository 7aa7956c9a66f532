import Synchronization

/// A value that can be taken once, after which it is let go (e.g. a file's bytes, needed once more and then never).
package final class OneRead<Value: Sendable>: Sendable {
    private let value: Mutex<Value?>

    package init(_ value: Value?) {
        self.value = Mutex(value)
    }

    /// The value the first time; `nil` after.
    package func take() -> Value? {
        value.withLock { value in
            defer { value = nil }
            return value
        }
    }
}
