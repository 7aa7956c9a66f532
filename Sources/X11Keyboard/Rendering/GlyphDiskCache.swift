import FoundationEssentials
import KeyboardModel
import KeyboardStorage
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The glyph store in $XDG_CACHE_HOME/emotion-keyboard/glyphs.bin, so that a warm start draws its first frame without
/// opening a font. Invalidated by the fingerprint of the fonts and their configuration (`FontFingerprint`), trusted
/// after one `stat` per folder when the stamps kept beside the cache (`font-stamps`) still hold; written off the event
/// loop whenever enough new glyphs wait in memory, and at exit.
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

    /// `budget` is the setting glyph-cache-bytes: the most bytes the file keeps; `environment` gives a variable's value;
    /// `fonts` is `resolveFingerprint`'s answer when it was found beforehand (on another thread), else it is found here,
    /// unless `fontsLater`: a start with no cache file reads nothing the fingerprint checks, so it leaves finding it
    /// until its first frame is drawn (`findFonts`), and what needs it (a write, a record kept beside the cache) waits.
    init(
        budget: Int = GlyphStore.defaultBudget,
        environment: @escaping @Sendable (String) -> String? = ProcessEnvironment.value,
        writer: FileWriter = .shared, fonts: Fonts? = nil, fontsLater: Bool = false
    ) {
        self.writer = writer
        self.environment = environment
        let fonts = fontsLater ? nil : fonts ?? Self.resolveFingerprint(environment)
        store = GlyphStore(
            path: Self.path(environment), fingerprint: fonts?.resolution.fingerprint.value ?? 0, budget: budget,
            now: Int(time(nil)) / 60)
        if Trace.enabled, let problem = store.problem { Trace.mark("glyph cache not used: \(problem)") }
        if let fonts { adopt(fonts) }
    }

    /// The fonts and configuration the cache's pixels were made with; `store.fingerprint` is its value, and files kept
    /// per set of fonts are named by its `hex`. `nil` until known (a cache opened with `fontsLater`).
    private(set) var fontFingerprint: FontFingerprint?
    /// The reading `findFonts` started, until it is adopted.
    private var pendingFonts: BackgroundValue<Fonts>?
    /// The stamps the fingerprint holds for, kept in `font-stamps` beside the cache.
    private var stamps: FontStamps?
    private let environment: @Sendable (String) -> String?

    /// Starts reading the fonts, on another thread, for a cache opened with `fontsLater`.
    func findFonts() {
        guard fontFingerprint == nil, pendingFonts == nil else { return }
        let environment = environment
        pendingFonts = BackgroundValue { Self.resolveFingerprint(environment) }
    }

    /// The fingerprint, waited for (or found here, if `findFonts` never ran).
    var fingerprint: UInt64 {
        settleFonts()
        return store.fingerprint
    }

    /// The fingerprint for work on the writer's queue, which must not wait for the window's thread: the value when
    /// known, else the reading under way, else a reading made there.
    var fingerprintSource: @Sendable () -> UInt64 {
        if let value = fontFingerprint?.value { return { value } }
        let (pending, environment) = (pendingFonts, environment)
        return { Self.fonts(from: pending, environment).resolution.fingerprint.value }
    }

    /// Adopts the fingerprint of a cache opened with `fontsLater` once it is known; `wait: false` gives false rather
    /// than waiting for a reading still under way (or not started).
    @discardableResult
    private func settleFonts(wait: Bool = true) -> Bool {
        if fontFingerprint != nil { return true }
        if !wait, pendingFonts?.isReady != true { return false }
        adopt(Self.fonts(from: pendingFonts, environment))
        return true
    }

    /// What the reading `pending` found, waited for; a reading made here when none was started.
    private static func fonts(from pending: BackgroundValue<Fonts>?, _ environment: (String) -> String?) -> Fonts {
        (try? pending?.wait()) ?? resolveFingerprint(environment)
    }

    private func adopt(_ fonts: Fonts) {
        fontFingerprint = fonts.resolution.fingerprint
        store.settle(fingerprint: fonts.resolution.fingerprint.value)
        stamps = fonts.resolution.stamps ?? fonts.kept
        pendingFonts = nil
        if Trace.enabled {
            // Not "font ...": a line starting so names a font file opened (e2e 45 looks for them).
            Trace.mark(
                "fingerprint of the fonts \(fonts.resolution.stamps == nil ? "kept" : "read"): \(fonts.resolution.entries) stat calls,"
                    + " \(Double(fonts.microseconds) / 1000) ms on its thread, ready \(Double(MonotonicClock.microseconds() - fonts.finished) / 1000) ms before needed"
            )
        }
        if let fresh = fonts.resolution.stamps { keep(fresh) }
    }

    /// What `resolveFingerprint` found, and how long it took.
    struct Fonts: Sendable {
        let resolution: FontFingerprint.Resolution
        let kept: FontStamps?
        let microseconds: Int
        /// When it was found, on `MonotonicClock`.
        let finished: Int
    }

    /// The fingerprint of the fonts now, from the stamps kept beside the cache when they hold (one `stat` per folder),
    /// else from reading the fonts (one per font file). Thread-safe: the window finds it while the window is mapped.
    static func resolveFingerprint(_ environment: (String) -> String? = ProcessEnvironment.value) -> Fonts {
        let started = MonotonicClock.microseconds()
        let kept = keptStamps(stampsPath(environment))
        let resolution = FontFingerprint.resolve(environment, kept: kept)
        let finished = MonotonicClock.microseconds()
        return Fonts(resolution: resolution, kept: kept, microseconds: finished - started, finished: finished)
    }

    /// `font-stamps` beside the cache file; empty when the cache has no place.
    private static func stampsPath(_ environment: (String) -> String?) -> String {
        let cache = path(environment)
        return cache.isEmpty ? "" : cache.folderOfPath + "/font-stamps"
    }

    /// The stamps the last full reading of the fonts left, when readable (never through a link).
    private static func keptStamps(_ path: String) -> FontStamps? {
        guard !path.isEmpty, let file = try? OpenedFile(path, followLinks: false),
            let bytes = try? file.readAll(limit: FontStamps.sizeLimit)
        else { return nil }
        return FontStamps(parsing: bytes)
    }

    /// Writes `fresh` to `font-stamps` on the writer's queue.
    private func keep(_ fresh: FontStamps) {
        stamps = fresh
        let path = Self.stampsPath(environment)
        guard !path.isEmpty else { return }
        writer.perform {
            guard PrivateFolder.prepare(path.folderOfPath) == nil else { return }
            try? AtomicFile.write(fresh.encoded, to: path, durable: false)
        }
    }

    /// At exit: fontconfig writes its own cache of new fonts while the window runs, after the stamps were taken, so
    /// the next start would read every font again. When the stamps no longer hold but a reading of the fonts gives the
    /// same fingerprint, the stamps of now are kept; when the fonts changed, the cache written now is stale at the next
    /// start. Costs one `stat` per stamp, and the reading only when something changed.
    private func refreshStamps() {
        let context = FontFingerprint.context(environment)
        guard let stamps, !stamps.isCurrent(context: context) else { return }
        let now = FontFingerprint.resolve(environment, kept: nil)
        if now.fingerprint == fontFingerprint, let fresh = now.stamps { keep(fresh) }
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
            let bytes = try? file.readAll(limit: FontCheckRecord.sizeLimit),
            let record = FontCheckRecord(parsing: bytes),
            record.fingerprint == store.fingerprint
        else { return nil }
        return record.missing
    }

    /// Keeps what a check of the fonts found, beside the cache (written atomically in its private folder), on the
    /// writer's queue.
    func keepFontCheck(_ missing: [FontCheckRecord.MissingFont]) {
        let fingerprint = fingerprintSource
        let path = fontCheckPath
        writer.perform {
            let record = FontCheckRecord(fingerprint: fingerprint(), missing: missing)
            try? AtomicFile.write(record.encoded, to: path, durable: false)
        }
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
        guard !writing, store.writeIsDue, settleFonts(wait: false) else { return }
        start(store.makeWrite())
    }

    /// At exit: waits for a write in flight, then writes what is left if it is worth it, and waits for that too.
    func save() {
        settleFonts()
        refreshStamps()
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
