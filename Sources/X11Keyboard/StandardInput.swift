#if canImport(Glibc)
import Glibc
#endif

/// Reads all of standard input as UTF-8, refusing invalid bytes with the offset of the first one.
enum StandardInput {
    static func readUTF8() throws -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw CommandFailure("cannot read standard input: \(String(cString: strerror(errno)))")
            }
            if count == 0 { break }
            bytes += chunk[0..<count]
        }
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        throw CommandFailure("standard input is not valid UTF-8 (first bad byte at offset \(firstInvalidOffset(bytes)))")
    }

    private static func firstInvalidOffset(_ bytes: [UInt8]) -> Int {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return offset
            case .error: return offset
            }
        }
    }
}
