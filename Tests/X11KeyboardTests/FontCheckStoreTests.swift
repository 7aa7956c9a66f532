import FoundationEssentials
import KeyboardModel
import KeyboardStorage
import Testing

@testable import X11Keyboard

#if canImport(Glibc)
    import Glibc
    import KeyboardTestSupport
#endif

@Suite("Font check kept beside the glyph cache")
struct FontCheckStoreTests {
    let home = try! Fixtures.scratchFolder("font-check")

    var environment: [String: String] { ["XDG_CACHE_HOME": home, "HOME": home] }
    var recordPath: String { home + "/emotion-keyboard/fonts-checked" }

    func cache(_ writer: FileWriter) -> GlyphDiskCache {
        GlyphDiskCache(budget: 1 << 20, environment: { environment[$0] }, writer: writer)
    }

    /// A cache opened over the file a session left, with one glyph.
    func savedCache(_ writer: FileWriter) throws -> GlyphDiskCache {
        let session = cache(writer)
        session.store.add(
            GlyphKey(text: "😀", size: 20, color: 0xFF22_2222),
            try #require(FreshGlyph(width: 2, height: 2, advance: 2, pixels: [UInt8](repeating: 7, count: 16))))
        session.save()
        return cache(writer)
    }

    @Test func aCheckKeptIsReadBackByACacheOfTheSameFingerprintOnly() throws {
        let writer = FileWriter()
        let cold = cache(writer)
        cold.keepFontCheck([.emoji])
        writer.finish()
        #expect(cold.storedFontCheck() == nil, "without a cache file the fonts are checked")
        let warm = try savedCache(writer)
        #expect(warm.store.file != nil)
        #expect(warm.storedFontCheck() == [.emoji])
        warm.keepFontCheck([])
        writer.finish()
        #expect(warm.storedFontCheck() == [])
        let other = FontCheckRecord(fingerprint: warm.store.fingerprint &+ 1, missing: [.cjk])
        try AtomicFile.write(other.encoded, to: recordPath, durable: false)
        #expect(warm.storedFontCheck() == nil, "a check made for other fonts")
    }

    @Test func aLinkOrAFIFOInItsPlaceIsNotReadNorWaitedFor() throws {
        let writer = FileWriter()
        let warm = try savedCache(writer)
        let outside = home + "/outside"
        try AtomicFile.write(
            FontCheckRecord(fingerprint: warm.store.fingerprint, missing: [.emoji]).encoded, to: outside, durable: false
        )
        #expect(symlink(outside, recordPath) == 0)
        #expect(warm.storedFontCheck() == nil)
        #expect(unlink(recordPath) == 0 && mkfifo(recordPath, 0o600) == 0)
        #expect(warm.storedFontCheck() == nil)
    }

    /// Issue 26, item 9: an empty HOME put the glyph cache in /.cache while the state used the passwd home.
    @Test func glyphCacheFollowsTheRuleOfEveryXDGFolder() throws {
        let home = try #require(DataLocations.home { _ in nil }, "the passwd home")
        for environment in [["HOME": ""], ["HOME": "/h", "XDG_CACHE_HOME": "relative"], [:]] {
            let expected =
                environment["HOME"] == "/h"
                ? "/h/.cache/emotion-keyboard/glyphs.bin" : home + "/.cache/emotion-keyboard/glyphs.bin"
            #expect(GlyphDiskCache.path { environment[$0] } == expected, "\(environment)")
        }
    }

    /// Issue 26, item 5: a colour emoji font removed (and `fc-cache -f`) left the fingerprint, so the window kept
    /// drawing colour emoji from the stale cache.
    @Test func removingAFontOrEditingTheConfigurationChangesTheFingerprint() throws {
        mkdir(home + "/.fonts", 0o700)
        mkdir(home + "/conf", 0o700)
        try AtomicFile.write(Data("font".utf8), to: home + "/.fonts/emoji.ttf", durable: false)
        try AtomicFile.write(
            Data("<fontconfig><dir>~/.fonts</dir><include>conf.d</include></fontconfig>".utf8),
            to: home + "/conf/fonts.conf", durable: false)
        var variables = environment
        variables["FONTCONFIG_FILE"] = home + "/conf/fonts.conf"
        func fingerprint() -> UInt64 {
            let configured = variables
            return GlyphDiskCache(budget: 1 << 20, environment: { configured[$0] }, writer: FileWriter()).store
                .fingerprint
        }
        let first = fingerprint()
        #expect(fingerprint() == first, "nothing changed")
        #expect(unlink(home + "/.fonts/emoji.ttf") == 0)
        let removed = fingerprint()
        #expect(removed != first, "the font removed")
        try AtomicFile.write(
            Data("<fontconfig><dir>~/.fonts</dir><dir>/x</dir><include>conf.d</include></fontconfig>".utf8),
            to: home + "/conf/fonts.conf", durable: false)
        let edited = fingerprint()
        #expect(edited != removed, "FONTCONFIG_FILE edited")
        variables["FONTCONFIG_FILE"] = home + "/conf/other.conf"
        #expect(fingerprint() != edited, "another FONTCONFIG_FILE")
        variables["FONTCONFIG_FILE"] = nil
        variables["FONTCONFIG_PATH"] = home + "/conf"
        let path = fingerprint()
        mkdir(home + "/conf/conf.d", 0o700)
        try AtomicFile.write(Data("<fontconfig/>".utf8), to: home + "/conf/conf.d/10-mine.conf", durable: false)
        #expect(fingerprint() != path, "a file added to conf.d")
    }
}
