import FoundationEssentials
import KeyboardFormats
import KeyboardModel

#if canImport(Glibc)
    import Glibc
#endif

/// A pack folder opened once: its real path is resolved once and every file of the pack is opened relative to it
/// without following links, so checking an image costs a handful of system calls (open, fstat, two reads of a few
/// bytes, close) instead of resolving its whole path again. A file reached through a symbolic link takes the slow
/// path: the link is resolved and must stay inside the folder, and the file is checked as opened.
final class PackFolder {
    /// The folder as named by the caller.
    let path: String
    /// The folder with every link resolved.
    let realPath: String
    private let descriptor: Int32
    /// Opened subfolders (`*.bundle`) by their relative path; `-1` for one that cannot be opened without a link.
    private var subfolders: [String: Int32] = [:]
    private var listings: [String: Set<String>] = [:]

    init(_ path: String) throws(OpenedFile.OpenError) {
        self.path = path
        let descriptor = Glibc.open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw OpenedFile.OpenError(path: path, reason: "not a readable folder", errorNumber: errno)
        }
        self.descriptor = descriptor
        realPath = FileSystem.realPath("/proc/self/fd/\(descriptor)") ?? FileSystem.resolved(path)
    }

    deinit {
        close(descriptor)
        for folder in subfolders.values where folder >= 0 { close(folder) }
    }

    /// Why a file of the pack cannot be used.
    enum FileProblem: Error, Hashable {
        case missing
        case outside
        case unreadable(String)
    }

    /// Opens the file at `relative` (a path inside the folder; an absolute path must lead inside it too).
    /// O(length of the path) plus the system calls, amortised: each subfolder is opened once.
    func open(_ relative: String) -> Result<(file: OpenedFile, path: String), FileProblem> {
        guard let (directory, name, path) = fastPath(relative) else { return openThroughLinks(relative) }
        do {
            return .success((try OpenedFile(name: name, in: directory, path: path), path))
        } catch {
            switch error.errorNumber {
            case ENOENT, ENOTDIR: return .failure(.missing)
            case ELOOP: return openThroughLinks(relative)
            default: return .failure(.unreadable(error.reason))
            }
        }
    }

    /// The first `count` bytes of the file at `relative`, read the cheap way: one `openat` that never follows a link,
    /// one read, one close. A FIFO or a folder fails the read (nothing blocks: the file is opened non-blocking); a link
    /// or an absolute path takes `open`'s slow path. The reader of the image checks the opened file again.
    func readPrefix(_ relative: String, count: Int) -> Result<(bytes: [UInt8], path: String), FileProblem> {
        guard let (directory, name, path) = fastPath(relative) else {
            switch open(relative) {
            case .success(let opened):
                do {
                    return .success(([UInt8](try opened.file.read(at: 0, count: count)), opened.path))
                } catch {
                    return .failure(.unreadable(error.reason))
                }
            case .failure(let problem): return .failure(problem)
            }
        }
        let descriptor = openat(directory, name, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else {
            switch errno {
            case ENOENT, ENOTDIR: return .failure(.missing)
            case ELOOP: return readPrefix(path, count: count)
            default: return .failure(.unreadable(String(cString: strerror(errno))))
            }
        }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = bytes.withUnsafeMutableBytes {
                pread(descriptor, $0.baseAddress! + done, count - done, off_t(done))
            }
            if got < 0, errno == EINTR { continue }
            if got < 0 {
                return .failure(
                    .unreadable(
                        errno == EISDIR || errno == ESPIPE || errno == EAGAIN
                            ? "not a regular file" : String(cString: strerror(errno))))
            }
            if got == 0 { break }
            done += got
        }
        bytes.removeLast(count - done)
        return .success((bytes, path))
    }

    /// The opened folder, the name and the real path of `relative` when it needs no link to reach, else `nil`.
    /// A plain name (the usual case) costs no allocation but the path.
    private func fastPath(_ relative: String) -> (directory: Int32, name: String, path: String)? {
        guard !relative.isEmpty, !relative.hasPrefix("/") else { return nil }
        if !relative.utf8.contains(UInt8(ascii: "/")) {
            guard relative != ".", relative != ".." else { return nil }
            return (descriptor, relative, realPath + "/" + relative)
        }
        let parts = relative.split(separator: "/").filter { $0 != "." }
        guard let name = parts.last, !parts.contains("..") else { return nil }
        let subfolder = parts.dropLast().joined(separator: "/")
        guard let directory = self.directory(subfolder) else { return nil }
        return (
            directory, String(name), subfolder.isEmpty ? realPath + "/" + name : realPath + "/" + subfolder + "/" + name
        )
    }

    /// Whether the folder holds an entry called `name` (one `fstatat`, not following links): the manifest probe,
    /// which never lists a folder of 50,000 images.
    func has(_ name: String) -> Bool {
        var info = stat()
        return fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0
    }

    /// Whether a directory entry named `relative` exists, from one listing per subfolder: choosing among candidate
    /// names costs no system call.
    func contains(_ relative: String) -> Bool {
        guard !relative.hasPrefix("/"), !relative.split(separator: "/").contains("..") else { return false }
        let slash = relative.lastIndex(of: "/")
        let subfolder = slash.map { String(relative[..<$0]) } ?? ""
        let name = slash.map { String(relative[relative.index(after: $0)...]) } ?? relative
        if listings[subfolder] == nil { listings[subfolder] = Set(entries(subfolder)) }
        return listings[subfolder]?.contains(name) ?? false
    }

    /// The names in `subfolder` ("" for the folder itself), sorted; none when it cannot be read.
    func entries(_ subfolder: String = "") -> [String] {
        FileSystem.contents(of: subfolder.isEmpty ? realPath : realPath + "/" + subfolder)
    }

    /// The opened subfolder, or `nil` when reaching it needs a link (or it does not exist).
    private func directory(_ subfolder: String) -> Int32? {
        if subfolder.isEmpty { return descriptor }
        if let known = subfolders[subfolder] { return known >= 0 ? known : nil }
        var current = descriptor
        var opened: [Int32] = []
        for part in subfolder.split(separator: "/") {
            let next = openat(current, String(part), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if next < 0 { break }
            opened.append(next)
            current = next
        }
        let complete = opened.count == subfolder.split(separator: "/").count
        for folder in opened.dropLast(complete ? 1 : 0) { close(folder) }
        subfolders[subfolder] = complete ? current : -1
        return complete ? current : nil
    }

    /// The slow path for a file reached through a link or named absolutely: resolve it, require it inside the
    /// folder, open it and check where it really is.
    private func openThroughLinks(_ relative: String) -> Result<(file: OpenedFile, path: String), FileProblem> {
        let joined = relative.hasPrefix("/") ? relative : realPath + "/" + relative
        guard let target = FileSystem.realPath(joined) else {
            return FileSystem.isInside(joined, directory: realPath) ? .failure(.missing) : .failure(.outside)
        }
        guard target.hasPrefix(realPath + "/") else { return .failure(.outside) }
        do {
            return .success((try OpenedFile(target, followLinks: false, inside: realPath), target))
        } catch {
            return .failure(error.errorNumber == ENOENT ? .missing : .unreadable(error.reason))
        }
    }
}
