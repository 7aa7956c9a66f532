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

    /// What to hide with the fonts of `fingerprint`: `stored` when it was made for them, else what a check finds now
    /// (kept for the next start: on the writer's queue, or at once for a command, which exits without waiting for
    /// that queue); nothing when the font cannot be checked (no colour font, no HarfBuzz: the font check names the
    /// package).
    static func hidden(fingerprint: UInt64, stored: DrawableEmojiRecord?, keepAtOnce: Bool = false) -> HiddenEmoji {
        let stamp = DrawableEmojiRecord.catalogStamp(of: catalogPath)
        if let stored, stored.holds(fingerprint: fingerprint, catalogStamp: stamp) { return HiddenEmoji(stored.hidden) }
        guard let texts = catalogTexts(), let undrawn = DrawableEmojiCheck.undrawn(texts) else { return .none }
        keep(
            DrawableEmojiRecord(fingerprint: fingerprint, catalogStamp: stamp, checked: texts.count, hidden: undrawn),
            atOnce: keepAtOnce)
        Trace.mark("drawable emoji checked: \(texts.count - undrawn.count) of \(texts.count)")
        return HiddenEmoji(undrawn)
    }

    /// For the commands (`list`, `search`): the glyph cache's fingerprint, from its kept stamps when they hold.
    static func hiddenForCommand() -> HiddenEmoji {
        hidden(
            fingerprint: GlyphDiskCache.resolveFingerprint().resolution.fingerprint.value, stored: stored(),
            keepAtOnce: true)
    }

    /// Every emoji text of the catalog file, variants included, in order; `nil` when it cannot be read or parsed
    /// (loading the catalog reports that).
    static func catalogTexts() -> [String]? {
        guard let file = catalogFile(), let groups = try? EmojiCatalog.parse(file, keywords: false) else { return nil }
        return groups.flatMap(\.allEmotions).map(\.text)
    }

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
