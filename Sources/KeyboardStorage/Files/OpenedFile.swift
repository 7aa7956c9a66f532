import FoundationEssentials
import KeyboardFormats
import KeyboardModel

#if canImport(Glibc)
    import Glibc
#endif

/// A file we do not trust, opened once and checked as opened: a regular file (never a FIFO or device, which could
/// block or never end), optionally not reached through a symbolic link and inside a given folder. Every read is
/// bounded by the caller, so a huge or sparse file costs no more than the bytes asked for. Closed in `deinit`.
public final class OpenedFile {
    public struct OpenError: Error, Hashable, Sendable, CustomStringConvertible {
        public let path: String
        public let reason: String
        /// The `errno` of a failed system call, 0 for a refusal of ours.
        public var errorNumber: Int32 = 0
        public var description: String { "\(path): \(reason)" }
    }

    public let path: String
    public let descriptor: Int32
    /// The size when opened.
    public let size: Int

    /// Opens `path` for reading. `followLinks: false` refuses a symbolic link as the last component (O_NOFOLLOW);
    /// `inside` refuses a file whose real location, as opened, is not inside that folder (resolved once by the caller or here).
    public convenience init(_ path: String, followLinks: Bool = true, inside folder: String? = nil) throws(OpenError) {
        var flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC
        if !followLinks { flags |= O_NOFOLLOW }
        let descriptor = open(path, flags)
        guard descriptor >= 0 else { throw OpenError(path: path, reason: Self.lastError(), errorNumber: errno) }
        try self.init(descriptor: descriptor, path: path, inside: folder)
    }

    /// Opens `name`, a single path component, inside the already opened folder `directory`, never following a symbolic
    /// link (one fails with `ELOOP`): for callers that resolved and checked the folder once. `path` names it in errors.
    public convenience init(name: String, in directory: Int32, path: String) throws(OpenError) {
        let descriptor = openat(directory, name, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { throw OpenError(path: path, reason: Self.lastError(), errorNumber: errno) }
        try self.init(descriptor: descriptor, path: path, inside: nil)
    }

    /// Takes ownership of `descriptor` and checks what it refers to; closes it when the check fails.
    private init(descriptor: Int32, path: String, inside folder: String?) throws(OpenError) {
        self.path = path
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let reason = Self.lastError()
            close(descriptor)
            throw OpenError(path: path, reason: reason)
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw OpenError(path: path, reason: "not a regular file")
        }
        if let folder {
            let real = FileSystem.resolved("/proc/self/fd/\(descriptor)")
            let root = FileSystem.resolved(folder)
            guard real.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
                close(descriptor)
                throw OpenError(path: path, reason: "is outside \(folder)")
            }
        }
        self.descriptor = descriptor
        size = Int(info.st_size)
    }

    deinit { close(descriptor) }

    /// The whole file, refused when it is larger than `limit` bytes (checked before allocating).
    public func readAll(limit: Int) throws(OpenError) -> Data {
        guard size <= limit else { throw OpenError(path: path, reason: "is larger than \(limit) bytes") }
        let bytes = try read(at: 0, count: size)
        // A file that grew since it was opened is refused too, rather than read in part.
        guard bytes.count < size || read1(at: size) == nil else {
            throw OpenError(path: path, reason: "changed while being read")
        }
        return bytes
    }

    /// Up to `count` bytes from `offset` (fewer at the end of the file).
    public func read(at offset: Int, count: Int) throws(OpenError) -> Data {
        guard offset >= 0, count >= 0 else { throw OpenError(path: path, reason: "bad read range") }
        guard count > 0 else { return Data() }
        var done = 0
        // Only bytes the file holds are mapped ahead: a count past its end would commit memory no read fills.
        if count >= Self.prefaultedReadSize, count <= size - min(offset, size),
            let memory = Self.prefaultedMemory(count)
        {
            guard fill(memory, count: count, from: offset, done: &done) else {
                let reason = Self.lastError()
                munmap(memory, count)
                throw OpenError(path: path, reason: reason)
            }
            return Data(bytesNoCopy: memory, count: done, deallocator: .custom { pointer, _ in munmap(pointer, count) })
        }
        var data = Data(count: count)
        let filled = data.withUnsafeMutableBytes { fill($0.baseAddress!, count: count, from: offset, done: &done) }
        guard filled else { throw OpenError(path: path, reason: Self.lastError()) }
        if done < count { data.removeSubrange(done..<count) }
        return data
    }

    /// Reads of this size or more go to memory mapped with every page present: in a fresh buffer of a megabyte (the
    /// cache of 10,000 stickers) pread takes a page fault per 4 KB it fills, half the cost of the read on the way to
    /// a returning user's first frame.
    static let prefaultedReadSize = 128 << 10

    /// `count` bytes of zeroed memory, all of it mapped at once; `nil` when the kernel refuses.
    private static func prefaultedMemory(_ count: Int) -> UnsafeMutableRawPointer? {
        let memory = mmap(nil, count, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0)
        return memory == MAP_FAILED ? nil : memory
    }

    /// preads from `offset` into the `count` bytes at `memory` until they are full or the file ends, counting them in
    /// `done`; false on an error (errno says which).
    private func fill(_ memory: UnsafeMutableRawPointer, count: Int, from offset: Int, done: inout Int) -> Bool {
        while done < count {
            let got = pread(descriptor, memory + done, count - done, off_t(offset + done))
            if got < 0 {
                if errno == EINTR { continue }
                return false
            }
            if got == 0 { return true }
            done += got
        }
        return true
    }

    /// Fills `buffer` from `offset` with one bounded `pread` loop straight into it: no copy, and a file that shrank
    /// gives false, not a trap.
    public func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) -> Bool {
        guard offset >= 0, let base = buffer.baseAddress else { return buffer.isEmpty }
        var done = 0
        while done < buffer.count {
            let got = pread(descriptor, base + done, buffer.count - done, off_t(offset + done))
            if got < 0, errno == EINTR { continue }
            if got <= 0 { return false }
            done += got
        }
        return true
    }

    private func read1(at offset: Int) -> UInt8? {
        var byte: UInt8 = 0
        return pread(descriptor, &byte, 1, off_t(offset)) == 1 ? byte : nil
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}
