/// The table of settings: every key of the settings file, with its flag, meaning, accepted values and effect.
extension Configuration {
    /// Every key, in the order `config --default` writes them; the README's table lists the same.
    public static var settings: [Setting] { scalarSettings + colorSettings }

    /// The keys that are not colours. Reading a settings file builds only these (and the colour keys it names).
    static let scalarSettings: [Setting] = [
        .integer(
            "rows", \.rows, 1...20, flag: "--rows", affects: .layout,
            "Rows of the emotion grid when the window opens; a taller window has more."),
        .integer(
            "columns", \.columns, 1...40, flag: "--columns", affects: .layout,
            "Columns of the emotion grid when the window opens (a wider window has more); the last cell of each page is delete."
        ),
        .integer(
            "cell-size", \.cellSize, 16...256, flag: "--cell-size", affects: .layout,
            "Side of a cell in pixels at scale 1: the window opens with cells this size, and a larger window adds rows and columns to keep them near it."
        ),
        .integer(
            "margin", \.margin, 0...200, flag: "--margin", affects: .layout,
            "Least space in pixels at scale 1 around the grid, so the magnifier has room."),
        .scale(
            "scale", \.scale, 0.5...4, flag: "--scale", affects: .layout,
            "Size factor; \"auto\" is the X resource Xft.dpi / 96, so a 192-dpi screen gets 2."),
        .choice(
            "theme", \.theme, flag: "--theme", affects: .theme,
            "Colours: light, dark, or system to follow the desktop's theme (XSETTINGS Net/ThemeName ending in -dark)."),
        .language(
            "language", \.language, flag: "--language", affects: .language,
            "Language of emoji names and keywords; \"auto\" follows LANGUAGE, LC_ALL, LC_MESSAGES and LANG."),
        .choice(
            "skin-tone", \.skinTone, affects: .skinTone,
            "Skin tone the grid shows emoji in; a long press still offers every tone."),
        .choice(
            "mode", \.mode, flag: "--mode", affects: .input,
            "compose: emotions go into the composer and Send delivers them; direct: each goes straight to the focused application."
        ),
        .choice(
            "delivery", \.delivery, flag: "--deliver", affects: .input,
            "How Send reaches the target: type (key events), paste, clipboard (only own the CLIPBOARD), or print (standard output)."
        ),
        .choice(
            "layer", \.layer, flag: "--layer", affects: .input,
            "What shows under the composer: the emotion grid or the letters keyboard; the switch key (ABC, 😀) writes its choice here."
        ),
        .pasteKeys(
            "paste-keys", \.pasteKeys, limit: 64, affects: .input,
            "Paste key of an application by its WM_CLASS class name (xprop WM_CLASS, the second string), over the built-in table, for the paste delivery: \"CLASS=KEY\", KEY being ctrl+v, ctrl+shift+v, shift+insert, ctrl+y, or type to type into it instead."
        ),
        .boolean(
            "click-sound", \.clickSound, affects: .input,
            "Whether a key of the letters layer, an emotion tapped in and the delete cell click, through the desktop's sound theme (libcanberra)."
        ),
        .choice(
            "dock", \.dock, flag: "--dock", affects: .dock,
            "Whether the window opens docked along the screen's top or bottom edge, across its width; none is a window."
        ),
        .choice(
            "motion", \.motion, affects: .motion,
            "play: animated stickers play; reduce: they show their first frame (as when the desktop turns animations off)."
        ),
        .integer("recents", \.recentsSize, 1...1000, affects: .recents, "How many recently used emotions are kept."),
        .folders(
            "packs", \.packFolders, limit: 32, affects: .packs,
            "Sticker pack folders to load besides $XDG_DATA_HOME/emotion-keyboard/packs; relative names are relative to this file."
        ),
        .boolean(
            "demo-pack", \.demoPack, affects: .packs,
            "Whether the shipped demo pack (豆豆) is shown; any pack of yours takes a code from it."),
        .integer(
            "long-press-ms", \.timings.longPress, 100...5000, affects: .timings,
            "Holding still this long on an emoji with skin tones opens its variants."),
        .integer(
            "repeat-delay-ms", \.timings.deleteRepeatDelay, 100...5000, affects: .timings,
            "Holding delete this long starts repeating it."),
        .integer(
            "repeat-interval-ms", \.timings.deleteRepeatInterval, 10...1000, affects: .timings,
            "Then delete repeats every this often."),
        .integer(
            "swipe-ms", \.timings.swipeWindow, 50...1000, affects: .timings,
            "A press that moves a cell's width sideways within this time turns the page instead of opening the magnifier."
        ),
        .fontFamily("emoji-font", \.emojiFont, affects: .fonts, "The colour emoji font family."),
        .fontFamilies(
            "text-fonts", \.textFonts, limit: 8, affects: .fonts,
            "Text font families, tried in order for each character the emoji font lacks."),
        .integer(
            "glyph-cache-bytes", \.glyphCacheBytes, (1 << 20)...(1 << 30), affects: .glyphCache,
            "Most bytes the rendered-glyph cache keeps, in memory and in $XDG_CACHE_HOME/emotion-keyboard.")
    ]

    /// `colors.light.KEY` then `colors.dark.KEY` for every colour key.
    static var colorSettings: [Setting] {
        ThemeColorKey.allCases.map { Setting.color($0, dark: false) }
            + ThemeColorKey.allCases.map { Setting.color($0, dark: true) }
    }

    /// The setting of `key`, if there is one. O(number of keys that are not colours).
    public static func setting(_ key: String) -> Setting? {
        if key.hasPrefix("colors.") {
            let parts = key.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count == 3, let color = ThemeColorKey(rawValue: String(parts[2])),
                parts[1] == "light" || parts[1] == "dark"
            else { return nil }
            return Setting.color(color, dark: parts[1] == "dark")
        }
        return scalarSettings.first { $0.key == key }
    }

    /// Whether keys lie inside the table `key`: the colour keys are `colors.light.KEY` and `colors.dark.KEY`.
    package static func isTable(_ key: String) -> Bool {
        key == "colors" || key == "colors.light" || key == "colors.dark"
    }

    /// Why the grid of this configuration cannot work, if it cannot: delete takes a cell, so one cell leaves none to pick.
    public var gridProblem: String? {
        rows >= 1 && columns >= 1 && (rows > 1 || columns > 1)
            ? nil : "a \(rows) x \(columns) grid leaves no cell beside delete"
    }
}
