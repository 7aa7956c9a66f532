#if canImport(Glibc)
    import Glibc
#endif

/// Reads standard input in pieces, so a command can handle input of any size in bounded memory.
enum StandardInput {
    static let pieceSize = 1 << 16

    /// Calls `body` with each piece read until the end of input.
    static func read(_ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        var piece = [UInt8](repeating: 0, count: pieceSize)
        while true {
            let count = piece.withUnsafeMutableBytes { Glibc.read(0, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw CommandFailure("cannot read standard input: \(String(cString: strerror(errno)))")
            }
            if count == 0 { return }
            try piece.withUnsafeBytes { try body(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
        }
    }
}
