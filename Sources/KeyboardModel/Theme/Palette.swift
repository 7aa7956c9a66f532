/// The colours the window is drawn with, one for every `ThemeColorKey`: a model value (`AppState.palette`) that the
/// renderer only reads.
public struct Palette: Hashable, Sendable {
    private var colors: [ThemeColorKey: RGBAColor]

    /// A palette with `color(key)` for every key.
    public init(_ color: (ThemeColorKey) -> RGBAColor) {
        colors = Dictionary(uniqueKeysWithValues: ThemeColorKey.allCases.map { ($0, color($0)) })
    }

    /// The colour of `key`; every key has one.
    public subscript(key: ThemeColorKey) -> RGBAColor {
        get { colors[key] ?? RGBAColor(red: 0, green: 0, blue: 0) }
        set { colors[key] = newValue }
    }

    /// This palette with the colours of `overrides` in place of its own (the settings file's `colors.light` or
    /// `colors.dark`). O(number of overrides).
    public func overridden(by overrides: [ThemeColorKey: RGBAColor]) -> Palette {
        var palette = self
        for (key, color) in overrides { palette[key] = color }
        return palette
    }

    /// The light theme, after GTK's Adwaita: a warm grey window around a white grid, dark grey text.
    public static let light = Palette { key in
        switch key {
        case .background: RGBAColor(hex: 0xF6F5F4)
        case .gridBackground: RGBAColor(hex: 0xFFFFFF)
        case .pressedCell: RGBAColor(hex: 0xDEDDDA)
        case .hoveredCell: RGBAColor(hex: 0xEBEAE8)
        case .focusRing: RGBAColor(hex: 0x3584E4)
        case .text: RGBAColor(hex: 0x2E3436)
        case .secondaryText: RGBAColor(hex: 0x6E7477)
        case .fieldBackground: RGBAColor(hex: 0xFFFFFF)
        case .fieldBorder: RGBAColor(hex: 0xCDC7C2)
        case .selection: RGBAColor(hex: 0xB7D3F6)
        case .caret: RGBAColor(hex: 0x2E3436)
        case .send: RGBAColor(hex: 0x0B7D3E)
        case .sendPressed: RGBAColor(hex: 0x086632)
        case .sendDisabled: RGBAColor(hex: 0xCDEBD8)
        case .sendText: RGBAColor(hex: 0xFFFFFF)
        case .sendDisabledText: RGBAColor(hex: 0x2B6A45)
        case .tabBar: RGBAColor(hex: 0xEDEBE9)
        case .selectedTab: RGBAColor(hex: 0xD6D1CD)
        case .separator: RGBAColor(hex: 0xD8D4D0)
        case .dot: RGBAColor(hex: 0xC0BDBA)
        case .currentDot: RGBAColor(hex: 0x5E5C64)
        case .bubble: RGBAColor(hex: 0xFFFFFF)
        case .bubbleShadow: RGBAColor(hex: 0x000000, alpha: 40)
        case .notice: RGBAColor(hex: 0x3D3846)
        case .noticeText: RGBAColor(hex: 0xFFFFFF)
        }
    }

    /// The dark theme, after Adwaita-dark: a dark grey window around a darker grid, light text, the same green Send.
    public static let dark = Palette { key in
        switch key {
        case .background: RGBAColor(hex: 0x353535)
        case .gridBackground: RGBAColor(hex: 0x2D2D2D)
        case .pressedCell: RGBAColor(hex: 0x4A4A4A)
        case .hoveredCell: RGBAColor(hex: 0x3A3A3A)
        case .focusRing: RGBAColor(hex: 0x78AEED)
        case .text: RGBAColor(hex: 0xEEEEEC)
        case .secondaryText: RGBAColor(hex: 0xABABA9)
        case .fieldBackground: RGBAColor(hex: 0x2D2D2D)
        case .fieldBorder: RGBAColor(hex: 0x1B1B1B)
        case .selection: RGBAColor(hex: 0x15539E)
        case .caret: RGBAColor(hex: 0xEEEEEC)
        case .send: RGBAColor(hex: 0x047A3D)
        case .sendPressed: RGBAColor(hex: 0x035E2F)
        case .sendDisabled: RGBAColor(hex: 0x2F5240)
        case .sendText: RGBAColor(hex: 0xFFFFFF)
        case .sendDisabledText: RGBAColor(hex: 0xA8C8B4)
        case .tabBar: RGBAColor(hex: 0x2A2A2A)
        case .selectedTab: RGBAColor(hex: 0x454545)
        case .separator: RGBAColor(hex: 0x1B1B1B)
        case .dot: RGBAColor(hex: 0x5E5E5E)
        case .currentDot: RGBAColor(hex: 0xDEDDDA)
        case .bubble: RGBAColor(hex: 0x3C3C3C)
        case .bubbleShadow: RGBAColor(hex: 0x000000, alpha: 90)
        case .notice: RGBAColor(hex: 0x505050)
        case .noticeText: RGBAColor(hex: 0xFFFFFF)
        }
    }
}
