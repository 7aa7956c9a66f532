import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import KeyboardFormats
import KeyboardModel

/// The user's own pack, My stickers: a folder of ours holding a `pack.json` and the images added to it, copied in
/// after a check of their bytes. Every change rewrites the manifest atomically; codes are checked as the loaders check
/// them (`StickerCode`), against this pack's codes and those `isTaken` knows (the other packs'). A manifest that cannot
/// be read is never overwritten: an add sets it aside (`pack.json.corrupt-TIME`) and says so in a note; the other
/// changes refuse. Each change is O(stickers of the pack) plus the image's size for an add.
public struct OwnStickerStore: Sendable {
    /// The pack folder (`DataLocations.ownStickers`).
    public let folder: String

    /// The name written in the manifest, and the pack's name whatever the manifest says (`StickerPack.ownName`).
    public static let packName = StickerPack.ownName
    /// The largest image accepted, checked before it is read (the window's clipboard read takes no more).
    public static let maximumImageBytes = OwnStickerEdit.imageLimit
    /// The most stickers the pack holds: a bound on the manifest, far above what a person collects.
    public static let maximumStickers = 10_000

    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        public let description: String
        public init(_ description: String) { self.description = description }
    }

    /// An image as the window's decoders took it: `image` is what is kept, `note` says what was done to it.
    public struct Admitted: Sendable {
        public let image: Data
        public let note: String?

        public init(image: Data, note: String? = nil) {
            self.image = image
            self.note = note
        }
    }

    /// One sticker of the pack as its manifest lists it.
    public struct Entry: Hashable, Sendable {
        public let code: String
        /// The image's file name in the pack folder.
        public let image: String
    }

    /// What a change did: the sticker's code and lines to tell the user (a manifest set aside).
    public struct Change: Hashable, Sendable {
        public let code: String
        public let notes: [String]
    }

    public init(folder: String) {
        self.folder = folder
    }

    private var manifestPath: String { FileSystem.join(folder, NativePackFormat.manifestName) }

    /// The pack as the loaders load it, marked as the user's own; no pack when it has no manifest yet. A folder others
    /// could write to is refused in one line, as user packs are. Every problem names the pack `packName` (not the
    /// folder's or the manifest's name), so the window's reload replaces the old ones.
    public func load() -> PackLoadResult {
        guard !folder.isEmpty, FileSystem.isDirectory(folder), FileSystem.isFile(manifestPath) else { return PackLoadResult() }
        if let refusal = PrivateFolder.check(folder) {
            return PackLoadResult(problems: [PackProblem(pack: Self.packName, reason: "not loaded: \(refusal)")])
        }
        var result = PackLoader.loadPack(at: folder)
        result.packs = result.packs.map { $0.markedOwn() }
        result.problems = result.problems.map { PackProblem(pack: Self.packName, entry: $0.entry, reason: $0.reason) }
        return result
    }

    /// The stickers in the manifest's order; none before the first add. Throws when the manifest cannot be read.
    public func entries() throws(Failure) -> [Entry] {
        switch readManifest() {
        case .absent: []
        case .read(let manifest): manifest.stickers.map { Entry(code: $0.code, image: $0.image) }
        case .broken(let reason): throw Failure("cannot read \(TerminalText.escaped(manifestPath)): \(reason)")
        }
    }

    /// Adds the image in the file at `path` (at most `maximumImageBytes`, a regular file) under the code `typed`
    /// (`name` or `[name]`).
    public func add(imageAt path: String, code typed: String, isTaken: (String) -> Bool = { _ in false }, now: Int,
                    admit: (Data) -> Result<Admitted, Failure> = { .success(Admitted(image: $0)) }) throws(Failure) -> Change {
        let data: Data
        do {
            data = try OpenedFile(path).readAll(limit: Self.maximumImageBytes)
        } catch {
            throw Failure("\(TerminalText.escaped(path)): \(error.reason)")
        }
        return try add(image: data, code: typed, isTaken: isTaken, now: now, source: TerminalText.escaped(path), admit: admit)
    }

    /// Adds the image `data` (PNG, GIF or WebP, checked by `StickerImageHeader`) under the code `typed`, at the end.
    /// `source` names the image in a refusal. `admit` (the window's decoders) may refuse it or give the image to keep
    /// instead (scaled down), with a note.
    public func add(image original: Data, code typed: String, isTaken: (String) -> Bool = { _ in false }, now: Int,
                    source: String = "the image",
                    admit: (Data) -> Result<Admitted, Failure> = { .success(Admitted(image: $0)) }) throws(Failure) -> Change {
        let code = try Self.checkedCode(typed)
        guard original.count <= Self.maximumImageBytes else { throw Failure("\(source) is larger than \(Self.maximumImageBytes >> 20) MiB") }
        do {
            _ = try StickerImageHeader(original)
        } catch {
            throw Failure("\(source) is \(error.description)")
        }
        let admitted: Admitted
        switch admit(original) {
        case .success(let image): admitted = image
        case .failure(let refusal): throw Failure("\(source) cannot be drawn: \(refusal.description)")
        }
        let header: StickerImageHeader
        do {
            header = try StickerImageHeader(admitted.image)
        } catch {
            throw Failure("\(source) is \(error.description)")
        }
        let data = admitted.image
        var image = ""
        do {
            let notes = try edit(startingOver: true, now: now) { stickers throws(Failure) in
                try Self.checkFree(code, in: stickers, isTaken: isTaken)
                guard stickers.count < Self.maximumStickers else { throw Failure("My stickers holds \(Self.maximumStickers) stickers already") }
                image = try writeImage(data, kind: header.kind)
                stickers.append(.init(code: code, image: image, nameEN: nil, nameZH: nil))
            }
            return Change(code: code, notes: notes + [admitted.note].compactMap { $0 })
        } catch {
            // The image was copied in but no manifest names it (the disk filled up, say): it goes too.
            if !image.isEmpty { unlink(FileSystem.join(folder, image)) }
            throw error
        }
    }

    /// Removes the sticker `typed` and its image file.
    public func remove(code typed: String, now: Int) throws(Failure) -> Change {
        let code = try Self.checkedCode(typed)
        var removed: NativePackFormat.Manifest.Sticker?
        let notes = try edit(startingOver: false, now: now) { stickers throws(Failure) in
            let index = try Self.index(of: code, in: stickers)
            removed = stickers.remove(at: index)
        }
        if let image = removed?.image, Self.isCopiedImageName(image), try entries().allSatisfy({ $0.image != image }) {
            unlink(FileSystem.join(folder, image))
        }
        return Change(code: code, notes: notes)
    }

    /// Gives the sticker `typed` the code `newTyped`, its image and place kept.
    public func rename(code typed: String, to newTyped: String, isTaken: (String) -> Bool = { _ in false }, now: Int) throws(Failure) -> Change {
        let code = try Self.checkedCode(typed)
        let newCode = try Self.checkedCode(newTyped)
        let notes = try edit(startingOver: false, now: now) { stickers throws(Failure) in
            let index = try Self.index(of: code, in: stickers)
            guard newCode != code else { return }
            try Self.checkFree(newCode, in: stickers, isTaken: isTaken)
            let old = stickers[index]
            stickers[index] = .init(code: newCode, image: old.image, nameEN: old.nameEN, nameZH: old.nameZH)
        }
        return Change(code: newCode, notes: notes)
    }

    /// Moves the sticker `typed` to `position` (from 0), or the nearest end.
    public func move(code typed: String, to position: Int, now: Int) throws(Failure) -> Change {
        try moveSticker(typed, now: now) { _ in position }
    }

    /// Moves the sticker `typed` by `offset` places (negative: towards the start), stopping at either end.
    public func move(code typed: String, by offset: Int, now: Int) throws(Failure) -> Change {
        try moveSticker(typed, now: now) { $0 + offset }
    }

    /// Moves the sticker `typed` to the place `target` gives for its current place, clamped to the list.
    private func moveSticker(_ typed: String, now: Int, to target: (Int) -> Int) throws(Failure) -> Change {
        let code = try Self.checkedCode(typed)
        let notes = try edit(startingOver: false, now: now) { stickers throws(Failure) in
            let index = try Self.index(of: code, in: stickers)
            let sticker = stickers.remove(at: index)
            stickers.insert(sticker, at: min(max(0, target(index)), stickers.count))
        }
        return Change(code: code, notes: notes)
    }

    // MARK: The manifest

    private enum Read {
        case absent
        case read(NativePackFormat.Manifest)
        case broken(String)
    }

    private func readManifest() -> Read {
        guard FileSystem.isDirectory(folder), let pack = try? PackFolder(folder), pack.has(NativePackFormat.manifestName) else { return .absent }
        switch ManifestReader.read(NativePackFormat.manifestName, in: pack) {
        case .failure(let failure): return .broken(failure.reason)
        case .success(let data):
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
    private func edit(startingOver: Bool, now: Int,
                      _ change: (inout [NativePackFormat.Manifest.Sticker]) throws(Failure) -> Void) throws(Failure) -> [String] {
        if let refusal = PrivateFolder.prepare(folder) { throw Failure("cannot use \(TerminalText.escaped(folder)): \(refusal)") }
        let lock = try lockFolder()
        defer { close(lock) }
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
            notes.append("\(TerminalText.escaped(manifestPath)) could not be read (\(reason)); kept as \(TerminalText.escaped(kept)), starting a new one")
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
    /// then the change is refused.
    private func lockFolder() throws(Failure) -> Int32 {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure("cannot open \(TerminalText.escaped(folder)): \(String(cString: strerror(errno)))") }
        for _ in 0..<(Self.lockWait / 10) {
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return descriptor }
            // A file system without locks (ENOLCK) changes as before it had them.
            guard errno == EWOULDBLOCK || errno == EINTR else { return descriptor }
            usleep(10_000)
        }
        close(descriptor)
        throw Failure("another process is changing My stickers (\(TerminalText.escaped(folder))); try again")
    }

    private func write(_ manifest: NativePackFormat.Manifest) throws(Failure) {
        do {
            try AtomicFile.write(manifest.encoded(), to: manifestPath)
        } catch {
            throw Failure(error.description)
        }
    }

    /// Writes `data` under a fresh unpredictable name in the folder; returns the name.
    private func writeImage(_ data: Data, kind: StickerImageHeader.Kind) throws(Failure) -> String {
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

    /// Whether `image` is a name an add gives the image it copies in (`sticker-NAME.png`, `.gif`, `.webp`, no path),
    /// so a remove may delete it: an image the user put in the folder by hand and named in the manifest stays.
    static func isCopiedImageName(_ image: String) -> Bool {
        guard image.hasPrefix(imagePrefix), !image.contains("/"), let dot = image.lastIndex(of: ".") else { return false }
        let kind = StickerImageHeader.Kind(rawValue: String(image[image.index(after: dot)...]))
        return kind != nil && image.index(image.startIndex, offsetBy: imagePrefix.count) < dot
    }

    /// Begins the name of every image an add copies in.
    static let imagePrefix = "sticker-"

    // MARK: Codes

    /// The code typed as `name` or `[name]`, checked as a pack's code is.
    static func checkedCode(_ typed: String) throws(Failure) -> String {
        switch StickerCode.make(fromTyped: typed) {
        case .success(let code): return code
        case .failure(let error): throw Failure("\(TerminalText.quoted(typed)): \(error.description)")
        }
    }

    private static func checkFree(_ code: String, in stickers: [NativePackFormat.Manifest.Sticker], isTaken: (String) -> Bool) throws(Failure) {
        if stickers.contains(where: { $0.code == code }) { throw Failure("\(code) is in My stickers already") }
        if isTaken(code) { throw Failure("\(code) is the code of a sticker in another pack") }
    }

    private static func index(of code: String, in stickers: [NativePackFormat.Manifest.Sticker]) throws(Failure) -> Int {
        guard let index = stickers.firstIndex(where: { $0.code == code }) else { throw Failure("no sticker \(code) in My stickers") }
        return index
    }
}
