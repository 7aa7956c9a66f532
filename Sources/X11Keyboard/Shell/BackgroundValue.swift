import Dispatch

/// A value computed on another core while start-up goes on, e.g. the catalog while the window is created.
final class BackgroundValue<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    // Written once by the worker before `done` is signalled, read only after waiting on it.
    private var result: Result<Value, any Error>?

    init(_ work: @escaping @Sendable () throws -> Value) {
        DispatchQueue.global(qos: .userInitiated).async {
            self.result = Result { try work() }
            self.done.signal()
        }
    }

    func wait() throws -> Value {
        done.wait()
        done.signal()
        return try result!.get()
    }
}
