import KeyboardFormats
import KeyboardModel

/// Why a glyph store file is not used; it is replaced by the next write either way.
public enum GlyphStoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No file, or one that cannot be opened or read.
    case unreadable(String)
    /// Written for other fonts (or by another version): stale, not broken.
    case stale
    /// Not a glyph store, or one whose structure or pixels do not check out.
    case corrupt(String)

    public var description: String {
        switch self {
        case .unreadable(let reason): "cannot read the glyph cache: \(reason)"
        case .stale: "the glyph cache was written for other fonts"
        case .corrupt(let reason): "the glyph cache is corrupt (\(reason))"
        }
    }
}
