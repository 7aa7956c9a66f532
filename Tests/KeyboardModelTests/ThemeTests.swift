import Testing

@testable import KeyboardModel
@testable import KeyboardStorage

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Themes")
struct ThemeTests {
    /// WCAG 2 contrast ratio of two opaque colours.
    static func contrast(_ a: RGBAColor, _ b: RGBAColor) -> Double {
        func luminance(_ color: RGBAColor) -> Double {
            func channel(_ value: UInt8) -> Double {
                let c = Double(value) / 255
                return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * channel(color.red) + 0.7152 * channel(color.green) + 0.0722 * channel(color.blue)
        }
        let (high, low) = (max(luminance(a), luminance(b)), min(luminance(a), luminance(b)))
        return (high + 0.05) / (low + 0.05)
    }

    @Test(arguments: [("light", Palette.light), ("dark", Palette.dark)])
    func everyThemeIsLegible(name: String, palette: Palette) {
        // WCAG AA: 4.5 for text, the Send label in every state included (issue 22: 1.4 on the empty field's);
        // 3 for the marks of a state (the caret, the current page's dot, the focus ring, the current tab's underline
        // and the hovered tab's, drawn in secondary text: issue 22, the hover was 235 on 237 grey).
        let pairs: [(ThemeColorKey, ThemeColorKey, Double)] = [
            (.text, .background, 7), (.text, .gridBackground, 7), (.text, .fieldBackground, 7), (.text, .tabBar, 7),
            (.text, .selectedTab, 4.5), (.text, .selection, 4.5), (.text, .pressedCell, 4.5),
            (.secondaryText, .bubble, 4.5), (.secondaryText, .gridBackground, 4.5),
            (.secondaryText, .fieldBackground, 4.5),
            (.sendText, .send, 4.5), (.sendText, .sendPressed, 4.5), (.sendDisabledText, .sendDisabled, 4.5),
            (.noticeText, .notice, 7),
            (.caret, .fieldBackground, 7), (.currentDot, .background, 4.5), (.focusRing, .gridBackground, 3),
            (.focusRing, .tabBar, 3), (.secondaryText, .tabBar, 3)
        ]
        for (foreground, background, least) in pairs {
            let ratio = Self.contrast(palette[foreground], palette[background])
            #expect(ratio >= least, "\(name): \(foreground) on \(background) is \(ratio)")
        }
        // Parts must be told apart: the pressed cell from the grid, the current tab from the bar, a dot from the next.
        for (a, b) in [
            (ThemeColorKey.pressedCell, ThemeColorKey.gridBackground), (.selectedTab, .tabBar), (.currentDot, .dot),
            (.sendDisabled, .send), (.fieldBorder, .background), (.hoveredCell, .gridBackground),
            (.selectedTab, .hoveredCell)
        ] {
            #expect(Self.contrast(palette[a], palette[b]) >= 1.15, "\(name): \(a) and \(b)")
        }
    }

    @Test func darkIsDarkerThanLightEverywhereButTheAccents() {
        let accents: Set<ThemeColorKey> = [
            .send, .sendPressed, .sendText, .bubbleShadow, .noticeText, .notice, .selection, .sendDisabled,
            .focusRing
        ]
        for key in ThemeColorKey.allCases where !accents.contains(key) {
            let light = Palette.light[key]
            let dark = Palette.dark[key]
            let isText = [ThemeColorKey.text, .secondaryText, .caret, .currentDot, .sendDisabledText].contains(key)
            let brighter =
                Int(light.red) + Int(light.green) + Int(light.blue) > Int(dark.red) + Int(dark.green) + Int(dark.blue)
            #expect(brighter != isText, "\(key): \(light) in light, \(dark) in dark")
        }
    }

    @Test func systemFollowsTheDesktopsThemeName() {
        for (name, dark) in [
            ("Adwaita-dark", true), ("Adwaita", false), ("Arc-Dark", true), ("Yaru-dark", true), ("Adwaita:dark", true),
            ("HighContrast", false), ("dark", false), ("Darkness", false), ("", false), ("Ａ-dark", true)
        ] {
            #expect(Appearance.isDarkThemeName(name) == dark, "\(name)")
            #expect(Appearance(choice: .system, desktopThemeName: name).palette == (dark ? .dark : .light), "\(name)")
        }
        #expect(Appearance(choice: .system, desktopThemeName: nil).palette == .light, "no settings daemon: light")
        #expect(Appearance(choice: .light, desktopThemeName: "Adwaita-dark").palette == .light, "a chosen theme wins")
        #expect(Appearance(choice: .dark, desktopThemeName: "Adwaita").palette == .dark)
    }

    @Test func overridesReplaceOnlyTheirOwnThemesColours() {
        let red = RGBAColor(red: 255, green: 0, blue: 0)
        let blue = RGBAColor(red: 0, green: 0, blue: 255, alpha: 128)
        let appearance = Appearance(choice: .light, lightColors: [.send: red], darkColors: [.caret: blue])
        #expect(appearance.palette[.send] == red)
        #expect(appearance.palette[.caret] == Palette.light[.caret])
        var dark = appearance
        dark.choice = .dark
        #expect(dark.palette[.caret] == blue)
        #expect(dark.palette[.send] == Palette.dark[.send])
        #expect(ThemeColorKey.allCases.filter { dark.palette[$0] != Palette.dark[$0] } == [.caret])
    }

    @Test func theDefaultSettingsFileShowsEachThemesColours() {
        let text = ConfigurationFile.defaultText
        for key in ThemeColorKey.allCases {
            #expect(text.contains("\n# \(key.rawValue) = \"\(Palette.light[key])\""), "\(key) light")
            #expect(text.contains("\n# \(key.rawValue) = \"\(Palette.dark[key])\""), "\(key) dark")
        }
    }
}
