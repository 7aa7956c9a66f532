import FoundationEssentials
import KeyboardFormats
import KeyboardModel

#if canImport(Glibc)
    import Glibc
#endif

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
        /// The code as the manifest has it, which may be one the loaders refuse.
        public let code: String
        /// The image's file name in the pack folder.
        public let image: String
        /// Why the window leaves it out (`nil` when it shows), one phrase, escaped.
        public let refusal: String?
    }

    /// What a change did: the sticker's code and lines to tell the user (a manifest set aside).
    public struct Change: Hashable, Sendable {
        public let code: String
        public let notes: [String]
    }

    public init(folder: String) {
        self.folder = folder
    }

    /// The pack as the loaders load it, marked as the user's own; no pack when it has no manifest yet. A folder others
    /// could write to is refused in one line, as user packs are. Every problem names the pack `packName` (not the
    /// folder's or the manifest's name), so the window's reload replaces the old ones. A `pack.json` that is a link is
    /// read through it; one that cannot be read (a folder, say) is one problem.
    public func load() -> PackLoadResult {
        var result = loadUnbounded()
        result.problems = PackProblem.bounded(result.problems)
        return result
    }

    private func loadUnbounded() -> PackLoadResult {
        var info = stat()
        guard !folder.isEmpty, FileSystem.isDirectory(folder), lstat(manifestPath, &info) == 0 else {
            return PackLoadResult()
        }
        if let refusal = PrivateFolder.check(folder) {
            return PackLoadResult(problems: [PackProblem(pack: Self.packName, reason: "not loaded: \(refusal)")])
        }
        let data: Data
        switch readManifestData() {
        case .success(nil): return PackLoadResult()
        case .success(let read?): data = read
        case .failure(let failure):
            return PackLoadResult(problems: [PackProblem(pack: Self.packName, reason: "not loaded: \(failure.reason)")])
        }
        guard let pack = try? PackFolder(folder) else {
            return PackLoadResult(problems: [
                PackProblem(pack: Self.packName, reason: "\(TerminalText.escaped(folder)) is not a readable folder")
            ])
        }
        var result = NativePackFormat.load(folder: pack, manifest: data)
        result.packs = result.packs.map { $0.markedOwn() }
        result.problems = result.problems.map { PackProblem(pack: Self.packName, entry: $0.entry, reason: $0.reason) }
        return result
    }

    /// The stickers in the manifest's order, each with why the window leaves it out, if it does (the loader's own
    /// reasons); none before the first add. Throws when the manifest cannot be read. O(stickers) plus the loader's cost.
    public func entries() throws(Failure) -> [Entry] {
        let stickers: [NativePackFormat.Manifest.Sticker]
        switch readManifest() {
        case .absent: return []
        case .read(let manifest): stickers = manifest.stickers
        case .broken(let reason): throw Failure("cannot read \(TerminalText.escaped(manifestPath)): \(reason)")
        }
        // Each entry's problems carry its label (its place and code); those about its names do not leave it out.
        var reasons: [String: [String]] = [:]
        for problem in loadUnbounded().problems {
            guard let entry = problem.entry, !problem.reason.hasPrefix("name_en: "),
                !problem.reason.hasPrefix("name_zh: ")
            else { continue }
            reasons[entry, default: []].append(problem.reason)
        }
        return stickers.enumerated().map { index, sticker in
            let why = reasons[StickerEntryBuilder.label(index, sticker.code)]?.joined(separator: "; ")
            return Entry(code: sticker.code, image: sticker.image, refusal: why)
        }
    }

    /// Adds the image in the file at `path` (at most `maximumImageBytes`, a regular file) under the code `typed`
    /// (`name` or `[name]`).
    public func add(
        imageAt path: String, code typed: String, isTaken: (String) -> Bool = { _ in false }, now: Int,
        admit: (Data) -> Result<Admitted, Failure> = { .success(Admitted(image: $0)) }
    ) throws(Failure) -> Change {
        let data: Data
        do {
            data = try OpenedFile(path).readAll(limit: Self.maximumImageBytes)
        } catch {
            throw Failure("\(TerminalText.escaped(path)): \(error.reason)")
        }
        return try add(
            image: data, code: typed, isTaken: isTaken, now: now, source: TerminalText.escaped(path), admit: admit)
    }

    /// Adds the image `data` (PNG, GIF or WebP, checked by `StickerImageHeader`) under the code `typed`, at the end.
    /// `source` names the image in a refusal. `admit` (the window's decoders) may refuse it or give the image to keep
    /// instead (scaled down), with a note.
    public func add(
        image original: Data, code typed: String, isTaken: (String) -> Bool = { _ in false }, now: Int,
        source: String = "the image",
        admit: (Data) -> Result<Admitted, Failure> = { .success(Admitted(image: $0)) }
    ) throws(Failure) -> Change {
        let code = try Self.checkedCode(typed)
        guard original.count <= Self.maximumImageBytes else {
            throw Failure("\(source) is larger than \(Self.maximumImageBytes >> 20) MiB")
        }
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
                guard stickers.count < Self.maximumStickers else {
                    throw Failure("My stickers holds \(Self.maximumStickers) stickers already")
                }
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

    /// Removes the sticker `typed` and its image file. A sticker whose code the loaders refuse (a hand edit) is
    /// found by its code as the manifest has it or as `sticker list` prints it, so it can be removed too.
    public func remove(code typed: String, now: Int) throws(Failure) -> Change {
        let checked = Result { () throws(Failure) in try Self.checkedCode(typed) }
        var removed: NativePackFormat.Manifest.Sticker?
        let notes = try edit(startingOver: false, now: now) { stickers throws(Failure) in
            let index = try Self.index(ofTyped: typed, checked: checked, in: stickers)
            removed = stickers.remove(at: index)
        }
        if let image = removed?.image, Self.isCopiedImageName(image), case .read(let manifest) = readManifest(),
            manifest.stickers.allSatisfy({ $0.image != image })
        {
            unlink(FileSystem.join(folder, image))
        }
        return Change(code: removed?.code ?? typed, notes: notes)
    }

    /// The sticker `typed` names: its valid code (`checked`), else a code the loaders refuse typed as the manifest
    /// has it, within brackets added, or escaped as `sticker list` prints it.
    private static func index(
        ofTyped typed: String, checked: Result<String, Failure>,
        in stickers: [NativePackFormat.Manifest.Sticker]
    ) throws(Failure) -> Int {
        if case .success(let code) = checked, let index = stickers.firstIndex(where: { $0.code == code }) {
            return index
        }
        let spellings = [typed, "[\(typed)]"]
        if let index = stickers.firstIndex(where: {
            spellings.contains($0.code) || TerminalText.escaped($0.code) == typed
        }) {
            return index
        }
        return try index(of: checked.get(), in: stickers)
    }

    /// Gives the sticker `typed` the code `newTyped`, its image and place kept.
    public func rename(code typed: String, to newTyped: String, isTaken: (String) -> Bool = { _ in false }, now: Int)
        throws(Failure) -> Change
    {
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

    /// Whether `image` is a name an add gives the image it copies in (`sticker-NAME.png`, `.gif`, `.webp`, no path),
    /// so a remove may delete it: an image the user put in the folder by hand and named in the manifest stays.
    static func isCopiedImageName(_ image: String) -> Bool {
        guard image.hasPrefix(imagePrefix), !image.contains("/"), let dot = image.lastIndex(of: ".") else {
            return false
        }
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

    private static func checkFree(
        _ code: String, in stickers: [NativePackFormat.Manifest.Sticker], isTaken: (String) -> Bool
    ) throws(Failure) {
        if stickers.contains(where: { $0.code == code }) { throw Failure("\(code) is in My stickers already") }
        if isTaken(code) { throw Failure("\(code) is the code of a sticker in another pack") }
    }

    private static func index(of code: String, in stickers: [NativePackFormat.Manifest.Sticker]) throws(Failure) -> Int
    {
        guard let index = stickers.firstIndex(where: { $0.code == code }) else {
            throw Failure("no sticker \(code) in My stickers")
        }
        return index
    }
}
