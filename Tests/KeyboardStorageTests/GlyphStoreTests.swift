import FoundationEssentials
import Testing

@testable import KeyboardModel
@testable import KeyboardStorage

#if canImport(Glibc)
    import Glibc
    import KeyboardTestSupport
#endif

@Suite("Glyph store")
struct GlyphStoreTests {
    static let fingerprint = GlyphStoreFormat.fingerprint("fonts-1")
    static let minute = 29_000_000

    /// A glyph whose pixels are a pattern of `seed`, so that a mix-up shows.
    static func glyph(_ width: Int, _ height: Int, seed: UInt8, advance: Int? = nil) -> FreshGlyph {
        let pixels = (0..<width * height * 4).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ Int(seed)) }
        return FreshGlyph(width: width, height: height, advance: advance ?? width, pixels: pixels)!
    }

    static func key(_ text: String, _ size: Int = 20, _ color: UInt32 = 0xFF22_2222) -> GlyphKey {
        GlyphKey(text: text, size: size, color: color)
    }

    /// The bytes of a store holding `glyphs`, written by a session at `now`.
    static func file(
        _ glyphs: [(GlyphKey, FreshGlyph)], base: GlyphStoreFile? = nil, used: [GlyphKey] = [],
        budget: Int = GlyphStore.defaultBudget, now: Int = minute, lineHeights: [Int: Int] = [20: 24]
    ) -> [UInt8] {
        var store = GlyphStore(
            path: "", opened: base.map { .success($0) } ?? .failure(.unreadable("none")), fingerprint: fingerprint,
            budget: budget, now: now)
        for key in used { _ = store.lookup(key) }
        for (key, glyph) in glyphs { store.add(key, glyph) }
        for (size, height) in lineHeights { store.setLineHeight(height, size: size) }
        var sink = ByteArraySink()
        _ = try? store.makeWrite().write(to: &sink)
        return sink.bytes
    }

    static func open(_ bytes: [UInt8], verify: Bool = true) throws -> GlyphStoreFile {
        try GlyphStoreFile.parse(bytes, fingerprint: fingerprint, verifyChecksum: verify).get()
    }

    static let sample: [(GlyphKey, FreshGlyph)] = [
        (key("😀"), glyph(24, 20, seed: 1, advance: 26)),
        (key("😀", 20, 0xFF6B_6B73), glyph(24, 20, seed: 2, advance: 26)),
        (key("😀", 34), glyph(40, 36, seed: 3)),
        (key("(╯°□°）╯︵ ┻━┻", 11), glyph(90, 14, seed: 4)),
        (key("👨‍👩‍👧‍👦", 34), glyph(42, 36, seed: 5)),
        (key("A"), glyph(12, 24, seed: 6, advance: 13))
    ]

    /// Issue 38: a first start opens its store before the fonts are read; its writes carry the fingerprint found later,
    /// and a store that read a file keeps the one it was read with.
    @Test func onlyAStoreWithoutAFileTakesTheFingerprintFoundLater() throws {
        var first = GlyphStore(path: "", opened: .failure(.unreadable("none")), fingerprint: 0, now: Self.minute)
        first.add(Self.key("😀"), Self.glyph(4, 4, seed: 1))
        first.settle(fingerprint: Self.fingerprint)
        var sink = ByteArraySink()
        try first.makeWrite().write(to: &sink)
        let written = try Self.open(sink.bytes)
        #expect(written.index.find(Self.key("😀")) != nil, "written for the fonts' fingerprint")
        var warm = GlyphStore(path: "", opened: .success(written), fingerprint: Self.fingerprint, now: Self.minute)
        warm.settle(fingerprint: Self.fingerprint &+ 1)
        #expect(warm.fingerprint == Self.fingerprint)
    }

    @Test func roundTripsEveryGlyphWithItsPixelsAdvanceAndLineHeights() throws {
        let store = try Self.open(Self.file(Self.sample, lineHeights: [20: 24, 34: 40]))
        #expect(store.index.count == Self.sample.count)
        for (key, glyph) in Self.sample {
            let number = try #require(store.index.find(key))
            let record = store.index.record(number)
            #expect(record.key == key)
            #expect([record.width, record.height, record.advance] == [glyph.width, glyph.height, glyph.advance])
            #expect(store.pixels(record) == glyph.pixels)
        }
        #expect(store.index.find(Self.key("😀", 20, 0x1234_5678)) == nil)
        #expect(store.index.find(Self.key("😁")) == nil)
        #expect(store.index.lineHeights == [20: 24, 34: 40])
        let session = GlyphStore(path: "", opened: .success(store), fingerprint: Self.fingerprint, now: Self.minute)
        #expect(session.storedAdvance(text: "😀", size: 20) == 26)
        #expect(session.storedAdvance(text: "A", size: 20) == 13)
        #expect(session.storedAdvance(text: "A", size: 21) == nil)
    }

    @Test func decodedStickerImagesAreKeptBesideGlyphsUnderTheFilesIdentityAndSide() throws {
        func image(
            inode: UInt64 = 7, size: Int64 = 900, seconds: Int = 1_790_000_000, changed: Int = 1_790_000_000,
            side: Int = 48
        ) -> GlyphKey {
            .stickerImage(
                device: 2049, inode: inode, size: size, modified: (seconds, 5), changed: (changed, 5), side: side)
        }
        let keys = [
            image(), image(inode: 8), image(size: 901), image(seconds: 1_790_000_001), image(side: 96),
            image(changed: 1_790_000_001)
        ]
        #expect(
            Set(keys).count == keys.count,
            "another file, the file rewritten (or copied over, keeping its time), another side")
        #expect(keys.allSatisfy { $0.isStorable })
        let largest = GlyphKey.stickerImage(
            device: .max, inode: .max, size: .max, modified: (.max, 999_999_999), changed: (.max, 999_999_999),
            side: 1024)
        #expect(largest.isStorable, "any identity fits the store's bound on a key's text")
        let glyphs =
            [(keys[0], Self.glyph(48, 40, seed: 9, advance: 0)), (keys[4], Self.glyph(96, 80, seed: 10, advance: 0))]
            + Self.sample
        let store = try Self.open(Self.file(glyphs))
        for (key, glyph) in glyphs.prefix(2) {
            let number = try #require(store.index.find(key))
            let pixels = store.pixels(store.index.record(number))
            #expect(pixels == glyph.pixels)
        }
        #expect(store.index.find(keys[3]) == nil, "a rewritten file is decoded again")
    }

    @Test func evictsTheLeastRecentlyUsedGlyphsBeyondTheBudget() throws {
        let bytes = 10 * 10 * 4
        let old = try Self.open(Self.file([(Self.key("a"), Self.glyph(10, 10, seed: 1))], now: Self.minute - 300))
        let middle = try Self.open(
            Self.file([(Self.key("b"), Self.glyph(10, 10, seed: 2))], base: old, now: Self.minute - 200))
        let recent = try Self.open(
            Self.file([(Self.key("c"), Self.glyph(10, 10, seed: 3))], base: middle, now: Self.minute - 100))
        #expect(recent.index.count == 3)
        // This session draws "a" again and renders "d": with room for three, "b" (the least recently used) goes.
        let next = try Self.open(
            Self.file(
                [(Self.key("d"), Self.glyph(10, 10, seed: 4))], base: recent, used: [Self.key("a")],
                budget: 3 * bytes))
        #expect(next.index.find(Self.key("b")) == nil)
        for text in ["a", "c", "d"] { #expect(next.index.find(Self.key(text)) != nil, "\(text) kept") }
        #expect(next.index.header.pixelBytes <= 3 * bytes)
        #expect(next.index.record(try #require(next.index.find(Self.key("a")))).lastUsed == Self.minute)
    }

    @Test func aNewWindowSizeAddsEntriesBesideTheOldOnesInsteadOfOrphaningThem() throws {
        let first = try Self.open(Self.file([(Self.key("😀", 34), Self.glyph(40, 36, seed: 1))], now: Self.minute - 10))
        let resized = try Self.open(Self.file([(Self.key("😀", 40), Self.glyph(48, 44, seed: 2))], base: first))
        #expect(resized.index.find(Self.key("😀", 34)) != nil)
        #expect(resized.index.find(Self.key("😀", 40)) != nil)
    }

    @Test func staysWithinItsBudgetHoweverMuchIsRendered() throws {
        var store = GlyphStore(
            path: "", opened: .failure(.unreadable("none")), fingerprint: Self.fingerprint, budget: 50_000,
            now: Self.minute)
        for index in 0..<200 { store.add(Self.key("g\(index)"), Self.glyph(16, 16, seed: UInt8(index % 256))) }
        var sink = ByteArraySink()
        let count = try store.makeWrite().write(to: &sink)
        let file = try Self.open(sink.bytes)
        #expect(count == 50_000 / (16 * 16 * 4))
        #expect(file.index.count == count)
        #expect(file.index.header.pixelBytes <= 50_000)
    }

    @Test func aFileForOtherFontsIsStaleAndReplaced() throws {
        let bytes = Self.file(Self.sample)
        #expect(GlyphStoreFile.parse(bytes, fingerprint: GlyphStoreFormat.fingerprint("fonts-2")).failure == .stale)
        let store = GlyphStore(
            path: "", opened: GlyphStoreFile.parse(bytes, fingerprint: GlyphStoreFormat.fingerprint("fonts-2")),
            fingerprint: GlyphStoreFormat.fingerprint("fonts-2"), now: Self.minute)
        #expect(store.needsWrite)
        #expect(store.file == nil)
    }

    // MARK: Hostile files (issue 10)

    /// Rewrites the header's index checksum, so that a patched field reaches the structural checks behind it.
    static func resealed(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        let view = LittleEndianBytes(bytes: bytes)
        guard let offset = Int(exactly: view.u64(40)), offset <= bytes.count else { return bytes }
        let checksum = GlyphStoreFormat.checksum(Array(bytes[offset...]))
        for index in 0..<8 { bytes[48 + index] = UInt8(truncatingIfNeeded: checksum >> (8 * UInt64(index))) }
        return bytes
    }

    static func patch(_ bytes: [UInt8], at offset: Int, _ value: UInt64, width: Int) -> [UInt8] {
        var bytes = bytes
        for index in 0..<width { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * UInt64(index))) }
        return bytes
    }

    /// Where record `number`'s field at `field` lies in the file.
    static func recordField(_ bytes: [UInt8], _ number: Int, _ field: Int) -> Int {
        let view = LittleEndianBytes(bytes: bytes)
        return Int(view.u64(40)) + view.u32(16) * 8 + number * 48 + field
    }

    @Test func anEntryCountOfMinusOneIsRefusedWithoutTrapping() throws {
        let bytes = Self.file(Self.sample)
        for verify in [true, false] {
            let patched = Self.resealed(Self.patch(bytes, at: 20, UInt64(UInt32.max), width: 4))
            #expect(
                GlyphStoreFile.parse(patched, fingerprint: Self.fingerprint, verifyChecksum: verify).failure
                    == .corrupt("counts past the limits"))
            let pixels = Self.patch(bytes, at: 32, UInt64.max, width: 8)
            #expect(
                GlyphStoreFile.parse(pixels, fingerprint: Self.fingerprint, verifyChecksum: verify).failure
                    == .corrupt("header out of range"))
            let offset = Self.patch(bytes, at: 40, UInt64(Int.max), width: 8)
            #expect(
                GlyphStoreFile.parse(offset, fingerprint: Self.fingerprint, verifyChecksum: verify).failure
                    == .corrupt("sizes do not match the file"))
        }
    }

    @Test func glyphSizesThatOverflowOrLieOutsideTheFileAreRefused() throws {
        let bytes = Self.file(Self.sample)
        let patches: [(field: Int, value: UInt64, width: Int)] = [
            (32, 0xFFFF, 2), (34, 0xFFFF, 2),  // width, height past the format's largest side
            (32, 0, 2),  // an empty picture
            (0, UInt64.max, 8), (0, UInt64(Int.max) - 10, 8),  // pixel offset beyond Int, or overflowing with the size
            (0, 1 << 40, 8),  // pixels beyond the file
            (36, UInt64(UInt32.max), 4),  // advance -1
            (40, UInt64(UInt32.max), 4), (44, 0xFFFF, 2),  // text outside the text area
            (24, 0, 4)  // size 0 (and a key hash that no longer matches)
        ]
        for (field, value, width) in patches {
            let patched = Self.resealed(Self.patch(bytes, at: Self.recordField(bytes, 0, field), value, width: width))
            #expect(
                GlyphStoreFile.parse(patched, fingerprint: Self.fingerprint).failure == .corrupt("glyph 0"),
                "field \(field) = \(value)")
        }
        let slot = Self.recordField(bytes, Self.sample.count, 0)
        let badSlot = Self.resealed(Self.patch(bytes, at: slot, 1000, width: 4))
        #expect(GlyphStoreFile.parse(badSlot, fingerprint: Self.fingerprint).failure == .corrupt("slot 0"))
    }

    /// Every record's key text is checked as UTF-8 when the file is opened, without a string made of it: bytes that
    /// are not UTF-8, under a key hash that matches them, are refused.
    @Test func aKeyTextThatIsNotUTF8IsRefusedThoughItsHashMatches() throws {
        let bytes = Self.file(Self.sample)
        let view = LittleEndianBytes(bytes: bytes)
        let textArea = Self.recordField(bytes, view.u32(20), 0) + view.u32(24) * 4
        for number in 0..<Self.sample.count {
            let start = textArea + view.u32(Self.recordField(bytes, number, 40))
            let length = view.u16(Self.recordField(bytes, number, 44))
            let size = view.u32(Self.recordField(bytes, number, 24))
            for bad: [UInt8] in [[0xFF], [0x80], [0xC0, 0x80], [0xED, 0xA0, 0x80]] where bad.count <= length {
                var patched = bytes
                patched.replaceSubrange(start..<start + bad.count, with: bad)
                let hash = GlyphStoreFormat.keyHash(text: patched[start..<start + length], size: size)
                patched = Self.resealed(
                    Self.patch(patched, at: Self.recordField(bytes, number, 20), UInt64(hash), width: 4))
                #expect(
                    GlyphStoreFile.parse(patched, fingerprint: Self.fingerprint).failure == .corrupt("glyph \(number)"),
                    "\(bad) in record \(number)")
            }
        }
    }

    @Test func pixelsThatFailTheirChecksumDropTheFileForTheSessionAndForceARewrite() throws {
        var bytes = Self.file(Self.sample)
        let file = try Self.open(bytes)
        let record = file.index.record(try #require(file.index.find(Self.sample[0].0)))
        bytes[record.pixelOffset + 5] ^= 0x40
        var store = GlyphStore(
            path: "", opened: .success(try Self.open(bytes)), fingerprint: Self.fingerprint, now: Self.minute)
        #expect(!store.needsWrite)
        guard case .stored(let found) = store.lookup(Self.sample[0].0) else {
            Issue.record("not found")
            return
        }
        var buffer = [UInt8](repeating: 0, count: found.byteCount)
        #expect(!buffer.withUnsafeMutableBytes { store.readPixels(found, into: $0) })
        #expect(store.file == nil)
        #expect(store.lookup(Self.sample[1].0) == nil)
        #expect(store.needsWrite)
        var sink = ByteArraySink()
        #expect(try store.makeWrite().write(to: &sink) == 0)
        #expect(try Self.open(sink.bytes).index.count == 0)
    }

    /// 120 random one-byte changes of a valid file (seeded): none traps, with or without the checksums; with them,
    /// every change is caught when the file is opened or when the changed glyph is read.
    @Test(arguments: 0..<120)
    func aRandomOneByteMutationNeverTrapsAndIsCaught(seed: UInt64) throws {
        let bytes = Self.file(Self.sample)
        var random = SeededGenerator(state: seed &* 7919 &+ 3)
        var mutated = bytes
        let position = Int(random.next() % UInt64(bytes.count))
        mutated[position] ^= UInt8(1 + random.next() % 255)
        GlyphStoreFile.exercise(mutated)
        switch GlyphStoreFile.parse(mutated, fingerprint: Self.fingerprint) {
        case .failure:
            break
        case .success(let file):
            let unreadable = (0..<file.index.count).filter { file.pixels(file.index.record($0)) == nil }
            #expect(unreadable.count == 1, "byte \(position) changed without being caught")
        }
    }

    @Test func theFuzzEntryRewritesAValidStoreWithOneGlyphMore() {
        #expect(GlyphStoreFile.exercise(Self.file(Self.sample)) == Self.sample.count + 1)
        #expect(GlyphStoreFile.exercise([]) == 0)
        #expect(GlyphStoreFile.exercise(Array("EKGLYPH4".utf8) + [UInt8](repeating: 0xFF, count: 100)) == 0)
    }

    // MARK: Files

    @Test func writesAtomicallyOpensLazilyAndRefusesALinkOrAFIFO() throws {
        let folder = try Fixtures.scratchFolder()
        let path = folder + "/glyphs.bin"
        var store = GlyphStore(path: path, fingerprint: Self.fingerprint, now: Self.minute)
        #expect(store.problem != nil)
        for (key, glyph) in Self.sample { store.add(key, glyph) }
        let write = store.makeWrite()
        let written = try #require(try write.write(toFile: path))
        store.finished(write, written: written)
        #expect(store.freshBytes == 0)
        guard case .stored(let record) = store.lookup(Self.sample[2].0) else {
            Issue.record("not stored")
            return
        }
        var pixels = [UInt8](repeating: 0, count: record.byteCount)
        #expect(pixels.withUnsafeMutableBytes { store.readPixels(record, into: $0) })
        #expect(pixels == Self.sample[2].1.pixels)

        symlink(path, folder + "/link.bin")
        #expect(GlyphStoreFile.open(folder + "/link.bin", fingerprint: Self.fingerprint).failure != nil)
        mkfifo(folder + "/fifo.bin", 0o600)
        #expect(
            GlyphStoreFile.open(folder + "/fifo.bin", fingerprint: Self.fingerprint).failure
                == .unreadable("not a regular file"))
    }

    @Test func aFailedWriteStopsKeepingFreshGlyphs() throws {
        let folder = try Fixtures.scratchFolder()
        try Fixtures.write("a file where a folder should be", to: folder + "/cache")
        var store = GlyphStore(path: folder + "/cache/glyphs.bin", fingerprint: Self.fingerprint, now: Self.minute)
        store.add(Self.key("a"), Self.glyph(4, 4, seed: 1))
        let write = store.makeWrite()
        #expect(throws: AtomicFile.WriteError.self) { try write.write(toFile: store.path) }
        store.failed(write)
        store.add(Self.key("b"), Self.glyph(4, 4, seed: 2))
        #expect(store.freshBytes == 0)
        #expect(!store.needsWrite)
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
