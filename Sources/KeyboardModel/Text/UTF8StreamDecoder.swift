/// Turns a byte stream into text piece by piece: a scalar cut by the end of a piece waits for the next one, and the
/// first invalid byte stops the stream with its offset in the whole input. O(n) over the stream, O(piece) memory.
public struct UTF8StreamDecoder {
    /// Input that is not UTF-8: the offset of the first bad byte in the whole stream.
    public struct InvalidUTF8: Error, Hashable, Sendable {
        public let offset: Int
    }

    /// The bytes of a scalar cut by the end of the last piece (at most 3).
    private var pending: [UInt8] = []
    /// Bytes of the stream before `pending`.
    private var consumed = 0

    public init() {}

    /// The text of `bytes` after what came before, except a scalar they leave unfinished.
    public mutating func decode(_ bytes: UnsafeRawBufferPointer) throws(InvalidUTF8) -> String {
        var input = pending
        input.append(contentsOf: bytes)
        let end = completeEnd(input)
        pending = Array(input[end...])
        let text = try validated(input[..<end])
        consumed += end
        return text
    }

    /// Ends the stream: an unfinished scalar is an error.
    public mutating func finish() throws(InvalidUTF8) {
        if !pending.isEmpty { throw InvalidUTF8(offset: consumed) }
    }

    /// The end of the last complete scalar: a trailing lead byte and its continuation bytes that are fewer than it
    /// announces are left for the next piece.
    private func completeEnd(_ bytes: [UInt8]) -> Int {
        var start = bytes.count
        while start > 0, bytes.count - start < 4, bytes[start - 1] & 0xC0 == 0x80 { start -= 1 }
        guard start > 0 else { return bytes.count }
        let lead = bytes[start - 1]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        return length > 1 && bytes.count - (start - 1) < length ? start - 1 : bytes.count
    }

    private func validated(_ bytes: ArraySlice<UInt8>) throws(InvalidUTF8) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = consumed
        while case .valid(let scalar) = parser.parseScalar(from: &iterator) { offset += scalar.count }
        throw InvalidUTF8(offset: offset)
    }
}
