import FoundationEssentials
import KeyboardFormats
import KeyboardModel

/// The image of the files a file manager copied (`CopiedFileList`), for ➕ and `sticker add --clipboard`: the first of
/// them that is a PNG, GIF or WebP (`StickerImageHeader`), a regular file of at most `limit` bytes, links followed as
/// the user's own path would be. When none is, the problem says why for the first one.
public enum CopiedImageFile {
    /// The most files tried: each costs an open and a read of at most `limit` bytes.
    static let tryLimit = 8

    public static func read(_ list: CopiedFileList, limit: Int) -> Result<Data, ClipboardImageProblem> {
        guard let first = list.paths.first else { return .failure(list.others > 0 ? .noLocalFile : .noImage) }
        var firstProblem: ClipboardImageProblem?
        for path in list.paths.prefix(tryLimit) {
            let problem: ClipboardImageProblem
            do {
                let file = try OpenedFile(path)
                guard file.size <= limit else {
                    firstProblem = firstProblem ?? .tooLarge
                    continue
                }
                let data = try file.readAll(limit: limit)
                do {
                    _ = try StickerImageHeader(data)
                    return .success(data)
                } catch {
                    problem = .fileNotImage(name: shownName(path), reason: error.description)
                }
            } catch {
                problem = .fileNotImage(name: shownName(path), reason: error.reason)
            }
            firstProblem = firstProblem ?? problem
        }
        return .failure(firstProblem ?? .fileNotImage(name: shownName(first), reason: "not found"))
    }

    /// A path's last component, escaped: the user knows which file they copied.
    static func shownName(_ path: String) -> String {
        TerminalText.escaped(String(path.split(separator: "/").last ?? Substring(path)))
    }
}
