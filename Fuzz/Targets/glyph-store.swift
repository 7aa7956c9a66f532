// Fuzzes the glyph cache reader (the glyph store, `glyphs.bin`): header, index, records and pixels read with the
// checksums off so mutations reach the structural checks, every glyph looked up, then the store written back with one
// glyph more and read again whole (`GlyphStoreFile.exercise`, which traps only on a bug of ours). Seeds are written by
// this target: `FUZZ_WRITE_SEEDS=Fuzz/corpus/glyph-store .build/fuzz/glyph-store`.
// fuzz-max-len: 65536
import FoundationEssentials

@testable import KeyboardModel
@testable import KeyboardStorage

#if canImport(Glibc)
    import Glibc
#endif

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGlyphStore(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    GlyphStoreFile.exercise([UInt8](Fuzz.data(start, count)))
    return 0
}

@_cdecl("LLVMFuzzerInitialize")
public func writeGlyphStoreSeeds(
    _ argc: UnsafeMutablePointer<CInt>?,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
) -> CInt {
    guard let folder = getenv("FUZZ_WRITE_SEEDS").map({ String(cString: $0) }) else { return 0 }
    let fingerprint = GlyphStoreFormat.fingerprint("fuzz seeds")
    func glyph(_ width: Int, _ height: Int, _ seed: Int) -> FreshGlyph? {
        FreshGlyph(
            width: width, height: height, advance: width + 1,
            pixels: (0..<width * height * 4).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ seed) })
    }
    let seeds: [(String, [(GlyphKey, FreshGlyph?)], [Int: Int])] = [
        ("empty", [], [20: 24]),
        ("one", [(GlyphKey(text: "😀", size: 20, color: 0xFF22_2222), glyph(3, 2, 1))], [20: 24]),
        (
            "several",
            [
                (GlyphKey(text: "😀", size: 20, color: 0xFF22_2222), glyph(4, 3, 1)),
                (GlyphKey(text: "😀", size: 34, color: 0xFF6B_6B73), glyph(5, 4, 2)),
                (GlyphKey(text: "(╯°□°）╯︵ ┻━┻", size: 11, color: 0xFF22_2222), glyph(9, 2, 3)),
                (GlyphKey(text: "👨‍👩‍👧‍👦", size: 34, color: 0xFF22_2222), glyph(2, 2, 4)),
                (GlyphKey(text: "A", size: 20, color: 0xFFFF_FFFF), glyph(1, 3, 5))
            ], [11: 14, 20: 24, 34: 40]
        )
    ]
    for (name, glyphs, lineHeights) in seeds {
        var store = GlyphStore(
            path: "", opened: .failure(.unreadable("none")), fingerprint: fingerprint, now: 29_000_000)
        for (key, glyph) in glyphs { if let glyph { store.add(key, glyph) } }
        for (size, height) in lineHeights { store.setLineHeight(height, size: size) }
        var sink = ByteArraySink()
        guard (try? store.makeWrite().write(to: &sink)) != nil, let file = fopen(folder + "/" + name, "wb"),
            fwrite(sink.bytes, 1, sink.bytes.count, file) == sink.bytes.count, fclose(file) == 0
        else {
            fatalError("cannot write the seed \(name)")
        }
    }
    exit(0)
}
