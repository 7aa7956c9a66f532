import FoundationEssentials

/// Checks one sticker entry of any pack format and turns it into an emotion, or records why it cannot load.
struct StickerEntryBuilder {
    let packName: String
    let directory: String
    private(set) var problems: [PackProblem] = []
    private(set) var emotions: [Emotion] = []
    private var seenCodes: Set<String> = []

    init(packName: String, directory: String) {
        self.packName = packName
        self.directory = directory
    }

    mutating func report(_ entry: String?, _ reason: String) {
        problems.append(PackProblem(pack: packName, entry: entry, reason: reason))
    }

    /// Adds a sticker whose image is the first of `imageCandidates` (paths relative to the pack folder) that exists.
    mutating func addSticker(entry: String, code codeResult: Result<String, StickerCode.CodeError>, imageCandidates: [String], nameEN: String?, nameZH: String?) {
        let code: String
        switch codeResult {
        case .success(let valid): code = valid
        case .failure(let error):
            report(entry, error.description)
            return
        }
        guard !seenCodes.contains(code) else {
            report(entry, "duplicate code \(code); the first one is kept")
            return
        }
        guard let image = checkedImage(entry: entry, candidates: imageCandidates) else { return }
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
    mutating func checkedImage(entry: String, candidates: [String]) -> String? {
        guard let first = candidates.first, !first.isEmpty else {
            report(entry, "no image named")
            return nil
        }
        for relative in candidates {
            let path = relative.hasPrefix("/") ? relative : FileSystem.join(directory, relative)
            guard FileSystem.isInside(path, directory: directory) else {
                report(entry, "image \(relative) is outside the pack folder")
                return nil
            }
            guard FileSystem.isFile(path) else { continue }
            do {
                let file = try OpenedFile(path)
                _ = try PNGHeader(prefix: try file.read(at: 0, count: PNGHeader.checkedPrefix), fileSize: file.size)
                return FileSystem.resolved(path)
            } catch let error as PNGHeader.PNGError {
                report(entry, "image \(relative): \(error)")
                return nil
            } catch {
                report(entry, "image \(relative) is unreadable")
                return nil
            }
        }
        report(entry, "image \(first) is missing")
        return nil
    }
}
