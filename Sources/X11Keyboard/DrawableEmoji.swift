import FoundationEssentials
import KeyboardModel
import KeyboardStorage

/// The emoji of the catalog the installed colour font cannot draw, to leave out of the window, search, `list` and
/// Recent: checked once per glyph-cache fingerprint (the fonts and fontconfig's configuration) and catalog file, and
/// kept beside the glyph cache (`DrawableEmojiRecord`), so a later start reads one small file and opens no font.
enum DrawableEmoji {
    static var catalogPath: String { DataLocations.ofThisProcess.assets + "/emoji.tsv" }

    static func recordPath(_ environment: (String) -> String? = ProcessEnvironment.value) -> String {
        DrawableEmojiRecord.path(besideGlyphCache: GlyphDiskCache.path(environment))
    }

    /// The record kept for this catalog file, whatever fonts it was made for (the window compares its fingerprint with
    /// the glyph cache's, once that is computed). One `stat` and one small read.
    static func stored() -> DrawableEmojiRecord? {
        guard let record = DrawableEmojiRecord.read(recordPath()),
            record.catalogStamp == DrawableEmojiRecord.catalogStamp(of: catalogPath)
        else { return nil }
        return record
    }

    /// What a start finds before the glyph cache's fingerprint is known (`early()`): the record kept for this catalog
    /// file or, with none (a first start, a catalog upgraded, a cache folder that cannot be written), what a check of
    /// the font finds now, on the thread that loads the catalog, so the catalog is parsed once and the window's thread
    /// never shapes.
    enum Early: Sendable {
        case stored(DrawableEmojiRecord)
        case checked(count: Int, undrawn: [String])
        /// No colour font or no HarfBuzz: nothing is hidden (the font check names the package).
        case uncheckable

        /// The emoji to leave out if the fingerprint agrees.
        var hidden: HiddenEmoji {
            switch self {
            case .stored(let record): HiddenEmoji(record.hidden)
            case .checked(_, let undrawn): HiddenEmoji(undrawn)
            case .uncheckable: .none
            }
        }
    }

    /// The stored record, else a check of the colour font now (about 4,000 shapings).
    static func early() -> Early {
        if let record = stored() { return .stored(record) }
        return check().map { .checked(count: $0.count, undrawn: $0.undrawn) } ?? .uncheckable
    }

    /// What to hide with the fonts of `fingerprint`, from what the start found early: a stored record made for them,
    /// or the check made then (kept now, for the next start); a record made for other fonts is replaced by a check made
    /// here. The record is kept on the writer's queue, or at once for a command, which exits without waiting for that
    /// queue.
    static func hidden(fingerprint: UInt64, early: Early, keepAtOnce: Bool = false) -> HiddenEmoji {
        let stamp = DrawableEmojiRecord.catalogStamp(of: catalogPath)
        let found: (count: Int, undrawn: [String])
        switch early {
        case .stored(let record) where record.holds(fingerprint: fingerprint, catalogStamp: stamp):
            return HiddenEmoji(record.hidden)
        case .uncheckable:
            return .none
        case .checked(let count, let undrawn):
            found = (count, undrawn)
        case .stored:
            guard let checked = check() else { return .none }
            found = checked
        }
        keep(
            DrawableEmojiRecord(
                fingerprint: fingerprint, catalogStamp: stamp, checked: found.count, hidden: found.undrawn),
            atOnce: keepAtOnce)
        return HiddenEmoji(found.undrawn)
    }

    /// For the commands (`list`, `search`): the glyph cache's fingerprint, from its kept stamps when they hold.
    static func hiddenForCommand() -> HiddenEmoji {
        hidden(
            fingerprint: GlyphDiskCache.resolveFingerprint().resolution.fingerprint.value, early: early(),
            keepAtOnce: true)
    }

    /// The catalog's emoji the colour font does not draw, and how many were checked; `nil` when the catalog cannot be
    /// read or the font cannot be checked. The font's file is the renderer's (`FontFiles`): one fontconfig match.
    private static func check() -> (count: Int, undrawn: [String])? {
        guard let texts = catalogTexts(),
            let undrawn = DrawableEmojiCheck.undrawn(texts, file: FontFiles.shared.file(of: FontSet.emojiFamily))
        else { return nil }
        Trace.mark("drawable emoji checked: \(texts.count - undrawn.count) of \(texts.count)")
        return (texts.count, undrawn)
    }

    /// Every emoji text of the catalog file, variants included, in the file's order; `nil` when it cannot be read.
    static func catalogTexts() -> [String]? { catalogFile().map(EmojiCatalog.texts) }

    /// The catalog file's text, `nil` when it cannot be read.
    static func catalogFile() -> String? {
        (try? OpenedFile(catalogPath).readAll(limit: 16 << 20)).map { String(decoding: $0, as: UTF8.self) }
    }

    private static func keep(_ record: DrawableEmojiRecord, atOnce: Bool) {
        let path = recordPath()
        guard !path.isEmpty else { return }
        let write: @Sendable () -> Void = {
            guard PrivateFolder.prepare(path.folderOfPath) == nil else { return }
            try? AtomicFile.write(record.encoded, to: path, durable: false)
        }
        if atOnce { write() } else { FileWriter.shared.perform(write) }
    }
}
