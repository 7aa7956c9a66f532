import FoundationEssentials
import KeyboardModel
import KeyboardStorage
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The glyph store in $XDG_CACHE_HOME/emotion-keyboard/glyphs.bin, so that a warm start draws its first frame without
/// opening a font. Invalidated by a fingerprint of fontconfig's caches (they change when fonts are installed or
/// removed); written off the event loop whenever enough new glyphs wait in memory, and at exit.
final class GlyphDiskCache {
    var store: GlyphStore
    private let writer: FileWriter
    /// A write that ran on the writer's queue, waiting to be adopted by the event loop's thread.
    private let outcome = Mailbox()
    private var writing = false
    private var reported = false

    private enum Outcome: Sendable {
        case written(GlyphStoreWrite, GlyphStoreFile?)
        case failed(GlyphStoreWrite, String)
    }

    /// One outcome handed from the writer's queue to the event loop.
    private final class Mailbox: Sendable {
        private let value = Mutex<Outcome?>(nil)

        func put(_ outcome: Outcome) { value.withLock { $0 = outcome } }

        func take() -> Outcome? {
            value.withLock { value in
                defer { value = nil }
                return value
            }
        }
    }

    /// `budget` is the setting glyph-cache-bytes: the most bytes the file keeps; `environment` gives a variable's value.
    init(budget: Int = GlyphStore.defaultBudget, environment: (String) -> String? = ProcessEnvironment.value,
         writer: FileWriter = .shared) {
        self.writer = writer
        let fingerprint = GlyphStoreFormat.fingerprint(FontFingerprint.text(environment))
        store = GlyphStore(path: Self.path(environment), fingerprint: fingerprint, budget: budget, now: Int(time(nil)) / 60)
        if Trace.enabled, let problem = store.problem { Trace.mark("glyph cache not used: \(problem)") }
    }

    /// `glyphs.bin` in `DataLocations.userFolder(.cache)`; empty (nothing read, a write refused) with no home folder.
    static func path(_ environment: (String) -> String? = ProcessEnvironment.value) -> String {
        let folder = DataLocations.userFolder(.cache, environment)
        return folder.isEmpty ? "" : folder + "/glyphs.bin"
    }

    /// The missing fonts the last check found for the fonts of this cache, when the cache file was usable and that
    /// check was made for its fingerprint; `nil` otherwise (then the fonts are to be checked, see `keepFontCheck`).
    func storedFontCheck() -> [FontCheckRecord.MissingFont]? {
        guard store.file != nil, let file = try? OpenedFile(fontCheckPath, followLinks: false),
              let bytes = try? file.readAll(limit: FontCheckRecord.sizeLimit), let record = FontCheckRecord(parsing: bytes),
              record.fingerprint == store.fingerprint else { return nil }
        return record.missing
    }

    /// Keeps what a check of the fonts found, beside the cache (written atomically in its private folder), on the
    /// writer's queue.
    func keepFontCheck(_ missing: [FontCheckRecord.MissingFont]) {
        let record = FontCheckRecord(fingerprint: store.fingerprint, missing: missing)
        let path = fontCheckPath
        writer.perform { try? AtomicFile.write(record.encoded, to: path, durable: false) }
    }

    /// `fonts-checked` in the cache file's folder.
    private var fontCheckPath: String {
        store.path.isEmpty ? "" : store.path.folderOfPath + "/fonts-checked"
    }

    /// Whether a cache file is there at all (it may still turn out stale).
    static func exists() -> Bool { access(path(), R_OK) == 0 }

    /// Adopts a finished background write, then starts another if enough new glyphs wait in memory.
    func writeIfDue() {
        adoptFinishedWrite()
        guard !writing, store.writeIsDue else { return }
        start(store.makeWrite())
    }

    /// At exit: waits for a write in flight, then writes what is left if it is worth it, and waits for that too.
    func save() {
        if writing {
            writer.finish()
            adoptFinishedWrite()
        }
        guard store.needsWrite else { return }
        start(store.makeWrite())
        writer.finish()
        adoptFinishedWrite()
    }

    private func start(_ write: GlyphStoreWrite) {
        writing = true
        let path = store.path
        writer.perform { [outcome] in
            let result: Outcome
            do {
                result = .written(write, try write.write(toFile: path))
            } catch {
                result = .failed(write, "\(error)")
            }
            outcome.put(result)
        }
    }

    private func adoptFinishedWrite() {
        guard let finished = outcome.take() else { return }
        writing = false
        switch finished {
        case .written(let write, let file):
            store.finished(write, written: file)
        case .failed(let write, let reason):
            store.failed(write)
            if !reported {
                reported = true
                StandardError.warn("\(reason); the next start renders its glyphs again")
            }
        }
    }
}
