import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Values that other threads (the file writer's queue) hand to the event loop, which polls `fileDescriptor` and takes
/// them: the loop stays the only owner of the state, and nothing waits for it.
final class LoopInbox<Value: Sendable>: Sendable {
    /// Readable while values wait: the read end of a pipe, one byte per value.
    let fileDescriptor: Int32
    private let writeEnd: Int32
    private let values = Mutex<[Value]>([])

    init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for end in ends {
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
                _ = fcntl(end, F_SETFL, O_NONBLOCK)
            }
        } else {
            ends = [-1, -1]
        }
        fileDescriptor = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        if fileDescriptor >= 0 { close(fileDescriptor) }
        if writeEnd >= 0 { close(writeEnd) }
    }

    /// Hands `value` to the loop, from any thread.
    func post(_ value: Value) {
        values.withLock { $0.append(value) }
        var one: UInt8 = 1
        _ = write(writeEnd, &one, 1)
    }

    /// Every value posted so far, oldest first, once the descriptor became readable. O(values).
    func take() -> [Value] {
        var bytes = [UInt8](repeating: 0, count: 64)
        while read(fileDescriptor, &bytes, bytes.count) == bytes.count {}
        return values.withLock { taken in
            defer { taken.removeAll() }
            return taken
        }
    }
}
