/// A hash of bytes, seeded per process like `Hasher`: finds a text by its UTF-8 without making a string of every
/// candidate, nor normalising it as hashing a `String` does (emoji and sticker codes are compared byte for byte).
package enum ByteHash {
    package static func of(_ bytes: UnsafeRawBufferPointer) -> Int {
        var hasher = Hasher()
        hasher.combine(bytes: bytes)
        return hasher.finalize()
    }

    package static func of(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { of(UnsafeRawBufferPointer($0)) }
    }
}
