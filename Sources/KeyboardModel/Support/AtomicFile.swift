import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Writes files we own so that a crash or a full disk never leaves half a file: temp file, fsync, then rename.
public enum AtomicFile {
    public struct WriteError: Error, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "cannot write \(path): \(reason)" }
    }

    /// `durable: false` skips the fsync, for caches whose loss costs only time.
    public static func write(_ data: Data, to path: String, durable: Bool = true) throws(WriteError) {
        try write(to: path, durable: durable) { descriptor throws(WriteError) in
            var failure: String?
            data.withUnsafeBytes { bytes in
                var offset = 0
                while offset < bytes.count {
                    let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        failure = lastError()
                        return
                    }
                    offset += written
                }
            }
            if let failure { throw WriteError(path: path, reason: failure) }
        }
    }

    /// The same, for a file written in pieces: `fill` writes to the temporary file's descriptor.
    public static func write(to path: String, durable: Bool = true, fill: (Int32) throws(WriteError) -> Void) throws(WriteError) {
        let directory = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        if !directory.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw WriteError(path: path, reason: "cannot create \(directory)")
            }
        }
        let temporary = "\(path).tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw WriteError(path: path, reason: lastError()) }
        var failure: String?
        do {
            try fill(descriptor)
        } catch {
            failure = error.reason
        }
        if failure == nil, durable, fsync(descriptor) != 0, errno != EINVAL { failure = lastError() }
        if close(descriptor) != 0, failure == nil { failure = lastError() }
        if failure == nil, rename(temporary, path) != 0 { failure = lastError() }
        if let failure {
            unlink(temporary)
            throw WriteError(path: path, reason: failure)
        }
    }

    /// Moves a file we cannot read aside (`NAME.corrupt-TIME`) so that the next write does not destroy it.
    public static func setAside(_ path: String, now: Int) -> String? {
        let target = "\(path).corrupt-\(now)"
        return rename(path, target) == 0 ? target : nil
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}
