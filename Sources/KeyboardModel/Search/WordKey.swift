/// UTF-8 bytes as a dictionary key, hashed in one pass (an array of bytes hashes byte by byte).
struct WordKey: Hashable, Sendable {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }
}
