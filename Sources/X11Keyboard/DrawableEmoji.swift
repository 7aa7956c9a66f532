import FoundationEssentials
import KeyboardModel
import KeyboardStorage

#if canImport(Glibc)
    import Glibc
#endif

/// The emoji of the catalog the installed colour font cannot draw, to leave out of the window, search, `list` and
/// Recent: checked once per glyph-cache fingerprint (the fonts and fontconfig's configuration) and catalog file, and
/// kept beside the glyph cache (`DrawableEmojiRecord`), so a later start reads one small file and opens no font.
enum DrawableEmoji {
    static var catalogPath: String { DataLocations.ofThisProcess.assets + "/emoji.tsv" }

    static func recordPath(_ environment: (String) -> String? = ProcessEnvironment.value) -> String {
        DrawableEmojiRecord.path(besideGlyphCache: GlyphDiskCache.path(environment))
    }

    /// Whether a record is kept at all (one `access`): then the fonts' fingerprint is needed before the first frame.
    static func isStored() -> Bool {
        let path = recordPath()
        return !path.isEmpty && access(path, F_OK) == 0
    }

    /// The record kept for this catalog file, whatever fonts it was made for (the window compares its fingerprint with
    /// the glyph cache's, once that is computed). One `stat` and one small read.
    static func stored() -> DrawableEmojiRecord? {
        guard let record = DrawableEmojiRecord.read(recordPath()),
            record.catalogStamp == DrawableEmojiRecord.catalogStamp(of: catalogPath)
        else { return nil }
        return record
    }

    /// What a check of the colour font found: the catalog's emoji it does not draw, and how many were checked.
    struct Check: Sendable, Equatable {
        let count: Int
        let undrawn: [String]
        /// The catalog file's stamp, taken before its emoji were read.
        let catalogStamp: UInt64
    }

    /// What a start finds before the glyph cache's fingerprint is known (`early()`): the record kept for this catalog
    /// file or, with none (a first start, a catalog upgraded, a cache folder that cannot be written), what a check of
    /// the font finds now, on the thread that loads the catalog, so the catalog is parsed once and the window's thread
    /// never shapes.
    enum Early: Sendable {
        case stored(DrawableEmojiRecord)
        case checked(Check)
        /// No colour font or no HarfBuzz: nothing is hidden (the font check names the package).
        case uncheckable

        /// The emoji to leave out: a stored record's if it was made for the fonts now (see `rechecked`).
        var hidden: HiddenEmoji {
            switch self {
            case .stored(let record): HiddenEmoji(record.hidden)
            case .checked(let check): HiddenEmoji(check.undrawn)
            case .uncheckable: .none
            }
        }
    }

    /// The stored record, else a check of the colour font now (about 4,000 shapings).
    static func early() -> Early {
        if let record = stored() { return .stored(record) }
        return check().map(Early.checked) ?? .uncheckable
    }

    /// What to hide instead of what the start found early (`early.hidden`), if that does not hold for the fonts now:
    /// `nil` for a stored record made for them (`fingerprint` is asked only then: a start with no record need not wait
    /// for it) and for a check made early; a record made for other fonts is replaced by a check made here. A check
    /// comes back with it, to `keep` for the next start.
    static func rechecked(early: Early, fingerprint: () -> UInt64) -> (hidden: HiddenEmoji?, toKeep: Check?) {
        switch early {
        case .stored(let record)
        where record.holds(fingerprint: fingerprint(), catalogStamp: DrawableEmojiRecord.catalogStamp(of: catalogPath)):
            return (nil, nil)
        case .uncheckable:
            return (nil, nil)
        case .checked(let check):
            return (nil, check)
        case .stored:
            guard let check = check() else { return (HiddenEmoji.none, nil) }
            return (HiddenEmoji(check.undrawn), check)
        }
    }

    /// For the commands (`list`, `search`): the glyph cache's fingerprint, from its kept stamps when they hold; a check
    /// is kept at once (a command exits without waiting for the writer's queue).
    static func hiddenForCommand() -> HiddenEmoji {
        let fingerprint = GlyphDiskCache.resolveFingerprint().resolution.fingerprint.value
        let found = early()
        let (hidden, toKeep) = rechecked(early: found, fingerprint: { fingerprint })
        if let toKeep { keep(toKeep, fingerprint: { fingerprint }, atOnce: true) }
        return hidden ?? found.hidden
    }

    /// Keeps `check` beside the glyph cache for the fonts of `fingerprint`, asked on the writer's queue (or here when
    /// `atOnce`).
    static func keep(_ check: Check, fingerprint: @escaping @Sendable () -> UInt64, atOnce: Bool = false) {
        let path = recordPath()
        guard !path.isEmpty else { return }
        let write: @Sendable () -> Void = {
            let record = DrawableEmojiRecord(
                fingerprint: fingerprint(), catalogStamp: check.catalogStamp, checked: check.count,
                hidden: check.undrawn)
            guard PrivateFolder.prepare(path.folderOfPath) == nil else { return }
            try? AtomicFile.write(record.encoded, to: path, durable: false)
        }
        if atOnce { write() } else { FileWriter.shared.perform(write) }
    }

    /// The catalog's emoji the colour font does not draw; `nil` when the catalog cannot be read or the font cannot be
    /// checked. The font's file is the renderer's (`FontFiles`): one fontconfig match.
    private static func check() -> Check? {
        let stamp = DrawableEmojiRecord.catalogStamp(of: catalogPath)
        guard let texts = catalogTexts(),
            let undrawn = DrawableEmojiCheck.undrawn(texts, file: FontFiles.shared.file(of: FontSet.emojiFamily))
        else { return nil }
        Trace.mark("drawable emoji checked: \(texts.count - undrawn.count) of \(texts.count)")
        // A record lists each emoji once (a repeated line would make it unreadable, and every start check again).
        var seen: Set<String> = []
        return Check(count: texts.count, undrawn: undrawn.filter { seen.insert($0).inserted }, catalogStamp: stamp)
    }

    /// Every emoji text of the catalog file, variants included, in the file's order; `nil` when it cannot be read.
    static func catalogTexts() -> [String]? { catalogBytes().map(EmojiCatalog.texts(of:)) }

    /// The catalog file's text, `nil` when it cannot be read.
    static func catalogFile() -> String? { catalogBytes().map { String(decoding: $0, as: UTF8.self) } }

    private static func catalogBytes() -> Data? { try? OpenedFile(catalogPath).readAll(limit: 16 << 20) }
}
