import FoundationEssentials
import KeyboardFormats
import KeyboardModel

#if canImport(Glibc)
    import Glibc
#endif

/// My stickers' manifest: read and written through a symbolic link (the user may keep `pack.json` elsewhere, as with
/// `config.toml`; the images it names must still be in the pack folder), changed under the folder's lock, and the
/// image temporaries a killed add left behind removed under that lock.
extension OwnStickerStore {
    enum Read {
        case absent
        case read(NativePackFormat.Manifest)
        case broken(String)
    }

    var manifestPath: String { FileSystem.join(folder, NativePackFormat.manifestName) }

    /// The manifest's bytes, read through any symbolic link: `nil` when there is none (nor a file where a link
    /// points), else the bytes or why they cannot be read, in one phrase. At most `PackLoader.manifestLimit` bytes.
    func readManifestData() -> Result<Data?, ManifestFailure> {
        guard FileSystem.isDirectory(folder) else { return .success(nil) }
        let name = NativePackFormat.manifestName
        let target: String
        switch FileSystem.linkTarget(of: manifestPath) {
        case .success(let path): target = path
        case .failure(let failure): return .failure(ManifestFailure(TerminalText.escaped(failure.reason)))
        }
        var info = stat()
        guard lstat(target, &info) == 0 else {
            if errno == ENOENT { return .success(nil) }
            return .failure(ManifestFailure("\(name) is unreadable (\(String(cString: strerror(errno))))"))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failure(ManifestFailure("\(name) is a folder, not a file"))
        default: return .failure(ManifestFailure("\(name) is not a regular file"))
        }
        do {
            return .success(try OpenedFile(target).readAll(limit: PackLoader.manifestLimit))
        } catch {
            return .failure(ManifestFailure("\(name) is unreadable (\(error.reason))"))
        }
    }

    func readManifest() -> Read {
        switch readManifestData() {
        case .success(nil): return .absent
        case .failure(let failure): return .broken(failure.reason)
        case .success(let data?):
            do {
                try NestingCheck.json(data)
            } catch {
                return .broken(error.description)
            }
            switch NativePackFormat.Manifest.parse(data) {
            case .success(let manifest): return .read(manifest)
            case .failure(let failure): return .broken("not a valid manifest (\(failure.reason))")
            }
        }
    }

    /// Reads the manifest, lets `change` edit its stickers and writes it back atomically. A manifest that cannot be
    /// read is set aside first when `startingOver` (an add), else the change is refused. Returns the notes to show.
    func edit(
        startingOver: Bool, now: Int,
        _ change: (inout [NativePackFormat.Manifest.Sticker]) throws(Failure) -> Void
    ) throws(Failure) -> [String] {
        if let refusal = PrivateFolder.prepare(folder) {
            throw Failure("cannot use \(TerminalText.escaped(folder)): \(refusal)")
        }
        let (lock, locked) = try lockFolder()
        defer { close(lock) }
        removeImageTemporaries(locked: locked, now: now)
        var notes: [String] = []
        var manifest = NativePackFormat.Manifest(name: Self.packName, cover: nil, stickers: [])
        switch readManifest() {
        case .absent: break
        case .read(let read): manifest = read
        case .broken(let reason):
            guard startingOver else { throw Failure("cannot read \(TerminalText.escaped(manifestPath)): \(reason)") }
            var stickers = manifest.stickers
            try change(&stickers)
            guard let kept = AtomicFile.setAside(manifestPath, now: now) else {
                throw Failure("cannot read \(TerminalText.escaped(manifestPath)) (\(reason)) nor set it aside")
            }
            notes.append(
                "\(TerminalText.escaped(manifestPath)) could not be read (\(reason)); kept as \(TerminalText.escaped(kept)), starting a new one"
            )
            try write(NativePackFormat.Manifest(name: manifest.name, cover: nil, stickers: stickers))
            return notes
        }
        var stickers = manifest.stickers
        try change(&stickers)
        let cover = manifest.cover.flatMap { cover in stickers.contains { $0.image == cover } ? cover : nil }
        try write(NativePackFormat.Manifest(name: manifest.name, cover: cover, stickers: stickers))
        return notes
    }

    /// How long a change waits for another process's change of My stickers to end.
    static let lockWait: Milliseconds = 3000

    /// Takes the folder's lock (flock on the folder itself, no file of its own), released when the returned descriptor
    /// is closed: the window and a `sticker` command, or two commands, each read the manifest only after the other
    /// wrote it, so neither change is lost. A holder that never lets go (a stopped process) is waited for `lockWait`,
    /// then the change is refused. `locked` is false on a file system without locks (ENOLCK), where changes go on
    /// as before there were locks.
    private func lockFolder() throws(Failure) -> (descriptor: Int32, locked: Bool) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw Failure("cannot open \(TerminalText.escaped(folder)): \(String(cString: strerror(errno)))")
        }
        for _ in 0..<(Self.lockWait / 10) {
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return (descriptor, true) }
            guard errno == EWOULDBLOCK || errno == EINTR else { return (descriptor, false) }
            usleep(10_000)
        }
        close(descriptor)
        throw Failure("another process is changing My stickers (\(TerminalText.escaped(folder))); try again")
    }

    /// Removes what an add killed while copying its image in left (`sticker-NAME.png.tmp-RANDOM`, up to
    /// `maximumImageBytes` each, under a name no later write of the same image would clean): our own regular files by
    /// name. Every add writes its image under the lock, so with the lock held none is being written; without locks
    /// only those untouched for `AtomicFile.staleAge` go. O(entries in the folder).
    func removeImageTemporaries(locked: Bool, now: Int) {
        for name in FileSystem.contents(of: folder) where Self.isImageTemporaryName(name) {
            let path = FileSystem.join(folder, name)
            var info = stat()
            guard lstat(path, &info) == 0, info.st_uid == geteuid(), info.st_mode & S_IFMT == S_IFREG,
                locked || now - Int(info.st_mtim.tv_sec) > AtomicFile.staleAge
            else { continue }
            unlink(path)
        }
    }

    /// Whether `name` is the temporary file of an image an add copies in: a copied image's name, the temporary marker,
    /// then at least one character.
    static func isImageTemporaryName(_ name: String) -> Bool {
        guard let marker = name.firstRange(of: AtomicFile.temporaryMarker), marker.upperBound < name.endIndex else {
            return false
        }
        return isCopiedImageName(String(name[..<marker.lowerBound]))
    }

    private func write(_ manifest: NativePackFormat.Manifest) throws(Failure) {
        let target: String
        switch FileSystem.linkTarget(of: manifestPath) {
        case .success(let path): target = path
        case .failure(let failure): throw Failure(TerminalText.escaped(failure.reason))
        }
        do {
            try AtomicFile.write(manifest.encoded(), to: target)
        } catch {
            throw Failure(error.description)
        }
    }

    /// Writes `data` under a fresh unpredictable name in the folder; returns the name.
    func writeImage(_ data: Data, kind: StickerImageHeader.Kind) throws(Failure) -> String {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<16 {
            let name = Self.imagePrefix + String(random.next() & 0xFFFF_FFFF_FFFF, radix: 36) + "." + kind.fileExtension
            let path = FileSystem.join(folder, name)
            var info = stat()
            guard lstat(path, &info) != 0 else { continue }
            do {
                try AtomicFile.write(data, to: path)
            } catch {
                throw Failure(error.description)
            }
            return name
        }
        throw Failure("no free image name in \(TerminalText.escaped(folder))")
    }
}
