import Dispatch
import FoundationEssentials
import KeyboardModel
import KeyboardStorage

/// Writes files on a background queue, in order, so that a slow disk (fsync can take hundreds of milliseconds) never
/// stalls the event loop; a failure is reported once per file.
final class FileWriter: @unchecked Sendable {
    /// One writer for the process, so that the handler of a lost X connection can wait for pending writes.
    static let shared = FileWriter()

    private let queue = DispatchQueue(label: "emotion-keyboard.files")
    // Touched only on `queue`.
    private var reported: Set<String> = []

    func write(_ data: Data, to path: String, durable: Bool, consequence: String) {
        perform(path, consequence: consequence) { try AtomicFile.write(data, to: path, durable: durable) }
    }

    /// Runs `work`, which writes `path`, on the queue (e.g. a merge under a lock, read and written there).
    func perform(_ path: String, consequence: String, _ work: @escaping @Sendable () throws -> Void) {
        queue.async {
            do {
                try work()
                self.reported.remove(path)
            } catch {
                if self.reported.insert(path).inserted { StandardError.warn("\(error); \(consequence)") }
            }
        }
    }

    /// Runs `work` on the writer's queue after the writes queued before it: for files written in pieces.
    func perform(_ work: @escaping @Sendable () -> Void) {
        queue.async(execute: work)
    }

    /// Waits for every queued write, e.g. before exit.
    func finish() {
        queue.sync {}
    }
}
