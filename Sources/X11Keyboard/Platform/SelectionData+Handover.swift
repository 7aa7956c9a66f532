import CX11
import FoundationEssentials

/// The selections a background owner keeps serving, as bytes on a pipe: for each selection its atom, its item count,
/// then each item's target, type and length (little-endian 64-bit) and its bytes. Atoms are the X server's, the same on
/// every connection to it.
extension SelectionData {
    /// The most a handover holds: both selections at the broker's limit, and their headers.
    static let handoverLimit = 2 * SelectionBroker.receiveLimit + (1 << 20)

    static func encodeHandover(_ selections: [(Atom, SelectionData)]) -> Data {
        var data = Data()
        func put(_ value: Int) { withUnsafeBytes(of: Int64(value).littleEndian) { data.append(contentsOf: $0) } }
        for (selection, content) in selections {
            put(Int(selection))
            put(content.order.count)
            for target in content.order {
                guard let item = content.items[target] else { continue }
                put(Int(target))
                put(Int(item.type))
                put(item.bytes.count)
                data.append(item.bytes)
            }
        }
        return data
    }

    /// The selections in `data`, or `nil` when it is not a whole handover. O(n).
    static func decodeHandover(_ data: Data) -> [(Atom, SelectionData)]? {
        var offset = data.startIndex
        func take() -> Int? {
            guard data.endIndex - offset >= 8 else { return nil }
            var value: Int64 = 0
            withUnsafeMutableBytes(of: &value) { $0.copyBytes(from: data[offset..<(offset + 8)]) }
            offset += 8
            return Int(Int64(littleEndian: value))
        }
        var selections: [(Atom, SelectionData)] = []
        while offset < data.endIndex {
            guard let selection = take(), selection > 0, let count = take(), count >= 0, count <= 64 else { return nil }
            var content = SelectionData()
            for _ in 0..<count {
                guard let target = take(), target > 0, let type = take(), type > 0, let length = take(), length >= 0,
                    data.endIndex - offset >= length
                else { return nil }
                content.add(Atom(target), type: Atom(type), bytes: Data(data[offset..<(offset + length)]))
                offset += length
            }
            selections.append((Atom(selection), content))
        }
        return selections
    }
}
