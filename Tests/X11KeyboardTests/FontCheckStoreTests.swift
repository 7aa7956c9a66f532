import FoundationEssentials
import KeyboardModel
import KeyboardStorage
import Testing
@testable import X11Keyboard
#if canImport(Glibc)
import Glibc
#endif

@Suite("Font check kept beside the glyph cache")
struct FontCheckStoreTests {
    let home: String = {
        let path = "/tmp/font-check-tests-\(getpid())-\(Int.random(in: 0..<1_000_000))"
        mkdir(path, 0o700)
        return path
    }()

    var environment: [String: String] { ["XDG_CACHE_HOME": home, "HOME": home] }
    var recordPath: String { home + "/emotion-keyboard/fonts-checked" }

    func cache(_ writer: FileWriter) -> GlyphDiskCache {
        GlyphDiskCache(budget: 1 << 20, environment: { environment[$0] }, writer: writer)
    }

    /// A cache opened over the file a session left, with one glyph.
    func savedCache(_ writer: FileWriter) throws -> GlyphDiskCache {
        let session = cache(writer)
        session.store.add(GlyphKey(text: "😀", size: 20, color: 0xFF22_2222),
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
        try AtomicFile.write(FontCheckRecord(fingerprint: warm.store.fingerprint, missing: [.emoji]).encoded, to: outside, durable: false)
        #expect(symlink(outside, recordPath) == 0)
        #expect(warm.storedFontCheck() == nil)
        #expect(unlink(recordPath) == 0 && mkfifo(recordPath, 0o600) == 0)
        #expect(warm.storedFontCheck() == nil)
    }
}
