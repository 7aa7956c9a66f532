import CX11
import Dispatch

#if canImport(Glibc)
    import Glibc
#endif

/// A value computed on another core while start-up goes on, e.g. the catalog while the window is created.
final class BackgroundValue<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    // Written once by the worker before `done` is signalled, read only after waiting on it.
    private var result: Result<Value, any Error>?
    /// Becomes readable (an eventfd) once the value is ready, so an event loop can poll for it.
    let readyDescriptor: Int32

    /// Starts `work` on a thread of its own: the first job of a Dispatch queue waited for its pool's threads, which at
    /// start-up took from 2 to 9 ms to run it.
    init(_ work: @escaping @Sendable () throws -> Value) {
        readyDescriptor = eventfd(0, Int32(EFD_CLOEXEC | EFD_NONBLOCK))
        DetachedThread.run { self.finish(work) }
    }

    private func finish(_ work: @Sendable () throws -> Value) {
        result = Result { try work() }
        done.signal()
        var one: UInt64 = 1
        _ = write(readyDescriptor, &one, MemoryLayout<UInt64>.size)
    }

    deinit {
        if readyDescriptor >= 0 { close(readyDescriptor) }
    }

    /// Whether the value is ready, without waiting.
    var isReady: Bool {
        guard done.wait(timeout: .now()) == .success else { return false }
        done.signal()
        return true
    }

    func wait() throws -> Value {
        done.wait()
        done.signal()
        return try result!.get()
    }
}
