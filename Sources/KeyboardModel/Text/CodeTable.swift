/// An open-addressing hash table from the UTF-8 bytes of `[code]` tokens to their index, probed without allocating.
/// The codes' bytes are kept end to end in one array (10,000 codes are one allocation, not one each).
struct CodeTable: Sendable {
    private var bytes: [UInt8] = []
    /// Where each code's bytes end in `bytes`; the next code's start there.
    private var ends: [Int32] = []
    private var slots: [Int32]
    private var mask: Int

    /// A table of `codes`, each at its index; of equal codes, the first is the one found.
    init(codes: [String]) {
        self.init(capacity: codes.count)
        for code in codes { append(code, unlessKnown: false) }
    }

    /// An empty table, sized for `capacity` codes.
    init(capacity: Int = 0) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = [Int32](repeating: -1, count: size)
        mask = size - 1
    }

    var isEmpty: Bool { ends.isEmpty }
    var count: Int { ends.count }

    /// Adds `code` at the next index, unless `unlessKnown` and the table has it already; whether it was added.
    /// Amortized O(length of `code`).
    @discardableResult
    mutating func append(_ code: String, unlessKnown: Bool = true) -> Bool {
        var code = code
        return code.withUTF8 { code in
            let known = lookup(code, 0..<code.count)
            if unlessKnown, known != nil { return false }
            bytes.append(contentsOf: code)
            // Codes are at most 64 bytes, and no catalog holds 30 million of them.
            guard let end = Int32(exactly: bytes.count) else { preconditionFailure("code table over 2 GiB") }
            ends.append(end)
            if known == nil { place(ends.count - 1) }
            if ends.count * 2 > slots.count { grow() }
            return true
        }
    }

    /// FNV-1a over the bytes.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for index in range { hash = (hash ^ UInt64(bytes[index])) &* 0x0000_0100_0000_01B3 }
        return Int(truncatingIfNeeded: hash >> 1)
    }

    /// The index of the code spelled by `bytes[range]`, if it is one.
    func lookup(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        var slot = Self.hash(bytes, range) & mask
        return self.bytes.withUnsafeBufferPointer { stored in
            while true {
                let entry = slots[slot]
                if entry < 0 { return nil }
                let code = self.range(of: Int(entry))
                if code.count == range.count,
                    memoryEqual(
                        stored.baseAddress! + code.lowerBound, bytes.baseAddress! + range.lowerBound, range.count)
                {
                    return Int(entry)
                }
                slot = (slot + 1) & mask
            }
        }
    }

    private func range(of index: Int) -> Range<Int> {
        (index == 0 ? 0 : Int(ends[index - 1]))..<Int(ends[index])
    }

    /// Puts code `index` in its first free slot.
    private mutating func place(_ index: Int) {
        let code = range(of: index)
        var slot = bytes.withUnsafeBufferPointer { Self.hash($0, code) } & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(index)
    }

    /// Twice the slots, the codes of the old ones placed again (a later equal code never had a slot, so the first of
    /// equal codes stays the one found).
    private mutating func grow() {
        let placed = slots
        slots = [Int32](repeating: -1, count: slots.count * 2)
        mask = slots.count - 1
        for index in placed where index >= 0 { place(Int(index)) }
    }
}

private func memoryEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    for index in 0..<count where a[index] != b[index] { return false }
    return true
}
