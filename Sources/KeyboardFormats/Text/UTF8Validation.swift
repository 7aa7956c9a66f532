/// Whether bytes are well-formed UTF-8, without making a string of them.
package enum UTF8Validation {
    /// The offset of the first byte that is not part of well-formed UTF-8 (an overlong form, a surrogate, a value past
    /// U+10FFFF, a truncated sequence), or `nil`. O(n).
    package static func firstInvalidByte(in bytes: some Sequence<UInt8>) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
