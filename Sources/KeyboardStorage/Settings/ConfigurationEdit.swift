import FoundationEssentials
import KeyboardFormats
import KeyboardModel

#if canImport(Glibc)
    import Glibc
#endif

/// Changes one top-level key of a settings file and leaves every other byte as the user wrote it (comments, order,
/// blank lines, line endings, a byte-order mark): for the settings the window itself changes, such as the skin tone.
public enum ConfigurationEdit {
    public enum Refusal: Error, Hashable, CustomStringConvertible {
        /// The key's value spans several lines (a multi-line string or array): not ours to rewrite.
        case multiLineValue(key: String)
        /// The text is larger than a settings file may be.
        case tooLarge
        /// The file is TOML, but with the line changed it would not read back with the key set and every other key kept
        /// (the key is written in a way we do not rewrite, e.g. as a dotted table or with escapes).
        case wouldNotReadBack(key: String)
        /// The user may not write the file: it is left as it is.
        case readOnly(path: String)
        /// Someone else wrote the file each time between our reading and our writing it.
        case keptChanging(path: String)
        /// The file could not be read or written.
        case file(String)

        public var description: String {
            switch self {
            case .multiLineValue(let key): "its \(key) value spans several lines; change it there"
            case .tooLarge: "it is larger than \(ConfigurationFile.byteLimit) bytes"
            case .wouldNotReadBack(let key):
                "its \(key) key is written in a way the keyboard does not rewrite; change it there"
            case .readOnly(let path): "\(path) is read-only; it is left as it is"
            case .keptChanging(let path): "\(path) kept changing while it was being written; it is left as it is"
            case .file(let reason): reason
            }
        }
    }

    /// How many times the file is read, changed and written before another writer's edits in between make us give up.
    static let attempts = 5

    /// Sets `key` in the settings file at `path` (created when missing), written atomically through a symbolic link
    /// (the link's target is replaced, in its own folder), keeping the file's permissions. The change is made to the
    /// file as it is when written: it is read again just before the rename, and read and changed anew when someone
    /// else wrote it meanwhile, so a hand edit saved between is not lost. O(file size) per attempt.
    public static func setting(_ key: String, to literal: String, inFileAt path: String) throws(Refusal) {
        try setting(key, to: literal, inFileAt: path, beforeCheck: { _ in })
    }

    /// `setting(_:to:inFileAt:)`, with `beforeCheck(attempt)` called between writing the temporary file and checking
    /// that the file is still as read: tests edit the file there as a hand editor would.
    static func setting(_ key: String, to literal: String, inFileAt path: String, beforeCheck: (Int) -> Void)
        throws(Refusal)
    {
        let target = try linkTarget(of: path)
        for attempt in 0..<attempts {
            let old = try contents(of: target)
            // Write permission taken away by hand is honoured even where the kernel would let us write (as root).
            if let old, old.mode & 0o222 == 0 || (access(target, W_OK) != 0 && (errno == EACCES || errno == EROFS)) {
                throw .readOnly(path: path)
            }
            let edited = try setting(key, to: literal, inUTF8: old?.bytes ?? [])
            var changed = false
            do throws(AtomicFile.WriteError) {
                try AtomicFile.write(
                    to: target,
                    fill: { descriptor throws(AtomicFile.WriteError) in
                        let code = edited.withUnsafeBytes { FileDescriptorWrite.all(descriptor, $0) }
                        if code != 0 {
                            throw AtomicFile.WriteError(path: target, reason: String(cString: strerror(code)))
                        }
                        if let mode = old?.mode, fchmod(descriptor, mode) != 0 {
                            throw AtomicFile.WriteError(path: target, reason: String(cString: strerror(errno)))
                        }
                    },
                    beforeRename: { () throws(AtomicFile.WriteError) in
                        beforeCheck(attempt)
                        let now = try? contents(of: target)
                        guard now?.bytes != old?.bytes else { return }
                        changed = true
                        throw AtomicFile.WriteError(path: target, reason: "changed while being written")
                    })
                return
            } catch {
                if changed { continue }
                throw .file(error.description)
            }
        }
        throw .keptChanging(path: path)
    }

    /// The bytes and permission bits of the settings file at `path`, `nil` when there is none.
    private static func contents(of path: String) throws(Refusal) -> (bytes: [UInt8], mode: mode_t)? {
        switch ConfigurationFile.text(at: path) {
        case .success(nil): return nil
        case .success(let text?):
            var info = stat()
            let mode = stat(path, &info) == 0 ? info.st_mode & 0o7777 : 0o600
            return (Array(text.utf8), mode)
        case .failure(let failure): throw .file("cannot read \(path): \(failure.reason)")
        }
    }

    /// The file `path` names once every symbolic link is followed (the last one's target may not exist yet).
    static func linkTarget(of path: String) throws(Refusal) -> String {
        switch FileSystem.linkTarget(of: path) {
        case .success(let target): return target
        case .failure(let failure): throw .file(failure.reason)
        }
    }
}
