/// An open-addressing hash table from the UTF-8 bytes of `[code]` tokens to their index, probed without allocating.
struct CodeTable: Sendable {
    private let codes: [[UInt8]]
    private let slots: [Int32]
    private let mask: Int

    init(codes: [String]) {
        self.codes = codes.map { Array($0.utf8) }
        var size = 16
        while size < codes.count * 2 { size *= 2 }
        mask = size - 1
        var slots = [Int32](repeating: -1, count: size)
        for (index, code) in self.codes.enumerated() {
            var slot = Self.hash(code[...]) & (size - 1)
            while slots[slot] >= 0 {
                if self.codes[Int(slots[slot])] == code { break }
                slot = (slot + 1) & (size - 1)
            }
            if slots[slot] < 0 { slots[slot] = Int32(index) }
        }
        self.slots = slots
    }

    var isEmpty: Bool { codes.isEmpty }

    /// FNV-1a over the bytes.
    static func hash(_ bytes: ArraySlice<UInt8>) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return Int(truncatingIfNeeded: hash >> 1)
    }

    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for index in range { hash = (hash ^ UInt64(bytes[index])) &* 0x0000_0100_0000_01B3 }
        return Int(truncatingIfNeeded: hash >> 1)
    }

    /// The index of the code spelled by `bytes[range]`, if it is one.
    func lookup(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        var slot = Self.hash(bytes, range) & mask
        while true {
            let entry = slots[slot]
            if entry < 0 { return nil }
            let code = codes[Int(entry)]
            if code.count == range.count, code.withUnsafeBufferPointer({ stored in
                memoryEqual(stored.baseAddress!, bytes.baseAddress! + range.lowerBound, range.count)
            }) {
                return Int(entry)
            }
            slot = (slot + 1) & mask
        }
    }
}

private func memoryEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    for index in 0..<count where a[index] != b[index] { return false }
    return true
}
