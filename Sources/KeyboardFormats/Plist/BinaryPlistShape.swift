/// The object graph of a binary property list (`bplist00`), checked before decoding: the trailer and the offset table
/// are in bounds, every container's references are in bounds and name existing objects, the graph has no cycle and no
/// path from the top object is longer than the limit.
///
/// O(n) time in the file's size (each object and each reference is visited once, depths are memoised) and O(objects)
/// memory; the walk keeps its own stack, so a deep or cyclic graph cannot overflow the thread's stack.
struct BinaryPlistShape {
    private let bytes: UnsafeBufferPointer<UInt8>

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    private struct Trailer {
        var offsetSize: Int
        var referenceSize: Int
        var objectCount: Int
        var topObject: Int
        var tableOffset: Int
    }

    /// Where a container's references lie: `count` references of the trailer's size from `start`.
    private struct References {
        var start: Int
        var count: Int
    }

    private static func refusal(_ reason: String) -> NestingCheck.Refusal {
        NestingCheck.Refusal(description: "is a broken binary property list (\(reason))")
    }

    /// `nil` when the structure is sound and nested at most `limit` levels deep, else why not.
    func check(limit: Int) -> NestingCheck.Refusal? {
        guard let trailer = readTrailer() else { return Self.refusal("bad trailer") }
        var offsets = [Int](repeating: 0, count: trailer.objectCount)
        for object in 0..<trailer.objectCount {
            let offset = integer(at: trailer.tableOffset + object * trailer.offsetSize, size: trailer.offsetSize)
            guard offset >= 8, offset < trailer.tableOffset else { return Self.refusal("object offset out of bounds") }
            offsets[object] = offset
        }
        // 0: not seen, 1: on the walk's stack, 2: done; `height` of a done object is its longest path down.
        var state = [UInt8](repeating: 0, count: trailer.objectCount)
        var height = [Int32](repeating: 0, count: trailer.objectCount)
        var stack: [(object: Int, references: References, next: Int)] = []
        func enter(_ object: Int) -> NestingCheck.Refusal? {
            guard let references = references(at: offsets[object], trailer: trailer) else {
                return Self.refusal("container out of bounds")
            }
            if stack.count >= limit { return NestingCheck.Refusal(description: "nests deeper than \(limit) levels") }
            state[object] = 1
            stack.append((object, references, 0))
            return nil
        }
        if let refusal = enter(trailer.topObject) { return refusal }
        while let frame = stack.last {
            guard frame.next < frame.references.count else {
                stack.removeLast()
                state[frame.object] = 2
                if let parent = stack.last {
                    height[parent.object] = max(height[parent.object], height[frame.object] + 1)
                }
                continue
            }
            stack[stack.count - 1].next += 1
            let child = integer(
                at: frame.references.start + frame.next * trailer.referenceSize, size: trailer.referenceSize)
            guard child < trailer.objectCount else { return Self.refusal("reference out of bounds") }
            switch state[child] {
            case 0:
                if let refusal = enter(child) { return refusal }
            case 1:
                return Self.refusal("an object contains itself")
            default:
                if stack.count + 1 + Int(height[child]) > limit {
                    return NestingCheck.Refusal(description: "nests deeper than \(limit) levels")
                }
                height[frame.object] = max(height[frame.object], height[child] + 1)
            }
        }
        return nil
    }

    private func readTrailer() -> Trailer? {
        guard bytes.count >= 8 + 1 + 32 else { return nil }
        let base = bytes.count - 32
        let offsetSize = Int(bytes[base + 6])
        let referenceSize = Int(bytes[base + 7])
        let objects = integer(at: base + 8, size: 8)
        let top = integer(at: base + 16, size: 8)
        let table = integer(at: base + 24, size: 8)
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
            objects >= 1, objects <= bytes.count, top < objects, table >= 9, table < base
        else { return nil }
        let (tableSize, overflow) = objects.multipliedReportingOverflow(by: offsetSize)
        guard !overflow, table + tableSize == base else { return nil }
        return Trailer(
            offsetSize: offsetSize, referenceSize: referenceSize, objectCount: objects, topObject: top,
            tableOffset: table)
    }

    /// The references of the container at `offset` (none for scalars), or `nil` when they run past the object table.
    private func references(at offset: Int, trailer: Trailer) -> References? {
        let marker = bytes[offset]
        let kind = marker >> 4
        guard kind == 0xA || kind == 0xC || kind == 0xD else { return References(start: offset, count: 0) }
        var count = Int(marker & 0x0F)
        var start = offset + 1
        if count == 0x0F {
            guard start < trailer.tableOffset, bytes[start] >> 4 == 0x1 else { return nil }
            let size = 1 << Int(bytes[start] & 0x0F)
            guard size <= 8, start + 1 + size <= trailer.tableOffset else { return nil }
            count = integer(at: start + 1, size: size)
            start += 1 + size
        }
        if kind == 0xD {
            let (doubled, overflow) = count.multipliedReportingOverflow(by: 2)
            guard !overflow else { return nil }
            count = doubled
        }
        let (length, overflow) = count.multipliedReportingOverflow(by: trailer.referenceSize)
        guard count >= 0, !overflow, length <= trailer.tableOffset - start else { return nil }
        return References(start: start, count: count)
    }

    /// A big-endian unsigned integer of `size` bytes; values beyond `Int.max` come back as `Int.max`.
    private func integer(at offset: Int, size: Int) -> Int {
        var value: UInt64 = 0
        for index in offset..<offset + size { value = value << 8 | UInt64(bytes[index]) }
        return value > UInt64(Int.max) ? Int.max : Int(value)
    }
}
