/// Widths of single-scalar characters of the Basic Multilingual Plane at a few sizes, in a two-level table (pages of
/// 256 made on first use): the composer measures every character it is given, a megabyte at a paste, and a table read
/// costs far less than hashing the character into the LRU cache. O(1) a lookup; at most `sizeLimit` x 128 KiB.
struct AdvanceTable {
    private static let sizeLimit = 4
    private static let unknown = UInt16.max

    private var sizes: [Int] = []
    /// Per size in `sizes`, 256 pages of 256 widths each.
    private var pages: [[[UInt16]?]] = []

    /// The width of `character` at `size` if it is one BMP scalar and known.
    func width(of character: Character, size: Int) -> Int? {
        guard let scalar = Self.bmpScalar(character), let slot = sizes.firstIndex(of: size),
            let page = pages[slot][scalar >> 8]
        else { return nil }
        let width = page[scalar & 0xFF]
        return width == Self.unknown ? nil : Int(width)
    }

    /// Remembers `width` for `character` at `size` (ignored for other characters or out-of-range widths); the size
    /// used longest ago is forgotten past `sizeLimit`.
    mutating func remember(_ width: Int, of character: Character, size: Int) {
        guard let scalar = Self.bmpScalar(character), (0..<Int(Self.unknown)).contains(width) else { return }
        let slot: Int
        if let known = sizes.firstIndex(of: size) {
            slot = known
        } else {
            if sizes.count == Self.sizeLimit {
                sizes.removeFirst()
                pages.removeFirst()
            }
            sizes.append(size)
            pages.append(Array(repeating: nil, count: 256))
            slot = sizes.count - 1
        }
        if pages[slot][scalar >> 8] == nil { pages[slot][scalar >> 8] = Array(repeating: Self.unknown, count: 256) }
        pages[slot][scalar >> 8]![scalar & 0xFF] = UInt16(width)
    }

    private static func bmpScalar(_ character: Character) -> Int? {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, first.value < 0x10000,
            scalars.index(after: scalars.startIndex) == scalars.endIndex
        else { return nil }
        return Int(first.value)
    }
}
