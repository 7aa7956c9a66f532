/// The skin tone the grid shows emoji in by default (`skin-tone`); `none` is the yellow base.
public enum SkinTone: String, CaseIterable, Hashable, Sendable {
    case none
    case light
    case mediumLight = "medium-light"
    case medium
    case mediumDark = "medium-dark"
    case dark

    /// The Fitzpatrick modifier (U+1F3FB to U+1F3FF) this tone adds, `nil` for `none`.
    public var modifier: Unicode.Scalar? {
        switch self {
        case .none: nil
        case .light: "\u{1F3FB}"
        case .mediumLight: "\u{1F3FC}"
        case .medium: "\u{1F3FD}"
        case .mediumDark: "\u{1F3FE}"
        case .dark: "\u{1F3FF}"
        }
    }
}
