import KeyboardFormats
import KeyboardModel

#if canImport(Glibc)
    import Glibc
#endif

/// Tells when the settings file may have changed, through inotify on its folder (editors replace files by renaming,
/// which a watch on the file itself would miss). The event loop polls `fileDescriptor` for input and then calls
/// `settingsFileChanged()`; when it says yes, read the file again and apply `ConfigurationChange(from:to:)`.
/// A folder that does not exist yet is waited for by watching its nearest existing parent. When the file is a
/// symbolic link, the folder of its target is watched too. Closed in `deinit`.
public final class ConfigurationWatcher {
    /// Readable when events are pending; non-blocking, close-on-exec.
    public let fileDescriptor: Int32
    /// The settings file watched.
    public let path: String
    /// Watch descriptor to (folder, the name in it that matters: the settings file or the next folder down to it).
    private var watches: [Int32: (folder: String, name: String)] = [:]

    /// Watches `path`; `nil` when inotify is not available (then the keyboard simply does not reload).
    public init?(path: String) {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0, path.hasPrefix("/") else {
            if descriptor >= 0 { close(descriptor) }
            return nil
        }
        fileDescriptor = descriptor
        self.path = path
        arm()
    }

    deinit { close(fileDescriptor) }

    /// Reads every pending event without blocking; `true` when one may have changed the settings file (written and
    /// closed, renamed, created, deleted, or a folder on its way appeared or went). O(pending events).
    public func settingsFileChanged() -> Bool {
        var changed = false
        var rearm = false
        // inotify_event is 16 bytes followed by a name padded to alignment; a read returns whole events only.
        let capacity = 16 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(
            byteCount: capacity, alignment: MemoryLayout<inotify_event>.alignment)
        defer { buffer.deallocate() }
        while true {
            let count = read(fileDescriptor, buffer, capacity)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= count {
                let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
                let nameLength = Int(event.len)
                guard nameLength <= count - offset - header else { break }
                let name =
                    nameLength == 0
                    ? "" : String(cString: buffer.advanced(by: offset + header).assumingMemoryBound(to: CChar.self))
                offset += header + nameLength
                if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
                    changed = true
                    rearm = true
                    continue
                }
                guard let watch = watches[event.wd] else { continue }
                if event.mask & UInt32(IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF) != 0 {
                    changed = true
                    rearm = true
                } else if name == watch.name {
                    changed = true
                    // A folder on the way to the file appeared or went, or the file became or stopped being a link.
                    rearm = true
                }
            }
        }
        if rearm { arm() }
        return changed
    }

    /// Watches the file's folder (or its nearest existing parent) and, for a link, its target's folder.
    private func arm() {
        for watch in watches.keys { inotify_rm_watch(fileDescriptor, watch) }
        watches = [:]
        var targets = [path]
        if let target = Self.linkTarget(path) { targets.append(target) }
        for target in targets { watchNearestFolder(of: target) }
    }

    private func watchNearestFolder(of file: String) {
        var name = Self.lastComponent(file)
        var folder = Self.parent(file)
        let mask = UInt32(
            IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_DELETE_SELF | IN_MOVE_SELF
                | IN_ONLYDIR)
        for _ in 0..<64 {
            let watch = inotify_add_watch(fileDescriptor, folder, mask)
            if watch >= 0 {
                watches[watch] = (folder, name)
                return
            }
            guard folder != "/" else { return }
            name = Self.lastComponent(folder)
            folder = Self.parent(folder)
        }
    }

    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4097)
        let length = readlink(path, &buffer, 4096)
        guard length > 0 else { return nil }
        let target = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return target.hasPrefix("/") ? target : parent(path) + "/" + target
    }

    private static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    private static func lastComponent(_ path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }
}
