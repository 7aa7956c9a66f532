import Synchronization

/// The font files of the families the keyboard uses, matched by fontconfig and opened once per process, whichever
/// thread asks first; every thread's faces read the same file.
final class FontFiles: Sendable {
    static let shared = FontFiles()

    private let files = Mutex<[String: FontFile?]>([:])

    /// Matches and maps the fonts a first frame draws with (emoji and the primary text font), e.g. on another core
    /// while a cold start connects to the display: fontconfig's set-up alone takes about 5 ms.
    func warmUp() {
        _ = file(of: FontSet.emojiFamily)
        _ = file(of: FontSet.textFamilies[0])
    }

    /// The file of `family`, or `nil` when it is not installed (a substitute does not count).
    func file(of family: String) -> FontFile? {
        files.withLock { files in
            if let known = files[family] { return known }
            // The emoji font is read glyph by glyph (`FontFile`).
            let file = FontCheck.match(family).flatMap {
                FontFile(path: $0.path, faceIndex: $0.index, mapped: family != FontSet.emojiFamily)
            }
            files[family] = file
            Trace.mark("font \(family): \(file?.path ?? "not installed")")
            return file
        }
    }
}
