import FoundationEssentials
import KeyboardModel
import Testing

@testable import KeyboardStorage
@testable import X11Keyboard

#if canImport(Glibc)
    import Glibc
    import KeyboardTestSupport
#endif

/// Issue 38: the font stamps beside the glyph cache let a warm start trust its fingerprint without reading every
/// font; fontconfig writing its own cache during a session must not make the next start read them all again, and fonts
/// changed during a session must not be hidden.
@Suite("Font stamps beside the glyph cache")
struct GlyphDiskCacheStampsTests {
    let root: String = {
        let path = try! Fixtures.scratchFolder("glyph-stamps")
        for folder in ["fonts", "fc-cache", "cache"] { mkdir(path + "/" + folder, 0o700) }
        try? AtomicFile.write(
            Data("<fontconfig><dir>\(path)/fonts</dir><cachedir>\(path)/fc-cache</cachedir></fontconfig>".utf8),
            to: path + "/fonts.conf", durable: false)
        try? AtomicFile.write(Data("colour".utf8), to: path + "/fonts/emoji.ttf", durable: false)
        return path
    }()

    var environment: [String: String] {
        ["FONTCONFIG_FILE": root + "/fonts.conf", "HOME": root, "XDG_CACHE_HOME": root + "/cache"]
    }

    func open(_ writer: FileWriter) -> GlyphDiskCache {
        let variables = environment
        return GlyphDiskCache(budget: 1 << 20, environment: { variables[$0] }, writer: writer)
    }

    func next() -> GlyphDiskCache.Fonts {
        let variables = environment
        return GlyphDiskCache.resolveFingerprint { variables[$0] }
    }

    @Test func aLaterStartTrustsTheStampsTheFirstLeft() throws {
        let writer = FileWriter()
        let first = open(writer)
        writer.finish()
        #expect(access(root + "/cache/emotion-keyboard/font-stamps", R_OK) == 0)
        let later = next()
        #expect(later.resolution.stamps == nil, "the stamps hold")
        #expect(later.resolution.fingerprint == first.fontFingerprint)
        #expect(first.fontFingerprint?.value == first.store.fingerprint)
    }

    /// A first start (no cache file) opens the cache without reading the fonts; it finds the fingerprint after its
    /// first frame, and the cache, the stamps and the font check it keeps are for those fonts.
    @Test func aCacheWithoutAFileFindsItsFontsLaterAndWritesForThem() throws {
        let writer = FileWriter()
        let variables = environment
        let first = GlyphDiskCache(budget: 1 << 20, environment: { variables[$0] }, writer: writer, fontsLater: true)
        #expect(first.store.file == nil)
        #expect(first.store.fingerprint == 0, "no font read before the first frame")
        // More than a write's worth of pixels: a write before the fingerprint is known would carry the placeholder.
        first.store.add(
            GlyphKey(text: "😀", size: 20, color: 0xFF22_2222),
            try #require(
                FreshGlyph(width: 512, height: 513, advance: 512, pixels: [UInt8](repeating: 7, count: 512 * 513 * 4))))
        #expect(first.store.writeIsDue)
        first.writeIfDue()
        writer.finish()
        #expect(access(root + "/cache/emotion-keyboard/glyphs.bin", F_OK) != 0, "no write before the fonts are read")
        first.findFonts()
        first.keepFontCheck([.emoji])
        first.save()
        writer.finish()
        let fonts = next()
        #expect(fonts.resolution.stamps == nil, "the stamps were kept")
        #expect(first.store.fingerprint == fonts.resolution.fingerprint.value)
        let later = open(writer)
        #expect(later.store.file != nil, "the cache holds for the fonts")
        #expect(later.storedFontCheck() == [.emoji])
    }

    /// A first start closed before its first frame never started the reading: its exit reads the fonts itself.
    @Test func aCacheClosedBeforeItsFontsWereSoughtReadsThemAtExit() throws {
        let writer = FileWriter()
        let variables = environment
        let first = GlyphDiskCache(budget: 1 << 20, environment: { variables[$0] }, writer: writer, fontsLater: true)
        first.store.add(
            GlyphKey(text: "😀", size: 20, color: 0xFF22_2222),
            try #require(FreshGlyph(width: 2, height: 2, advance: 2, pixels: [UInt8](repeating: 7, count: 16))))
        first.save()
        writer.finish()
        #expect(first.store.fingerprint == next().resolution.fingerprint.value)
        #expect(open(writer).store.file != nil)
    }

    @Test func stampsOutdatedOnlyByFontconfigsOwnCacheAreRenewedAtExit() throws {
        let fontsCache = root + "/fc-cache/" + MD5.hex(Array((root + "/fonts").utf8)) + "-le64.cache-9"
        try AtomicFile.write(Data("cache".utf8), to: fontsCache, durable: false)
        let writer = FileWriter()
        let session = open(writer)
        writer.finish()
        try AtomicFile.write(Data("rewritten".utf8), to: fontsCache, durable: false)
        #expect(next().resolution.stamps != nil, "fontconfig rewrote the font folder's cache")
        session.save()
        writer.finish()
        let later = next()
        #expect(later.resolution.stamps == nil, "renewed at exit")
        #expect(later.resolution.fingerprint == session.fontFingerprint)
    }

    @Test func fontsChangedDuringASessionAreNotHiddenByTheRenewal() throws {
        let writer = FileWriter()
        let session = open(writer)
        writer.finish()
        #expect(unlink(root + "/fonts/emoji.ttf") == 0)
        session.save()
        writer.finish()
        let later = next()
        #expect(later.resolution.stamps != nil)
        #expect(later.resolution.fingerprint != session.fontFingerprint, "the next start sees the font gone")
    }
}
