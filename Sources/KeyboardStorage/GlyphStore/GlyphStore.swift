import KeyboardFormats
import KeyboardModel

/// The glyph store of one session: the file read at start-up (its index; pixels are read only when a glyph is drawn),
/// the glyphs rendered since (in memory until a write takes them), and which stored glyphs were drawn, so that a
/// write keeps the most recently used within the byte budget and evicts the rest.
///
/// A file that is missing, stale (other fonts) or corrupt is not used and is replaced by the next write; pixels that
/// fail their checksum when drawn drop the whole file for the session and force that write.
public struct GlyphStore {
    /// Bytes of pixels a store keeps: every emoji at the default cell size takes about 10 MB.
    public static let defaultBudget = 32 << 20
    /// Bytes of fresh pixels held in memory before a write is due.
    public static let writeThreshold = 1 << 20
    /// A stored glyph drawn again after this many minutes gets its stamp refreshed by a write even if nothing is new.
    static let stampRefresh = 24 * 60

    public let path: String
    public private(set) var fingerprint: UInt64
    public let budget: Int
    /// Minutes since 1970 at the session's start: the stamp of what it draws.
    public let now: Int
    public private(set) var file: GlyphStoreFile?
    /// Why the file at `path` is not used, if it is not.
    public private(set) var problem: GlyphStoreError?
    private var fresh: [GlyphKey: FreshGlyph] = [:]
    public private(set) var freshBytes = 0
    private var usedStored: Set<Int> = []
    private var staleStamps = false
    private var mustRewrite = false
    private var sessionLineHeights: [Int: Int] = [:]
    /// Set when a write failed: fresh glyphs are no longer kept, so memory stays bounded.
    public private(set) var writable = true

    /// Opens the store at `path` (see `GlyphStoreFile.open`).
    public init(path: String, fingerprint: UInt64, budget: Int = defaultBudget, now: Int) {
        self.init(
            path: path, opened: GlyphStoreFile.open(path, fingerprint: fingerprint), fingerprint: fingerprint,
            budget: budget, now: now)
    }

    /// A store over an already opened (or refused) file.
    public init(
        path: String, opened: Result<GlyphStoreFile, GlyphStoreError>, fingerprint: UInt64, budget: Int = defaultBudget,
        now: Int
    ) {
        self.path = path
        self.fingerprint = fingerprint
        self.budget = max(0, budget)
        self.now = now
        switch opened {
        case .success(let file): self.file = file
        case .failure(let error):
            problem = error
            // A stale or corrupt file is replaced by the next write even if the session draws nothing new.
            if case .unreadable = error {} else { mustRewrite = true }
        }
    }

    /// Gives a store opened before its fingerprint was known the fingerprint its writes carry. Only a store with no
    /// file takes it (a start with no cache: nothing it read depends on the fingerprint); one that read a file keeps the
    /// fingerprint it was read with.
    public mutating func settle(fingerprint: UInt64) {
        guard file == nil else { return }
        self.fingerprint = fingerprint
    }

    public func lineHeight(size: Int) -> Int? { sessionLineHeights[size] ?? file?.index.lineHeights[size] }

    public mutating func setLineHeight(_ height: Int, size: Int) { sessionLineHeights[size] = height }

    /// The advance of `text` at `size` if the file holds it in any colour. O(1) expected.
    public func storedAdvance(text: String, size: Int) -> Int? {
        guard let file, let number = file.index.find(text: text, size: size) else { return nil }
        return file.index.record(number).advance
    }

    /// What the store has for `key`: pixels rendered this session, or a stored record to read with `readPixels`.
    /// Unless it is only being rendered ahead of need (`drawn: false`), it counts as drawn now. O(1) expected.
    public mutating func lookup(_ key: GlyphKey, drawn: Bool = true) -> Found? {
        if let glyph = fresh[key] {
            if drawn { markDrawn(key) }
            return .fresh(glyph)
        }
        guard let file, let number = file.index.find(key) else { return nil }
        let record = file.index.record(number)
        if drawn, usedStored.insert(number).inserted, record.lastUsed < now - Self.stampRefresh { staleStamps = true }
        return .stored(record)
    }

    /// A glyph rendered ahead of need got drawn: it is kept as recently used.
    public mutating func markDrawn(_ key: GlyphKey) {
        if fresh[key]?.prefetched == true { fresh[key]?.prefetched = false }
    }

    public enum Found: Hashable, Sendable {
        case fresh(FreshGlyph)
        case stored(GlyphRecord)
    }

    /// Reads a stored glyph's pixels into `buffer`; when they do not check out, the file is dropped for the rest of
    /// the session and the next write replaces it.
    public mutating func readPixels(_ record: GlyphRecord, into buffer: UnsafeMutableRawBufferPointer) -> Bool {
        guard let file else { return false }
        if file.readPixels(record, into: buffer) { return true }
        self.file = nil
        problem = .corrupt(
            "pixels of \(record.key.text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))")
        mustRewrite = true
        usedStored = []
        return false
    }

    /// Keeps a glyph rendered this session until a write takes it (not once writing has failed).
    public mutating func add(_ key: GlyphKey, _ glyph: FreshGlyph) {
        guard writable, key.isStorable, fresh[key] == nil else { return }
        fresh[key] = glyph
        freshBytes += glyph.pixels.count
    }

    /// Whether a write at the end of the session has anything worth doing: glyphs drawn for the first time, a file to
    /// replace, or stamps to refresh (glyphs only rendered ahead of need go along, but do not call for a write). O(fresh).
    public var needsWrite: Bool { writable && (mustRewrite || staleStamps || fresh.values.contains { !$0.prefetched }) }

    /// Whether enough fresh pixels wait in memory that they should go to the file now.
    public var writeIsDue: Bool { writable && freshBytes >= Self.writeThreshold }

    /// A write of the store as it is now, to run anywhere; `finished` or `failed` must follow it.
    public func makeWrite() -> GlyphStoreWrite {
        GlyphStoreWrite(
            base: file, usedBase: usedStored, fresh: fresh, lineHeights: sessionLineHeights,
            fingerprint: fingerprint, budget: budget, now: now)
    }

    /// After `write` reached the disk as `written`: reads continue from the new file, and the glyphs it took leave memory.
    public mutating func finished(_ write: GlyphStoreWrite, written: GlyphStoreFile?) {
        file = written
        problem = nil
        mustRewrite = false
        staleStamps = false
        usedStored = []
        for key in write.freshKeys {
            if let glyph = fresh.removeValue(forKey: key) { freshBytes -= glyph.pixels.count }
        }
    }

    /// After `write` failed: its glyphs are dropped (they render again if needed) and no more are kept.
    public mutating func failed(_ write: GlyphStoreWrite) {
        writable = false
        fresh = [:]
        freshBytes = 0
    }
}
