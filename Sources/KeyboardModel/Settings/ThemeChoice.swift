/// Which palette the window uses (`theme`).
public enum ThemeChoice: String, CaseIterable, Hashable, Sendable {
    case light
    case dark
    /// Follow the desktop: dark when the XSETTINGS theme name (Net/ThemeName) ends in "-dark".
    case system
}
