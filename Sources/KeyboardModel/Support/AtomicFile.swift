import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Writes files we own so that a crash or a full disk never leaves half a file: temp file, then rename.
public enum AtomicFile {
    public struct WriteError: Error, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "cannot write \(path): \(reason)" }
    }

    public static func write(_ data: Data, to path: String) throws(WriteError) {
        let directory = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        let temporary = "\(path).tmp-\(getpid())"
        do {
            if !directory.isEmpty {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            }
            try data.write(to: URL(fileURLWithPath: temporary))
        } catch {
            unlink(temporary)
            throw WriteError(path: path, reason: systemReason(error))
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw WriteError(path: path, reason: reason)
        }
    }

    /// Moves a file we cannot read aside (`NAME.corrupt-TIME`) so that the next write does not destroy it.
    public static func setAside(_ path: String, now: Int) -> String? {
        let target = "\(path).corrupt-\(now)"
        return rename(path, target) == 0 ? target : nil
    }

    private static func systemReason(_ error: any Error) -> String {
        if let cocoa = error as? CocoaError, let posix = cocoa.underlying as? POSIXError {
            return String(cString: strerror(posix.code.rawValue))
        }
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        return "\(error)"
    }
}
