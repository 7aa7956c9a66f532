import CX11
import KeyboardModel
import KeyboardStorage

/// Start-up checks of the fonts the window needs: start anyway, but say which package is missing.
enum FontCheck {
    /// The fonts the window needs that are not installed, asked of fontconfig without opening the fonts (opening the
    /// CJK font just to check costs start-up time and memory); `nil` without a working fontconfig (its loader has
    /// named a missing library).
    static func missingFonts() -> [FontCheckRecord.MissingFont]? {
        // A fontconfig that cannot set up finds no font at all: that is not a finding to keep.
        guard let fc = Fontconfig.library, fc.initialize() != 0 else { return nil }
        var missing: [FontCheckRecord.MissingFont] = []
        if !isInstalled(FontSet.emojiFamily) { missing.append(.emoji) }
        if !FontSet.textFamilies.contains(where: { $0.contains("CJK") && isInstalled($0) }) { missing.append(.cjk) }
        return missing
    }

    /// What to tell the user about `font`: start anyway, but say which package is missing.
    static func warning(_ font: FontCheckRecord.MissingFont) -> String {
        switch font {
        case .emoji: "no colour emoji font (\(FontSet.emojiFamily)); install fonts-noto-color-emoji"
        case .cjk: "no CJK font; Chinese text shows as boxes: install fonts-noto-cjk"
        }
    }

    static func isInstalled(_ family: String) -> Bool { match(family) != nil }

    /// The file fontconfig uses for `family`, or `nil` when only a substitute would be used.
    static func file(of family: String) -> String? { match(family)?.path }

    /// The file and face index fontconfig uses for `family`, or `nil` when only a substitute would be used.
    static func match(_ family: String) -> (path: String, index: Int)? {
        guard let fc = Fontconfig.library, fc.initialize() != 0, let pattern = fc.nameParse(Array(family.utf8) + [0])
        else { return nil }
        defer { fc.patternDestroy(pattern) }
        _ = fc.configSubstitute(nil, pattern, FcMatchPattern)
        fc.defaultSubstitute(pattern)
        var result = FcResultMatch
        guard let match = fc.fontMatch(nil, pattern, &result) else { return nil }
        defer { fc.patternDestroy(match) }
        var name: UnsafeMutablePointer<FcChar8>?
        guard fc.patternGetString(match, FC_FAMILY, 0, &name) == FcResultMatch, let name,
            String(cString: name).lowercased() == family.lowercased()
        else { return nil }
        var path: UnsafeMutablePointer<FcChar8>?
        guard fc.patternGetString(match, FC_FILE, 0, &path) == FcResultMatch, let path else { return nil }
        var index: Int32 = 0
        if fc.patternGetInteger(match, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
        return (String(cString: path), Int(index))
    }
}
