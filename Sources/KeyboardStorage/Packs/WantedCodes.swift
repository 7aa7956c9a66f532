import KeyboardFormats
import KeyboardModel

#if canImport(Glibc)
    import Glibc
#endif

/// The codes a first frame needs, found in sticker lines by a hash of their code field's bytes.
struct WantedCodes {
    let texts: Set<String>
    private let hashes: Set<Int>

    init(_ texts: Set<String>) {
        self.texts = texts
        hashes = Set(texts.map(ByteHash.of))
    }

    /// Whether the code field of a sticker or emoji line (its second) may be one of `texts`: false means it is not.
    func mayHold(_ line: Slice<UnsafeRawBufferPointer>) -> Bool {
        let start = line.startIndex + 2
        guard start <= line.endIndex else { return false }
        let end = line[start...].firstIndex(of: UInt8(ascii: "\t")) ?? line.endIndex
        return hashes.contains(ByteHash.of(UnsafeRawBufferPointer(rebasing: line[start..<end])))
    }
}
