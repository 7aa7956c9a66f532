import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Checks one sticker entry of any pack format and turns it into an emotion, or records why it cannot load.
struct StickerEntryBuilder {
    let packName: String
    let directory: String
    private(set) var problems: [PackProblem] = []
    private(set) var emotions: [Emotion] = []
    private var seenCodes: Set<String> = []
    private let imageCheck: ImageCheck
    /// The pack folder with its links resolved, the folders inside it resolved so far, and their listings.
    private let root: String
    private var resolvedFolders: [String: String] = [:]
    private var listings: [String: [String: FileSystem.EntryKind]] = [:]

    init(packName: String, directory: String, imageCheck: ImageCheck = .header) {
        self.packName = packName
        self.directory = directory
        self.imageCheck = imageCheck
        root = FileSystem.resolved(directory)
    }

    mutating func report(_ entry: String?, _ reason: String) {
        problems.append(PackProblem(pack: packName, entry: entry, reason: reason))
    }

    /// Adds a sticker whose image is the first of `imageCandidates` (paths relative to the pack folder) that exists.
    /// `entry` names it in a problem, and is only made for one.
    mutating func addSticker(entry: @autoclosure () -> String, code codeResult: Result<String, StickerCode.CodeError>, imageCandidates: [String], nameEN: String?, nameZH: String?) {
        let code: String
        switch codeResult {
        case .success(let valid): code = valid
        case .failure(let error):
            report(entry(), error.description)
            return
        }
        guard !seenCodes.contains(code) else {
            report(entry(), "duplicate code \(code); the first one is kept")
            return
        }
        guard let image = checkedImage(entry: entry(), candidates: imageCandidates) else { return }
        seenCodes.insert(code)
        let plainName = String(code.dropFirst().dropLast())
        emotions.append(Emotion(kind: .sticker(imagePath: image), text: code, nameEN: nameEN ?? plainName, nameZH: nameZH ?? plainName))
    }

    /// Adds a Unicode emoji entry (LXWeibo's type "1"), whose text is the emoji itself.
    mutating func addEmoji(entry: String, text: String, name: String?) {
        guard !seenCodes.contains(text) else {
            report(entry, "duplicate emoji \(text); the first one is kept")
            return
        }
        seenCodes.insert(text)
        emotions.append(Emotion(kind: .emoji, text: text, nameEN: name ?? text, nameZH: name ?? text))
    }

    /// The absolute path of a readable PNG inside the pack folder, or `nil` after reporting why there is none.
    /// The pack folder is resolved once, and a name with links or `..` in it is resolved in full and must still lead
    /// inside the folder. Checking a plain relative name costs one open, one fstat and a 33-byte read (`.header`), or
    /// a dictionary lookup in its folder's listing, read once (`.listing`).
    mutating func checkedImage(entry: @autoclosure () -> String, candidates: [String]) -> String? {
        guard let first = candidates.first, !first.isEmpty else {
            report(entry(), "no image named")
            return nil
        }
        for relative in candidates {
            guard let path = pathInside(relative) else {
                report(entry(), "image \(relative) is outside the pack folder")
                return nil
            }
            if imageCheck == .listing {
                switch listedImage(path) {
                case .found(let real): return real
                case .missing: continue
                case .outside:
                    report(entry(), "image \(relative) is outside the pack folder")
                    return nil
                case .notAFile:
                    report(entry(), "image \(relative) is unreadable")
                    return nil
                }
            }
            do {
                guard let (file, real) = try open(path) else {
                    report(entry(), "image \(relative) is outside the pack folder")
                    return nil
                }
                _ = try PNGHeader(prefix: try file.read(at: 0, count: PNGHeader.checkedPrefix), fileSize: file.size)
                return real
            } catch let error as PNGHeader.PNGError {
                report(entry(), "image \(relative): \(error)")
                return nil
            } catch let error as OpenedFile.OpenError where error.code == ENOENT || error.code == ENOTDIR {
                continue
            } catch {
                report(entry(), "image \(relative) is unreadable")
                return nil
            }
        }
        report(entry(), "image \(first) is missing")
        return nil
    }

    /// Where `relative` lies once the folders above its last component are resolved, or `nil` when that is outside
    /// the pack folder. Each folder is resolved once per pack.
    private mutating func pathInside(_ relative: String) -> String? {
        let components = relative.split(separator: "/", omittingEmptySubsequences: true)
        guard let last = components.last else { return nil }
        if relative.hasPrefix("/") || components.contains(where: { $0 == "." || $0 == ".." }) {
            let resolved = FileSystem.resolved(relative.hasPrefix("/") ? relative : FileSystem.join(root, relative))
            return FileSystem.contains(root, resolved) && resolved != root ? resolved : nil
        }
        guard components.count > 1 else { return FileSystem.join(root, String(last)) }
        let parent = FileSystem.join(root, components.dropLast().joined(separator: "/"))
        let resolvedParent = resolvedFolders[parent] ?? FileSystem.resolved(parent)
        resolvedFolders[parent] = resolvedParent
        return FileSystem.contains(root, resolvedParent) ? FileSystem.join(resolvedParent, String(last)) : nil
    }

    /// Opens the image at `path` without following a link; a link is followed only when it leads inside the pack
    /// folder. Returns the file and its real path, `nil` when the link leads outside.
    private func open(_ path: String) throws -> (OpenedFile, String)? {
        do {
            return (try OpenedFile(path, followLinks: false), path)
        } catch where error.code == ELOOP {
            let real = FileSystem.resolved(path)
            guard FileSystem.contains(root, real), real != root else { return nil }
            return (try OpenedFile(real, followLinks: false), real)
        }
    }

    private enum Listed {
        case found(String), missing, outside, notAFile
    }

    /// What the listing of `path`'s folder says of it: a regular file (its real path), a link followed when it leads
    /// inside the pack folder to a regular file, missing, or something else.
    private mutating func listedImage(_ path: String) -> Listed {
        let slash = path.lastIndex(of: "/") ?? path.startIndex
        let folder = String(path[..<slash])
        let name = String(path[path.index(after: slash)...])
        if listings[folder] == nil { listings[folder] = FileSystem.listing(of: folder) ?? [:] }
        switch listings[folder]?[name] {
        case nil: return .missing
        case .file?: return .found(path)
        case .other?: return .notAFile
        case .unknown?: return FileSystem.isRegularFileNoFollow(path) ? .found(path) : .notAFile
        case .link?:
            let real = FileSystem.resolved(path)
            guard FileSystem.contains(root, real), real != root else { return .outside }
            return FileSystem.isRegularFileNoFollow(real) ? .found(real) : .notAFile
        }
    }
}
