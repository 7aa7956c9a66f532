import Synchronization

/// A value computed on first use, at most once, from whichever thread asks first.
public final class Lazy<Value: Sendable>: Sendable {
    private enum State {
        case pending(@Sendable () -> Value)
        case ready(Value)
    }

    private let state: Mutex<State>

    public init(_ make: @escaping @Sendable () -> Value) {
        state = Mutex(.pending(make))
    }

    public init(ready value: Value) {
        state = Mutex(.ready(value))
    }

    public var value: Value {
        state.withLock { state in
            switch state {
            case .ready(let value):
                return value
            case .pending(let make):
                let value = make()
                state = .ready(value)
                return value
            }
        }
    }
}
