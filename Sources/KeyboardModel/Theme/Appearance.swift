/// What decides the window's colours: the `theme` setting, the colour overrides of each theme, and, for
/// `theme = "system"`, the desktop's theme name (XSETTINGS Net/ThemeName).
public struct Appearance: Hashable, Sendable {
    public var choice: ThemeChoice
    /// Colours replacing the light theme's (`colors.light.KEY`).
    public var lightColors: [ThemeColorKey: RGBAColor]
    /// Colours replacing the dark theme's (`colors.dark.KEY`).
    public var darkColors: [ThemeColorKey: RGBAColor]
    /// Net/ThemeName of the running XSETTINGS daemon; `nil` without one.
    public var desktopThemeName: String?

    public init(
        choice: ThemeChoice = .system, lightColors: [ThemeColorKey: RGBAColor] = [:],
        darkColors: [ThemeColorKey: RGBAColor] = [:],
        desktopThemeName: String? = nil
    ) {
        self.choice = choice
        self.lightColors = lightColors
        self.darkColors = darkColors
        self.desktopThemeName = desktopThemeName
    }

    /// The theme and colour overrides of `configuration`, with the desktop's theme name.
    public init(_ configuration: Configuration, desktopThemeName: String?) {
        self.init(
            choice: configuration.theme, lightColors: configuration.lightColors, darkColors: configuration.darkColors,
            desktopThemeName: desktopThemeName)
    }

    /// Whether the dark theme is in use: chosen, or chosen by the desktop.
    public var isDark: Bool {
        switch choice {
        case .light: false
        case .dark: true
        case .system: desktopThemeName.map(Self.isDarkThemeName) ?? false
        }
    }

    /// The palette to draw with. O(number of overrides).
    public var palette: Palette {
        isDark ? Palette.dark.overridden(by: darkColors) : Palette.light.overridden(by: lightColors)
    }

    /// Whether a GTK theme name is a dark variant: it ends in "-dark" (Adwaita-dark, Arc-Dark, Yaru-dark), or names
    /// the dark variant after a colon as GTK_THEME does (Adwaita:dark). O(1): only the end of the name is read.
    public static func isDarkThemeName(_ name: String) -> Bool {
        let tail = String(decoding: name.utf8.suffix(5), as: UTF8.self).lowercased()
        return tail == "-dark" || tail == ":dark"
    }
}
